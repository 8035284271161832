package ai

import (
	"slices"
	"testing"

	"taktik/game"
	"taktik/game/gametest"
)

// blueCities garrisons every Blue city on the continent, so that no level finds a city
// to walk into and the positions below are about the battle alone.
var blueCities = []string{"blue:inf20 23-42", "blue:inf21 7-42", "blue:inf22 15-52", "blue:inf23 38-44", "blue:inf24 34-34"}

// strongBlueCities holds the cities near 28-37 with a unit on every square.
var strongBlueCities = []string{"blue:inf20 23-42", "blue:inf21 7-42", "blue:inf22 15-52", "blue:arm1 38-44", "blue:arm2 39-43",
	"blue:inf23 39-44", "blue:arm3 34-34", "blue:arm4 35-34", "blue:inf24 35-35", "blue:inf10 23-43", "blue:inf11 25-42", "blue:inf12 25-43"}

// TestCertainEliminationTaken: on advanced-game positions of the continent where a lone
// Blue infantry division can be eliminated for certain (7-1 or more, R16) because an
// attacker stands, or can stand, on its own bank of a river (R25), every level but
// Random (which picks any legal action) takes the elimination in its player turn. The
// Field Marshal once dropped it on the Oberlauf (12-21): one of its own styles sent an
// armoured division to garrison Scharlachau, the three left made 6-1, and its playouts
// weighed the city above the certain kill. The decided rule (issue 33): the strongest
// level never drops a certain win that a weaker level takes (keepSureWins).
func TestCertainEliminationTaken(t *testing.T) {
	slowSearch(t)
	every := []Level{Recruit, Officer, General, FieldMarshal}
	for _, c := range []struct {
		name   string
		units  []string
		levels []Level
	}{
		// River, attackers to bring in: three armoured divisions cross to the defender's
		// bank of the river at 12-21, the fourth attacks across it: 8-1.
		{"river, moving in", append([]string{"blue:inf1 12-21", "red:arm1 12-22", "red:arm2 10-20", "red:arm3 10-23", "red:arm4 14-23",
			"blue:inf2 13-24", "blue:inf3 12-18"}, blueCities...), every},
		// River, in contact: three armoured divisions across the river at 22-22 (alone
		// 6 against a doubled 2, 3-1), the infantry on the defender's bank makes it 7-1.
		{"river, in contact", append([]string{"blue:inf1 22-22", "red:arm1 22-21", "red:arm2 23-21", "red:arm3 23-22", "red:inf1 21-22"},
			blueCities...), every},
		// Forest: the defender in the forest at 36-17, where armour never attacks it
		// (R23): seven infantry divisions, five across the river, two on its bank
		// (Rubingen garrisoned, so that none is needed there).
		{"forest", append([]string{"blue:inf1 36-17", "red:inf2 35-16", "red:inf3 35-17", "red:inf4 35-18", "red:inf5 36-16",
			"red:inf6 37-16", "red:inf1 36-18", "red:inf7 37-17", "red:inf10 40-24"}, blueCities...), every},
		// Mountains: 28-37 below the range, two armoured divisions across the river, the
		// mountain division across it in the mountains at 29-38, one armoured division
		// on the defender's bank.
		{"mountains, in contact", append([]string{"blue:inf1 28-37", "red:arm1 27-38", "red:arm2 28-38", "red:mtn1 29-38", "red:arm3 28-36"},
			strongBlueCities...), every},
		// Mountains, moving in: the Officer brings the units onto the defender's bank for
		// 7-1; the Recruit sends one to a battle of its own (5-1), the General prefers two
		// battles at Azurburg (the rule binds the strongest level only); the Field
		// Marshal keeps the Officer's certain kill.
		{"mountains, moving in", append([]string{"blue:inf1 28-37", "red:arm1 27-38", "red:arm2 26-39", "red:mtn1 30-39", "red:arm3 26-35"},
			strongBlueCities...), []Level{Officer, FieldMarshal}},
	} {
		g := gametest.Game(t, continent(t), []string{"mode=advanced"}, c.units...)
		do(t, g, "start")
		for _, level := range c.levels {
			played := g.Clone()
			acts, err := PlayTurn(played, level)
			if err != nil {
				t.Fatalf("%s, %s: %v", c.name, level, err)
			}
			if !certainlyEliminated(g, acts, num("blue:inf1")) {
				t.Errorf("%s: %s does not eliminate blue:inf1 for certain: %v", c.name, level.Name("en"), acts)
			}
		}
	}
}

// certainlyEliminated reports whether the actions, played on a copy of g, resolve a
// battle against unit u at odds that need no roll (R16).
func certainlyEliminated(g *game.Game, acts []game.Action, u int) bool {
	c := g.Clone()
	for _, a := range acts {
		if a.Kind == game.ActResolve {
			if b := c.Battles()[a.Index]; b.Odds == game.OddsAutoDE && slices.Contains(b.Defenders, u) {
				return true
			}
		}
		if c.Apply(a) != nil {
			return false
		}
	}
	return false
}

// TestSureWorth: the certain eliminations of a plan are those at 7-1 or more once the
// movement ends. At 22-22 three armoured divisions across the river make 6 against a
// doubled 2 (3-1, R25): nothing certain; with the infantry on the defender's bank the
// defence is not doubled and 7-1 removes the division without a roll (R16).
func TestSureWorth(t *testing.T) {
	g := gametest.Game(t, continent(t), []string{"mode=advanced"},
		append([]string{"blue:inf1 22-22", "red:arm1 22-21", "red:arm2 23-21", "red:arm3 23-22", "red:inf1 21-22"}, blueCities...)...)
	do(t, g, "start")
	if v := sureWorth(g, nil); v != worth(num("blue:inf1")) {
		t.Errorf("standing still: certain eliminations worth %.1f, want the infantry's %.1f", v, worth(num("blue:inf1")))
	}
	away, err := game.ParseAction(g.Board(), "move red:inf1 20-22")
	if err != nil {
		t.Fatal(err)
	}
	if v := sureWorth(g, []game.Action{away}); v != 0 {
		t.Errorf("with the infantry gone from the defender's bank: certain eliminations worth %.1f, want 0", v)
	}
}
