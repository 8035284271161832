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
func (g *Game) moveAllowance(u int) int {
	m := catalog[u].Move()
	if c := g.effects().MoveCap; c > 0 && m > c {
		m = c
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

// stopsOn reports whether unit u must stop on entering square index i (R12): it touches
// an enemy unit. In the advanced game an enemy across a river does not stop it (R25).
func (g *Game) stopsOn(u, i int) bool { return g.contactAt(catalog[u].Side, i) }

// StopsAt reports whether unit n, entering square s, would have to stop there because it
// comes into contact with the enemy (R12, R25), so the desktop game can show it before
// the move is made.
func (g *Game) StopsAt(n int, s maps.Square) bool {
	return n >= 0 && n < NumUnits && g.board.In(s) && g.stopsOn(n, g.board.Index(s))
}

// mayEnter reports whether unit u may enter square index i at all, beyond its terrain,
// stacking and enemy units. R20: an HQ never moves next to an enemy of its own will.
// Advanced game: armour never next to infantry in forest (R23), and only mountain
// infantry in mountains next to mountain infantry in mountains (R24), river or not.
func (g *Game) mayEnter(u, i int) bool {
	if catalog[u].Kind == units.HQ && g.enemyNext(catalog[u].Side, i) {
		return false
	}
	return !g.advanced() || !g.guardedAgainst(u, i)
}

// passable reports whether a unit may move through square index i when it holds
// another unit: friends may be passed (R12), but a sea bridge carries one unit at a time
// (R5), so an occupied bridge is closed.
func (g *Game) passable(u, i int) bool {
	v := g.at(i)
	if v < 0 || v == u {
		return true
	}
	return catalog[v].Side == catalog[u].Side && g.board.TerrainAt(i) != maps.SeaBridge
}

// mayAttack reports whether attacker a may attack defender d, given that they are
// adjacent (R14): HQs never attack. Advanced game: armour never attacks infantry in
// forest (R23); mountain infantry in mountains is attacked only by mountain infantry that
// stands in mountains itself (R24).
func (g *Game) mayAttack(a, d int) bool {
	if catalog[a].Side == catalog[d].Side {
		return false
	}
	return Attacks(g.advanced(), g.fighter(a), g.fighter(d))
}

// fighter is unit u as the terrain rules of contact and combat see it.
func (g *Game) fighter(u int) Fighter {
	return Fighter{catalog[u].Kind, g.board.Terrain(g.st.Units[u].Square)}
}

// mustFight reports whether an adjacent attacker–defender pair is obliged to fight (R14).
// Advanced game: not across a river (R25), and mountain infantry in mountains need not
// attack a unit outside them (R24).
func (g *Game) mustFight(a, d int) bool {
	if catalog[a].Side == catalog[d].Side {
		return false
	}
	adv := g.advanced()
	return Obliged(adv, g.fighter(a), g.fighter(d), adv && g.across(a, d))
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

// doubled reports whether defender d counts double: advanced game, and every attacker is
// across a river from it (R16, R25).
func (g *Game) doubled(attackers []int, d int) bool {
	if !g.advanced() {
		return false
	}
	n := 0
	for _, a := range attackers {
		if !g.across(a, d) {
			break
		}
		n++
	}
	return RiverDoubles(true, len(attackers), n)
}

// retreatSquareOK reports whether a retreating unit u may stand on square index i on its
// way (RetreatStand, R19, R24). Forest is allowed here even for armour: whether armour
// may take a forest way is decided over its whole list of ways (retreats, R19, R23).
func (g *Game) retreatSquareOK(u, i int) bool {
	side := catalog[u].Side
	v := g.at(i)
	enemyOn := v >= 0 && v != u && catalog[v].Side != side
	return RetreatStand(g.advanced(), catalog[u].Kind, g.board.TerrainAt(i), enemyOn, g.enemyNext(side, i))
}

// RetreatStand reports whether a retreating unit of kind k may stand on a square of
// terrain t on its way back (R19): land or a sea bridge, no enemy on it (enemyOn) and
// none next to it (enemyNext); in the advanced game never mountains but for mountain
// infantry (R24). The engine (Game.retreatSquareOK) and the AI's retreats both ask it.
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

// MayAttack reports whether unit a may attack unit d under the game's rules, were they
// adjacent (R14, R23, R24): HQs never attack, nor does anyone his own side.
func (g *Game) MayAttack(a, d int) bool {
	if a < 0 || a >= NumUnits || d < 0 || d >= NumUnits ||
		g.st.Units[a].Status != OnBoard || g.st.Units[d].Status != OnBoard {
		return false
	}
	return g.mayAttack(a, d)
}

// MustFight reports whether two adjacent units of opposite sides would be an obliged
// pair if a's side were moving (R14, R24, R25); false when they do not touch.
func (g *Game) MustFight(a, d int) bool {
	return g.MayAttack(a, d) && g.adjacentUnits(a, d) && g.mustFight(a, d)
}
