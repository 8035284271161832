package game

import (
	"sync"

	"taktik/maps"
	"taktik/units"
)

// The advanced game's terrain (R11, R23–R25) asks the same questions of the board on
// every step of every search: does this step follow a road, cross a river, enter a city,
// a forest, a mountain? The answers never change during a game, so they are worked out
// once per board into a table indexed like Board.StepIndexes, and the searches only read
// it. The basic game needs none of it (R13: every step costs 3).

// moveClass groups the units that pay the same for every step: foot units (infantry,
// paratroops, marines and HQs), mountain infantry (the only ones in mountains, R24) and
// armour (never in forest, R23).
type moveClass uint8

const (
	footClass moveClass = iota
	mountainClass
	armourClass
	numClasses
)

func classOf(u int) moveClass { return kindClass(catalog[u].Kind) }

func kindClass(k units.Kind) moveClass {
	switch k {
	case units.Mountain:
		return mountainClass
	case units.Armour:
		return armourClass
	}
	return footClass
}

// ground is how the month's weather changes the terrain effects table (R30); each has a
// table of its own, worked out when a month first brings it.
type ground uint8

const (
	dryGround     ground = iota // the table as printed
	frozenGround                // frost: rivers cost nothing to cross
	snowGround                  // snow, blizzard: rivers frozen, and roads count as clear ground
	floodedGround               // spring rain: rivers crossed only over road bridges
	soakedGround                // summer rain: a river crossing costs 6 thirds instead of 3
	numGrounds
)

// groundOf is the table a weather's effects call for.
func groundOf(e WeatherEffects) ground {
	switch {
	case e.NoRoadBonus:
		return snowGround
	case e.FrozenRivers:
		return frozenGround
	case e.BridgesOnly:
		return floodedGround
	case e.HeavyRain:
		return soakedGround
	}
	return dryGround
}

// terrainTable is what the advanced game needs to know about a board.
type terrainTable struct {
	board *maps.Board
	// cost[ground][class][8*i+k]: what the k-th step of Board.StepIndexes(i) costs a
	// unit of that class under that weather, in thirds, or -1 when it may not make it.
	// The dry table is made with the rest; the others when first asked for (once[g]).
	cost [numGrounds][numClasses][]int8
	once [numGrounds]sync.Once
	// across[i] bit k: the k-th square of Board.NeighbourIndexes(i) is across a river
	// from i (R3), for contact, combat and special operations (R25).
	across []uint8
	// dropZone: the squares a paratroop unit may land on by terrain (R26): clear, not a
	// city, not a sea bridge. beachSquares and ports: every beach and port square, for
	// landings and invasions (R27, R28).
	dropZone     []int32
	beachSquares []int32
	ports        []int32
}

// newTerrainTable works the table out for a board.
func newTerrainTable(b *maps.Board) *terrainTable {
	n := b.Size()
	t := &terrainTable{board: b, across: make([]uint8, n)}
	t.fill(dryGround)
	for i := 0; i < n; i++ {
		a := b.SquareAt(i)
		for k, j := range b.NeighbourIndexes(i) {
			if b.CrossesRiver(a, b.SquareAt(j)) {
				t.across[i] |= 1 << k
			}
		}
		if b.TerrainAt(i) == maps.Clear && b.CityIndexAt(i) < 0 {
			t.dropZone = append(t.dropZone, int32(i))
		}
		if b.BeachAt(a) != nil {
			t.beachSquares = append(t.beachSquares, int32(i))
		}
		if b.Port(a) {
			t.ports = append(t.ports, int32(i))
		}
	}
	return t
}

// fill works out the step costs of every class under one ground.
func (t *terrainTable) fill(gr ground) {
	b := t.board
	n := b.Size()
	for c := range t.cost[gr] {
		t.cost[gr][c] = make([]int8, 8*n)
	}
	for i := 0; i < n; i++ {
		for k, j := range b.StepIndexes(i) {
			for c := moveClass(0); c < numClasses; c++ {
				t.cost[gr][c][8*i+k] = int8(terrainStep(b, c, i, j, gr))
			}
		}
	}
}

// costs is the step-cost table of a class under a ground.
func (t *terrainTable) costs(gr ground, c moveClass) []int8 {
	if gr != dryGround {
		t.once[gr].Do(func() { t.fill(gr) })
	}
	return t.cost[gr][c]
}

// stepCosts is the step-cost table unit u moves by this month (advanced game).
func (g *Game) stepCosts(u int) []int8 {
	return g.ter.costs(groundOf(g.effects()), classOf(u))
}

// terrainStep is the terrain effects table (GELÄNDE-FAKTOREN-TABELLE) for one step from
// square index i to its neighbour j, in thirds, under a weather's ground (R30); -1 when
// the class may not enter j.
//
//   - R24: mountains only for mountain infantry, for whom they cost as clear;
//   - R23: forest never for armour; 6 for everyone else;
//   - R4: a step to the next square of the same road costs 1, whatever the terrain;
//   - R11: a city square costs 1 when entered from a road square or from another square
//     of the same city, otherwise 3;
//   - R5, R25: a river crossing adds 3, except a road step over a river bridge.
//   - R30: snow takes the road rate away (a road step, and a city entered the road's
//     way, cost 3 as on clear ground); frost and snow make river crossings free; spring
//     rain forbids crossing a river but over a road bridge; summer rain makes a crossing
//     cost 6.
func terrainStep(b *maps.Board, c moveClass, i, j int, gr ground) int {
	a, s := b.SquareAt(i), b.SquareAt(j)
	city := b.CityIndexAt(j)
	return stepCost(c, stepFacts{
		into:     b.TerrainAt(j),
		road:     b.RoadStep(a, s),
		city:     city >= 0,
		cityRoad: city >= 0 && (b.CityIndexAt(i) == city || len(b.RoadsAt(a)) > 0),
		river:    b.CrossesRiver(a, s),
	}, gr)
}

// stepFacts is what the terrain effects table asks of a step: the terrain entered, and
// whether the step follows a road, enters a city (and does so from a road square or
// from another square of the same city) or crosses a river.
type stepFacts struct {
	into                 maps.Terrain
	road, city, cityRoad bool
	river                bool
}

// stepCost is the terrain effects table itself: what a step with these facts costs a
// class under a ground, in thirds, or -1 (see terrainStep for the rulings).
func stepCost(c moveClass, f stepFacts, gr ground) int {
	switch f.into {
	case maps.Mountain:
		if c != mountainClass {
			return -1
		}
	case maps.Forest:
		if c == armourClass {
			return -1
		}
	}
	rate := gr != snowGround // R30: in snow roads count as clear ground
	cost := 3
	switch {
	case f.road && rate:
		cost = 1
	case f.road:
		cost = 3
	case f.cityRoad && rate:
		cost = 1
	case f.city:
		cost = 3
	case f.into == maps.Forest:
		cost = 6
	}
	if !f.road && f.river { // a road step over the river goes by its bridge (R5)
		switch gr {
		case frozenGround, snowGround:
		case floodedGround:
			return -1
		case soakedGround:
			cost += 6
		default:
			cost += 3
		}
	}
	return cost
}

// FloodedRivers reports whether this month's rivers are in flood: no unit crosses one
// but by a road step over its bridge, in a move or in a retreat (R30, R19, R5). Spring
// rain floods them, in the advanced game only: the basic game has no rivers (R13).
func (g *Game) FloodedRivers() bool { return g.advanced() && g.effects().BridgesOnly }

// FloodBarred reports whether a flood bars the step between two neighbouring squares
// (R30): it crosses a river, and not as a road step over the river's bridge (R5).
func FloodBarred(b *maps.Board, from, to maps.Square) bool {
	return b.CrossesRiver(from, to) && !b.RoadStep(from, to)
}

// floodClause says that the month's weather floods the river between two squares, as a
// clause for "… cannot …: clause" (R30).
func (g *Game) floodClause(from, to maps.Square) *Error {
	return refuse("rule.terrain.weather.month",
		g.st.Weather, from, to)
}

// slot is the position of square index j among Board.StepIndexes(i), or -1.
func slot(b *maps.Board, i, j int) int {
	for k, x := range b.StepIndexes(i) {
		if x == j {
			return k
		}
	}
	return -1
}

// advanced reports whether the game is played with the advanced rules (R23–R29).
func (g *Game) advanced() bool { return g.st.Options.Mode == Advanced }

// inForest and inMountains: where a unit stands, for R23 and R24.
func (g *Game) inForest(u int) bool {
	return g.board.Terrain(g.st.Units[u].Square) == maps.Forest
}

func (g *Game) inMountains(u int) bool {
	return g.board.Terrain(g.st.Units[u].Square) == maps.Mountain
}

// mayStand reports whether the terrain of square index i is open to unit u at all
// (advanced game): no mountains but for mountain infantry (R24), no forest for armour
// (R23). Water is everyone's business elsewhere.
func (g *Game) mayStand(u, i int) bool {
	switch g.board.TerrainAt(i) {
	case maps.Mountain:
		return catalog[u].Kind == units.Mountain
	case maps.Forest:
		return catalog[u].Kind != units.Armour
	}
	return true
}

// terrainError says why unit u may not step onto square index i.
func (g *Game) terrainError(u, i int) error {
	s := g.board.SquareAt(i)
	switch {
	case !g.board.TerrainAt(i).Land():
		return refuse("rule.terrain.cannot.enter", who(u), s) // R5
	case g.board.TerrainAt(i) == maps.Mountain:
		return refuse("rule.terrain.cannot.enter.mountain", // R24
			who(u), s)
	case g.board.TerrainAt(i) == maps.Forest:
		return refuse("rule.terrain.cannot.enter.armour", // R23
			who(u), s)
	}
	return refuse("rule.terrain.cannot.step", who(u), s)
}

// enterError says why mayEnter keeps unit u off square index i, naming the enemy that
// does.
func (g *Game) enterError(u, i int) error {
	s := g.board.SquareAt(i)
	side := catalog[u].Side
	switch {
	case catalog[u].Kind == units.HQ && g.enemyNext(side, i): // R20
		return refuse("rule.terrain.may.not",
			who(u), s, beside(g.nextEnemy(side, i, nil)))
	case catalog[u].Kind == units.Armour && g.guardedAgainst(u, i) && g.forestInfantryNext(side, i): // R23
		v := g.nextEnemy(side, i, func(v, j int) bool {
			return catalog[v].Kind.Footsoldier() && g.board.TerrainAt(j) == maps.Forest
		})
		return refuse("rule.terrain.may.not.move",
			who(u), s, beside(v))
	}
	v := g.nextEnemy(side, i, func(v, j int) bool { // R24
		return catalog[v].Kind == units.Mountain && g.board.TerrainAt(j) == maps.Mountain
	})
	return refuse("rule.terrain.may.not.move.onto",
		who(u), s, beside(v))
}

// forestInfantryNext reports whether an enemy infantry-type unit in forest touches
// square index i (R23).
func (g *Game) forestInfantryNext(side units.Side, i int) bool {
	for _, j := range g.board.NeighbourIndexes(i) {
		if v := g.at(j); v >= 0 && catalog[v].Side != side && catalog[v].Kind.Footsoldier() &&
			g.board.TerrainAt(j) == maps.Forest {
			return true
		}
	}
	return false
}

// StepCost is what one step between two adjacent squares costs unit n under the game's
// rules, in thirds of a movement point (R11, R13, R23–R25), or -1 when the unit may not
// make that step at all (water, a sea corner, forest for armour, mountains for all but
// mountain infantry). It looks at the board only, not at other units.
func (g *Game) StepCost(n int, from, to maps.Square) int {
	b := g.board
	if n < 0 || n >= NumUnits || !b.In(from) || !b.In(to) {
		return -1
	}
	i, j := b.Index(from), b.Index(to)
	k := slot(b, i, j)
	if k < 0 {
		return -1
	}
	if !g.advanced() {
		return 3
	}
	return int(g.stepCosts(n)[8*i+k])
}

// terrainCache keeps the tables of the last few boards: a tournament or a test run
// starts many games on one board, and a table takes about a millisecond to work out.
var terrainCache struct {
	sync.Mutex
	boards []*maps.Board
	tables []*terrainTable
}

// terrainFor is the terrain table of a board, worked out once.
func terrainFor(b *maps.Board) *terrainTable {
	c := &terrainCache
	c.Lock()
	defer c.Unlock()
	for k, x := range c.boards {
		if x == b {
			return c.tables[k]
		}
	}
	t := newTerrainTable(b)
	if len(c.boards) == 4 {
		c.boards, c.tables = c.boards[1:], c.tables[1:]
	}
	c.boards = append(c.boards, b)
	c.tables = append(c.tables, t)
	return t
}
