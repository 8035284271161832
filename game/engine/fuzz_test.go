package engine

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"
)

// FuzzSession sends random lines to a session holding a small game of the basic game,
// FuzzSessionAdvanced to one of the advanced game (two targets, so that each input
// costs one game and each runs at its own speed): no line may panic, each gives exactly one line of
// JSON with a boolean ok (an error sentence when false), or nothing when it is blank or
// a comment, and a refused line changes nothing (the same game, position, history and
// event log before and after). save and load are left out: random file names must not
// write about the machine (TestSaveLoad covers them). An input is a short command
// sequence (its first maxFuzzLines lines), and the computer plays at its random level
// whatever level a line asks for: the fuzzer is after the protocol, not the AI's search,
// and runs thousands of inputs a second only so (ai_test.go plays the other levels).
func FuzzSession(f *testing.F) { fuzzSession(f, "basic") }

func FuzzSessionAdvanced(f *testing.F) { fuzzSession(f, "advanced") }

func fuzzSession(f *testing.F, mode string) {
	for _, seed := range []string{
		"status",
		"move red:inf1 5-8\nendmove\nbattle red:inf1 vs blue:inf1\ndice 1\nresolve\nendturn",
		"endmove\nbattle red:inf1 vs blue:inf1\ndice 3\nresolve\nauto\nlegal\nendturn",
		"endmove\nbattle red:inf1 vs blue:inf1\ndice 2\nresolve\nlegal\nlose red:inf1",
		"new setup=empty\nplace red:inf1 2-2\nown Rotstadt blue\nremove red:inf1\nstart",
		"new mode=advanced\nnew seed=x\nnew turnlimit=99999999999999999999",
		"reach red:inf1\nodds red:inf1 vs blue:inf1\nunits red\nboard\nsquare 2-3\nhelp\nhelp move",
		"move red:inf1 5-4 5-5 5-6\nundo\nmove red:inf1 0-0\nmove red:inf1 -1--1\nmove red:inf1 99999999999999999999-1",
		"retreat blue:inf1 none\nretreat blue:inf1 3-8 3-9\nlose ,,,\nbattle vs vs vs\nodds , vs ,",
		"resolve 99999999999999999999\nresolve -0\ndice 1 2 3 4 5 6\ndice 6.0",
		"drop red:para1 5-5\nsail red:mar1 9-7\nnuke red:hq-1c 5-9\nai\nai random",
		"drop red:para1 4-6\nsail red:mar1 9-8\nmove red:mar1 8-8\nendmove\nbattle red:mar1 vs blue:inf1\ndice 1\nresolve\nsail red:mar1 2-2",
		"sail red:mar1 9-6\nendmove\nendturn\nsail blue:mar1 9-7\nmove blue:inf1 4-8\nundo\nendmove\nlegal\nendturn",
		"endmove\nmove red:inf1 5-4\nplace red:inf3 4-4\nown Rotstadt blue\nstart\nreplace done\nretreat red:inf1 none",
		"# comment\n\n   \n\tMOVE RED:INF1 5-8 # trailing\nstate",
		"own blau hafen red\nown 2-13 blue\nown",
		"quit\nstatus",
		"\x00\xff\xfe\u00e9\u2028 status",
		"move red:inf1 5-8\x00",
	} {
		f.Add(seed)
	}
	// The small game is set up once; each input plays on a copy of it (after start
	// there is nothing to undo, so a copy is the game as set up).
	set := fuzzGame(f, mode)
	f.Fuzz(func(t *testing.T, input string) {
		s := *set
		s.g = set.g.Clone()
		fuzzLines(t, &s, input)
	})
}

// maxFuzzLines is how many lines of a fuzz input are played.
const maxFuzzLines = 12

// fuzzGame sets up the small game of a rule level that the fuzz inputs play on.
func fuzzGame(t testing.TB, mode string) *Session {
	s := NewSession(sketchBoard(t))
	for _, l := range []string{"new seed=1 setup=empty mode=" + mode, "place red:inf1 5-3", "place red:arm1 6-3",
		"place red:hq-1c 7-2", "place red:mar1 2-2", "place red:para1 2-3", "place blue:inf1 5-9", "place blue:inf2 3-11",
		"place blue:mar1 2-13", "start"} {
		if text, _ := s.Exec(l); !strings.HasPrefix(text, `{"ok":true`) {
			t.Fatalf("%s: %q: %s", mode, l, text)
		}
	}
	if s.g.CanUndo() {
		t.Fatalf("%s: the game as set up has something to undo: copies of it would not be the same game", mode)
	}
	return s
}

// fuzzLines plays the lines of one fuzz input in a session of its own.
func fuzzLines(t *testing.T, s *Session, input string) {
	mode := s.g.Options().Mode
	lines := strings.Split(input, "\n")
	for _, line := range lines[:min(len(lines), maxFuzzLines)] {
		w := strings.Fields(strings.ToLower(strings.SplitN(line, "#", 2)[0]))
		if len(w) > 0 && (w[0] == "save" || w[0] == "load") {
			continue
		}
		if len(w) > 0 && w[0] == "ai" {
			line = "ai random"
		}
		before := fingerprint(s)
		text, quit := s.Exec(line)
		blank := len(strings.Fields(strings.SplitN(line, "#", 2)[0])) == 0
		if blank {
			if text != "" || quit {
				t.Fatalf("%q is blank but got %q", line, text)
			}
			continue
		}
		if strings.ContainsAny(text, "\n\r") {
			t.Fatalf("%q: reply spans lines: %q", line, text)
		}
		var reply map[string]any
		if err := json.Unmarshal([]byte(text), &reply); err != nil {
			t.Fatalf("%q: reply is not JSON (%v): %q", line, err, text)
		}
		ok, isBool := reply["ok"].(bool)
		if !isBool || (!ok && reply["error"] == "") {
			t.Fatalf("%q: malformed reply %q", line, text)
		}
		if !ok && fingerprint(s) != before {
			t.Fatalf("%s: %q was refused (%v) but changed the game", mode, line, reply["error"])
		}
		if quit {
			return
		}
	}
}

// fingerprint is what a refused line must leave as it was: the game itself, its position
// (Hash: everything that decides how it goes on), its history and its event log. It
// stands in for the whole `state` reply, whose JSON would cost more than the line.
func fingerprint(s *Session) [4]uint64 {
	if s.g == nil {
		return [4]uint64{}
	}
	return [4]uint64{uint64(reflect.ValueOf(s.g).Pointer()), s.g.Hash(), uint64(len(s.g.History())), uint64(len(s.g.Events()))}
}
