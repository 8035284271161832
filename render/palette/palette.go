// Package palette holds the colours that mean the same wherever they are drawn: the two
// countries' inks, on the counters, the painted board and the panels alike, and the
// cream of the counters' symbol boxes and the game's cards. Each is written here once;
// the painter, the counters and the widget kit take them from here.
package palette

import (
	"image/color"

	"taktik/units"
)

var (
	Red   = color.NRGBA{0xb3, 0x1d, 0x22, 0xff} // ROT's ink
	Blue  = color.NRGBA{0x1d, 0x45, 0xa8, 0xff} // BLAU's ink
	Cream = color.NRGBA{0xfb, 0xf6, 0xe6, 0xff}
)

// Side is a country's ink.
func Side(s units.Side) color.NRGBA {
	if s == units.Blue {
		return Blue
	}
	return Red
}
