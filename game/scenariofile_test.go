package game

import (
	"errors"
	"os"
	"path/filepath"
	"testing"
)

// TestBuiltinScenariosCheck: every built-in scenario and lesson file passes the checks a
// player's own file passes, and is known by its id.
func TestBuiltinScenariosCheck(t *testing.T) {
	b := continentOrSkip(t)
	all := append(Scenarios(), Lessons()...)
	if len(Scenarios()) < 8 || len(Lessons()) < 7 {
		t.Fatalf("%d scenarios and %d lessons built in, want the ladder of 8 and the 7 lessons", len(Scenarios()), len(Lessons()))
	}
	for _, sc := range all {
		if f := CheckScenario(b, sc); len(f) > 0 {
			t.Errorf("%s: %v", sc.ID, f)
		}
		if !sc.Builtin {
			t.Errorf("%s is not marked built in", sc.ID)
		}
	}
}

// TestScenarioCheckSaysWhatIsWrong: each broken file in testdata/scenarios is answered
// with the one sentence that names its fault, in English and German; a good file has none.
func TestScenarioCheckSaysWhatIsWrong(t *testing.T) {
	b := continentOrSkip(t)
	for _, c := range []struct{ file, en, de string }{
		{"unit-twice", "red:arm1 stands in the file twice", "red:arm1 steht zweimal in der Datei"},
		{"no-square", `there is no square "99-99" on the board (for red:inf1)`, `ein Feld "99-99" gibt es auf dem Spielplan nicht (für red:inf1)`},
		{"goal-held", "the goal's side holds Rubingen already: there is nothing to take", "die Seite des Ziels hält Rubingen schon: da ist nichts zu erobern"},
		{"unknown-key", `the key "colour" means nothing in a scenario file`, `der Schlüssel "colour" bedeutet in einer Szenariodatei nichts`},
		{"bad-json", "line 4: this is not JSON: a comma, quote or bracket is missing or too many", ""},
		{"wrong-type", `line 2: "goal.turns" has the wrong kind of value (a number, a word in quotes or a list)`, ""},
		{"no-city", `there is no city "Atlantis" on the board`, ""},
		{"no-unit", `there is no unit "red:tank9" in the order of battle`, ""},
		{"crowded", "red:inf1 cannot stand on 36-29: red:arm1 stands there already", ""},
		{"no-level", `there is no computer level "grandmaster" (there are random, easy, medium, hard, expert)`, ""},
		{"no-turns", `the goal needs a turn limit of at least 1 ("turns")`, ""},
		{"one-side", "both sides need at least one unit on the board", ""},
		{"destroy-absent", "blue:arm1 is to be destroyed but is not in the scenario", ""},
		{"water", "blue:inf1 cannot stand on 1-1: it is water", ""},
		{"hold-lost", "the goal's side does not hold Indigau at the start: it cannot hold it",
			"die Seite des Ziels hält Indigau zu Beginn nicht: sie kann es nicht halten"},
		{"destroy-own", "red:inf1 belongs to the goal's own side: it cannot be its target", ""},
		{"no-optional", `there is no optional rule "fog" (there are weather, supply, replacements, nuclear)`, ""},
		{"optional-basic", `optional rules need "rules": "advanced"`, ""},
		{"first-green", `first must name red or blue, not "green"`, ""},
		{"lesson-check", `step "go": there is no check "teleported" (there are tooltip, selected, moved, combat, declared, built, table, rolled, resolved, retreat, exchange, planned, endturn, enemyturn, enemyretreat, won)`,
			`Schritt "go": eine Prüfung "teleported" gibt es nicht (es gibt tooltip, selected, moved, combat, declared, built, table, rolled, resolved, retreat, exchange, planned, endturn, enemyturn, enemyretreat, won)`},
		{"lesson-stuck", `step "go": "unreachable or sometimes" is no way to be stuck (say none, or clauses joined by "or": gone UNIT, away UNIT SQUARE, unreachable, off plan, late)`, ""},
		{"lesson-away", `step "second" names red:arm2, which is not in the scenario`, `Schritt "second" nennt red:arm2, die nicht im Szenario steht`},
		{"lesson-tooltip", `step "squares" checks a tooltip but names no city ("city")`, `Schritt "squares" prüft einen Tooltip, nennt aber keine Stadt ("city")`},
		{"lesson-plan", `"red:inf7 36-34" is no place in the plan: say a unit of the lesson and its square, like "red:arm1 34-34"`, ""},
		{"lesson-variant", `step "end": "raining" is no time for another text (say gone UNIT, lost CITY or not won)`, ""},
		{"lesson-result", `a rigged battle's result "DB3" is none of the table's (AE, AB2, EX, DB2, DE)`, ""},
		{"lesson-square", `step "go": "34:32" is no square (say ROW-COL, like "34-34")`, ""},
		{"hint-limit", `the number of hints ("hint_limit") cannot be -2: say 1 or more, or leave it out for no limit`,
			`die Zahl der Hinweise ("hint_limit") kann nicht -2 sein: 1 oder mehr, oder weglassen für beliebig viele`},
	} {
		data, err := os.ReadFile(filepath.Join("testdata", "scenarios", c.file+".json"))
		if err != nil {
			t.Fatal(err)
		}
		_, err = LoadScenario(b, data)
		var f Faults
		if !errors.As(err, &f) || len(f) != 1 {
			t.Errorf("%s: %v, want one fault", c.file, err)
			continue
		}
		if got := f[0].Text("en"); got != c.en {
			t.Errorf("%s: %q, want %q", c.file, got, c.en)
		}
		if got := f[0].Text("de"); c.de != "" && got != c.de {
			t.Errorf("%s in German: %q, want %q", c.file, got, c.de)
		}
	}
	data, err := os.ReadFile(filepath.Join("testdata", "scenarios", "good.json"))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := LoadScenario(b, data); err != nil {
		t.Errorf("good.json: %v", err)
	}
}

// TestOwnScenarioSavedGameCarriesItsFile: a game of a player's own scenario, saved, loads
// in a program that has not read the scenarios folder (the file travels in the save), to
// the same position; the built-in scenarios' saves carry no file.
func TestOwnScenarioSavedGameCarriesItsFile(t *testing.T) {
	b := continentOrSkip(t)
	data, err := os.ReadFile(filepath.Join("testdata", "scenarios", "good.json"))
	if err != nil {
		t.Fatal(err)
	}
	sc, err := LoadScenario(b, data)
	if err != nil {
		t.Fatal(err)
	}
	if err := AddScenario(sc); err != nil {
		t.Fatal(err)
	}
	g, err := New(b, Options{Scenario: "mine", Seed: 9})
	if err != nil {
		t.Fatal(err)
	}
	do(t, g, "move red:arm1 35-33")
	saved, err := g.MarshalJSON()
	if err != nil {
		t.Fatal(err)
	}
	scenarioMu.Lock()
	ownScen = nil // a fresh start: the folder not read
	scenarioMu.Unlock()
	back, err := Unmarshal(b, saved)
	if err != nil {
		t.Fatalf("the saved game of a scenario of one's own does not load: %v", err)
	}
	if back.Hash() != g.Hash() || where(back, "red:arm1") != "35-33" {
		t.Errorf("loaded to another position: red:arm1 on %s", where(back, "red:arm1"))
	}
	if _, ok := FindScenario("mine"); !ok {
		t.Error("the loaded scenario is not known")
	}
	if f := ownScenarioFile("indigau"); f != "" {
		t.Errorf("a built-in scenario's save carries its file: %s", f)
	}
	if err := AddScenario(Scenario{ID: "indigau"}); err == nil {
		t.Error("a file of one's own took a built-in scenario's id")
	}
}
