package board

import (
	"taktik/render/flow"
	"taktik/render/ui"
)

// What the end-to-end tests look at on the screen: where the floating cards were drawn
// in the last frame, and whether the die has landed.

// probe is the part of the view that tells the end-to-end tests what is on the screen.
type probe struct{ *View }

// DieShown is where the die is shown, whether it is shown, and whether it has landed.
func (v probe) DieShown() (r ui.Rect, shown, landed bool) {
	if !v.hud.dice.Visible() {
		return ui.Rect{}, false, false
	}
	if !v.placed.Die.Shown {
		return ui.Rect{}, false, v.hud.dice.Done()
	}
	return ur(v.placed.Die.R), true, v.hud.dice.Done()
}

// TipRect is where the tooltip card is drawn now, when one shows.
func (v probe) TipRect() (ui.Rect, bool) {
	if v.cam == nil || !v.showTip() || !v.placed.Tip.Shown {
		return ui.Rect{}, false
	}
	return ur(v.placed.Tip.R), true
}

// BattleLabels are the cards of the declared battles ("1 · 2-1") as last drawn.
func (v probe) BattleLabels() []ui.Rect { return append([]ui.Rect(nil), v.battleCards...) }

// ResultLabels are the cards of the results rising over the map, as last drawn.
func (v probe) ResultLabels() []ui.Rect {
	var out []ui.Rect
	for _, c := range v.anim.cards {
		if c.W > 0 { // not those that gave way
			out = append(out, c)
		}
	}
	return out
}

// Handoff is the headline of the screen between two players, when it is up.
func (v probe) Handoff() (string, bool) {
	if !v.hud.handoffActive() {
		return "", false
	}
	return v.hud.handoff.Title(), true
}

// ToastShown reports whether a message shows at the bottom of the board.
func (v probe) ToastShown() bool { return v.hud.toast.Visible() }

// ToastText is the message showing at the bottom of the board, "" for none.
func (v probe) ToastText() string { return v.hud.toast.Text() }

// Autosaved is the hash of the position the autosave was last written with.
func (v probe) Autosaved() uint64 {
	if l, ok := v.match.(*flow.Local); ok {
		return l.SavedHash()
	}
	return 0
}

// LogRect is where the log is drawn, for tests.
func (v probe) LogRect() ui.Rect {
	v.layoutCamera()
	_, log := v.columnRects()
	return rectF(log)
}

// Status is the bar's sentence and the side its chip shows, for tests.
func (v probe) Status() (string, int) {
	msg, side := v.ord.Status()
	return msg.Text(), int(side)
}
