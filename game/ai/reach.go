package ai

import (
	"taktik/game"
	"taktik/maps"
	"taktik/units"
)

// reacher finds where a unit can move, as the engine does (R11–R13, R20), but on the
// AI's imagined positions and for either side: the engine answers only for the side
// whose movement phase it is, and the AI must also know where the enemy can go next
// turn. Its buffers are reused, so a search allocates nothing.
type reacher struct {
	p        *position
	advanced bool
	cost     []int32
	stamp    []uint32
	gen      uint32
	bucket   [][]int32
	ends     []int32 // the last search's end squares, cheapest first
}

func newReacher(p *position, mode game.Mode) *reacher {
	n := p.b.Size()
	return &reacher{p: p, advanced: mode == game.Advanced, cost: make([]int32, n), stamp: make([]uint32, n)}
}

// stepCost is what one step costs unit u in thirds, or -1 when it may not make it. The
// basic game charges 3 for every land square (R13). For the advanced game it follows
// R11 and R23–R25 as the rulings state them; the engine has the last word, since every
// move is applied through it.
func (r *reacher) stepCost(u, from, to int) int32 {
	if !r.advanced {
		return 3
	}
	b := r.p.b
	c := counters[u]
	var cost int32 = 3
	a, t := b.SquareAt(from), b.SquareAt(to)
	switch b.TerrainAt(to) {
	case maps.Forest:
		if c.kind == units.Armour {
			return -1 // R23
		}
		cost = 6
	case maps.Mountain:
		if c.kind != units.Mountain {
			return -1 // R24
		}
	}
	road := b.RoadStep(a, t)
	switch {
	case road:
		cost = 1
	case b.CityIndexAt(to) >= 0 && b.CityIndexAt(to) == b.CityIndexAt(from):
		cost = 1
	}
	if b.CrossesRiver(a, t) && !road {
		cost += 3 // R25
	}
	return cost
}

// stops reports whether a unit of side entering square index i must stop there (R12):
// it touches an enemy (in the advanced game, unless every such enemy is across a river).
func (r *reacher) stops(side units.Side, i int) bool {
	p := r.p
	if !p.enemyNext(side, i) {
		return false
	}
	if !r.advanced {
		return true
	}
	s := p.b.SquareAt(i)
	for _, k := range p.b.NeighbourIndexes(i) {
		if v := p.unit(k); v >= 0 && counters[v].side != side && !p.b.CrossesRiver(s, p.b.SquareAt(k)) {
			return true
		}
	}
	return false
}

// search finds every square unit u could end on with `left` thirds from where it
// stands, cheapest first, into r.ends (costs in r.cost). Unlike the engine it also
// lists squares held by a friend, which the friend may leave first; it never lists the
// unit's own square.
func (r *reacher) search(u int, left int) []int32 {
	p := r.p
	r.gen++
	if r.gen == 0 {
		clear(r.stamp)
		r.gen = 1
	}
	r.ends = r.ends[:0]
	start := int(p.at[u])
	if start < 0 || left <= 0 {
		return r.ends
	}
	for len(r.bucket) <= left {
		r.bucket = append(r.bucket, make([]int32, 0, 32))
	}
	for c := range r.bucket {
		r.bucket[c] = r.bucket[c][:0]
	}
	side := counters[u].side
	hq := counters[u].hq
	r.stamp[start], r.cost[start] = r.gen, 0
	r.bucket[0] = append(r.bucket[0], int32(start))
	for c := int32(0); c <= int32(left); c++ {
		for k := 0; k < len(r.bucket[c]); k++ {
			i := int(r.bucket[c][k])
			if r.cost[i] != c {
				continue
			}
			if i != start {
				r.ends = append(r.ends, int32(i))
				if r.stops(side, i) {
					continue // R12: contact ends the move
				}
			}
			for _, j := range p.b.StepIndexes(i) {
				step := r.stepCost(u, i, j)
				if step < 0 {
					continue
				}
				nc := c + step
				if nc > int32(left) || (r.stamp[j] == r.gen && r.cost[j] <= nc) {
					continue
				}
				if v := p.unit(j); v >= 0 && v != u {
					if counters[v].side != side || p.b.TerrainAt(j) == maps.SeaBridge {
						continue // enemies block; a sea bridge carries one unit (R5, R12)
					}
				}
				if hq && p.enemyNext(side, j) {
					continue // R20
				}
				r.stamp[j], r.cost[j] = r.gen, nc
				r.bucket[nc] = append(r.bucket[nc], int32(j))
			}
		}
	}
	return r.ends
}

// reached reports whether the last search reached square index i, and at what cost.
func (r *reacher) reached(i int) (int, bool) {
	if r.stamp[i] != r.gen {
		return 0, false
	}
	return int(r.cost[i]), true
}
