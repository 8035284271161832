package ai

import (
	gomaps "maps"
	"testing"

	"taktik/game"
	"taktik/game/gametest"
	"taktik/maps"
)

var continent = gametest.Continent

// The AI's reach is the engine's search (game.Reacher) on the position it reads from the
// game: once the squares held by friends are left out it lists what Game.Reach does
// (R11–R13, R20), at the same costs, for every unit of the side to move: checked on
// deployed positions and after some turns of play, in both rule levels.
func TestReachMatchesEngine(t *testing.T) {
	b := continent(t)
	for seed := uint64(1); seed <= 4; seed++ {
		mode := game.Mode(seed % 2) // R13 basic, R23–R25 advanced
		g, err := game.New(b, game.Options{Seed: seed, Mode: mode})
		if err != nil {
			t.Fatal(err)
		}
		for turn := 0; turn < 6 && g.Phase() != game.PhaseDone; turn++ {
			p := positionOf(g)
			r := newReacher(p, g)
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
							c, _ := r.r.Cost(int(i))
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
			if _, err := PlayTurn(g, Recruit); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// The enemy's reach kept up to date square by square must equal one searched afresh.
func TestThreatRefreshMatchesFresh(t *testing.T) {
	b := continent(t)
	for seed := uint64(1); seed <= 2; seed++ {
		g, err := game.New(b, game.Options{Seed: seed, Mode: game.Mode(seed % 2)})
		if err != nil {
			t.Fatal(err)
		}
		pl := newPlanner(g, General, plainStyle)
		pl.enemyThreat(nil)
		r := newRng(seed)
		for step := 0; step < 30; step++ {
			free := pl.freeUnits()
			u := free[r.intn(len(free))]
			ends := pl.ends[u-pl.lo]
			if i := int(ends[r.intn(len(ends))]); pl.p.unit(i) < 0 {
				pl.p.put(u, i)
			}
			got := pl.enemyThreat(nil)
			want := newInfluence(pl.p, newReacher(pl.p, g), pl.side.Opponent(), nil)
			for i := range want.ends {
				if got.ends[i] != want.ends[i] {
					t.Fatalf("seed %d step %d: square %s: kept %x, fresh %x", seed, step, b.SquareAt(i), got.ends[i], want.ends[i])
				}
			}
		}
	}
}

// The AI's retreat squares (game.Layout.RetreatEnds) are the ends of the retreats the
// engine offers (R19, R23, R24): checked at every
// retreat of some games between Recruit players in both rule levels.
func TestRetreatsMatchEngine(t *testing.T) {
	b := continent(t)
	checked := 0
	for seed := uint64(1); seed <= 4; seed++ {
		g, err := game.New(b, game.Options{Seed: seed, Mode: game.Mode(seed % 2), TurnLimit: 8})
		if err != nil {
			t.Fatal(err)
		}
		mem := newMemory()
		for g.Phase() != game.PhaseDone {
			if pd := g.Pending(); pd.Kind == game.RetreatDecision {
				p := positionOf(g)
				for _, u := range pd.Units {
					want := map[maps.Square]bool{}
					for _, a := range g.Legal() {
						if a.Kind == game.ActRetreat && a.Unit == u && a.To != (maps.Square{}) {
							want[a.To] = true
						}
					}
					got := map[maps.Square]bool{}
					for _, i := range retreatEnds(p, u, nil) {
						got[b.SquareAt(i)] = true
					}
					if !gomaps.Equal(got, want) {
						t.Fatalf("seed %d: %s retreats to %v, engine %v", seed, game.UnitInfo(u).ID, got, want)
					}
					checked++
				}
			}
			a, err := decide(g, Recruit, mem)
			if err == nil {
				err = g.Apply(a)
			}
			if err != nil {
				t.Fatal(err)
			}
		}
	}
	if checked == 0 {
		t.Fatal("no retreat came up")
	}
}
