package paint

import (
	"image"

	"taktik/maps"
)

// The square sizes a board can be painted at: below 12 pixels the numbers and symbols
// no longer read; above 64 the picture of the whole board grows past 13 megapixels.
const (
	MinSquare = 12
	MaxSquare = 64
)

// Layout places the board's squares in the picture: a margin on the left and top holds
// the row and column numbers (R1), then the grid of Rows × Cols squares, then a thin
// frame on the right and bottom.
type Layout struct {
	Square, Margin int
	Rows, Cols     int
}

// NewLayout lays out a board at a square size, clamped to MinSquare…MaxSquare (Board
// refuses sizes outside that range; a view that only needs geometry gets the nearest).
func NewLayout(b *maps.Board, square int) Layout {
	square = min(max(square, MinSquare), MaxSquare)
	return Layout{Square: square, Margin: marginFor(square), Rows: b.Rows, Cols: b.Cols}
}

// marginFor leaves room for a two-digit row number and a column number's height.
func marginFor(square int) int {
	return max(15, numberSize(square)*17/10+4)
}

// frame is the width of the plain strip right of and below the grid.
func (l Layout) frame() int { return max(3, l.Margin/3) }

// Size is the whole picture's size in pixels.
func (l Layout) Size() image.Point {
	return image.Point{
		X: l.Margin + l.Cols*l.Square + l.frame(),
		Y: l.Margin + l.Rows*l.Square + l.frame(),
	}
}

// Grid is the rectangle covered by the squares.
func (l Layout) Grid() image.Rectangle {
	return image.Rect(l.Margin, l.Margin, l.Margin+l.Cols*l.Square, l.Margin+l.Rows*l.Square)
}

// SquareRect is the pixel rectangle of a square; the grid line on its top and left
// edges belongs to it.
func (l Layout) SquareRect(s maps.Square) image.Rectangle {
	x := l.Margin + (s.Col-1)*l.Square
	y := l.Margin + (s.Row-1)*l.Square
	return image.Rect(x, y, x+l.Square, y+l.Square)
}

// Center is the pixel at the middle of a square.
func (l Layout) Center(s maps.Square) image.Point {
	r := l.SquareRect(s)
	return image.Point{X: r.Min.X + l.Square/2, Y: r.Min.Y + l.Square/2}
}

// SquareAt is the square under a pixel, and false for a pixel in the margins or frame.
func (l Layout) SquareAt(p image.Point) (maps.Square, bool) {
	if !p.In(l.Grid()) {
		return maps.Square{}, false
	}
	return maps.Square{Row: (p.Y-l.Margin)/l.Square + 1, Col: (p.X-l.Margin)/l.Square + 1}, true
}

// corner is the pixel position (as floats) of a square's top-left corner; the corner
// (r, c) with r = Rows+1 or c = Cols+1 is the grid's bottom or right end.
func (l Layout) corner(row, col int) vec {
	return vec{float32(l.Margin + (col-1)*l.Square), float32(l.Margin + (row-1)*l.Square)}
}

// mid is the middle of the Center pixel, as floats, for drawing: a thin line through
// it covers that pixel's row or column fully instead of two half-lit ones.
func (l Layout) mid(s maps.Square) vec {
	h := float32(l.Square/2) + 0.5
	return l.corner(s.Row, s.Col).add(vec{h, h})
}
