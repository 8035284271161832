package game

import (
	"slices"

	"taktik/units"
)

// Contacts lists the obliged attacker–defender pairs of the moving side (R14): every
// unit of the moving side next to an enemy must attack and every enemy next to one of
// them must be attacked, HQs never attacking. Pairs are in unit-number order.
func (g *Game) Contacts() [][2]int {
	var list [][2]int
	if g.st.Phase != PhaseCombat && g.st.Phase != PhaseMovement {
		return nil
	}
	for _, a := range g.sideUnits(g.st.Side) {
		g.eachEnemyNext(a, func(d int) {
			if g.mustFight(a, d) {
				list = append(list, [2]int{a, d})
			}
		})
	}
	return list
}

// Uncovered lists the obliged pairs whose attacker has not attacked or whose defender
// has not been attacked in a declared battle; the combat phase cannot end while any
// remain (R14, R15).
func (g *Game) Uncovered() [][2]int {
	var list [][2]int
	for _, p := range g.Contacts() {
		if !g.st.Units[p[0]].Attacked || !g.st.Units[p[1]].Defended {
			list = append(list, p)
		}
	}
	return list
}

// sideUnits lists a side's units on the board.
func (g *Game) sideUnits(side units.Side) []int {
	list := make([]int, 0, units.PerSide)
	lo := int(side) * units.PerSide
	for u := lo; u < lo+units.PerSide; u++ {
		if g.st.Units[u].Status == OnBoard {
			list = append(list, u)
		}
	}
	return list
}

// eachEnemyNext calls f for each enemy unit next to unit u, in square order.
func (g *Game) eachEnemyNext(u int, f func(d int)) {
	side := catalog[u].Side
	i := g.board.Index(g.st.Units[u].Square)
	if g.zoc[side.Opponent()][i] == 0 {
		return
	}
	for _, j := range g.board.NeighbourIndexes(i) {
		if v := g.at(j); v >= 0 && catalog[v].Side != side {
			f(v)
		}
	}
}

// declaring reports whether battles may still be declared: in the combat phase, before
// the first battle is resolved (R15).
func (g *Game) declaring() bool {
	if g.st.Phase != PhaseCombat || g.st.Pending.Kind != NoDecision {
		return false
	}
	for _, b := range g.st.Battles {
		if b.Resolved {
			return false
		}
	}
	return true
}

// checkBattle says whether a battle may be declared now (R14, R15).
func (g *Game) checkBattle(att, def []int) error {
	if g.st.Phase != PhaseCombat {
		return refuse("rule.combat.battles.declared")
	}
	if !g.declaring() {
		return refuse("rule.combat.all.battles") // R15
	}
	if len(att) == 0 || len(def) == 0 {
		return refuse("rule.combat.battle.needs")
	}
	seen := map[int]bool{}
	for k, list := range [2][]int{att, def} {
		for _, u := range list {
			if u < 0 || u >= NumUnits {
				return refuse("rule.combat.no.unit", u)
			}
			if seen[u] {
				return refuse("rule.combat.named.twice", who(u))
			}
			seen[u] = true
			us := g.st.Units[u]
			switch {
			case us.Status != OnBoard:
				return refuse("rule.combat.not.board", who(u))
			case k == 0 && catalog[u].Side != g.st.Side:
				return refuse("rule.combat.cannot.attack", who(u))
			case k == 1 && catalog[u].Side == g.st.Side:
				return refuse("rule.combat.cannot.attacked", who(u))
			case k == 0 && catalog[u].Kind == units.HQ: // R14
				return refuse("rule.combat.headquarters.never", who(u))
			case k == 0 && us.Attacked: // R14
				return refuse("rule.combat.already.attacked", who(u))
			case k == 1 && us.Defended: // R14
				return refuse("rule.combat.already.been", who(u))
			}
		}
	}
	for _, a := range att {
		for _, d := range def {
			if !g.adjacentUnits(a, d) {
				return refuse("rule.combat.not.next", // R15
					who(a), beside(d))
			}
			if !g.mayAttack(a, d) {
				return g.attackError(a, d)
			}
		}
	}
	if u, ok := g.strandedBy(att, def); ok {
		return refuse("rule.combat.battle.would", // R14
			whom(u))
	}
	return nil
}

// strandedBy finds an obliged unit that would be left with no partner if the battle
// att against def were declared. While no such unit exists, the remaining obligations
// can always be covered: a minimal set of pairs covering them is a forest of stars, and
// each star is a legal battle (R15).
func (g *Game) strandedBy(att, def []int) (int, bool) {
	taken := func(u int, list []int) bool { return slices.Contains(list, u) }
	free := func(u int) bool {
		us := g.st.Units[u]
		if catalog[u].Side == g.st.Side {
			return !us.Attacked && !taken(u, att)
		}
		return !us.Defended && !taken(u, def)
	}
	for _, p := range g.Contacts() {
		for k, u := range p {
			if !free(u) {
				continue
			}
			partner := false
			if k == 0 {
				g.eachEnemyNext(u, func(d int) { partner = partner || (free(d) && g.mayAttack(u, d)) })
			} else {
				g.eachEnemyNext(u, func(a int) { partner = partner || (free(a) && g.mayAttack(a, u)) })
			}
			if !partner {
				return u, true
			}
		}
	}
	return -1, false
}

// applyBattle declares one battle (R15).
func (g *Game) applyBattle(a Action) (Action, error) {
	if err := g.checkBattle(a.Attackers, a.Defenders); err != nil {
		return a, err
	}
	att := slices.Clone(a.Attackers)
	def := slices.Clone(a.Defenders)
	slices.Sort(att)
	slices.Sort(def)
	b := Battle{Attackers: att, Defenders: def}
	b.Attack, b.Defend = g.strength(att, def)
	b.Odds = ComputeOdds(b.Attack, b.Defend)
	for _, u := range att {
		g.st.Units[u].Attacked = true
	}
	for _, u := range def {
		g.st.Units[u].Defended = true
	}
	g.st.Battles = append(g.st.Battles, b)
	g.log(Event{Kind: EvBattle, Battle: len(g.st.Battles) - 1, Units: append(slices.Clone(att), def...),
		Attack: b.Attack, Defend: b.Defend, Odds: b.Odds})
	return Action{Kind: ActBattle, Unit: -1, Index: -1, Attackers: att, Defenders: def}, nil
}

// strength sums the attackers' combat values and the defenders' defence (R16).
func (g *Game) strength(att, def []int) (attack, defend int) {
	for _, u := range att {
		attack += catalog[u].Combat()
	}
	for _, u := range def {
		defend += g.defence(att, u)
	}
	return attack, defend
}

// Preview is what a battle would be, without declaring it.
type Preview struct {
	Attack, Defend int
	Odds           Odds
	Doubled        bool // a defender's value is doubled by a river (advanced game, R25)
	Outcomes       map[Result]float64
}

// Preview computes the odds of a battle and the chance of each result, changing
// nothing. The units must be on the board, of opposite sides, and every attacker next to
// every defender; whether the battle could be declared now is not checked.
func (g *Game) Preview(att, def []int) (Preview, error) {
	if len(att) == 0 || len(def) == 0 {
		return Preview{}, refuse("rule.combat.battle.needs")
	}
	for _, list := range [2][]int{att, def} {
		for _, u := range list {
			if u < 0 || u >= NumUnits || g.st.Units[u].Status != OnBoard {
				return Preview{}, refuse("rule.combat.not.board", who(u))
			}
		}
	}
	side := catalog[att[0]].Side
	for _, a := range att {
		if catalog[a].Side != side || catalog[a].Kind == units.HQ {
			return Preview{}, refuse("rule.combat.cannot.among", who(a))
		}
		for _, d := range def {
			if catalog[d].Side == side {
				return Preview{}, refuse("rule.combat.attackers.side", who(d))
			}
			if !g.adjacentUnits(a, d) {
				return Preview{}, refuse("rule.combat.not.next.short", who(a), beside(d))
			}
		}
	}
	p := Preview{}
	p.Attack, p.Defend = g.strength(att, def)
	for _, d := range def {
		p.Doubled = p.Doubled || g.doubled(att, d)
	}
	p.Odds = ComputeOdds(p.Attack, p.Defend)
	p.Outcomes = Outcomes(p.Odds)
	return p, nil
}

// legalBattles lists every battle that may be declared now and still leaves every
// obliged unit a partner. Each battle is found once: its lowest-numbered attacker a,
// a set of defenders next to a, then any set of the other attackers next to all of them.
func (g *Game) legalBattles() []Action {
	if !g.declaring() {
		return nil
	}
	var list []Action
	for _, a := range g.sideUnits(g.st.Side) {
		if g.st.Units[a].Attacked || catalog[a].Kind == units.HQ {
			continue
		}
		var near []int
		g.eachEnemyNext(a, func(d int) {
			if !g.st.Units[d].Defended && g.mayAttack(a, d) {
				near = append(near, d)
			}
		})
		slices.Sort(near)
		for dm := 1; dm < 1<<len(near); dm++ {
			var def []int
			for k, d := range near {
				if dm&(1<<k) != 0 {
					def = append(def, d)
				}
			}
			var more []int // further attackers next to every defender of the set
			for _, b := range g.sideUnits(g.st.Side) {
				if b <= a || g.st.Units[b].Attacked || catalog[b].Kind == units.HQ {
					continue
				}
				ok := true
				for _, d := range def {
					ok = ok && g.adjacentUnits(b, d) && g.mayAttack(b, d)
				}
				if ok {
					more = append(more, b)
				}
			}
			for am := 0; am < 1<<len(more); am++ {
				att := []int{a}
				for k, b := range more {
					if am&(1<<k) != 0 {
						att = append(att, b)
					}
				}
				if _, bad := g.strandedBy(att, def); bad {
					continue
				}
				list = append(list, Action{Kind: ActBattle, Unit: -1, Index: -1, Attackers: att, Defenders: slices.Clone(def)})
			}
		}
	}
	return list
}

// attackError says why attacker a may not attack defender d (R14, R23, R24).
func (g *Game) attackError(a, d int) error {
	switch {
	case g.advanced() && catalog[a].Kind == units.Armour && g.inForest(d): // R23
		return refuse("rule.combat.may.not",
			who(a), whom(d))
	case g.advanced() && catalog[d].Kind == units.Mountain && g.inMountains(d): // R24
		return refuse("rule.combat.may.not.attack",
			who(a), whom(d))
	}
	return refuse("rule.combat.may.not.short", who(a), whom(d))
}
