package engine

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// TestOptionalRules: the optional rules through the protocol. The month and the weather
// in `status` and in the `month` event (R30), a nuclear strike with `nuke` in the second
// month (R33), and the March replacements with `replace`, listed by `legal` (R31).
func TestOptionalRules(t *testing.T) {
	s := NewSession(sketchBoard(t))
	mustOK(t, s, "new weather=on replacements=on nuclear=on setup=empty seed=4")
	for _, line := range []string{"place red:inf1 5-8", "place red:hq-1c 7-2", "place blue:inf1 5-9",
		"place blue:inf2 6-5", "place blue:inf3 3-11"} {
		mustOK(t, s, line)
	}
	mustOK(t, s, "dice 1 1") // R30: the game begins in January (die 1), in fine weather (winter, die 1)
	a := mustOK(t, s, "start")
	if a["month"] != 1.0 || a["weather"] != "fine" {
		t.Fatalf("start: month %v weather %v, want 1 and fine (R30)", a["month"], a["weather"])
	}
	wantLog(t, a, "month")
	mustFail(t, s, "nuke red:hq-1c 6-5", "combat phase")
	mustOK(t, s, "endmove")
	mustFail(t, s, "nuke red:hq-1c 6-5", "before the second month")
	mustOK(t, s, "battle red:inf1 vs blue:inf1")
	mustOK(t, s, "dice 5") // 1-1, die 5: the attacker is eliminated (R17)
	mustOK(t, s, "resolve")
	mustOK(t, s, "endturn")
	mustOK(t, s, "endmove")
	mustOK(t, s, "dice 6") // February: a blizzard (winter, die 6)
	a = mustOK(t, s, "endturn")
	if a["month"] != 2.0 || a["weather"] != "blizzard" {
		t.Fatalf("turn 2: month %v weather %v, want 2 and blizzard (R30)", a["month"], a["weather"])
	}
	if u := unitOf(t, s, "red:hq-1c"); u["left"] != 9.0 {
		t.Errorf("red:hq-1c has %v thirds in a blizzard, want 9 (movement at most 3, R30)", u["left"])
	}
	mustOK(t, s, "endmove")
	a = mustOK(t, s, "nuke red:hq-1c 6-5")
	wantLog(t, a, "nuke")
	if got := strs(t, a, "eliminated"); !slices.Equal(got, []string{"blue:inf2"}) {
		t.Errorf("nuke eliminated %v, want blue:inf2 (R33)", got)
	}
	if u := unitOf(t, s, "red:hq-1c"); u["fired"] != true {
		t.Errorf("red:hq-1c: fired %v after its strike", u["fired"])
	}
	mustOK(t, s, "endturn")
	mustOK(t, s, "endmove")
	mustOK(t, s, "dice 1") // March: fine, and the replacements come (R31)
	a = mustOK(t, s, "endturn")
	wantPending(t, a["pending"], "red", "replace", "red:inf1")
	legal := strs(t, mustOK(t, s, "legal"), "legal")
	if !slices.Contains(legal, "replace red:inf1 2-3") || legal[len(legal)-1] != "replace done" {
		t.Errorf("legal = %v, want replace red:inf1 on Rotstadt's squares, then replace done", legal)
	}
	mustFail(t, s, "move red:hq-1c 7-3", "must first rebuild")
	mustFail(t, s, "replace red:inf1 5-5", "cannot be rebuilt on 5-5")
	a = mustOK(t, s, "replace red:inf1 2-3")
	wantLog(t, a, "rebuilt")
	if a["points"] != 0.0 {
		t.Errorf("after the rebuild: %v points left, want 0", a["points"])
	}
	// Blue lost blue:inf2 to the strike and holds Blau Hafen: its turn to rebuild.
	wantPending(t, a["pending"], "blue", "replace", "blue:inf2")
	a = mustOK(t, s, "replace done")
	wantLog(t, a, "replaceend")
	if a["pending"] != nil {
		t.Errorf("pending %v after Blue's replace done, want null", a["pending"])
	}
	if u := unitOf(t, s, "red:inf1"); u["square"] != "2-3" || u["left"] != 15.0 {
		t.Errorf("red:inf1 rebuilt: %v, want on 2-3 with its whole movement", u)
	}
	mustFail(t, s, "replace done", "no replacements are waiting")
}

// unitOf is one unit's entry of `units`.
func unitOf(t *testing.T, s *Session, id string) map[string]any {
	t.Helper()
	list := mustOK(t, s, "units")["units"].([]any)
	return list[findUnit(t, list, id)].(map[string]any)
}

// TestRandomGameOptional plays whole games on the sketch with every optional rule
// (R30–R34) through the protocol alone, from random legal lines, and replays them to the
// same game.
func TestRandomGameOptional(t *testing.T) {
	kinds := map[string]int{}
	for seed := 1; seed <= 4; seed++ {
		s := NewSession(sketchBoard(t))
		all := []string{fmt.Sprintf("new seed=%d setup=empty turnlimit=8 weather=on supply=on replacements=on nuclear=on", seed),
			"place red:inf1 4-3", "place red:inf2 5-3", "place red:arm1 6-3", "place red:hq-1c 7-2", "place red:hq-1a 3-2",
			"place blue:inf1 4-11", "place blue:inf2 5-11", "place blue:arm1 6-11", "place blue:hq-1c 7-12", "place blue:hq-ag 3-13",
			"start"}
		for _, l := range all {
			mustOK(t, s, l)
		}
		lines, _ := playRandom(t, s, rand.New(rand.NewPCG(uint64(seed), 5)), 5000)
		for _, l := range lines {
			kinds[strings.Fields(l)[0]]++
		}
		again := NewSession(sketchBoard(t))
		for _, l := range append(all, lines...) {
			mustOK(t, again, l)
		}
		if snapshot(again) != snapshot(s) {
			t.Errorf("seed %d: replaying gave another game", seed)
		}
	}
	t.Logf("commands: %v", kinds)
	if kinds["nuke"] == 0 || kinds["replace"] == 0 {
		t.Errorf("the random games sent no nuke or no replace: %v", kinds)
	}
}
