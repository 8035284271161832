package engine

import (
	"slices"
	"strings"
	"testing"
)

// TestAIPlaysTheTurn: `ai LEVEL` plays the side to move through to the end of its player
// turn with game/ai; the reply is the status after it, the level, the actions as command
// lines and the events. Typed one by one into another session, those lines give the
// very same game, at every level and in both rule levels.
func TestAIPlaysTheTurn(t *testing.T) {
	b := continent(t)
	for _, c := range []struct{ opts, level, want string }{
		{"mode=basic seed=3", "easy", "easy"},
		{"mode=basic seed=3", "Offizier", "medium"},
		{"mode=advanced seed=5", "", "hard"}, // the default is the strongest
		{"mode=advanced seed=5 weather=on supply=on", "random", "random"},
	} {
		s := NewSession(b)
		mustOK(t, s, "new "+c.opts)
		a := mustOK(t, s, strings.TrimSpace("ai "+c.level))
		wantStatus(t, a, 1, "blue", "movement", nil)
		if str(a, "level") != c.want {
			t.Errorf("ai %s: level %q, want %q", c.level, str(a, "level"), c.want)
		}
		lines := strs(t, a, "actions")
		if len(lines) == 0 || lines[len(lines)-1] != "endturn" {
			t.Fatalf("ai %s (%s): the actions do not end the turn: %v", c.level, c.opts, lines)
		}
		if c.level != "random" && !slices.ContainsFunc(lines, func(l string) bool { return strings.HasPrefix(l, "move ") }) {
			t.Errorf("ai %s (%s): no unit moved: %v", c.level, c.opts, lines)
		}
		if ev := strings.Join(strs(t, a, "events"), " "); !strings.Contains(ev, "Blue to move") {
			t.Errorf("ai %s: the events do not reach Blue's turn: %q", c.level, ev)
		}
		// the same lines by hand
		by := NewSession(b)
		mustOK(t, by, "new "+c.opts)
		for _, l := range lines {
			mustOK(t, by, l)
		}
		if snapshot(by) != snapshot(s) {
			t.Errorf("ai %s (%s): its action lines replayed by hand give another game", c.level, c.opts)
		}
		// and Blue's turn too, from where it stands
		mustOK(t, s, strings.TrimSpace("ai "+c.level))
		wantStatus(t, exec(t, s, "status"), 2, "red", "movement", nil)
	}
}

// TestAIDeploysAndRefuses: on an empty board `ai` sets up both armies (R9) and starts;
// an unknown level, or a game that is over, is refused and changes nothing.
func TestAIDeploysAndRefuses(t *testing.T) {
	s := NewSession(continent(t))
	mustOK(t, s, "new seed=2 setup=empty")
	mustFail(t, s, "ai genius", `"genius" is not an AI level`)
	a := mustOK(t, s, "ai medium")
	wantStatus(t, a, 1, "blue", "movement", nil)
	lines := strs(t, a, "actions")
	places := 0
	for _, l := range lines {
		if strings.HasPrefix(l, "place ") {
			places++
		}
	}
	if places == 0 || !slices.Contains(lines, "start") {
		t.Errorf("ai on an empty board: %d placements, start %v", places, slices.Contains(lines, "start"))
	}

	// Blue's last unit falls at auto-DE: the game is over (R22), nothing left to play.
	s = sketchSession(t, "new setup=empty", "place red:arm1 4-9", "place red:arm2 4-10", "place red:arm3 4-11",
		"place red:arm4 5-9", "place blue:inf1 5-10", "start", "endmove",
		"battle red:arm1,red:arm2,red:arm3,red:arm4 vs blue:inf1", "resolve")
	if w := exec(t, s, "status")["winner"]; w != "red" {
		t.Fatalf("winner %v, want red", w)
	}
	mustFail(t, s, "ai", "the game is over")
	mustFail(t, s, "auto", "the game is over")
}

// TestAutoAnswersAsTheAI: `auto` gives the answer the computer gives, not the engine's
// plain default. After an exchange at 2-1 (die 2, R17) Red must give up at least the
// defender's 2 printed points (R18): the plain choice loses the armour (2 points, one
// unit), the computer the two infantry divisions, which are worth less than an armoured
// one.
func TestAutoAnswersAsTheAI(t *testing.T) {
	s := sketchSession(t, "new setup=empty", "place red:arm1 5-8", "place red:inf1 4-8", "place red:inf2 6-8",
		"place blue:arm1 5-9", "place blue:inf1 9-13", "start", "endmove",
		"battle red:arm1,red:inf1,red:inf2 vs blue:arm1", "dice 2")
	a := mustOK(t, s, "resolve")
	if str(a, "result") != "EX" {
		t.Fatalf("die 2 at 2-1: %v, want EX", a["result"])
	}
	wantPending(t, a["pending"], "red", "exchange", "red:arm1", "red:inf1", "red:inf2")
	a = mustOK(t, s, "auto")
	lost := strs(t, a, "eliminated")
	slices.Sort(lost)
	if !slices.Equal(lost, []string{"red:inf1", "red:inf2"}) || a["pending"] != nil {
		t.Errorf("auto at the exchange: %q lost %v, want the two infantry divisions", str(a, "action"), lost)
	}
	mustFail(t, s, "auto", "no decision is pending")
}
