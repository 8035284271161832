package game

import (
	"taktik/maps"
	"taktik/units"
)

// The functions in this file are the places where the rule level decides. Each gives the
// basic game's answer today; the advanced game (R23–R29) and the optional rules
// (R30–R34) switch on g.st.Options here, so that movement, combat and the turn sequence
// need not change.

// moveAllowance is a unit's movement for a new player turn, in thirds (R11). Weather
// caps it in the optional rules (R30).
func (g *Game) moveAllowance(u int) int { return catalog[u].Move() * 3 }

// moveCost is what one step from square index from to the adjacent index to costs unit
// u, in thirds, or -1 when the unit may never make that step. R13: in the basic game
// every land square costs 3 and rivers, forests and mountains are ignored; the caller
// has already kept to land and sea-bridge squares (R2, R5).
func (g *Game) moveCost(u, from, to int) int {
	_, _, _ = u, from, to
	return 3
}

// stopsOn reports whether unit u must stop on entering square index i (R12): it touches
// an enemy unit. (Advanced game: not when every such enemy is across a river.)
func (g *Game) stopsOn(u, i int) bool { return g.enemyNext(catalog[u].Side, i) }

// mayEnter reports whether unit u may enter square index i at all, beyond stacking and
// enemy units. R20: an HQ never moves next to an enemy of its own will.
func (g *Game) mayEnter(u, i int) bool {
	if catalog[u].Kind == units.HQ && g.enemyNext(catalog[u].Side, i) {
		return false
	}
	return true
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
// adjacent (R14): HQs never attack. (Advanced game: armour never attacks infantry in
// forest, only mountain infantry attacks mountain infantry in mountains, R23, R24.)
func (g *Game) mayAttack(a, d int) bool {
	return catalog[a].Kind != units.HQ && catalog[a].Side != catalog[d].Side
}

// mustFight reports whether an adjacent attacker–defender pair is obliged to fight (R14).
// (Advanced game: not across a river, nor mountain infantry in mountains against units
// outside them, R24, R25.)
func (g *Game) mustFight(a, d int) bool { return g.mayAttack(a, d) }

// defence is what defender d counts for in a battle (R16): HQs 1, others their printed
// value. (Advanced game: doubled when every attacker of the battle is across a river.)
func (g *Game) defence(attackers []int, d int) int {
	_ = attackers
	return catalog[d].DefenceValue()
}

// retreatSquareOK reports whether a retreating unit u may stand on square index i on its
// way (R19): land or a sea bridge, not enemy-held, not next to an enemy. (Advanced game:
// no mountains for non-mountain units, armour avoids forest when it can.)
func (g *Game) retreatSquareOK(u, i int) bool {
	if !g.board.TerrainAt(i).Land() || g.enemyNext(catalog[u].Side, i) {
		return false
	}
	v := g.at(i)
	return v < 0 || v == u || catalog[v].Side == catalog[u].Side
}

// startOfTurn runs the checks that open a player turn (R10). The basic game has none;
// weather (R30), replacements (R31) and supply (R32) come here.
func (g *Game) startOfTurn() {}

// endOfTurn runs the checks that close a player turn before victory is decided (R10):
// city capture (R21) in the basic game; supply losses (R32) come here.
func (g *Game) endOfTurn() { g.capture() }
