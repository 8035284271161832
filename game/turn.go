package game

import (
	"taktik/maps"
	"taktik/units"
)

// start leaves the setup phase: game turn 1, the first side's player turn (R10). A side
// with no unit on the board has lost before anything is rolled (R22). With a calendar the
// starting month is rolled first (R30).
func (g *Game) start() {
	g.st.Turn = 1
	g.st.Side = g.st.Options.First
	g.log(Event{Kind: EvStart})
	if g.checkAnnihilation(); g.st.Phase == PhaseDone {
		return // R22: a side that begins with no unit on the board has lost at once
	}
	g.rollStartMonth()
	g.beginTurn()
}

// beginTurn opens a player turn of g.st.Side: no battles, a new month when the first
// side begins (R30), fresh movement under its weather, then the start-of-turn checks.
func (g *Game) beginTurn() {
	g.st.Phase = PhaseMovement
	g.st.Battles = nil
	g.st.MarinePorts = nil
	for u := range g.st.Units {
		us := &g.st.Units[u]
		us.Moved, us.Attacked, us.Defended, us.Left = false, false, false, 0
		us.Ops, us.Spare, us.Beach = 0, 0, maps.Square{}
	}
	g.log(Event{Kind: EvTurn})
	if g.st.Side == g.st.Options.First {
		g.newMonth()
	}
	for _, u := range g.sideUnits(g.st.Side) {
		g.st.Units[u].Left = g.moveAllowance(u)
	}
	g.startOfTurn()
}

// applyEndMove closes the movement phase. R20: an HQ of the moving side that stands next
// to an enemy (it started there: no HQ moves into contact) must move away first, so
// endmove is refused while one of them still has a way out; those that have none are
// eliminated.
func (g *Game) applyEndMove(a Action) (Action, error) {
	if g.st.Phase != PhaseMovement {
		return a, refuse("rule.turn.movement.phase")
	}
	if u, to, ok := g.hqMustLeave(); ok {
		return a, refuse("rule.turn.stands.next", // R20
			who(u), to)
	}
	var lost []int
	for _, u := range g.sideUnits(g.st.Side) {
		if catalog[u].Kind == units.HQ && g.enemyNext(g.st.Side, g.board.Index(g.st.Units[u].Square)) {
			lost = append(lost, u) // R20: it has no way out (hqMustLeave found none)
		}
	}
	g.st.Phase = PhaseCombat
	for u := range g.st.Units {
		us := &g.st.Units[u]
		us.Ops = 0
		if g.advanced() && catalog[u].Kind == units.Marine && catalog[u].Side == g.st.Side && us.Status == OnBoard {
			// R27: a marine may go back to sea once after its attack, from a beach it
			// stands on or the one it landed on this turn (withdrawError), as the weather
			// allows (R30).
			us.Ops = OpWithdraw &^ g.weatherBans()
		}
		us.Left = 0 // R10: no unit moves after movement but by retreat (or a marine by sea)
	}
	if len(lost) > 0 {
		g.log(Event{Kind: EvHQLost, Units: lost})
		g.eliminate(lost...)
	}
	if g.st.Phase != PhaseDone {
		g.log(Event{Kind: EvEndMove, Count: len(g.Contacts())})
	}
	return Action{Kind: ActEndMove, Unit: -1, Index: -1}, nil
}

// hqMustLeave finds an HQ of the moving side that stands next to an enemy and can still
// get away (R20): a move, or in the advanced game a sea move, to a square that touches
// no enemy (an HQ never enters any other, so every square it can reach will do). It
// gives the HQ and one square it could go to.
func (g *Game) hqMustLeave() (int, maps.Square, bool) {
	if g.st.Phase != PhaseMovement {
		return -1, maps.Square{}, false
	}
	lo := int(g.st.Side) * units.PerSide
	for u := lo; u < lo+units.PerSide; u++ {
		us := &g.st.Units[u]
		if catalog[u].Kind != units.HQ || us.Status != OnBoard || !g.enemyNext(g.st.Side, g.board.Index(us.Square)) {
			continue
		}
		if us.Left > 0 {
			g.explore(u)
			if len(g.found) > 0 {
				return u, g.board.SquareAt(int(g.found[0])), true
			}
		}
		if ops := g.LegalOperations(u); len(ops) > 0 {
			return u, ops[0].To, true
		}
	}
	return -1, maps.Square{}, false
}

// applyEndTurn closes the player turn: city capture (R21), victory (R22), and the next
// player turn.
func (g *Game) applyEndTurn(a Action) (Action, error) {
	switch {
	case g.st.Phase == PhaseMovement:
		return a, refuse("rule.turn.end.movement")
	case g.st.Phase != PhaseCombat:
		return a, refuse("rule.turn.turn.can")
	case g.st.Pending.Kind != NoDecision:
		return a, g.pendingError()
	}
	if open := g.Uncovered(); len(open) > 0 {
		return a, refuse("rule.turn.must.still", // R14
			who(open[0][0]), whom(open[0][1]))
	}
	for k, b := range g.st.Battles {
		if !b.Resolved {
			return a, refuse("rule.turn.battle.declared", k)
		}
	}
	g.endOfTurn()
	if g.st.Phase != PhaseDone { // supply losses (R32) may have ended the game already
		g.checkCities()
	}
	if g.st.Phase != PhaseDone && g.st.Options.Scenario != "" {
		g.checkObjective()
	}
	if g.st.Phase == PhaseDone {
		return Action{Kind: ActEndTurn, Unit: -1, Index: -1}, nil
	}
	second := g.st.Side != g.st.Options.First
	if second && g.st.Options.TurnLimit > 0 && g.st.Turn >= g.st.Options.TurnLimit {
		if g.st.Options.Scenario != "" {
			g.decideScenario()
			return Action{Kind: ActEndTurn, Unit: -1, Index: -1}, nil
		}
		g.decideByCities()
		return Action{Kind: ActEndTurn, Unit: -1, Index: -1}, nil
	}
	if second {
		g.st.Turn++
	}
	g.st.Side = g.st.Side.Opponent()
	g.beginTurn()
	return Action{Kind: ActEndTurn, Unit: -1, Index: -1}, nil
}

// capture changes the owner of every city the moving side takes (R21): it has a unit on
// one of its squares that is not next to an enemy, and no enemy stands in the city.
func (g *Game) capture() { g.captureCities(false) }

// captureCities applies R21 to every city not owned by the moving side, or only to the
// port cities (for R28 during movement). The owners' slice is copied before it changes:
// the undo snapshots of this turn share it.
func (g *Game) captureCities(portsOnly bool) {
	side := g.st.Side
	copied := false
	for k, c := range g.board.Cities {
		if g.st.Owners[k] == side || (portsOnly && len(c.Ports) == 0) {
			continue
		}
		held, blocked := false, false
		for _, s := range c.Squares {
			i := g.board.Index(s)
			v := g.at(i)
			if v < 0 {
				continue
			}
			if catalog[v].Side != side {
				blocked = true
			} else if !g.enemyNext(side, i) {
				held = true
			}
		}
		if held && !blocked {
			if !copied {
				g.st.Owners = append([]units.Side(nil), g.st.Owners...)
				copied = true
			}
			g.st.Owners[k] = side
			g.log(Event{Kind: EvCapture, City: c.Name})
		}
	}
}

// ownsAllEnemyCities: side holds every city of the enemy's country (and the enemy has
// at least one).
func (g *Game) ownsAllEnemyCities(side units.Side) bool {
	n := 0
	for k, c := range g.board.Cities {
		if c.Side != side {
			n++
			if g.st.Owners[k] != side {
				return false
			}
		}
	}
	return n > 0
}

// enemyCitiesHeld counts the cities of the enemy's country a side holds.
func (g *Game) enemyCitiesHeld(side units.Side) int {
	n := 0
	for k, c := range g.board.Cities {
		if c.Side != side && g.st.Owners[k] == side {
			n++
		}
	}
	return n
}

// checkCities applies R22's second condition at the end of the moving side's player
// turn: the enemy wins if it took the last of our cities at the end of its own turn and
// still holds them all now; the moving side is marked if it now holds all of the enemy's.
func (g *Game) checkCities() {
	side, enemy := g.st.Side, g.st.Side.Opponent()
	if g.st.HoldAll[enemy] && g.ownsAllEnemyCities(enemy) {
		g.win(winnerOf(enemy))
		return
	}
	g.st.HoldAll[enemy] = false
	g.st.HoldAll[side] = g.ownsAllEnemyCities(side)
}

// checkAnnihilation applies R22's first condition after units are eliminated: a side
// with no unit left on the board has lost at once.
func (g *Game) checkAnnihilation() {
	if g.st.Phase == PhaseDone {
		return
	}
	red, blue := g.OnBoard(units.Red), g.OnBoard(units.Blue)
	switch {
	case red == 0 && blue == 0:
		g.win(Draw)
	case red == 0:
		g.win(BlueWins)
	case blue == 0:
		g.win(RedWins)
	}
}

// decideByCities ends a game at its turn limit (R22): more enemy cities held wins.
func (g *Game) decideByCities() {
	red, blue := g.enemyCitiesHeld(units.Red), g.enemyCitiesHeld(units.Blue)
	switch {
	case red > blue:
		g.win(RedWins)
	case blue > red:
		g.win(BlueWins)
	default:
		g.win(Draw)
	}
}

// win ends the game.
func (g *Game) win(w Winner) {
	g.st.Winner = w
	g.st.Phase = PhaseDone
	g.st.Pending = Decision{}
	g.log(Event{Kind: EvVictory, Winner: w})
}
