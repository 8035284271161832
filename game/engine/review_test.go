package engine

import (
	"fmt"
	"strings"
	"testing"
)

// history lists each action with the position it was taken in; goto shows the position
// after an action (the same hash as a fresh session that plays only that far) and
// leaves the game as it was.
func TestHistoryAndGoto(t *testing.T) {
	b := continent(t)
	lines := []string{"new mode=basic seed=3 setup=empty", "place red:inf1 20-27", "place red:arm1 21-29",
		"place blue:inf1 20-29", "place blue:inf2 23-29", "place blue:inf3 40-50", "start",
		"move red:inf1 20-28", "endmove", "battle red:inf1,red:arm1 vs blue:inf1", "dice 2", "resolve",
		"lose red:inf1", "endturn", "move blue:inf2 22-29"}
	s := NewSession(b)
	for _, l := range lines {
		mustOK(t, s, l)
	}
	before := snapshot(s)
	h := mustOK(t, s, "history")
	if num(h, "actions") != 14 {
		t.Fatalf("history: %d actions, want 14", num(h, "actions"))
	}
	list := h["history"].([]any)
	entry := func(k int) map[string]any { return list[k].(map[string]any) }
	if e := entry(6); e["action"] != "move red:inf1 20-28" || e["turn"] != 1.0 || e["side"] != "red" || e["phase"] != "movement" {
		t.Errorf("entry 7: %v", e)
	}
	if e := entry(10); e["action"] != "resolve 0" || e["phase"] != "combat" { // resolved battle numbers are filled in
		t.Errorf("entry 11: %v", e)
	}
	if e := entry(13); e["side"] != "blue" || e["index"] != 14.0 {
		t.Errorf("entry 14: %v", e)
	}
	for _, n := range []int{0, 3, 8, 11, 14} {
		g := mustOK(t, s, fmt.Sprintf("goto %d", n))
		f := NewSession(b)
		for _, l := range lines[:n+1] {
			mustOK(t, f, l)
		}
		want := fmt.Sprintf("%016x", f.g.Hash()) // the position's, not the file's (fileHash)
		if g["hash"] != want || num(g, "action") != n {
			t.Errorf("goto %d: hash %v, a session played that far has %v", n, g["hash"], want)
		}
		if n > 0 && entry(n - 1)["hash"] != want {
			t.Errorf("history entry %d: hash %v, want %v", n, entry(n - 1)["hash"], want)
		}
	}
	g := mustOK(t, s, "goto 11")
	if str(g, "phase") != "combat" || g["pending"] == nil || !strings.Contains(strings.Join(strs(t, g, "events"), " "), "die 2, exchange") {
		t.Errorf("goto 11: %v", g)
	}
	if u := g["units"].([]any)[2].(map[string]any); u["id"] != "red:inf1" || u["status"] != "active" {
		t.Errorf("goto 11: red:inf1 is %v before its exchange loss", u)
	}
	if after := snapshot(s); after != before {
		t.Fatal("goto changed the game")
	}
	mustOK(t, s, "endmove") // the game goes on from where it was
	mustFail(t, s, "goto 99", "from 0 (before the first action) to 15")
	mustFail(t, s, "goto -1", "not a position")
	if g := mustOK(t, s, "goto end"); num(g, "action") != 15 || str(g, "phase") != "combat" {
		t.Errorf("goto end: %v", g)
	}
	mustFail(t, NewSession(b), "history", "no game")
}
