// Package game is the rules of TAKTIK II as one deterministic state machine over plain
// data: the game state is a value that can be copied, hashed, saved and replayed; every
// decision a player makes is an Action taken from the list of legal actions; dice come
// from a seeded generator stored in the state. The protocol (game/engine), the AI
// (game/ai) and the desktop game only ever choose among the actions this package offers.
//
// The basic game (rulings R1–R22) is implemented; the places where the advanced game and
// the optional rules slot in are the hook functions in rules.go. docs/engine-api.md
// describes the exported API, docs/rules.md how each ruling is read.
package game
