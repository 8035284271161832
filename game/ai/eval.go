package ai

import (
	"hash/fnv"

	"taktik/game"
	"taktik/maps"
	"taktik/units"
)

// evaluator holds what the AI knows about a position beyond where the units stand: the
// objectives of the side it plays for, and what cities are worth.
type evaluator struct {
	g     *game.Game
	b     *maps.Board
	side  units.Side
	goal  field // steps to the nearest objective: an enemy-held city, or the enemy's army
	value float64
	// ownValue is what an own city the enemy could take is worth: more the fewer of its
	// country's cities the side still holds (R22).
	ownValue float64
	p        *position // the position it was made for
}

// cityValue is what a city is worth in infantry divisions. Cities decide the game (R22)
// and, at a turn limit, the count of enemy cities held does.
const cityValue = 4

func newEvaluator(g *game.Game, p *position, side units.Side, lastStand float64) *evaluator {
	breathe()
	ev := &evaluator{g: g, b: g.Board(), side: side, value: cityValue, ownValue: cityValue, p: p}
	ours, kept := 0, 0
	for k, c := range ev.b.Cities {
		if c.Side == side {
			ours++
			if g.Owner(k) == side {
				kept++
			}
		}
	}
	if kept > 0 {
		ev.ownValue = cityValue * (1 + lastStand*(float64(ours)/float64(kept)-1)/2)
	}
	cities := map[int]int32{}
	for k, c := range ev.b.Cities {
		if g.Owner(k) == side {
			continue
		}
		for _, s := range c.Squares {
			cities[ev.b.Index(s)] = 0
		}
	}
	enemies := map[int]int32{}
	lo, hi := sideRange(side.Opponent())
	for u := lo; u < hi; u++ {
		if p.onBoard(u) {
			enemies[p.Square(u)] = 0
		}
	}
	toEnemy := newField(p, enemies)
	if len(cities) == 0 {
		ev.goal = toEnemy
		return ev
	}
	ev.goal = newField(p, cities)
	for i := range ev.goal {
		ev.goal[i] = min(ev.goal[i], toEnemy[i]+4)
	}
	return ev
}

// removalBonus is what taking an enemy unit off its square is worth beyond the unit:
// one standing in a city keeps the side from taking or retaking it (R21), a share of the
// city's worth for each such unit.
func (ev *evaluator) removalBonus(d int) float64 {
	i := ev.p.Square(d)
	if i < 0 {
		return 0
	}
	k := ev.b.CityIndexAt(i)
	if k < 0 {
		return 0
	}
	holders := 0
	for _, s := range ev.b.Cities[k].Squares {
		if v := ev.p.unit(ev.b.Index(s)); v >= 0 && counters[v].side != ev.side {
			holders++
		}
	}
	return 0.5 * ev.value / float64(max(holders, 1))
}

// cityScore weighs the cities at the end of the imagined turn: enemy cities the side
// takes now (R21: a unit in the city not next to an enemy, no enemy in it), and own
// cities the enemy could take next turn (it can end a move on a city square, on foot or
// by air or sea, that none of the side's units touches, and no unit of the side holds
// the city).
func (ev *evaluator) cityScore(p *position, t *influence, raid []bool) float64 {
	score := 0.0
	side := ev.side
	for k, c := range ev.b.Cities {
		mine, theirs, held := false, false, false
		for _, s := range c.Squares {
			i := ev.b.Index(s)
			if v := p.unit(i); v >= 0 {
				if counters[v].side == side {
					mine = true
					held = held || !p.enemyNext(side, i)
				} else {
					theirs = true
				}
			}
		}
		if ev.g.Owner(k) != side {
			if held && !theirs {
				score += ev.value
			}
			continue
		}
		if mine || t == nil {
			continue
		}
		for _, s := range c.Squares {
			i := ev.b.Index(s)
			if (t.canTake(i) || (raid != nil && raid[i])) && p.Near(side, i) == 0 {
				score -= 0.8 * ev.ownValue
				break
			}
		}
	}
	return score
}

// battleCache remembers the cut of each group of units in contact by where its units
// stand, so that a plan changed elsewhere does not cut it again.
type battleCache struct {
	m map[uint64]cutResult
}

type cutResult struct {
	value float64
	gone  []int // defenders likely to be removed
	sure  int   // battles at odds that eliminate without a die (7-1 or better, R16)
}

func newBattleCache() *battleCache {
	return &battleCache{m: map[uint64]cutResult{}}
}

// key fingerprints a contact by its units, their squares and their ways out.
func (bc *battleCache) key(p *position, c *contact) uint64 {
	h := fnv.New64a()
	var b [6]byte
	put := func(u int, trapped bool) {
		i := int32(p.Square(u))
		b[0], b[1], b[2], b[3] = byte(u), byte(i), byte(i>>8), 0
		if trapped {
			b[3] = 1
		}
		h.Write(b[:4])
	}
	for k, u := range c.att {
		put(u, c.attTrapped[k])
	}
	h.Write([]byte{0xff})
	for k, u := range c.def {
		put(u, c.defTrapped[k])
	}
	return h.Sum64()
}

// battles weighs every battle the side would fight on p: the sum of the best cut of
// each group in contact, and the enemy units likely to be removed. It leaves in pl.sure
// how many of the battles eliminate without a die.
func (pl *planner) battles(bc *battleCache) (float64, []int) {
	total := 0.0
	var gone []int
	pl.sure = 0
	for _, c := range contacts(pl.p, pl.side, pl.advanced(), pl.unplaced, pl.ev.removalBonus) {
		k := bc.key(pl.p, c)
		r, ok := bc.m[k]
		if !ok {
			budget := min(4000, pl.work)
			if !plansAhead(pl.level) {
				budget = 0
			}
			plan, value, used := c.cut(budget)
			r.value = value
			pl.work -= used
			for _, b := range plan {
				att, def := c.units(b)
				attack, defend := 0, 0
				for _, u := range att {
					attack += counters[u].attack
				}
				for _, u := range def {
					defend += counters[u].defend
				}
				o := odds(attack, defend)
				if o == game.OddsAutoDE {
					r.sure++
				}
				pr := &chance[o+6]
				for _, d := range def {
					gone := pr[game.DE] + pr[game.EX]
					if trapped(pl.p, d) {
						gone += pr[game.DB2]
					}
					if gone >= 0.5 {
						r.gone = append(r.gone, d)
					}
				}
			}
			bc.m[k] = r
		}
		total += r.value
		pl.sure += r.sure
		gone = append(gone, r.gone...)
	}
	return total, gone
}
