package engine

import (
	"fmt"
	"strings"
	"testing"

	"taktik/game"
	"taktik/units"
)

// TestCommandWordCounts: every command refuses too few and too many words with a
// sentence that shows the right form, and changes nothing.
func TestCommandWordCounts(t *testing.T) {
	s := sketchSession(t, "new setup=empty")
	for _, c := range commands {
		if c.min > 0 {
			mustFail(t, s, c.name, fmt.Sprintf("%s needs %s: %s", c.name, c.wants, c.example))
		}
		if c.max >= 0 {
			line := c.name + strings.Repeat(" x", c.max+1)
			want := c.name + " takes"
			mustFail(t, s, line, want)
		}
	}
}

func TestUnknownCommand(t *testing.T) {
	s := sketchSession(t, "new setup=empty")
	for _, c := range []struct{ line, want string }{
		{"mvoe red:inf1 20-28", `unknown command "mvoe": did you mean move?`},
		{"STATSU", `unknown command "STATSU": did you mean status or state?`},
		{"fly red:inf1", `unknown command "fly": try new, status, move`},
		{"xyzzy", "help lists them all; see docs/protocol.md"},
		{"help fly", `unknown command "fly"`},
	} {
		mustFail(t, s, c.line, c.want)
	}
}

// TestFraming: blank and comment lines give no reply; names are case-insensitive; a
// comment after a command is ignored; quit ends the session.
func TestFraming(t *testing.T) {
	s := NewSession(sketchBoard(t))
	for _, line := range []string{"", "   ", "\t", "# just a comment", "   # indented comment"} {
		if text, quit := s.Exec(line); text != "" || quit {
			t.Errorf("%q: reply %q quit %v, want nothing", line, text, quit)
		}
	}
	mustOK(t, s, "NEW Mode=Basic SETUP=empty # a test position")
	a := mustOK(t, s, "Place RED:INF1 5-3")
	if str(a, "unit") != "red:inf1" {
		t.Errorf("ids are read in any case: %v", a)
	}
	mustOK(t, s, "own rotstadt BLUE")
	text, quit := s.Exec("quit")
	if !quit || text != `{"ok":true}` {
		t.Errorf("quit: %q %v", text, quit)
	}
}

func TestNoGameYet(t *testing.T) {
	s := NewSession(sketchBoard(t))
	for _, line := range []string{"status", "units", "place red:inf1 5-3", "move red:inf1 5-4", "endturn",
		"dice 1", "state", "save x.json", "legal", "auto", "reach red:inf1", "ai"} {
		mustFail(t, s, line, "no game: start one with new")
	}
	// The map, the help and load need no game.
	mustOK(t, s, "board")
	mustOK(t, s, "square 5-5")
	mustOK(t, s, "help")
}

func TestNoBoard(t *testing.T) {
	s := NewSession(nil)
	mustFail(t, s, "new", "the map could not be loaded")
	mustFail(t, s, "board", "the map could not be loaded")
	mustOK(t, s, "help")
}

// TestNew: every option of docs/protocol.md is read, the optional rules (R30–R34) among them;
// bad values, and an advanced game on a map without each formation's area, are refused
// with the engine's sentence; a refused new keeps the game.
func TestNew(t *testing.T) {
	s := NewSession(sketchBoard(t))
	a := mustOK(t, s, "new mode=basic seed=12 first=blue setup=empty turnlimit=5")
	wantStatus(t, a, 0, "blue", "setup", nil)
	opts := strings.Join(strs(t, a, "options"), " ")
	for _, w := range []string{"mode=basic", "seed=12", "first=blue", "setup=empty", "turnlimit=5", "weather=off"} {
		if !strings.Contains(opts, w) {
			t.Errorf("options %q lack %s", opts, w)
		}
	}
	mustOK(t, s, "place blue:inf1 5-9")
	for _, c := range []struct{ line, want string }{
		{"new mode=advanced", "the board has no bivouac area of its own large enough"}, // R29: the sketch has one bivouac area a side
		{"new weather=sometimes", `option weather: "sometimes"`},
		{"new shortcorps=9", `option shortcorps: "9"`},
		{"new seed=many", `option seed: "many"`},
		{"new first=green", `option first: "green"`},
		{"new setup=half", `option setup: "half"`},
		{"new turnlimit=-2", `option turnlimit`},
		{"new colour=red", `"colour" is not an option`},
		{"new fast", `"fast" is not an option`},
	} {
		mustFail(t, s, c.line, c.want)
	}
	if a := mustOK(t, s, "square 5-9"); str(a, "unit") != "blue:inf1" {
		t.Errorf("a refused new replaced the game: %v", a)
	}
	mustOK(t, s, "new weather=off setup=empty") // off is the default and always allowed
	a = mustOK(t, s, "new weather=on supply=on replacements=on nuclear=on shortreplacements=on shortcorps=1 setup=empty seed=2 turnlimit=3")
	opts = strings.Join(strs(t, a, "options"), " ")
	for _, w := range []string{"weather=on", "supply=on", "replacements=on", "nuclear=on", "shortreplacements=on", "shortcorps=1"} {
		if !strings.Contains(opts, w) {
			t.Errorf("options %q lack %s", opts, w)
		}
	}
	if a["month"] != nil || a["weather"] != nil {
		t.Errorf("month %v and weather %v before the start, want null", a["month"], a["weather"])
	}
}

// TestSetup: place, remove and own in the setup phase, and each of their refusals.
func TestSetup(t *testing.T) {
	s := sketchSession(t, "new seed=1 setup=empty")
	a := mustOK(t, s, "place red:inf1 5-3")
	if str(a, "square") != "5-3" {
		t.Errorf("place: %v", a)
	}
	mustOK(t, s, "place red:hq-1c 7-2")
	mustOK(t, s, "place blue:inf1 5-9")
	for _, c := range []struct{ line, want string }{
		{"place red:inf99 5-4", `"red:inf99" is not a unit`},
		{"place green:inf1 5-4", `"green:inf1" is not a unit`},
		{"place red:inf2 5x4", `"5x4" is not a square: write row-col`},
		{"place red:inf2 30-3", "30-3 is off the board: rows run 1 to 10, columns 1 to 14"},
		{"place red:inf2 1-1", "1-1 is water"},
		{"place red:inf2 5-3", "5-3 is held by Red 1st Inf."},
		{"remove red:inf5", "Red 5th Inf. is not on the board"},
		{"remove 5-3", `"5-3" is not a unit`},
		{"own Atlantis red", `there is no city called "Atlantis"`},
		{"own 5-5 red", "5-5 is not a city square"},
		{"own 40-40 red", "40-40 is off the board"},
		{"own Rotstadt green", `"green" is not a side`},
		{"start now", "start takes no arguments"},
		{"move red:inf1 5-4", "the game is still being set up"},
		{"endmove", "the game is still being set up"},
		{"battle red:inf1 vs blue:inf1", "the game is still being set up"},
		{"resolve", "the game is still being set up"},
		{"endturn", "the game is still being set up"},
	} {
		mustFail(t, s, c.line, c.want)
	}
	a = mustOK(t, s, "remove red:hq-1c")
	if str(a, "unit") != "red:hq-1c" {
		t.Errorf("remove: %v", a)
	}
	if a := mustOK(t, s, "square 7-2"); a["unit"] != nil {
		t.Errorf("removed unit still on 7-2: %v", a)
	}
	// A city by its name (spaces and any case) or by one of its squares.
	for _, c := range []struct{ line, city, owner string }{
		{"own Rotstadt blue", "Rotstadt", "blue"},
		{"own blau hafen red", "Blau Hafen", "red"},
		{"own 2-13 blue", "Blau Hafen", "blue"},
	} {
		a := mustOK(t, s, c.line)
		if str(a, "city") != c.city || str(a, "owner") != c.owner {
			t.Errorf("%s: %v", c.line, a)
		}
	}
	if a := mustOK(t, s, "square 2-3"); str(a, "owner") != "blue" {
		t.Errorf("own did not show in square: %v", a)
	}
	a = mustOK(t, s, "start")
	wantStatus(t, a, 1, "red", "movement", nil)
	mustFail(t, s, "place red:inf2 6-6", "the game has started")
	mustFail(t, s, "remove red:inf1", "the game has started")
	mustFail(t, s, "own Rotstadt red", "the game has started")
	mustFail(t, s, "start", "the game has started")
}

// TestSetupAuto: setup=auto deploys both sides on their bivouac squares (R9) and begins
// play; on the sketch the bivouacs are too small for 44 units, which the game refuses.
func TestSetupAuto(t *testing.T) {
	s := NewSession(sketchBoard(t))
	a := exec(t, s, "new setup=auto")
	if a["ok"] == true {
		t.Fatalf("the sketch's 4-square bivouacs cannot hold a side: %v", a)
	}
	if s.g != nil {
		t.Fatal("a refused new created a game")
	}
}

// TestActionText: an action the game writes with a city number comes out as a line this
// session accepts, with the city's name.
func TestActionText(t *testing.T) {
	s := sketchSession(t, "new setup=empty")
	line := s.actionText(game.Action{Kind: game.ActOwn, Unit: -1, Index: -1, City: 1, Side: units.Red})
	if line != "own Blau Hafen red" {
		t.Fatalf("actionText = %q", line)
	}
	if a := mustOK(t, s, line); str(a, "owner") != "red" {
		t.Errorf("%s: %v", line, a)
	}
}

// TestNewTakesEveryOptionOnce: `new` takes each of its options once (NewWords), so an
// online game created with every rule (server.checkOptions counts against the same
// number) can start; one more word is refused.
func TestNewTakesEveryOptionOnce(t *testing.T) {
	all := "new mode=advanced seed=3 first=blue setup=empty weather=on supply=on replacements=on nuclear=on shortreplacements=on shortcorps=2 evenreplacements=on turnlimit=10"
	if n := len(strings.Fields(all)) - 1; n != NewWords {
		t.Fatalf("the line names %d options, NewWords is %d", n, NewWords)
	}
	s := sketchSession(t, all)
	if o := s.g.Options(); o.Mode != game.Advanced || !o.Weather || o.TurnLimit != 10 {
		t.Errorf("new with every option: %+v", o)
	}
	mustFail(t, s, all+" weather=on", "new takes")
}
