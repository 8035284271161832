package play

import (
	"strings"
	"testing"

	"taktik/game"
	"taktik/maps"
	"taktik/render/lang"
)

// strip is the board most tests play on: 5 rows × 10 columns, water along the top and
// the bottom, and a river along the south edge of row 2 (between rows 2 and 3).
//
//	col  1234567890
//	 1   ~~~~~~~~~~
//	 2   ..........   river under this row
//	 3   ..........
//	 4   ..........
//	 5   ~~~~~~~~~~
func strip(t testing.TB) *maps.Board {
	t.Helper()
	src := "taktik-map 1\nsize 5 10\nterrain\n~~~~~~~~~~\n..........\n..........\n..........\n~~~~~~~~~~\n" +
		"rivers\n..........\n__________\n..........\n..........\n..........\n"
	b, err := maps.ParseSketch([]byte(src))
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// position starts a game of a mode on the strip with units placed as "id square"
// pairs, Red to move.
func position(t testing.TB, mode game.Mode, placements ...string) *game.Game {
	t.Helper()
	g, err := game.New(strip(t), game.Options{Mode: mode, Setup: game.SetupEmpty, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range placements {
		do(t, g, "place "+p)
	}
	do(t, g, "start")
	return g
}

// do applies an action in protocol words and fails the test if it is refused.
func do(t testing.TB, g *game.Game, text string) {
	t.Helper()
	a, err := game.ParseAction(g.Board(), text)
	if err == nil {
		err = g.Apply(a)
	}
	if err != nil {
		t.Fatalf("%s: %v", text, err)
	}
}

// unit is a unit's number from its id.
func unit(t testing.TB, id string) int {
	t.Helper()
	n, ok := game.UnitNumber(id)
	if !ok {
		t.Fatalf("no unit %s", id)
	}
	return n
}

// ids writes unit numbers as their ids, for messages and comparisons.
func ids(list []int) string {
	var s []string
	for _, n := range list {
		s = append(s, game.UnitInfo(n).ID)
	}
	return strings.Join(s, ",")
}

func sq(t testing.TB, text string) maps.Square {
	t.Helper()
	s, err := maps.ParseSquare(text)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// The notes the builder gives are read in English.
func init() { lang.Set("en") }
