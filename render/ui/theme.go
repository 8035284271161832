// Package ui is the game's small widget kit: its palette, its fonts at HiDPI sizes, and
// the buttons, choices and sliders the menus are built from. Sizes are given in points
// (device-independent pixels) and turned into screen pixels with the monitor's scale, so
// the menus look the same on a laptop and on a HiDPI desktop.
package ui

import (
	"image/color"

	"taktik/render/palette"
)

// The palette: field-manual paper, olive drab, brass, and the two countries' inks as the
// board painter uses them.
var (
	Paper      = color.NRGBA{0xec, 0xe3, 0xc6, 0xff}
	PaperDark  = color.NRGBA{0xd9, 0xcc, 0xa3, 0xff}
	PaperEdge  = color.NRGBA{0x8a, 0x7d, 0x55, 0xff}
	Olive      = color.NRGBA{0x4b, 0x53, 0x20, 0xff}
	OliveDark  = color.NRGBA{0x2f, 0x34, 0x14, 0xff}
	OliveLight = color.NRGBA{0x6d, 0x77, 0x35, 0xff}
	Khaki      = color.NRGBA{0xc3, 0xb0, 0x7a, 0xff}
	Brass      = color.NRGBA{0xd4, 0xa7, 0x2c, 0xff}
	Ink        = color.NRGBA{0x26, 0x23, 0x1a, 0xff}
	InkSoft    = color.NRGBA{0x5c, 0x55, 0x42, 0xff}
	Cream      = palette.Cream
	Disabled   = color.NRGBA{0x9d, 0x97, 0x80, 0xff}
	Shade      = color.NRGBA{0x14, 0x16, 0x0a, 0xc0}
	Red        = palette.Red
	RedLight   = color.NRGBA{0xd9, 0x4a, 0x45, 0xff}
	Blue       = palette.Blue
	BlueLight  = color.NRGBA{0x45, 0x6f, 0xd0, 0xff}
)

// scale is the device scale factor: screen pixels per point.
var scale = 1.0

// SetScale records the monitor's device scale factor; the game's Layout calls it.
func SetScale(s float64) {
	if s > 0 {
		scale = s
	}
}

// Scale is the device scale factor in use.
func Scale() float64 { return scale }

// S turns points into screen pixels.
func S(points float64) float64 { return points * scale }

// Sf is S for the float32 coordinates of the vector package.
func Sf(points float64) float32 { return float32(points * scale) }

// screenW and screenH are the screen's size in pixels, as the game's Layout last gave.
var screenW, screenH = 1280, 720

// SetScreenSize records the screen's size in pixels; the game's Layout calls it.
func SetScreenSize(w, h int) { screenW, screenH = w, h }

// ScreenSize is the screen's size in pixels.
func ScreenSize() (w, h int) { return screenW, screenH }
