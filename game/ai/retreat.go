package ai

import (
	"taktik/game"
	"taktik/maps"
	"taktik/units"
)

// retreatOK reports whether unit u may stand on square index i of position p on its way
// back (game.RetreatStand, R19, R24).
func retreatOK(p *position, u, i int) bool {
	side := counters[u].side
	v := p.unit(i)
	enemyOn := v >= 0 && v != u && counters[v].side != side
	return game.RetreatStand(p.advanced, counters[u].kind, p.b.TerrainAt(i), enemyOn, p.enemyNext(side, i))
}

// retreatEnds lists the squares unit u could retreat to (R19): two steps, neither onto
// water, the enemy or a square next to it, ending two squares away on an empty square;
// in a month of flooded rivers neither step crosses a river but over a road bridge (R30).
// Armour takes a way through forest only when it has no other, and with none it is lost
// (R23). dst is reused.
func retreatEnds(p *position, u int, dst []int) []int {
	return retreatWays(p, u, dst, !p.advanced || counters[u].kind != units.Armour)
}

// retreatWays lists the final squares of the retreat ways, through forest or not.
func retreatWays(p *position, u int, dst []int, forest bool) []int {
	dst = dst[:0]
	from := int(p.at[u])
	if from < 0 {
		return dst
	}
	b := p.b
	wooded := func(i int) bool { return p.advanced && b.TerrainAt(i) == maps.Forest }
	barred := func(i, j int) bool { return p.flooded && game.FloodBarred(b, b.SquareAt(i), b.SquareAt(j)) }
	for _, m := range b.StepIndexes(from) {
		if (wooded(m) && !forest) || barred(from, m) {
			continue
		}
		if !retreatOK(p, u, m) {
			continue
		}
		if v := p.unit(m); v >= 0 && v != u && b.TerrainAt(m) == maps.SeaBridge {
			continue // a held sea bridge cannot be passed (R5)
		}
		for _, t := range b.StepIndexes(m) {
			if p.distance(from, t) != 2 || p.unit(t) >= 0 || !retreatOK(p, u, t) || (wooded(t) && !forest) || barred(m, t) {
				continue
			}
			dup := false
			for _, x := range dst {
				dup = dup || x == t
			}
			if !dup {
				dst = append(dst, t)
			}
		}
	}
	return dst
}

// trapped reports whether unit u would be eliminated by a retreat result: it has no way
// out (R19).
func trapped(p *position, u int) bool {
	var buf [24]int
	return len(retreatEnds(p, u, buf[:0])) == 0
}
