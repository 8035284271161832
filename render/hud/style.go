package hud

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"taktik/render/hud/model"
	"taktik/render/lang"
	"taktik/render/palette"
	"taktik/render/ui"
	"taktik/units"
)

// textFace is the widget kit's face type, named shorter.
type textFace = text.GoTextFace

// Ink is a side's colour for text and chips: the counters' inks.
func Ink(s units.Side) color.NRGBA {
	if s == units.Blue {
		return ui.Blue
	}
	return ui.Red
}

// rect turns the host's integer rectangle into the widget kit's.
func rect(r image.Rectangle) ui.Rect {
	return ui.Rect{X: float64(r.Min.X), Y: float64(r.Min.Y), W: float64(r.Dx()), H: float64(r.Dy())}
}

// irect is the integer rectangle covering a ui.Rect.
func irect(r ui.Rect) image.Rectangle {
	return image.Rect(int(math.Floor(r.X)), int(math.Floor(r.Y)), int(math.Ceil(r.X+r.W)), int(math.Ceil(r.Y+r.H)))
}

// sub is the part of dst inside r, so that nothing a widget draws spills out of the
// rectangle its host gave it.
func sub(dst *ebiten.Image, r image.Rectangle) *ebiten.Image {
	return dst.SubImage(r.Intersect(dst.Bounds())).(*ebiten.Image)
}

// sideName is a side's name in the chosen language.
func sideName(s units.Side) string { return model.SideName(s) }

// chip draws a side's colour chip: a small rounded square with a cream rim.
func chip(dst *ebiten.Image, x, y, size float64, s units.Side) {
	r := ui.Rect{X: x, Y: y, W: size, H: size}
	ui.FillRound(dst, r, ui.S(3), Ink(s))
	ui.StrokeRound(dst, r, ui.S(3), ui.S(1.2), ui.Cream)
}

// shadow is the soft shadow under cards and windows.
var shadow = palette.Shadow

// card draws the light paper sheet the small widgets sit on (the dialogs' ui.Panel
// without the double rule, which is too heavy at these sizes).
func card(dst *ebiten.Image, r ui.Rect) {
	ui.FillRound(dst, ui.Rect{X: r.X + ui.S(2), Y: r.Y + ui.S(3), W: r.W, H: r.H}, ui.S(6), shadow)
	ui.FillRound(dst, r, ui.S(6), ui.Paper)
	ui.StrokeRound(dst, r.Inset(ui.S(0.75)), ui.S(6), ui.S(1.5), ui.PaperEdge)
}

// heading writes a small-caps section title with a thin rule under it and returns the
// y where the section's body starts.
func heading(dst *ebiten.Image, key string, x, y, w float64) float64 {
	ui.Draw(dst, lang.T(key), ui.Face(ui.Bold, 13), x, y+ui.S(8), ui.Olive, ui.Left)
	ui.FillRect(dst, ui.Rect{X: x, Y: y + ui.S(18), W: w, H: math.Max(1, ui.S(1))}, ui.Khaki)
	return y + ui.S(26)
}
