package lesson

import (
	"fmt"
	"strings"

	"taktik/game"
	"taktik/units"
)

// FromFile makes a lesson's script from its file (docs/scenarios.md): the position,
// the corner, the dice and the steps, each step's check one of game.LessonChecks read
// on the engine here. A built-in lesson's step whose check is "script" is the lesson's
// own Go step of that id (the first lesson's, whose checks are its own).
func FromFile(f game.Scenario) (*Script, error) {
	if f.Lesson == nil {
		return nil, fmt.Errorf("%s is a scenario, not a lesson", f.ID)
	}
	c, err := game.ParseCorner(f.Lesson.Corner)
	if err != nil {
		return nil, err
	}
	sc := &Script{ID: f.ID, Mode: f.Mode, Units: f.Units, Corner: Corner(c), File: f}
	for _, h := range f.Held {
		if h.Side == units.Red {
			sc.RedCities = append(sc.RedCities, h.City)
		}
	}
	for _, d := range f.Lesson.Dice {
		sc.Battles = append(sc.Battles, Rigged{Attackers: d.Attackers, Defenders: d.Defenders, Die: d.Die})
	}
	own := map[string]Step{}
	if f.ID == "first" {
		for _, s := range Steps() {
			own[s.ID] = s
		}
		sc.Die = Die
	}
	specs := f.Lesson.Steps
	sc.Steps = func() []Step {
		steps := make([]Step, len(specs))
		for i, s := range specs {
			if s.Check == "script" {
				steps[i] = own[s.ID]
				continue
			}
			steps[i] = sc.step(s)
		}
		return steps
	}
	return sc, nil
}

// step is a step of a lesson file: its check, what it marks and when it is stuck, by
// the check's defaults unless the file says otherwise.
func (sc *Script) step(s game.LessonStep) Step {
	st := Step{ID: s.ID, Watch: s.Watch}
	var marks func(Obs) Marks
	var stuck func(Obs) bool
	switch s.Check {
	case "moved":
		st.Done, stuck, marks = MovedTo(s.Unit, s.To), CantReach(s.Unit, s.To), MoveMarks(s.Unit, s.To)
	case "selected":
		st.Done = func(o Obs) bool { return o.Selected == Unit(s.Unit) || at(o, s.Unit) != sc.Start(s.Unit) }
		marks = Units(s.Unit)
	case "combat":
		st.Done, marks = Combat, Buttons("play.endmove")
	case "declared":
		st.Done, stuck, marks = Declared(s.Attackers, s.Defenders...), sc.OffScript, BattleMarks(s.Attackers, s.Defenders...)
	case "built": // the battle being built is the unit alone against the defenders, or the attackers' is declared
		declared := Declared(s.Attackers, s.Defenders...)
		st.Done = func(o Obs) bool {
			return (sameUnits(o.Attackers, s.Unit) && sameUnits(o.Defenders, s.Defenders...)) || declared(o)
		}
		stuck, marks = sc.OffScript, Units(append([]string{s.Unit}, s.Defenders...)...)
	case "rolled":
		st.Done, marks = Rolled, Buttons("play.roll")
	case "resolved":
		st.Done = func(o Obs) bool { return len(o.Game.Battles()) > 0 && o.Game.Battles()[0].Resolved }
		marks = Buttons("play.roll")
	case "exchange":
		st.Skip, st.Done = Waiting(game.ExchangeDecision), Decided(game.ExchangeDecision)
	case "planned":
		st.Done = func(o Obs) bool { return len(o.Game.Battles()) > 0 && len(o.Game.Uncovered()) == 0 }
		marks = Buttons("play.plan")
	case "endturn":
		st.Done, marks = TurnEnded, Buttons("play.endturn")
	case "won":
		st.Done = Won
	}
	if len(s.Units)+len(s.Squares)+len(s.Buttons) > 0 {
		mu, ms := Units(s.Units...), Squares(s.Squares...)
		marks = func(o Obs) Marks {
			return Marks{Squares: append(mu(o).Squares, ms(o).Squares...), Buttons: s.Buttons}
		}
	}
	switch w := strings.Fields(s.Stuck); {
	case s.Stuck == "none":
		stuck = nil
	case len(w) == 2 && w[0] == "gone":
		stuck = func(o Obs) bool { return o.Game.Unit(Unit(w[1])).Status != game.OnBoard }
	}
	st.Marks, st.Stuck = marks, stuck
	if s.Variant != "" {
		when := s.VariantWhen
		st.Variant = func(o Obs) string {
			if w := strings.Fields(when); len(w) == 2 && w[0] == "gone" && o.Game.Unit(Unit(w[1])).Status != game.OnBoard {
				return s.Variant
			}
			if when == "not won" && o.Game.Winner() != game.RedWins {
				return s.Variant
			}
			return ""
		}
	}
	return st
}
