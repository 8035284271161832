package ai

import (
	"sync"

	"taktik/game"
	"taktik/maps"
	"taktik/units"
)

// The advanced game's terrain rules (R23–R25) as the AI needs them on positions it
// imagines, where the engine cannot be asked: step costs come from the engine
// (Game.StepCost, kept in a table per board, kind of unit and weather, R30); who may
// stand next to, attack or must attack whom follows the rulings as the engine reads them
// (rules.go).

// stepTable[8*i+k] is the cost in thirds of the k-th step (board.StepIndexes) from square
// index i, -1 when the unit may not make it.
type stepTable []int8

// tableKey is everything the engine's step costs depend on: the board, the rule level,
// the kind of unit and the month's weather (R30: snow takes the road rate away, frost
// and snow freeze the rivers, rain makes crossing them dearer or bridges only).
type tableKey struct {
	board   *maps.Board
	mode    game.Mode
	kind    units.Kind
	weather game.WeatherEffects
}

var tables struct {
	sync.Mutex
	m map[tableKey]stepTable
}

// stepCosts gives the step table of a kind of unit under this month's weather, asking
// the engine once per board, rule level and weather.
func stepCosts(g *game.Game, kind units.Kind) stepTable {
	b := g.Board()
	key := tableKey{b, g.Options().Mode, kind, g.WeatherEffects()}
	tables.Lock()
	defer tables.Unlock()
	if t, ok := tables.m[key]; ok {
		return t
	}
	unit := -1
	for u := range counters {
		if counters[u].kind == kind {
			unit = u
			break
		}
	}
	t := make(stepTable, 8*b.Size())
	for i := 0; i < b.Size(); i++ {
		from := b.SquareAt(i)
		for k, j := range b.StepIndexes(i) {
			t[8*i+k] = int8(g.StepCost(unit, from, b.SquareAt(j)))
		}
	}
	if tables.m == nil {
		tables.m = map[tableKey]stepTable{}
	}
	tables.m[key] = t
	return t
}

// across reports whether two neighbouring squares are on either side of a river (R3).
func across(b *maps.Board, i, j int) bool { return b.CrossesRiver(b.SquareAt(i), b.SquareAt(j)) }

// guarded reports whether unit u may not stand on square index i because of an enemy
// next to it (advanced game): armour never next to infantry in forest (R23); only
// mountain infantry in mountains next to mountain infantry in mountains (R24).
func guarded(p *position, u, i int) bool {
	side := counters[u].side
	if !p.enemyNext(side, i) {
		return false
	}
	kind := counters[u].kind
	here := p.b.TerrainAt(i)
	for _, j := range p.b.NeighbourIndexes(i) {
		v := p.unit(j)
		if v < 0 || counters[v].side == side {
			continue
		}
		there := p.b.TerrainAt(j)
		if kind == units.Armour && there == maps.Forest && counters[v].kind.Footsoldier() {
			return true
		}
		if counters[v].kind == units.Mountain && there == maps.Mountain && (kind != units.Mountain || here != maps.Mountain) {
			return true
		}
	}
	return false
}

// mayAttack reports whether attacker a may attack the neighbouring defender d (R14,
// R23, R24).
func mayAttack(p *position, advanced bool, a, d int) bool {
	if counters[a].hq || counters[a].side == counters[d].side {
		return false
	}
	if !advanced {
		return true
	}
	there := p.b.TerrainAt(int(p.at[d]))
	if counters[a].kind == units.Armour && counters[d].kind.Footsoldier() && there == maps.Forest {
		return false
	}
	if counters[d].kind == units.Mountain && there == maps.Mountain &&
		(counters[a].kind != units.Mountain || p.b.TerrainAt(int(p.at[a])) != maps.Mountain) {
		return false
	}
	return true
}

// mustFight reports whether a neighbouring pair is obliged to fight (R14, R24, R25).
func mustFight(p *position, advanced bool, a, d int) bool {
	if !mayAttack(p, advanced, a, d) {
		return false
	}
	if !advanced {
		return true
	}
	if across(p.b, int(p.at[a]), int(p.at[d])) {
		return false
	}
	if counters[a].kind == units.Mountain && p.b.TerrainAt(int(p.at[a])) == maps.Mountain &&
		p.b.TerrainAt(int(p.at[d])) != maps.Mountain {
		return false
	}
	return true
}
