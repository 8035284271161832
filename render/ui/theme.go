// Package ui is the game's small widget kit: the palette's colours under short names, its fonts at HiDPI sizes, and
// the buttons, choices and sliders the menus are built from. Sizes are given in points
// (device-independent pixels) and turned into screen pixels with the monitor's scale, so
// the menus look the same on a laptop and on a HiDPI desktop.
package ui

import (
	"math"

	"taktik/render/palette"
)

// The widget kit's short names for the palette's colours (render/palette holds every
// colour once; these are the same values, not a palette of their own).
var (
	Paper      = palette.Paper
	PaperDark  = palette.PaperDark
	PaperEdge  = palette.PaperEdge
	Olive      = palette.Olive
	OliveDark  = palette.OliveDark
	OliveLight = palette.OliveLight
	Khaki      = palette.Khaki
	Brass      = palette.Brass
	Ink        = palette.Ink
	InkSoft    = palette.InkSoft
	Cream      = palette.Cream
	Disabled   = palette.Disabled
	Shade      = palette.Shade
	Red        = palette.Red
	RedLight   = palette.RedLight
	Blue       = palette.Blue
	BlueLight  = palette.BlueLight
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

// tapMin is the smallest height, in screen pixels, of a thing a finger taps while the
// screens are laid out for fingers; 0 while they are laid out for the mouse.
var tapMin float64

// TapPoints is the smallest size of a thing a finger taps, in CSS pixels (points at a
// scale of 1): about 9 mm, the size platform guides ask for.
const TapPoints = 44

// SetTouch lays the screens out for fingers or for the mouse; css is screen pixels a
// CSS pixel (the device's scale, before the game's own fitting: settings.FitOn may draw
// the game smaller than its points, but a finger stays as wide).
func SetTouch(on bool, css float64) {
	tapMin = 0
	if on {
		tapMin = math.Round(TapPoints * css)
	}
}

// Touch reports whether the screens are laid out for fingers.
func Touch() bool { return tapMin > 0 }

// TapMin is the smallest height of a thing to tap, in screen pixels: TapPoints CSS
// pixels while the screens are laid out for fingers, else 0.
func TapMin() float64 { return tapMin }

// Tap is a height h in screen pixels made large enough for a finger when the screens
// are laid out for fingers.
func Tap(h float64) float64 { return math.Max(h, tapMin) }
