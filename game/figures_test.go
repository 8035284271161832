package game

import (
	"strconv"
	"testing"

	"taktik/units"
)

// TestFiguresAreTheRules: the numbers the texts state ({cost.forest}) are the rulings'
// (R11, R13, R16, R19, R25, R30, R31, R33, R34), as the engine plays them.
func TestFiguresAreTheRules(t *testing.T) {
	f := Figures()
	want := map[string]string{
		"cost.basic": "1", "cost.clear": "1", "cost.forest": "2", "cost.mountain": "1", "cost.river": "1",
		"cost.river.rain": "2", "odds.autowin": "7-1", "odds.autolose": "1-7", "retreat": "2",
		"values.inf": "1-5", "values.arm": "2-7", "hq.defence": "1", "army": "44",
		"replace.cap.red": "7", "replace.cap.blue": "5", "replace.cap.even": "5",
		"replace.cost.inf": "1", "replace.cost.arm": "2", "atomic.range.gun": "4", "atomic.range.missile": "7",
		"atomic.block": "2×2", "atomic.turn": "2", "shortcorps.max": "5", "grid.rows": "44", "grid.cols": "56",
	}
	for k, v := range want {
		if f[k] != v {
			t.Errorf("figure %s is %q, the rules say %q", k, f[k], v)
		}
	}
	if len(f) != len(want) {
		t.Errorf("%d figures, %d checked here: check the new ones against the rulings", len(f), len(want))
	}
	// the odds that decide without a die are the figures' (R16)
	if !ComputeOdds(7, 1).Auto() || ComputeOdds(6, 1).Auto() || !ComputeOdds(1, 7).Auto() || ComputeOdds(1, 6).Auto() {
		t.Error("the engine's odds without a die are not 7-1 and 1-7")
	}
	blue := 0
	for _, u := range catalog {
		if u.Side == units.Blue {
			blue++
		}
	}
	if f["army"] != strconv.Itoa(blue) {
		t.Errorf("Red has %s units, Blue %d: the rules' text says each side has the same", f["army"], blue)
	}
}
