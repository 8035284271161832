package ai

import (
	"taktik/game"
	"taktik/units"
)

// The setup phase of an empty board (setup=empty) offers placements on free bivouac
// squares of each side (R9) and start. The AI places every unit still off the board,
// the side to move's first, then starts play: a player who wants to set up his own
// army does so before the AI is asked.

// setupUnit picks the unit to place next: the side to move's first unplaced unit, then
// the enemy's; -1 when every unit stands on the board.
func setupUnit(g *game.Game) int {
	for _, side := range []units.Side{g.Side(), g.Side().Opponent()} {
		lo, hi := sideRange(side)
		for u := lo; u < hi; u++ {
			if g.Unit(u).Status == game.Unplaced {
				return u
			}
		}
	}
	return -1
}

// placements lists the legal placements of one unit.
func placements(legal []game.Action, u int) []game.Action {
	var list []game.Action
	for _, a := range legal {
		if a.Kind == game.ActPlace && a.Unit == u {
			list = append(list, a)
		}
	}
	return list
}

func startAction(legal []game.Action) game.Action {
	for _, a := range legal {
		if a.Kind == game.ActStart {
			return a
		}
	}
	return legal[0]
}

// randomSetup places each unit on a random free bivouac square of its side.
func randomSetup(g *game.Game, legal []game.Action, r *rng) game.Action {
	u := setupUnit(g)
	if u < 0 {
		return startAction(legal)
	}
	list := placements(legal, u)
	if len(list) == 0 {
		return startAction(legal)
	}
	return list[r.intn(len(list))]
}

// setupStep places each unit in its own formation's bivouac area when there is room
// (R9, R29): fighting units on the squares nearest the enemy's country, headquarters on
// the farthest.
func setupStep(g *game.Game, legal []game.Action) game.Action {
	u := setupUnit(g)
	if u < 0 {
		return startAction(legal)
	}
	list := placements(legal, u)
	if len(list) == 0 {
		return startAction(legal)
	}
	b := g.Board()
	info := game.UnitInfo(u)
	home := b.Bivouac(info.Side, info.Formation)
	border := b.Cols / 2 // columns 1..Cols/2 are Red's (MAP.md)
	best, bestScore := list[0], -1<<30
	for _, a := range list {
		score := 0
		if home != nil {
			for _, s := range home.Squares {
				if s == a.To {
					score += 1000
				}
			}
		}
		gap := a.To.Col - border // how far into Blue's half
		if info.Side == units.Red {
			gap = border - a.To.Col + 1
		}
		if counters[u].hq {
			score += gap // far from the enemy
		} else {
			score -= gap
		}
		if score > bestScore {
			best, bestScore = a, score
		}
	}
	return best
}
