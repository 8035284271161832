package game

import (
	"maps"
	"slices"
	"testing"
)

// A what-if on a copy of the game's layout (Game.CopyLayout, Layout.Put) is answered as
// the engine answers the game in which the units stand so: the reach of every unit of the
// side to move (Reacher.Reach against Game.Reach, R11–R13, R20, R23–R25), its retreat
// squares (Layout.RetreatEnds against the retreats the engine offers, R19) and supply
// (Game.CutOff against OutOfSupply, R32); the game itself is left as it was.
func TestLayoutWhatIfAnswersAsTheGame(t *testing.T) {
	cases := []struct {
		name       string
		words      []string
		src        string
		placements []string
		mover      string // the enemy unit moved on the layout
		to         string
	}{
		{"basic: contact stops, an HQ keeps away (R12, R20)", []string{"first=blue"}, testMap,
			[]string{"blue:inf1 5-5", "blue:hq-1c 5-7", "blue:arm1 4-9", "red:inf1 9-9"}, "red:inf1", "6-6"},
		{"supply: the line is cut where the enemy stands next to it (R32)", []string{"supply=on", "first=blue"}, corridor,
			[]string{"blue:inf1 3-5", "red:inf1 2-9"}, "red:inf1", "3-9"},
		{"advanced: forest, mountains and a river (R23–R25)", []string{"mode=advanced", "first=blue"}, terrainBoard,
			[]string{"blue:inf1 2-3", "blue:arm1 4-2", "blue:mtn1 3-6", "blue:hq-1c 6-3", "red:inf1 7-7", "red:arm1 7-2"}, "red:inf1", "5-5"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			g := optionalGame(t, c.src, c.words, "", c.placements...)
			before := g.Hash()
			l := g.CopyLayout()
			l.Put(num(c.mover), g.board.Index(sq(c.to)))
			moved := slices.Clone(c.placements)
			for k, p := range moved {
				if p[:len(c.mover)] == c.mover {
					moved[k] = c.mover + " " + c.to
				}
			}
			want := optionalGame(t, c.src, c.words, "", moved...)
			r := g.NewReacher()
			checked := 0
			for _, u := range g.sideUnits(g.Side()) {
				got := map[string]int{}
				for _, i := range r.Reach(l, u, want.Unit(u).Left) {
					if l.Unit(int(i)) < 0 {
						cost, _ := r.Cost(int(i))
						got[g.board.SquareAt(int(i)).String()] = cost
					}
				}
				if w := reachMap(want, UnitInfo(u).ID); !maps.Equal(got, w) {
					t.Errorf("%s reaches %v on the layout, %v in the game", UnitInfo(u).ID, got, w)
				}
				ends := map[string]bool{}
				for _, i := range l.RetreatEnds(u, false, nil) {
					ends[g.board.SquareAt(i).String()] = true
				}
				wantEnds := map[string]bool{}
				for _, p := range want.retreats(u) {
					wantEnds[p[1].String()] = true
				}
				if !maps.Equal(ends, wantEnds) {
					t.Errorf("%s retreats to %v on the layout, %v in the game", UnitInfo(u).ID, ends, wantEnds)
				}
				checked += len(got)
			}
			if checked == 0 {
				t.Fatal("no unit could move: the test saw nothing")
			}
			cut := g.CutOff(l, g.Side())
			for _, u := range g.sideUnits(g.Side()) {
				if cut[u] != !want.InSupply(u) {
					t.Errorf("%s cut off on the layout: %v, in the game: %v", UnitInfo(u).ID, cut[u], !want.InSupply(u))
				}
			}
			if g.Hash() != before || where(g, c.mover) == c.to {
				t.Error("the what-if changed the game")
			}
		})
	}
}

// terrainBoard has forest, mountains and a river east of column 4 from row 4 down, for
// the advanced game's what-ifs.
var terrainBoard = sketch([]string{
	"........", // 1
	"..ff....", // 2
	"..ff.mm.", // 3
	"......m.", // 4
	"........", // 5
	"........", // 6
	"........", // 7
}, []string{"", "", "", "...|....", "...|....", "...|....", "...|...."},
	"city Rotburg red 7-1", "city Blauheim blue 1-8")
