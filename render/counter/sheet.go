package counter

import (
	"image"

	"taktik/units"
)

// perRow is how many counters a sheet holds side by side.
const perRow = 11

// Sheet holds every counter of the order of battle at one size, laid out in units.All()
// order, so the game's unit number is the cell's index.
type Sheet struct {
	Size  int
	Image *image.RGBA
}

// gap keeps counters apart on the sheet so linear filtering never bleeds a neighbour in.
const gap = 2

// NewSheet paints all 88 counters at a size in pixels.
func NewSheet(size int) *Sheet {
	all := units.All()
	rows := (len(all) + perRow - 1) / perRow
	step := size + gap
	s := &Sheet{Size: size, Image: image.NewRGBA(image.Rect(0, 0, perRow*step, rows*step))}
	f := NewFaces()
	for n, u := range all {
		Draw(s.Image, s.Cell(n), u, f)
	}
	return s
}

// Cell is where unit number n's counter lies on the sheet.
func (s *Sheet) Cell(n int) image.Rectangle {
	step := s.Size + gap
	x, y := (n%perRow)*step, (n/perRow)*step
	return image.Rect(x, y, x+s.Size, y+s.Size)
}

// SizeFor is the counter size for a board square: a little smaller than the square so
// the terrain shows around it; on small squares only a pixel's rim, so that the values
// stay as large as they can.
func SizeFor(square int) int {
	if square < 32 {
		return max(8, square-2)
	}
	return square * 7 / 8
}
