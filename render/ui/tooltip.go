package ui

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"taktik/render/palette"
)

// TipLine is a line of a tooltip; Ink colours it (the zero colour means plain ink).
type TipLine struct {
	Text string
	Ink  color.NRGBA
}

// Tooltip draws a small paper card of lines near a point, kept inside dst's bounds (the
// screen, or the part of it the tooltip belongs to): below and right of the pointer
// when there is room, else flipped.
func Tooltip(dst *ebiten.Image, lines []TipLine, x, y float64) {
	if len(lines) == 0 {
		return
	}
	b := dst.Bounds()
	tw, th := TipSize(lines)
	TooltipIn(dst, lines, PlaceCard(tw, th, x, y, Rect{float64(b.Min.X), float64(b.Min.Y), float64(b.Dx()), float64(b.Dy())}))
}

// TipSize is the size of the card Tooltip draws for some lines.
func TipSize(lines []TipLine) (w, h float64) {
	title, body := Face(Bold, 15), Face(Regular, 14)
	lineH := S(20)
	for i, l := range lines {
		f := body
		if i == 0 {
			f = title
		}
		lw, _ := Measure(l.Text, f)
		w = math.Max(w, lw)
	}
	pad := S(10)
	return w + 2*pad, float64(len(lines))*lineH + 2*pad - S(2)
}

// TooltipIn draws a tooltip card in a rectangle (of TipSize) placed by the caller.
func TooltipIn(dst *ebiten.Image, lines []TipLine, r Rect) {
	if len(lines) == 0 {
		return
	}
	title, body := Face(Bold, 15), Face(Regular, 14)
	lineH, pad := S(20), S(10)
	FillRound(dst, Rect{r.X + S(2), r.Y + S(3), r.W, r.H}, S(5), palette.TipShadow)
	FillRound(dst, r, S(5), Cream)
	StrokeRound(dst, r, S(5), S(1.2), PaperEdge)
	for i, l := range lines {
		f, ink := body, l.Ink
		if i == 0 {
			f = title
		}
		if ink.A == 0 {
			ink = Ink
		}
		Draw(dst, l.Text, f, r.X+pad, r.Y+pad+lineH*(float64(i)+0.5)-S(1), ink, Left)
	}
}
