package board

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"taktik/game"
	"taktik/render/info"
	"taktik/render/lang"
	"taktik/render/ui"
)

// drawBar paints the status bar: the game's name, whose turn and phase it is, the zoom,
// and the Menu and Help buttons.
func (v *View) drawBar(dst *ebiten.Image) {
	h := math.Round(ui.S(barHeight))
	ui.FillRect(dst, ui.Rect{W: float64(v.screenW), H: h}, ui.Olive)
	ui.FillRect(dst, ui.Rect{Y: h - ui.S(2), W: float64(v.screenW), H: ui.S(2)}, ui.OliveDark)
	v.text.draw(dst, lang.T("app.title"), ui.Face(ui.Bold, 20), ui.S(16), h/2, ui.Cream, ui.Left)
	tw, _ := ui.Measure(lang.T("app.title"), ui.Face(ui.Bold, 20))

	status, side := v.status()
	x := ui.S(16) + tw + ui.S(24)
	chip := ui.Rect{X: x, Y: ui.S(11), W: ui.S(16), H: h - ui.S(22)}
	colour := ui.Red
	if side == 1 {
		colour = ui.Blue
	}
	ui.FillRound(dst, chip, ui.S(3), colour)
	ui.StrokeRound(dst, chip, ui.S(3), ui.S(1.5), ui.Cream)
	v.text.draw(dst, status, ui.Face(ui.Medium, 16), x+chip.W+ui.S(10), h/2, ui.Cream, ui.Left)

	zoom := lang.Tf("board.zoom", v.cam.Level*100/32) // 32 px squares are 100 %
	v.text.draw(dst, zoom, ui.Face(ui.Regular, 14), v.threat.btn.Rect.X-ui.S(16), h/2, ui.Khaki, ui.Right)
	v.threat.btn.Draw(dst, v.threat.on)
	v.menuBtn.Draw(dst, false)
	v.helpBtn.Draw(dst, false)
}

// status is the bar's sentence about the game and the side it concerns.
func (v *View) status() (string, int) {
	g := v.game
	switch g.Winner() {
	case game.RedWins:
		return lang.Tf("board.winner", info.SideName(0)), 0
	case game.BlueWins:
		return lang.Tf("board.winner", info.SideName(1)), 1
	case game.Draw:
		return lang.T("board.draw"), int(g.Side())
	}
	if g.Phase() == game.PhaseSetup {
		side, ok := v.setupSide()
		if !ok {
			side = g.Side()
		}
		return lang.Tf("play.status.setup", info.SideName(side)), int(side)
	}
	if d := g.Pending(); d.Kind != game.NoDecision {
		// the side deciding is not always the side to move (the defender retreats the
		// attackers after AB2, R19): the bar names the decision, not the move
		return lang.Tf("board.status."+d.Kind.String(), g.Turn(), info.SideName(d.Side)), int(d.Side)
	}
	phase := lang.T("phase." + g.Phase().String())
	return lang.Tf("board.status", g.Turn(), info.SideName(g.Decider()), phase), int(g.Decider()) // who decides now (a replacement, a retreat)
}
