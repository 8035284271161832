package board

import (
	"taktik/game"
	"taktik/maps"
	"taktik/render/keymap"
	"taktik/render/lang"
	"taktik/render/play"
)

// followComputer keeps the camera with a game against the computer (camera.Follow):
// a retreat the player must choose in the computer's turn is brought on screen, unit
// and squares; when the computer's turn is over the view returns to where the player
// was, or shows where the computer struck out of sight, and B goes back.
func (v *View) followComputer() {
	g := v.game
	if v.cam == nil || v.guide != nil || g.Phase() == game.PhaseSetup || g.Winner() != game.NoWinner ||
		(!v.players[0].Computer && !v.players[1].Computer) {
		return
	}
	mode := v.ord.Mode()
	switch {
	case mode == play.Computer:
		if v.follow.Begin(v.cam) {
			v.noted = 0
		}
		v.noteStrikes()
	case mode == play.Retreat && v.lastMode != play.Retreat:
		v.follow.Bring(v.cam, v.retreatSquares())
	case mode != play.Retreat && mode != play.Exchange:
		if v.follow.End(v.cam) {
			v.hud.toast.Show(lang.Tf("play.follow.struck", keymap.Key(keymap.Back)))
		}
	}
	v.lastMode = mode
}

// retreatSquares are the beaten units of the retreat being chosen and every square
// they may go to (R19).
func (v *View) retreatSquares() []maps.Square {
	r, _ := v.ord.Retreats()
	var list []maps.Square
	for _, u := range r.Units {
		list = append(list, v.game.Unit(u).Square)
		list = append(list, r.Squares(u)...)
	}
	return list
}

// noteStrikes tells the camera where the computer's battles declared since the last
// look are fought, while their units still stand there.
func (v *View) noteStrikes() {
	bs := v.game.Battles()
	for _, b := range bs[min(v.noted, len(bs)):] {
		for _, u := range append(append([]int(nil), b.Attackers...), b.Defenders...) {
			if st := v.game.Unit(u); st.Status == game.OnBoard {
				v.follow.Strike(st.Square)
			}
		}
	}
	v.noted = len(bs)
}
