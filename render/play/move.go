package play

import (
	"taktik/game"
	"taktik/maps"
)

// selection refreshes the selected unit's targets after a change, and drops the
// selection when the unit is no longer the player's to move.
func (o *Orders) selection() {
	if o.sel < 0 || o.selVer == o.version {
		return
	}
	o.selVer = o.version
	u := o.game.Unit(o.sel)
	if u.Status != game.OnBoard || game.UnitInfo(o.sel).Side != o.game.Side() || o.game.Phase() != game.PhaseMovement {
		o.selectUnit(-1)
		return
	}
	o.targets = Targets(o.game, o.sel)
	o.ops = o.game.LegalOperations(o.sel)
	if o.at == nil {
		o.at = map[maps.Square]int{}
	}
	clear(o.at)
	for i, t := range o.targets {
		o.at[t.Square] = i
	}
}

// selectUnit selects a unit (or none, with -1) and works out where it can go.
func (o *Orders) selectUnit(n int) {
	o.sel, o.selVer, o.pathVer = n, -1, -1
	o.targets, o.ops = o.targets[:0], nil
	if n >= 0 {
		o.selection()
	}
}

// Targets are the squares the selected unit can reach, with the movement left there.
func (o *Orders) Targets() []Target { return o.targets }

// Operations are the selected unit's special operations (a drop, a landing, an
// invasion, a marine's way back to sea).
func (o *Orders) Operations() []game.Action { return o.ops }

// Path is the path of the selected unit to a square and its cost, worked out again only
// when the square or the game changes.
func (o *Orders) Path(sq maps.Square) ([]maps.Square, int, bool) {
	if o.sel < 0 {
		return nil, 0, false
	}
	if o.pathVer != o.version || o.pathTo != sq {
		o.pathTo, o.pathVer, o.pathOK = sq, o.version, false
		if _, ok := o.at[sq]; ok {
			path, cost, err := o.game.Path(o.sel, sq)
			o.path, o.pathCost, o.pathOK = path, cost, err == nil
		}
	}
	return o.path, o.pathCost, o.pathOK
}

// opsAt are the selected unit's special operations onto a square (a drop, a landing,
// an invasion, or a marine's way back to sea).
func (o *Orders) opsAt(sq maps.Square) []game.Action {
	var list []game.Action
	for _, a := range o.ops {
		if a.To == sq {
			list = append(list, a)
		}
	}
	return list
}

func (o *Orders) updateMove(p Pointer) {
	o.selection()
	if p.Right {
		o.selectUnit(-1)
	}
	if p.Click && p.OnMap {
		o.clickMove(p.Square, p.Shift)
	}
}

// clickMove is a click on a square in the movement phase: on an own unit it selects
// it; with a unit selected, on a shaded square it moves there (a special operation's
// target: drops and landings there, Shift+click when the unit could also march there).
func (o *Orders) clickMove(sq maps.Square, shift bool) {
	g := o.game
	n, occupied := g.UnitAt(sq)
	if occupied && game.UnitInfo(n).Side == g.Side() {
		if n == o.sel {
			o.selectUnit(-1)
		} else {
			o.selectUnit(n)
		}
		o.out.Click()
		return
	}
	if o.sel < 0 {
		if k := o.adviceTo(sq); k >= 0 { // the General's move onto the square clicked
			o.doAdvice(k)
		}
		return
	}
	_, canMove := o.at[sq]
	if ops := o.opsAt(sq); len(ops) > 0 && (!canMove || shift) {
		o.operate(ops[0])
		return
	}
	if canMove {
		o.moveTo(sq)
		return
	}
	if _, _, err := g.Path(o.sel, sq); err != nil {
		o.out.Refused(err) // the engine says why it cannot go there
	}
}

// moveTo moves the selected unit to a square by the path shown, and keeps it selected
// while it can move on.
func (o *Orders) moveTo(sq maps.Square) {
	n := o.sel
	from := o.game.Unit(n).Square
	a := game.Action{Kind: game.ActMove, Unit: n, To: sq, Index: -1}
	path, _, ok := o.Path(sq)
	if ok {
		a.Path = path // exactly the way shown
	} else {
		path = []maps.Square{sq}
	}
	if !o.Apply(a) {
		return
	}
	o.out.Slide(n, from, path)
	o.selectUnit(n)
	if len(o.targets) == 0 {
		o.selectUnit(-1)
	}
}

// operate carries out a special operation (R26–R28) of the selected unit.
func (o *Orders) operate(a game.Action) {
	from := o.game.Unit(a.Unit).Square
	if o.Apply(a) {
		o.out.Slide(a.Unit, from, []maps.Square{a.To})
		o.selectUnit(-1)
	}
}

// nextUnit selects the next unit that has not moved and still can, and brings it into
// view.
func (o *Orders) nextUnit() {
	n := NextMover(Movers(o.game, o.game.Side()), o.sel)
	if n < 0 {
		o.out.Note(T("play.move.nomore"))
		return
	}
	o.selectUnit(n)
	o.out.Show(o.game.Unit(n).Square)
}

// undo takes back the last order of this player turn, until a die has been rolled.
func (o *Orders) undo() {
	if !o.flow.CanUndo() {
		o.out.Note(T("play.undo.none"))
		return
	}
	if err := o.flow.Undo(); err != nil {
		o.out.Refused(err)
		return
	}
	o.Changed()
	o.builder.Reset()
	o.out.Click()
}

// endMovement ends the movement phase, asking first when units could still move. When
// the engine would refuse (R20: an HQ next to the enemy that can still get away must
// move first) it says why at once, before any question.
func (o *Orders) endMovement() {
	a := game.Action{Kind: game.ActEndMove, Unit: -1, Index: -1}
	if err := o.game.Clone().Apply(a); err != nil {
		o.out.Refused(err)
		return
	}
	end := func() {
		if o.Apply(a) {
			o.selectUnit(-1)
		}
	}
	if n := len(Movers(o.game, o.game.Side())); n > 0 {
		o.ask(Counted(n, "play.confirm.endmove").With(n), T("play.endmove"), End, end)
		return
	}
	end()
}
