package game

import (
	"slices"

	"taktik/maps"
	"taktik/units"
)

// applyResolve rolls for one declared battle and carries out the result (R16–R19). It
// is refused until the declared battles cover every obliged contact, since no battle may
// be declared after the first roll (R15).
func (g *Game) applyResolve(a Action) (Action, error) {
	if g.st.Phase != PhaseCombat {
		return a, refuse("rule.resolve.battles.resolved")
	}
	if g.st.Pending.Kind != NoDecision {
		return a, g.pendingError()
	}
	if open := g.Uncovered(); len(open) > 0 {
		return a, refuse("rule.resolve.declare.battles", // R14, R15
			who(open[0][0]), whom(open[0][1]))
	}
	k := a.Index
	if k < 0 {
		for i, b := range g.st.Battles {
			if !b.Resolved {
				k = i
				break
			}
		}
		if k < 0 {
			return a, refuse("rule.resolve.no.battle")
		}
	}
	if k >= len(g.st.Battles) {
		return a, refuse("rule.resolve.no.battle.declared",
			k, len(g.st.Battles))
	}
	if g.st.Battles[k].Resolved {
		return a, refuse("rule.resolve.battle.already", k)
	}
	b := &g.st.Battles[k]
	b.Resolved = true
	if !b.Odds.Auto() {
		b.Die = g.st.Dice.Roll()
	}
	b.Result = CRT(b.Odds, b.Die)
	g.log(Event{Kind: EvRoll, Battle: k, Attack: b.Attack, Defend: b.Defend, Odds: b.Odds, Die: b.Die, Result: b.Result,
		Units: append(slices.Clone(b.Attackers), b.Defenders...)})
	att, def := b.Attackers, b.Defenders
	switch b.Result {
	case AE:
		g.eliminate(att...)
	case DE:
		g.eliminate(def...)
	case AB2:
		g.st.Pending = Decision{Kind: RetreatDecision, Side: g.st.Side.Opponent(), Battle: k, Units: slices.Clone(att)}
	case DB2:
		g.st.Pending = Decision{Kind: RetreatDecision, Side: g.st.Side, Battle: k, Units: slices.Clone(def)}
	case EX:
		need := 0
		for _, d := range def {
			need += catalog[d].DefenceValue() // R18: printed values, HQ as 1, no doubling
		}
		g.eliminate(def...)
		g.st.Pending = Decision{Kind: ExchangeDecision, Side: g.st.Side, Battle: k, Units: slices.Clone(att), Need: need}
	}
	g.settle()
	return Action{Kind: ActResolve, Unit: -1, Index: k}, nil
}

// pendingError says what the game is waiting for.
func (g *Game) pendingError() error {
	p := g.st.Pending
	if p.Kind == ReplaceDecision {
		return refuse("rule.resolve.pending.replace", sideWord(p.Side)) // R31
	}
	if p.Kind == ExchangeDecision {
		return refuse("rule.resolve.pending.exchange", sideWord(p.Side))
	}
	return refuse("rule.resolve.pending.retreat", sideWord(p.Side))
}

// eliminate takes units off the board for good, then checks the first victory
// condition (R22).
func (g *Game) eliminate(list ...int) {
	if len(list) == 0 {
		return
	}
	for _, u := range list {
		g.lift(u, Eliminated)
	}
	g.log(Event{Kind: EvEliminated, Units: slices.Clone(list)})
	g.checkAnnihilation()
}

// settle ends the pending decision when it is done, and takes it at once while it
// leaves exactly one choice; a decision that the game's end makes moot is dropped.
func (g *Game) settle() {
	for g.st.Pending.Kind != NoDecision {
		if g.st.Phase == PhaseDone {
			g.st.Pending = Decision{}
			return
		}
		if g.st.Pending.Kind == RetreatDecision && len(g.st.Pending.Units) == 0 {
			g.st.Pending = Decision{}
			return
		}
		opts := g.decisionActions()
		if len(opts) != 1 {
			return
		}
		g.log(Event{Kind: EvForced})
		if _, err := g.apply(opts[0]); err != nil {
			panic("game: the only choice of a decision was refused: " + err.Error())
		}
	}
}

// retreats lists unit u's retreat paths (R19, Layout.eachRetreatWay): two steps to a
// square at distance two from where it stands, neither square water (sea bridges
// excepted), enemy-held or next to an enemy, the final square empty. Steps obey R2; an
// occupied sea bridge cannot be passed. Advanced game: never into mountains but for
// mountain infantry (R24), and armour never into or through forest (R23): armour with no
// other way is lost (forestTrapped). In spring rain no step crosses a river but a road
// step over its bridge (R30).
func (g *Game) retreats(u int) [][2]maps.Square {
	// R19: the winner may not pick a forest way for armour while another exists
	return g.ways(u, g.FloodedRivers(), !g.advanced() || catalog[u].Kind != units.Armour)
}

// retreatWays lists the retreat paths of R19 with the terrain of R24, forest included.
// While the rivers are in flood no path crosses one but by a road step over its bridge
// (R30: spring rain bars retreats as it bars moves).
func (g *Game) retreatWays(u int) [][2]maps.Square { return g.ways(u, g.FloodedRivers(), true) }

// waysBack lists the retreat paths of R19 with the terrain of R24, forest included,
// whatever the weather.
func (g *Game) waysBack(u int) [][2]maps.Square { return g.ways(u, false, true) }

// ways lists the retreat paths of Layout.eachRetreatWay as squares.
func (g *Game) ways(u int, flooded, forest bool) [][2]maps.Square {
	var list [][2]maps.Square
	g.eachRetreatWay(u, flooded, forest, func(m, t int) {
		list = append(list, [2]maps.Square{g.board.SquareAt(m), g.board.SquareAt(t)})
	})
	return list
}

// floodedStep is the first step of unit u's retreat path p that crosses a river off its
// road bridge, and whether there is one while the rivers are in flood (R30).
func (g *Game) floodedStep(u int, p [2]maps.Square) (from, to maps.Square, ok bool) {
	if !g.FloodedRivers() {
		return from, to, false
	}
	from = g.st.Units[u].Square
	for _, to = range p {
		if FloodBarred(g.board, from, to) {
			return from, to, true
		}
		from = to
	}
	return from, to, false
}

// forestWay reports whether a retreat path enters forest on either square (R23).
func (g *Game) forestWay(p [2]maps.Square) bool {
	return g.board.Terrain(p[0]) == maps.Forest || g.board.Terrain(p[1]) == maps.Forest
}

// forestTrapped reports whether armour unit u can fall back only into or through forest
// (advanced game): it is lost (R19, R23).
func (g *Game) forestTrapped(u int) bool {
	return g.advanced() && catalog[u].Kind == units.Armour && len(g.retreats(u)) == 0 && len(g.retreatWays(u)) > 0
}

// decisionActions lists the answers to the pending decision.
func (g *Game) decisionActions() []Action {
	p := g.st.Pending
	var list []Action
	switch p.Kind {
	case RetreatDecision:
		for _, u := range p.Units {
			paths := g.retreats(u)
			if len(paths) == 0 {
				list = append(list, Action{Kind: ActRetreat, Unit: u, Index: -1})
				continue
			}
			seen := map[maps.Square]bool{}
			for _, path := range paths {
				if !seen[path[1]] { // one action per final square; the first way there
					seen[path[1]] = true
					list = append(list, Action{Kind: ActRetreat, Unit: u, Index: -1, To: path[1], Path: path[:]})
				}
			}
		}
	case ExchangeDecision:
		for _, set := range lossSets(p.Units, p.Need) {
			list = append(list, Action{Kind: ActLose, Unit: -1, Index: -1, Attackers: set})
		}
	case ReplaceDecision:
		list = g.replaceActions()
	}
	return list
}

// applyRetreat moves one beaten unit two squares, or eliminates it when it has no way
// out (R19).
func (g *Game) applyRetreat(a Action) (Action, error) {
	p := g.st.Pending
	if p.Kind != RetreatDecision {
		return a, refuse("rule.resolve.no.retreat")
	}
	u := a.Unit
	if !slices.Contains(p.Units, u) {
		return a, refuse("rule.resolve.not.among", who(u))
	}
	id := who(u)
	paths := g.retreats(u)
	if a.To == noSquare && len(a.Path) == 0 {
		if len(paths) > 0 {
			return a, refuse("rule.resolve.way.out", // R19
				id, paths[0][1])
		}
		if g.forestTrapped(u) {
			g.log(Event{Kind: EvForestLoss, Units: []int{u}})
		}
		g.removePending(u)
		g.eliminate(u)
		g.settle()
		return Action{Kind: ActRetreat, Unit: u, Index: -1}, nil
	}
	to := a.To
	if len(a.Path) > 0 {
		to = a.Path[len(a.Path)-1]
	}
	var chosen *[2]maps.Square
	for k := range paths {
		if asks(a, paths[k]) {
			chosen = &paths[k]
			break
		}
	}
	if chosen == nil || len(a.Path) > 2 || (a.To != noSquare && a.To != to) {
		if err := g.floodError(u, a, len(paths) > 0); err != nil {
			return a, err
		}
		if len(paths) == 0 {
			return a, refuse("rule.resolve.no.way", // R19
				id)
		}
		if g.advanced() && catalog[u].Kind == units.Armour && g.forestAsked(u, a) {
			return a, refuse("rule.resolve.cannot.retreat", // R19, R23
				id)
		}
		return a, refuse("rule.resolve.cannot.retreat.way", // R19
			id)
	}
	path := *chosen
	from := g.st.Units[u].Square
	g.put(u, path[1])
	g.removePending(u)
	g.log(Event{Kind: EvRetreat, Units: []int{u}, Path: []maps.Square{from, path[0], path[1]}})
	g.settle()
	return Action{Kind: ActRetreat, Unit: u, Index: -1, To: path[1], Path: []maps.Square{path[0], path[1]}}, nil
}

// asks reports whether a retreat action asks for path p: its final square, and its
// middle square when the action names one.
func asks(a Action, p [2]maps.Square) bool {
	to := a.To
	if len(a.Path) > 0 {
		to = a.Path[len(a.Path)-1]
	}
	return p[1] == to && (len(a.Path) < 2 || p[0] == a.Path[0])
}

// forestAsked reports whether a retreat action asks for one of armour u's forest ways.
func (g *Game) forestAsked(u int, a Action) bool {
	for _, p := range g.retreatWays(u) {
		if asks(a, p) && g.forestWay(p) {
			return true
		}
	}
	return false
}

// floodError says that the retreat unit u is asked to make would cross a river in flood
// (R30, R19), or nil when no way it asks for does; free tells whether the unit has
// another way out.
func (g *Game) floodError(u int, a Action, free bool) error {
	for _, p := range g.waysBack(u) {
		if !asks(a, p) {
			continue
		}
		if from, to, ok := g.floodedStep(u, p); ok {
			flood := g.floodClause(from, to)
			if !free {
				return refuse("rule.resolve.no.way.out", // R19, R30
					who(u), flood)
			}
			return refuse("rule.resolve.cannot.retreat.way.retreat", // R19, R30
				who(u), flood)
		}
	}
	return nil
}

// removePending takes a unit off the pending retreat list (a fresh slice: snapshots may
// share the old one).
func (g *Game) removePending(u int) {
	var rest []int
	for _, v := range g.st.Pending.Units {
		if v != u {
			rest = append(rest, v)
		}
	}
	g.st.Pending.Units = rest
}

// lossSets lists the attacker's possible exchange losses (R18): sets of the battle's
// attackers whose printed values reach need and from which no unit could be spared; the
// whole force when it falls short. Sets are in a stable order.
func lossSets(att []int, need int) [][]int {
	total := 0
	for _, u := range att {
		total += catalog[u].Combat()
	}
	if total <= need {
		return [][]int{slices.Clone(att)}
	}
	var list [][]int
	for m := 1; m < 1<<len(att); m++ {
		sum, least := 0, 1<<30
		var set []int
		for k, u := range att {
			if m&(1<<k) != 0 {
				set = append(set, u)
				sum += catalog[u].Combat()
				least = min(least, catalog[u].Combat())
			}
		}
		if sum >= need && sum-least < need {
			list = append(list, set)
		}
	}
	return list
}

// applyLose removes the attacker's chosen exchange losses (R18).
func (g *Game) applyLose(a Action) (Action, error) {
	p := g.st.Pending
	if p.Kind != ExchangeDecision {
		return a, refuse("rule.resolve.no.exchange")
	}
	want := slices.Clone(a.Attackers)
	slices.Sort(want)
	for _, set := range lossSets(p.Units, p.Need) {
		s := slices.Clone(set)
		slices.Sort(s)
		if slices.Equal(s, want) {
			g.st.Pending = Decision{}
			g.eliminate(set...)
			return Action{Kind: ActLose, Unit: -1, Index: -1, Attackers: set}, nil
		}
	}
	for _, u := range want {
		if !slices.Contains(p.Units, u) {
			return a, refuse("rule.resolve.did.not", who(u))
		}
	}
	return a, refuse("rule.resolve.losses.must", // R18
		p.Need)
}
