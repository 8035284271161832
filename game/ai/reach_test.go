package ai

import (
	"testing"

	"taktik/game"
	"taktik/maps"
)

func continent(t testing.TB) *maps.Board {
	t.Helper()
	b, err := maps.Continent()
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// The AI's own reach search must agree with the engine's (R11–R13, R20) on every unit
// of the side to move, once the squares held by friends are left out: checked on
// deployed positions and after some turns of play.
func TestReachMatchesEngine(t *testing.T) {
	b := continent(t)
	for seed := uint64(1); seed <= 3; seed++ {
		g, err := game.New(b, game.Options{Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		for turn := 0; turn < 6 && g.Phase() != game.PhaseDone; turn++ {
			p := positionOf(g)
			r := newReacher(p, g.Options().Mode)
			lo, hi := sideRange(g.Side())
			for u := lo; u < hi; u++ {
				want := map[maps.Square]int{}
				for _, rs := range g.Reach(u) {
					want[rs.Square] = rs.Cost
				}
				got := map[maps.Square]int{}
				if p.onBoard(u) {
					for _, i := range r.search(u, g.Unit(u).Left) {
						if p.unit(int(i)) < 0 {
							c, _ := r.reached(int(i))
							got[b.SquareAt(int(i))] = c
						}
					}
				}
				if len(got) != len(want) {
					t.Fatalf("seed %d turn %d unit %d: %d squares, engine %d", seed, g.Turn(), u, len(got), len(want))
				}
				for s, c := range want {
					if got[s] != c {
						t.Fatalf("seed %d unit %d: %s costs %d, engine %d", seed, u, s, got[s], c)
					}
				}
			}
			if _, err := PlayTurn(g, Rekrut); err != nil {
				t.Fatal(err)
			}
		}
	}
}
