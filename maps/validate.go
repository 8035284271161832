package maps

import (
	"fmt"
	"strings"
)

// validate checks the structure every map must have, whatever its size (docs/map-format.md,
// "What the loader checks", less the TAKTIK II counts and anchors).
func (p *parser) validate() error {
	for _, check := range []func() error{p.checkRivers, p.checkSeaBridges, p.checkRoads,
		p.checkCities, p.checkBeaches, p.checkBivouacs} {
		if err := check(); err != nil {
			return err
		}
	}
	return nil
}

// checkRivers: a river on the outer edge or between two open-water squares separates
// nothing a unit could cross, so it is a drawing mistake.
func (p *parser) checkRivers() error {
	b := p.b
	for i := range b.riverE {
		s := b.SquareAt(i)
		line := p.riverLine[s.Row-1]
		if b.riverE[i] {
			if s.Col == b.Cols {
				return errorf(line, "the river on the east edge of %s runs along the board's outer edge", s)
			}
			if b.terrain[i] == Water && b.terrain[i+1] == Water {
				return errorf(line, "the river on the east edge of %s runs between two water squares", s)
			}
		}
		if b.riverS[i] {
			if s.Row == b.Rows {
				return errorf(line, "the river on the south edge of %s runs along the board's outer edge", s)
			}
			if b.terrain[i] == Water && b.terrain[i+b.Cols] == Water {
				return errorf(line, "the river on the south edge of %s runs between two water squares", s)
			}
		}
	}
	return nil
}

// ring lists the eight neighbours of a square in order around it, starting north.
var ring = [8][2]int{{-1, 0}, {-1, 1}, {0, 1}, {1, 1}, {1, 0}, {1, -1}, {0, -1}, {-1, -1}}

// checkSeaBridges: a sea bridge must carry units across water from land to land (R5).
// Going round the bridge square, the land a unit can step to must come in at least two
// stretches with water between them; one stretch is a pier, none a bridge to nowhere.
func (p *parser) checkSeaBridges() error {
	b := p.b
	for i, t := range b.terrain {
		if t != SeaBridge {
			continue
		}
		s := b.SquareAt(i)
		line := p.terrainLine[s.Row-1]
		var land [8]bool
		some := false
		for k, d := range ring {
			n := Square{s.Row + d[0], s.Col + d[1]}
			land[k] = b.In(n) && b.CanStep(s, n)
			some = some || land[k]
		}
		if !some {
			return errorf(line, "sea bridge %s leads nowhere: it has no land to step to on any side", s)
		}
		stretches := 0
		for k := range ring {
			if land[k] && !land[(k+7)%8] {
				stretches++
			}
		}
		if stretches < 2 {
			return errorf(line, "sea bridge %s touches land on one side only; it must join land to land across water (R5)", s)
		}
	}
	return nil
}

// checkRoads: a road is a chain a unit can follow step by step (R4).
func (p *parser) checkRoads() error {
	b := p.b
	names := map[string]int{}
	for k, r := range b.Roads {
		line := p.roadLine[k]
		if prev, ok := names[r.Name]; ok {
			return errorf(line, "road %s is already named on line %d", r.Name, prev)
		}
		names[r.Name] = line
		if len(r.Squares) < 2 {
			return errorf(line, "road %s has one square; a road joins at least two", r.Name)
		}
		for j, s := range r.Squares {
			if !b.Terrain(s).Land() {
				return errorf(line, "road %s runs over open water at %s", r.Name, s)
			}
			if j == 0 {
				continue
			}
			prev := r.Squares[j-1]
			if !Adjacent(prev, s) {
				return errorf(line, "road %s jumps from %s to %s; consecutive road squares must touch", r.Name, prev, s)
			}
			if !b.CanStep(prev, s) {
				return errorf(line, "road %s slips diagonally from %s to %s between two water squares (R2)", r.Name, prev, s)
			}
		}
	}
	return nil
}

// checkCities: 1–4 contiguous land squares of one city each, ports on the coast (R6).
func (p *parser) checkCities() error {
	b := p.b
	names := map[string]int{}
	owner := make(map[int]int)
	for k, c := range b.Cities {
		line := p.cityLine[k]
		key := foldKey(c.Name)
		if prev, ok := names[key]; ok {
			return errorf(line, "city %q is already named on line %d", c.Name, prev)
		}
		names[key] = line
		if len(c.Squares) > 4 {
			return errorf(line, "city %q has %d squares; a city has 1 to 4 (R6)", c.Name, len(c.Squares))
		}
		for _, s := range c.Squares {
			if !b.Terrain(s).Land() {
				return errorf(line, "city %q: square %s is open water", c.Name, s)
			}
			if o, ok := owner[b.Index(s)]; ok {
				return errorf(line, "city %q: square %s already belongs to %q (line %d)", c.Name, s, b.Cities[o].Name, p.cityLine[o])
			}
			owner[b.Index(s)] = k
		}
		if s, ok := p.cityApart(c); !ok {
			return errorf(line, "city %q is not contiguous: %s touches none of its other squares (R6)", c.Name, s)
		}
		for _, s := range c.Ports {
			if !p.besideWater(s) {
				return errorf(line, "city %q: port square %s is not beside water", c.Name, s)
			}
		}
	}
	return nil
}

// cityApart checks that a city's squares hang together. Squares on two shores count as
// joined when one sea-bridge square touches both: that is how Blue's capital lies on
// either side of its bay (R5, R6). It returns a square cut off from the first.
func (p *parser) cityApart(c City) (Square, bool) {
	b := p.b
	joined := func(a, d Square) bool {
		if b.CanStep(a, d) {
			return true
		}
		if Chebyshev(a, d) > 2 {
			return false
		}
		for _, i := range b.steps[b.Index(a)] {
			m := b.SquareAt(i)
			if b.terrain[i] == SeaBridge && b.CanStep(m, d) {
				return true
			}
		}
		return false
	}
	reached := make([]bool, len(c.Squares))
	reached[0] = true
	queue := []int{0}
	for len(queue) > 0 {
		x := queue[0]
		queue = queue[1:]
		for y := range c.Squares {
			if !reached[y] && joined(c.Squares[x], c.Squares[y]) {
				reached[y] = true
				queue = append(queue, y)
			}
		}
	}
	for y, ok := range reached {
		if !ok {
			return c.Squares[y], false
		}
	}
	return Square{}, true
}

// besideWater reports whether one of a square's eight neighbours is open water.
func (p *parser) besideWater(s Square) bool {
	for _, i := range p.b.neighbours[p.b.Index(s)] {
		if p.b.terrain[i] == Water {
			return true
		}
	}
	return false
}

// checkBeaches: a beach is a named strip of land on the coast.
func (p *parser) checkBeaches() error {
	b := p.b
	names := map[string]int{}
	owner := make(map[int]int)
	for k, c := range b.Beaches {
		line := p.beachLine[k]
		key := foldKey(c.Name)
		if prev, ok := names[key]; ok {
			return errorf(line, "beach %q is already named on line %d", c.Name, prev)
		}
		names[key] = line
		for _, s := range c.Squares {
			if !b.Terrain(s).Land() {
				return errorf(line, "beach %q: square %s is open water", c.Name, s)
			}
			if !p.besideWater(s) {
				return errorf(line, "beach %q: square %s is not beside water", c.Name, s)
			}
			if o, ok := owner[b.Index(s)]; ok {
				return errorf(line, "beach %q: square %s already belongs to beach %q (line %d)", c.Name, s, b.Beaches[o].Name, p.beachLine[o])
			}
			owner[b.Index(s)] = k
		}
	}
	return nil
}

// checkBivouacs: units deploy on a bivouac's squares, never in a city (R9).
func (p *parser) checkBivouacs() error {
	b := p.b
	seen := map[string]int{}
	owner := make(map[int]int)
	for k, v := range b.Bivouacs {
		line := p.bivouacLine[k]
		key := fmt.Sprint(v.Side, "/", v.Formation)
		if prev, ok := seen[key]; ok {
			return errorf(line, "%s bivouac %q is already drawn on line %d", country(v.Side), v.Name, prev)
		}
		seen[key] = line
		for _, s := range v.Squares {
			if !b.Terrain(s).Land() {
				return errorf(line, "%s bivouac %q: square %s is open water", country(v.Side), v.Name, s)
			}
			if c := b.CityAt(s); c != nil {
				return errorf(line, "%s bivouac %q: square %s is in city %q; no bivouac square may be a city square (R9)", country(v.Side), v.Name, s, c.Name)
			}
			if o, ok := owner[b.Index(s)]; ok {
				w := b.Bivouacs[o]
				return errorf(line, "%s bivouac %q: square %s already belongs to %s bivouac %q (line %d)", country(v.Side), v.Name, s, country(w.Side), w.Name, p.bivouacLine[o])
			}
			owner[b.Index(s)] = k
		}
		if s, ok := p.bivouacApart(v); !ok {
			return errorf(line, "%s bivouac %q is not one piece: %s touches none of its other squares; units deploy in one area (R9)", country(v.Side), v.Name, s)
		}
	}
	return nil
}

// bivouacApart checks that a bivouac area is one piece: its squares hang together by
// steps a unit could take (R2). It returns a square cut off from the first one's group.
func (p *parser) bivouacApart(v Bivouac) (Square, bool) {
	if len(v.Squares) == 0 {
		return Square{}, true
	}
	parts := groups(len(v.Squares), func(x, y int) bool { return p.b.CanStep(v.Squares[x], v.Squares[y]) })
	if len(parts) > 1 {
		return v.Squares[parts[1][0]], false
	}
	return Square{}, true
}

// foldKey is how names are compared: Board.City finds a city by name in any case.
func foldKey(name string) string { return strings.ToLower(strings.TrimSpace(name)) }
