package ai

import (
	"slices"

	"taktik/game"
)

// combatStep is the next action of a combat phase with no decision pending: declare the
// battles (R14, R15), then resolve them, then end the turn.
func combatStep(g *game.Game, legal []game.Action, level Level, mem *memory) game.Action {
	// An atomic strike (R33) is fired before the battles when one destroys enough.
	if level >= Officer {
		if a := bestNuke(g, legal); a.Kind != game.ActNone {
			return a
		}
	}
	var battles, resolves []game.Action
	for _, a := range legal {
		switch a.Kind {
		case game.ActBattle:
			battles = append(battles, a)
		case game.ActResolve:
			resolves = append(resolves, a)
		}
	}
	switch {
	case len(battles) > 0 && level == Recruit:
		return simpleBattle(g, battles)
	case len(battles) > 0:
		plan := planBattles(g, level)
		steps := rehearse(g, plan)
		if steps[0].act.Kind == game.ActBattle {
			mem.learn(steps, level)
			return steps[0].act
		}
		return simpleBattle(g, battles)
	case len(resolves) > 0:
		return resolveOrder(g, resolves)
	}
	for _, a := range legal {
		if a.Kind == game.ActEndTurn {
			return a
		}
	}
	return legal[0]
}

// simpleBattle is Recruit's grouping: the first enemy still to be fought, by every free
// attacker next to it, or the strongest battle the engine allows against it.
func simpleBattle(g *game.Game, battles []game.Action) game.Action {
	open := g.Uncovered()
	target := -1
	for _, pr := range open {
		if !g.Unit(pr[1]).Defended {
			target = pr[1]
			break
		}
	}
	best, bestAttack := battles[0], -1
	for _, a := range battles {
		if target >= 0 && (len(a.Defenders) != 1 || a.Defenders[0] != target) {
			continue
		}
		attack := 0
		for _, u := range a.Attackers {
			attack += counters[u].attack
		}
		if attack > bestAttack {
			best, bestAttack = a, attack
		}
	}
	return best
}

// resolveOrder rolls the battle with the best odds first: it is the least likely to
// cost attackers, whose squares may be some other battle's way out (R19).
func resolveOrder(g *game.Game, resolves []game.Action) game.Action {
	all := g.Battles()
	best := resolves[0]
	for _, a := range resolves[1:] {
		if all[a.Index].Odds > all[best.Index].Odds {
			best = a
		}
	}
	return best
}

// offizierCutBudget is the battles the Officer's combat phase weighs in the exact
// partition search before falling back on the greedy cut: enough for the small groups in
// contact a movement makes.
const offizierCutBudget = 2000

// planBattles cuts the units in contact into the battles of greatest expected value
// (R15–R18) and lists them as actions to declare.
func planBattles(g *game.Game, level Level) []game.Action {
	p := positionOf(g)
	side := g.Side()
	must := map[int]bool{}
	for _, pr := range g.Contacts() {
		must[pr[0]], must[pr[1]] = true, true
	}
	skip := func(u int) bool {
		us := g.Unit(u)
		return us.Attacked || us.Defended
	}
	ev := newEvaluator(g, p, side, knobsOf(level).lastStand)
	// The contacts are made: the exact search finds the soak-offs (a 1-1 on one enemy so
	// that the armour lands a 6-1 on its neighbour) that the greedy cut misses. The
	// Officer searches with a smaller budget, the General with the larger one.
	budget := 20000
	if level == Officer {
		budget = offizierCutBudget
	}
	var plan []game.Action
	for _, c := range contacts(p, side, g.Options().Mode == game.Advanced, skip, ev.removalBonus) {
		c.mustAtt, c.mustDef = 0, 0
		for k, a := range c.att {
			if must[a] {
				c.mustAtt |= 1 << k
			}
		}
		for k, d := range c.def {
			if must[d] {
				c.mustDef |= 1 << k
			}
		}
		cut, _, _ := c.cut(budget)
		for _, b := range cut {
			att, def := c.units(b)
			slices.Sort(att)
			slices.Sort(def)
			plan = append(plan, game.Action{Kind: game.ActBattle, Unit: -1, Index: -1, Attackers: att, Defenders: def})
		}
	}
	return plan
}
