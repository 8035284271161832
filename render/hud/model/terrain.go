package model

import (
	"taktik/game"
	"taktik/maps"
)

// TerrainRow is one line of the terrain effects table (the rulebook's
// GELÄNDE-FAKTOREN-TABELLE). Its movement costs are not written down here: they are
// asked of the engine (Game.StepCost, R11, R13, R23–R25) for a real step of that kind
// on the board, so the table and the rules cannot disagree. Only the combat effects
// are words (the translation keys hud.terrain.<Key>.combat), because the engine applies
// them inside its battle rules and exposes no number for them; the tests check those
// words against the engine's battles.
type TerrainRow struct {
	Key string // hud.terrain.<Key> names the row
	// Cases are the ways of entering the square when the cost depends on it ("road":
	// from a road or another square of the same city; "other"); one case "" otherwise.
	Cases []string
	Extra bool // the costs are added to those of the square entered (a river crossing)
	// Costs in thirds of a movement point, one per case; -1: the unit may not go there.
	// Basic is every unit in the basic game; the others are the advanced game's foot
	// units (infantry, paratroops, marines, HQs), armour and mountain infantry.
	Basic, Foot, Armour, Mountain []int
}

// TerrainKeys are the table's rows in order.
var TerrainKeys = []string{"clear", "forest", "mountain", "city", "road", "river", "bridge",
	"seabridge", "water", "beach", "bivouac"}

// step is a sample step from square index i to its neighbour j.
type step struct{ from, to maps.Square }

// TerrainTable asks the engine what each kind of step costs on a board: for every row
// it finds a step of that kind and prices it for a unit of each class, in a basic and
// in an advanced game.
func TerrainTable(b *maps.Board) ([]TerrainRow, error) {
	basic, err := game.New(b, game.Options{Mode: game.Basic, Setup: game.SetupEmpty})
	if err != nil {
		return nil, err
	}
	adv, err := game.New(b, game.Options{Mode: game.Advanced, Setup: game.SetupEmpty})
	if err != nil {
		return nil, err
	}
	inf, _ := game.UnitNumber("red:inf1")
	arm, _ := game.UnitNumber("red:arm1")
	mtn, _ := game.UnitNumber("red:mtn1")
	f := finder{b}
	clear := f.find(f.plainInto(maps.Clear))
	var rows []TerrainRow
	for _, key := range TerrainKeys {
		row := TerrainRow{Key: key}
		cases := map[string]*step{}
		var order []string
		add := func(name string, s *step) {
			if s != nil {
				cases[name] = s
				order = append(order, name)
			}
		}
		switch key {
		case "clear":
			add("", clear)
		case "forest":
			add("", f.find(f.plainInto(maps.Forest)))
		case "mountain":
			add("", f.find(f.plainInto(maps.Mountain)))
		case "city":
			add("road", f.find(f.intoCity(true)))
			add("other", f.find(f.intoCity(false)))
		case "road":
			add("", f.find(f.road(false)))
		case "river":
			row.Extra = true
			add("", f.find(f.riverCrossing))
		case "bridge":
			add("", f.find(f.road(true)))
		case "seabridge":
			add("road", f.find(f.seaBridge(true)))
			add("other", f.find(f.seaBridge(false)))
		case "water":
			add("", f.findWater())
		case "beach":
			add("", f.find(f.plainOnto(func(s maps.Square) bool { return b.BeachAt(s) != nil })))
		case "bivouac":
			add("", f.find(f.plainOnto(func(s maps.Square) bool { return b.BivouacAt(s) != nil })))
		}
		if len(order) == 1 && order[0] != "" { // the board has one way in only
			order[0], cases[""] = "", cases[order[0]]
		}
		row.Cases = order
		for _, c := range order {
			s := cases[c]
			price := func(g *game.Game, n int) int {
				cost := g.StepCost(n, s.from, s.to)
				if row.Extra && cost >= 0 && clear != nil {
					cost -= g.StepCost(n, clear.from, clear.to)
				}
				return cost
			}
			row.Basic = append(row.Basic, price(basic, inf))
			row.Foot = append(row.Foot, price(adv, inf))
			row.Armour = append(row.Armour, price(adv, arm))
			row.Mountain = append(row.Mountain, price(adv, mtn))
		}
		rows = append(rows, row)
	}
	return rows, nil
}

// Thirds writes a cost in thirds as movement points, as the board writes them
// (game.MovePoints): "1", "⅓", "2", "1⅓", "+1" for an extra cost, "—" for forbidden.
func Thirds(n int, extra bool) string {
	if n < 0 {
		return "—"
	}
	if extra {
		return "+" + game.MovePoints(n)
	}
	return game.MovePoints(n)
}

// finder looks for sample steps on a board.
type finder struct{ b *maps.Board }

// find is the first step between land squares (R2 steps only) that a test accepts.
func (f finder) find(ok func(a, c maps.Square) bool) *step {
	b := f.b
	for i := 0; i < b.Size(); i++ {
		if !b.TerrainAt(i).Land() {
			continue
		}
		a := b.SquareAt(i)
		for _, j := range b.StepIndexes(i) {
			if c := b.SquareAt(j); ok(a, c) {
				return &step{a, c}
			}
		}
	}
	return nil
}

// findWater is a land square next to open water: a step no unit may make.
func (f finder) findWater() *step {
	b := f.b
	for i := 0; i < b.Size(); i++ {
		if b.TerrainAt(i) != maps.Clear {
			continue
		}
		for _, j := range b.NeighbourIndexes(i) {
			if b.TerrainAt(j) == maps.Water {
				return &step{b.SquareAt(i), b.SquareAt(j)}
			}
		}
	}
	return nil
}

// plain is a step off roads, over no river, from clear ground into no city: what the
// square entered costs by its terrain alone.
func (f finder) plain(a, c maps.Square) bool {
	b := f.b
	return b.Terrain(a) == maps.Clear && !b.RoadStep(a, c) && !b.CrossesRiver(a, c) &&
		b.CityAt(a) == nil && b.CityAt(c) == nil && len(b.RoadsAt(a)) == 0
}

func (f finder) plainInto(t maps.Terrain) func(a, c maps.Square) bool {
	return func(a, c maps.Square) bool { return f.plain(a, c) && f.b.Terrain(c) == t }
}

func (f finder) plainOnto(is func(maps.Square) bool) func(a, c maps.Square) bool {
	return func(a, c maps.Square) bool {
		return f.plain(a, c) && f.b.Terrain(c) == maps.Clear && is(c)
	}
}

// intoCity is a step from outside into a city over no river: from a road square (R11's
// cheap entry) or from a square with no road.
func (f finder) intoCity(fromRoad bool) func(a, c maps.Square) bool {
	b := f.b
	return func(a, c maps.Square) bool {
		return b.CityAt(c) != nil && b.CityAt(a) == nil && !b.CrossesRiver(a, c) &&
			b.Terrain(a) == maps.Clear && (len(b.RoadsAt(a)) > 0) == fromRoad
	}
}

// road is a road step into clear country outside cities: over a river bridge or over
// no river at all.
func (f finder) road(bridge bool) func(a, c maps.Square) bool {
	b := f.b
	return func(a, c maps.Square) bool {
		return b.RoadStep(a, c) && b.CrossesRiver(a, c) == bridge && b.Terrain(c) == maps.Clear &&
			b.Terrain(a) == maps.Clear && b.CityAt(c) == nil
	}
}

// riverCrossing is a step off the road over a river into clear country.
func (f finder) riverCrossing(a, c maps.Square) bool {
	b := f.b
	return b.CrossesRiver(a, c) && !b.RoadStep(a, c) && b.Terrain(a) == maps.Clear &&
		b.Terrain(c) == maps.Clear && b.CityAt(c) == nil && b.CityAt(a) == nil && len(b.RoadsAt(a)) == 0
}

// seaBridge is a step onto a sea-bridge square, along its road or not (R5).
func (f finder) seaBridge(road bool) func(a, c maps.Square) bool {
	b := f.b
	return func(a, c maps.Square) bool {
		return b.Terrain(c) == maps.SeaBridge && b.RoadStep(a, c) == road && !b.CrossesRiver(a, c) &&
			b.CityAt(c) == nil
	}
}
