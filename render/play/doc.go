// Package play is what the board scene's play means, apart from any drawing and any
// key: which unit is selected, which squares it can reach and where it would have to
// stop, the battle being built by clicks, the retreats on offer, the exchange losses
// being picked, the units to place or rebuild, the weapon being aimed, the question
// waiting before an order that leaves something undone, what the bar under the map
// says and offers, which squares the map marks and how, the computer thinking in the
// background, and who commands each side across saving and loading.
//
// The board scene (render/board) reads the mouse and the keys, turns them into a click
// on a square or a named Command for Orders, and draws what this package works out;
// the effects that need the screen (a sound, a message, a counter sliding, the die
// thrown) go back to it through Screen. The game's flow around the orders (whose turn,
// the computer's turn, the autosave, the hand-over) is package render/flow's. So all
// of it is tested without a display.
//
// Every order is still a game.Action the engine offers (STYLE.md): this package picks
// among g.Legal() and the unit queries, and lets g.Apply say no with its own sentence.
package play
