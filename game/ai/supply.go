package ai

import (
	"taktik/game"
	"taktik/units"
)

// Supply (R32, optional) on the AI's imagined positions: a unit needs a line of land
// squares to a city its side owns that passes no enemy unit and no square next to one;
// one found cut off at the start of two of its own turns in a row is lost. The General
// weighs the lines its plan leaves open, its own and the enemy's. The rulebook's
// exceptions (two units by a beach, Red's island) are left out of this estimate.

// cutOffOn marks, by unit number, side's units on p without a supply line: side's units
// are checked at the start of its own turns, so for the side to move this is what its
// plan leaves for the next check, and for the enemy what it must mend in its move.
func cutOffOn(g *game.Game, p *position, side units.Side) []bool {
	b := p.b
	n := b.Size()
	open := func(i int) bool {
		v := p.unit(i)
		return b.TerrainAt(i).Land() && (v < 0 || counters[v].side == side) && !p.enemyNext(side, i)
	}
	reached := make([]bool, n)
	var queue []int
	for k, c := range b.Cities {
		if g.Owner(k) != side {
			continue
		}
		for _, s := range c.Squares {
			if i := b.Index(s); !reached[i] && open(i) {
				reached[i] = true
				queue = append(queue, i)
			}
		}
	}
	for len(queue) > 0 {
		i := queue[0]
		queue = queue[1:]
		for _, j := range b.StepIndexes(i) {
			if !reached[j] && open(j) {
				reached[j] = true
				queue = append(queue, j)
			}
		}
	}
	cut := make([]bool, game.NumUnits)
	lo, hi := sideRange(side)
	for u := lo; u < hi; u++ {
		i := int(p.at[u])
		if i < 0 || reached[i] {
			continue
		}
		if k := b.CityIndexAt(i); k >= 0 {
			if c := b.Cities[k]; c.Side == side || g.Owner(k) == side && !enemyInCity(p, side, k) {
				continue
			}
		}
		supplied := false
		for _, j := range b.StepIndexes(i) {
			supplied = supplied || reached[j]
		}
		cut[u] = !supplied
	}
	return cut
}

// enemyInCity reports whether a unit of side's enemy stands in city k on p.
func enemyInCity(p *position, side units.Side, k int) bool {
	for _, s := range p.b.Cities[k].Squares {
		if v := p.unit(p.b.Index(s)); v >= 0 && counters[v].side != side {
			return true
		}
	}
	return false
}

// supplyScore weighs the supply lines of a position at the end of the side's movement
// (R32): each own unit it leaves cut off costs a share of its worth, most of it when
// the unit began this turn cut off already (one more check and it is lost); each enemy
// unit it cuts off gains the same way, less, since the enemy moves before its check.
func supplyScore(g *game.Game, p *position, side units.Side) float64 {
	if !g.Options().Supply {
		return 0
	}
	v := 0.0
	for _, s := range []units.Side{side, side.Opponent()} {
		cut := cutOffOn(g, p, s)
		lo, hi := sideRange(s)
		for u := lo; u < hi; u++ {
			if !cut[u] {
				continue
			}
			loss := 0.25 * worth(u)
			if g.Unit(u).Cut > 0 {
				loss = 0.7 * worth(u)
			}
			if s == side {
				v -= loss
			} else {
				v += 0.6 * loss
			}
		}
	}
	return v
}
