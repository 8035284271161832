package play

import (
	"taktik/game"
	"taktik/maps"
)

// Retreats are the answers a pending retreat decision offers (R19), by unit: the
// final squares each beaten unit can be moved to, or its elimination when it has no
// way out.
type Retreats struct {
	Units   []int // in the engine's order
	squares map[int][]game.Action
	trapped map[int]game.Action
}

// NewRetreats sorts the legal retreat actions by unit.
func NewRetreats(legal []game.Action) Retreats {
	r := Retreats{squares: map[int][]game.Action{}, trapped: map[int]game.Action{}}
	for _, a := range legal {
		if a.Kind != game.ActRetreat {
			continue
		}
		if _, seen := r.squares[a.Unit]; !seen {
			if _, seen := r.trapped[a.Unit]; !seen {
				r.Units = append(r.Units, a.Unit)
			}
		}
		if a.To == (maps.Square{}) {
			r.trapped[a.Unit] = a
			continue
		}
		r.squares[a.Unit] = append(r.squares[a.Unit], a)
	}
	return r
}

// Squares are the final squares unit u can retreat to.
func (r Retreats) Squares(u int) []maps.Square {
	var list []maps.Square
	for _, a := range r.squares[u] {
		list = append(list, a.To)
	}
	return list
}

// To is the retreat of unit u to a final square, if the engine offers it.
func (r Retreats) To(u int, sq maps.Square) (game.Action, bool) {
	for _, a := range r.squares[u] {
		if a.To == sq {
			return a, true
		}
	}
	return game.Action{}, false
}

// Trapped is the elimination of unit u when it has no way out (R19).
func (r Retreats) Trapped(u int) (game.Action, bool) {
	a, ok := r.trapped[u]
	return a, ok
}
