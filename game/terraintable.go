package game

import (
	"taktik/maps"
	"taktik/units"
)

// TerrainRow is one line of the terrain effects table (the rulebook's
// GELÄNDE-FAKTOREN-TABELLE) as the engine plays it in fine weather, for the help
// screens: the costs are the engine's own (stepCost), never written down twice.
type TerrainRow struct {
	Key string // the row's name: one of TerrainKeys
	// Cases are the ways of entering the square when the cost depends on it ("road":
	// along a road, or from a road square or another square of the same city; "other");
	// one case "" otherwise.
	Cases []string
	Extra bool // the costs are added to those of the square entered (a river crossing)
	// Costs in thirds of a movement point, one per case; -1: the unit may not go there.
	// Basic is every unit in the basic game (R13); the others are the advanced game's
	// foot units (infantry, paratroops, marines, HQs), armour and mountain infantry.
	Basic, Foot, Armour, Mountain []int
}

// TerrainKeys are the table's rows in order.
var TerrainKeys = []string{"clear", "forest", "mountain", "city", "road", "river", "bridge",
	"seabridge", "water", "beach", "bivouac"}

// terrainCases are the steps each row prices; a nil list is a square no unit enters
// (water, R2). Beaches and bivouac areas are clear ground that only landings and
// replacements treat apart.
var terrainCases = map[string][]stepFacts{
	"clear":     {{into: maps.Clear}},
	"forest":    {{into: maps.Forest}},
	"mountain":  {{into: maps.Mountain}},
	"city":      {{into: maps.Clear, city: true, cityRoad: true}, {into: maps.Clear, city: true}},
	"road":      {{into: maps.Clear, road: true}},
	"river":     {{into: maps.Clear, river: true}},
	"bridge":    {{into: maps.Clear, road: true, river: true}},
	"seabridge": {{into: maps.SeaBridge, road: true}, {into: maps.SeaBridge}},
	"water":     {{into: maps.Water}},
	"beach":     {{into: maps.Clear}},
	"bivouac":   {{into: maps.Clear}},
}

// TerrainTable is the terrain effects table: every row priced for each class of unit,
// in the basic and the advanced game.
func TerrainTable() []TerrainRow {
	var rows []TerrainRow
	for _, key := range TerrainKeys {
		row := TerrainRow{Key: key, Cases: []string{""}, Extra: key == "river"}
		cases := terrainCases[key]
		if len(cases) == 2 {
			row.Cases = []string{"road", "other"}
		}
		for _, f := range cases {
			price := func(advanced bool, c moveClass) int {
				switch {
				case !f.into.Land():
					return -1 // R2
				case !advanced:
					return 3 - extra(row.Extra, 3) // R13
				}
				return stepCost(c, f, dryGround) - extra(row.Extra, stepCost(c, stepFacts{into: f.into}, dryGround))
			}
			row.Basic = append(row.Basic, price(false, footClass))
			row.Foot = append(row.Foot, price(true, footClass))
			row.Armour = append(row.Armour, price(true, armourClass))
			row.Mountain = append(row.Mountain, price(true, mountainClass))
		}
		rows = append(rows, row)
	}
	return rows
}

// extra is what an Extra row takes off its cost: the square's own price, leaving the
// crossing's.
func extra(isExtra bool, base int) int {
	if isExtra {
		return base
	}
	return 0
}

// Fighter is a unit as the advanced game's terrain rules of contact and combat see it:
// its kind and the terrain it stands on, or would stand on.
type Fighter struct {
	Kind    units.Kind
	Terrain maps.Terrain
}

// TerrainBars reports whether the terrain keeps unit a from attacking its neighbour d,
// and so from standing next to it at all (advanced game): armour never attacks foot
// soldiers in forest (R23); mountain infantry in mountains is attacked only by mountain
// infantry that stands in mountains itself (R24).
func TerrainBars(a, d Fighter) bool {
	if a.Kind == units.Armour && d.Kind.Footsoldier() && d.Terrain == maps.Forest {
		return true // R23
	}
	return d.Kind == units.Mountain && d.Terrain == maps.Mountain &&
		(a.Kind != units.Mountain || a.Terrain != maps.Mountain) // R24
}

// MountainsHold reports whether mountain infantry a, in mountains, is free not to
// attack its neighbour d outside them (R24).
func MountainsHold(a, d Fighter) bool {
	return a.Kind == units.Mountain && a.Terrain == maps.Mountain && d.Terrain != maps.Mountain
}

// Attacks reports whether a unit may attack a neighbouring enemy, both seen as fighters
// where they stand (R14, R23, R24): HQs never attack; in the advanced game the terrain may
// bar it (TerrainBars). The engine asks it of the units on the board (Game.mayAttack), the
// AI of the positions it imagines.
func Attacks(advanced bool, a, d Fighter) bool {
	if a.Kind == units.HQ {
		return false
	}
	return !advanced || !TerrainBars(a, d) // R23, R24
}

// Obliged reports whether a neighbouring pair of enemies must fight when a's side moves
// (R14): every pair that may fight in the basic game; in the advanced game not across a
// river (R25, acrossRiver) and not mountain infantry in mountains against a unit outside
// them (R24). The engine (Game.mustFight) and the AI both ask it.
func Obliged(advanced bool, a, d Fighter, acrossRiver bool) bool {
	if !Attacks(advanced, a, d) {
		return false
	}
	if !advanced {
		return true
	}
	return !acrossRiver && !MountainsHold(a, d) // R25, R24
}

// RiverDoubles reports whether a defender counts double in a battle (R16, R25): the
// advanced game, at least one attacker, and each of its attackers across a river from it;
// across counts those that are. The engine (Game.doubled) and the AI's weighing of
// battles and threats both ask it.
func RiverDoubles(advanced bool, attackers, across int) bool {
	return advanced && attackers > 0 && across == attackers
}

// StepCosts is the advanced game's table of what each step costs a kind of unit this
// month (R11, R23–R25, R30): the cost in thirds of the k-th step of
// Board.StepIndexes(i) is at 8*i+k, -1 where it may not be made. Shared: read it, never
// change it. The basic game has none (every step costs 3, R13).
func (g *Game) StepCosts(kind units.Kind) []int8 {
	return g.ter.costs(groundOf(g.effects()), kindClass(kind))
}
