package game

import (
	"taktik/maps"
	"taktik/units"
)

// The functions in this file are the places where the rule level decides. Each gives the
// basic game's answer, and the advanced game's (R23–R29) when Options.Mode says so; the
// optional rules (R30–R33) switch here too — the weather in movement, the replacements
// and supply at the start and end of a turn — so that movement, combat and the turn
// sequence need not change. The rules played are part of the state: a saved game replays
// under the rules it was started with.

// moveAllowance is a unit's movement for a new player turn, in thirds (R11). The
// weather may cap the movement value of every unit (R30).
func (g *Game) moveAllowance(u int) int { return allowance(u, g.effects().MoveCap) }

// allowance is unit u's movement value in thirds under a weather's cap on it (0: none).
func allowance(u, moveCap int) int {
	m := catalog[u].Move()
	if moveCap > 0 && m > moveCap {
		m = moveCap
	}
	return m * 3
}

// moveCost is what one step from square index from to the adjacent index to costs unit
// u, in thirds, or -1 when the unit may never make that step. R13: in the basic game
// every land square costs 3 and rivers, forests and mountains are ignored; the advanced
// game reads the terrain table (terrain.go) for this month's weather (R30). The caller
// has already kept to land and sea-bridge squares (R2, R5); the search reads the table
// directly, by step slot.
func (g *Game) moveCost(u, from, to int) int {
	if !g.advanced() {
		return 3
	}
	k := slot(g.board, from, to)
	if k < 0 {
		return -1
	}
	return int(g.stepCosts(u)[8*from+k])
}

// StopsAt reports whether unit n, entering square s, would have to stop there because it
// comes into contact with the enemy (R12, R25), so the desktop game can show it before
// the move is made.
func (g *Game) StopsAt(n int, s maps.Square) bool {
	return n >= 0 && n < NumUnits && g.board.In(s) && g.stopsOn(n, g.board.Index(s))
}

// defence is what defender d counts for in a battle (R16): HQs 1, others their printed
// value; in the advanced game doubled when every attacker of the battle is across a
// river from it (R25).
func (g *Game) defence(attackers []int, d int) int {
	v := catalog[d].DefenceValue()
	if g.doubled(attackers, d) {
		v *= 2
	}
	return v
}

// RetreatStand reports whether a retreating unit of kind k may stand on a square of
// terrain t on its way back (R19): land or a sea bridge, no enemy on it (enemyOn) and
// none next to it (enemyNext); in the advanced game never mountains but for mountain
// infantry (R24). The engine and the AI both ask it through Layout.retreatSquareOK.
func RetreatStand(advanced bool, k units.Kind, t maps.Terrain, enemyOn, enemyNext bool) bool {
	if !t.Land() || enemyOn || enemyNext {
		return false
	}
	return !advanced || t != maps.Mountain || k == units.Mountain // R24
}

// startOfTurn runs the checks that open a player turn (R10). In a replacement month both
// sides first rebuild units (R31, a decision that may wait for the players); then
// openTurn.
func (g *Game) startOfTurn() {
	if g.replacementMonth() {
		g.openReplacements() // runs openTurn once both sides are done
		return
	}
	g.openTurn()
}

// openTurn fixes what the moving side may do this turn: the advanced game's special
// operations (R26–R28, as the weather allows, R30), and who is cut off from supply (R32).
func (g *Game) openTurn() {
	if g.advanced() {
		g.markOperations()
	}
	if g.st.Options.Supply {
		g.checkSupply()
	}
}

// endOfTurn runs the checks that close a player turn before victory is decided (R10):
// city capture (R21), then the units that starve for want of supply (R32).
func (g *Game) endOfTurn() {
	g.capture()
	if g.st.Options.Supply {
		g.supplyLosses()
	}
}
