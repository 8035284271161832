package ai

import (
	"math/bits"
	"slices"

	"taktik/game"
	"taktik/maps"
	"taktik/units"
)

// influence is the influence map of one side's units: which of them can end a move next to
// each square in their next movement phase (R11–R13, searched on the imagined position,
// with this month's step costs and movement cap, R30),
// and so which squares they can strike. It is what the General calls "what the enemy can
// reach and attack next turn".
type influence struct {
	side   units.Side           // whose units these are
	lo     int                  // their first unit number
	ends   []uint64             // ends[k]: bit u-lo set when unit u can end its move on square k (or stands on it)
	all    uint64               // the units searched: every unit of the side on the board
	hqs    uint64               // the headquarters among them: they take cities (R21) but never strike (R14)
	kinds  [units.HQ + 1]uint64 // kinds[k]: the units of kind k among them
	units  uint64               // the units that can strike: all but HQs and those left out
	takers uint64               // the units that can take a city: all but those left out
	lists  [units.PerSide][]int32
	r      *reacher
}

// newInfluence searches the reach of every unit of side on p with a full movement
// allowance, leaving out of the count the units for which skip says so.
func newInfluence(p *position, r *reacher, side units.Side, skip func(u int) bool) *influence {
	t := &influence{side: side, ends: make([]uint64, p.b.Size()), r: r}
	t.lo, _ = sideRange(side)
	lo, hi := sideRange(side)
	for u := lo; u < hi; u++ {
		if p.onBoard(u) {
			t.search(p, u)
			if counters[u].hq {
				t.hqs |= 1 << (u - lo)
			}
			t.kinds[counters[u].kind] |= 1 << (u - lo)
		}
	}
	var gone uint64
	for m := t.all; m != 0; m &= m - 1 {
		if u := lo + bits.TrailingZeros64(m); skip != nil && skip(u) {
			gone |= 1 << (u - lo)
		}
	}
	t.leaveOut(gone)
	return t
}

// leaveOut counts every unit searched but those in gone (bit u-lo).
func (t *influence) leaveOut(gone uint64) {
	t.takers = t.all &^ gone
	t.units = t.takers &^ t.hqs
}

// canTake reports whether a unit of the side can end its move on square i next turn
// (on foot: R11–R13, R20), and so, when it touches none of the other side's units
// there, take the city the square belongs to (R21).
func (t *influence) canTake(i int) bool { return t.ends[i]&t.takers != 0 }

// search finds unit u's reach on p anew.
func (t *influence) search(p *position, u int) {
	breathe()
	k := u - t.lo
	bit := uint64(1) << k
	for _, i := range t.lists[k] {
		t.ends[i] &^= bit
	}
	t.lists[k] = t.lists[k][:0]
	t.all |= bit
	saved := t.r.p
	t.r.p = p
	t.lists[k] = append(t.lists[k], int32(p.Square(u)))
	for _, i := range t.r.search(u, t.r.fullMove(u)) {
		if p.unit(int(i)) < 0 {
			t.lists[k] = append(t.lists[k], i)
		}
	}
	t.r.p = saved
	for _, i := range t.lists[k] {
		t.ends[i] |= bit
	}
}

// refresh searches again the reach of the units near squares whose occupant changed: a
// unit's reach depends only on what stands within its move and a step of it.
func (t *influence) refresh(p *position, changed []int) {
	if len(changed) == 0 {
		return
	}
	perStep := 3
	if t.r.advanced {
		perStep = 1 // a road step costs a third (R11)
	}
	for m := t.all; m != 0; m &= m - 1 {
		u := t.lo + bits.TrailingZeros64(m)
		radius := t.r.fullMove(u)/perStep + 2
		for _, i := range changed {
			if p.distance(i, p.Square(u)) <= radius {
				t.search(p, u)
				break
			}
		}
	}
}

// strikers are the units that can stand next to square i after their move, and the
// number of squares around i they can stand on (each holds one attacker).
func (t *influence) strikers(p *position, i int) (mask uint64, slots int) {
	for _, k := range p.b.NeighbourIndexes(i) {
		m := t.ends[k] & t.units
		if m == 0 {
			continue
		}
		if v := p.unit(k); v >= 0 && (counters[v].side != t.side || m&(1<<(v-t.lo)) == 0) {
			continue // held by someone who stays
		}
		mask |= m
		slots++
	}
	return mask, slots
}

// strongest picks the units of mask with the greatest attack, at most n of them.
func (t *influence) strongest(mask uint64, n int, dst []int) []int {
	dst = dst[:0]
	for m := mask; m != 0; m &= m - 1 {
		dst = append(dst, t.lo+bits.TrailingZeros64(m))
	}
	slices.SortStableFunc(dst, func(a, b int) int { return counters[b].attack - counters[a].attack })
	if len(dst) > n {
		dst = dst[:n]
	}
	return dst
}

// blow is the enemy's best single attack on unit x where it stands, from the units in
// avail: the expected gain for the enemy (its stakes value) and the units it would use.
// The attackers are taken strongest first, as few as reach the best odds.
func (t *influence) blow(p *position, x int, avail uint64, buf []int) (float64, []int) {
	mask, slots, doubled := t.strikersOf(p, x)
	mask &= avail
	if mask == 0 {
		return 0, nil
	}
	att := t.strongest(mask, slots, buf)
	st := stakes{defend: counters[x].defend, need: counters[x].defend, defWorth: worth(x)}
	if doubled {
		st.defend *= 2 // R16, R25: every attacker would stand across a river
	}
	// with many squares open around it the enemy can close every way out (R19)
	if slots >= 5 || trapped(p, x) {
		st.defTrapped = st.defWorth
	}
	best, bestN := 0.0, 0
	for n := 1; n <= len(att); n++ {
		st.attack += counters[att[n-1]].attack
		st.attWorth += worth(att[n-1])
		st.exCost = exchangeCost(att[:n], st.need)
		if v := st.value(); v > best+0.02 {
			best, bestN = v, n
		}
	}
	return best, att[:bestN]
}

// danger is the enemy's best answer to a position in the coming turn, roughly: it
// strikes the most rewarding of side's units first, each of its units once. The result
// is the enemy's expected gain, in infantry divisions.
func (t *influence) danger(p *position, side units.Side) float64 {
	lo, hi := sideRange(side)
	type target struct {
		u int
		v float64
	}
	var list []target
	var buf []int
	for u := lo; u < hi; u++ {
		if !p.onBoard(u) {
			continue
		}
		if v, _ := t.blow(p, u, ^uint64(0), buf); v > 0 {
			list = append(list, target{u, v})
		}
	}
	slices.SortStableFunc(list, func(a, b target) int {
		switch {
		case a.v > b.v:
			return -1
		case a.v < b.v:
			return 1
		}
		return 0
	})
	var used uint64
	total := 0.0
	for _, x := range list {
		v, att := t.blow(p, x.u, ^used, buf)
		if v <= 0 {
			continue
		}
		total += v
		for _, a := range att {
			used |= 1 << (a - t.lo)
		}
	}
	return total
}

// strikersOf are the units that can end their move next to unit x and may attack it
// from there (game.Attacks from the square they would stand on, R14, R23, R24), the
// number of squares around it any enemy unit can stand on (strikers), and whether x would
// count double against every attack from them, each across a river (game.RiverDoubles,
// R16, R25).
func (t *influence) strikersOf(p *position, x int) (mask uint64, slots int, doubled bool) {
	i := p.Square(x)
	if !p.advanced {
		mask, slots = t.strikers(p, i) // R14: anyone but an HQ may attack (t.units)
		return mask, slots, false
	}
	me := game.Fighter{Kind: counters[x].kind, Terrain: p.b.TerrainAt(i)}
	from, across := 0, 0
	for _, k := range p.b.NeighbourIndexes(i) {
		m := t.ends[k] & t.units
		if m == 0 {
			continue
		}
		if v := p.unit(k); v >= 0 && (counters[v].side != t.side || m&(1<<(v-t.lo)) == 0) {
			continue // held by someone who stays
		}
		slots++
		ok := strikeKinds[me.Kind][me.Terrain][p.b.TerrainAt(k)]
		var here uint64
		for kind, us := range t.kinds {
			if ok&(1<<kind) != 0 {
				here |= m & us
			}
		}
		if here == 0 {
			continue
		}
		mask |= here
		from++
		if p.b.CrossesRiver(p.b.SquareAt(i), p.b.SquareAt(k)) {
			across++
		}
	}
	return mask, slots, game.RiverDoubles(true, from, across)
}

// strikeKinds[d.Kind][d.Terrain][t]: bit k set when a unit of kind k standing on terrain
// t may attack defender d in the advanced game, the engine's rule (game.Attacks) read
// once for every case.
var strikeKinds = func() (tab [units.HQ + 1][maps.SeaBridge + 1][maps.SeaBridge + 1]uint8) {
	for dk := range tab {
		for dt := range tab[dk] {
			for at := range tab[dk][dt] {
				d := game.Fighter{Kind: units.Kind(dk), Terrain: maps.Terrain(dt)}
				for ak := units.Infantry; ak <= units.HQ; ak++ {
					if game.Attacks(true, game.Fighter{Kind: ak, Terrain: maps.Terrain(at)}, d) {
						tab[dk][dt][at] |= 1 << ak
					}
				}
			}
		}
	}
	return tab
}()
