package ai

import (
	"taktik/game"
	"taktik/maps"
)

// The advanced game's terrain rules (R23–R25) on positions the AI imagines, where the
// engine cannot be asked about units: the step costs are the engine's own table
// (Game.StepCosts, R11, R30), and who may stand next to, attack or must attack whom, and
// when a river doubles a defender, are the engine's own rule functions (game.TerrainBars,
// game.Attacks, game.Obliged, game.RiverDoubles, game.RetreatStand) applied to the units
// where the position puts them: the engine asks the same functions of its board.

// stepTable[8*i+k] is the cost in thirds of the k-th step (board.StepIndexes) from square
// index i, -1 when the unit may not make it.
type stepTable []int8

// across reports whether two neighbouring squares are on either side of a river (R3).
func across(b *maps.Board, i, j int) bool { return b.CrossesRiver(b.SquareAt(i), b.SquareAt(j)) }

// fighter is unit u where position p puts it, as the terrain rules see it.
func fighter(p *position, u int) game.Fighter {
	return game.Fighter{Kind: counters[u].kind, Terrain: p.b.TerrainAt(int(p.at[u]))}
}

// guarded reports whether unit u may not stand on square index i because of an enemy
// next to it (advanced game, R23, R24).
func guarded(p *position, u, i int) bool {
	side := counters[u].side
	if !p.enemyNext(side, i) {
		return false
	}
	me := game.Fighter{Kind: counters[u].kind, Terrain: p.b.TerrainAt(i)}
	for _, j := range p.b.NeighbourIndexes(i) {
		if v := p.unit(j); v >= 0 && counters[v].side != side && game.TerrainBars(me, fighter(p, v)) {
			return true
		}
	}
	return false
}

// mayAttack reports whether attacker a may attack the neighbouring defender d where
// position p puts them (game.Attacks, R14, R23, R24).
func mayAttack(p *position, advanced bool, a, d int) bool {
	if counters[a].side == counters[d].side {
		return false
	}
	return game.Attacks(advanced, fighter(p, a), fighter(p, d))
}

// mustFight reports whether a neighbouring pair is obliged to fight where position p puts
// them (game.Obliged, R14, R24, R25).
func mustFight(p *position, advanced bool, a, d int) bool {
	if counters[a].side == counters[d].side {
		return false
	}
	return game.Obliged(advanced, fighter(p, a), fighter(p, d), advanced && across(p.b, int(p.at[a]), int(p.at[d])))
}
