package game

import (
	"taktik/maps"
	"taktik/units"
)

// The special operations of the advanced game: paratroop drops (R26, drop.go), marine
// landings and their way back to sea (R27, sea.go), invasions from port to port (R28,
// sea.go), and the capture of a port city the moment it is taken (R21 for R28). Each is
// one action; the unit then moves on with its whole allowance, as if it had started
// there. This file holds what they share: who may make which, and their legal list.

// markOperations fixes, at the start of a player turn, which units of the side to move
// may make which special operation: each rule asks where the unit "starts its turn". The
// month's weather may forbid each kind (R30).
func (g *Game) markOperations() {
	banned := g.weatherBans()
	for _, u := range g.sideUnits(g.st.Side) {
		g.st.Units[u].Ops = g.opsFrom(u) &^ banned
	}
}

// opsFrom are the special operations unit u may make from where it stands, the weather
// aside: a paratroop unit in an own city out of contact flies (R26), a marine on an own
// port sails (R27), any unit on an own port out of contact invades (R28). An enemy across
// a river is no contact here (R26, R28).
func (g *Game) opsFrom(u int) Operations {
	side := catalog[u].Side
	i := g.board.Index(g.st.Units[u].Square)
	c := g.board.CityIndexAt(i)
	own := c >= 0 && g.st.Owners[c] == side
	calm := !g.contactAt(side, i)
	var ops Operations
	if catalog[u].Kind == units.Paratroop && own && calm {
		ops |= OpDrop // R26
	}
	if own && g.board.Port(g.st.Units[u].Square) {
		if catalog[u].Kind == units.Marine {
			ops |= OpLand // R27
		}
		if calm {
			ops |= OpInvade // R28
		}
	}
	return ops
}

// weatherBans are the special operations the month's weather forbids (R30); a ban on
// marine landings also keeps marines from going back to sea after their attack (R27).
func (g *Game) weatherBans() Operations {
	e := g.effects()
	var ops Operations
	if e.NoDrops {
		ops |= OpDrop
	}
	if e.NoLandings {
		ops |= OpLand | OpWithdraw
	}
	if e.NoInvasions {
		ops |= OpInvade
	}
	return ops
}

// weatherError says that the month's weather forbids an operation (R30), or nil.
func (g *Game) weatherError(op Operations) error {
	if g.weatherBans()&op == 0 {
		return nil
	}
	return g.weatherClause(op)
}

// weatherClause says that the month's weather forbids an operation (R30), as a
// sentence or a clause.
func (g *Game) weatherClause(op Operations) *Error {
	what := map[Operations]term{
		OpDrop:     "rule.special.op.drops",
		OpLand:     "rule.special.op.landings",
		OpWithdraw: "rule.special.op.landings",
		OpInvade:   "rule.special.op.invasions",
	}[op]
	return refuse("rule.special.weather.forbids", named{g.st.Weather}, what) // R30
}

// sealift puts a unit that went by air or sea on its new square. It moves on with its
// whole allowance (R26–R28); its operations are spent.
func (g *Game) sealift(u, i int) {
	g.put(u, g.board.SquareAt(i))
	us := &g.st.Units[u]
	us.Ops, us.Moved = 0, true
}

// startError says why a unit may not make an operation: it has moved already, or it did
// not start its turn where the operation must begin.
func (g *Game) startError(u int, op Operations) error {
	id := who(u)
	us := g.st.Units[u]
	if us.Moved {
		return refuse("rule.special.already.moved", // R26–R28
			id)
	}
	switch op {
	case OpDrop:
		if c := g.board.CityAt(us.Square); c == nil || g.Owner(g.cityIndex(us.Square)) != catalog[u].Side {
			return refuse("rule.special.did.not", // R26
				id)
		}
		return refuse("rule.special.started.turn", // R26
			id)
	case OpLand:
		return refuse("rule.special.did.not.start", // R27
			id)
	}
	if !g.board.Port(us.Square) || g.Owner(g.cityIndex(us.Square)) != catalog[u].Side {
		return refuse("rule.special.did.not.start", // R28
			id)
	}
	return refuse("rule.special.started.turn.next", // R28
		id)
}

// cityIndex is the index into Board.Cities of a square's city, or -1.
func (g *Game) cityIndex(s maps.Square) int { return g.board.CityIndexAt(g.board.Index(s)) }

// captureAtOnce takes, during the movement of the advanced game, every enemy port city
// whose R21 conditions hold at this moment, so that an invasion may land there in the
// same turn (R21 for R28). Other cities change hands at the end of the turn, as in the
// basic game.
func (g *Game) captureAtOnce() {
	if g.advanced() && g.st.Phase == PhaseMovement {
		g.captureCities(true)
	}
}

// LegalOperations lists the special operations unit n can make now (advanced game): in
// its side's movement phase its drops (R26), landings (R27) and invasions (R28), one per
// target square; in the combat phase a marine's way back to sea after its attack (R27).
func (g *Game) LegalOperations(n int) []Action {
	return g.appendOperations(nil, n)
}

// appendOperations adds unit u's special operations to a list.
func (g *Game) appendOperations(list []Action, u int) []Action {
	if !g.advanced() || u < 0 || u >= NumUnits || g.st.Pending.Kind != NoDecision ||
		catalog[u].Side != g.st.Side || g.st.Units[u].Status != OnBoard {
		return list
	}
	us := g.st.Units[u]
	t := g.ter
	switch g.st.Phase {
	case PhaseMovement:
		if us.Ops&OpDrop != 0 {
			for _, i := range t.dropZone {
				if g.dropOK(u, int(i)) {
					list = append(list, Action{Kind: ActDrop, Unit: u, Index: -1, To: g.board.SquareAt(int(i))})
				}
			}
		}
		if us.Ops&(OpLand|OpInvade) != 0 {
			for _, i := range t.ports {
				if g.sailError(u, int(i)) == nil {
					list = append(list, Action{Kind: ActSail, Unit: u, Index: -1, To: g.board.SquareAt(int(i))})
				}
			}
		}
		if us.Ops&OpLand != 0 && catalog[u].Kind == units.Marine {
			for _, i := range t.beachSquares {
				if !g.board.Port(g.board.SquareAt(int(i))) && g.sailError(u, int(i)) == nil {
					list = append(list, Action{Kind: ActSail, Unit: u, Index: -1, To: g.board.SquareAt(int(i))})
				}
			}
		}
	case PhaseCombat:
		if us.Ops&OpWithdraw != 0 && us.Attacked && g.withdrawError(u) == nil {
			for _, i := range t.ports {
				if g.withdrawPortError(u, int(i)) == nil {
					list = append(list, Action{Kind: ActSail, Unit: u, Index: -1, To: g.board.SquareAt(int(i))})
				}
			}
		}
	}
	return list
}

// countOperations is about how many operations the moving side has in its movement
// phase (exact for drops, a bound for sea moves), so that the legal list is allocated
// once: a paratroop unit alone may have a thousand squares to land on.
func (g *Game) countOperations() int {
	n := 0
	for _, u := range g.sideUnits(g.st.Side) {
		ops := g.st.Units[u].Ops
		if ops&OpDrop != 0 {
			for _, i := range g.ter.dropZone {
				if g.dropOK(u, int(i)) {
					n++
				}
			}
		}
		if ops&(OpLand|OpInvade) != 0 {
			n += len(g.ter.ports) + len(g.ter.beachSquares)
		}
	}
	return n
}
