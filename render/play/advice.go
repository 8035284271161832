package play

import (
	"slices"

	"taktik/game"
	"taktik/game/ai"
	"taktik/maps"
)

// The General's advice: "What would the General do?" in the movement phase. The General's moves
// for the side to move are worked out off the game loop (Thinker) and shown on the
// map, each with its reason; the player carries them out one by one (a click on the
// square a move goes to, or Do this move, which Enter presses) or ignores them. It never
// moves a unit unasked. A suggestion holds only for the position it was made for: a
// move of the player's own, an Undo, or the end of the phase drops it.

// adviceLevel is who the advisor asks: the General, the strongest that answers within a
// second (the Field Marshal thinks for seconds).
const adviceLevel = ai.General

// advisor is the advice on the map and the position it is for.
type advisor struct {
	think  Thinker
	advice []ai.Advice
	hash   uint64 // the position the advice is for
	asked  int    // how often the player asked, for a scenario's result
}

// askAdvice asks the General for its moves, or puts its advice away when it is up. A
// scenario whose file allows no hints, or no more (hint_limit), says so instead.
func (o *Orders) askAdvice() {
	c := &o.advisor
	sc, inScenario := game.FindScenario(o.game.Options().Scenario)
	switch {
	case len(c.advice) > 0:
		c.advice = nil
	case c.think.Busy():
	case inScenario && !sc.Hints: // the button is greyed then (noHintsLeft); H says why
		o.out.Note(T("play.advice.off"))
	case inScenario && sc.HintLimit > 0 && c.asked >= sc.HintLimit:
		o.out.Note(Counted(sc.HintLimit, "play.advice.used").With(sc.HintLimit))
	default:
		c.asked++
		c.think.Advise(o.game, adviceLevel)
	}
}

// noHintsLeft reports whether the General may not be asked in this game: a scenario
// that allows no hints, or no more. Its button is greyed then, as Undo's is.
func (o *Orders) noHintsLeft() bool {
	sc, inScenario := game.FindScenario(o.game.Options().Scenario)
	return inScenario && (!sc.Hints || sc.HintLimit > 0 && o.advisor.asked >= sc.HintLimit)
}

// HintsAsked is how often the player asked the General for its moves in this game.
func (o *Orders) HintsAsked() int { return o.advisor.asked }

// pollAdvice takes the General's answer when it comes, and drops advice that no longer
// fits the position.
func (o *Orders) pollAdvice() {
	c := &o.advisor
	if list, err, ok := c.think.Advice(o.game); ok {
		switch {
		case err != nil:
			o.out.Refused(err)
		case len(list) == 0:
			o.out.Note(T("play.advice.none"))
		default:
			c.advice, c.hash = list, o.game.Hash()
			o.out.Show(o.game.Unit(list[0].Move.Unit).Square)
		}
	}
	if len(c.advice) > 0 && (c.hash != o.game.Hash() || o.Mode() != Move) {
		c.advice = nil
	}
}

// Advising reports whether the General is working out its advice.
func (o *Orders) Advising() bool { return o.advisor.think.Busy() }

// Advice is the General's moves suggested now, and the one picked: the selected unit's,
// else the first.
func (o *Orders) Advice() (list []ai.Advice, picked int) {
	list = o.advisor.advice
	if len(list) == 0 {
		return nil, -1
	}
	if k := slices.IndexFunc(list, func(a ai.Advice) bool { return a.Move.Unit == o.sel }); k >= 0 {
		return list, k
	}
	return list, 0
}

// adviceTo is the suggested move onto a square, -1 for none.
func (o *Orders) adviceTo(sq maps.Square) int {
	return slices.IndexFunc(o.advisor.advice, func(a ai.Advice) bool { return a.Move.To == sq })
}

// followed notes an order about to be carried out: the suggestion it carries out, if
// any, -1 for none.
func (o *Orders) followed(a game.Action) int {
	return slices.IndexFunc(o.advisor.advice, func(s ai.Advice) bool {
		m := s.Move
		return m.Kind == a.Kind && m.Unit == a.Unit && m.To == a.To
	})
}

// carriedOut drops suggestion k, carried out: the rest still holds on the new position.
func (o *Orders) carriedOut(k int) {
	c := &o.advisor
	c.advice = slices.Delete(c.advice, k, k+1)
	c.hash = o.game.Hash()
	if n := len(c.advice); n > 0 {
		o.out.Note(Counted(n, "play.advice.after").With(n))
	}
}

// doAdvice carries out suggestion k, its unit sliding along its way.
func (o *Orders) doAdvice(k int) {
	list := o.advisor.advice
	if k < 0 || k >= len(list) {
		return
	}
	a := list[k].Move
	from := o.game.Unit(a.Unit).Square
	path := []maps.Square{a.To}
	if a.Kind == game.ActMove {
		if p, _, err := o.game.Path(a.Unit, a.To); err == nil {
			path = p
		}
	}
	if o.Apply(a) {
		o.out.Slide(a.Unit, from, path)
		o.out.Click()
		o.selectUnit(-1)
		if next, picked := o.Advice(); picked >= 0 {
			o.out.Show(o.game.Unit(next[picked].Move.Unit).Square)
		}
	}
}

// nextAdvice selects the unit of the suggestion after the one picked.
func (o *Orders) nextAdvice() {
	list, picked := o.Advice()
	k := (picked + 1) % len(list)
	if o.sel < 0 {
		k = picked
	}
	o.selectUnit(list[k].Move.Unit)
	o.out.Show(o.game.Unit(list[k].Move.Unit).Square)
}
