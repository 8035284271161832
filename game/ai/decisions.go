package ai

import (
	"math"

	"taktik/game"
)

// chooseLosses gives up the exchange losses worth least (R18); among equal ones, the
// fewest units.
func chooseLosses(legal []game.Action) game.Action {
	best, bestW := legal[0], math.Inf(1)
	for _, a := range legal {
		if a.Kind != game.ActLose {
			continue
		}
		w := sumWorth(a.Attackers) + 0.01*float64(len(a.Attackers))
		if w < bestW {
			best, bestW = a, w
		}
	}
	return best
}

// chooseRetreat answers a pending retreat (R19). The winner moves the loser's units: an
// enemy unit goes where it is most exposed and, above all, where it takes the last way
// out from another unit that must still retreat, which is then eliminated; an own unit
// (should a rule ever let a side retreat its own) goes where it is safest. Recruit takes
// the first square offered.
func chooseRetreat(g *game.Game, legal []game.Action, level Level) game.Action {
	if level <= Recruit {
		return legal[0]
	}
	p := positionOf(g)
	me := g.Decider()
	pending := g.Pending().Units
	best, bestScore := legal[0], math.Inf(-1)
	var buf []int
	for _, a := range legal {
		if a.Kind != game.ActRetreat {
			continue
		}
		u := a.Unit
		own := counters[u].side == me
		var score float64
		if a.To == (game.Action{}).To {
			score = -worth(u) // eliminated: the best there is for an enemy unit
			if !own {
				score = worth(u)
			}
		} else {
			from := p.Square(u)
			to := p.b.Index(a.To)
			p.put(u, to)
			// the other units still to retreat: does this square shut their last way out?
			for _, v := range pending {
				if v != u && p.onBoard(v) && len(retreatEnds(p, v, buf)) == 0 {
					if own {
						score -= worth(v)
					} else {
						score += worth(v)
					}
				}
			}
			exposed := exposure(p, u, g)
			if own {
				score -= 0.3 * exposed
			} else {
				score += 0.3 * exposed
			}
			p.put(u, from)
		}
		if score > bestScore {
			best, bestScore = a, score
		}
	}
	return best
}

// exposure is a rough measure of how hard the enemy of unit u can strike it where it
// stands: the attack of the enemy units within a move (under the weather's cap, R30) and
// a step, against how few of its friends stand by it.
func exposure(p *position, u int, g *game.Game) float64 {
	i := p.Square(u)
	side := counters[u].side
	lo, hi := sideRange(side.Opponent())
	attack := 0
	for e := lo; e < hi; e++ {
		if !p.onBoard(e) || counters[e].hq {
			continue
		}
		if p.distance(i, p.Square(e)) <= g.Allowance(e)/3+1 {
			attack += counters[e].attack
		}
	}
	friends := int(p.Near(side, i))
	return float64(attack) / float64(1+friends)
}
