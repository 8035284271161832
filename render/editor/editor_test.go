package editor

import (
	"reflect"
	"slices"
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

// TestGoalAndBriefingLoadBack: each part of the goal and the briefing the editor's form
// sets (cities to take or hold, units to destroy, the turn limit, who moves first, the
// opponent's level, hints, the rules and the optional rules, the texts in both
// languages) is saved, read back the same and played by the engine so.
func TestGoalAndBriefingLoadBack(t *testing.T) {
	b := board(t)
	for _, c := range []struct {
		name string
		set  func(e *Editor)
		want func(sc game.Scenario, o game.Options) bool
	}{
		{"take a Blue city", func(e *Editor) { e.ToggleCity("Indigau") },
			func(sc game.Scenario, _ game.Options) bool {
				return slices.Equal(sc.Objective, []string{"Indigau"}) && sc.Hold == nil
			}},
		{"hold Red's own city", func(e *Editor) { e.ToggleCity("Rubingen") },
			func(sc game.Scenario, _ game.Options) bool {
				return slices.Equal(sc.Hold, []string{"Rubingen"}) && sc.Objective == nil
			}},
		{"Blue holds Indigau", func(e *Editor) { e.SetSide(units.Blue); e.ToggleCity("Indigau") },
			func(sc game.Scenario, _ game.Options) bool {
				return sc.Attacker == units.Blue && sc.Player == units.Blue && slices.Equal(sc.Hold, []string{"Indigau"})
			}},
		{"destroy a Blue unit", func(e *Editor) { e.ToggleCity("Indigau"); e.ToggleDestroy(sq(t, "34-34")) },
			func(sc game.Scenario, _ game.Options) bool { return slices.Equal(sc.Destroy, []string{"blue:inf1"}) }},
		{"eight turns", func(e *Editor) { e.ToggleCity("Indigau"); e.SetTurns(8) },
			func(sc game.Scenario, o game.Options) bool { return sc.TurnLimit == 8 && o.TurnLimit == 8 }},
		{"Blue moves first", func(e *Editor) { e.ToggleCity("Indigau"); e.SetFirst(units.Blue) },
			func(sc game.Scenario, o game.Options) bool { return sc.First == units.Blue && o.First == units.Blue }},
		{"the Field Marshal, no hints", func(e *Editor) { e.ToggleCity("Indigau"); e.SetOpponent("expert", false) },
			func(sc game.Scenario, _ game.Options) bool { return sc.Opponent == "expert" && !sc.Hints }},
		{"advanced, weather and nuclear", func(e *Editor) {
			e.ToggleCity("Indigau")
			e.SetRules(game.Advanced, []string{"nuclear", "weather"})
		}, func(sc game.Scenario, o game.Options) bool {
			return sc.Mode == game.Advanced && slices.Equal(sc.Optional, []string{"weather", "nuclear"}) &&
				o.Mode == game.Advanced && o.Weather && o.Nuclear && !o.Supply && !o.Replacements
		}},
		{"the briefing in both languages", func(e *Editor) {
			e.ToggleCity("Indigau")
			e.SetBriefing("de", "Über den Fluss", "Nehmen Sie Indigau, bevor es schneit.")
			e.SetBriefing("en", "Over the river", "Take Indigau before the snow.")
		}, func(sc game.Scenario, _ game.Options) bool {
			return sc.Text("de", "title") == "Über den Fluss" && sc.Text("en", "text") == "Take Indigau before the snow."
		}},
	} {
		e := New(b, "goal")
		for _, p := range [][2]string{{"red:arm1", "35-32"}, {"red:inf1", "33-31"}, {"blue:inf1", "34-34"}, {"blue:inf2", "35-35"}} {
			if err := e.Place(p[0], sq(t, p[1])); err != nil {
				t.Fatal(err)
			}
		}
		c.set(e)
		data, err := e.Save()
		if err != nil {
			t.Errorf("%s: not saved: %v", c.name, err)
			continue
		}
		back, err := Load(b, data)
		if err != nil {
			t.Errorf("%s: the saved file does not load: %v\n%s", c.name, err, data)
			continue
		}
		want, got := e.Scenario(), back.Scenario()
		want.Source, got.Source = nil, nil
		if !reflect.DeepEqual(got, want) {
			t.Errorf("%s: loaded back\n%+v\nwant\n%+v", c.name, got, want)
		}
		g, err := back.TestPlay(1)
		if err != nil {
			t.Errorf("%s: %v", c.name, err)
			continue
		}
		if !c.want(got, g.Options()) {
			t.Errorf("%s: the scenario %+v plays with %+v", c.name, got, g.Options())
		}
	}
}

// TestGoalClicksRefuseWhatCannotBe: the goal's own units are no targets; a unit taken off
// the board leaves the units to destroy; a city clicked twice leaves the goal; giving the
// goal to the other side turns the cities it holds into cities to hold.
func TestGoalClicksRefuseWhatCannotBe(t *testing.T) {
	e := New(board(t), "goal")
	for _, p := range [][2]string{{"red:arm1", "35-32"}, {"blue:inf1", "34-34"}} {
		if err := e.Place(p[0], sq(t, p[1])); err != nil {
			t.Fatal(err)
		}
	}
	if e.ToggleDestroy(sq(t, "35-32")) || e.ToggleDestroy(sq(t, "30-30")) || !e.ToggleDestroy(sq(t, "34-34")) {
		t.Errorf("destroy goal: %v", e.Scenario().Destroy)
	}
	e.Remove(sq(t, "34-34"))
	if d := e.Scenario().Destroy; len(d) != 0 {
		t.Errorf("a unit taken off is still to be destroyed: %v", d)
	}
	e.ToggleCity("Indigau")
	e.ToggleCity("Rubingen")
	e.ToggleCity("Rubingen")
	if sc := e.Scenario(); !slices.Equal(sc.Objective, []string{"Indigau"}) || len(sc.Hold) != 0 {
		t.Errorf("take %v hold %v", sc.Objective, sc.Hold)
	}
	e.SetSide(units.Blue)
	if sc := e.Scenario(); len(sc.Objective) != 0 || !slices.Equal(sc.Hold, []string{"Indigau"}) {
		t.Errorf("Blue's goal: take %v hold %v", sc.Objective, sc.Hold)
	}
}
