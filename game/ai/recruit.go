package ai

import "slices"

// rekrut is the easy level's movement: one pass over the units, front first. A unit
// that can end next to an enemy where the attack planned on it so far, with this unit,
// reaches at least 1-1 goes there; every other unit marches toward the nearest enemy
// city or enemy unit, without touching an enemy. Headquarters keep away from enemies.
func (pl *planner) rekrut() {
	goal := pl.ev.goal
	list := pl.freeUnits()
	slices.SortStableFunc(list, func(a, b int) int {
		return int(goal[pl.start.Square(a)] - goal[pl.start.Square(b)])
	})
	var buf []int
	for _, u := range list {
		best, bestScore := pl.start.Square(u), -1e9
		for _, i32 := range pl.ends[u-pl.lo] {
			i := int(i32)
			if v := pl.p.unit(i); v >= 0 && v != u {
				continue
			}
			var score float64
			enemies := pl.p.enemiesNext(pl.side, i, buf)
			switch {
			case counters[u].hq:
				if len(enemies) > 0 {
					continue
				}
				score = float64(pl.dist(i)) // away from the enemy
			case len(enemies) > 0:
				// the attack on the weakest enemy touched, with those already there
				d := enemies[0]
				attack := counters[u].attack
				for _, k := range pl.p.b.NeighbourIndexes(pl.p.Square(d)) {
					if v := pl.p.unit(k); v >= 0 && v != u && counters[v].side == pl.side && !pl.unplaced(v) {
						attack += counters[v].attack
					}
				}
				defend := 0
				for _, e := range enemies {
					defend += counters[e].defend
				}
				if attack < defend {
					continue // worse than 1-1
				}
				score = 100 + float64(attack)/float64(defend)
			default:
				score = -float64(goal[i])
			}
			if score > bestScore {
				best, bestScore = i, score
			}
		}
		if v := pl.p.unit(best); v >= 0 && v != u {
			continue
		}
		pl.assign(u, best)
	}
}

// dist is how near square i is to the closest enemy unit, in steps.
func (pl *planner) dist(i int) int {
	best := 1 << 20
	lo, hi := sideRange(pl.side.Opponent())
	for e := lo; e < hi; e++ {
		if pl.p.onBoard(e) {
			best = min(best, pl.p.distance(i, pl.p.Square(e)))
		}
	}
	return best
}
