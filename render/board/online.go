package board

import (
	"errors"

	"github.com/hajimehoshi/ebiten/v2"

	"taktik/game"
	"taktik/game/online"
	"taktik/render/info"
	"taktik/render/lang"
	"taktik/render/ui"
	"taktik/units"
)

// An online game on the board: the player's orders are carried out at once and go to
// the server (package online) as they are given; an order that rolls a die (a battle's)
// waits for the server's roll. The other side's actions, and the rolls of the player's
// own, come back and are shown as the computer's are (perform). When the board's game
// and the server's history part ways (an order refused, a roll the board made alone at
// a turn's end), the board takes the server's copy. The hooks in the rest of the board
// are one line each (nextComputerOrder, roll, afterChange, Draw), so that the game's
// controller can take this over.

// remoteGame is the board's side of an online game.
type remoteGame struct {
	r      online.Remote
	side   units.Side
	watch  bool           // a spectator: every action is the other side's
	known  int            // actions of the board's game accounted for
	expect []game.Action  // the server's actions being shown, not to be sent again
	queue  []online.Event // the server's actions waiting to be shown
	ahead  int            // the player's orders carried out here and not yet back from the server
	roll   bool           // the player's battle waits for the server's die
	replay bool           // a server action is being carried out: its die is not sent again
	check  bool           // something came: compare the board's game with the server's
	next   int            // the index of the next action of the server's history to show
}

// onlineLink is the part of the view that links it to an online game: the player's
// orders out, the server's in, the line about the connection.
type onlineLink struct{ *View }

// PlayOnline makes the board drive an online game: the board's game must be a copy of
// r's, and next the index of the next action (r.Copy()). side is the player's; a
// spectator watches.
func (v *View) PlayOnline(r online.Remote, side units.Side, spectator bool, next int) {
	v.remote = &remoteGame{r: r, side: side, watch: spectator, known: v.game.Actions(), next: next}
}

// Online is the online game the board drives, nil for a local one.
func (v *View) Online() online.Remote {
	if v.remote == nil {
		return nil
	}
	return v.remote.r
}

// mine reports whether an action of the server's history is this player's.
func (rg *remoteGame) mine(p online.Played) bool {
	return !rg.watch && p.Side == rg.side.String()
}

// syncOnline runs every tick: the player's new orders go out, the server's events come
// in, and the player's own orders coming back are let pass.
func (v onlineLink) syncOnline() {
	rg := v.remote
	if rg == nil {
		return
	}
	ui.Animate() // the server may speak at any moment
	v.sendOrders()
	for _, e := range rg.r.Poll() {
		switch e.Kind {
		case online.Acted:
			if e.Played.Index >= rg.next { // the board's game was copied with the ones before
				rg.queue = append(rg.queue, e)
				rg.next = e.Played.Index + 1
			}
		case online.Refused:
			v.hud.toast.Problem(onlineText(e.Err))
			if rg.roll && rg.ahead == 0 {
				rg.roll = false
			} else {
				rg.ahead = max(0, rg.ahead-1)
			}
			rg.check = true
		case online.Failed:
			v.hud.toast.Problem(onlineText(e.Err))
		}
	}
	for len(rg.queue) > 0 && rg.mine(rg.queue[0].Played) && v.anim.idle() {
		if !v.nextRemote() {
			break
		}
	}
	if rg.check && rg.ahead == 0 && !rg.roll && len(rg.queue) == 0 && v.anim.idle() {
		rg.check = false
		if c := rg.r.Game(); c != nil && c.Hash() != v.game.Hash() {
			*v.game = *c // the server's word: the board's game takes its copy
			v.ord.Changed()
			v.ord.Drop()
			rg.known, rg.expect = v.game.Actions(), nil
		}
	}
}

// sendOrders sends what the player did since the last tick: new actions, or an undo.
func (v onlineLink) sendOrders() {
	rg := v.remote
	n := v.game.Actions()
	switch {
	case n < rg.known: // an undo
		rg.known = n
		rg.ahead++
		rg.r.Undo()
	case n > rg.known:
		h := v.game.History()
		for _, a := range h[rg.known:] {
			if len(rg.expect) > 0 && rg.expect[0].Kind == a.Kind {
				rg.expect = rg.expect[1:] // the server's, being shown
				continue
			}
			rg.ahead++
			rg.r.Submit(a)
		}
		rg.known = n
	}
}

// nextRemote shows the server's next action when one waits: the other side's as the
// computer's are shown, the player's own only when it rolled (his battle's die). It
// reports whether one was taken.
func (v onlineLink) nextRemote() bool {
	rg := v.remote
	if len(rg.queue) == 0 {
		return false
	}
	e := rg.queue[0]
	rg.queue = rg.queue[1:]
	rg.check = true
	if rg.mine(e.Played) && !(e.Action.Kind == game.ActResolve && rg.roll) {
		rg.ahead = max(0, rg.ahead-1) // carried out here already
		return true
	}
	if e.Action.Kind == game.ActResolve {
		rg.roll = false
	}
	if e.Undo {
		if v.game.Undo() == nil {
			v.ord.Changed()
		}
		rg.known = v.game.Actions()
		return true
	}
	if len(e.Played.Dice) > 0 { // the server's rolls, queued before the action throws them
		d := game.Action{Kind: game.ActDice, Unit: -1, Index: -1, Rolls: e.Played.Dice}
		if v.game.Apply(d) == nil {
			rg.expect = append(rg.expect, d)
		}
	}
	rg.expect = append(rg.expect, e.Action)
	rg.replay = true
	v.perform(e.Action)
	rg.replay = false
	return true
}

// holdRoll sends the player's battle to the server instead of throwing the die here;
// the die shows when the server's roll comes back (nextRemote). It reports whether it
// did.
func (v onlineLink) holdRoll(a game.Action) bool {
	rg := v.remote
	if rg == nil || rg.replay {
		return false
	}
	if err := v.game.Clone().Apply(a); err != nil {
		v.problem(err)
		return true
	}
	rg.roll = true
	rg.r.Submit(a)
	return true
}

// onlineText is an online problem in the player's words.
func onlineText(e *online.Error) string {
	if e == nil {
		return ""
	}
	var ge *game.Error
	if errors.As(e, &ge) {
		return lang.Explain(ge)
	}
	return lang.Tf(e.Key, e.Args...)
}

// OnlineLine is the line the board shows about the connection, "" when all is well.
func (v onlineLink) OnlineLine() string {
	rg := v.remote
	switch {
	case rg == nil:
		return ""
	case !rg.r.Online():
		return lang.T("online.board.lost")
	case rg.roll:
		return lang.T("online.board.rolling")
	case rg.watch:
		return lang.T("online.board.watching")
	case !rg.r.OtherOnline():
		return lang.T("online.board.away")
	}
	return lang.T("online.board.connected")
}

// drawOnline writes the connection's line at the top of the map, on a paper strip:
// red-edged while the connection is lost.
func (v onlineLink) drawOnline(dst *ebiten.Image) {
	line := v.OnlineLine()
	if line == "" {
		return
	}
	face := ui.Face(ui.Medium, 15)
	w, _ := ui.Measure(line, face)
	vr := v.cam.View
	r := ui.Rect{X: vr.X + vr.W/2 - w/2 - ui.S(14), Y: vr.Y + ui.S(8), W: w + ui.S(28), H: ui.S(28)}
	ui.FillRound(dst, r, ui.S(5), ui.Cream)
	edge := ui.Brass
	if !v.remote.r.Online() {
		edge = ui.Red
	}
	ui.FillRect(dst, ui.Rect{X: r.X, Y: r.Y + ui.S(4), W: ui.S(4), H: r.H - ui.S(8)}, edge)
	ui.Draw(dst, line, face, r.CX(), r.CY(), ui.Ink, ui.Center)
}

// onlineBar says in the bar whose move it is when it is not the player's: the other
// player's (or, watching, either side's), never the computer's.
func (v onlineLink) onlineBar(o *orderBar) {
	if v.remote == nil || !v.ord.ComputerActs() || v.game.Winner() != game.NoWinner {
		return
	}
	o.prompt = lang.Tf("online.bar.turn", info.SideName(v.game.Decider()))
	o.detail = lang.T("online.bar.detail")
}
