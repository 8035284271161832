// Package game is the rules of TAKTIK II as one deterministic state machine over plain
// data: the game state is a value that can be copied, hashed, saved and replayed; every
// decision a player makes is an Action taken from the list of legal actions; dice come
// from a seeded generator stored in the state. The protocol (game/engine), the AI
// (game/ai) and the desktop game only ever choose among the actions this package offers.
//
// The basic game (rulings R1–R22), the advanced game (R23–R29: terrain, special
// operations, fixed deployment) and the optional rules (R30–R34: weather, replacements,
// supply, nuclear weapons, the short game) are implemented; the rule level and the
// optional rules are part of the state. The hook functions in rules.go are where the
// levels differ; each optional rule has a file of its own (calendar.go and weather.go,
// replace.go, supply.go, nuclear.go, short.go). docs/engine-api.md describes the
// exported API, docs/rules.md how each ruling is read.
package game
