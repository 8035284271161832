package ai

import (
	"slices"
)

// evalBudget bounds the General's look at alternative plans, counted in whole-position
// evaluations so that the result never depends on the clock.
const evalBudget = 500

// evaluate weighs the imagined position at the end of the side's movement: the battles
// it will fight, the blow the enemy can strike back next turn with the units likely to
// survive them, cities taken and put at risk, and how close the army has come to its
// objectives.
func (pl *planner) evaluate(bc *battleCache) float64 {
	v, gone := pl.battles(bc)
	t := pl.enemyThreat(gone)
	v -= pl.st.danger * t.danger(pl.p, pl.side)
	v += pl.ev.cityScore(pl.p, t, pl.raid)
	v += supplyScore(pl.g, pl.p, pl.side) // R32
	lo, hi := sideRange(pl.side)
	for u := lo; u < hi; u++ {
		if !pl.p.onBoard(u) {
			continue
		}
		i := int32(pl.p.Square(u))
		if counters[u].hq {
			if mask, _ := t.strikers(pl.p, int(i)); mask != 0 {
				v -= hqExposure
			}
			if pl.p.enemyNext(pl.side, int(i)) {
				v -= hqCaught // R20
			}
			continue
		}
		v -= pl.st.step * float64(pl.ev.goal[i])
	}
	return v
}

// improve is the General's second look: unit by unit, it tries the best few other
// squares and keeps a change whenever the whole position weighs better. A change that
// turns an elimination without a die (7-1 or better, R16) into a battle with one is not
// kept: the second look fine-tunes the squares, it does not trade a certain elimination
// for a few steps.
func (pl *planner) improve() {
	bc := newBattleCache()
	score := pl.evaluate(bc)
	sure := pl.sure
	budget := evalBudget
	t := pl.enemyThreat(nil)
	units := slices.Clone(pl.order)
	for pass := 0; pass < 2 && budget > 0; pass++ {
		changed := false
		for _, u := range units {
			if budget <= 0 {
				break
			}
			if !pl.p.onBoard(u) || pl.movable&(1<<(u-pl.lo)) == 0 {
				continue
			}
			cur := pl.p.Square(u)
			for _, i := range pl.candidates(t, u, 4) {
				if i == cur || pl.p.unit(i) >= 0 {
					continue
				}
				pl.p.put(u, i)
				budget--
				if s := pl.evaluate(bc); s > score+0.01 && pl.sure >= sure {
					score, cur, changed, sure = s, i, true, pl.sure
					pl.why[u-pl.lo] = stageImprove
				} else {
					pl.p.put(u, cur)
				}
			}
		}
		if !changed {
			break
		}
	}
}

// candidates are unit u's n best squares by the positional score alone.
func (pl *planner) candidates(t *influence, u, n int) []int {
	type scored struct {
		i int
		s float64
	}
	var list []scored
	for _, i32 := range pl.ends[u-pl.lo] {
		i := int(i32)
		if v := pl.p.unit(i); v >= 0 && v != u {
			continue
		}
		list = append(list, scored{i, pl.squareScore(t, u, i)})
	}
	slices.SortStableFunc(list, func(a, b scored) int {
		switch {
		case a.s > b.s:
			return -1
		case a.s < b.s:
			return 1
		}
		return 0
	})
	var out []int
	for k := 0; k < len(list) && k < n; k++ {
		out = append(out, list[k].i)
	}
	return out
}
