// Package gametest holds the small positions that the tests of the display-free
// packages over the rules play on, and the helpers to set them up in protocol words, so
// that each test package does not write them again.
package gametest

import (
	"testing"

	"taktik/game"
	"taktik/maps"
)

// Strip is a small board: 5 rows × 10 columns, water along the top and the bottom, and
// a river along the south edge of row 2 (between rows 2 and 3).
//
//	col  1234567890
//	 1   ~~~~~~~~~~
//	 2   ..........   river under this row
//	 3   ..........
//	 4   ..........
//	 5   ~~~~~~~~~~
func Strip(t testing.TB) *maps.Board {
	t.Helper()
	src := "taktik-map 1\nsize 5 10\nterrain\n~~~~~~~~~~\n..........\n..........\n..........\n~~~~~~~~~~\n" +
		"rivers\n..........\n__________\n..........\n..........\n..........\n"
	b, err := maps.ParseSketch([]byte(src))
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// Continent is the game's own board (maps.Continent).
func Continent(t testing.TB) *maps.Board {
	t.Helper()
	b, err := maps.Continent()
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// Position starts a game of a mode on the strip with units placed as "id square"
// pairs, Red to move.
func Position(t testing.TB, mode game.Mode, placements ...string) *game.Game {
	t.Helper()
	g, err := game.New(Strip(t), game.Options{Mode: mode, Setup: game.SetupEmpty, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range placements {
		Do(t, g, "place "+p)
	}
	Do(t, g, "start")
	return g
}

// Game begins a game on a board with options in protocol words, after setup=empty,
// first=red and seed=1 (which the words may override), and units placed as "id square"
// pairs; the game is not started, so that dice may be queued first.
func Game(t testing.TB, b *maps.Board, words []string, placements ...string) *game.Game {
	t.Helper()
	opts, err := game.ParseOptions(append([]string{"setup=empty", "first=red", "seed=1"}, words...))
	if err != nil {
		t.Fatal(err)
	}
	g, err := game.New(b, opts)
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range placements {
		Do(t, g, "place "+p)
	}
	return g
}

// Do applies an action in protocol words and fails the test if it is refused.
func Do(t testing.TB, g *game.Game, text string) {
	t.Helper()
	a, err := game.ParseAction(g.Board(), text)
	if err == nil {
		err = g.Apply(a)
	}
	if err != nil {
		t.Fatalf("%s: %v", text, err)
	}
}

// Unit is a unit's number from its id.
func Unit(t testing.TB, id string) int {
	t.Helper()
	n, ok := game.UnitNumber(id)
	if !ok {
		t.Fatalf("no unit %s", id)
	}
	return n
}

// Square is a square from its name ("3-4").
func Square(t testing.TB, text string) maps.Square {
	t.Helper()
	s, err := maps.ParseSquare(text)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// FirstMove is a legal move of the side to move on g: the first unit that can go
// somewhere, to the first square it can reach.
func FirstMove(t testing.TB, g *game.Game) game.Action {
	t.Helper()
	for _, a := range g.Legal() {
		if a.Kind == game.ActMove {
			return a
		}
	}
	t.Fatal("no move is legal")
	return game.Action{}
}
