package game

import "taktik/units"

// Legal lists the actions open to the side that must act now (Decider), in a stable
// order. The dice action, open at any time, is not listed.
//
//   - setup: start, remove a placed unit, place an unplaced one on a free bivouac square
//     of its side (R9);
//   - movement: each unit of the moving side × each square it can end on (the cheapest
//     way is taken), then (advanced game) each drop, landing and invasion, then endmove
//     unless an HQ next to an enemy can still get away and so must (R20);
//   - combat, while declaring: every battle that still leaves each obliged unit a
//     partner (R14, R15); once every contact is covered, (advanced game) the battles
//     nobody is obliged to fight, resolve for each unresolved battle, endturn when all
//     are resolved, and each marine's way back to sea after its attack (R27);
//   - optional rules: in combat before the first declaration, each nuclear strike that
//     hits an enemy (R33), after the rest; a pending replacement: each eliminated unit it
//     can afford × each square it may go onto, then `replace done` (R31);
//   - a pending retreat: each unit still to retreat × each final square, or its
//     elimination when it has no way out (R19); a pending exchange: each loss set (R18).
func (g *Game) Legal() []Action {
	switch g.st.Phase {
	case PhaseSetup:
		return g.setupActions()
	case PhaseMovement:
		if g.st.Pending.Kind != NoDecision {
			return g.decisionActions() // R31: replacements before the month's first move
		}
		return g.movementActions()
	case PhaseCombat:
		if g.st.Pending.Kind != NoDecision {
			return g.decisionActions()
		}
		if len(g.Uncovered()) > 0 {
			return g.appendNukes(g.legalBattles())
		}
		var list []Action
		if g.advanced() {
			// Battles nobody is obliged to fight may still be declared (R25: across a
			// river; R24: from the mountains); the basic game has none left by now.
			list = g.legalBattles()
		}
		open := 0
		for k, b := range g.st.Battles {
			if !b.Resolved {
				list = append(list, Action{Kind: ActResolve, Unit: -1, Index: k})
				open++
			}
		}
		if open == 0 {
			list = append(list, Action{Kind: ActEndTurn, Unit: -1, Index: -1})
		}
		list = g.appendNukes(list) // R33: before the first declaration
		if g.advanced() {
			for _, u := range g.sideUnits(g.st.Side) {
				list = g.appendOperations(list, u) // R27: marines back to sea
			}
		}
		return list
	}
	return nil
}

// AutoChooser picks one of the legal answers to a pending decision for Auto. The
// default, SimpleChoice, is deliberately plain; the AI replaces it with its own.
var AutoChooser func(g *Game, legal []Action) Action = SimpleChoice

// SimpleChoice answers a decision the simple way: the exchange losses with the fewest
// combat points (then the fewest units), otherwise the first legal action (for
// replacements the engine lists first the armour, then the others by number, each into
// the city nearest the enemy, R31).
func SimpleChoice(g *Game, legal []Action) Action {
	best := legal[0]
	if best.Kind != ActLose {
		return best
	}
	cost := func(a Action) int {
		n := 0
		for _, u := range a.Attackers {
			n += catalog[u].Combat()*10 + 1
		}
		return n
	}
	for _, a := range legal[1:] {
		if cost(a) < cost(best) {
			best = a
		}
	}
	return best
}

// Auto makes the pending decision with AutoChooser and applies it (the protocol's
// `auto`). It returns the action taken.
func (g *Game) Auto() (Action, error) {
	if g.st.Pending.Kind == NoDecision {
		return Action{}, refuse("rule.legal.no.decision")
	}
	legal := g.decisionActions()
	a := AutoChooser(g, legal)
	if err := g.Apply(a); err != nil {
		return a, err
	}
	return g.st.History[len(g.st.History)-1].clone(), nil
}

// movementActions lists every move of the moving side and endmove. The end squares are
// gathered first so that the list is allocated once: a phase offers thousands of moves.
func (g *Game) movementActions() []Action {
	pairs := g.pairs[:0]
	lo := int(g.st.Side) * units.PerSide
	for u := lo; u < lo+units.PerSide; u++ {
		if g.st.Units[u].Status == OnBoard && g.st.Units[u].Left > 0 {
			g.explore(u)
			for _, i := range g.found {
				pairs = append(pairs, [2]int32{int32(u), i})
			}
		}
	}
	g.pairs = pairs
	ops := 0
	if g.advanced() {
		ops = g.countOperations()
	}
	list := make([]Action, len(pairs), len(pairs)+ops+1)
	for k, p := range pairs {
		list[k] = Action{Kind: ActMove, Unit: int(p[0]), Index: -1, To: g.board.SquareAt(int(p[1]))}
	}
	if ops > 0 {
		for u := lo; u < lo+units.PerSide; u++ {
			if g.st.Units[u].Ops != 0 {
				list = g.appendOperations(list, u)
			}
		}
	}
	if _, _, must := g.hqMustLeave(); must {
		return list // R20: an HQ in contact that can get away must, before the movement ends
	}
	return append(list, Action{Kind: ActEndMove, Unit: -1, Index: -1})
}
