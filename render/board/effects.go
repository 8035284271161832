package board

import (
	"taktik/audio"
	"taktik/game"
	"taktik/maps"
	"taktik/render/lang"
	"taktik/render/play"
	"taktik/units"
)

// The orders (package play) decide what the player's clicks and commands mean; the
// effects that need the screen come back here.

// effects is the view as the orders' Screen.
type effects struct{ v *View }

var _ play.Screen = effects{}

func (e effects) Click()                    { e.v.app.Sound().Play(audio.Click) }
func (e effects) Rebuilt()                  { e.v.app.Sound().Play(audio.March) }
func (e effects) Note(m play.Msg)           { e.v.hud.toast.Show(m.Text()) }
func (e effects) Warn(m play.Msg)           { e.v.hud.toast.Problem(m.Text()) }
func (e effects) Refused(err error)         { e.v.problem(err) }
func (e effects) Show(sq maps.Square)       { e.v.showSquare(sq) }
func (e effects) Centre(sq maps.Square)     { e.v.cam.CentreOn(sq) }
func (e effects) Roll(k int)                { e.v.roll(k) }
func (e effects) Strike(a game.Action) bool { return e.v.strike(a) }
func (e effects) Skip()                     { e.v.skip() }
func (e effects) Handoff(side units.Side)   { e.v.hud.showHandoff(side, game.NoDecision) }
func (e effects) Ask(q play.Question)       { e.v.askOrder(q) }
func (e effects) Slide(n int, from maps.Square, path []maps.Square) {
	e.v.anim.slide(n, from, path, e.v.speed())
}

// Reveal brings the first of some squares into view, unless one of them shows.
func (e effects) Reveal(list []maps.Square) {
	for _, sq := range list {
		if e.v.onScreen(sq) {
			return
		}
	}
	e.v.showSquare(list[0])
}

// Odds shows the odds of the battle being built, and their column of the table.
func (e effects) Odds(p *game.Preview) {
	if p == nil {
		e.v.hud.odds.Clear()
		return
	}
	e.v.hud.odds.Set(*p)
	e.v.hud.crt.Highlight(p.Odds, 0)
}

// problem shows a refusal in the player's language.
func (v *View) problem(err error) {
	v.hud.toast.Problem(lang.Explain(err))
}
