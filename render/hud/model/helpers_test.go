package model

import (
	"strings"
	"testing"

	"taktik/game"
	"taktik/game/gametest"
)

// continent is the shipped map.
var continent = gametest.Continent

// newGame starts a game on the continent with options as protocol words.
func newGame(t testing.TB, words string) *game.Game {
	t.Helper()
	opts, err := game.ParseOptions(strings.Fields(words))
	if err != nil {
		t.Fatal(err)
	}
	g, err := game.New(continent(t), opts)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// play applies actions written as protocol lines, failing on the first refusal.
func play(t testing.TB, g *game.Game, lines ...string) {
	t.Helper()
	for _, line := range lines {
		a, err := game.ParseAction(g.Board(), line)
		if err != nil {
			t.Fatalf("%s: %v", line, err)
		}
		if err := g.Apply(a); err != nil {
			t.Fatalf("%s: %v", line, err)
		}
	}
}

// unit is a unit's number by protocol id (gametest.Unit).
var unit = gametest.Unit
