package ai

import (
	"math/bits"
	"slices"

	"taktik/units"
)

// threat is the influence map of one side's units: which of them can end a move next to
// each square in their next movement phase (R11–R13, searched on the imagined position),
// and so which squares they can strike. It is what the General calls "what the enemy can
// reach and attack next turn".
type threat struct {
	side  units.Side // whose units these are
	lo    int        // their first unit number
	ends  []uint64   // ends[k]: bit u-lo set when unit u can end its move on square k (or stands on it)
	units uint64     // the units counted
}

// newThreat searches the reach of every unit of side on p with a full movement
// allowance, leaving out the units for which skip says so.
func newThreat(p *position, r *reacher, side units.Side, skip func(u int) bool) *threat {
	t := &threat{side: side, ends: make([]uint64, p.b.Size())}
	t.lo, _ = sideRange(side)
	t.fill(p, r, skip)
	return t
}

func (t *threat) fill(p *position, r *reacher, skip func(u int) bool) {
	clear(t.ends)
	t.units = 0
	lo, hi := sideRange(t.side)
	saved := r.p
	r.p = p
	for u := lo; u < hi; u++ {
		if !p.onBoard(u) || counters[u].hq || (skip != nil && skip(u)) {
			continue
		}
		bit := uint64(1) << (u - lo)
		t.units |= bit
		t.ends[p.at[u]] |= bit
		for _, i := range r.search(u, counters[u].move) {
			if p.unit(int(i)) < 0 {
				t.ends[i] |= bit
			}
		}
	}
	r.p = saved
}

// strikers are the units that can stand next to square i after their move, and the
// number of squares around i they can stand on (each holds one attacker).
func (t *threat) strikers(p *position, i int) (mask uint64, slots int) {
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
func (t *threat) strongest(mask uint64, n int, dst []int) []int {
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
func (t *threat) blow(p *position, x int, avail uint64, buf []int) (float64, []int) {
	i := int(p.at[x])
	mask, slots := t.strikers(p, i)
	mask &= avail
	if mask == 0 {
		return 0, nil
	}
	att := t.strongest(mask, slots, buf)
	st := stakes{defend: counters[x].defend, need: counters[x].defend, defWorth: worth(x)}
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
func (t *threat) danger(p *position, side units.Side) float64 {
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
