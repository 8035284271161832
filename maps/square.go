// Package maps is the TAKTIK II board: squares, terrain, rivers on square edges, roads,
// bridges, cities, ports, beaches and bivouac areas (R1–R6), loaded from a plain-text
// map file and checked on load. It knows geometry, not rules: what a step costs is the
// game's business, but whether a step crosses a river or follows a road is answered here.
package maps

import (
	"fmt"
	"strconv"
	"strings"
	"taktik/assets/i18n"
)

// Square is one square of the grid, named row-col (R1). Rows and columns count from 1.
type Square struct{ Row, Col int }

// String gives the R1 name, e.g. "15-5".
func (s Square) String() string { return fmt.Sprintf("%d-%d", s.Row, s.Col) }

// ParseSquare reads a square name "row-col". It checks the form, not the board's size.
func ParseSquare(text string) (Square, error) {
	r, c, ok := strings.Cut(strings.TrimSpace(text), "-")
	row, err1 := strconv.Atoi(r)
	col, err2 := strconv.Atoi(c)
	if !ok || err1 != nil || err2 != nil || row < 1 || col < 1 {
		return Square{}, fmt.Errorf("%q is not a square: write row-col, e.g. 15-5", text)
	}
	return Square{row, col}, nil
}

// Chebyshev is the king-move distance between two squares: the number of steps on the
// empty grid, and the range of R19 retreats and R33 weapons.
func Chebyshev(a, b Square) int {
	dr, dc := a.Row-b.Row, a.Col-b.Col
	if dr < 0 {
		dr = -dr
	}
	if dc < 0 {
		dc = -dc
	}
	return max(dr, dc)
}

// Adjacent reports whether two distinct squares touch by side or corner (R2).
func Adjacent(a, b Square) bool { return a != b && Chebyshev(a, b) == 1 }

// Terrain is what a square is drawn as.
type Terrain uint8

const (
	Clear Terrain = iota
	Forest
	Mountain
	Water
	SeaBridge // a single water square that carries units (R5)
)

// terrainLetters are the map file's letters; protocolLetters are docs/protocol.md's.
const (
	terrainLetters  = ".fm~="
	protocolLetters = "cfmwb"
)

// Letter is the terrain's letter in the engine protocol's `board` reply.
func (t Terrain) Letter() byte { return protocolLetters[t] }

// Land reports whether units may stand on the terrain: everything but open water
// (sea bridges are land for every purpose, R5).
func (t Terrain) Land() bool { return t != Water }

func (t Terrain) String() string {
	return [...]string{"clear", "forest", "mountain", "water", "sea bridge"}[t]
}

// Name is the terrain's name in a language ("de" or "en").
func (t Terrain) Name(lang string) string {
	return i18n.Text(lang, "terrain."+[...]string{"clear", "forest", "mountain", "water", "seabridge"}[t])
}

// Dir names a square's four edges.
type Dir uint8

const (
	North Dir = iota
	East
	South
	West
)

// Dirs lists the four edges in protocol order.
var Dirs = [4]Dir{North, East, South, West}

func (d Dir) String() string { return [...]string{"n", "e", "s", "w"}[d] }
