package ai

import (
	"math"
	"math/bits"
	"slices"

	"taktik/game"
	"taktik/units"
)

// contact is a group of units in touch, the attackers of one side and the defenders
// they touch, out of which the battles of a combat phase are cut (R14, R15): every
// attacker fights once, every defender is fought once, and in each battle every
// attacker touches every defender.
type contact struct {
	att, def   []int        // unit numbers
	touch      []uint64     // touch[a]: bit d set when attacker a touches defender d and may attack it
	layout     *game.Layout // where they stand, for the river doubling of each battle (nil: none)
	mustAtt    uint64       // attackers obliged to fight (R14)
	mustDef    uint64       // defenders obliged to be fought
	bonus      []float64
	attTrapped []bool
	defTrapped []bool
}

// battlePlan is one battle of a partition, as masks over a contact's att and def.
type battlePlan struct{ att, def uint64 }

// maxContact bounds the exact search: larger groups are cut greedily.
const maxContact = 20

// solver searches the partitions of a contact for the one of greatest expected value
// (the exact CRT odds of every battle, R17), remembering solved remainders.
type solver struct {
	c      *contact
	memo   map[[2]uint64]solved
	budget int // battles still to be weighed before giving up on the exact search
	cache  map[[2]uint64]float64
}

type solved struct {
	value float64
	pick  battlePlan
}

const infeasible = -1e9

// battleValue weighs one battle given as masks.
func (s *solver) battleValue(am, dm uint64) float64 {
	key := [2]uint64{am, dm}
	if v, ok := s.cache[key]; ok {
		return v
	}
	c := s.c
	var st stakes
	var att []int
	for a := am; a != 0; a &= a - 1 {
		k := bits.TrailingZeros64(a)
		u := c.att[k]
		att = append(att, u)
		st.attack += counters[u].attack
		st.attWorth += worth(u)
		if c.attTrapped[k] {
			st.attTrapped += worth(u)
		}
	}
	for d := dm; d != 0; d &= d - 1 {
		k := bits.TrailingZeros64(d)
		u := c.def[k]
		if c.layout != nil && c.layout.Doubled(att, u) {
			st.defend += 2 * counters[u].defend // the engine's Game.defence (R16, R25)
		} else {
			st.defend += counters[u].defend
		}
		st.need += counters[u].defend
		st.defWorth += worth(u)
		if c.defTrapped[k] {
			st.defTrapped += worth(u)
		}
		st.bonus += c.bonus[k]
	}
	st.exCost = exchangeCost(att, st.need)
	v := st.value()
	s.cache[key] = v
	return v
}

// best finds the partition of greatest value; ok is false when the search ran over its
// budget (the caller then cuts greedily).
func (c *contact) best(budget int) (plan []battlePlan, value float64, ok bool) {
	plan, value, ok, _ = c.bestCounted(budget)
	return plan, value, ok
}

// bestCounted is best, also telling how many battles it weighed.
func (c *contact) bestCounted(budget int) (plan []battlePlan, value float64, ok bool, used int) {
	s := &solver{c: c, memo: map[[2]uint64]solved{}, budget: budget, cache: map[[2]uint64]float64{}}
	v := s.solve(0, 0)
	used = budget - max(s.budget, 0)
	if s.budget < 0 {
		return nil, 0, false, used
	}
	if v <= infeasible/2 {
		return nil, v, false, used
	}
	var ac, dc uint64
	for {
		r, found := s.memo[[2]uint64{ac, dc}]
		if !found || r.pick.att == 0 {
			break
		}
		plan = append(plan, r.pick)
		ac |= r.pick.att
		dc |= r.pick.def
	}
	return plan, v, true, used
}

// solve is the best value of covering what is left once the attackers in ac and the
// defenders in dc are spent.
func (s *solver) solve(ac, dc uint64) float64 {
	key := [2]uint64{ac, dc}
	if r, ok := s.memo[key]; ok {
		return r.value
	}
	c := s.c
	nd := len(c.def)
	// The most constrained obliged defender goes first: it has the fewest attackers left.
	pick, fewest := -1, 99
	for d := 0; d < nd; d++ {
		if dc&(1<<d) != 0 || c.mustDef&(1<<d) == 0 {
			continue
		}
		n := 0
		for a := range c.att {
			if ac&(1<<a) == 0 && c.touch[a]&(1<<d) != 0 {
				n++
			}
		}
		if n < fewest {
			pick, fewest = d, n
		}
	}
	if pick < 0 {
		// Every obliged defender is fought: obliged attackers left over must still find
		// a defender, which is impossible once all of theirs are spent.
		for a := range c.att {
			if ac&(1<<a) == 0 && c.mustAtt&(1<<a) != 0 {
				free := c.touch[a] &^ dc
				if free == 0 {
					s.memo[key] = solved{value: infeasible}
					return infeasible
				}
				// It may attack an unobliged defender (advanced game): fight it alone.
				d := bits.TrailingZeros64(free)
				v := s.battleValue(1<<a, 1<<d) + s.solve(ac|1<<a, dc|1<<d)
				s.memo[key] = solved{value: v, pick: battlePlan{1 << a, 1 << d}}
				return v
			}
		}
		s.memo[key] = solved{}
		return 0
	}
	var cand []int
	for a := range c.att {
		if ac&(1<<a) == 0 && c.touch[a]&(1<<pick) != 0 {
			cand = append(cand, a)
		}
	}
	best := solved{value: infeasible}
	if len(cand) == 0 {
		s.memo[key] = best
		return infeasible
	}
	for m := 1; m < 1<<len(cand); m++ {
		var am uint64
		common := ^uint64(0)
		for k, a := range cand {
			if m&(1<<k) != 0 {
				am |= 1 << a
				common &= c.touch[a]
			}
		}
		common &^= dc | 1<<pick
		// the extra defenders: every subset of those all chosen attackers touch
		extra := []uint64{0}
		for d := common; d != 0; d &= d - 1 {
			bit := d & -d
			for _, e := range extra {
				extra = append(extra, e|bit)
			}
			if len(extra) > 16 {
				break
			}
		}
		for _, e := range extra {
			dm := uint64(1)<<pick | e
			s.budget--
			if s.budget < 0 {
				s.memo[key] = best
				return best.value
			}
			v := s.battleValue(am, dm)
			rest := s.solve(ac|am, dc|dm)
			if rest <= infeasible/2 {
				continue
			}
			if v+rest > best.value {
				best = solved{value: v + rest, pick: battlePlan{am, dm}}
			}
		}
	}
	s.memo[key] = best
	return best.value
}

// greedy cuts a contact too large for the exact search: the most constrained defender
// first, each time the best battle that leaves every obliged unit a partner.
func (c *contact) greedy() (plan []battlePlan, value float64) {
	s := &solver{c: c, cache: map[[2]uint64]float64{}}
	var ac, dc uint64
	for {
		pick, fewest := -1, 99
		for d := range c.def {
			if dc&(1<<d) != 0 || c.mustDef&(1<<d) == 0 {
				continue
			}
			n := 0
			for a := range c.att {
				if ac&(1<<a) == 0 && c.touch[a]&(1<<d) != 0 {
					n++
				}
			}
			if n > 0 && n < fewest {
				pick, fewest = d, n
			}
		}
		if pick < 0 {
			break
		}
		var cand []int
		for a := range c.att {
			if ac&(1<<a) == 0 && c.touch[a]&(1<<pick) != 0 {
				cand = append(cand, a)
			}
		}
		// attackers sorted strongest first; try growing prefixes with the defender alone
		slices.SortStableFunc(cand, func(x, y int) int { return counters[c.att[y]].attack - counters[c.att[x]].attack })
		bestV, bestA := math.Inf(-1), uint64(0)
		for k := range cand {
			var am uint64
			for _, a := range cand[:k+1] {
				am |= 1 << a
			}
			if !c.feasibleAfter(ac|am, dc|1<<pick) {
				continue
			}
			if v := s.battleValue(am, 1<<pick); v > bestV {
				bestV, bestA = v, am
			}
		}
		if bestA == 0 {
			bestA = 1 << cand[0]
			bestV = s.battleValue(bestA, 1<<pick)
		}
		plan = append(plan, battlePlan{bestA, 1 << pick})
		value += bestV
		ac |= bestA
		dc |= 1 << pick
	}
	// obliged attackers left over join a battle of a defender they touch when they can
	for a := range c.att {
		if ac&(1<<a) != 0 || c.mustAtt&(1<<a) == 0 {
			continue
		}
		for k := range plan {
			if c.touch[a]&plan[k].def == plan[k].def {
				value -= s.battleValue(plan[k].att, plan[k].def)
				plan[k].att |= 1 << a
				value += s.battleValue(plan[k].att, plan[k].def)
				ac |= 1 << a
				break
			}
		}
	}
	return plan, value
}

// feasibleAfter reports whether every obliged unit still has a free partner once the
// attackers in ac and defenders in dc are spent (the engine's test, R14, R15).
func (c *contact) feasibleAfter(ac, dc uint64) bool {
	for a := range c.att {
		if ac&(1<<a) == 0 && c.mustAtt&(1<<a) != 0 && c.touch[a]&^dc == 0 {
			return false
		}
	}
	for d := range c.def {
		if dc&(1<<d) != 0 || c.mustDef&(1<<d) == 0 {
			continue
		}
		ok := false
		for a := range c.att {
			ok = ok || (ac&(1<<a) == 0 && c.touch[a]&(1<<d) != 0)
		}
		if !ok {
			return false
		}
	}
	return true
}

// contacts splits the touching units of an attacking side into independent groups.
// Units in skip (already in a declared battle) are left out. Pairs that may fight are
// linked; those that must (R14: in the basic game every touching pair) are obliged.
// bonus gives the extra worth of removing a defender.
func contacts(p *position, side units.Side, advanced bool, skip func(u int) bool, bonus func(d int) float64) []*contact {
	lo, hi := sideRange(side)
	var attackers []int
	for u := lo; u < hi; u++ {
		if p.onBoard(u) && !counters[u].hq && !skip(u) && p.enemyNext(side, p.Square(u)) {
			attackers = append(attackers, u)
		}
	}
	// union-find over attackers and the defenders they touch
	group := map[int]int{}
	find := func(x int) int {
		for group[x] != x {
			group[x] = group[group[x]]
			x = group[x]
		}
		return x
	}
	union := func(x, y int) {
		if _, ok := group[x]; !ok {
			group[x] = x
		}
		if _, ok := group[y]; !ok {
			group[y] = y
		}
		group[find(x)] = find(y)
	}
	var buf []int
	for _, a := range attackers {
		union(a, a)
		buf = p.enemiesNext(side, p.Square(a), buf)
		for _, d := range buf {
			if !skip(d) {
				union(a, d)
			}
		}
	}
	byRoot := map[int]*contact{}
	var list []*contact
	for _, a := range attackers {
		r := find(a)
		c := byRoot[r]
		if c == nil {
			c = &contact{}
			byRoot[r] = c
			list = append(list, c)
		}
		c.att = append(c.att, a)
	}
	for _, c := range list {
		for _, a := range c.att {
			buf = p.enemiesNext(side, p.Square(a), buf)
			for _, d := range buf {
				if !skip(d) && !slices.Contains(c.def, d) {
					c.def = append(c.def, d)
				}
			}
		}
		slices.Sort(c.def)
		c.touch = make([]uint64, len(c.att))
		if advanced {
			c.layout = p.Layout
		}
		c.attTrapped = make([]bool, len(c.att))
		c.defTrapped = make([]bool, len(c.def))
		c.bonus = make([]float64, len(c.def))
		for k, a := range c.att {
			for j, d := range c.def {
				if !p.adjacent(p.Square(a), p.Square(d)) || !p.MayAttack(a, d) {
					continue // game.Layout.MayAttack: R14, R23, R24
				}
				c.touch[k] |= 1 << j
				if p.MustFight(a, d) { // game.Layout.MustFight: R14, R24, R25
					c.mustAtt |= 1 << k
					c.mustDef |= 1 << j
				}
			}
			c.attTrapped[k] = trapped(p, a)
		}
		for j, d := range c.def {
			c.defTrapped[j] = trapped(p, d)
			if bonus != nil {
				c.bonus[j] = bonus(d)
			}
		}
	}
	return list
}

// cut finds the battles of a contact: the exact search when the group is small enough
// and the budget of battles to weigh lasts, else the greedy cut. It tells how much of the
// budget it used.
func (c *contact) cut(budget int) ([]battlePlan, float64, int) {
	used := 0
	if budget > 0 && len(c.att) <= maxContact && len(c.def) <= maxContact {
		plan, v, ok, n := c.bestCounted(budget)
		if ok {
			return plan, v, n
		}
		used = n
	}
	plan, v := c.greedy()
	return plan, v, used
}

// units lists the unit numbers of a battle plan.
func (c *contact) units(b battlePlan) (att, def []int) {
	for m := b.att; m != 0; m &= m - 1 {
		att = append(att, c.att[bits.TrailingZeros64(m)])
	}
	for m := b.def; m != 0; m &= m - 1 {
		def = append(def, c.def[bits.TrailingZeros64(m)])
	}
	return att, def
}
