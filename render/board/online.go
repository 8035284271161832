package board

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"taktik/game"
	"taktik/game/online"
	"taktik/render/flow"
	"taktik/render/info"
	"taktik/render/lang"
	"taktik/render/ui"
)

// An online game on the board is driven through its flow (flow.Online) like any other:
// the other side's actions come through Next as the computer's do. The board only says
// how the link stands (Connection), in a line placed over the map, and in the bar whose
// move it is.

// onlineLink is the part of the view that speaks of the link to the server.
type onlineLink struct{ *View }

// Online is the connection of the online game the board drives, nil for a local one.
func (v *View) Online() online.Remote {
	if o, ok := v.match.(*flow.Online); ok {
		return o.Remote()
	}
	return nil
}

// OnlineLine is the line the board shows about the connection, "" for a local game.
func (v onlineLink) OnlineLine() string {
	c := v.match.Connection()
	switch {
	case !c.Remote:
		return ""
	case !c.Up:
		return lang.T("online.board.lost")
	case c.Rolling:
		return lang.T("online.board.rolling")
	case c.Watching:
		return lang.T("online.board.watching")
	}
	other := lang.T("online.board.connected")
	if !c.OtherUp {
		other = lang.T("online.board.away")
	}
	// the player's side and whose move it is: a player who joined by a link was told
	// neither, and waits for the other side without knowing it
	side := lang.Tf("online.board.side.yours", info.SideName(c.Side))
	if d := v.game.Decider(); d != c.Side {
		side = lang.Tf("online.board.side.theirs", info.SideName(c.Side), info.SideName(d))
	}
	return side + " " + other
}

// onlineFace is the face of the connection's line.
func onlineFace() *text.GoTextFace { return ui.Face(ui.Medium, 15) }

// drawOnline writes the connection's line where the placement put it (placing.go), on a
// paper strip: red-edged while the connection is lost.
func (v onlineLink) drawOnline(dst *ebiten.Image) {
	line := v.OnlineLine()
	p := v.placed.Note
	if line == "" || !p.Shown {
		return
	}
	r := ur(p.R)
	ui.FillRound(dst, r, ui.S(5), ui.Cream)
	edge := ui.Brass
	if !v.match.Connection().Up {
		edge = ui.Red
	}
	ui.FillRect(dst, ui.Rect{X: r.X, Y: r.Y + ui.S(4), W: ui.S(4), H: r.H - ui.S(8)}, edge)
	ui.Draw(dst, line, onlineFace(), r.CX(), r.CY(), ui.Ink, ui.Center)
}

// refuseElsewhere answers a click on a counter while the orders are not the player's in
// an online game with a sentence, never with silence: a spectator's board takes no
// orders, a player's none in the other side's turn.
func (v onlineLink) refuseElsewhere() {
	c := v.match.Connection()
	if !c.Remote || !v.clicked || !v.hoverOK || v.game.Winner() != game.NoWinner {
		return
	}
	if _, ok := v.game.UnitAt(v.hover); !ok {
		return
	}
	switch {
	case c.Watching:
		v.problem(online.NewError("online.refused.spectator"))
	case !c.Rolling:
		v.problem(online.NewError("online.refused.notyours"))
	}
}

// onlineBar says in the bar whose move it is when it is not the player's: the other
// player's (or, watching, either side's), never the computer's; and while the server
// throws the player's die, that.
func (v onlineLink) onlineBar(o *orderBar) {
	c := v.match.Connection()
	if !c.Remote || !v.ord.ComputerActs() || v.game.Winner() != game.NoWinner {
		return
	}
	if c.Rolling {
		o.prompt, o.detail = lang.T("online.board.rolling"), ""
		return
	}
	o.prompt = lang.Tf("online.bar.turn", info.SideName(v.game.Decider()))
	o.detail = lang.T("online.bar.detail")
	if v.nothingToSkip() {
		o.detail = lang.T("online.bar.waiting")
	}
}

// nothingToSkip reports whether an online game waits for the other side with none of its
// actions to show: the bar then offers no Skip, which is for the animation of actions
// that came (a local game's computer always has its turn to skip).
func (v onlineLink) nothingToSkip() bool {
	c := v.match.Connection()
	return c.Remote && !c.Showing && v.anim.idle()
}
