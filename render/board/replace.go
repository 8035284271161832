package board

import (
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"taktik/audio"
	"taktik/game"
	"taktik/maps"
	"taktik/render/lang"
)

// The replacements (R31, optional): at the start of March, June, September and
// December each side in turn spends its points on units it has lost. The tray holds
// the units the engine offers (those the side can afford and place), each with its
// price; a unit picked shows the squares the engine allows it onto, and a click on one
// rebuilds it there. Done ends the side's replacements; what is not spent is lost.

func (v *View) updateReplace(mx, my float64) {
	p := v.game.Pending()
	s := &v.st
	if !slices.Contains(p.Units, s.rebuild) {
		s.rebuild = -1
		if len(p.Units) > 0 {
			s.rebuild = p.Units[0]
		}
	}
	if mark := [2]int{v.game.Turn(), int(p.Side) + 1}; s.rebuildSeen != mark { // turn the map to where the rebuilt units go
		s.rebuildSeen = mark
		if sq := v.replaceSquares(s.rebuild); len(sq) > 0 {
			v.cam.CentreOn(sq[0])
		}
	}
	if v.in.Pressed(ebiten.MouseButtonLeft) {
		if n, ok := v.trayUnitAt(mx, my); ok {
			s.rebuild = n
			v.app.Sound().Play(audio.Click)
			if sq := v.replaceSquares(n); len(sq) > 0 && !slices.ContainsFunc(sq, v.onScreen) { // the map stays where the player looks
				v.showSquare(sq[0])
			}
			return
		}
	}
	if !v.clicked || !v.hoverOK || s.rebuild < 0 {
		return
	}
	if a, ok := v.replaceAt(s.rebuild, v.hover); ok {
		if v.apply(a) {
			v.app.Sound().Play(audio.March)
		}
		return
	}
	v.hud.toast.Show(lang.T("play.replace.where"))
}

// replaceAt is the rebuilding of a unit on a square, if the engine offers it.
func (v *View) replaceAt(n int, sq maps.Square) (game.Action, bool) {
	for _, a := range v.legal() {
		if a.Kind == game.ActReplace && a.Unit == n && a.To == sq {
			return a, true
		}
	}
	return game.Action{}, false
}

// replaceSquares are the squares a unit may be rebuilt on now.
func (v *View) replaceSquares(n int) []maps.Square {
	var list []maps.Square
	for _, a := range v.legal() {
		if a.Kind == game.ActReplace && a.Unit == n && n >= 0 {
			list = append(list, a.To)
		}
	}
	return list
}

// replaceOrders fills the bar for a side's replacements.
func (v *View) replaceOrders(side string) {
	o := &v.orders
	p := v.game.Pending()
	o.prompt = lang.Tf("play.replace.prompt", side, v.game.ReplacementPoints(p.Side))
	o.detail = lang.T("play.replace.detail")
	o.add(lang.T("play.replace.done"), true, false, v.replaceDone)
}

// replaceDone ends the side's replacements, asking first while points could still buy
// a unit: they would be lost (R31).
func (v *View) replaceDone() {
	done := func() {
		if v.apply(game.Action{Kind: game.ActReplace, Unit: -1, Index: -1}) {
			v.st.rebuild = -1
		}
	}
	p := v.game.Pending()
	if pts := v.game.ReplacementPoints(p.Side); pts > 0 && len(p.Units) > 0 {
		v.ask(lang.Tf(lang.Counted(pts, "play.confirm.replace"), pts), lang.T("play.replace.done"), done)
		return
	}
	done()
}
