package hud

import (
	"image"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"taktik/game"
	"taktik/render/lang"
	"taktik/render/ui"
	"taktik/units"
)

// Handoff is the screen between two players at one computer (hotseat): it hides the
// board so the next player does not see the other's plans being made, names who is to
// move, and waits for a click, Space or Enter.
type Handoff struct {
	side   units.Side
	task   game.DecisionKind // what the side is to decide in the other's turn, or nothing
	active bool
	shown  float64 // seconds the screen has been up
}

// Show puts the screen up for the side about to play.
func (h *Handoff) Show(side units.Side) { h.ShowDecision(side, game.NoDecision) }

// ShowDecision puts the screen up for a side that has a choice to make in the other
// side's turn (the winner retreats the beaten units, the attacker picks exchange
// losses, a side rebuilds units): the screen says so, not that it is the side's turn.
func (h *Handoff) ShowDecision(side units.Side, kind game.DecisionKind) {
	h.side, h.task, h.active, h.shown = side, kind, true, 0
}

// Title is the screen's headline: whose turn it is, or what the side is to decide.
func (h *Handoff) Title() string {
	switch h.task {
	case game.RetreatDecision:
		return lang.Tf("hud.handoff.retreat", sideName(h.side))
	case game.ExchangeDecision:
		return lang.Tf("hud.handoff.exchange", sideName(h.side))
	case game.ReplaceDecision:
		return lang.Tf("hud.handoff.replace", sideName(h.side))
	}
	return lang.Tf("hud.handoff.turn", sideName(h.side))
}

// Active reports whether the screen is up.
func (h *Handoff) Active() bool { return h.active }

// Side is the side the screen waits for.
func (h *Handoff) Side() units.Side { return h.side }

// handoffGrace is how long the screen ignores input after it appears, in seconds, so
// that a click meant for the last move does not dismiss it unseen.
const handoffGrace = 0.25

// Update waits for the player; it reports true on the tick the player confirms, after
// which Active is false. While active it takes all input.
func (h *Handoff) Update() bool {
	if !h.active {
		return false
	}
	h.shown += ui.Dt() // by the clock, not the frames
	ui.Animate()       // the line under the name beats
	if h.shown <= handoffGrace {
		return false
	}
	if ui.Clicked() || ui.Activate() {
		h.active = false
		return true
	}
	return false
}

// Draw covers r completely (the board must not show through) and names the side.
func (h *Handoff) Draw(dst *ebiten.Image, r image.Rectangle) {
	if !h.active || r.Empty() {
		return
	}
	a := rect(r)
	ui.FillRect(dst, a, ui.OliveDark)
	// a broad band in the side's colour across the middle
	band := ui.Rect{X: a.X, Y: a.CY() - ui.S(90), W: a.W, H: ui.S(180)}
	ui.FillRect(dst, band, ui.Mix(Ink(h.side), ui.OliveDark, 0.35))
	ui.FillRect(dst, ui.Rect{X: a.X, Y: band.Y, W: a.W, H: ui.S(3)}, ui.Brass)
	ui.FillRect(dst, ui.Rect{X: a.X, Y: band.Y + band.H - ui.S(3), W: a.W, H: ui.S(3)}, ui.Brass)
	title, size := h.Title(), 40.0
	for size > 24 { // a long decision on a narrow window: a smaller type, never cut
		if w, _ := ui.Measure(title, ui.Face(ui.Bold, size)); w <= a.W-ui.S(48) {
			break
		}
		size -= 4
	}
	ui.Draw(dst, title, ui.Face(ui.Bold, size), a.CX(), a.CY()-ui.S(22), ui.Cream, ui.Center)
	pulse := 0.75 + 0.25*math.Sin(h.shown*4.8) // a slow beat, about 0.8 a second
	ui.Draw(dst, lang.T("hud.handoff.ready"), ui.Face(ui.Medium, 18), a.CX(), a.CY()+ui.S(40),
		ui.Mix(ui.Khaki, ui.Cream, pulse), ui.Center)
}
