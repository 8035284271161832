package board

import (
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"taktik/render/board/place"
	"taktik/render/paint"
	"taktik/render/palette"
	"taktik/render/ui"
)

// rulerPaper is the strip behind the sticky coordinate numbers: the board's own margin
// colour, nearly opaque.
var rulerPaper = palette.Ruler

// drawRulers keeps the row and column numbers (R1) in view: when the board's own
// numbered margin has scrolled off the top or left, a ruler along that edge of the view
// takes its place.
func (v *View) drawRulers(dst *ebiten.Image) {
	c := v.cam
	thick, top, left := v.rulers()
	px := math.Max(ui.S(9), math.Min(c.Square*0.42, thick*0.62))
	face := ui.FacePx(ui.Medium, px)
	r0, c0, r1, c1 := c.Visible()
	if top {
		ui.FillRect(dst, ui.Rect{X: c.View.X, Y: c.View.Y, W: c.View.W, H: thick}, rulerPaper)
		ui.FillRect(dst, ui.Rect{X: c.View.X, Y: c.View.Y + thick - 1, W: c.View.W, H: 1}, ui.PaperEdge)
		for col := c0; col <= c1; col++ {
			x, _ := c.Centre(mapsSquare(1, col))
			if everyOther(c.Square, px) && col%2 == 0 {
				continue
			}
			v.text.draw(dst, strconv.Itoa(col), face, x, c.View.Y+thick/2, ui.Ink, ui.Center)
		}
	}
	if left {
		w := thick * 1.25
		ui.FillRect(dst, ui.Rect{X: c.View.X, Y: c.View.Y, W: w, H: c.View.H}, rulerPaper)
		ui.FillRect(dst, ui.Rect{X: c.View.X + w - 1, Y: c.View.Y, W: 1, H: c.View.H}, ui.PaperEdge)
		for row := r0; row <= r1; row++ {
			_, y := c.Centre(mapsSquare(row, 1))
			if top && y < c.View.Y+thick {
				continue
			}
			v.text.draw(dst, strconv.Itoa(row), face, c.View.X+w/2, y, ui.Ink, ui.Center)
		}
		if top {
			ui.FillRect(dst, ui.Rect{X: c.View.X, Y: c.View.Y, W: w, H: thick}, ui.PaperDark)
		}
	}
}

// everyOther reports whether two-digit column numbers would touch at this zoom, so
// only the odd ones are written.
func everyOther(square, px float64) bool { return square < px*1.25 }

// rulers are the rulers' thickness and whether the top one (the column numbers) and
// the left one (the row numbers, 1.25 times as wide) show: the board's own numbered
// margin has scrolled out of sight.
func (v *View) rulers() (thick float64, top, left bool) {
	c := v.cam
	l := paint.NewLayout(v.board, c.Level)
	margin := float64(l.Margin) * c.Square / float64(c.Level)
	thick = math.Round(math.Max(ui.S(16), math.Min(margin, ui.S(26))))
	return thick, c.GY-margin/2 < c.View.Y+thick/2, c.GX-margin/2 < c.View.X+thick/2
}

// rulerRects are the rulers on screen, which the overlays keep clear (placing.go).
func (v *View) rulerRects() []place.Rect {
	thick, top, left := v.rulers()
	m := v.cam.View
	var out []place.Rect
	if top {
		out = append(out, place.Rect{X: m.X, Y: m.Y, W: m.W, H: thick})
	}
	if left {
		out = append(out, place.Rect{X: m.X, Y: m.Y, W: thick * 1.25, H: m.H})
	}
	return out
}
