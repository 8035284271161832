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
//   - Game is the game as the server last confirmed it, plus the actions of this side
//     sent since (those that roll no die).
//   - Apply sends the action to the server. An action that rolls no die (a move, a
//     declaration, the end of a phase) is applied to the local game at once, as Local
//     does, so the screen answers without waiting; the server's refusal comes back as
//     an Event with the error and the game is set back to the server's position. An
//     action that rolls a die (every Resolve, game.Undoable false) is applied when the
//     server sends it back with its die: the die comes from the server, queued in the
//     engine before the action as the protocol's `dice N` (game.ActDice), so both sides
//     replay the same game. Apply returns nil for an action sent and awaited.
//   - Elsewhere reports true while the side to decide is not this screen's, Next hands
//     out the other side's actions in the order the server sent them (the screen shows
//     each, a unit sliding, a die rolling, and carries it out with Apply, as it does the
//     computer's), and Busy reports an answer awaited.
//   - CanUndo and Undo take back this side's actions until a die is rolled, as the
//     engine allows (game.Game.CanUndo); Undo sends the take-back to the server and
//     sets the local game back at once.
//   - Tick reports Connected false while the link to the server is down (the screen
//     says so and takes no orders) and the events that arrived; the autosave is the
//     server's business, and there is no hand-over, since each side has its screen.
//   - DonePlacing, Skip and Halted mean the same: the setup is over for this screen's
//     side, the other side's actions are shown at once, the other side stopped.
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
	// Tick lets time pass (seconds since the last tick) after the screen's tick has
	// carried out what it would, and says what came of it.
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
