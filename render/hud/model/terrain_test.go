package model

import (
	"testing"

	"taktik/maps"
)

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

// step is a sample step between two neighbouring squares.
type step struct{ from, to maps.Square }

// finder looks for sample steps on a board.
type finder struct{ b *maps.Board }

// find is the first step between land squares (R2 steps only) that a test accepts.
func (f finder) find(ok func(a, c maps.Square) bool) *step {
	b := f.b
	for i := 0; i < b.Size(); i++ {
		if !b.TerrainAt(i).Land() {
			continue
		}
		a := b.SquareAt(i)
		for _, j := range b.StepIndexes(i) {
			if c := b.SquareAt(j); ok(a, c) {
				return &step{a, c}
			}
		}
	}
	return nil
}

// plain is a step off roads, over no river, from clear ground into no city: what the
// square entered costs by its terrain alone.
func (f finder) plain(a, c maps.Square) bool {
	b := f.b
	return b.Terrain(a) == maps.Clear && !b.RoadStep(a, c) && !b.CrossesRiver(a, c) &&
		b.CityAt(a) == nil && b.CityAt(c) == nil && len(b.RoadsAt(a)) == 0
}

func (f finder) plainInto(t maps.Terrain) func(a, c maps.Square) bool {
	return func(a, c maps.Square) bool { return f.plain(a, c) && f.b.Terrain(c) == t }
}

// road is a road step into clear country outside cities: over a river bridge or over
// no river at all.
func (f finder) road(bridge bool) func(a, c maps.Square) bool {
	b := f.b
	return func(a, c maps.Square) bool {
		return b.RoadStep(a, c) && b.CrossesRiver(a, c) == bridge && b.Terrain(c) == maps.Clear &&
			b.Terrain(a) == maps.Clear && b.CityAt(c) == nil
	}
}

// riverCrossing is a step off the road over a river into clear country.
func (f finder) riverCrossing(a, c maps.Square) bool {
	b := f.b
	return b.CrossesRiver(a, c) && !b.RoadStep(a, c) && b.Terrain(a) == maps.Clear &&
		b.Terrain(c) == maps.Clear && b.CityAt(c) == nil && b.CityAt(a) == nil && len(b.RoadsAt(a)) == 0
}
