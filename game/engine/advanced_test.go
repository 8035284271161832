package engine

import (
	"testing"
)

// TestAdvancedGame: `new mode=advanced` plays the advanced rules: terrain costs in
// `reach` and `move` (R11, R25), paratroop drops (R26), marine landings and their way
// back to sea (R27), and invasions (R28), each telling what happened in `log`.
func TestAdvancedGame(t *testing.T) {
	s := NewSession(sketchBoard(t))
	a := mustOK(t, s, "new mode=advanced setup=empty seed=3")
	if opts := strs(t, a, "options"); opts[0] != "mode=advanced" {
		t.Errorf("options %v", opts)
	}
	for _, line := range []string{"place red:para1 2-3", "place red:mar1 2-2", "place red:inf1 3-7",
		"place red:arm1 4-3", "place blue:inf1 8-7", "place blue:inf2 7-12", "start"} {
		mustOK(t, s, line)
	}
	reach := mustOK(t, s, "reach red:inf1")["reach"].(map[string]any)
	if reach["3-8"] != 6.0 || reach["5-6"] != 7.0 {
		t.Errorf("reach red:inf1: 3-8 at %v (over the river: 6), 5-6 at %v (two clear squares, then the road into the forest: 7)", reach["3-8"], reach["5-6"])
	}
	if _, ok := mustOK(t, s, "reach red:arm1")["reach"].(map[string]any)["5-6"]; ok {
		t.Error("armour reaches a forest square (R23)")
	}
	a = mustOK(t, s, "move red:inf1 3-8")
	if a["cost"] != 6.0 || a["left"] != 9.0 {
		t.Errorf("move over the river: cost %v, left %v; want 6 and 9", a["cost"], a["left"])
	}
	mustFail(t, s, "drop red:para1 5-6", "never land in forest")
	a = mustOK(t, s, "drop red:para1 4-10")
	wantLog(t, a, "drop")
	mustFail(t, s, "sail red:mar1 2-13", "never goes into an enemy city")
	a = mustOK(t, s, "sail red:mar1 9-8")
	wantLog(t, a, "landing")
	if l := mustOK(t, s, "units red")["units"].([]any); len(l) == 0 {
		t.Fatal("no units")
	}
	mustOK(t, s, "endmove")
	mustOK(t, s, "battle red:mar1 vs blue:inf1")
	mustOK(t, s, "dice 1")
	mustOK(t, s, "resolve")
	wantLog(t, mustOK(t, s, "sail red:mar1 2-2"), "withdrawal")
	mustOK(t, s, "endturn")
	if sq := mustOK(t, s, "square 5-6"); str(sq, "terrain") != "f" {
		t.Errorf("square 5-6: terrain %q, want f", str(sq, "terrain"))
	}
}

// TestMarineWayBackR27: the rulebook's SPEZIAL-EINHEITEN 3e and 3f on the continent. A
// marine that landed on a beach, moved one square into contact (its move ends there, R12)
// and won its battle still has 12 of its 15 thirds, enough to go back to the beach, so it
// may return to an own port; one that never landed on a beach this turn may not.
func TestMarineWayBackR27(t *testing.T) {
	board := continent(t)
	s := NewSession(board)
	for _, l := range []string{"new mode=advanced setup=empty seed=1", "place red:mar1 14-7", "place blue:inf1 5-52",
		"place blue:inf9 30-40", "start", "sail red:mar1 6-54"} {
		mustOK(t, s, l)
	}
	if a := mustOK(t, s, "move red:mar1 6-53"); num(a, "cost") != 3 || num(a, "left") != 0 {
		t.Errorf("move into contact: cost %v, left %v; want 3 and 0 (R12)", a["cost"], a["left"])
	}
	for _, l := range []string{"endmove", "battle red:mar1 vs blue:inf1", "dice 1"} {
		mustOK(t, s, l)
	}
	if a := mustOK(t, s, "resolve"); str(a, "result") != "DE" {
		t.Fatalf("result %v, want DE", a["result"])
	}
	wantLog(t, mustOK(t, s, "sail red:mar1 14-8"), "withdrawal")

	s = NewSession(board)
	for _, l := range []string{"new mode=advanced setup=empty seed=1", "place red:mar1 26-5", "place blue:inf1 26-6",
		"place blue:inf9 30-40", "start", "endmove", "battle red:mar1 vs blue:inf1", "dice 1", "resolve"} {
		mustOK(t, s, l)
	}
	mustFail(t, s, "sail red:mar1 14-7", "Red 1st Mar. did not land on a beach this turn and does not stand on one")
}

// TestMoveCapturesPortR21: a port city taken during the movement (R21 for R28) is told
// in the move's own reply.
func TestMoveCapturesPortR21(t *testing.T) {
	s := sketchSession(t, "new mode=advanced setup=empty seed=1", "place red:inf1 3-11", "place blue:inf1 8-12", "start")
	a := mustOK(t, s, "move red:inf1 2-12")
	wantLog(t, a, "capture")
	if ev := strs(t, a, "events"); len(ev) < 2 {
		t.Errorf("events %v, want the move and the capture", ev)
	}
}

// wantLog checks that a reply's log holds an event of a kind.
func wantLog(t *testing.T, a answer, kind string) {
	t.Helper()
	for _, e := range a["log"].([]any) {
		if e.(map[string]any)["kind"] == kind {
			return
		}
	}
	t.Errorf("no %q event in %v", kind, a["log"])
}

// TestSetupByHandR9: `new setup=hand` is the deployment by hand: `place` takes only what
// R9 and R29 allow and says why it refuses the rest; `own` is for test positions
// (setup=empty), where `place` takes any land square.
func TestSetupByHandR9(t *testing.T) {
	board := continent(t)
	s := NewSession(board)
	mustOK(t, s, "new mode=advanced setup=hand seed=1")
	mustFail(t, s, "place red:inf1 20-28", "every unit starts in one of Red's bivouac areas")         // R9
	mustFail(t, s, "place red:inf1 14-24", "each formation starts in its own bivouac area, here I C") // R29
	mustFail(t, s, "place red:hq-ag 16-5", "the army-group headquarters stands on 15-5")              // R9
	mustFail(t, s, "own Karminhafen blue", "own belongs to test positions")
	mustOK(t, s, "place red:inf1 6-23")
	mustOK(t, s, "place red:hq-ag 15-5")
	s = NewSession(board)
	mustOK(t, s, "new mode=advanced setup=empty seed=1")
	mustOK(t, s, "place red:inf1 20-28")
	mustOK(t, s, "own Karminhafen blue")
}
