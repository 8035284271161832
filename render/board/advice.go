package board

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"taktik/game/ai"
	"taktik/render/lang"
	"taktik/render/palette"
	"taktik/render/ui"
)

// drawAdvice draws the General's suggested moves (play/advice.go): an arrow
// from each unit to the square it would go to, faint; the picked one strong, rimmed,
// its two squares ringed and its reason beside the square it goes to.
func (v *View) drawAdvice(dst *ebiten.Image) {
	list, picked := v.ord.Advice()
	if picked < 0 {
		return
	}
	w := float32(math.Max(2, v.cam.Square*0.08))
	faint := palette.Advice
	faint.A = 0x88
	for k, a := range list {
		if k != picked {
			v.adviceArrow(dst, a, w, faint)
		}
	}
	a := list[picked]
	v.adviceArrow(dst, a, w*2.6, ui.Cream)
	v.adviceArrow(dst, a, w*1.7, palette.Advice)
	v.ringSquare(dst, v.game.Unit(a.Move.Unit).Square, palette.Advice, ui.S(3))
	v.ringSquare(dst, a.Move.To, palette.Advice, ui.S(3))
	if card, ok := v.tagAt(v.adviceTag); ok {
		label := a.Text(lang.Code())
		ui.FillRect(dst, card, ui.Cream)
		ui.FillRect(dst, card.Inset(ui.S(1.5)), palette.Advice)
		v.text.draw(dst, label, adviceFace(), card.CX(), card.CY(), ui.Cream, ui.Center)
	}
}

// adviceFace is the face of the picked move's reason.
func adviceFace() *text.GoTextFace { return ui.Face(ui.Bold, 13) }

// AdviceTag is where the picked move's reason shows (the placement's Tags keep it off
// the counters' values and the names, beside the square the move goes to), false
// while none shows.
func (v *View) AdviceTag() (ui.Rect, bool) { return v.tagAt(v.adviceTag) }

// adviceArrow is one suggested move's arrow: from the unit's square to the square it
// goes to, kept off both counters' middles, with a head.
func (v *View) adviceArrow(dst *ebiten.Image, a ai.Advice, w float32, c color.NRGBA) {
	x0, y0 := v.cam.Centre(v.game.Unit(a.Move.Unit).Square)
	x1, y1 := v.cam.Centre(a.Move.To)
	dx, dy := x1-x0, y1-y0
	d := math.Hypot(dx, dy)
	if d < 1 {
		return
	}
	ux, uy := dx/d, dy/d
	in := v.cam.Square * 0.28
	x0, y0 = x0+ux*in, y0+uy*in
	x1, y1 = x1-ux*in, y1-uy*in
	head := math.Max(float64(w)*2.6, v.cam.Square*0.28)
	p := &vector.Path{}
	p.MoveTo(float32(x0), float32(y0))
	p.LineTo(float32(x1-ux*head*0.6), float32(y1-uy*head*0.6))
	ui.StrokePath(dst, p, w, c)
	h := &vector.Path{}
	h.MoveTo(float32(x1), float32(y1))
	h.LineTo(float32(x1-ux*head-uy*head*0.55), float32(y1-uy*head+ux*head*0.55))
	h.LineTo(float32(x1-ux*head+uy*head*0.55), float32(y1-uy*head-ux*head*0.55))
	h.Close()
	ui.FillPath(dst, h, c)
}

// Advice is the General's moves suggested now and the one picked (-1: none up).
func (v *View) Advice() ([]ai.Advice, int) { return v.ord.Advice() }
