package ai

import (
	"taktik/game"
	"taktik/units"
)

// Supply (R32, optional) on the AI's imagined positions: the engine's rule asked of the
// position (game.Game.CutOff, its exceptions for beaches and Red's island included). The
// General weighs the lines its plan leaves open, its own and the enemy's: side's units
// are checked at the start of its own turns, so for the side to move this is what its
// plan leaves for the next check, and for the enemy what it must mend in its move.

// supplyScore weighs the supply lines of a position at the end of the side's movement
// (R32): each own unit it leaves cut off costs a share of its worth, most of it when
// the unit began this turn cut off already (one more check and it is lost); each enemy
// unit it cuts off gains the same way, less, since the enemy moves before its check.
func supplyScore(g *game.Game, p *position, side units.Side) float64 {
	if !g.Options().Supply {
		return 0
	}
	v := 0.0
	for _, s := range []units.Side{side, side.Opponent()} {
		cut := g.CutOff(p.Layout, s)
		lo, hi := sideRange(s)
		for u := lo; u < hi; u++ {
			if !cut[u] {
				continue
			}
			loss := 0.25 * worth(u)
			if g.Unit(u).Cut > 0 {
				loss = 0.7 * worth(u)
			}
			if s == side {
				v -= loss
			} else {
				v += 0.6 * loss
			}
		}
	}
	return v
}
