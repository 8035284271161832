package editor

import (
	"reflect"
	"strings"
	"testing"

	"taktik/game"
	"taktik/maps"
	"taktik/units"
)

func board(t *testing.T) *maps.Board {
	t.Helper()
	b, err := maps.Continent()
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func sq(t *testing.T, s string) maps.Square {
	t.Helper()
	q, err := maps.ParseSquare(s)
	if err != nil {
		t.Fatal(err)
	}
	return q
}

// TestPlaceAndRemove: units go on land squares of the board, one a square; a unit
// placed again moves; water and a taken square are refused with the check's sentences.
func TestPlaceAndRemove(t *testing.T) {
	e := New(board(t), "mine")
	for _, c := range []struct{ unit, square, err string }{
		{"red:arm1", "35-33", ""},
		{"blue:inf1", "34-34", ""},
		{"red:inf1", "1-1", "red:inf1 cannot stand on 1-1: it is water"},
		{"red:inf1", "34-34", "red:inf1 cannot stand on 34-34: blue:inf1 stands there already"},
		{"red:tank9", "30-30", `there is no unit "red:tank9" in the order of battle`},
		{"red:inf1", "33-30", ""},
		{"red:inf1", "33-31", ""}, // moved, not doubled
	} {
		err := e.Place(c.unit, sq(t, c.square))
		if got := ""; err != nil {
			got = err.(*game.Error).Text("en")
			if got != c.err {
				t.Errorf("%s on %s: %q, want %q", c.unit, c.square, got, c.err)
			}
		} else if c.err != "" {
			t.Errorf("%s on %s was placed, want %q", c.unit, c.square, c.err)
		}
	}
	if n := len(e.Scenario().Units); n != 3 || e.At(sq(t, "33-31")) != "red:inf1" || e.At(sq(t, "33-30")) != "" {
		t.Errorf("%d units %v", n, e.Scenario().Units)
	}
	if !e.Remove(sq(t, "33-31")) || e.Remove(sq(t, "33-31")) || e.At(sq(t, "33-31")) != "" || len(e.Scenario().Units) != 2 {
		t.Errorf("after removing: %v", e.Scenario().Units)
	}
}

// TestGoalSaveLoadBack: a goal, a briefing in both languages and the opponent set, the
// file saved is read back to the same scenario, passes the check, and plays: the
// engine starts it with its units and no unit of the full deployment besides.
func TestGoalSaveLoadBack(t *testing.T) {
	b := board(t)
	e := New(b, "mine")
	for _, p := range [][2]string{{"red:arm1", "35-32"}, {"red:inf1", "33-31"}, {"blue:inf1", "34-34"}, {"blue:inf2", "35-35"}} {
		if err := e.Place(p[0], sq(t, p[1])); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := e.Save(); err == nil || !strings.Contains(err.Error(), "names no city to take or hold") {
		t.Errorf("a scenario without a goal was saved: %v", err)
	}
	e.SetGoal(Goal{Side: units.Red, Take: []string{"Indigau"}, Turns: 4})
	e.SetBriefing("en", "Two against two", "Take Indigau.")
	e.SetBriefing("de", "Zwei gegen zwei", "Nehmen Sie Indigau.")
	e.SetOpponent("medium", false)
	data, err := e.Save()
	if err != nil {
		t.Fatal(err)
	}
	back, err := Load(b, data)
	if err != nil {
		t.Fatalf("the saved file does not load: %v\n%s", err, data)
	}
	want, got := e.Scenario(), back.Scenario()
	want.Source, got.Source = nil, nil
	if !reflect.DeepEqual(got, want) {
		t.Errorf("loaded back\n%+v\nwant\n%+v", got, want)
	}
	g, err := back.TestPlay(3)
	if err != nil {
		t.Fatal(err)
	}
	if g.OnBoard(units.Red) != 2 || g.OnBoard(units.Blue) != 2 || g.Options().TurnLimit != 4 || g.ObjectiveHeld() {
		t.Errorf("the test game: %d and %d units, %+v", g.OnBoard(units.Red), g.OnBoard(units.Blue), g.Options())
	}
}

// TestStartFromDeploymentOrGame: the full deployment has every unit of both orders of
// battle and passes the check once it has a goal; a game's position has its units where
// they stand.
func TestStartFromDeploymentOrGame(t *testing.T) {
	b := board(t)
	e, err := FromDeployment(b, "front")
	if err != nil {
		t.Fatal(err)
	}
	if n := len(e.Scenario().Units); n != game.NumUnits {
		t.Errorf("the full deployment has %d units, want %d", n, game.NumUnits)
	}
	e.SetGoal(Goal{Side: units.Red, Take: []string{"Azurburg"}, Turns: 20})
	if f := e.Faults(); len(f) > 0 {
		t.Errorf("the full deployment with a goal: %v", f)
	}
	g, err := game.New(b, game.Options{Scenario: "indigau", Seed: 2})
	if err != nil {
		t.Fatal(err)
	}
	from := FromGame(g, "again")
	if n := len(from.Scenario().Units); n != 14 || from.At(sq(t, "36-29")) != "red:arm1" || from.Scenario().First != units.Red {
		t.Errorf("from the first scenario's position: %d units, %q on 36-29", n, from.At(sq(t, "36-29")))
	}
}
