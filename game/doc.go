// Package game is the rules of TAKTIK II as one deterministic state machine over plain
// data: the game state is a value that can be copied, hashed, saved and replayed; every
// decision a player makes is an Action taken from the list of legal actions; dice come
// from a seeded generator stored in the state. The protocol (game/engine), the AI
// (game/ai) and the desktop game only ever choose among the actions this package offers.
//
// The basic game (rulings R1–R22) and the advanced game (R23–R29: terrain, special
// operations, fixed deployment) are implemented; the rule level is part of the state.
// The hook functions in rules.go are where the levels differ and where the optional
// rules will slot in. docs/engine-api.md describes the exported API, docs/rules.md how
// each ruling is read.
package game
