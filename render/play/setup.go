package play

import (
	"slices"

	"taktik/game"
	"taktik/maps"
	"taktik/units"
)

// The setup by hand (setup=hand): each person places his army in turn from a tray of
// the units not yet on the board onto the free squares of his bivouac areas the engine
// offers (R9; R29 in the advanced game); then the computer places its army, if it
// commands a side, and play begins.
//
// The replacements (R31, optional): at the start of March, June, September and
// December each side in turn spends its points on units it has lost. The tray holds
// the units the engine offers (those the side can afford and place), each with its
// price; a unit picked shows the squares the engine allows it onto, and a click on one
// rebuilds it there. Done ends the side's replacements; what is not spent is lost.

// SetupSide is the side placing now: the first person in the order of play who has not
// finished.
func (o *Orders) SetupSide() (units.Side, bool) {
	first := o.game.Side()
	for _, s := range []units.Side{first, first.Opponent()} {
		if !o.players[s].Computer && !o.setupDone[s] {
			return s, true
		}
	}
	return 0, false
}

// Tray is what the tray holds now: the placing side's units still off the board in the
// setup, the units a side may rebuild in a replacement period (R31), and the one
// picked (-1 for none); ok is false when no tray shows.
func (o *Orders) Tray() (side units.Side, list []int, picked int, ok bool) {
	switch o.Mode() {
	case Setup:
		side, ok = o.SetupSide()
		if ok {
			list = Unplaced(o.game, side)
		}
		return side, list, o.tray, ok
	case Replace:
		p := o.game.Pending()
		return p.Side, p.Units, o.rebuild, true
	}
	return 0, nil, -1, false
}

func (o *Orders) updateSetup(p Pointer) {
	side, ok := o.SetupSide()
	if !ok {
		o.flow.DonePlacing()
		return
	}
	if o.tray >= 0 && (game.UnitInfo(o.tray).Side != side || o.game.Unit(o.tray).Status == game.OnBoard) {
		o.tray = -1
	}
	if p.InTray {
		o.tray = p.Tray
		o.out.Click()
		return
	}
	if p.Right && p.OnMap {
		if n, ok := o.game.UnitAt(p.Square); ok && game.UnitInfo(n).Side == side {
			o.Apply(game.Action{Kind: game.ActRemove, Unit: n, Index: -1})
			return
		}
	}
	if !p.Click || !p.OnMap {
		return
	}
	if n, ok := o.game.UnitAt(p.Square); ok && game.UnitInfo(n).Side == side {
		o.tray = n // a placed unit can be picked up and put elsewhere
		o.out.Click()
		return
	}
	if o.tray < 0 {
		return
	}
	if a, ok := o.offered(game.ActPlace, o.tray, p.Square); ok {
		if o.Apply(a) {
			o.out.Click()
			o.tray = o.nextUnplaced(side, o.tray)
		}
		return
	}
	o.out.Note(T("play.setup.where"))
}

// offered is the engine's action of a kind for a unit onto a square, if it offers one.
func (o *Orders) offered(kind game.ActionKind, n int, sq maps.Square) (game.Action, bool) {
	for _, a := range o.legalActions() {
		if a.Kind == kind && a.Unit == n && a.To == sq {
			return a, true
		}
	}
	return game.Action{}, false
}

// squaresFor are the squares the engine offers a unit for actions of a kind.
func (o *Orders) squaresFor(kind game.ActionKind, n int) []maps.Square {
	var list []maps.Square
	for _, a := range o.legalActions() {
		if a.Kind == kind && a.Unit == n && n >= 0 {
			list = append(list, a.To)
		}
	}
	return list
}

// PlaceSquares are the squares a unit may be placed on now.
func (o *Orders) PlaceSquares(n int) []maps.Square { return o.squaresFor(game.ActPlace, n) }

// nextUnplaced is the unit after n in the tray (the order of battle), so a formation
// is placed click after click; -1 when the tray is empty.
func (o *Orders) nextUnplaced(side units.Side, n int) int {
	left := Unplaced(o.game, side)
	for _, u := range left {
		if u > n {
			return u
		}
	}
	if len(left) > 0 {
		return left[0]
	}
	return -1
}

// placeRest puts the side's units still in the tray on the board.
func (o *Orders) placeRest() {
	side, ok := o.SetupSide()
	if !ok {
		return
	}
	if err := Deploy(o.game, side); err != nil {
		o.out.Refused(err)
	}
	o.tray = -1
	o.Changed()
}

// setupFinished ends a person's placing: with units left in the tray he is asked
// whether they should be placed for him.
func (o *Orders) setupFinished() {
	side, ok := o.SetupSide()
	if !ok {
		return
	}
	done := func() {
		o.placeRest()
		o.setupDone[side] = true
		o.tray = -1
		if next, ok := o.SetupSide(); ok {
			if !o.players[0].Computer && !o.players[1].Computer {
				o.out.Handoff(next)
			}
			return
		}
		o.flow.DonePlacing()
	}
	if n := len(Unplaced(o.game, side)); n > 0 {
		o.ask(Counted(n, "play.confirm.setup").With(n), T("play.setup.done"), None, done)
		return
	}
	done()
}

func (o *Orders) updateReplace(p Pointer) {
	d := o.game.Pending()
	if !slices.Contains(d.Units, o.rebuild) {
		o.rebuild = -1
		if len(d.Units) > 0 {
			o.rebuild = d.Units[0]
		}
	}
	if mark := [2]int{o.game.Turn(), int(d.Side) + 1}; o.rebuildSeen != mark { // turn the map to where the rebuilt units go
		o.rebuildSeen = mark
		if sq := o.RebuildSquares(o.rebuild); len(sq) > 0 {
			o.out.Centre(sq[0])
		}
	}
	if p.InTray {
		o.rebuild = p.Tray
		o.out.Click()
		if sq := o.RebuildSquares(p.Tray); len(sq) > 0 { // the map stays where the player looks
			o.out.Reveal(sq)
		}
		return
	}
	if !p.Click || !p.OnMap || o.rebuild < 0 {
		return
	}
	if a, ok := o.offered(game.ActReplace, o.rebuild, p.Square); ok {
		if o.Apply(a) {
			o.out.Rebuilt()
		}
		return
	}
	o.out.Note(T("play.replace.where"))
}

// RebuildSquares are the squares a unit may be rebuilt on now.
func (o *Orders) RebuildSquares(n int) []maps.Square { return o.squaresFor(game.ActReplace, n) }

// replaceDone ends the side's replacements, asking first while points could still buy
// a unit: they would be lost (R31).
func (o *Orders) replaceDone() {
	done := func() {
		if o.Apply(game.Action{Kind: game.ActReplace, Unit: -1, Index: -1}) {
			o.rebuild = -1
		}
	}
	p := o.game.Pending()
	if pts := o.game.ReplacementPoints(p.Side); pts > 0 && len(p.Units) > 0 {
		o.ask(Counted(pts, "play.confirm.replace").With(pts), T("play.replace.done"), None, done)
		return
	}
	done()
}
