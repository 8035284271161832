package play

import (
	"slices"

	"taktik/game"
)

// Losses is the attacker's choice of exchange losses (R18): he gives up units of the
// battle whose printed combat values reach at least the defenders' total. The player
// clicks units in and out; the choice can be confirmed once it is one of the loss sets
// the engine offers.
type Losses struct {
	Offered []int // the battle's attackers still on the board
	Need    int   // the total the losses must reach
	Chosen  []int
}

// NewLosses starts the choice for a pending exchange decision.
func NewLosses(d game.Decision) *Losses {
	return &Losses{Offered: slices.Clone(d.Units), Need: d.Need}
}

// Toggle adds a unit to the losses or takes it out; units not offered are ignored.
func (l *Losses) Toggle(u int) {
	if !slices.Contains(l.Offered, u) {
		return
	}
	if i := slices.Index(l.Chosen, u); i >= 0 {
		l.Chosen = slices.Delete(l.Chosen, i, i+1)
		return
	}
	l.Chosen = insert(l.Chosen, u)
}

// Total is the printed combat value of the chosen units.
func (l *Losses) Total() int {
	t := 0
	for _, u := range l.Chosen {
		t += game.UnitInfo(u).Combat()
	}
	return t
}

// Match is the legal loss set equal to the choice, if there is one.
func (l *Losses) Match(legal []game.Action) (game.Action, bool) {
	for _, a := range legal {
		if a.Kind == game.ActLose && sameSet(a.Attackers, l.Chosen) {
			return a, true
		}
	}
	return game.Action{}, false
}
