package ai

import (
	"math"
	"slices"

	"taktik/units"
)

// captureCities sends a unit into each enemy-held city it can enter this turn without
// touching an enemy, with no enemy inside: the city falls at the end of the turn (R21).
// A headquarters goes when the enemy cannot strike it there, else the weakest unit.
func (pl *planner) captureCities() {
	t := pl.enemyThreat(nil)
	for k, c := range pl.p.b.Cities {
		if pl.g.Owner(k) == pl.side {
			continue
		}
		blocked := false
		var squares []int
		for _, s := range c.Squares {
			i := pl.p.b.Index(s)
			if v := pl.p.unit(i); v >= 0 && counters[v].side != pl.side {
				blocked = true
			}
			if pl.p.unit(i) < 0 && !pl.p.enemyNext(pl.side, i) {
				squares = append(squares, i)
			}
		}
		if blocked {
			continue
		}
		best, bestI, bestScore := -1, -1, math.Inf(-1)
		for _, u := range pl.freeUnits() {
			for _, i := range squares {
				if !pl.canReach(u, i) {
					continue
				}
				mask, _ := t.strikers(pl.p, i)
				score := -worth(u)
				if mask != 0 && counters[u].hq {
					score -= 10
				}
				if score > bestScore {
					best, bestI, bestScore = u, i, score
				}
			}
		}
		if best >= 0 {
			pl.assign(best, bestI)
		}
	}
}

// enemyThreat is the enemy's reach on the imagined position, leaving out of the count
// the units in gone (likely removed by this turn's battles). It is kept between calls
// and searched again only near the squares whose occupant changed since.
func (pl *planner) enemyThreat(gone []int) *influence {
	if pl.threat == nil {
		pl.threat = newInfluence(pl.p, newReacher(pl.p, pl.g), pl.side.Opponent(), nil)
		pl.seen = pl.p.Squares()
	} else {
		var changed []int
		for u := pl.lo; u < pl.lo+units.PerSide; u++ {
			if pl.seen[u] != int32(pl.p.Square(u)) {
				for _, i := range []int32{pl.seen[u], int32(pl.p.Square(u))} {
					if i >= 0 {
						changed = append(changed, int(i))
					}
				}
			}
		}
		pl.threat.refresh(pl.p, changed)
		pl.seen = pl.p.Squares()
	}
	t := pl.threat
	var mask uint64
	for _, u := range gone {
		mask |= 1 << (u - t.lo)
	}
	t.leaveOut(mask)
	return t
}

// place gives every unit still waiting a square, front units first so that they make
// room for those behind: the square that best weighs getting closer to the objectives
// against the blow the enemy could strike there next turn, with friends alongside, own
// threatened cities held, and headquarters out of the enemy's reach (R20).
func (pl *planner) place() {
	t := pl.enemyThreat(nil)
	list := pl.freeUnits()
	goal := pl.ev.goal
	slices.SortStableFunc(list, func(a, b int) int {
		return int(goal[pl.start.Square(a)] - goal[pl.start.Square(b)])
	})
	for _, u := range list {
		best, bestScore := pl.start.Square(u), math.Inf(-1)
		for _, i32 := range pl.ends[u-pl.lo] {
			i := int(i32)
			if v := pl.p.unit(i); v >= 0 && v != u {
				continue
			}
			if pl.kn.keepOut && pl.p.enemyNext(pl.side, i) && pl.canAvoid(u) {
				continue
			}
			if s := pl.squareScore(t, u, i); s > bestScore {
				best, bestScore = i, s
			}
		}
		if pl.p.unit(best) >= 0 && pl.p.unit(best) != u {
			continue // its own square was taken and nothing else is open: it stays unplanned
		}
		pl.assign(u, best)
	}
}

// style is the weights of a plan, in infantry divisions: the General tries several
// and keeps the one whose outcome it likes best.
type style struct {
	step     float64 // one step closer to an objective
	friend   float64 // one friend alongside
	contact  float64 // ending next to an enemy outside a planned attack
	garrison float64 // share of a threatened own city's worth for holding it
	danger   float64 // weight of the enemy's estimated answer
	attack   float64 // the least gain an attack must promise
	improve  bool    // take the second look (improve)
	defend   bool    // garrison every own city the enemy could take next turn (defendCities)
}

// hqExposure is the cost of a headquarters the enemy can reach: it defends at 1 and
// never fights back (R16, R14).
const hqExposure = 3

// hqCaught is the cost of a headquarters left next to an enemy at the end of the
// movement: it is eliminated when it has no way out (R20), and the engine refuses to end
// the movement while it has one.
const hqCaught = 10

// styles: the plain one first; the General also tries a bolder and a more careful one.
var (
	plainStyle   = style{step: 0.06, friend: 0.04, contact: 0.6, garrison: 0.4, danger: 0.7, attack: 0.1}
	boldStyle    = style{step: 0.12, friend: 0.02, contact: 0.4, garrison: 0.3, danger: 0.4, attack: 0.0}
	carefulStyle = style{step: 0.03, friend: 0.08, contact: 0.8, garrison: 0.8, danger: 1.0, attack: 0.25}
)

// squareScore weighs unit u standing on square i of the imagined position.
func (pl *planner) squareScore(t *influence, u, i int) float64 {
	breathe()
	p := pl.p
	from := p.Square(u)
	p.put(u, i)
	defer p.put(u, from)
	score := 0.0
	mask, _ := t.strikers(p, i)
	if counters[u].hq {
		if mask != 0 {
			score -= hqExposure
		}
		if p.enemyNext(pl.side, i) {
			score -= hqCaught // R20: it cannot stay in contact
		}
		if c := p.b.CityIndexAt(i); c >= 0 && pl.g.Owner(c) == pl.side {
			score += 0.5
		}
		return score - 0.01*float64(pl.ev.goal[i])
	}
	if p.enemyNext(pl.side, i) {
		score -= pl.st.contact
	}
	score -= pl.st.step * float64(pl.ev.goal[i])
	score += pl.st.friend * float64(p.Near(pl.side, i))
	if mask != 0 {
		v, _ := t.blow(p, u, ^uint64(0), nil)
		score -= v
	}
	if c := p.b.CityIndexAt(i); c >= 0 && pl.g.Owner(c) == pl.side {
		if mask != 0 {
			score += pl.st.garrison * pl.ev.value / float64(len(p.b.Cities[c].Squares))
		}
	}
	return score
}

// canAvoid reports whether unit u has a square to end on that touches no enemy.
func (pl *planner) canAvoid(u int) bool {
	for _, i := range pl.ends[u-pl.lo] {
		if v := pl.p.unit(int(i)); (v < 0 || v == u) && !pl.p.enemyNext(pl.side, int(i)) {
			return true
		}
	}
	return false
}
