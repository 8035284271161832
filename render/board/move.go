package board

import (
	"github.com/hajimehoshi/ebiten/v2"

	"taktik/audio"
	"taktik/game"
	"taktik/maps"
	"taktik/render/input"
	"taktik/render/keymap"
	"taktik/render/lang"
	"taktik/render/play"
)

// updatePlay hands the tick to what the player (or the computer) is doing now.
func (v *View) updatePlay(mx, my float64) {
	if v.anim.blocking() {
		return // a die is rolling: its battle is settled when it lands
	}
	m := v.mode()
	if m != modeBattle {
		v.hud.odds.Clear()
		if v.st.nuking {
			v.stopNuke()
		}
	}
	v.updatePlayKeys(m)
	switch m {
	case modeComputer:
		v.updateComputer()
	case modeSetup:
		v.updateSetup(mx, my)
	case modeMove:
		v.updateMove()
	case modeBattle:
		v.updateBattle()
	case modeRetreat:
		v.updateRetreat()
	case modeExchange:
		v.updateExchange()
	case modeReplace:
		v.updateReplace(mx, my)
	}
}

// updatePlayKeys are the keys of a turn's orders; the buttons under the map name them.
func (v *View) updatePlayKeys(m mode) {
	in := v.in
	undo := input.Command(in, keymap.Undo) // by the letters the keyboard types (keymap)
	switch m {
	case modeComputer:
		if input.Just(in, ebiten.KeySpace) {
			v.skip()
		}
	case modeMove:
		switch {
		case input.Command(in, keymap.Next):
			v.nextUnit()
		case undo:
			v.undo()
		case input.Command(in, keymap.EndMove):
			v.endMovement()
		}
	case modeBattle:
		switch {
		case undo:
			v.undo()
		case input.Command(in, keymap.Plan):
			v.suggestPlan()
		case input.Command(in, keymap.Roll):
			v.roll(-1)
		case input.Command(in, keymap.EndTurn):
			v.endTurn()
		case input.Command(in, keymap.Nuke):
			v.startNuke()
		}
	case modeReplace:
		if input.Command(in, keymap.EndMove) {
			v.replaceDone()
		}
	}
}

func (v *View) updateMove() {
	v.selection()
	if v.rightClicked {
		v.selectUnit(-1)
	}
	if v.clicked && v.hoverOK {
		v.clickMove(v.hover)
	}
}

// clickMove is a click on a square in the movement phase: on an own unit it selects
// it; with a unit selected, on a shaded square it moves there (a special operation's
// target: drops and landings there, Shift+click when the unit could also march there).
func (v *View) clickMove(sq maps.Square) {
	g, s := v.game, &v.st
	n, occupied := g.UnitAt(sq)
	if occupied && game.UnitInfo(n).Side == g.Side() {
		if n == s.sel {
			v.selectUnit(-1)
		} else {
			v.selectUnit(n)
		}
		v.app.Sound().Play(audio.Click)
		return
	}
	if s.sel < 0 {
		return
	}
	_, canMove := s.at[sq]
	if ops := v.opsAt(sq); len(ops) > 0 && (!canMove || input.Shift(v.in)) {
		v.operate(ops[0])
		return
	}
	if canMove {
		v.moveTo(sq)
		return
	}
	if _, _, err := g.Path(s.sel, sq); err != nil {
		v.problem(err) // the engine says why it cannot go there
	}
}

// moveTo moves the selected unit to a square by the path shown, and keeps it selected
// while it can move on.
func (v *View) moveTo(sq maps.Square) {
	n := v.st.sel
	from := v.game.Unit(n).Square
	a := game.Action{Kind: game.ActMove, Unit: n, To: sq, Index: -1}
	path, _, ok := v.pathTo(sq)
	if ok {
		a.Path = path // exactly the way shown
	} else {
		path = []maps.Square{sq}
	}
	if !v.apply(a) {
		return
	}
	v.anim.slide(n, from, path, v.speed())
	v.selectUnit(n)
	if len(v.st.targets) == 0 {
		v.selectUnit(-1)
	}
}

// operate carries out a special operation (R26–R28) of the selected unit.
func (v *View) operate(a game.Action) {
	from := v.game.Unit(a.Unit).Square
	if v.apply(a) {
		v.anim.slide(a.Unit, from, []maps.Square{a.To}, v.speed())
		v.selectUnit(-1)
	}
}

// nextUnit selects the next unit that has not moved and still can, and brings it into
// view.
func (v *View) nextUnit() {
	n := play.Next(play.Movers(v.game, v.game.Side()), v.st.sel)
	if n < 0 {
		v.hud.toast.Show(lang.T("play.move.nomore"))
		return
	}
	v.selectUnit(n)
	v.showSquare(v.game.Unit(n).Square)
}

// showSquare scrolls a square into view when it is off screen or at the edge.
func (v *View) showSquare(sq maps.Square) {
	r := v.cam.SquareRect(sq)
	m := v.cam.View
	margin := 2 * r.W
	if r.X < m.X+margin || r.Y < m.Y+margin || r.X+r.W > m.X+m.W-margin || r.Y+r.H > m.Y+m.H-margin {
		v.cam.CentreOn(sq)
	}
}

// undo takes back the last order of this player turn, until a die has been rolled.
func (v *View) undo() {
	if !v.game.CanUndo() {
		v.hud.toast.Show(lang.T("play.undo.none"))
		return
	}
	if err := v.game.Undo(); err != nil {
		v.problem(err)
		return
	}
	v.changed()
	v.st.builder.Reset()
	v.app.Sound().Play(audio.Click)
}

// endMovement ends the movement phase, asking first when units could still move. When
// the engine would refuse (R20: an HQ next to the enemy that can still get away must
// move first) it says why at once, before any question.
func (v *View) endMovement() {
	a := game.Action{Kind: game.ActEndMove, Unit: -1, Index: -1}
	if err := v.game.Clone().Apply(a); err != nil {
		v.problem(err)
		return
	}
	end := func() {
		if v.apply(a) {
			v.selectUnit(-1)
		}
	}
	if n := len(play.Movers(v.game, v.game.Side())); n > 0 {
		v.askKey(lang.Tf(lang.Counted(n, "play.confirm.endmove"), n), lang.T("play.endmove"), ebiten.KeyE, end)
		return
	}
	end()
}

// speed is the animation speed the player chose: 1 normal, 0 none.
func (v *View) speed() float64 {
	if v.pc.skipping {
		return 0
	}
	return v.app.Settings().Animation.Factor()
}
