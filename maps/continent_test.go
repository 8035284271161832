package maps_test

import (
	"fmt"
	"testing"

	"taktik/maps"
	"taktik/units"
)

// These tests hold the shipped continent (assets/continent.map) to MAP.md: one check per
// numbered fact, plus the design promises of docs/map-design.md (two land masses, rivers
// that reach the sea, compact bivouacs on clear ground, a fair distance to the enemy).
//
// Each check is a function that lists what is wrong with a board, so that the same check
// runs on the shipped map (it must list nothing) and on copies of it broken on purpose
// (continent_broken_test.go: it must list something). A check that cannot fail is caught
// there.

// check lists the faults of a board against one fact; nil when the board keeps it.
type check func(b *maps.Board) faults

// faults collects the sentences of one check.
type faults []string

func (f *faults) add(format string, args ...any) { *f = append(*f, fmt.Sprintf(format, args...)) }

func continent(t *testing.T) *maps.Board {
	t.Helper()
	b, err := maps.Continent()
	if err != nil {
		t.Fatalf("the shipped map does not load: %v", err)
	}
	return b
}

// holds runs a check on the shipped map and reports every fault.
func holds(t *testing.T, c check) {
	t.Helper()
	for _, f := range c(continent(t)) {
		t.Error(f)
	}
}

// each calls f for every square of the board.
func each(b *maps.Board, f func(s maps.Square)) {
	for i := 0; i < b.Size(); i++ {
		f(b.SquareAt(i))
	}
}

func sq(r, c int) maps.Square { return maps.Square{Row: r, Col: c} }

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
func fact1GridAndSea(b *maps.Board) (f faults) {
	if b.Rows != 44 || b.Cols != 56 {
		f.add("board is %d × %d, want 44 rows × 56 columns (R1)", b.Rows, b.Cols)
	}
	each(b, func(s maps.Square) {
		ring := s.Row == 1 || s.Row == b.Rows || s.Col == 1 || s.Col == b.Cols
		if ring && b.Terrain(s) != maps.Water {
			f.add("%s on the board's edge is %v; the continent must be surrounded by water", s, b.Terrain(s))
		}
	})
	return f
}

func TestContinentFact1GridAndSea(t *testing.T) { holds(t, fact1GridAndSea) }

// Fact 2: columns 1–28 are Red's, 29–56 Blue's; every city and every bivouac area lies in
// its own country.
func fact2Countries(b *maps.Board) (f faults) {
	for _, tc := range []struct {
		s    maps.Square
		want units.Side
	}{{sq(1, 1), units.Red}, {sq(22, 28), units.Red}, {sq(22, 29), units.Blue}, {sq(44, 56), units.Blue}} {
		if got := b.Country(tc.s); got != tc.want {
			f.add("Country(%s) = %v, want %v", tc.s, got, tc.want)
		}
	}
	for _, c := range b.Cities {
		for _, s := range c.Squares {
			if b.Country(s) != c.Side {
				f.add("city %s (%v) has square %s in the other country", c.Name, c.Side, s)
			}
		}
	}
	for _, v := range b.Bivouacs {
		for _, s := range v.Squares {
			if b.Country(s) != v.Side {
				f.add("%v bivouac %q has square %s in the other country", v.Side, v.Name, s)
			}
		}
	}
	return f
}

func TestContinentFact2Countries(t *testing.T) { holds(t, fact2Countries) }

// Fact 3 (R5): Red's capital stands on a smaller island in the north-west, a land mass of
// its own, tied to Red's mainland by exactly three sea bridges. Besides the island and
// the mainland there is no other land: every land square reaches every other of its mass.
func fact3RedIsland(b *maps.Board) (f faults) {
	mass, sizes := landMasses(b)
	if len(sizes) != 2 {
		f.add("the board has %d land masses; want 2 (Red's island and the continent), no stray islets", len(sizes))
		return f
	}
	capital := b.Capital(units.Red)
	if capital == nil {
		f.add("Red has no capital")
		return f
	}
	island := mass[b.Index(capital.Squares[0])]
	if island < 0 {
		f.add("Red's capital %s stands on no land mass", capital.Name)
		return f
	}
	mainland := 1 - island
	if sizes[island] >= sizes[mainland]/4 {
		f.add("the island has %d squares, the mainland %d; the island must be much smaller", sizes[island], sizes[mainland])
	}
	for i, k := range mass {
		if k != island {
			continue
		}
		if s := b.SquareAt(i); s.Row > b.Rows/2 || b.Country(s) != units.Red {
			f.add("island square %s is not in Red's north-west", s)
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
		f.add("%d sea bridges join the island to Red's mainland, want 3", bridges)
	}
	return f
}

func TestContinentFact3RedIsland(t *testing.T) { holds(t, fact3RedIsland) }

// Fact 4 (R5, R6): Blue's capital holds 23-43, lies in two parts across the bay, joined
// by one sea bridge with water beside it, and the land way round the bay is long.
func fact4BlueCapital(b *maps.Board) (f faults) {
	capital := b.Capital(units.Blue)
	if c := b.CityAt(sq(23, 43)); c == nil || c != capital {
		f.add("23-43 is not in Blue's capital")
		return f
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
		f.add("Blue's capital %v is not in two parts, north and south of the bay", capital.Squares)
		return f
	}
	for _, n := range north {
		for _, s := range south {
			if b.CanStep(n, s) {
				f.add("the two parts of Blue's capital touch at %s and %s; the bay must part them", n, s)
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
			if b.Terrain(sq(s.Row, s.Col-1)) != maps.Water || b.Terrain(sq(s.Row, s.Col+1)) != maps.Water {
				f.add("the capital's bridge %s has no bay water on both sides", s)
			}
		}
	})
	if joining != 1 {
		f.add("%d sea bridges join the two parts of Blue's capital, want 1", joining)
	}
	// The bay nearly cuts Blue in two: round its inner end is a long way.
	if d := landSteps(b, north, south); d < 12 {
		f.add("the land way round the bay between the capital's parts is %d steps; want a bay that nearly cuts Blue in two (12 or more)", d)
	}
	return f
}

func TestContinentFact4BlueCapital(t *testing.T) { holds(t, fact4BlueCapital) }

// Fact 5 (R6): Red has 7 cities and 12 port squares, Blue 5 and 7; cities are 1–4
// contiguous squares, ports beside water.
func fact5CitiesAndPorts(b *maps.Board) (f faults) {
	var cities, ports [2]int
	for _, c := range b.Cities {
		cities[c.Side]++
		ports[c.Side] += len(c.Ports)
		if n := len(c.Squares); n < 1 || n > 4 || !contiguous(c.Squares) && !(c.Capital && c.Side == units.Blue) {
			f.add("city %s has %d squares or is not contiguous", c.Name, n)
		}
		for _, s := range c.Ports {
			if !b.Port(s) || !besideWater(b, s) {
				f.add("port %s of %s is not a port beside water", s, c.Name)
			}
		}
	}
	for _, tc := range []struct {
		side          units.Side
		cities, ports int
	}{{units.Red, 7, 12}, {units.Blue, 5, 7}} {
		if cities[tc.side] != tc.cities || ports[tc.side] != tc.ports {
			f.add("%v has %d cities and %d port squares, want %d and %d", tc.side, cities[tc.side], ports[tc.side], tc.cities, tc.ports)
		}
	}
	return f
}

func TestContinentFact5CitiesAndPorts(t *testing.T) { holds(t, fact5CitiesAndPorts) }

// Fact 6: every kind of terrain and marking is on the board.
func fact6TerrainKinds(b *maps.Board) (f faults) {
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
			f.add("the board has no %s", kind)
		}
	}
	return f
}

func TestContinentFact6TerrainKinds(t *testing.T) { holds(t, fact6TerrainKinds) }

// Fact 7: Blue's land is full of defensible terrain — forests and mountains in both its
// halves, rivers, and bays that reach deep into it — while Red's is an open plain with
// hardly a wood, no mountain range, and long rivers that run the way an attacker from
// the east comes, so they make no line to hold. Every river reaches the sea.
func fact7BlueRuggedRedOpen(b *maps.Board) (f faults) {
	// [side][half]: half 0 is rows 1–22, half 1 rows 23–44.
	var land, rough [2][2]int
	var forest, mountain [2]int
	each(b, func(s maps.Square) {
		if !b.Terrain(s).Land() {
			return
		}
		side, half := b.Country(s), 0
		if s.Row > b.Rows/2 {
			half = 1
		}
		land[side][half]++
		switch b.Terrain(s) {
		case maps.Forest:
			rough[side][half]++
			forest[side]++
		case maps.Mountain:
			rough[side][half]++
			mountain[side]++
		}
	})
	share := func(side units.Side, halves ...int) float64 {
		var r, l int
		for _, h := range halves {
			r, l = r+rough[side][h], l+land[side][h]
		}
		return float64(r) / float64(max(l, 1))
	}
	if s := share(units.Blue, 0, 1); s < 0.20 {
		f.add("forest and mountain cover %.0f%% of Blue's land; Blue must be rugged (20%% or more)", 100*s)
	}
	for h, name := range []string{"north (rows 1–22)", "south (rows 23–44)"} {
		if s := share(units.Blue, h); s < 0.15 {
			f.add("forest and mountain cover %.0f%% of Blue's %s; both halves of Blue must be rugged (15%% or more)", 100*s, name)
		}
	}
	if forest[units.Blue] < 100 || mountain[units.Blue] < 30 {
		f.add("Blue has %d forest and %d mountain squares; want woods (100 or more) and mountain ranges (30 or more)", forest[units.Blue], mountain[units.Blue])
	}
	if s := share(units.Red, 0, 1); s > 0.05 {
		f.add("forest and mountain cover %.1f%% of Red's land; Red must be wide open plain (5%% or less)", 100*s)
	}
	if mountain[units.Red] > 4 {
		f.add("Red has %d mountain squares; its plain has no mountain range (4 or fewer)", mountain[units.Red])
	}

	// Rivers: Blue's many, Red's few and long, running east–west.
	var blueRivers, blueEdges int
	longRed := 0
	for _, r := range riverSystems(b) {
		if !r.sea {
			f.add("the river through %s does not reach the sea", r.from)
		}
		switch {
		case r.side == red && r.edges >= 15:
			longRed++
			if r.cols < 10 {
				f.add("Red's river through %s spans %d columns; Red's long rivers run across the plain from the border side (10 or more)", r.from, r.cols)
			}
		case r.side == blue:
			blueEdges += r.edges
			if r.edges >= 6 {
				blueRivers++
			}
		}
	}
	if longRed < 3 {
		f.add("Red has %d long rivers (15 edges or more), want 3", longRed)
	}
	if blueRivers < 3 || blueEdges < 30 {
		f.add("Blue has %d rivers of 6 edges or more and %d river edges in all; want 3 such rivers and 30 edges or more", blueRivers, blueEdges)
	}

	// Bays: water far from the board's edge is water that cuts into the land.
	deep := [2][]maps.Square{}
	each(b, func(s maps.Square) {
		if b.Terrain(s) == maps.Water && min(s.Row-1, b.Rows-s.Row, s.Col-1, b.Cols-s.Col) >= 6 {
			deep[b.Country(s)] = append(deep[b.Country(s)], s)
		}
	})
	if nb, nr := len(deep[units.Blue]), len(deep[units.Red]); nb < 30 || nb < 2*nr {
		f.add("%d water squares lie 6 or more squares inside the board's edge in Blue, %d in Red; Blue's bays must cut deep into it (30 or more, twice Red's)", nb, nr)
	}
	if n := len(groupsOf(deep[units.Blue])); n < 3 {
		f.add("Blue's deep water forms %d bays or lakes; want 3 or more", n)
	}
	return f
}

func TestContinentFact7BlueRuggedRedOpen(t *testing.T) { holds(t, fact7BlueRuggedRedOpen) }

// groupsOf splits squares into groups that touch (R2).
func groupsOf(list []maps.Square) [][]maps.Square {
	seen := map[maps.Square]bool{}
	var out [][]maps.Square
	for _, s := range list {
		if seen[s] {
			continue
		}
		seen[s] = true
		g := []maps.Square{s}
		for k := 0; k < len(g); k++ {
			for _, q := range list {
				if !seen[q] && maps.Adjacent(g[k], q) {
					seen[q] = true
					g = append(g, q)
				}
			}
		}
		out = append(out, g)
	}
	return out
}

// Where a river lies.
const (
	red = iota
	blue
	both
)

// riverSystem is a set of river edges joined end to end.
type riverSystem struct {
	from  maps.Square // a square beside it, to name it
	edges int
	sea   bool // one of its corners touches open water
	side  int  // red or blue when it lies wholly in that country, else both
	cols  int  // how many columns it spans
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
		for _, s := range []maps.Square{sq(p.y, p.x), sq(p.y, p.x+1), sq(p.y+1, p.x), sq(p.y+1, p.x+1)} {
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
		r := riverSystem{from: edges[start].s, side: int(b.Country(edges[start].s))}
		lo, hi := b.Cols, 1
		for queue := []int{start}; len(queue) > 0; queue = queue[1:] {
			e := edges[queue[0]]
			r.edges++
			if int(b.Country(e.s)) != r.side {
				r.side = both
			}
			lo, hi = min(lo, e.s.Col), max(hi, e.s.Col)
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
		r.cols = hi - lo + 1
		list = append(list, r)
	}
	return list
}

// Fact 8: a large forest on Blue's side of the northern border, open ground behind it.
func fact8BorderForest(b *maps.Board) (f faults) {
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
		f.add("%d of %d land squares in columns 29–32 of the north are forest; want the border forest to cover half or more", forest, land)
	}
	if open*4 < behind*3 {
		f.add("%d of %d squares behind the border forest are open; Blue's north must be hard to hold once the forest falls", open, behind)
	}
	return f
}

func TestContinentFact8BorderForest(t *testing.T) { holds(t, fact8BorderForest) }

// Fact 8: Blue's north–south roads meet in its capital. Each of Blue's own roads (every
// square in Blue's country) that runs at least as far north–south as east–west passes
// through the capital; three or more of Blue's roads meet there; and within Blue's
// country the road net north of the capital reaches the net south of it only through
// the capital.
func fact8RoadsMeetInBlueCapital(b *maps.Board) (f faults) {
	capital := b.Capital(units.Blue)
	if capital == nil {
		f.add("Blue has no capital")
		return f
	}
	top, bottom := b.Rows, 1
	for _, s := range capital.Squares {
		top, bottom = min(top, s.Row), max(bottom, s.Row)
	}
	meeting := 0
	for _, r := range b.Roads {
		own, inCapital := true, false
		rows, cols := [2]int{b.Rows, 1}, [2]int{b.Cols, 1}
		for _, s := range r.Squares {
			own = own && b.Country(s) == units.Blue
			inCapital = inCapital || b.CityAt(s) == capital
			rows = [2]int{min(rows[0], s.Row), max(rows[1], s.Row)}
			cols = [2]int{min(cols[0], s.Col), max(cols[1], s.Col)}
		}
		if !own {
			continue
		}
		if inCapital {
			meeting++
		}
		if dr, dc := rows[1]-rows[0], cols[1]-cols[0]; dr >= 5 && dr >= dc && !inCapital {
			f.add("Blue's north–south road %s (rows %d–%d) does not pass through its capital", r.Name, rows[0], rows[1])
		}
	}
	if meeting < 3 {
		f.add("%d of Blue's own roads reach its capital; want its roads to meet there (3 or more)", meeting)
	}
	// The road net in Blue's country, without the capital's squares.
	next := map[maps.Square][]maps.Square{}
	for _, r := range b.Roads {
		for k := 1; k < len(r.Squares); k++ {
			a, c := r.Squares[k-1], r.Squares[k]
			if b.Country(a) != units.Blue || b.Country(c) != units.Blue || b.CityAt(a) == capital || b.CityAt(c) == capital {
				continue
			}
			next[a] = append(next[a], c)
			next[c] = append(next[c], a)
		}
	}
	seen := map[maps.Square]bool{}
	var queue []maps.Square
	for s := range next {
		if s.Row < top {
			seen[s] = true
			queue = append(queue, s)
		}
	}
	for ; len(queue) > 0; queue = queue[1:] {
		if s := queue[0]; s.Row > bottom {
			f.add("Blue's roads lead from north of the capital to %s south of it without passing through the capital", s)
			break
		}
		for _, n := range next[queue[0]] {
			if !seen[n] {
				seen[n] = true
				queue = append(queue, n)
			}
		}
	}
	return f
}

func TestContinentFact8RoadsMeetInBlueCapital(t *testing.T) { holds(t, fact8RoadsMeetInBlueCapital) }

// Fact 8: mountain ranges have passes of clear squares. A range is a group of mountain
// squares at most one square apart; a pass is a clear square with mountains of the
// range on two opposite sides (R24). Every range of 6 squares or more has a pass, a road
// goes through one of its passes, and no road climbs over a mountain square.
func fact8MountainPasses(b *maps.Board) (f faults) {
	var peaks []maps.Square
	each(b, func(s maps.Square) {
		if b.Terrain(s) == maps.Mountain {
			peaks = append(peaks, s)
		}
	})
	rangeOf := map[maps.Square]int{}
	ranges := 0
	for _, s := range peaks {
		if _, ok := rangeOf[s]; ok {
			continue
		}
		rangeOf[s] = ranges
		for queue := []maps.Square{s}; len(queue) > 0; queue = queue[1:] {
			for _, q := range peaks {
				if _, ok := rangeOf[q]; !ok && maps.Chebyshev(queue[0], q) <= 2 {
					rangeOf[q] = ranges
					queue = append(queue, q)
				}
			}
		}
		ranges++
	}
	for k := 0; k < ranges; k++ {
		var members []maps.Square
		for _, s := range peaks {
			if rangeOf[s] == k {
				members = append(members, s)
			}
		}
		if len(members) < 6 {
			continue
		}
		in := func(r, c int) bool {
			s := sq(r, c)
			if !b.In(s) || b.Terrain(s) != maps.Mountain {
				return false
			}
			return rangeOf[s] == k
		}
		passes, roads := 0, 0
		each(b, func(s maps.Square) {
			if b.Terrain(s) != maps.Clear || b.CityAt(s) != nil {
				return
			}
			if in(s.Row-1, s.Col) && in(s.Row+1, s.Col) || in(s.Row, s.Col-1) && in(s.Row, s.Col+1) {
				passes++
				if len(b.RoadsAt(s)) > 0 {
					roads++
				}
			}
		})
		switch {
		case passes == 0:
			f.add("the mountain range at %s (%d squares) has no pass of clear squares", members[0], len(members))
		case roads == 0:
			f.add("no road crosses the mountain range at %s through one of its %d pass squares", members[0], passes)
		}
	}
	for _, r := range b.Roads {
		for _, s := range r.Squares {
			if b.Terrain(s) == maps.Mountain {
				f.add("road %s climbs over the mountain square %s; roads cross the ranges through passes", r.Name, s)
			}
		}
	}
	return f
}

func TestContinentFact8MountainPasses(t *testing.T) { holds(t, fact8MountainPasses) }

// Fact 9 (R9): every bivouac area of each side, big enough, at home, not on a city;
// the army-group HQ squares 15-5 and 25-44. By design they are also compact and on
// clear ground, where armour may stand (R23, R24).
func fact9Bivouacs(b *maps.Board) (f faults) {
	for _, side := range units.Sides {
		for _, fm := range units.Formations {
			v := b.Bivouac(side, fm)
			if v == nil {
				f.add("%v has no bivouac %q", side, fm.Area())
				continue
			}
			if len(v.Squares) < fm.MinSquares() {
				f.add("%v %q has %d squares, want %d or more", side, v.Name, len(v.Squares), fm.MinSquares())
			}
			if !contiguous(v.Squares) {
				f.add("%v %q is not one compact area", side, v.Name)
			}
			for _, s := range v.Squares {
				if b.Country(s) != side || b.CityAt(s) != nil || b.Terrain(s) != maps.Clear {
					f.add("%v %q: square %s is abroad, a city or not clear ground", side, v.Name, s)
				}
			}
		}
	}
	for _, tc := range []struct {
		side units.Side
		s    maps.Square
	}{{units.Red, sq(15, 5)}, {units.Blue, sq(25, 44)}} {
		if v := b.BivouacAt(tc.s); v == nil || v.Side != tc.side || v.Formation != units.ArmyGroup {
			f.add("%s is not %v's FIRST ARMY GROUP square", tc.s, tc.side)
		}
	}
	return f
}

func TestContinentFact9Bivouacs(t *testing.T) { holds(t, fact9Bivouacs) }

// Fact 10: several named beaches on each side's coast, 4–6 land squares beside water.
func fact10Beaches(b *maps.Board) (f faults) {
	var per [2]int
	for _, bc := range b.Beaches {
		side := b.Country(bc.Squares[0])
		per[side]++
		if bc.Name == "" || len(bc.Squares) < 4 || len(bc.Squares) > 6 || !contiguous(bc.Squares) {
			f.add("beach %q: want a name and 4–6 contiguous squares, got %d", bc.Name, len(bc.Squares))
		}
		for _, s := range bc.Squares {
			if b.Country(s) != side || !b.Terrain(s).Land() || !besideWater(b, s) || b.CityAt(s) != nil {
				f.add("beach %q: square %s is not on its country's open coast", bc.Name, s)
			}
		}
	}
	for _, side := range units.Sides {
		if per[side] < 3 {
			f.add("%v has %d beaches, want 3 or more", side, per[side])
		}
	}
	return f
}

func TestContinentFact10Beaches(t *testing.T) { holds(t, fact10Beaches) }

// Every city is on a road, so that the road net links them.
func citiesOnRoads(b *maps.Board) (f faults) {
	for _, c := range b.Cities {
		on := false
		for _, s := range c.Squares {
			on = on || len(b.RoadsAt(s)) > 0
		}
		if !on {
			f.add("city %s is on no road", c.Name)
		}
	}
	return f
}

func TestContinentCitiesOnRoads(t *testing.T) { holds(t, citiesOnRoads) }

// A fair start: measured in steps over land (mountains barred), each side's corps
// stand about as far from the nearest enemy city as the other's.
func corpsDistanceBalanced(b *maps.Board) (f faults) {
	var total [2]int
	for _, side := range units.Sides {
		var enemy []maps.Square
		for _, c := range b.Cities {
			if c.Side != side {
				enemy = append(enemy, c.Squares...)
			}
		}
		for _, fm := range []units.Formation{units.Corps1, units.Corps2, units.Corps3, units.Corps4} {
			v := b.Bivouac(side, fm)
			if v == nil {
				f.add("%v has no %s", side, fm.Area())
				continue
			}
			d := landSteps(b, v.Squares, enemy)
			if d < 6 {
				f.add("%v %s is %d steps from an enemy city; a corps should not start within a turn's march of one", side, fm.Area(), d)
			}
			total[side] += d
		}
	}
	red, blue := total[units.Red], total[units.Blue]
	if 5*red > 6*blue || 5*blue > 6*red {
		f.add("corps to nearest enemy city: Red %d steps in all, Blue %d; want them within a fifth of each other", red, blue)
	}
	return f
}

func TestContinentCorpsDistanceBalanced(t *testing.T) { holds(t, corpsDistanceBalanced) }

// A road is called by the cities it links, in its own order: the tooltip names them.
func TestContinentRoadCities(t *testing.T) {
	b := continent(t)
	for _, c := range []struct{ road, want string }{
		{"R-4", "[Zinnoberhafen Glutstadt Azurburg]"}, // the central road, across the border
		{"R-3", "[Glutstadt Rubingen]"},               // begins on R-1 outside any city
		{"B-1", "[Kobaltheim Azurburg Saphirhafen]"},  // Azurburg's two shores count once
		{"X-9", "[]"}, // no such road
	} {
		if got := fmt.Sprint(b.RoadCities(c.road)); got != c.want {
			t.Errorf("RoadCities(%s) = %s, want %s", c.road, got, c.want)
		}
	}
}
