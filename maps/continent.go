package maps

import (
	"errors"
	"fmt"
	"os"
	"sync"

	"taktik/assets"
	"taktik/units"
)

// Load reads and checks a TAKTIK II map file.
func Load(path string) (*Board, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	b, err := Parse(data)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return b, nil
}

var continent struct {
	once  sync.Once
	board *Board
	err   error
}

// Continent is the shipped board (assets/continent.map), parsed and checked once. Every
// call returns the same *Board: callers share it and must not change it.
func Continent() (*Board, error) {
	continent.once.Do(func() {
		if len(assets.ContinentMap) == 0 {
			continent.err = errors.New("assets/continent.map is empty")
			return
		}
		continent.board, continent.err = Parse(assets.ContinentMap)
		if continent.err != nil {
			continent.err = fmt.Errorf("assets/continent.map: %w", continent.err)
		}
	})
	return continent.board, continent.err
}

// The TAKTIK II facts the loader holds the continent to (MAP.md, R1, R5, R6, R9).
var (
	cityCount = [2]int{units.Red: 7, units.Blue: 5}
	portCount = [2]int{units.Red: 12, units.Blue: 7}
	// FIRST ARMY GROUP headquarters squares (R9).
	armyGroupSquare = [2]Square{units.Red: {15, 5}, units.Blue: {25, 44}}
	blueCapital     = Square{23, 43}
)

const (
	boardRows, boardCols = 44, 56
	redIslandBridges     = 3
	blueCapitalBridges   = 1
)

// validateTaktik checks what makes a structurally sound map the TAKTIK II continent.
// The counts come first so that a small sketch fed to Parse says what it lacks.
func (p *parser) validateTaktik() error {
	for _, check := range []func() error{p.checkCityCounts, p.checkSize, p.checkCityCountries,
		p.checkBlueCapital, p.checkRedIsland, p.checkBivouacAreas} {
		if err := check(); err != nil {
			return err
		}
	}
	return nil
}

// checkCityCounts: one capital per side, and R6's cities and port squares.
func (p *parser) checkCityCounts() error {
	b := p.b
	var cities, ports, capitals [2]int
	for k, c := range b.Cities {
		cities[c.Side]++
		ports[c.Side] += len(c.Ports)
		if c.Capital {
			capitals[c.Side]++
			if capitals[c.Side] > 1 {
				return errorf(p.cityLine[k], "city %q is a second capital for %s; each country has one", c.Name, country(c.Side))
			}
		}
	}
	for _, side := range units.Sides {
		switch {
		case capitals[side] == 0:
			return errorf(0, "%s has no capital; mark one city with \"capital\"", country(side))
		case cities[side] != cityCount[side]:
			return errorf(0, "%s has %s; TAKTIK II gives it %d (R6)", country(side), plural(cities[side], "city", "cities"), cityCount[side])
		case ports[side] != portCount[side]:
			return errorf(0, "%s has %s; TAKTIK II gives it %d (R6)", country(side), plural(ports[side], "port square", "port squares"), portCount[side])
		}
	}
	return nil
}

func (p *parser) checkSize() error {
	if p.b.Rows != boardRows || p.b.Cols != boardCols {
		return errorf(p.sizeLine, "the board is %d × %d; TAKTIK II is %d rows × %d columns (R1)", p.b.Rows, p.b.Cols, boardRows, boardCols)
	}
	return nil
}

// checkCityCountries: every city stands wholly in its own country (MAP.md fact 2, R6).
func (p *parser) checkCityCountries() error {
	b := p.b
	for k, c := range b.Cities {
		for _, s := range c.Squares {
			if b.Country(s) != c.Side {
				return errorf(p.cityLine[k], "%s city %q: square %s lies in %s's country (columns %s); a city stands in its own country", country(c.Side), c.Name, s, country(c.Side.Opponent()), p.columns(c.Side.Opponent()))
			}
		}
	}
	return nil
}

// columns names the columns of a side's country, e.g. "29–56".
func (p *parser) columns(side units.Side) string {
	if side == units.Red {
		return fmt.Sprintf("1–%d", p.b.Cols/2)
	}
	return fmt.Sprintf("%d–%d", p.b.Cols/2+1, p.b.Cols)
}

// checkBlueCapital: Blue's capital holds 23-43 and lies in two parts across the bay,
// joined by one sea bridge (R5, R6).
func (p *parser) checkBlueCapital() error {
	b := p.b
	c := b.Capital(units.Blue)
	line := p.lineOfCity(c)
	if b.CityAt(blueCapital) != c {
		return errorf(line, "Blue's capital %q must hold %s", c.Name, blueCapital)
	}
	var land []Square
	for _, s := range c.Squares {
		if b.Terrain(s) != SeaBridge {
			land = append(land, s)
		}
	}
	parts := groups(len(land), func(x, y int) bool { return b.CanStep(land[x], land[y]) })
	if len(parts) != 2 {
		return errorf(line, "Blue's capital %q lies in %s; it must lie in two, one on each shore of the bay (R6)", c.Name, plural(len(parts), "part", "parts"))
	}
	touches := func(bridge []int, part []int) bool {
		for _, i := range bridge {
			for _, x := range part {
				if b.CanStep(b.SquareAt(i), land[x]) {
					return true
				}
			}
		}
		return false
	}
	n := 0
	for _, bridge := range p.bridgeGroups() {
		if touches(bridge, parts[0]) && touches(bridge, parts[1]) {
			n++
		}
	}
	if n != blueCapitalBridges {
		return errorf(line, "%s the two parts of Blue's capital %q; TAKTIK II has %d (R5)", plural(n, "sea bridge joins", "sea bridges join"), c.Name, blueCapitalBridges)
	}
	return nil
}

// checkRedIsland: Red's capital stands on an island joined to Red's mainland by three
// sea bridges (R5, R6).
func (p *parser) checkRedIsland() error {
	b := p.b
	c := b.Capital(units.Red)
	line := p.lineOfCity(c)
	comp, count := p.landMasses()
	island := -1
	for _, s := range c.Squares {
		if b.Terrain(s) != SeaBridge {
			island = comp[b.Index(s)]
			break
		}
	}
	if island < 0 {
		return errorf(line, "Red's capital %q stands on sea bridges only; it must stand on its island", c.Name)
	}
	mainland := -1
	for k, n := range count {
		if k != island && (mainland < 0 || n > count[mainland]) {
			mainland = k
		}
	}
	if mainland < 0 || count[island] >= count[mainland] {
		return errorf(line, "Red's capital %q is not on an island: its land reaches Red's mainland without a sea bridge (R6)", c.Name)
	}
	n := 0
	for _, bridge := range p.bridgeGroups() {
		var reach [2]bool
		for _, i := range bridge {
			for _, j := range b.steps[i] {
				switch comp[j] {
				case island:
					reach[0] = true
				case mainland:
					reach[1] = true
				}
			}
		}
		if reach[0] && reach[1] {
			n++
		}
	}
	if n != redIslandBridges {
		return errorf(line, "%s the island of Red's capital %q to the mainland; TAKTIK II has %d (R5)", plural(n, "sea bridge joins", "sea bridges join"), c.Name, redIslandBridges)
	}
	return nil
}

// landMasses numbers the land squares that hang together without crossing a sea bridge;
// comp is -1 on water and bridges, count is how many Red squares each mass holds.
func (p *parser) landMasses() (comp []int, count []int) {
	b := p.b
	comp = fill(b.Size(), -1)
	for start := range comp {
		if comp[start] >= 0 || b.terrain[start] == Water || b.terrain[start] == SeaBridge {
			continue
		}
		k := len(count)
		count = append(count, 0)
		comp[start] = k
		queue := []int{start}
		for len(queue) > 0 {
			i := queue[0]
			queue = queue[1:]
			if b.Country(b.SquareAt(i)) == units.Red {
				count[k]++
			}
			for _, j := range b.steps[i] {
				if comp[j] < 0 && b.terrain[j] != SeaBridge {
					comp[j] = k
					queue = append(queue, j)
				}
			}
		}
	}
	return comp, count
}

// bridgeGroups lists the sea-bridge squares by crossing: bridge squares that touch one
// another form one crossing of a wide strait.
func (p *parser) bridgeGroups() [][]int {
	b := p.b
	seen := make([]bool, b.Size())
	var list [][]int
	for start, t := range b.terrain {
		if t != SeaBridge || seen[start] {
			continue
		}
		seen[start] = true
		g := []int{start}
		for k := 0; k < len(g); k++ {
			for _, j := range b.steps[g[k]] {
				if !seen[j] && b.terrain[j] == SeaBridge {
					seen[j] = true
					g = append(g, j)
				}
			}
		}
		list = append(list, g)
	}
	return list
}

// groups splits a handful of items into groups joined by a relation.
func groups(n int, joined func(x, y int) bool) [][]int {
	seen := make([]bool, n)
	var list [][]int
	for start := 0; start < n; start++ {
		if seen[start] {
			continue
		}
		seen[start] = true
		g := []int{start}
		for k := 0; k < len(g); k++ {
			for y := 0; y < n; y++ {
				if !seen[y] && joined(g[k], y) {
					seen[y] = true
					g = append(g, y)
				}
			}
		}
		list = append(list, g)
	}
	return list
}

// checkBivouacAreas: each side has every formation's area, big enough and at home (R9).
func (p *parser) checkBivouacAreas() error {
	b := p.b
	for _, side := range units.Sides {
		for _, f := range units.Formations {
			v := b.Bivouac(side, f)
			if v == nil {
				return errorf(0, "%s has no bivouac %q (R9)", country(side), f.Area())
			}
			line := p.lineOfBivouac(v)
			if len(v.Squares) < f.MinSquares() {
				return errorf(line, "%s bivouac %q has %s; %s needs at least %d", country(side), v.Name, plural(len(v.Squares), "square", "squares"), f.Name("en"), f.MinSquares())
			}
			for _, s := range v.Squares {
				if b.Country(s) != side {
					return errorf(line, "%s bivouac %q: square %s lies in %s's country", country(side), v.Name, s, country(side.Opponent()))
				}
			}
			if f == units.ArmyGroup && b.BivouacAt(armyGroupSquare[side]) != v {
				return errorf(line, "%s bivouac %q must hold %s (R9)", country(side), v.Name, armyGroupSquare[side])
			}
		}
	}
	return nil
}

func (p *parser) lineOfCity(c *City) int {
	for k := range p.b.Cities {
		if &p.b.Cities[k] == c {
			return p.cityLine[k]
		}
	}
	return 0
}

func (p *parser) lineOfBivouac(v *Bivouac) int {
	for k := range p.b.Bivouacs {
		if &p.b.Bivouacs[k] == v {
			return p.bivouacLine[k]
		}
	}
	return 0
}

// country names a side at the start of a sentence.
func country(side units.Side) string {
	if side == units.Blue {
		return "Blue"
	}
	return "Red"
}

// plural writes a count with its noun: "1 city", "6 cities".
func plural(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return fmt.Sprintf("%d %s", n, many)
}
