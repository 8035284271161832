package flow

import (
	"time"

	"taktik/game"
	"taktik/game/online"
	"taktik/render/play"
	"taktik/units"
)

// Online is a game whose other side plays on another machine through a server (taktik
// serve, package online), as Match describes it: the game is this screen's copy of the
// server's; the player's orders are carried out on it at once and go out to the server,
// but a battle's die is the server's, so a Resolve waits for it; the other side's
// actions, and the player's battles with their dice, come back through Next as the
// computer's do. When the copy and the server's history part ways (an order refused, a
// roll the copy made alone at a turn's end), the copy takes the server's.
type Online struct {
	r       online.Remote
	g       *game.Game
	side    units.Side
	watch   bool // a spectator: every action is the players'
	players play.Commanders

	next     int            // the index of the next action of the server's history to take
	queue    []online.Event // the server's actions not yet shown
	showing  bool           // an action handed out by Next waits to be carried out
	ahead    int            // this side's orders carried out here and not yet back from the server
	rolling  bool           // this side's battle waits for the server's die
	check    bool           // something came: compare the copy with the server's once all is shown
	reloaded bool           // the copy changed under the screen since the last Tick
	skipping bool
	since    time.Time // when the wait for the server began
	problems []error
}

var _ Match = (*Online)(nil)

// NewOnline is the flow of a seat of an online game (side), or a spectator's, over its
// connection r, which must have the game from the server already (online.Client.CaughtUp).
func NewOnline(r online.Remote, side units.Side, spectator bool) (*Online, error) {
	g, next := r.Copy()
	if g == nil {
		return nil, online.NewError("online.refused.notyet")
	}
	var players play.Commanders
	// the other seat acts elsewhere, as a computer does; for a spectator both do
	players[side.Opponent()] = play.Commander{Computer: true}
	if spectator {
		players[side] = play.Commander{Computer: true}
	}
	return &Online{r: r, g: g, side: side, watch: spectator, players: players, next: next, since: time.Now()}, nil
}

// Connection is how a game's link to the server stands, for the screen's line about it.
type Connection struct {
	Remote   bool       // the game is played through a server; false for a game at this screen
	Up       bool       // the link to the server is up
	OtherUp  bool       // the other player (a spectator: both players) is connected
	Watching bool       // the people at this screen watch and give no orders
	Rolling  bool       // this side's battle waits for the server's die
	Side     units.Side // the side the player at this screen plays (not for a spectator)
	Showing  bool       // actions of the server's wait to be shown, or one is being shown
}

// Connection is the link's state now.
func (o *Online) Connection() Connection {
	return Connection{Remote: true, Up: o.r.Online(), OtherUp: o.r.OtherOnline(), Watching: o.watch, Rolling: o.rolling, Side: o.side, Showing: o.showing || len(o.queue) > 0}
}

// Remote is the connection the game is played over.
func (o *Online) Remote() online.Remote { return o.r }

func (o *Online) Game() *game.Game         { return o.g }
func (o *Online) Players() play.Commanders { return o.players }
func (o *Online) Skipping() bool           { return o.skipping }
func (o *Online) Skip()                    { o.skipping = true }

// Busy is false: the other side's actions are awaited, not decided here, and the screen
// says so in the connection's line rather than as the computer's thinking.
func (o *Online) Busy() bool { return false }

// Halted is false: an action of the server's that the copy refuses sets the copy back
// to the server's position instead.
func (o *Online) Halted() bool { return false }

// DonePlacing and Placing have nothing to do: each seat places its own units on its own
// screen, and there is no hand-over.
func (o *Online) DonePlacing()       {}
func (o *Online) Placing(units.Side) {}

// Awaited is how long the server's die, or the other side's next action, has been
// awaited.
func (o *Online) Awaited() time.Duration {
	if !o.Elsewhere() {
		return 0
	}
	return time.Since(o.since)
}

// Elsewhere reports whether the next action comes from the server: always for a
// spectator, while this side's die is awaited or an action of the server's is being
// shown, and whenever the other side must act.
func (o *Online) Elsewhere() bool {
	return o.watch || o.rolling || o.showing || o.g.Decider() != o.side
}

// mine reports whether an action of the server's history is this seat's.
func (o *Online) mine(p online.Played) bool { return !o.watch && p.Side == o.side.String() }

// Apply carries out an action: the one Next handed out, on the copy; else an order of
// this seat, on the copy at once and to the server, except a battle's Resolve, which
// waits for the server's die and comes back through Next. Nil for an order sent and
// awaited.
func (o *Online) Apply(a game.Action) error {
	if o.showing {
		o.showing = false
		if err := o.g.Apply(a); err != nil {
			o.check = true // out of step: the copy takes the server's
			return err
		}
		return nil
	}
	switch {
	case o.watch:
		return online.NewError("online.refused.spectator")
	case o.Elsewhere():
		return online.NewError("online.refused.notyours")
	}
	if a.Kind == game.ActResolve {
		if err := o.g.Clone().Apply(a); err != nil {
			return err
		}
		o.rolling, o.since = true, time.Now()
		o.r.Submit(a)
		return nil
	}
	if err := o.g.Apply(a); err != nil {
		return err
	}
	o.ahead++
	o.r.Submit(a)
	if o.Elsewhere() {
		o.since = time.Now()
	}
	return nil
}

// CanUndo reports whether this seat may take back its last order: its own, until a die
// is rolled, as in a local game and on the server.
func (o *Online) CanUndo() bool { return !o.Elsewhere() && o.g.CanUndo() }

// Undo takes back this seat's last order on the copy at once and on the server.
func (o *Online) Undo() error {
	if o.watch {
		return online.NewError("online.refused.spectator")
	}
	if !o.CanUndo() {
		return online.NewError("online.refused.undo")
	}
	if err := o.g.Undo(); err != nil {
		return err
	}
	o.ahead++
	o.r.Undo()
	return nil
}

// Next is the server's next action to show: the other side's, or this seat's battle
// with the server's die, which is queued in the copy (game.ActDice) so that the copy
// rolls what the server rolled. The other side's Undo is carried out here, and told
// by the next Tick.
func (o *Online) Next() (game.Action, bool) {
	o.take()
	for !o.showing {
		o.passOwn()
		if len(o.queue) == 0 {
			return game.Action{}, false
		}
		e := o.queue[0]
		o.queue = o.queue[1:]
		if e.Undo {
			if o.g.Undo() != nil {
				o.check = true
			}
			o.reloaded = true
			continue
		}
		if e.Action.Kind == game.ActResolve {
			o.rolling = false
		}
		if len(e.Played.Dice) > 0 {
			d := game.Action{Kind: game.ActDice, Unit: -1, Index: -1, Rolls: e.Played.Dice}
			if o.g.Apply(d) != nil {
				o.check = true
			}
		}
		o.showing, o.since = true, time.Now()
		return e.Action, true
	}
	return game.Action{}, false
}

// take reads what the server said since the last time.
func (o *Online) take() {
	for _, e := range o.r.Poll() {
		switch e.Kind {
		case online.Acted:
			if e.Played.Index >= o.next { // the copy was made with the ones before
				o.queue = append(o.queue, e)
				o.next = e.Played.Index + 1
				o.check = true
			}
		case online.Refused:
			if o.rolling && o.ahead == 0 {
				o.rolling = false
			} else {
				o.ahead = max(0, o.ahead-1)
			}
			o.check = true
			o.problem(e.Err)
		case online.Failed:
			o.problem(e.Err)
		}
	}
}

func (o *Online) problem(e *online.Error) {
	if e != nil {
		o.problems = append(o.problems, e)
	}
}

// passOwn lets this seat's own orders coming back from the server pass: they were
// carried out here when given. Its battle awaiting the die stops them: that is shown.
func (o *Online) passOwn() {
	for len(o.queue) > 0 && o.mine(o.queue[0].Played) {
		if o.rolling && o.queue[0].Action.Kind == game.ActResolve {
			return
		}
		o.queue = o.queue[1:]
		o.ahead = max(0, o.ahead-1)
	}
}

// settle compares the copy with the server's once everything that came is shown and
// nothing of this seat's is on its way: where they differ the server's word holds.
func (o *Online) settle() {
	if !o.check || o.ahead > 0 || o.rolling || o.showing || len(o.queue) > 0 {
		return
	}
	o.check = false
	if c, next := o.r.Copy(); c != nil && c.Hash() != o.g.Hash() {
		*o.g = *c
		o.next = next
		o.reloaded = true
	}
}

// Tick reads the server, lets this seat's own orders coming back pass, and sets the
// copy to the server's when they part ways. It keeps the frames ticking while the
// server's actions are being shown or the copy is still to be compared, and not while
// the other side is awaited: the screen rests then (an idle board drew every frame,
// and took the processor a browser on the same computer needed to draw), and the
// connection wakes it when the server speaks (online.Client.OnEvent).
func (o *Online) Tick(dt float64) Tidings {
	o.take()
	o.passOwn()
	o.settle()
	awake := o.showing || len(o.queue) > 0 || o.check
	t := Tidings{Connected: o.r.Online(), Awake: awake, Problems: o.problems, Reloaded: o.reloaded}
	o.problems, o.reloaded = nil, false
	if !o.Elsewhere() {
		o.skipping = false
	}
	return t
}
