package board

import (
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"taktik/game"
	"taktik/maps"
	"taktik/render/lang"
	"taktik/render/play"
	"taktik/render/ui"
)

// Guide is a guide that watches the game from beside the board: the tutorial. The view
// asks it for the dice of the battles it wants to turn out as its lesson explains, keeps
// the map's clicks off its card, and saves no autosave for it (the player's own game
// stays the one Continue finds).
type Guide interface {
	// Die is the die to queue before battle k is rolled (the engine's dice queue, as
	// the protocol's `dice N`), or 0 to let the game's own dice roll.
	Die(g *game.Game, k int) int
	// Covers reports whether the guide's card lies over a screen point.
	Covers(x, y float64) bool
	// Card is where the guide's card lies on the screen (empty while put away): the
	// square's tooltip keeps off it, so it never hides what the lesson says to do.
	Card() ui.Rect
	// Marks are the squares the guide rings now: the board keeps them in view and
	// places their rings (View.PulseSize).
	Marks() []maps.Square
	// DrawGuide paints the guide's marks and card over the board, under the windows,
	// menus and questions that open over it.
	DrawGuide(dst *ebiten.Image)
}

// GameOverer is an App that wants to know when a game on the board ends (the Lessons
// screen ticks off a first scenario won).
type GameOverer interface {
	GameOver(g *game.Game, players play.Commanders)
}

// SetGuide puts a guide beside the board (nil: none).
func (v *View) SetGuide(c Guide) { v.guide = c }

// Selected is the unit selected in the movement phase, -1 for none.
func (v *View) Selected() int { return v.ord.Selected() }

// Building is the battle being built: the attackers and the defenders clicked so far,
// each in unit order.
func (v *View) Building() (attackers, defenders []int) {
	b := v.ord.Building()
	return slices.Clone(b.Attackers), slices.Clone(b.Defenders)
}

// Tip is the square whose tooltip shows now.
func (v *View) Tip() (maps.Square, bool) {
	if v.cam == nil || !v.showTip() {
		return maps.Square{}, false
	}
	return v.hover, true
}

// TableOpen reports whether the combat results table is open.
func (v *View) TableOpen() bool { return v.hud.crt.Window.Open }

// PaintingNote is where "Painting the map" shows while the map is painted at a new
// zoom: in the middle of the map, or of its part beside the lesson's card, so that no
// piece of it peeks out from under the card.
func (v *View) PaintingNote() ui.Rect {
	vr := v.cam.View
	x := vr.X + vr.W/2
	if v.guide != nil {
		if c := v.guide.Card(); c.W > 0 {
			x = (c.X + c.W + vr.X + vr.W) / 2
		}
	}
	w, h := ui.Measure(lang.T("board.painting"), ui.Face(ui.Medium, 16))
	return ui.Rect{X: x - w/2, Y: vr.Y + vr.H/2 - h/2, W: w, H: h}
}

// TableRect is where the combat results table lies, when it is open.
func (v *View) TableRect() (ui.Rect, bool) { return v.hud.crt.Window.Frame() }

// QuestionRect is where the question waiting over the board lies, if one does.
func (v *View) QuestionRect() (ui.Rect, bool) {
	if v.confirm == nil {
		return ui.Rect{}, false
	}
	return v.confirm.layout(), true
}

// ToggleTable opens or shuts the combat results table, as K does.
func (v *View) ToggleTable() { v.hud.toggleCRT() }

// MapRect is the part of the screen that shows the map.
func (v *View) MapRect() ui.Rect {
	v.layoutCamera()
	return v.mapRect()
}

// OrderRect is the rectangle of the order button under the map with a label, when it
// shows and can be pressed.
func (v *View) OrderRect(label string) (ui.Rect, bool) {
	for _, b := range v.bar.buttons {
		if b.Label == label {
			return b.Rect, !b.Disabled
		}
	}
	return ui.Rect{}, false
}

// Won reports whether the end of the game is all that lies over the board: a lesson's
// card then stays over it, so that its last step's ways on can be taken.
func (v *View) Won() bool {
	return v.hud.victoryActive() && !v.help && !v.gmenu.open && !v.hud.handoffActive()
}

// Covered reports whether something lies over the board now that takes its input
// (the help, the game menu, the hand-over screen, the end of the game).
func (v *View) Covered() bool {
	return v.help || v.gmenu.open || v.hud.handoffActive() || v.hud.victoryActive()
}

// takesPresses reports whether something over the board takes the pointer's presses
// before the map: a question, the name of a save being typed, or what Covered names.
func (v *View) takesPresses() bool { return v.confirm != nil || v.naming != nil || v.Covered() }

// Floating reports whether one of the reference windows lies over a screen point.
func (v *View) Floating(x, y float64) bool {
	w := &v.hud
	return w.crt.Window.Contains(x, y) || w.terrain.Window.Contains(x, y) || w.weather.Window.Contains(x, y)
}

// Confirming reports whether a question waits over the board, and the middle of its
// button that agrees.
func (v *View) Confirming() (x, y float64, ok bool) {
	if v.confirm == nil {
		return 0, 0, false
	}
	v.confirm.layout()
	return v.confirm.yes.Rect.CX(), v.confirm.yes.Rect.CY(), true
}

// KeyLabels are the status bar's Threat button's label and a waiting question's
// agreeing button's ("" for none): for the tests of what fingers read.
func (v *View) KeyLabels() (threat, yes string) {
	if v.confirm != nil {
		yes = v.confirm.yes.Label
	}
	return v.threat.btn.Label, yes
}

// guideDie queues the guide's die for battle k (-1: the next unresolved one) before it
// is rolled.
func (v *View) guideDie(k int) {
	if v.guide == nil {
		return
	}
	if k < 0 {
		for i, b := range v.game.Battles() {
			if !b.Resolved {
				k = i
				break
			}
		}
	}
	if k < 0 || k >= len(v.game.Battles()) {
		return
	}
	if d := v.guide.Die(v.game, k); d > 0 {
		v.ord.Apply(game.Action{Kind: game.ActDice, Unit: -1, Index: -1, Rolls: []int{d}})
	}
}
