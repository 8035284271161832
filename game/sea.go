package game

import (
	"slices"

	"taktik/maps"
	"taktik/units"
)

// Moves by sea: marine landings on beaches and ports (R27), invasions from port to port
// (R28), and a marine's way back to sea after its attack (R27).

// ownPort reports whether square index i is a port square of a city the side owns now
// (a port captured at once during this movement counts, R21 for R28).
func (g *Game) ownPort(side units.Side, i int) bool {
	c := g.board.CityIndexAt(i)
	return c >= 0 && g.st.Owners[c] == side && g.board.Port(g.board.SquareAt(i))
}

// sailKind is what a sea move of unit u to square index i would be in the movement
// phase: an invasion (R28; any unit, port to port, as many as there are empty ports) or
// a marine landing (R27; port or beach, one marine per port square). A marine that may
// do both sails to a port as an invasion. ok is false when it may do neither.
func (g *Game) sailKind(u, i int) (kind EventKind, ok bool) {
	ops := g.st.Units[u].Ops
	if g.board.Port(g.board.SquareAt(i)) && ops&OpInvade != 0 {
		return EvInvasion, true
	}
	return EvLanding, ops&OpLand != 0
}

// sailError says why unit u may not sail to square index i in the movement phase, or
// nil when it may (R27, R28).
func (g *Game) sailError(u, i int) error {
	b := g.board
	side := catalog[u].Side
	id, s := who(u), b.SquareAt(i)
	port, beach := b.Port(s), b.BeachAt(s)
	if !port && beach == nil {
		return refuse("rule.sea.cannot.sail", // R27, R28
			id, s)
	}
	if c := b.CityIndexAt(i); c >= 0 && g.st.Owners[c] != side {
		return refuse("rule.sea.cannot.land", // R27, R28
			id, s)
	}
	ops := g.st.Units[u].Ops
	switch {
	case !port && catalog[u].Kind != units.Marine:
		return refuse("rule.sea.cannot.land.beach", // R27, R28
			id, s)
	case !port && ops&OpLand == 0:
		if err := g.weatherError(OpLand); err != nil {
			return err
		}
		return g.startError(u, OpLand)
	case port && ops&(OpLand|OpInvade) == 0:
		return g.portError(u)
	}
	if v := g.at(i); v >= 0 {
		if v == u {
			return refuse("rule.sea.already.stands", id, s)
		}
		if !port && g.beachHeld(side, beach) {
			return refuse("rule.sea.cannot.land.beach.enemy", // R27
				id, beach.Name)
		}
		return refuse("rule.drop.cannot.land.stands", id, s, whom(v))
	}
	if !g.mayStand(u, i) {
		return g.terrainError(u, i)
	}
	if !g.mayEnter(u, i) {
		return g.enterError(u, i)
	}
	if port && g.stopsOn(u, i) {
		return refuse("rule.sea.cannot.land.next", // R27, R28
			id, s)
	}
	if kind, _ := g.sailKind(u, i); port && kind == EvLanding && slices.Contains(g.st.MarinePorts, s) {
		return refuse("rule.sea.cannot.land.port", // R27
			id, s)
	}
	return nil
}

// portError says why unit u, left with neither a marine landing nor an invasion, may not
// sail to a port: the month's weather when it forbids all the unit could do, or took
// away the landing its start allowed (R30); else where or how the unit started (R27,
// R28).
func (g *Game) portError(u int) error {
	could := OpInvade
	if catalog[u].Kind == units.Marine {
		could |= OpLand
	}
	bans, moved := g.weatherBans(), g.st.Units[u].Moved
	if bans&could == could {
		return g.weatherError(OpInvade)
	}
	if !moved && g.opsFrom(u)&bans&OpLand != 0 {
		// Not moved yet, it stands where it started. R30: a marine that may not land may
		// still sail port to port as an invasion (R28), but this one started in contact.
		return refuse("rule.sea.started.turn",
			g.weatherClause(OpLand), whom(u))
	}
	if catalog[u].Kind == units.Marine && !moved {
		return g.startError(u, OpLand)
	}
	return g.startError(u, OpInvade)
}

// beachHeld reports whether the enemy of a side stands on every square of a beach (R27).
func (g *Game) beachHeld(side units.Side, beach *maps.Beach) bool {
	for _, s := range beach.Squares {
		v := g.at(g.board.Index(s))
		if v < 0 || catalog[v].Side == side {
			return false
		}
	}
	return true
}

// applySail is the sea move of the advanced game: in the movement phase a marine
// landing (R27) or an invasion (R28); in the combat phase a marine's way back to sea
// after its attack (R27).
func (g *Game) applySail(a Action) (Action, error) {
	if !g.advanced() {
		return a, refuse("rule.sea.landings.sea") // R27, R28
	}
	if g.st.Phase == PhaseCombat {
		return g.applyWithdraw(a)
	}
	u := a.Unit
	if err := g.checkMover(u); err != nil {
		return a, err
	}
	if !g.board.In(a.To) {
		return a, refuse("rule.drop.off.board", a.To)
	}
	i := g.board.Index(a.To)
	if err := g.sailError(u, i); err != nil {
		return a, err
	}
	kind, _ := g.sailKind(u, i)
	from := g.st.Units[u].Square
	g.sealift(u, i)
	if kind == EvLanding && g.board.Port(a.To) {
		g.st.MarinePorts = append(g.st.MarinePorts, a.To)
	}
	if us := &g.st.Units[u]; kind == EvLanding && !g.board.Port(a.To) {
		us.Beach, us.Spare = a.To, us.Left // R27: the beach it may go back to sea from
	}
	if g.stopsOn(u, i) {
		g.st.Units[u].Left = 0 // R12, R27: landed in contact, it stays and must attack (R14)
	}
	g.log(Event{Kind: kind, Units: []int{u}, Path: []maps.Square{from, a.To}})
	g.captureAtOnce()
	return Action{Kind: ActSail, Unit: u, Index: -1, To: a.To}, nil
}

// beachWithin reports whether marine u may leave by sea from where it stands (R27): it
// stands on a beach square (it fought from the beach), or it landed on a beach square
// this turn and what it still has of its allowance since (Spare, the stop on contact not
// counted) takes it back to that square from where it stands now.
func (g *Game) beachWithin(u int) bool {
	us := &g.st.Units[u]
	if g.board.BeachAt(us.Square) != nil {
		return true
	}
	if us.Beach == (maps.Square{}) || us.Spare <= 0 {
		return false
	}
	g.exploreWith(u, us.Spare)
	b := g.board.Index(us.Beach)
	return g.stamp[b] == g.gen && int(g.cost[b]) <= us.Spare
}

// withdrawError says why marine u may not go back to sea now, or nil when it may (the
// port square aside).
func (g *Game) withdrawError(u int) error {
	id := who(u)
	us := g.st.Units[u]
	switch {
	case catalog[u].Kind != units.Marine:
		return refuse("rule.sea.cannot.go", // R27
			id)
	case g.weatherError(OpWithdraw) != nil:
		return g.weatherError(OpWithdraw)
	case us.Ops&OpWithdraw == 0:
		return refuse("rule.sea.already.gone", id) // R27
	case !us.Attacked:
		return refuse("rule.sea.not.attacked", // R27
			id)
	case !g.attackDone(u):
		return refuse("rule.sea.attacked.battle", // R27
			id)
	case g.beachWithin(u):
		return nil
	case us.Beach == (maps.Square{}):
		return refuse("rule.sea.did.not", // R27
			id)
	}
	// R27: the way back to the beach is paid from what the marine had left after landing,
	// counted without the stop on contact.
	if us.Spare <= 0 {
		return refuse("rule.sea.cannot.get",
			id, us.Beach)
	}
	return refuse("rule.sea.cannot.get.back",
		id, us.Beach, movement(us.Spare))
}

// attackDone reports whether every battle unit u attacked in is resolved.
func (g *Game) attackDone(u int) bool {
	for _, b := range g.st.Battles {
		if !b.Resolved && slices.Contains(b.Attackers, u) {
			return false
		}
	}
	return true
}

// withdrawPortError says why marine u may not go back to sea to square index i.
func (g *Game) withdrawPortError(u, i int) error {
	id, s := who(u), g.board.SquareAt(i)
	switch {
	case !g.ownPort(catalog[u].Side, i):
		return refuse("rule.sea.cannot.go.back", // R27
			id, s)
	case g.at(i) >= 0:
		return refuse("rule.sea.cannot.go.back.stands", id, s, whom(g.at(i)))
	case !g.mayStand(u, i):
		return g.terrainError(u, i)
	case !g.mayEnter(u, i) || g.stopsOn(u, i):
		return refuse("rule.sea.cannot.go.back.next", // R27
			id, s)
	case slices.Contains(g.st.MarinePorts, s):
		return refuse("rule.sea.cannot.go.back.port", // R27
			id, s)
	}
	return nil
}

// applyWithdraw takes a marine from a beach back to an own port after its attack (R27).
func (g *Game) applyWithdraw(a Action) (Action, error) {
	u := a.Unit
	if u < 0 || u >= NumUnits {
		return a, refuse("rule.combat.no.unit", u)
	}
	id := who(u)
	switch {
	case g.st.Pending.Kind != NoDecision:
		return a, g.pendingError()
	case catalog[u].Side != g.st.Side:
		return a, refuse("rule.sea.cannot.go.back.sea", id)
	case g.st.Units[u].Status != OnBoard:
		return a, refuse("rule.combat.not.board", id)
	case !g.board.In(a.To):
		return a, refuse("rule.drop.off.board", a.To)
	}
	if err := g.withdrawError(u); err != nil {
		return a, err
	}
	i := g.board.Index(a.To)
	if err := g.withdrawPortError(u, i); err != nil {
		return a, err
	}
	us := &g.st.Units[u]
	from := us.Square
	g.put(u, a.To)
	us.Ops &^= OpWithdraw
	us.Spare, us.Beach = 0, maps.Square{}
	g.st.MarinePorts = append(g.st.MarinePorts, a.To)
	g.log(Event{Kind: EvWithdrawal, Units: []int{u}, Path: []maps.Square{from, a.To}})
	return Action{Kind: ActSail, Unit: u, Index: -1, To: a.To}, nil
}
