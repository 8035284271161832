package board

import (
	"github.com/hajimehoshi/ebiten/v2"

	"taktik/maps"
	"taktik/render/input"
	"taktik/render/keymap"
	"taktik/render/play"
)

// updatePlay hands the tick to what the player (or the computer) is doing now: the
// keys of the turn's orders and the pointer go to the orders, which decide what they
// mean; the computer's turn is shown here.
func (v *View) updatePlay(mx, my float64) {
	if v.anim.blocking() {
		return // a die is rolling: its battle is settled when it lands
	}
	m := v.ord.Mode()
	if m == play.Setup {
		if side, ok := v.ord.SetupSide(); ok {
			v.match.Placing(side) // the next hand-over is from this player
		}
	}
	v.ord.Update(v.pointer(), v.commands()...)
	if m == play.Computer {
		v.refuseElsewhere()
		v.updateComputer()
	}
}

// pointer is the mouse as the orders see it: the square under it, the clicks on the
// map this tick, and a press on a counter of the tray.
func (v *View) pointer() play.Pointer {
	p := play.Pointer{Square: v.hover, OnMap: v.hoverOK, Click: v.clicked, Right: v.rightClicked, Shift: input.Shift(v.in)}
	mx, my := v.in.Cursor()
	if v.cam != nil {
		p.BoardX, p.BoardY = v.cam.BoardPoint(mx, my)
	}
	if v.in.Pressed(ebiten.MouseButtonLeft) {
		p.Tray, p.InTray = v.trayUnitAt(mx, my)
	}
	return p
}

// commandKeys are the keys of a turn's orders, in the order they are taken when several
// are pressed at once; the buttons under the map name them. What a command does in the
// part of the turn the game is in is for the orders to say.
var commandKeys = []struct {
	cmd     play.Command
	pressed func(in input.Source) bool
}{
	{play.Skip, byKeymap(keymap.Skip)},
	// the letters by what the player's keyboard types (keymap): Ctrl+Z is the key
	// labelled Z on a German keyboard too
	{play.Next, byKeymap(keymap.Next)},
	{play.Undo, byKeymap(keymap.Undo)},
	{play.Plan, byKeymap(keymap.Plan)},
	{play.Advise, byKeymap(keymap.Advise)},
	{play.Roll, byKeymap(keymap.Roll)},
	{play.End, byKeymap(keymap.EndMove)}, // E ends the movement, later the turn
	{play.Nuke, byKeymap(keymap.Nuke)},
}

// byKeymap is a command's keys as the keymap's table binds them.
func byKeymap(c keymap.Command) func(in input.Source) bool {
	return func(in input.Source) bool { return input.Command(in, c) }
}

// commands are the commands whose keys are pressed this tick.
func (v *View) commands() []play.Command {
	var list []play.Command
	for _, k := range commandKeys {
		if k.pressed(v.in) {
			list = append(list, k.cmd)
		}
	}
	return list
}

// commandKey reports whether a command's key is pressed this tick.
func (v *View) commandKey(c play.Command) bool {
	for _, k := range commandKeys {
		if k.cmd == c && k.pressed(v.in) {
			return true
		}
	}
	return false
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

// speed is the animation speed the player chose: 1 normal, 0 none.
func (v *View) speed() float64 {
	if v.watch != nil {
		return v.watch.speed
	}
	if v.match.Skipping() {
		return 0
	}
	return v.app.Settings().Animation.Factor()
}
