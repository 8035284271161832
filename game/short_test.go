package game

import (
	"fmt"
	"slices"
	"testing"

	"taktik/units"
)

// TestShortGameR34: the short game leaves the replacement units out, and/or the
// highest-numbered infantry divisions of each corps; they are absent from the setup, the
// board and the replacements, on both rule levels.
func TestShortGameR34(t *testing.T) {
	table := []struct {
		words  []string
		onEach int      // units each side has on the board after the automatic setup
		absent []string // Red's absent units, in order of battle
	}{
		{nil, 44, nil},
		{[]string{"shortreplacements=on"}, 37, []string{"red:arm5", "red:arm6", "red:inf21", "red:inf22", "red:inf23", "red:inf24", "red:inf25"}},
		{[]string{"shortcorps=2"}, 36, []string{"red:inf4", "red:inf5", "red:inf9", "red:inf10", "red:inf14", "red:inf15", "red:inf19", "red:inf20"}},
		{[]string{"shortcorps=1", "shortreplacements=on"}, 33, []string{"red:inf5", "red:inf10", "red:inf15", "red:inf20",
			"red:arm5", "red:arm6", "red:inf21", "red:inf22", "red:inf23", "red:inf24", "red:inf25"}},
		{[]string{"shortcorps=5"}, 24, nil},
	}
	for _, c := range table {
		for _, mode := range []string{"mode=basic", "mode=advanced"} {
			t.Run(fmt.Sprint(mode, c.words), func(t *testing.T) {
				opts, err := ParseOptions(append([]string{mode, "seed=3"}, c.words...))
				if err != nil {
					t.Fatal(err)
				}
				g, err := New(testBoard(t, advancedWorldMap()), opts)
				if err != nil {
					t.Fatal(err)
				}
				for _, side := range units.Sides {
					if n := g.OnBoard(side); n != c.onEach {
						t.Errorf("%s has %d units on the board, want %d", side, n, c.onEach)
					}
				}
				var absent []string
				for u := 0; u < units.PerSide; u++ {
					if g.Unit(u).Status == Absent {
						absent = append(absent, unitID(u))
					}
				}
				if c.absent != nil && !slices.Equal(absent, c.absent) {
					t.Errorf("absent %v, want %v", absent, c.absent)
				}
			})
		}
	}
	g := optionalGame(t, testMap, []string{"shortcorps=1"}, "", "red:inf1 5-5")
	if g.Unit(num("blue:inf20")).Status.String() != "absent" {
		t.Errorf("blue:inf20 is %s", g.Unit(num("blue:inf20")).Status)
	}
	opts, _ := ParseOptions([]string{"setup=empty", "shortreplacements=on"})
	e, _ := New(testBoard(t, testMap), opts)
	refused(t, e, "place red:inf21 12-1", "the short game leaves it out") // R34
	for _, a := range e.Legal() {
		if a.Kind == ActPlace && e.Unit(a.Unit).Status == Absent {
			t.Fatalf("%s offered", a)
		}
	}
}
