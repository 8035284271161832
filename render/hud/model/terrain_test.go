package model

import (
	"fmt"
	"testing"

	"taktik/maps"
)

// The terrain table's costs, asked of the engine on the continent, are the rulings'
// numbers: R13 (basic: every land square 3 thirds), R11 (road 1, city from a road 1
// else 3, river +3), R23 (forest 6, never armour), R24 (mountains only for mountain
// infantry, at 3), R5 (a sea bridge is land), water never.
func TestTerrainTableHasTheRulingsCosts(t *testing.T) {
	rows, err := TerrainTable(continent(t))
	if err != nil {
		t.Fatal(err)
	}
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

func TestThirdsReadAsMovementPoints(t *testing.T) {
	cases := []struct {
		n     int
		extra bool
		want  string
	}{
		{3, false, "1"}, {1, false, "⅓"}, {2, false, "⅔"}, {6, false, "2"}, {4, false, "1⅓"},
		{-1, false, "—"}, {3, true, "+1"}, {0, true, "+0"},
	}
	for _, c := range cases {
		if got := Thirds(c.n, c.extra); got != c.want {
			t.Errorf("Thirds(%d, %v) = %q, want %q", c.n, c.extra, got, c.want)
		}
	}
}

// The combat column's words are the engine's rules: checked here on real squares of
// the continent in an advanced game, so the words cannot drift from the rules.
func TestTerrainCombatWordsMatchTheEngine(t *testing.T) {
	b := continent(t)
	f := finder{b}
	// R25: a river doubles the defence when every attacker is across it; a road
	// bridge over it changes nothing in combat ("as a river").
	for _, c := range []struct {
		name string
		s    *step
	}{{"river", f.find(f.riverCrossing)}, {"bridge", f.find(f.road(true))}} {
		if c.s == nil {
			t.Fatalf("no %s step on the continent", c.name)
		}
		g := newGame(t, "mode=advanced setup=empty")
		play(t, g, "place red:inf1 "+c.s.from.String(), "place blue:inf1 "+c.s.to.String())
		p, err := g.Preview([]int{unit(t, "red:inf1")}, []int{unit(t, "blue:inf1")})
		if err != nil {
			t.Fatal(err)
		}
		if !p.Doubled || p.Defend != 2 {
			t.Errorf("%s %v→%v: doubled %v, defence %d; want doubled, 2", c.name, c.s.from, c.s.to, p.Doubled, p.Defend)
		}
	}
	// R23: armour may not attack infantry in forest; infantry may
	forest := f.find(f.plainInto(maps.Forest))
	g := newGame(t, "mode=advanced setup=empty")
	play(t, g, "place red:arm1 "+forest.from.String(), "place blue:inf1 "+forest.to.String())
	if g.MayAttack(unit(t, "red:arm1"), unit(t, "blue:inf1")) {
		t.Error("armour may attack infantry in forest")
	}
	// R24: only mountain infantry in mountains attacks mountain infantry in mountains
	mtn := f.find(f.plainInto(maps.Mountain))
	g = newGame(t, "mode=advanced setup=empty")
	play(t, g, "place red:inf1 "+mtn.from.String(), "place blue:mtn1 "+mtn.to.String())
	if g.MayAttack(unit(t, "red:inf1"), unit(t, "blue:mtn1")) {
		t.Error("infantry outside mountains may attack mountain infantry in mountains")
	}
}
