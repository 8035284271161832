package board

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"taktik/render/lang"
	"taktik/render/ui"
	"taktik/units"
)

// drawBar paints the status bar: the game's name, whose turn and phase it is, the zoom,
// and the Menu and Help buttons.
func (v *View) drawBar(dst *ebiten.Image) {
	h := barPixels()
	ui.FillRect(dst, ui.Rect{W: float64(v.screenW), H: h}, ui.Olive)
	ui.FillRect(dst, ui.Rect{Y: h - ui.S(2), W: float64(v.screenW), H: ui.S(2)}, ui.OliveDark)
	v.text.draw(dst, lang.T("app.title"), ui.Face(ui.Bold, 20), ui.S(16), h/2, ui.Cream, ui.Left)
	tw, _ := ui.Measure(lang.T("app.title"), ui.Face(ui.Bold, 20))

	msg, side := v.ord.Status()
	status := msg.Text()
	x := ui.S(16) + tw + ui.S(24)
	chip := ui.Rect{X: x, Y: math.Round(h/2 - ui.S(9)), W: ui.S(16), H: ui.S(18)}
	colour := ui.Red
	if side == units.Blue {
		colour = ui.Blue
	}
	ui.FillRound(dst, chip, ui.S(3), colour)
	ui.StrokeRound(dst, chip, ui.S(3), ui.S(1.5), ui.Cream)
	v.text.draw(dst, status, ui.Face(ui.Medium, 16), x+chip.W+ui.S(10), h/2, ui.Cream, ui.Left)

	if v.watch != nil { // watching, the right end of the bar is the viewer's
		return
	}
	zoom := lang.Tf("board.zoom", v.cam.Level*100/32) // 32 px squares are 100 %
	v.text.draw(dst, zoom, ui.Face(ui.Regular, 14), v.threat.btn.Rect.X-ui.S(16), h/2, ui.Khaki, ui.Right)
	v.threat.btn.Draw(dst, v.threat.on)
	v.menuBtn.Draw(dst, false)
	v.helpBtn.Draw(dst, false)
}
