package game

import (
	"slices"

	"taktik/maps"
	"taktik/units"
)

// Replacements (R31, optional): at the start of March, June, September and December
// each side gets a point for every city of its own country it holds with no enemy unit
// in it (Red at most 7, Blue at most 5), and rebuilds eliminated units with them:
// infantry-type divisions cost 1, armour 2, HQs never come back. A rebuilt unit goes onto
// an empty square of such a city, one per city; when no city can take it, into the
// side's REPLACEMENT bivouac area, unless an enemy unit stands there. Points not spent
// are lost. Both sides rebuild at the start of the month, the first side first, each as
// a decision (`replace UNIT SQUARE`, `replace done`) before the first side moves.

// ReplacementCap is the most replacement points a side can get in a period (R31).
var ReplacementCap = [2]int{units.Red: 7, units.Blue: 5}

// EvenReplacementCap is the cap of the house rule Options.EvenReplacements: the same
// for both sides, Blue's cap of R31. With the rulebook's caps Red wins most games with
// every optional rule (docs/ai.md); this evens the points out.
const EvenReplacementCap = 5

// replacementCap is the most points side can get in a period under this game's rules.
func (o Options) replacementCap(side units.Side) int {
	if o.EvenReplacements {
		return min(ReplacementCap[side], EvenReplacementCap)
	}
	return ReplacementCap[side]
}

// ReplacementCost is what rebuilding unit n costs (R31): 1 for an infantry-type
// division, 2 for armour, 0 for an HQ, which never comes back.
func ReplacementCost(n int) int {
	switch k := catalog[n].Kind; {
	case k == units.Armour:
		return 2
	case k.Footsoldier():
		return 1
	}
	return 0
}

// ReplacementPoints is what a side still has to spend in this replacement period (R31);
// 0 outside one.
func (g *Game) ReplacementPoints(side units.Side) int { return g.st.Points[side] }

// replacementPoints counts the cities of the side's own country it holds with no enemy
// unit in them, up to its cap (R31, or the house rule's even cap).
func (g *Game) replacementPoints(side units.Side) int {
	n := 0
	for k, c := range g.board.Cities {
		if c.Side == side && g.st.Owners[k] == side && !g.enemyInCity(side, k) {
			n++
		}
	}
	return min(n, g.st.Options.replacementCap(side))
}

// openReplacements starts a replacement period at the start of the month (R31): both
// sides' points are counted now, then each side rebuilds in turn.
func (g *Game) openReplacements() {
	for _, side := range units.Sides {
		g.st.Points[side] = g.replacementPoints(side)
		g.log(Event{Kind: EvReplacements, Owner: side, Count: g.st.Points[side]})
	}
	g.st.Refilled = nil
	g.nextReplacer(g.st.Options.First)
}

// nextReplacer hands the decision to side if it can rebuild anything, else closes its
// replacements and goes on to the other side (after the first) or to the player turn.
func (g *Game) nextReplacer(side units.Side) {
	for {
		if list := g.rebuildable(side); len(list) > 0 {
			g.st.Pending = Decision{Kind: ReplaceDecision, Side: side, Units: list, Need: g.st.Points[side]}
			return
		}
		g.closeReplacements(side)
		if side != g.st.Options.First {
			break
		}
		side = side.Opponent()
	}
	g.st.Pending = Decision{}
	g.st.Refilled = nil
	g.openTurn()
}

// closeReplacements ends a side's replacements: what it has not spent is lost (R31).
func (g *Game) closeReplacements(side units.Side) {
	if left := g.st.Points[side]; left > 0 {
		g.log(Event{Kind: EvReplaceEnd, Owner: side, Count: left})
	}
	g.st.Points[side] = 0
}

// afterReplacer goes on once a side is done: to the other side after the first, else to
// the first side's player turn.
func (g *Game) afterReplacer(side units.Side) {
	g.closeReplacements(side)
	if side == g.st.Options.First {
		g.nextReplacer(side.Opponent())
		return
	}
	g.nextReplacer(side) // closed: goes straight on to the turn
}

// rebuildable lists the side's eliminated units it can afford now and place somewhere,
// in the order the automatic choice prefers them: armour first, then by number.
func (g *Game) rebuildable(side units.Side) []int {
	var list []int
	lo := int(side) * units.PerSide
	for u := lo; u < lo+units.PerSide; u++ {
		if c := ReplacementCost(u); g.st.Units[u].Status == Eliminated && c > 0 && c <= g.st.Points[side] &&
			len(g.placements(u)) > 0 {
			list = append(list, u)
		}
	}
	slices.SortStableFunc(list, func(a, b int) int { return ReplacementCost(b) - ReplacementCost(a) })
	return list
}

// placements lists the squares a rebuilt unit u may go onto (R31): the empty squares of
// the cities of its country its side holds free of enemies and that have not taken a
// unit this period, the cities nearest the enemy first; when there are none, the empty
// squares of its side's REPLACEMENT area, unless an enemy unit stands in the area.
func (g *Game) placements(u int) []maps.Square {
	b := g.board
	side := catalog[u].Side
	type city struct{ k, d int }
	var cities []city
	for k, c := range b.Cities {
		if c.Side == side && g.st.Owners[k] == side && !g.enemyInCity(side, k) && !slices.Contains(g.st.Refilled, k) {
			cities = append(cities, city{k, g.enemyDistance(side, c.Squares[0])})
		}
	}
	slices.SortStableFunc(cities, func(x, y city) int { return x.d - y.d })
	var list []maps.Square
	for _, c := range cities {
		for _, s := range b.Cities[c.k].Squares {
			if i := b.Index(s); g.at(i) < 0 && g.mayHold(u, i) {
				list = append(list, s)
			}
		}
	}
	if len(list) > 0 {
		return list
	}
	area := b.Bivouac(side, units.Replacement)
	if area == nil {
		return nil
	}
	for _, s := range area.Squares {
		if v := g.at(b.Index(s)); v >= 0 && catalog[v].Side != side {
			return nil // R31: the enemy holds the area; the overflow is lost
		}
	}
	for _, s := range area.Squares {
		if i := b.Index(s); g.at(i) < 0 && g.mayHold(u, i) && b.CityIndexAt(i) < 0 {
			list = append(list, s)
		}
	}
	return list
}

// mayHold reports whether unit u may stand on square index i by its terrain: land, and in
// the advanced game no forest for armour and no mountains but for mountain infantry.
func (g *Game) mayHold(u, i int) bool {
	return g.board.TerrainAt(i).Land() && (!g.advanced() || g.mayStand(u, i))
}

// enemyDistance is how far the nearest enemy unit of a side stands from a square
// (Chebyshev); a large number when there is none.
func (g *Game) enemyDistance(side units.Side, s maps.Square) int {
	d := 1 << 20
	for _, v := range g.sideUnits(side.Opponent()) {
		d = min(d, maps.Chebyshev(s, g.st.Units[v].Square))
	}
	return d
}

// applyReplace rebuilds one eliminated unit on a square, or (no unit) ends the side's
// replacements (R31).
func (g *Game) applyReplace(a Action) (Action, error) {
	p := g.st.Pending
	if p.Kind != ReplaceDecision {
		return a, refuse("rule.replace.no.replacements") // R31
	}
	side := p.Side
	if a.Unit < 0 {
		g.afterReplacer(side)
		return Action{Kind: ActReplace, Unit: -1, Index: -1}, nil
	}
	u := a.Unit
	if u >= NumUnits {
		return a, refuse("rule.combat.no.unit", u)
	}
	if err := g.replaceError(side, u, a.To); err != nil {
		return a, err
	}
	cost := ReplacementCost(u)
	g.put(u, a.To)
	us := &g.st.Units[u]
	us.Cut, us.Fired = 0, false
	if side == g.st.Side {
		us.Left = g.moveAllowance(u) // it moves this turn like the rest
	}
	g.st.Points[side] -= cost
	if k := g.cityIndex(a.To); k >= 0 {
		g.st.Refilled = append(slices.Clip(g.st.Refilled), k)
	}
	g.log(Event{Kind: EvRebuilt, Units: []int{u}, Path: []maps.Square{a.To}, Owner: side, Cost: cost})
	if list := g.rebuildable(side); len(list) > 0 {
		g.st.Pending = Decision{Kind: ReplaceDecision, Side: side, Units: list, Need: g.st.Points[side]}
	} else {
		g.afterReplacer(side)
	}
	return Action{Kind: ActReplace, Unit: u, Index: -1, To: a.To}, nil
}

// replaceError says why side may not rebuild unit u on square s now, or nil (R31).
func (g *Game) replaceError(side units.Side, u int, s maps.Square) error {
	id := who(u)
	switch {
	case catalog[u].Side != side:
		return refuse("rule.replace.rebuilding.units", sideWord(side), whom(u), sideWord(catalog[u].Side))
	case catalog[u].Kind == units.HQ:
		return refuse("rule.replace.headquarters.headquarters", id) // R31
	case g.st.Units[u].Status != Eliminated:
		return refuse("rule.replace.not.been", // R31
			id)
	case ReplacementCost(u) > g.st.Points[side]:
		return refuse("rule.replace.costs.points", id, ReplacementCost(u), g.st.Points[side])
	case !g.board.In(s):
		return refuse("rule.drop.off.board", s)
	}
	if slices.Contains(g.placements(u), s) {
		return nil
	}
	if v := g.at(g.board.Index(s)); v >= 0 {
		return refuse("rule.replace.cannot.rebuilt", id, s, whom(v))
	}
	return refuse("rule.replace.cannot.rebuilt.rebuilt", // R31
		id, s)
}

// replaceActions lists the answers to a replacement decision: each unit it can rebuild
// on each square it may go onto, in the order the automatic choice prefers, then the end
// of its replacements.
func (g *Game) replaceActions() []Action {
	var list []Action
	for _, u := range g.st.Pending.Units {
		for _, s := range g.placements(u) {
			list = append(list, Action{Kind: ActReplace, Unit: u, Index: -1, To: s})
		}
	}
	return append(list, Action{Kind: ActReplace, Unit: -1, Index: -1})
}
