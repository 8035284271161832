package game

import (
	"slices"
	"strings"
	"testing"

	"taktik/maps"
	"taktik/units"
)

// TestFixedDeploymentR29: the advanced game's automatic setup puts every formation in its
// own bivouac area (R9, R29), never in a city, on terrain the unit may hold, infantry in
// front and armour and HQ behind; the same seed gives the same setup.
func TestFixedDeploymentR29(t *testing.T) {
	b := continentOrSkip(t)
	g, err := New(b, Options{Mode: Advanced, Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	// How near a square is to the enemy: its distance to the nearest enemy bivouac square.
	front := func(side units.Side, s maps.Square) int {
		d := 1 << 30
		for _, v := range b.Bivouacs {
			if v.Side != side {
				for _, e := range v.Squares {
					d = min(d, maps.Chebyshev(s, e))
				}
			}
		}
		return d
	}
	for _, side := range units.Sides {
		for _, f := range units.Formations {
			foot, back := 0, 1<<30
			for _, u := range units.OrderOfBattle(side) {
				if u.Formation != f {
					continue
				}
				us := g.Unit(num(u.ID))
				v := b.BivouacAt(us.Square)
				if us.Status != OnBoard || v == nil || v.Side != side || v.Formation != f || b.CityAt(us.Square) != nil ||
					!g.mayStand(num(u.ID), b.Index(us.Square)) {
					t.Errorf("%s stands on %s, outside its own area %s", u.ID, us.Square, f)
					continue
				}
				d := front(side, us.Square)
				if u.Kind == units.Armour || u.Kind == units.HQ {
					back = min(back, d)
				} else {
					foot = max(foot, d)
				}
			}
			if back < foot {
				t.Errorf("%s %s: armour or HQ %d from the enemy, infantry up to %d: infantry should march first", side, f, back, foot)
			}
		}
	}
	again, _ := New(b, Options{Mode: Advanced, Seed: 3})
	other, _ := New(b, Options{Mode: Advanced, Seed: 4})
	if again.Hash() != g.Hash() {
		t.Error("the same seed gave another deployment")
	}
	if other.Hash() == g.Hash() {
		t.Error("another seed gave the same deployment")
	}
	if g.Phase() != PhaseMovement || g.Turn() != 1 {
		t.Errorf("after the automatic setup: turn %d, phase %s", g.Turn(), g.Phase())
	}
}

// TestDeployByHandR29: by hand, the legal list offers each unit only the free squares of
// its own formation's area in the advanced game, and any bivouac square of its side in
// the basic game (R9).
func TestDeployByHandR29(t *testing.T) {
	b := continentOrSkip(t)
	squaresFor := func(g *Game, id string) []string {
		var list []string
		for _, a := range g.Legal() {
			if a.Kind == ActPlace && a.Unit == num(id) {
				list = append(list, a.To.String())
			}
		}
		slices.Sort(list)
		return list
	}
	area := func(side units.Side, f units.Formation) []string {
		var list []string
		for _, s := range b.Bivouac(side, f).Squares {
			list = append(list, s.String())
		}
		slices.Sort(list)
		return list
	}
	adv, err := New(b, Options{Mode: Advanced, Setup: SetupEmpty})
	if err != nil {
		t.Fatal(err)
	}
	if got, want := squaresFor(adv, "red:hq-ag"), []string{"15-5", "16-5"}; !slices.Equal(got, want) {
		t.Errorf("red:hq-ag may be placed on %v, want %v", got, want)
	}
	if got, want := squaresFor(adv, "blue:mar2"), area(units.Blue, units.Army2); !slices.Equal(got, want) {
		t.Errorf("blue:mar2 may be placed on %v, want its SECOND ARMY area %v", got, want)
	}
	do(t, adv, "place red:inf1 "+area(units.Red, units.Corps1)[0])
	if got := squaresFor(adv, "red:inf2"); len(got) != len(area(units.Red, units.Corps1))-1 || slices.Contains(got, area(units.Red, units.Corps1)[0]) {
		t.Errorf("red:inf2 may be placed on %v", got)
	}
	basic, _ := New(b, Options{Setup: SetupEmpty})
	if n := len(squaresFor(basic, "red:hq-ag")); n < 40 {
		t.Errorf("basic game: red:hq-ag has %d squares, want every red bivouac square (R9)", n)
	}
}

// TestDeployNeedsAreasR29: an advanced game on a map without an area for each formation
// cannot be set up automatically, and says why.
func TestDeployNeedsAreasR29(t *testing.T) {
	_, err := New(testBoard(t, testMap), Options{Mode: Advanced})
	if err == nil || !strings.Contains(err.Error(), "(R29)") {
		t.Errorf("advanced setup on a map with one area per side: %v, want a refusal citing R29", err)
	}
}
