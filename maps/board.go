package maps

import (
	"slices"

	"taktik/units"
)

// City is a named group of 1–4 contiguous squares of one country (R6).
type City struct {
	Name    string
	Side    units.Side // home country
	Capital bool
	Squares []Square
	Ports   []Square // the squares among Squares that are ports
}

// Road is a named chain of squares in order (R4).
type Road struct {
	Name    string
	Squares []Square
}

// Beach is a named strip of coastal land squares.
type Beach struct {
	Name    string
	Squares []Square
}

// Bivouac is a dashed area where a formation deploys (R9).
type Bivouac struct {
	Name      string // the printed label, e.g. "IV C"
	Side      units.Side
	Formation units.Formation
	Squares   []Square
}

// Board is a loaded, checked map. Squares also have a dense index 0…Rows*Cols-1
// (row-major) so the rules can keep per-square data in slices.
type Board struct {
	Rows, Cols int
	Roads      []Road
	Cities     []City
	Beaches    []Beach
	Bivouacs   []Bivouac

	terrain []Terrain
	riverE  []bool // river on the east edge of the square at that index
	riverS  []bool // river on the south edge

	// derived by index()
	neighbours [][]int         // adjacent squares on the board (R2), any terrain
	steps      [][]int         // neighbours a unit may step to: land, and no sea-corner slip (R2)
	roadNext   map[[2]int]bool // ordered pairs of consecutive squares on one road (both directions)
	roadsAt    [][]int         // indexes into Roads of the roads through a square
	cityAt     []int           // index into Cities, or -1
	portAt     []bool          //
	beachAt    []int           // index into Beaches, or -1
	bivouacAt  []int           // index into Bivouacs, or -1
}

// In reports whether a square lies on the board.
func (b *Board) In(s Square) bool {
	return s.Row >= 1 && s.Row <= b.Rows && s.Col >= 1 && s.Col <= b.Cols
}

// Size is the number of squares.
func (b *Board) Size() int { return b.Rows * b.Cols }

// Index is the dense index of a square on the board.
func (b *Board) Index(s Square) int { return (s.Row-1)*b.Cols + (s.Col - 1) }

// SquareAt is the square with a dense index.
func (b *Board) SquareAt(i int) Square { return Square{i/b.Cols + 1, i%b.Cols + 1} }

// Terrain is the terrain of a square on the board.
func (b *Board) Terrain(s Square) Terrain { return b.terrain[b.Index(s)] }

// TerrainAt is the terrain at a dense index.
func (b *Board) TerrainAt(i int) Terrain { return b.terrain[i] }

// River reports whether a river runs along one edge of a square.
func (b *Board) River(s Square, d Dir) bool {
	switch d {
	case East:
		return s.Col < b.Cols && b.riverE[b.Index(s)]
	case South:
		return s.Row < b.Rows && b.riverS[b.Index(s)]
	case West:
		return s.Col > 1 && b.riverE[b.Index(Square{s.Row, s.Col - 1})]
	default:
		return s.Row > 1 && b.riverS[b.Index(Square{s.Row - 1, s.Col})]
	}
}

// Rivers lists the edges of a square that carry a river, in n, e, s, w order.
func (b *Board) Rivers(s Square) []Dir {
	var list []Dir
	for _, d := range Dirs {
		if b.River(s, d) {
			list = append(list, d)
		}
	}
	return list
}

// orthogonalCrossing: two orthogonally adjacent squares with a river on their shared edge.
func (b *Board) orthogonalCrossing(a, c Square) bool {
	switch {
	case c.Row == a.Row && c.Col == a.Col+1:
		return b.River(a, East)
	case c.Row == a.Row && c.Col == a.Col-1:
		return b.River(a, West)
	case c.Col == a.Col && c.Row == a.Row+1:
		return b.River(a, South)
	case c.Col == a.Col && c.Row == a.Row-1:
		return b.River(a, North)
	}
	return false
}

// CrossesRiver reports whether a step between two adjacent squares crosses a river (R3):
// an orthogonal step when its edge carries one; a diagonal step only when both two-step
// orthogonal detours around the corner cross one.
func (b *Board) CrossesRiver(a, c Square) bool {
	if a.Row == c.Row || a.Col == c.Col {
		return b.orthogonalCrossing(a, c)
	}
	p := Square{a.Row, c.Col} // detour through the corner square in a's row
	q := Square{c.Row, a.Col} // detour through the corner square in a's column
	viaP := b.orthogonalCrossing(a, p) || b.orthogonalCrossing(p, c)
	viaQ := b.orthogonalCrossing(a, q) || b.orthogonalCrossing(q, c)
	return viaP && viaQ
}

// RoadStep reports whether a step follows one road: the two squares are consecutive on
// the same named road (R4).
func (b *Board) RoadStep(a, c Square) bool {
	if !b.In(a) || !b.In(c) {
		return false
	}
	return b.roadNext[[2]int{b.Index(a), b.Index(c)}]
}

// RiverBridge reports whether a step crosses a river over a road bridge (R5).
func (b *Board) RiverBridge(a, c Square) bool { return b.RoadStep(a, c) && b.CrossesRiver(a, c) }

// Neighbours lists the squares adjacent to a square (R2), whatever their terrain.
func (b *Board) Neighbours(s Square) []Square {
	var list []Square
	for _, i := range b.neighbours[b.Index(s)] {
		list = append(list, b.SquareAt(i))
	}
	return list
}

// NeighbourIndexes lists the dense indexes of the squares adjacent to a dense index.
// The slice is shared: do not change it.
func (b *Board) NeighbourIndexes(i int) []int { return b.neighbours[i] }

// StepIndexes lists the dense indexes a unit standing on land at index i may step to:
// adjacent land squares (sea bridges included), leaving out a diagonal that slips
// between two water squares (R2). The slice is shared: do not change it.
func (b *Board) StepIndexes(i int) []int { return b.steps[i] }

// CanStep reports whether a unit may step between two squares as geometry allows (R2).
func (b *Board) CanStep(a, c Square) bool {
	if !b.In(a) || !b.In(c) {
		return false
	}
	ci := b.Index(c)
	for _, j := range b.steps[b.Index(a)] {
		if j == ci {
			return true
		}
	}
	return false
}

// RoadsAt lists the names of the roads through a square.
func (b *Board) RoadsAt(s Square) []string {
	var names []string
	for _, r := range b.roadsAt[b.Index(s)] {
		names = append(names, b.Roads[r].Name)
	}
	return names
}

// RoadCities lists the cities the named road runs through, in the road's order, each
// once: what a player calls a road by ("the road from Zinnoberhafen to Azurburg").
func (b *Board) RoadCities(name string) []string {
	var names []string
	for _, r := range b.Roads {
		if r.Name != name {
			continue
		}
		for _, s := range r.Squares {
			if c := b.CityAt(s); c != nil && !slices.Contains(names, c.Name) {
				names = append(names, c.Name)
			}
		}
	}
	return names
}

// CityAt is the city a square belongs to, or nil.
func (b *Board) CityAt(s Square) *City {
	if k := b.cityAt[b.Index(s)]; k >= 0 {
		return &b.Cities[k]
	}
	return nil
}

// CityIndexAt is the index into Cities of the city at a dense index, or -1.
func (b *Board) CityIndexAt(i int) int { return b.cityAt[i] }

// Port reports whether a square is a port square.
func (b *Board) Port(s Square) bool { return b.portAt[b.Index(s)] }

// BeachAt is the beach a square belongs to, or nil.
func (b *Board) BeachAt(s Square) *Beach {
	if k := b.beachAt[b.Index(s)]; k >= 0 {
		return &b.Beaches[k]
	}
	return nil
}

// BivouacAt is the bivouac area a square belongs to, or nil.
func (b *Board) BivouacAt(s Square) *Bivouac {
	if k := b.bivouacAt[b.Index(s)]; k >= 0 {
		return &b.Bivouacs[k]
	}
	return nil
}

// Bivouac finds a side's bivouac area for a formation, or nil.
func (b *Board) Bivouac(side units.Side, f units.Formation) *Bivouac {
	for k := range b.Bivouacs {
		if b.Bivouacs[k].Side == side && b.Bivouacs[k].Formation == f {
			return &b.Bivouacs[k]
		}
	}
	return nil
}

// City finds a city by name (case-insensitive) or by any of its squares ("23-43").
func (b *Board) City(name string) *City {
	if s, err := ParseSquare(name); err == nil && b.In(s) {
		return b.CityAt(s)
	}
	for k := range b.Cities {
		if equalFold(b.Cities[k].Name, name) {
			return &b.Cities[k]
		}
	}
	return nil
}

// Capital is a side's capital city.
func (b *Board) Capital(side units.Side) *City {
	for k := range b.Cities {
		if b.Cities[k].Side == side && b.Cities[k].Capital {
			return &b.Cities[k]
		}
	}
	return nil
}

// Country is the side whose country a square lies in: columns 1–28 are Red's, 29–56
// Blue's (MAP.md fact 2; the border is the middle of the board).
func (b *Board) Country(s Square) units.Side {
	if s.Col <= b.Cols/2 {
		return units.Red
	}
	return units.Blue
}
