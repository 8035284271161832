package online

import "taktik/game"

// Remote is an online game as a board drives it: orders go out, what happened comes in
// as events, and the connection's state can be asked. *Client is one; a board holds
// this rather than the client, so that it can be driven by another (a test's, or the
// game's controller once the flow leaves the board).
type Remote interface {
	// Seat is red, blue or spectator ("" before the server's greeting).
	Seat() string
	// Submit sends an order of this seat; refusals come back as Refused events.
	Submit(a game.Action)
	// Undo takes back this seat's last order, until a die is rolled.
	Undo()
	// Poll takes the events since the last call, oldest first.
	Poll() []Event
	// Online reports whether the connection to the server is up, OtherOnline whether
	// the other side's is.
	Online() bool
	OtherOnline() bool
	// Game is a copy of the game as the server's history has it so far; Copy the same
	// with the index of the next action the events will tell of.
	Game() *game.Game
	Copy() (*game.Game, int)
	Close()
}

var _ Remote = (*Client)(nil)
