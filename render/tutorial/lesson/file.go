package lesson

import (
	"fmt"
	"slices"
	"strings"

	"taktik/game"
	"taktik/maps"
	"taktik/units"
)

// FromFile makes a lesson's script from its file (docs/scenarios.md): the position,
// the corner, the dice, the plan and the steps, each step's check one of
// game.LessonChecks and its stuck clauses (game.StuckClauses) read on the engine here.
func FromFile(f game.Scenario) (*Script, error) {
	if f.Lesson == nil {
		return nil, fmt.Errorf("%s is a scenario, not a lesson", f.ID)
	}
	c, err := game.ParseCorner(f.Lesson.Corner)
	if err != nil {
		return nil, err
	}
	sc := &Script{ID: f.ID, Mode: f.Mode, Units: f.Units, Corner: Corner(c), File: f, Plan: map[string]maps.Square{}}
	for _, h := range f.Held {
		if h.Side == units.Red {
			sc.RedCities = append(sc.RedCities, h.City)
		}
	}
	for _, d := range f.Lesson.Dice {
		r, _ := game.ParseResult(d.Result) // the check refused a result that is none
		sc.Battles = append(sc.Battles, Rigged{Attackers: d.Attackers, Defenders: d.Defenders, Die: d.Die, Result: r})
	}
	for _, p := range f.Lesson.Plan {
		if w := strings.Fields(p); len(w) == 2 {
			q, err := maps.ParseSquare(w[1])
			if err != nil {
				return nil, err
			}
			sc.Plan[w[0]] = q
		}
	}
	specs := f.Lesson.Steps
	sc.Steps = func() []Step {
		steps := make([]Step, len(specs))
		for i, s := range specs {
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
	case "tooltip":
		st.Done = func(o Obs) bool { return o.TipShown && inCityNamed(o, o.Tip, s.City) }
	case "selected":
		st.Done = func(o Obs) bool { return o.Selected == Unit(s.Unit) || at(o, s.Unit) != sc.Start(s.Unit) }
		marks = Units(s.Unit)
	case "moved":
		st.Done, stuck, marks = MovedTo(s.Unit, s.To), CantReach(s.Unit, s.To), MoveMarks(s.Unit, s.To)
	case "combat":
		st.Done, marks = Combat, Buttons("play.endmove")
		if slices.ContainsFunc(game.StuckClauses(s.Stuck), func(c game.StuckClause) bool { return c.Kind == "off plan" }) {
			st.Done = func(o Obs) bool { return Combat(o) && !sc.OffPlan(o) } // movement ends on the plan
		}
	case "declared":
		st.Done, stuck, marks = Declared(s.Attackers, s.Defenders...), sc.OffScript, BattleMarks(s.Attackers, s.Defenders...)
	case "built": // the battle being built is the unit alone (or the attackers) against the defenders, or it is declared
		declared := Declared(s.Attackers, s.Defenders...)
		picked := s.Attackers
		if s.Unit != "" {
			picked = []string{s.Unit}
		}
		st.Done = func(o Obs) bool {
			return (sameUnits(o.Attackers, picked...) && sameUnits(o.Defenders, s.Defenders...)) || declared(o)
		}
		stuck, marks = sc.OffScript, Units(append(slices.Clone(picked), s.Defenders...)...)
	case "table":
		st.Done, st.Key = func(o Obs) bool { return o.TableOpen }, "tut.table.key"
	case "rolled":
		st.Done, marks = Rolled, Buttons("play.roll")
	case "resolved":
		st.Done, marks = Resolved(s.Defenders...), Buttons("play.roll")
	case "retreat":
		st.Skip, st.Done = Waiting(game.RetreatDecision), Decided(game.RetreatDecision)
	case "exchange":
		st.Skip, st.Done, marks = Waiting(game.ExchangeDecision), Decided(game.ExchangeDecision), exchangeMarks
	case "planned":
		st.Done = func(o Obs) bool { return len(o.Game.Battles()) > 0 && len(o.Game.Uncovered()) == 0 }
		marks = Buttons("play.plan")
	case "endturn":
		st.Done, marks = TurnEnded, Buttons("play.endturn")
	case "enemyturn": // the player looks on until Red moves again, or must choose a retreat
		st.Done = func(o Obs) bool { return EnemyTurnOver(o) || redRetreats(o) }
	case "enemyretreat": // only when Red chooses a retreat in the enemy's turn
		st.Skip = func(o Obs) bool { return !redRetreats(o) }
		st.Done = EnemyTurnOver
	case "won":
		st.Done = Won
	}
	if len(s.Units)+len(s.Squares)+len(s.Buttons) > 0 {
		mu, ms := Units(s.Units...), Squares(s.Squares...)
		marks = func(o Obs) Marks {
			return Marks{Squares: append(mu(o).Squares, ms(o).Squares...), Buttons: s.Buttons}
		}
	}
	if s.Stuck != "" {
		stuck = sc.stuck(s)
	}
	st.Marks, st.Stuck = marks, stuck
	if s.Variant != "" {
		st.Variant = variant(s.Variant, s.VariantWhen)
	}
	if s.Args == "cities" {
		st.Args = citiesHeld
	}
	return st
}

// stuck is a step's stuck clauses: stuck when any of them is so; none for "none".
func (sc *Script) stuck(s game.LessonStep) func(Obs) bool {
	var any []func(Obs) bool
	for _, c := range game.StuckClauses(s.Stuck) {
		switch c.Kind {
		case "gone":
			any = append(any, func(o Obs) bool { return o.Game.Unit(Unit(c.Unit)).Status != game.OnBoard })
		case "away":
			any = append(any, func(o Obs) bool { return at(o, c.Unit) != sq(c.Square) })
		case "unreachable":
			any = append(any, CantReach(s.Unit, s.To))
		case "off plan":
			any = append(any, sc.OffPlan)
		case "late":
			any = append(any, notMoving)
		}
	}
	if len(any) == 0 {
		return nil
	}
	return func(o Obs) bool { return slices.ContainsFunc(any, func(f func(Obs) bool) bool { return f(o) }) }
}

// variant shows the text STEPID.NAME while the position is as when says: "gone UNIT"
// (the unit is off the board), "lost CITY" (Red does not hold it), "not won".
func variant(name, when string) func(Obs) string {
	w := strings.Fields(when)
	return func(o Obs) string {
		switch {
		case len(w) == 2 && w[0] == "gone" && o.Game.Unit(Unit(w[1])).Status != game.OnBoard,
			len(w) == 2 && w[0] == "lost" && cityOwner(o.Game, w[1]) != units.Red,
			when == "not won" && o.Game.Winner() != game.RedWins:
			return name
		}
		return ""
	}
}
