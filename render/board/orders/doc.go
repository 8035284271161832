// Package orders is what the board scene's play means, apart from any drawing and any
// key: which unit is selected and where it can go, the battle being built, the
// retreat, the exchange losses, the units to place or rebuild, the weapon being aimed,
// the question waiting before an order that leaves something undone, what the bar
// under the map says and offers, and which squares the map marks and how. The board
// scene (render/board) reads the mouse and the keys, turns them into a click on a
// square or a named Command, and draws what this package works out; the effects that
// need the screen (a sound, a message, a counter sliding, the die thrown) go back to it
// through Screen. So the orders are tested without a display.
//
// Every order is still a game.Action the engine offers (STYLE.md): this package picks
// among g.Legal() and the unit queries, and lets g.Apply say no with its own sentence.
package orders
