package game

import (
	"slices"
	"strings"

	"taktik/maps"
)

// A lesson step's words beyond its check (docs/scenarios.md): when the step is stuck, when
// its card shows another text, what fills the text's numbers. The lesson package gives
// them their meaning on the engine; here they are read and held to their vocabulary, so
// that `taktik scenario check` names a wrong one.

// StuckClause is one way a step is stuck: Kind is "gone" (Unit is off the board), "away"
// (Unit is not on Square), "unreachable" (the step's unit can no longer reach its square),
// "off plan" (a unit off the lesson's plan or a battle it does not plan, while Undo can
// still take it back) or "late" (Red's first movement phase is over).
type StuckClause struct {
	Kind, Unit, Square string
}

// stuckKinds are the clauses' first words, with how many words follow.
var stuckKinds = map[string]int{"gone": 1, "away": 2, "unreachable": 0, "off": 1, "late": 0}

// StuckClauses reads a step's stuck: clauses joined by " or "; "none" or "" is none.
func StuckClauses(s string) []StuckClause { return stuckClauses(s) }

func stuckClauses(s string) []StuckClause {
	if s == "" || s == "none" {
		return nil
	}
	var list []StuckClause
	for _, part := range strings.Split(s, " or ") {
		w := strings.Fields(part)
		if len(w) == 0 {
			list = append(list, StuckClause{Kind: "?"})
			continue
		}
		n, ok := stuckKinds[w[0]]
		switch {
		case !ok || len(w) != n+1 || (w[0] == "off" && w[1] != "plan"):
			list = append(list, StuckClause{Kind: "?"})
		case w[0] == "off":
			list = append(list, StuckClause{Kind: "off plan"})
		case w[0] == "away":
			list = append(list, StuckClause{Kind: "away", Unit: w[1], Square: w[2]})
		case n == 1:
			list = append(list, StuckClause{Kind: w[0], Unit: w[1]})
		default:
			list = append(list, StuckClause{Kind: w[0]})
		}
	}
	return list
}

// stepWords finds the faults of a step's words: a stuck, variant_when or args the
// lessons do not know, a square that is none, a tooltip check with no city.
func stepWords(s LessonStep, add func(*Error)) {
	for _, c := range stuckClauses(s.Stuck) {
		if c.Kind == "?" || c.Kind == "unreachable" && (s.Unit == "" || s.To == "") {
			add(refuse("rule.scenario.stuck", Short(s.ID), Short(s.Stuck)))
			break
		}
		if _, err := maps.ParseSquare(c.Square); c.Kind == "away" && err != nil {
			add(refuse("rule.scenario.step.square", Short(s.ID), Short(c.Square)))
		}
	}
	if w := strings.Fields(s.VariantWhen); s.VariantWhen != "" && !(len(w) == 2 && slices.Contains([]string{"gone", "lost"}, w[0])) &&
		s.VariantWhen != "not won" {
		add(refuse("rule.scenario.variant.when", Short(s.ID), Short(s.VariantWhen)))
	}
	if s.Args != "" && s.Args != "cities" {
		add(refuse("rule.scenario.args", Short(s.ID), Short(s.Args)))
	}
	for _, q := range append([]string{s.To}, s.Squares...) {
		if _, err := maps.ParseSquare(q); q != "" && err != nil {
			add(refuse("rule.scenario.step.square", Short(s.ID), Short(q)))
		}
	}
	if s.Check == "tooltip" && s.City == "" {
		add(refuse("rule.scenario.step.city", Short(s.ID)))
	}
}
