package paint

import (
	"strconv"
)

// numbers write the row numbers down the left margin and the column numbers along the
// top (R1), every one of them, in a size that fits a two-digit number into a square.
func (p *painter) numbers() {
	size := numberSize(p.l.Square)
	f := p.faces.face(medium, size)
	for size > 7 && measure(f, "88").width > p.l.Square-2 {
		size--
		f = p.faces.face(medium, size)
	}
	m := float32(p.l.Margin)
	for r := 1; r <= p.b.Rows; r++ {
		c := p.l.corner(r, 1)
		drawCentred(p.dst, f, strconv.Itoa(r), vec{m / 2, c.Y + float32(p.l.Square)/2}, numberColour)
	}
	for col := 1; col <= p.b.Cols; col++ {
		c := p.l.corner(1, col)
		drawCentred(p.dst, f, strconv.Itoa(col), vec{c.X + float32(p.l.Square)/2, m / 2}, numberColour)
	}
}
