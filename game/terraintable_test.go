package game

import (
	"fmt"
	"testing"
)

// The terrain table's costs, priced by the engine's own stepCost, are the rulings'
// numbers: R13 (basic: every land square 3 thirds), R11 (road 1, city from a road 1
// else 3, river +3), R23 (forest 6, never armour), R24 (mountains only for mountain
// infantry, at 3), R5 (a sea bridge is land), water never.
func TestTerrainTableHasTheRulingsCosts(t *testing.T) {
	rows := TerrainTable()
	type costs struct{ basic, foot, armour, mountain []int }
	want := map[string]costs{
		"clear":     {[]int{3}, []int{3}, []int{3}, []int{3}},
		"forest":    {[]int{3}, []int{6}, []int{-1}, []int{6}},
		"mountain":  {[]int{3}, []int{-1}, []int{-1}, []int{3}},
		"city":      {[]int{3, 3}, []int{1, 3}, []int{1, 3}, []int{1, 3}},
		"road":      {[]int{3}, []int{1}, []int{1}, []int{1}},
		"river":     {[]int{0}, []int{3}, []int{3}, []int{3}},
		"bridge":    {[]int{3}, []int{1}, []int{1}, []int{1}},
		"seabridge": {[]int{3, 3}, []int{1, 3}, []int{1, 3}, []int{1, 3}},
		"water":     {[]int{-1}, []int{-1}, []int{-1}, []int{-1}},
		"beach":     {[]int{3}, []int{3}, []int{3}, []int{3}},
		"bivouac":   {[]int{3}, []int{3}, []int{3}, []int{3}},
	}
	if len(rows) != len(TerrainKeys) {
		t.Fatalf("%d rows, want %d", len(rows), len(TerrainKeys))
	}
	for i, r := range rows {
		if r.Key != TerrainKeys[i] {
			t.Errorf("row %d is %s, want %s", i, r.Key, TerrainKeys[i])
		}
		w := want[r.Key]
		got := fmt.Sprint(r.Basic, r.Foot, r.Armour, r.Mountain)
		if exp := fmt.Sprint(w.basic, w.foot, w.armour, w.mountain); got != exp {
			t.Errorf("%s: basic, foot, armour, mountain = %s, want %s", r.Key, got, exp)
		}
		if r.Extra != (r.Key == "river") {
			t.Errorf("%s: extra = %v", r.Key, r.Extra)
		}
	}
}
