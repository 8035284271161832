package board

import (
	"taktik/render/flow"
	"taktik/render/ui"
)

// What the end-to-end tests look at on the screen: where the floating cards were drawn
// in the last frame, and whether the die has landed.

// DieShown is where the die is shown, whether it is shown, and whether it has landed.
func (v *View) DieShown() (r ui.Rect, shown, landed bool) {
	if !v.hud.dice.Visible() {
		return ui.Rect{}, false, false
	}
	if !v.placed.Die.Shown {
		return ui.Rect{}, false, v.hud.dice.Done()
	}
	return ur(v.placed.Die.R), true, v.hud.dice.Done()
}

// TipRect is where the tooltip card is drawn now, when one shows.
func (v *View) TipRect() (ui.Rect, bool) {
	if v.cam == nil || !v.showTip() || !v.placed.Tip.Shown {
		return ui.Rect{}, false
	}
	return ur(v.placed.Tip.R), true
}

// BattleLabels are the cards of the declared battles ("1 · 2-1") as last drawn.
func (v *View) BattleLabels() []ui.Rect { return append([]ui.Rect(nil), v.battleCards...) }

// ResultLabels are the cards of the results rising over the map, as last drawn.
func (v *View) ResultLabels() []ui.Rect {
	var out []ui.Rect
	for _, c := range v.anim.cards {
		if c.W > 0 { // not those that gave way
			out = append(out, c)
		}
	}
	return out
}

// Handoff is the headline of the screen between two players, when it is up.
func (v *View) Handoff() (string, bool) {
	if !v.hud.handoffActive() {
		return "", false
	}
	return v.hud.handoff.Title(), true
}

// ToastShown reports whether a message shows at the bottom of the board.
func (v *View) ToastShown() bool { return v.hud.toast.Visible() }

// Autosaved is the hash of the position the autosave was last written with.
func (v *View) Autosaved() uint64 {
	if l, ok := v.match.(*flow.Local); ok {
		return l.SavedHash()
	}
	return 0
}

// LogRect is where the log is drawn, for tests.
func (v *View) LogRect() ui.Rect {
	v.layoutCamera()
	_, log := v.columnRects()
	return rectF(log)
}

// Status is the bar's sentence and the side its chip shows, for tests.
func (v *View) Status() (string, int) {
	msg, side := v.ord.Status()
	return msg.Text(), int(side)
}
