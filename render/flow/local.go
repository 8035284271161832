package flow

import (
	"time"

	"taktik/game"
	"taktik/game/ai"
	"taktik/render/play"
	"taktik/units"
)

// Local is a game played at this screen: by one person against the computer, by two
// people taking turns (the hand-over between them), or by the computer alone.
type Local struct {
	g       *game.Game
	players play.Commanders
	opt     Options

	think    play.Thinker                                    // the computer's next action
	decide   func(*game.Game, ai.Level) (game.Action, error) // the computer: ai.Decide
	asked    time.Time                                       // when it was last asked for one
	skipping bool                                            // the rest of the computer's turn is shown at once
	failed   bool                                            // the computer's action was refused: it stops rather than loop
	setupAI  bool                                            // the people have placed their armies: the computer places the rest

	autosaved turnMark // the player turn the autosave was last written at the start of
	savedHash uint64   // the position the autosave holds
	sinceSave float64  // seconds since the autosave was written

	decider      units.Side // who acted last, for the hand-over between two people
	deciderKnown bool

	problems []error // met since the last Tick
}

// Options are what a Local does beside the play.
type Options struct {
	// Autosave is where the autosave is written (settings.AutosavePath); nil for none:
	// a lesson's position is no game of the player's to continue, a replay is no game.
	Autosave func() (string, error)
	// Replay is set for a history shown again (the replay viewer): the viewer carries
	// its actions out, so there is no computer, no autosave and no hand-over.
	Replay bool
}

var _ Match = (*Local)(nil)

// NewLocal starts the flow of a game played at this screen.
func NewLocal(g *game.Game, players play.Commanders, opt Options) *Local {
	return &Local{g: g, players: players, opt: opt, decide: ai.Decide}
}

// NewReplay is the flow of a position of a history shown again: the replay viewer
// carries the history's actions out through it.
func NewReplay(g *game.Game) *Local {
	return NewLocal(g, play.Commanders{}, Options{Replay: true})
}

// turnMark names a player turn.
type turnMark struct {
	turn  int
	side  units.Side
	phase game.Phase
}

func markOf(g *game.Game) turnMark {
	return turnMark{turn: g.Turn(), side: g.Side(), phase: g.Phase()}
}

// AutosaveEvery is how long a change within a player turn waits before it is saved to
// the autosave: often enough that a crash loses next to nothing, seldom enough that a
// quick series of orders writes the file once.
const AutosaveEvery = 2.0 // seconds

func (l *Local) Game() *game.Game         { return l.g }
func (l *Local) Players() play.Commanders { return l.players }
func (l *Local) CanUndo() bool            { return l.g.CanUndo() }
func (l *Local) Busy() bool               { return l.think.Busy() }
func (l *Local) Halted() bool             { return l.failed }
func (l *Local) Skipping() bool           { return l.skipping }
func (l *Local) DonePlacing()             { l.setupAI = true }

// Connection is the zero Connection: a game at this screen has no link to a server.
func (l *Local) Connection() Connection { return Connection{} }

// Skip shows the rest of the computer's turn at once.
func (l *Local) Skip() { l.skipping = true }

// Apply carries out an action on the game. An action of the computer's that the engine
// refuses halts it: asking again would give the same answer for ever.
func (l *Local) Apply(a game.Action) error {
	if err := l.g.Apply(a); err != nil {
		if l.Elsewhere() {
			l.failed = true
		}
		return err
	}
	return nil
}

// Undo takes back the last action of this player turn; the engine refuses once a die
// has been rolled (every Resolve), as it keeps no snapshot past one.
func (l *Local) Undo() error { return l.g.Undo() }

// Elsewhere reports whether the next action is the computer's: in the setup once the
// people have placed their armies, else whenever the side that must act is its.
func (l *Local) Elsewhere() bool {
	if l.opt.Replay {
		return false
	}
	if l.g.Phase() == game.PhaseSetup {
		return l.setupAI
	}
	return l.players[l.g.Decider()].Computer
}

// Placing notes that the people are placing a side's units in the setup: the first
// hand-over after it is from that side.
func (l *Local) Placing(side units.Side) {
	l.decider, l.deciderKnown = side, true
}

// Awaited is how long the computer has been thinking about its next action.
func (l *Local) Awaited() time.Duration {
	if !l.think.Busy() {
		return 0
	}
	return time.Since(l.asked)
}

// Level is the strength the computer plays the deciding side at; in the setup, where
// people may command both sides, the placing is the same at every level.
func (l *Local) Level() ai.Level {
	side := l.g.Decider()
	if l.g.Phase() == game.PhaseSetup && !l.players[side].Computer {
		side = side.Opponent()
	}
	return l.players[side].Level
}

// Next is the computer's next action once it has decided one; until then it starts it
// deciding in the background. When the computer has no answer (a bug), the plainest
// legal action keeps the game going and the error is told at the next Tick.
func (l *Local) Next() (game.Action, bool) {
	if l.failed || !l.Elsewhere() {
		return game.Action{}, false
	}
	acts, err, ok := l.think.Poll(l.g)
	if !ok {
		if !l.think.Busy() {
			level := l.Level()
			l.think.DecideBy(l.g, func(c *game.Game) (game.Action, error) { return l.decide(c, level) })
			l.asked = time.Now()
		}
		return game.Action{}, false
	}
	if err != nil || len(acts) == 0 {
		if err != nil {
			l.problems = append(l.problems, err)
		}
		legal := l.g.Legal()
		if len(legal) == 0 {
			l.failed = true
			return game.Action{}, false
		}
		acts = []game.Action{game.SimpleChoice(l.g, legal)}
	}
	return acts[0], true
}

// Tick looks at what the screen's tick changed: a new player turn is saved, and a
// change within one a moment later; the computer's skipping and halt end when a person
// must act; the hand-over goes up between two people.
func (l *Local) Tick(dt float64) Tidings {
	t := Tidings{Connected: true, Problems: l.problems}
	l.problems = nil
	g := l.g
	if l.opt.Replay || g.Winner() != game.NoWinner {
		return t
	}
	l.sinceSave += dt
	// the autosave's wait runs on the frames' clock; the computer thinks and acts
	t.Awake = l.sinceSave < AutosaveEvery || (l.Elsewhere() && !l.failed) || l.think.Busy()
	if mark := markOf(g); mark != l.autosaved && g.Phase() == game.PhaseMovement {
		l.autosaved = mark
		l.autosave(&t)
	} else if l.sinceSave >= AutosaveEvery && g.Hash() != l.savedHash {
		// within a turn too, a few seconds after each change: a crash or a power cut
		// costs the player no more than the last moment's orders
		l.autosave(&t)
	}
	if !l.Elsewhere() {
		l.skipping, l.failed = false, false
	}
	if g.Phase() == game.PhaseSetup {
		return t
	}
	d := g.Decider()
	if l.deciderKnown && d != l.decider && !l.players[0].Computer && !l.players[1].Computer {
		t.Handoff, t.To, t.Facing = true, d, g.Pending().Kind
	}
	l.decider, l.deciderKnown = d, true
	return t
}

// autosave writes the game to the file Continue reads; a failure is told and the game
// goes on.
func (l *Local) autosave(t *Tidings) {
	if l.opt.Autosave == nil {
		return
	}
	l.savedHash, l.sinceSave = l.g.Hash(), 0
	path, err := l.opt.Autosave()
	if err == nil {
		t.SetAside, err = play.SaveAutosave(l.g, path, time.Now())
	}
	t.Saved, t.SaveFailed = err == nil, err
}

// SavedHash is the hash of the position the autosave was last written with.
func (l *Local) SavedHash() uint64 { return l.savedHash }
