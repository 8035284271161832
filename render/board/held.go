package board

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"taktik/render/hud"
	"taktik/render/play"
	"taktik/render/ui"
)

// drawHeld marks each city held by the side that is not its home (R21), which the
// board prints in its home colour: its outline in the holder's colour and a pennant of
// that colour in its top-left corner, over the counters, thick enough to read at the
// farthest zoom.
func (v *View) drawHeld(dst *ebiten.Image) {
	sq := v.cam.Square
	w := float32(math.Max(2, sq*0.1))
	for _, h := range play.HeldCities(v.game) {
		ink := hud.Ink(h.Holder)
		p := &vector.Path{}
		for _, e := range h.Outline {
			r := v.cam.SquareRect(e.Square)
			x0, y0, x1, y1 := float32(r.X), float32(r.Y), float32(r.X+r.W), float32(r.Y+r.H)
			ends := [4][4]float32{{x0, y0, x1, y0}, {x1, y0, x1, y1}, {x0, y1, x1, y1}, {x0, y0, x0, y1}}[e.Side]
			p.MoveTo(ends[0], ends[1])
			p.LineTo(ends[2], ends[3])
		}
		ui.StrokePath(dst, p, w, ink)
		r := v.cam.SquareRect(h.Corner)
		s := float32(math.Max(7, sq*0.34))
		x, y := float32(r.X), float32(r.Y)
		flag := &vector.Path{}
		flag.MoveTo(x, y)
		flag.LineTo(x+s, y)
		flag.LineTo(x, y+s)
		flag.Close()
		ui.FillPath(dst, flag, ink)
		ui.StrokePath(dst, flag, 1, ui.Cream)
	}
}
