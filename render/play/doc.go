// Package play is the desktop game's handling of a player's orders, apart from any
// drawing: which squares a selected unit can reach and where it would have to stop,
// the battle being put together by clicks, the exchange losses being picked, the
// retreats on offer, the computer thinking in the background, and who commands each
// side across saving and loading. The board scene's orders (render/board/orders) build
// on it to decide what a click means, and the board scene draws; so it is tested
// without a display.
//
// Every order is still a game.Action the engine offers (STYLE.md): play only picks
// among g.Legal() and the unit queries, and lets g.Apply say no with its own sentence.
package play
