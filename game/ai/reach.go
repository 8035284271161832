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
	g        *game.Game
	advanced bool
	tables   [8]stepTable // by unit kind, filled when first needed
	moveCap  int          // the weather's cap on every unit's movement, in thirds; 0: none (R30)
	cost     []int32
	stamp    []uint32
	gen      uint32
	bucket   [][]int32
	ends     []int32 // the last search's end squares, cheapest first
}

func newReacher(p *position, g *game.Game) *reacher {
	n := p.b.Size()
	return &reacher{p: p, g: g, advanced: g.Options().Mode == game.Advanced, cost: make([]int32, n), stamp: make([]uint32, n),
		moveCap: 3 * g.WeatherEffects().MoveCap}
}

// fullMove is unit u's movement for a whole player turn, in thirds, under this month's
// weather (R11, R30): what the enemy can do next turn, if the weather holds.
func (r *reacher) fullMove(u int) int {
	return capMove(counters[u].move, r.moveCap)
}

// capMove is a movement allowance under a weather's cap (0: none), in thirds (R30).
func capMove(move, cap int) int {
	if cap > 0 && move > cap {
		return cap
	}
	return move
}

// stepCost is what the k-th step from square index from costs unit u, in thirds, or -1
// when it may not make it: 3 for every land square in the basic game (R13), the
// engine's terrain table in the advanced game (R11, R23–R25).
func (r *reacher) stepCost(u, from, k int) int32 {
	if !r.advanced {
		return 3
	}
	kind := counters[u].kind
	t := r.tables[kind]
	if t == nil {
		t = r.g.StepCosts(kind)
		r.tables[kind] = t
	}
	return int32(t[8*from+k])
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
	for _, k := range p.b.NeighbourIndexes(i) {
		if v := p.unit(k); v >= 0 && counters[v].side != side && !across(p.b, i, k) {
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
	breathe()
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
			for k, j := range p.b.StepIndexes(i) {
				step := r.stepCost(u, i, k)
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
				if r.advanced && guarded(p, u, j) {
					continue // R23, R24
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

// spread marks in mark every square a unit of u's kind and side could end on with
// `left` thirds, starting from any of the squares in starts (which are marked too): where
// a unit that lands by air or sea on one of them can go on to (R26–R28: it moves on with
// its whole allowance). Unit u only lends its kind and side; where it stands does not
// matter.
func (r *reacher) spread(u int, starts []int32, left int, mark []bool) {
	p := r.p
	r.gen++
	if r.gen == 0 {
		clear(r.stamp)
		r.gen = 1
	}
	for len(r.bucket) <= left {
		r.bucket = append(r.bucket, make([]int32, 0, 32))
	}
	for c := range r.bucket {
		r.bucket[c] = r.bucket[c][:0]
	}
	side := counters[u].side
	for _, i := range starts {
		r.stamp[i], r.cost[i] = r.gen, 0
		r.bucket[0] = append(r.bucket[0], i)
	}
	for c := int32(0); c <= int32(left); c++ {
		for k := 0; k < len(r.bucket[c]); k++ {
			i := int(r.bucket[c][k])
			if r.cost[i] != c {
				continue
			}
			mark[i] = true
			if c > 0 && r.stops(side, i) {
				continue // R12
			}
			for k, j := range p.b.StepIndexes(i) {
				step := r.stepCost(u, i, k)
				if step < 0 {
					continue
				}
				nc := c + step
				if nc > int32(left) || (r.stamp[j] == r.gen && r.cost[j] <= nc) {
					continue
				}
				if v := p.unit(j); v >= 0 && (counters[v].side != side || p.b.TerrainAt(j) == maps.SeaBridge) {
					continue
				}
				if r.advanced && guarded(p, u, j) {
					continue
				}
				r.stamp[j], r.cost[j] = r.gen, nc
				r.bucket[nc] = append(r.bucket[nc], int32(j))
			}
		}
	}
}
