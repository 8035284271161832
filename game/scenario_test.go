package game

import (
	"bytes"
	"testing"

	"taktik/units"
)

// scenarioGame starts a first scenario on the continent.
func scenarioGame(t *testing.T, id string) *Game {
	t.Helper()
	g, err := New(continentOrSkip(t), Options{Scenario: id, Seed: 5, Mode: Advanced, TurnLimit: 99, First: units.Blue})
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// TestScenarioSetsUpItsBattle: the scenario's units stand on their squares, every other
// unit is out of the game, and the scenario's rules replace the options asked for: its
// rule level, its turn limit, its first player moving first. The first two, one battle
// each, have 6 to 15 units a side.
func TestScenarioSetsUpItsBattle(t *testing.T) {
	for i, sc := range Scenarios() {
		g := scenarioGame(t, sc.ID)
		o := g.Options()
		if o.Mode != sc.Mode || o.TurnLimit != sc.TurnLimit || o.First != sc.First || g.Turn() != 1 ||
			g.Side() != sc.First || g.Phase() != PhaseMovement {
			t.Errorf("%s: %+v at turn %d, %v, %v", sc.ID, o, g.Turn(), g.Side(), g.Phase())
		}
		red, blue := g.OnBoard(units.Red), g.OnBoard(units.Blue)
		if red+blue != len(sc.Units) || red == 0 || blue == 0 || (i < 2 && (red < 6 || red > 15 || blue < 6 || blue > 15)) {
			t.Errorf("%s: %d Red and %d Blue units on the board, %d in all", sc.ID, red, blue, len(sc.Units))
		}
		named := map[string]bool{}
		for _, p := range sc.Units {
			named[p.Unit] = true
			if got := where(g, p.Unit); got != p.Square {
				t.Errorf("%s: %s on %s, want %s", sc.ID, p.Unit, got, p.Square)
			}
		}
		for u := range NumUnits {
			if id := UnitInfo(u).ID; !named[id] && g.st.Units[u].Status != Absent {
				t.Errorf("%s: %s, which the scenario does not name, is %v, want absent", sc.ID, id, g.st.Units[u].Status)
			}
		}
		if g.ObjectiveHeld() {
			t.Errorf("%s: the objective is held at the start", sc.ID)
		}
	}
	if _, err := New(continentOrSkip(t), Options{Scenario: "atlantis"}); err == nil {
		t.Error("an unknown scenario was accepted")
	}
}

// indigauWin is Red's first turn in the Saphirhafen scenario, taking Indigau at once: the
// armour into the free city square 35-34 (stopped there by contact, R12), both defenders
// attacked and, with the dice queued, eliminated (3-1 and 2-1, die 1: DE, R17).
var indigauWin = []string{
	"move red:arm1 35-34", "move red:arm2 34-33", "move red:inf1 33-33", "endmove",
	"battle red:arm2,red:inf1 vs blue:inf1", "battle red:arm1 vs blue:inf2",
	"dice 1", "resolve 0", "dice 1", "resolve 1",
}

// firstScenarioWin takes Indigau in the first scenario in two turns, Blue passing between
// them: a third division guards the city's free square, so the first turn can only clear
// the way (both outer defenders eliminated, die 1: DE, R17), and the second moves in and
// beats the last defender.
var firstScenarioWin = []string{
	"move red:arm2 34-33", "move red:inf1 33-33", "move red:arm1 36-33", "move red:inf2 35-33", "move red:inf3 37-33", "endmove",
	"battle red:arm2,red:inf1,red:inf2 vs blue:inf1", "battle red:arm1,red:inf3 vs blue:inf3",
	"dice 1", "resolve 0", "dice 1", "resolve 1", "endturn", "endmove", "endturn",
	"move red:arm1 35-34", "move red:arm2 34-34", "endmove", "battle red:arm1,red:arm2 vs blue:inf2", "dice 1", "resolve 0",
}

// TestScenarioObjectiveWins: the attacker wins at the end of its player turn once it
// owns the objective (R21 capture), and not a moment before.
func TestScenarioObjectiveWins(t *testing.T) {
	g := scenarioGame(t, "indigau")
	for _, a := range firstScenarioWin {
		do(t, g, a)
	}
	if g.Winner() != NoWinner || g.ObjectiveHeld() {
		t.Fatalf("before the end of the turn: winner %v, objective held %v", g.Winner(), g.ObjectiveHeld())
	}
	do(t, g, "endturn")
	if g.Winner() != RedWins || !g.ObjectiveHeld() || g.Turn() != 2 {
		t.Fatalf("after Red's turn with the armour in Indigau: winner %v, objective %v, turn %d; want Red's win in turn 2",
			g.Winner(), g.ObjectiveHeld(), g.Turn())
	}
}

// TestScenarioTwoCitiesNeedBoth: taking one city of a two-city objective wins nothing.
func TestScenarioTwoCitiesNeedBoth(t *testing.T) {
	g := scenarioGame(t, "saphir")
	for _, a := range indigauWin {
		do(t, g, a)
	}
	do(t, g, "endturn")
	if g.Winner() != NoWinner || g.ObjectiveHeld() || g.Side() != units.Blue {
		t.Fatalf("Indigau taken, Saphirhafen not: winner %v, objective held %v, %v to move", g.Winner(), g.ObjectiveHeld(), g.Side())
	}
}

// passTurns ends player turns without a move until the game ends or n turns passed.
func passTurns(t *testing.T, g *Game, n int) {
	t.Helper()
	for i := 0; i < n && g.Winner() == NoWinner; i++ {
		do(t, g, "endmove")
		do(t, g, "endturn")
	}
}

// TestScenarioTurnLimitLoses: when the turn limit runs out without the objective, the
// defender wins, at the end of the last game turn and not before; the game then saves
// and loads as any other, and its replay gives the same position.
func TestScenarioTurnLimitLoses(t *testing.T) {
	for _, sc := range Scenarios() {
		g := scenarioGame(t, sc.ID)
		passTurns(t, g, 2*sc.TurnLimit-1)
		if g.Winner() != NoWinner || g.Turn() != sc.TurnLimit || g.Side() != units.Blue {
			t.Fatalf("%s: before the last player turn ends: winner %v, turn %d, %v", sc.ID, g.Winner(), g.Turn(), g.Side())
		}
		data, err := g.MarshalJSON()
		if err != nil {
			t.Fatal(err)
		}
		h, err := Unmarshal(g.Board(), data)
		if err != nil {
			t.Fatalf("%s: the saved scenario does not load: %v", sc.ID, err)
		}
		if h.Hash() != g.Hash() || h.Options().Scenario != sc.ID || !bytes.Contains(data, []byte(`"scenario": "`+sc.ID+`"`)) {
			t.Fatalf("%s: the loaded game differs (hash %x vs %x, scenario %q)", sc.ID, h.Hash(), g.Hash(), h.Options().Scenario)
		}
		passTurns(t, g, 1)
		passTurns(t, h, 1)
		if g.Winner() != BlueWins || h.Winner() != BlueWins || g.Hash() != h.Hash() {
			t.Fatalf("%s: at the turn limit: winner %v (loaded game %v), want Blue, the defender", sc.ID, g.Winner(), h.Winner())
		}
	}
}

// TestScenarioOptionWords: the protocol's new game names a scenario, and the words go
// back and forth.
func TestScenarioOptionWords(t *testing.T) {
	o, err := ParseOptions([]string{"scenario=indigau", "seed=3"})
	if err != nil || o.Scenario != "indigau" {
		t.Fatalf("scenario=indigau: %+v, %v", o, err)
	}
	back, err := ParseOptions(o.Words())
	if err != nil || back != o {
		t.Fatalf("Words gave %v, read back as %+v, %v", o.Words(), back, err)
	}
	if _, err := ParseOptions([]string{"scenario=atlantis"}); err == nil {
		t.Error("scenario=atlantis was accepted")
	}
}
