package ai

import (
	"slices"

	"taktik/game"
)

// endMoveChance is how likely the random player ends its movement at each step: a
// movement phase offers thousands of moves and one endmove, so a uniform pick would
// almost never end it.
const endMoveChance = 0.1

// randomChoice is the Random level: a uniform pick among the legal actions, seeded from
// the position. Setup is done as the other levels do it, but on random squares.
func randomChoice(g *game.Game, legal []game.Action) game.Action {
	r := newRng(g.Hash())
	switch g.Phase() {
	case game.PhaseSetup:
		return randomSetup(g, legal, r)
	case game.PhaseMovement:
		end := slices.IndexFunc(legal, func(a game.Action) bool { return a.Kind == game.ActEndMove })
		if end >= 0 && (len(legal) == 1 || r.float() < endMoveChance) {
			return legal[end]
		}
		if end >= 0 {
			k := r.intn(len(legal) - 1)
			if k >= end {
				k++
			}
			return legal[k]
		}
	}
	return legal[r.intn(len(legal))]
}
