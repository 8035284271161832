package ai

import (
	"taktik/game"
	"taktik/units"
)

// reacher is the engine's movement search (game.Reacher: the search behind Game.Reach,
// R11–R13, R20, R23–R25) on the position the AI imagines now, for either side: the
// engine's own Game.Reach answers only for the side whose movement phase it is, and the
// AI must also know where the enemy can go next turn.
type reacher struct {
	p        *position
	r        *game.Reacher
	advanced bool
}

func newReacher(p *position, g *game.Game) *reacher {
	return &reacher{p: p, r: g.NewReacher(), advanced: p.advanced}
}

// fullMove is unit u's movement for a whole player turn, in thirds, under this month's
// weather (game.Reacher.Allowance, R11, R30): what the enemy can do next turn.
func (r *reacher) fullMove(u int) int { return r.r.Allowance(u) }

// stops reports whether a unit of side entering square index i must stop there
// (game.Layout.Contact, R12, R25).
func (r *reacher) stops(side units.Side, i int) bool { return r.p.Contact(side, i) }

// search finds every square unit u could end on with `left` thirds from where it stands,
// cheapest first, squares a friend holds included (game.Reacher.Reach); the list is
// reused by the next search.
func (r *reacher) search(u int, left int) []int32 {
	breathe()
	return r.r.Reach(r.p.Layout, u, left)
}

// spread marks in mark every square a unit of u's kind and side could end on with
// `left` thirds, starting from any of the squares in starts (which are marked too): where
// a unit that lands by air or sea on one of them can go on to (game.Reacher.Spread,
// R26–R28: it moves on with its whole allowance).
func (r *reacher) spread(u int, starts []int32, left int, mark []bool) {
	for _, i := range starts {
		mark[i] = true
	}
	for _, i := range r.r.Spread(r.p.Layout, u, starts, left) {
		mark[i] = true
	}
	if i := r.p.Square(u); i >= 0 {
		if _, ok := r.r.Cost(i); ok {
			mark[i] = true // its own square, which the engine never lists as an end
		}
	}
}
