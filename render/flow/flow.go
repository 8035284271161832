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
// commands which side from play.Commanders. Online (NewOnline) is a seat of a game
// played through a server, whose other side's actions come from elsewhere as the
// computer's do; the screen tells them apart only by Connection, for its line about the
// link and for a battle's die, which the server throws.
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
	// Connection is how the link to the server stands (Online); a game at this screen
	// has none (Remote false).
	Connection() Connection
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
	// Reloaded is set when the game changed under the screen, not by an action it
	// carried out: the other side took back an order, or the copy of an online game
	// took the server's position. What the screen derived from the game is stale.
	Reloaded bool
	// Problems are errors the flow met since the last tick (the computer had no
	// answer, and the plainest legal action was given instead); the game went on.
	Problems []error
}
