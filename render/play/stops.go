package play

import (
	"taktik/game"
	"taktik/maps"
)

// StopsAt reports whether unit n, moving onto sq, would have to stop there because it
// comes next to an enemy unit (R12); in the advanced game an enemy across a river does
// not stop it (R25). The engine answers, so the mark and the move always agree.
func StopsAt(g *game.Game, n int, sq maps.Square) bool { return g.StopsAt(n, sq) }

// Target is a square a selected unit can move to, what is left of its movement after
// getting there, and whether it would stop there next to an enemy.
type Target struct {
	Square maps.Square
	Cost   int  // thirds
	Left   int  // thirds left after the move: none where it stops (R12)
	Stops  bool // it would stop there next to an enemy (R12)
}

// Targets are the squares unit n can end its move on now, from g.Reach, with the
// movement left and the stops marked; empty when the unit cannot move.
func Targets(g *game.Game, n int) []Target {
	reach := g.Reach(n)
	if len(reach) == 0 {
		return nil
	}
	left := g.Unit(n).Left
	list := make([]Target, 0, len(reach))
	for _, r := range reach {
		t := Target{Square: r.Square, Cost: r.Cost, Left: max(0, left-r.Cost), Stops: StopsAt(g, n, r.Square)}
		if t.Stops {
			t.Left = 0
		}
		list = append(list, t)
	}
	return list
}
