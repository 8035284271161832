package ui

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
)

// Placed is a text as it was drawn: the box its glyphs cover and the room it had, both
// in the pixels of the image it was drawn on. The room is the image itself (a clip is a
// sub-image), or the button a label is written on.
type Placed struct {
	Text      string
	Box, Room Rect
}

// Cut reports whether the text runs past its room to the left or the right (by more
// than a pixel of rounding), in a line that shows at all: the line scrolled out of a
// clip is hidden, not cut.
func (p Placed) Cut() bool {
	if p.Box.Y+p.Box.H <= p.Room.Y || p.Box.Y >= p.Room.Y+p.Room.H {
		return false
	}
	return p.Box.X < p.Room.X-1 || p.Box.X+p.Box.W > p.Room.X+p.Room.W+1
}

// placing, when set, hears of every text drawn: the tests that check each text fits
// the place the game draws it in.
var placing func(Placed)

// RecordPlaced has every text drawn from now on reported to f; nil stops it.
func RecordPlaced(f func(Placed)) { placing = f }

// place reports a text drawn with its anchor at (x, y); top: the anchor is the text's
// top, else its middle.
func place(dst *ebiten.Image, s string, face *text.GoTextFace, x, y float64, align Align, top bool, room *Rect) {
	if placing == nil || s == "" {
		return
	}
	w, h := Measure(s, face)
	switch align {
	case Center:
		x -= w / 2
	case Right:
		x -= w
	}
	if !top {
		y -= h / 2
	}
	b := dst.Bounds()
	r := Rect{float64(b.Min.X), float64(b.Min.Y), float64(b.Dx()), float64(b.Dy())}
	if room != nil {
		r = *room
	}
	placing(Placed{Text: s, Box: Rect{x, y, w, h}, Room: r})
}

// DrawIn writes a line in the middle of a box, the room it has: a cell, a tab, a small
// button. The tests that check texts fit hold it to the box, not to the image.
func DrawIn(dst *ebiten.Image, s string, face *text.GoTextFace, box Rect, clr color.Color) {
	drawIn(dst, s, face, box.CX(), box.CY(), clr, Center, &box)
}

// DrawRoom is Draw for a text that has less room than the image: a table's column.
func DrawRoom(dst *ebiten.Image, s string, face *text.GoTextFace, x, y float64, clr color.Color, align Align, room Rect) {
	drawIn(dst, s, face, x, y, clr, align, &room)
}
