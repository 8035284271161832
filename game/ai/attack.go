package ai

import "slices"

// attacks plans the side's attacks before the other moves: again and again, the enemy
// unit whose attack gains most, by a group gathered from the units that can still reach
// the squares around it. Officer weighs each attack alone and only from squares that
// touch no other enemy; the General weighs the whole group in contact, with the
// battles cut the best way and every obliged contact covered (R14, R15), so it may
// also take on several enemies at once and pin some with small attacks.
func (pl *planner) attacks() {
	bc := newBattleCache()
	enemyLo, enemyHi := sideRange(pl.side.Opponent())
	t := pl.enemyThreat(nil)
	away := pl.outOfReach(t)
	for round := 0; round < 24; round++ {
		base := 0.0
		if plansAhead(pl.level) {
			base, _ = pl.battles(bc)
		}
		var best []placement
		bestGain := pl.st.attack
		for d := enemyLo; d < enemyHi; d++ {
			if !pl.p.onBoard(d) || pl.engaged(d) {
				continue
			}
			group := pl.gather(d)
			for n := 1; n <= len(group); n++ {
				if n < len(group) && counters[group[n].u].attack == 0 {
					continue
				}
				for _, pm := range group[:n] {
					pl.p.put(pm.u, pm.i)
					pl.placed |= 1 << (pm.u - pl.lo)
				}
				var gain float64
				if plansAhead(pl.level) {
					v, _ := pl.battles(bc)
					gain = v - base
				} else {
					gain = pl.single(group[:n], d)
				}
				gain -= pl.gambled(t, group[:n], d, away)
				for _, pm := range group[:n] {
					pl.placed &^= 1 << (pm.u - pl.lo)
					pl.p.put(pm.u, pl.start.Square(pm.u))
				}
				if gain > bestGain {
					bestGain, best = gain, slices.Clone(group[:n])
				}
			}
		}
		if best == nil {
			return
		}
		for _, pm := range best {
			pl.assign(pm.u, pm.i)
		}
	}
}

// placement is a unit and the square it is given.
type placement struct{ u, i int }

// engaged reports whether an enemy unit already touches one of the side's placed units.
func (pl *planner) engaged(d int) bool {
	for _, k := range pl.p.b.NeighbourIndexes(pl.p.Square(d)) {
		if v := pl.p.unit(k); v >= 0 && counters[v].side == pl.side && !pl.unplaced(v) && !counters[v].hq {
			return true
		}
	}
	return false
}

// gather lists the units that could attack enemy unit d and the squares they would
// take, strongest first: each free unit goes to a free square around d it can reach,
// the one touching fewest other enemies, then the one fewest other units could take.
// Officer uses only squares that touch no other enemy.
func (pl *planner) gather(d int) []placement {
	at := pl.p.Square(d)
	var slots []int
	dirt := map[int]int{}
	var buf []int
	for _, k := range pl.p.b.NeighbourIndexes(at) {
		if !pl.p.b.TerrainAt(k).Land() {
			continue
		}
		if v := pl.p.unit(k); v >= 0 && !(counters[v].side == pl.side && pl.free(v)) {
			continue
		}
		others := 0
		for _, e := range pl.p.enemiesNext(pl.side, k, buf) {
			if e != d && !pl.engaged(e) {
				others++
			}
		}
		if others > 0 && !(plansAhead(pl.level) && pl.kn.pin) {
			continue
		}
		slots = append(slots, k)
		dirt[k] = others
	}
	var cands []int
	for _, u := range pl.freeUnits() {
		if counters[u].hq {
			continue
		}
		for _, k := range slots {
			if pl.canReach(u, k) {
				cands = append(cands, u)
				break
			}
		}
	}
	reachCount := func(u int) int {
		n := 0
		for _, k := range slots {
			if pl.canReach(u, k) {
				n++
			}
		}
		return n
	}
	slices.SortStableFunc(cands, func(a, b int) int {
		if counters[a].attack != counters[b].attack {
			return counters[b].attack - counters[a].attack
		}
		return reachCount(a) - reachCount(b)
	})
	taken := map[int]bool{}
	var group []placement
	for _, u := range cands {
		best, bestScore := -1, 1<<30
		for _, k := range slots {
			if taken[k] || !pl.canReach(u, k) {
				continue
			}
			// a square held by another free unit is open only if that unit is elsewhere
			if v := pl.p.unit(k); v >= 0 && v != u {
				continue
			}
			others := 0
			for _, w := range cands {
				if w != u && pl.canReach(w, k) {
					others++
				}
			}
			score := dirt[k]*100 + others
			if k == pl.start.Square(u) {
				score -= 50 // staying put keeps the move for nothing else, but costs nothing
			}
			if score < bestScore {
				best, bestScore = k, score
			}
		}
		if best >= 0 {
			taken[best] = true
			group = append(group, placement{u, best})
		}
	}
	return group
}

// single is Officer's weighing of one attack: the battle alone, with the defender's
// ways out as the gathered attackers leave them (R19).
func (pl *planner) single(group []placement, d int) float64 {
	st := stakes{defend: counters[d].defend, need: counters[d].defend, defWorth: worth(d)}
	var att []int
	for _, pm := range group {
		att = append(att, pm.u)
		st.attack += counters[pm.u].attack
		st.attWorth += worth(pm.u)
	}
	if trapped(pl.p, d) {
		st.defTrapped = st.defWorth
	}
	st.exCost = exchangeCost(att, st.need)
	st.bonus = pl.ev.removalBonus(d)
	return st.value()
}

// outOfReach marks the free units that can end their move where no enemy unit can strike
// them next turn and no enemy touches them: they can get away.
func (pl *planner) outOfReach(t *influence) uint64 {
	var away uint64
	for _, u := range pl.freeUnits() {
		for _, i32 := range pl.ends[u-pl.lo] {
			i := int(i32)
			if v := pl.p.unit(i); v >= 0 && v != u {
				continue
			}
			if mask, _ := t.strikers(pl.p, i); mask == 0 && !pl.p.enemyNext(pl.side, i) {
				away |= 1 << (u - pl.lo)
				break
			}
		}
	}
	return away
}

// gambled is what an attack below 1-1 on enemy unit d puts at stake besides the battle:
// its attackers stay next to the enemy, and each that could have got away out of the
// enemy's reach is worth the blow the enemy can strike at it there next turn (weighed
// as the style weighs the enemy's answer). An attack at 1-1 or better pays for itself.
func (pl *planner) gambled(t *influence, group []placement, d int, away uint64) float64 {
	attack := 0
	for _, pm := range group {
		attack += counters[pm.u].attack
	}
	if odds(attack, counters[d].defend) >= 0 {
		return 0
	}
	cost := 0.0
	for _, pm := range group {
		if away&(1<<(pm.u-pl.lo)) != 0 {
			v, _ := t.blow(pl.p, pm.u, ^uint64(0), nil)
			cost += v
		}
	}
	return pl.st.danger * cost
}
