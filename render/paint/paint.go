// Package paint draws the whole TAKTIK II board into an image, with no window and no
// GPU: ground, water, forests, mountains, bridges, the grid, cities and ports, beaches,
// rivers, roads, bivouac areas, the border and the edge numbers, in the manner of the
// printed board. The desktop game shows this picture as its board; the `taktik map`
// command writes it to a PNG. It uses only golang.org/x/image and the standard library,
// never Ebitengine.
package paint

import (
	"fmt"
	"image"
	"image/png"
	"os"
	"slices"

	"taktik/maps"
)

// painter holds what every layer of one painting needs.
type painter struct {
	b     *maps.Board
	l     Layout
	dst   *image.RGBA
	pen   *pen
	faces *faces
	w     widths
	// labelled is where each label went, for the tests.
	labelled []placed
}

// Board paints the whole board with squares of a size from 12 to 64 pixels.
func Board(b *maps.Board, square int) (*image.RGBA, error) {
	p, err := paintBoard(b, square)
	if err != nil {
		return nil, err
	}
	return p.dst, nil
}

// layers are the inks of the board in the order they are laid down, as on a printed
// map: ground first, areas, lines over areas, symbols over lines, words last. Roads go
// under the cities, so that a road runs up to a city's outline and the city's block
// stands for the crossroads inside it.
var layers = []struct {
	name string
	draw func(p *painter)
}{
	{"ground", (*painter).ground},
	{"water", (*painter).water},
	{"forests", (*painter).forests},
	{"mountains", (*painter).mountains},
	{"seaBridges", (*painter).seaBridges},
	{"grid", (*painter).grid},
	{"beaches", (*painter).beaches},
	{"roads", (*painter).roads},
	{"cities", (*painter).cities},
	{"rivers", (*painter).rivers},
	{"riverBridges", (*painter).drawRiverBridges},
	{"border", (*painter).border},
	{"bivouacs", (*painter).bivouacs},
	{"ports", (*painter).ports},
	{"numbers", (*painter).numbers},
	{"labels", (*painter).labels},
}

// paintBoard paints every layer but the ones named in skip (which the tests use to
// show that each layer's probe notices when it is missing).
func paintBoard(b *maps.Board, square int, skip ...string) (*painter, error) {
	if square < MinSquare || square > MaxSquare {
		return nil, fmt.Errorf("a square of %d pixels cannot be painted: choose a size from %d to %d", square, MinSquare, MaxSquare)
	}
	fs, err := newFaces()
	if err != nil {
		return nil, err
	}
	l := NewLayout(b, square)
	dst := image.NewRGBA(image.Rectangle{Max: l.Size()})
	p := &painter{b: b, l: l, dst: dst, pen: newPen(dst), faces: fs, w: lineWidths(square)}
	for _, ly := range layers {
		if !slices.Contains(skip, ly.name) {
			ly.draw(p)
		}
	}
	return p, nil
}

// WritePNG paints the board and writes it to a PNG file.
func WritePNG(b *maps.Board, square int, path string) error {
	img, err := Board(b, square)
	if err != nil {
		return err
	}
	f, err := os.Create(path)
	if err != nil {
		return fmt.Errorf("the board picture cannot be written: %w", err)
	}
	enc := png.Encoder{CompressionLevel: png.DefaultCompression}
	if err := enc.Encode(f, img); err != nil {
		f.Close()
		return fmt.Errorf("the board picture cannot be written to %s: %w", path, err)
	}
	if err := f.Close(); err != nil {
		return fmt.Errorf("the board picture cannot be written to %s: %w", path, err)
	}
	return nil
}

// each calls fn for every square of the board.
func (p *painter) each(fn func(s maps.Square)) {
	for r := 1; r <= p.b.Rows; r++ {
		for c := 1; c <= p.b.Cols; c++ {
			fn(maps.Square{Row: r, Col: c})
		}
	}
}

// isLand reports whether a square is on the board and not open water.
func (p *painter) isLand(s maps.Square) bool { return p.b.In(s) && p.b.Terrain(s).Land() }

// isWater reports whether a square is on the board and open water (a sea bridge is not).
func (p *painter) isWater(s maps.Square) bool { return p.b.In(s) && p.b.Terrain(s) == maps.Water }

// step is the square one step in a direction.
func step(s maps.Square, dr, dc int) maps.Square {
	return maps.Square{Row: s.Row + dr, Col: s.Col + dc}
}

// dirStep is a direction's row and column offsets.
var dirStep = [4][2]int{maps.North: {-1, 0}, maps.East: {0, 1}, maps.South: {1, 0}, maps.West: {0, -1}}

// edge is the two end points of a square's edge on one side, in clockwise order.
func (p *painter) edge(s maps.Square, d maps.Dir) (vec, vec) {
	nw := p.l.corner(s.Row, s.Col)
	ne := p.l.corner(s.Row, s.Col+1)
	se := p.l.corner(s.Row+1, s.Col+1)
	sw := p.l.corner(s.Row+1, s.Col)
	switch d {
	case maps.North:
		return nw, ne
	case maps.East:
		return ne, se
	case maps.South:
		return se, sw
	default:
		return sw, nw
	}
}
