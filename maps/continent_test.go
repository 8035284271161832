package maps_test

import (
	"testing"

	"taktik/maps"
	"taktik/units"
)

// These tests hold the shipped continent (assets/continent.map) to MAP.md: one test per
// numbered fact, plus the design promises of docs/map-design.md (two land masses, rivers
// that reach the sea, compact bivouacs on clear ground, a fair distance to the enemy).

func continent(t *testing.T) *maps.Board {
	t.Helper()
	b, err := maps.Continent()
	if err != nil {
		t.Fatalf("the shipped map does not load: %v", err)
	}
	return b
}

// each calls f for every square of the board.
func each(b *maps.Board, f func(s maps.Square)) {
	for i := 0; i < b.Size(); i++ {
		f(b.SquareAt(i))
	}
}

// landMasses numbers the land squares that hang together by steps (R2) without a sea
// bridge; -1 on water and bridges.
func landMasses(b *maps.Board) (mass []int, sizes []int) {
	mass = make([]int, b.Size())
	for i := range mass {
		mass[i] = -1
	}
	for start := range mass {
		if mass[start] >= 0 || b.TerrainAt(start) == maps.Water || b.TerrainAt(start) == maps.SeaBridge {
			continue
		}
		k := len(sizes)
		sizes = append(sizes, 0)
		mass[start] = k
		for queue := []int{start}; len(queue) > 0; queue = queue[1:] {
			sizes[k]++
			for _, j := range b.StepIndexes(queue[0]) {
				if mass[j] < 0 && b.TerrainAt(j) != maps.SeaBridge {
					mass[j] = k
					queue = append(queue, j)
				}
			}
		}
	}
	return mass, sizes
}

// landSteps is the fewest steps over land (sea bridges excluded) from any square of
// one set to any square of another, or -1.
func landSteps(b *maps.Board, from, to []maps.Square) int {
	dist := make([]int, b.Size())
	for i := range dist {
		dist[i] = -1
	}
	var queue []int
	for _, s := range from {
		dist[b.Index(s)] = 0
		queue = append(queue, b.Index(s))
	}
	goal := map[int]bool{}
	for _, s := range to {
		goal[b.Index(s)] = true
	}
	for ; len(queue) > 0; queue = queue[1:] {
		i := queue[0]
		if goal[i] {
			return dist[i]
		}
		for _, j := range b.StepIndexes(i) {
			if dist[j] < 0 && b.TerrainAt(j) != maps.SeaBridge && b.TerrainAt(j) != maps.Mountain {
				dist[j] = dist[i] + 1
				queue = append(queue, j)
			}
		}
	}
	return -1
}

// contiguous reports whether squares hang together by adjacency (R2).
func contiguous(list []maps.Square) bool {
	if len(list) == 0 {
		return false
	}
	seen := map[maps.Square]bool{list[0]: true}
	for queue := []maps.Square{list[0]}; len(queue) > 0; queue = queue[1:] {
		for _, s := range list {
			if !seen[s] && maps.Adjacent(queue[0], s) {
				seen[s] = true
				queue = append(queue, s)
			}
		}
	}
	return len(seen) == len(list)
}

func besideWater(b *maps.Board, s maps.Square) bool {
	for _, n := range b.Neighbours(s) {
		if b.Terrain(n) == maps.Water {
			return true
		}
	}
	return false
}

// Fact 1 (R1): 44 rows × 56 columns, a continent with water all round it.
func TestContinentFact1GridAndSea(t *testing.T) {
	b := continent(t)
	if b.Rows != 44 || b.Cols != 56 {
		t.Fatalf("board is %d × %d, want 44 rows × 56 columns (R1)", b.Rows, b.Cols)
	}
	each(b, func(s maps.Square) {
		ring := s.Row == 1 || s.Row == b.Rows || s.Col == 1 || s.Col == b.Cols
		if ring && b.Terrain(s) != maps.Water {
			t.Errorf("%s on the board's edge is %v; the continent must be surrounded by water", s, b.Terrain(s))
		}
	})
}

// Fact 2: columns 1–28 are Red's, 29–56 Blue's; every city lies in its own country.
func TestContinentFact2Countries(t *testing.T) {
	b := continent(t)
	for _, tc := range []struct {
		s    maps.Square
		want units.Side
	}{
		{maps.Square{Row: 1, Col: 1}, units.Red},
		{maps.Square{Row: 22, Col: 28}, units.Red},
		{maps.Square{Row: 22, Col: 29}, units.Blue},
		{maps.Square{Row: 44, Col: 56}, units.Blue},
	} {
		if got := b.Country(tc.s); got != tc.want {
			t.Errorf("Country(%s) = %v, want %v", tc.s, got, tc.want)
		}
	}
	for _, c := range b.Cities {
		for _, s := range c.Squares {
			if b.Country(s) != c.Side {
				t.Errorf("city %s (%v) has square %s in the other country", c.Name, c.Side, s)
			}
		}
	}
}

// Fact 3 (R5): Red's capital stands on a smaller island in the north-west, a land mass of
// its own, tied to Red's mainland by exactly three sea bridges. Besides the island and
// the mainland there is no other land: every land square reaches every other of its mass.
func TestContinentFact3RedIsland(t *testing.T) {
	b := continent(t)
	mass, sizes := landMasses(b)
	if len(sizes) != 2 {
		t.Fatalf("the board has %d land masses; want 2 (Red's island and the continent), no stray islets", len(sizes))
	}
	capital := b.Capital(units.Red)
	island := mass[b.Index(capital.Squares[0])]
	mainland := 1 - island
	if sizes[island] >= sizes[mainland]/4 {
		t.Errorf("the island has %d squares, the mainland %d; the island must be much smaller", sizes[island], sizes[mainland])
	}
	for i, k := range mass {
		if k != island {
			continue
		}
		if s := b.SquareAt(i); s.Row > b.Rows/2 || b.Country(s) != units.Red {
			t.Errorf("island square %s is not in Red's north-west", s)
		}
	}
	bridges := 0
	each(b, func(s maps.Square) {
		if b.Terrain(s) != maps.SeaBridge {
			return
		}
		var reach [2]bool
		for _, j := range b.StepIndexes(b.Index(s)) {
			switch mass[j] {
			case island:
				reach[0] = true
			case mainland:
				reach[1] = reach[1] || b.Country(b.SquareAt(j)) == units.Red
			}
		}
		if reach[0] && reach[1] {
			bridges++
		}
	})
	if bridges != 3 {
		t.Errorf("%d sea bridges join the island to Red's mainland, want 3", bridges)
	}
}

// Fact 4 (R5, R6): Blue's capital holds 23-43, lies in two parts across the bay, joined
// by one sea bridge with water beside it, and the land way round the bay is long.
func TestContinentFact4BlueCapital(t *testing.T) {
	b := continent(t)
	capital := b.Capital(units.Blue)
	if c := b.CityAt(maps.Square{Row: 23, Col: 43}); c == nil || c != capital {
		t.Fatalf("23-43 is not in Blue's capital")
	}
	var north, south []maps.Square
	for _, s := range capital.Squares {
		if s.Row <= 23 {
			north = append(north, s)
		} else {
			south = append(south, s)
		}
	}
	if len(north) == 0 || len(south) == 0 || !contiguous(north) || !contiguous(south) {
		t.Fatalf("Blue's capital %v is not in two parts, north and south of the bay", capital.Squares)
	}
	for _, n := range north {
		for _, s := range south {
			if b.CanStep(n, s) {
				t.Errorf("the two parts of Blue's capital touch at %s and %s; the bay must part them", n, s)
			}
		}
	}
	joining := 0
	each(b, func(s maps.Square) {
		if b.Terrain(s) != maps.SeaBridge {
			return
		}
		var toNorth, toSouth bool
		for _, n := range north {
			toNorth = toNorth || b.CanStep(s, n)
		}
		for _, q := range south {
			toSouth = toSouth || b.CanStep(s, q)
		}
		if toNorth && toSouth {
			joining++
			west, east := maps.Square{Row: s.Row, Col: s.Col - 1}, maps.Square{Row: s.Row, Col: s.Col + 1}
			if b.Terrain(west) != maps.Water || b.Terrain(east) != maps.Water {
				t.Errorf("the capital's bridge %s has no bay water on both sides", s)
			}
		}
	})
	if joining != 1 {
		t.Errorf("%d sea bridges join the two parts of Blue's capital, want 1", joining)
	}
	// The bay nearly cuts Blue in two: round its inner end is a long way.
	if d := landSteps(b, north, south); d < 12 {
		t.Errorf("the land way round the bay between the capital's parts is %d steps; want a bay that nearly cuts Blue in two (12 or more)", d)
	}
}

// Fact 5 (R6): Red has 7 cities and 12 port squares, Blue 5 and 7; cities are 1–4
// contiguous squares, ports beside water.
func TestContinentFact5CitiesAndPorts(t *testing.T) {
	b := continent(t)
	var cities, ports [2]int
	for _, c := range b.Cities {
		cities[c.Side]++
		ports[c.Side] += len(c.Ports)
		if n := len(c.Squares); n < 1 || n > 4 || !contiguous(c.Squares) && !(c.Capital && c.Side == units.Blue) {
			t.Errorf("city %s has %d squares or is not contiguous", c.Name, n)
		}
		for _, s := range c.Ports {
			if !b.Port(s) || !besideWater(b, s) {
				t.Errorf("port %s of %s is not a port beside water", s, c.Name)
			}
		}
	}
	for _, tc := range []struct {
		side          units.Side
		cities, ports int
	}{{units.Red, 7, 12}, {units.Blue, 5, 7}} {
		if cities[tc.side] != tc.cities || ports[tc.side] != tc.ports {
			t.Errorf("%v has %d cities and %d port squares, want %d and %d", tc.side, cities[tc.side], ports[tc.side], tc.cities, tc.ports)
		}
	}
}

// Fact 6: every kind of terrain and marking is on the board.
func TestContinentFact6TerrainKinds(t *testing.T) {
	b := continent(t)
	count := map[string]int{}
	each(b, func(s maps.Square) {
		count[b.Terrain(s).String()]++
		if b.CityAt(s) != nil {
			count["city"]++
		}
		if b.BeachAt(s) != nil {
			count["beach"]++
		}
		if b.BivouacAt(s) != nil {
			count["bivouac"]++
		}
		if len(b.Rivers(s)) > 0 {
			count["river"]++
		}
		if len(b.RoadsAt(s)) > 0 {
			count["road"]++
		}
	})
	for _, r := range b.Roads {
		for k := 1; k < len(r.Squares); k++ {
			if b.RiverBridge(r.Squares[k-1], r.Squares[k]) {
				count["river bridge"]++
			}
		}
	}
	for _, kind := range []string{"clear", "city", "forest", "mountain", "water", "sea bridge", "beach",
		"river", "road", "river bridge", "bivouac"} {
		if count[kind] == 0 {
			t.Errorf("the board has no %s", kind)
		}
	}
}

// Fact 7: Blue is full of forest and mountains, Red is open plain with long rivers that
// reach the sea.
func TestContinentFact7BlueRuggedRedOpen(t *testing.T) {
	b := continent(t)
	var rough, clear [2]int
	each(b, func(s maps.Square) {
		switch b.Terrain(s) {
		case maps.Forest, maps.Mountain:
			rough[b.Country(s)]++
		case maps.Clear:
			if b.CityAt(s) == nil {
				clear[b.Country(s)]++
			}
		}
	})
	if rough[units.Blue] < 3*rough[units.Red] {
		t.Errorf("Blue has %d forest and mountain squares, Red %d; Blue must have far more", rough[units.Blue], rough[units.Red])
	}
	if clear[units.Red] <= clear[units.Blue] {
		t.Errorf("Red has %d open squares, Blue %d; Red must be the open plain", clear[units.Red], clear[units.Blue])
	}
	long := 0
	for _, r := range riverSystems(b) {
		if !r.sea {
			t.Errorf("the river through %s does not reach the sea", r.from)
		}
		if r.red && r.edges >= 15 {
			long++
		}
	}
	if long < 3 {
		t.Errorf("Red has %d long rivers (15 edges or more), want 3", long)
	}
}

// riverSystem is a set of river edges joined end to end.
type riverSystem struct {
	from  maps.Square // a square beside it, to name it
	edges int
	sea   bool // one of its corners touches open water
	red   bool // it lies wholly in Red's country
}

// riverSystems joins river edges at the square corners they share. Corner (y, x) is the
// south-east corner of square y-x.
func riverSystems(b *maps.Board) []riverSystem {
	type corner struct{ y, x int }
	type edge struct {
		a, c corner
		s    maps.Square
	}
	var edges []edge
	each(b, func(s maps.Square) {
		if b.River(s, maps.East) {
			edges = append(edges, edge{corner{s.Row - 1, s.Col}, corner{s.Row, s.Col}, s})
		}
		if b.River(s, maps.South) {
			edges = append(edges, edge{corner{s.Row, s.Col - 1}, corner{s.Row, s.Col}, s})
		}
	})
	touchesWater := func(p corner) bool {
		for _, s := range []maps.Square{{Row: p.y, Col: p.x}, {Row: p.y, Col: p.x + 1}, {Row: p.y + 1, Col: p.x}, {Row: p.y + 1, Col: p.x + 1}} {
			if b.In(s) && b.Terrain(s) == maps.Water {
				return true
			}
		}
		return false
	}
	at := map[corner][]int{}
	for k, e := range edges {
		at[e.a] = append(at[e.a], k)
		at[e.c] = append(at[e.c], k)
	}
	seen := make([]bool, len(edges))
	var list []riverSystem
	for start := range edges {
		if seen[start] {
			continue
		}
		seen[start] = true
		r := riverSystem{from: edges[start].s, red: true}
		for queue := []int{start}; len(queue) > 0; queue = queue[1:] {
			e := edges[queue[0]]
			r.edges++
			r.red = r.red && b.Country(e.s) == units.Red
			for _, p := range []corner{e.a, e.c} {
				r.sea = r.sea || touchesWater(p)
				for _, k := range at[p] {
					if !seen[k] {
						seen[k] = true
						queue = append(queue, k)
					}
				}
			}
		}
		list = append(list, r)
	}
	return list
}

// Fact 8: a large forest on Blue's side of the northern border, open ground behind it,
// Blue's north–south roads meeting in its capital, and passes through the mountains.
func TestContinentFact8BorderForest(t *testing.T) {
	b := continent(t)
	forest, land := 0, 0
	open, behind := 0, 0
	each(b, func(s maps.Square) {
		if s.Row > b.Rows/2 || !b.Terrain(s).Land() {
			return
		}
		switch {
		case s.Col >= 29 && s.Col <= 32:
			land++
			if b.Terrain(s) == maps.Forest {
				forest++
			}
		case s.Col >= 37 && s.Col <= 47:
			behind++
			if b.Terrain(s) == maps.Clear {
				open++
			}
		}
	})
	if forest*2 < land {
		t.Errorf("%d of %d land squares in columns 29–32 of the north are forest; want the border forest to cover half or more", forest, land)
	}
	if open*4 < behind*3 {
		t.Errorf("%d of %d squares behind the border forest are open; Blue's north must be hard to hold once the forest falls", open, behind)
	}
}

func TestContinentFact8RoadsMeetInBlueCapital(t *testing.T) {
	b := continent(t)
	capital := b.Capital(units.Blue)
	through := 0
	for _, r := range b.Roads {
		north, south, inCapital := false, false, false
		for _, s := range r.Squares {
			if b.Country(s) != units.Blue {
				continue
			}
			north = north || s.Row < 23
			south = south || s.Row > 25
			inCapital = inCapital || b.CityAt(s) == capital
		}
		if north && south {
			if !inCapital {
				t.Errorf("road %s runs north–south through Blue without passing its capital", r.Name)
			}
			through++
		}
	}
	if through == 0 {
		t.Errorf("no Blue road runs north–south through the capital")
	}
	meeting := 0
	for _, r := range b.Roads {
		for _, s := range r.Squares {
			if b.CityAt(s) == capital {
				meeting++
				break
			}
		}
	}
	if meeting < 3 {
		t.Errorf("%d roads reach Blue's capital; want its roads to meet there (3 or more)", meeting)
	}
}

// A pass is a clear square with mountains on two opposite sides (R24).
func TestContinentFact8MountainPasses(t *testing.T) {
	b := continent(t)
	passes, onRoad := 0, 0
	mountain := func(r, c int) bool {
		s := maps.Square{Row: r, Col: c}
		return b.In(s) && b.Terrain(s) == maps.Mountain
	}
	each(b, func(s maps.Square) {
		if b.Terrain(s) != maps.Clear {
			return
		}
		if mountain(s.Row-1, s.Col) && mountain(s.Row+1, s.Col) || mountain(s.Row, s.Col-1) && mountain(s.Row, s.Col+1) {
			passes++
			if len(b.RoadsAt(s)) > 0 {
				onRoad++
			}
		}
	})
	if passes < 3 || onRoad < 3 {
		t.Errorf("%d passes, %d of them on a road; want the ranges crossed by roads through 3 passes or more", passes, onRoad)
	}
}

// Fact 9 (R9): every bivouac area of each side, big enough, at home, not on a city;
// the army-group HQ squares 15-5 and 25-44. By design they are also compact and on
// clear ground, where armour may stand (R23, R24).
func TestContinentFact9Bivouacs(t *testing.T) {
	b := continent(t)
	for _, side := range units.Sides {
		for _, f := range units.Formations {
			v := b.Bivouac(side, f)
			if v == nil {
				t.Errorf("%v has no bivouac %q", side, f.Area())
				continue
			}
			if len(v.Squares) < f.MinSquares() {
				t.Errorf("%v %q has %d squares, want %d or more", side, v.Name, len(v.Squares), f.MinSquares())
			}
			if !contiguous(v.Squares) {
				t.Errorf("%v %q is not one compact area", side, v.Name)
			}
			for _, s := range v.Squares {
				if b.Country(s) != side || b.CityAt(s) != nil || b.Terrain(s) != maps.Clear {
					t.Errorf("%v %q: square %s is abroad, a city or not clear ground", side, v.Name, s)
				}
			}
		}
	}
	for _, tc := range []struct {
		side units.Side
		s    maps.Square
	}{{units.Red, maps.Square{Row: 15, Col: 5}}, {units.Blue, maps.Square{Row: 25, Col: 44}}} {
		if v := b.BivouacAt(tc.s); v == nil || v.Side != tc.side || v.Formation != units.ArmyGroup {
			t.Errorf("%s is not %v's FIRST ARMY GROUP square", tc.s, tc.side)
		}
	}
}

// Fact 10: several named beaches on each side's coast, 4–6 land squares beside water.
func TestContinentFact10Beaches(t *testing.T) {
	b := continent(t)
	var per [2]int
	for _, bc := range b.Beaches {
		side := b.Country(bc.Squares[0])
		per[side]++
		if bc.Name == "" || len(bc.Squares) < 4 || len(bc.Squares) > 6 || !contiguous(bc.Squares) {
			t.Errorf("beach %q: want a name and 4–6 contiguous squares, got %d", bc.Name, len(bc.Squares))
		}
		for _, s := range bc.Squares {
			if b.Country(s) != side || !b.Terrain(s).Land() || !besideWater(b, s) || b.CityAt(s) != nil {
				t.Errorf("beach %q: square %s is not on its country's open coast", bc.Name, s)
			}
		}
	}
	for _, side := range units.Sides {
		if per[side] < 3 {
			t.Errorf("%v has %d beaches, want 3 or more", side, per[side])
		}
	}
}

// Every city is on a road, so that the road net links them.
func TestContinentCitiesOnRoads(t *testing.T) {
	b := continent(t)
	for _, c := range b.Cities {
		on := false
		for _, s := range c.Squares {
			on = on || len(b.RoadsAt(s)) > 0
		}
		if !on {
			t.Errorf("city %s is on no road", c.Name)
		}
	}
}

// A fair start: measured in steps over land (mountains barred), each side's corps
// stand about as far from the nearest enemy city as the other's.
func TestContinentCorpsDistanceBalanced(t *testing.T) {
	b := continent(t)
	var total [2]int
	for _, side := range units.Sides {
		var enemy []maps.Square
		for _, c := range b.Cities {
			if c.Side != side {
				enemy = append(enemy, c.Squares...)
			}
		}
		for _, f := range []units.Formation{units.Corps1, units.Corps2, units.Corps3, units.Corps4} {
			d := landSteps(b, b.Bivouac(side, f).Squares, enemy)
			if d < 6 {
				t.Errorf("%v %s is %d steps from an enemy city; a corps should not start within a turn's march of one", side, f.Area(), d)
			}
			total[side] += d
		}
	}
	red, blue := total[units.Red], total[units.Blue]
	if 5*red > 6*blue || 5*blue > 6*red {
		t.Errorf("corps to nearest enemy city: Red %d steps in all, Blue %d; want them within a fifth of each other", red, blue)
	}
}
