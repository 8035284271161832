// Package flow runs a game's flow apart from any drawing: whose turn it is, the
// computer's turn (its thinking in the background, and the plainest legal action when
// it has no answer), when the autosave is written, the hand-over between two people at
// one screen, and undo. The board scene, the lessons and the replay viewer drive their
// game through one interface of it, Match; Local is the game played at this screen.
//
// It lives under render, beside render/play, because it speaks of who sits at the
// screen (play.Commanders) and of what the screen must do next (show a hand-over, keep
// the frames ticking); it never imports Ebitengine, so it is tested with plain go test.
// The engine (package game) stays the only place a rule lives: flow only chooses when
// Apply is called and by whom.
package flow

import (
	"time"

	"taktik/game"
	"taktik/render/play"
	"taktik/units"
)

// Match is one game as the screens drive it. The screen reads the position from Game
// and never changes it but through the Match: every action, a person's click turned
// into an order (package play) or the other side's action once it has been shown,
// goes through Apply.
//
// Local (NewLocal) is the game played at this screen: people and the computer, who
// commands which side from play.Commanders. A remote game, whose other side plays on
// another machine through a server, is the second implementation this interface is
// made for; it implements it so:
//
//   - Game is this screen's copy of the server's game (taktik serve, docs/online.md):
//     the position the server last confirmed, plus this side's actions sent since.
//   - Apply, while Elsewhere is false, sends the action to the server as a protocol
//     command. An action that rolls no die (a move, a declaration, the end of a phase)
//     is applied to the copy at once, as Local does, so that the screen answers without
//     waiting; a refusal from the server comes in the next Tidings.Problems and the copy
//     is set back to the server's position. A Resolve is applied when the server's
//     reply brings its die: the copy queues that die first (game.ActDice, the protocol's
//     `dice N`, which the server refuses from a player but a copy takes), so the copy
//     rolls what the server rolled. Apply returns nil for an action sent and awaited.
//   - Elsewhere reports true while the side to decide is the other seat's. Next hands
//     out the other side's actions in the order the server pushed them, each with its
//     die queued as above; the screen shows each (a unit sliding, a die rolling) and
//     carries it out on the copy with Apply, which sends nothing while Elsewhere is
//     true, as it does the computer's. Busy reports an answer awaited, Awaited for how
//     long.
//   - CanUndo and Undo take back this side's actions of the player turn until a die is
//     rolled, as the engine does (game.Game.CanUndo) and the server too: Undo sends
//     `undo` and sets the copy back at once.
//   - Tick reports Connected false while the link to the server is down (the screen
//     says so and gives no orders), and Problems. There is no autosave (the server
//     keeps the game) and no hand-over (each seat has its own screen).
//   - DonePlacing, Placing, Skip, Skipping and Halted keep their meaning: the setup is
//     over for this seat, the other side's actions are shown at once, the other side
//     stopped (its action refused by the copy: the copy is out of step and is loaded
//     again from the server).
type Match interface {
	// play.Flow is what the orders use: Game is the position as it stands (read it,
	// never Apply to it); Players who commands each side; Apply carries out an
	// action, a person's order or the other side's action handed out by Next once it
	// has been shown, and returns the engine's refusal; CanUndo and Undo take back the
	// last action of this player turn, refused after a die; Elsewhere reports whether
	// the next action is not for the people at this screen (the computer's, or later
	// the remote player's); DonePlacing notes that the people at this screen have
	// placed their armies, so that the rest of the setup is the other side's.
	play.Flow
	// Next is the next action from elsewhere once it is there, not yet carried out;
	// ok is false while it is being decided (or awaited).
	Next() (a game.Action, ok bool)
	// Busy reports whether an action from elsewhere is being decided or awaited.
	Busy() bool
	// Halted reports whether the other side stopped: its action was refused, and the
	// game waits rather than loop.
	Halted() bool
	// Skip shows the rest of the other side's turn at once; Skipping reports it.
	Skip()
	Skipping() bool
	// Placing notes the side the people at this screen are placing in the setup: the
	// first hand-over after the setup is from its person.
	Placing(side units.Side)
	// Awaited is how long the action from elsewhere has been awaited (0: none is).
	Awaited() time.Duration
	// Tick lets time pass (dt, the seconds the tick stands for) and looks at what the
	// screen's last tick changed; it says what the screen must do about it.
	Tick(dt float64) Tidings
}

// Tidings are what a tick of the flow tells the screen.
type Tidings struct {
	// Handoff is set when the screen goes to the other person at this screen: the
	// side that must act now, and the decision it faces (game.NoDecision for none).
	Handoff bool
	To      units.Side
	Facing  game.DecisionKind
	// Saved is set when the autosave was written this tick; SaveFailed is why it
	// could not be, and SetAside the damaged files moved out of its way.
	Saved      bool
	SaveFailed error
	SetAside   []play.SetAside
	// Awake is set while time must keep passing even with nothing on the screen
	// moving: the autosave's wait, the other side thinking.
	Awake bool
	// Connected is false while a remote game's link is down; a local game is always
	// connected.
	Connected bool
	// Problems are errors the flow met since the last tick (the computer had no
	// answer, and the plainest legal action was given instead); the game went on.
	Problems []error
}
