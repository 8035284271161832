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

// TestDeployByHandR29: by hand (setup=hand), the legal list offers each unit only the
// free squares of its own formation's area in the advanced game, the army-group HQ only
// its own square (R9: 15-5 for Red, 25-44 for Blue), and any bivouac square of its side in
// the basic game (R9); place accepts exactly those and refuses the rest with the reason.
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
	for _, setup := range []SetupMode{SetupHand, SetupEmpty} { // the legal list is the same in both
		adv, err := New(b, Options{Mode: Advanced, Setup: setup})
		if err != nil {
			t.Fatal(err)
		}
		if got := squaresFor(adv, "red:hq-ag"); !slices.Equal(got, []string{"15-5"}) {
			t.Errorf("%s: red:hq-ag may be placed on %v, want only 15-5 (R9)", setup, got)
		}
		if got := squaresFor(adv, "blue:hq-ag"); !slices.Equal(got, []string{"25-44"}) {
			t.Errorf("%s: blue:hq-ag may be placed on %v, want only 25-44 (R9)", setup, got)
		}
		if got, want := squaresFor(adv, "blue:mar2"), area(units.Blue, units.Army2); !slices.Equal(got, want) {
			t.Errorf("%s: blue:mar2 may be placed on %v, want its SECOND ARMY area %v", setup, got, want)
		}
		do(t, adv, "place red:inf1 "+area(units.Red, units.Corps1)[0])
		if got := squaresFor(adv, "red:inf2"); len(got) != len(area(units.Red, units.Corps1))-1 || slices.Contains(got, area(units.Red, units.Corps1)[0]) {
			t.Errorf("%s: red:inf2 may be placed on %v", setup, got)
		}
	}
	basic, _ := New(b, Options{Setup: SetupHand})
	if n := len(squaresFor(basic, "red:hq-ag")); n < 40 {
		t.Errorf("basic game: red:hq-ag has %d squares, want every red bivouac square (R9)", n)
	}

	// By hand, place keeps to the same squares (R9, R29) and cities keep their owners.
	adv, _ := New(b, Options{Mode: Advanced, Setup: SetupHand})
	refused(t, adv, "place red:hq-ag 16-5", "the army-group headquarters stands on 15-5")                                          // R9
	refused(t, adv, "place blue:hq-ag 26-44", "the army-group headquarters stands on 25-44")                                       // R9
	refused(t, adv, "place red:inf1 "+area(units.Red, units.Corps2)[0], "each formation starts in its own bivouac area, here I C") // R29
	refused(t, adv, "place red:inf1 "+area(units.Blue, units.Corps1)[0], "every unit starts in one of Red's bivouac areas")        // R9
	refused(t, adv, "place red:inf1 20-28", "every unit starts in one of Red's bivouac areas")                                     // R9
	refused(t, adv, "place red:inf1 14-7", "no unit starts the game in a city")                                                    // R9
	refused(t, adv, "own Karminhafen blue", "own belongs to test positions")
	do(t, adv, "place red:hq-ag 15-5")
	do(t, adv, "place red:hq-ag 15-5") // again on its own square: nothing to refuse
	do(t, adv, "place blue:hq-ag 25-44")
	do(t, adv, "place red:mar1 "+area(units.Red, units.Army1)[0])
	do(t, adv, "place red:mar1 "+area(units.Red, units.Army1)[1]) // placing again moves it
	basic, _ = New(b, Options{Setup: SetupHand})
	do(t, basic, "place red:hq-ag 16-5") // the basic game: any bivouac square of the side (R9)
	do(t, basic, "place red:inf1 "+area(units.Red, units.Army2)[0])
	refused(t, basic, "place blue:inf1 "+area(units.Red, units.Army2)[1], "every unit starts in one of Blue's bivouac areas") // R9
	refused(t, basic, "place blue:inf1 25-45", "every unit starts in one of Blue's bivouac areas")                            // R9
	refused(t, basic, "place red:inf1 14-7", "no unit starts the game in a city")                                             // R9
	// A test position (setup=empty) takes any land square and city owners.
	pos, _ := New(b, Options{Mode: Advanced, Setup: SetupEmpty})
	do(t, pos, "place red:inf1 20-28")
	do(t, pos, "place red:hq-ag 16-5")
	do(t, pos, "place blue:inf1 14-7")
	do(t, pos, "own Karminhafen blue")
}

// TestArmyGroupSquareR9: the advanced game's automatic setup puts each army-group HQ on
// its own square (R9: 15-5 for Red, 25-44 for Blue), whatever the seed.
func TestArmyGroupSquareR9(t *testing.T) {
	b := continentOrSkip(t)
	for seed := uint64(0); seed < 24; seed++ {
		g, err := New(b, Options{Mode: Advanced, Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		if w := where(g, "red:hq-ag"); w != "15-5" {
			t.Errorf("seed %d: red:hq-ag on %s, want 15-5 (R9)", seed, w)
		}
		if w := where(g, "blue:hq-ag"); w != "25-44" {
			t.Errorf("seed %d: blue:hq-ag on %s, want 25-44 (R9)", seed, w)
		}
	}
}

// TestDeployNeedsAreasR29: an advanced game on a map without an area for each formation
// cannot be set up automatically, and says why.
func TestDeployNeedsAreasR29(t *testing.T) {
	_, err := New(testBoard(t, testMap), Options{Mode: Advanced})
	if err == nil || !strings.Contains(err.Error(), "the board has no bivouac area of its own large enough for Red's") {
		t.Errorf("advanced setup on a map with one area per side: %v, want a refusal saying a bivouac area is missing (R29)", err)
	}
}
