package game

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"sort"
	"strings"

	"taktik/maps"
	"taktik/units"
)

// A scenario file is JSON in the format of docs/scenarios.md. JSON because the standard
// library reads it, tells the line of a mistake, and a teacher's editor colours it; a
// unit is one string, "red:arm1 36-29", as the protocol's place command says it, so a
// file stays short enough to read.
//
// ParseScenario reads a file and CheckScenario holds it against a board; each fault is
// one sentence (an *Error with a catalog key), so that `taktik scenario check` and the
// game say the same.

// Faults are every fault found in a scenario file, one sentence each.
type Faults []*Error

func (f Faults) Error() string {
	s := make([]string, len(f))
	for i, e := range f {
		s[i] = e.Error()
	}
	return strings.Join(s, "; ")
}

// Text is the faults in a language, one a line.
func (f Faults) Text(lang string) string {
	s := make([]string, len(f))
	for i, e := range f {
		s[i] = e.Text(lang)
	}
	return strings.Join(s, "\n")
}

// Texts is the four texts a scenario may carry, each in English and German.
type Texts map[string]string

// LessonStep is one step of a lesson file: what it checks on the engine (Check, one of
// LessonChecks, with its unit, square and battle), what it marks, and how it is shown.
// The lesson package gives the checks their meaning; the step's card text is the
// catalog's "lesson.ID.STEP.title" and ".text" for a built-in lesson, or Title and Text.
type LessonStep struct {
	ID        string   `json:"id"`
	Check     string   `json:"check,omitempty"`
	Unit      string   `json:"unit,omitempty"`
	To        string   `json:"to,omitempty"`
	Attackers []string `json:"attackers,omitempty"`
	Defenders []string `json:"defenders,omitempty"`
	Units     []string `json:"mark_units,omitempty"`
	Squares   []string `json:"mark_squares,omitempty"`
	Buttons   []string `json:"mark_buttons,omitempty"`
	Stuck     string   `json:"stuck,omitempty"`   // "none", or "gone UNIT"; "" for the check's own
	Variant   string   `json:"variant,omitempty"` // another text's name, shown when VariantWhen is so
	// VariantWhen is "gone UNIT" (the unit is off the board) or "not won" (Red has not won).
	VariantWhen string `json:"variant_when,omitempty"`
	Watch       bool   `json:"watch,omitempty"`
	City        string `json:"city,omitempty"` // the tooltip check's city
	Args        string `json:"args,omitempty"` // what fills the text's numbers: "cities"
	Title       Texts  `json:"title,omitempty"`
	Text        Texts  `json:"text,omitempty"`
}

// LessonChecks are the checks a lesson step may name (docs/scenarios.md).
var LessonChecks = []string{"", "tooltip", "selected", "moved", "combat", "declared", "built", "table", "rolled",
	"resolved", "retreat", "exchange", "planned", "endturn", "enemyturn", "enemyretreat", "won"}

// RiggedBattle is a battle a lesson plans and the die it rolls in the first turn.
type RiggedBattle struct {
	Attackers []string `json:"attackers"`
	Defenders []string `json:"defenders"`
	Die       int      `json:"die"`
	// Result, when given, is what the battle must come to (DB2, EX …): the die is Die
	// where it gives that result at the odds the player built, else the first die that
	// does.
	Result string `json:"result,omitempty"`
}

// Lesson is what a lesson file adds to a scenario: the corner of the map the lesson is
// played in, the dice it fixes and its steps.
type Lesson struct {
	Corner string         `json:"corner,omitempty"` // "R0-C0 R1-C1"
	Dice   []RiggedBattle `json:"dice,omitempty"`
	// Plan is where each unit stands once the lesson's moves are made, "ID ROW-COL"; with
	// the dice's battles it is what the stuck clause "off plan" holds the position to.
	Plan  []string     `json:"plan,omitempty"`
	Steps []LessonStep `json:"steps,omitempty"`
}

// scenarioFile is the file's form.
type scenarioFile struct {
	Taktik   string              `json:"taktik"`
	ID       string              `json:"id"`
	Order    int                 `json:"order,omitempty"`
	Title    Texts               `json:"title,omitempty"`
	Briefing Texts               `json:"briefing,omitempty"`
	Rules    string              `json:"rules"`
	Optional []string            `json:"optional,omitempty"`
	First    string              `json:"first"`
	Player   string              `json:"player"`
	Opponent string              `json:"opponent"`
	Hints    *bool               `json:"hints"`
	HintMax  int                 `json:"hint_limit,omitempty"`
	Held     map[string][]string `json:"held,omitempty"`
	Goal     struct {
		Side    string   `json:"side"`
		Take    []string `json:"take,omitempty"`
		Hold    []string `json:"hold,omitempty"`
		Destroy []string `json:"destroy,omitempty"`
		Turns   int      `json:"turns"`
	} `json:"goal"`
	Units []string `json:"units"`
	Lesson
}

// The keys a file may have, at the top and in its goal, step and dice.
var (
	fileKeys  = []string{"taktik", "id", "order", "title", "briefing", "rules", "optional", "first", "player", "opponent", "hints", "hint_limit", "held", "units", "goal", "corner", "dice", "plan", "steps"}
	goalKeys  = []string{"side", "take", "hold", "destroy", "turns"}
	stepKeys  = []string{"id", "check", "unit", "to", "attackers", "defenders", "mark_units", "mark_squares", "mark_buttons", "stuck", "variant", "variant_when", "watch", "city", "args", "title", "text"}
	diceKeys  = []string{"attackers", "defenders", "die", "result"}
	levelWord = []string{"random", "easy", "medium", "hard", "expert"}
)

// ParseScenario reads a scenario or lesson file. The faults it finds are the file's
// form: bad JSON (with its line), unknown keys, a missing or unknown word; CheckScenario
// then holds the scenario against a board.
func ParseScenario(data []byte) (Scenario, error) {
	var faults Faults
	add := func(e *Error) { faults = append(faults, e) }
	var f scenarioFile
	if err := json.Unmarshal(data, &f); err != nil {
		return Scenario{}, Faults{jsonFault(data, err)}
	}
	unknownKeys(data, fileKeys, "", add)
	var raw struct {
		Goal  json.RawMessage   `json:"goal"`
		Steps []json.RawMessage `json:"steps"`
		Dice  []json.RawMessage `json:"dice"`
	}
	_ = json.Unmarshal(data, &raw) // it is read above
	unknownKeys(raw.Goal, goalKeys, "goal", add)
	for _, s := range raw.Steps {
		unknownKeys(s, stepKeys, "steps", add)
	}
	for _, d := range raw.Dice {
		unknownKeys(d, diceKeys, "dice", add)
	}

	sc := Scenario{ID: f.ID, Order: f.Order, Title: f.Title, Briefing: f.Briefing, Objective: f.Goal.Take,
		Hold: f.Goal.Hold, Destroy: f.Goal.Destroy, TurnLimit: f.Goal.Turns, Opponent: f.Opponent, Hints: f.Hints == nil || *f.Hints,
		HintLimit: f.HintMax, Source: bytes.Clone(data)}
	switch f.Taktik {
	case "scenario":
	case "lesson":
		l := f.Lesson
		sc.Lesson = &l
		if len(l.Steps) == 0 {
			add(refuse("rule.scenario.no.steps"))
		}
		for _, d := range l.Dice {
			if _, ok := ParseResult(d.Result); d.Result != "" && !ok {
				add(refuse("rule.scenario.result", Short(d.Result), resultWords()))
			}
		}
		for _, s := range l.Steps {
			if !slices.Contains(LessonChecks, s.Check) {
				add(refuse("rule.scenario.check", Short(s.ID), Short(s.Check), strings.Join(LessonChecks[1:], ", ")))
			}
			stepWords(s, add)
		}
	default:
		add(refuse("rule.scenario.kind", Short(f.Taktik)))
	}
	if f.ID == "" {
		add(refuse("rule.scenario.no.id"))
	}
	switch f.Rules {
	case "basic", "":
		sc.Mode = Basic
	case "advanced":
		sc.Mode = Advanced
	default:
		add(refuse("rule.scenario.rules", Short(f.Rules)))
	}
	for _, o := range f.Optional {
		if sw, ok := SwitchNamed(o); !ok || !sw.Optional {
			add(refuse("rule.scenario.optional", Short(o), strings.Join(OptionalRules(), ", ")))
		}
	}
	sc.Optional = f.Optional
	if len(sc.Optional) > 0 && sc.Mode != Advanced {
		add(refuse("rule.scenario.optional.basic"))
	}
	side := func(word, what string, dflt units.Side) units.Side {
		if word == "" {
			return dflt
		}
		s, err := units.ParseSide(word)
		if err != nil {
			add(refuse("rule.scenario.side", what, Short(word)))
		}
		return s
	}
	sc.Attacker = side(f.Goal.Side, "goal.side", units.Red)
	sc.First = side(f.First, "first", sc.Attacker)
	sc.Player = side(f.Player, "player", sc.Attacker)
	if f.Goal.Side == "" && sc.Lesson == nil { // a lesson plays by R22 with no goal of its own
		add(refuse("rule.scenario.goal.side"))
	}
	if f.Opponent == "" {
		sc.Opponent = "easy"
	} else if !slices.Contains(levelWord, f.Opponent) {
		add(refuse("rule.scenario.opponent", Short(f.Opponent), strings.Join(levelWord, ", ")))
	}
	if sc.TurnLimit <= 0 && sc.Lesson == nil {
		add(refuse("rule.scenario.turns"))
	}
	if sc.HintLimit < 0 {
		add(refuse("rule.scenario.hint.limit", sc.HintLimit))
	}
	if len(sc.Objective)+len(sc.Hold)+len(sc.Destroy) == 0 && sc.Lesson == nil {
		add(refuse("rule.scenario.no.goal"))
	}
	for _, u := range f.Units {
		w := strings.Fields(u)
		if len(w) != 2 {
			add(refuse("rule.scenario.unit.form", Short(u)))
			continue
		}
		sc.Units = append(sc.Units, Placement{Unit: w[0], Square: w[1]})
	}
	for word, names := range f.Held {
		s := side(word, "held", units.Red)
		for _, n := range names {
			sc.Held = append(sc.Held, CityHeld{City: n, Side: s})
		}
	}
	sort.Slice(sc.Held, func(i, j int) bool { return sc.Held[i].City < sc.Held[j].City })
	if len(faults) > 0 {
		return sc, faults
	}
	return sc, nil
}

// jsonFault is bad JSON as a sentence with the line it is on.
func jsonFault(data []byte, err error) *Error {
	var syn *json.SyntaxError
	var typ *json.UnmarshalTypeError
	switch {
	case errors.As(err, &syn):
		return refuse("rule.scenario.json", lineOf(data, syn.Offset))
	case errors.As(err, &typ):
		return refuse("rule.scenario.json.type", lineOf(data, typ.Offset), Short(typ.Field))
	}
	return refuse("rule.scenario.json", 1)
}

func lineOf(data []byte, offset int64) int {
	if offset > int64(len(data)) {
		offset = int64(len(data))
	}
	return bytes.Count(data[:offset], []byte("\n")) + 1
}

// unknownKeys finds the keys of an object that are not among the known ones.
func unknownKeys(obj json.RawMessage, known []string, where string, add func(*Error)) {
	if len(obj) == 0 {
		return
	}
	var m map[string]json.RawMessage
	if json.Unmarshal(obj, &m) != nil {
		return
	}
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		if !slices.Contains(known, k) {
			if where != "" {
				k = where + "." + k
			}
			add(refuse("rule.scenario.key", Short(k)))
		}
	}
}

// CheckScenario holds a scenario against a board: every unit exists once and stands
// alone on a land square of the board, each city named exists, the goal is not met
// before the first move.
func CheckScenario(b *maps.Board, sc Scenario) Faults {
	var faults Faults
	add := func(e *Error) { faults = append(faults, e) }
	seen := map[string]bool{}
	on := map[maps.Square]string{}
	sides := [2]int{}
	for _, p := range sc.Units {
		u, ok := UnitNumber(p.Unit)
		if !ok {
			add(refuse("rule.scenario.unit.unknown", Short(p.Unit)))
			continue
		}
		if seen[p.Unit] {
			add(refuse("rule.scenario.unit.twice", Short(p.Unit)))
			continue
		}
		seen[p.Unit] = true
		sq, err := maps.ParseSquare(p.Square)
		switch {
		case err != nil || !b.In(sq):
			add(refuse("rule.scenario.square", Short(p.Square), Short(p.Unit)))
		case !b.Terrain(sq).Land():
			add(refuse("rule.scenario.water", Short(p.Unit), Short(p.Square)))
		case on[sq] != "":
			add(refuse("rule.scenario.crowded", Short(p.Unit), Short(p.Square), on[sq]))
		default:
			on[sq] = p.Unit
			sides[catalog[u].Side]++
		}
	}
	if sides[units.Red] == 0 || sides[units.Blue] == 0 {
		add(refuse("rule.scenario.one.side"))
	}
	city := func(name string) int {
		return slices.IndexFunc(b.Cities, func(c maps.City) bool { return strings.EqualFold(c.Name, name) })
	}
	owner := func(k int) units.Side { return sc.Owner(b.Cities[k]) }
	for _, h := range sc.Held {
		if city(h.City) < 0 {
			add(refuse("rule.scenario.city", Short(h.City)))
		}
	}
	for _, name := range sc.Objective {
		switch k := city(name); {
		case k < 0:
			add(refuse("rule.scenario.city", Short(name)))
		case owner(k) == sc.Attacker:
			add(refuse("rule.scenario.take.held", b.Cities[k].Name))
		}
	}
	for _, name := range sc.Hold {
		switch k := city(name); {
		case k < 0:
			add(refuse("rule.scenario.city", Short(name)))
		case owner(k) != sc.Attacker:
			add(refuse("rule.scenario.hold.lost", b.Cities[k].Name))
		}
	}
	for _, id := range sc.Destroy {
		u, ok := UnitNumber(id)
		switch {
		case !ok:
			add(refuse("rule.scenario.unit.unknown", Short(id)))
		case !seen[id]:
			add(refuse("rule.scenario.destroy.absent", Short(id)))
		case catalog[u].Side == sc.Attacker:
			add(refuse("rule.scenario.destroy.own", Short(id)))
		}
	}
	if sc.Lesson != nil {
		if _, err := ParseCorner(sc.Lesson.Corner); err != nil {
			add(refuse("rule.scenario.corner", Short(sc.Lesson.Corner)))
		}
		for _, s := range sc.Lesson.Steps {
			ids := append(append(append([]string{s.Unit}, s.Attackers...), s.Defenders...), s.Units...)
			for _, c := range stuckClauses(s.Stuck) {
				ids = append(ids, c.Unit)
			}
			for _, id := range ids {
				if id != "" && !seen[id] {
					add(refuse("rule.scenario.step.unit", Short(s.ID), Short(id)))
				}
			}
			if s.City != "" && city(s.City) < 0 {
				add(refuse("rule.scenario.city", Short(s.City)))
			}
		}
		for _, p := range sc.Lesson.Plan {
			w := strings.Fields(p)
			if len(w) != 2 || !seen[w[0]] {
				add(refuse("rule.scenario.plan", Short(p)))
				continue
			}
			if q, err := maps.ParseSquare(w[1]); err != nil || !b.In(q) {
				add(refuse("rule.scenario.plan", Short(p)))
			}
		}
	}
	return faults
}

// Owner is the side that holds a city at the scenario's start: its own side, unless the
// scenario gives it to the other (Held).
func (sc Scenario) Owner(c maps.City) units.Side {
	for _, h := range sc.Held {
		if strings.EqualFold(h.City, c.Name) {
			return h.Side
		}
	}
	return c.Side
}

// Corner is a rectangle of the map: the rows and columns a lesson is played in.
type Corner struct{ R0, C0, R1, C1 int }

// ParseCorner reads "R0-C0 R1-C1".
func ParseCorner(s string) (Corner, error) {
	w := strings.Fields(s)
	if len(w) != 2 {
		return Corner{}, fmt.Errorf("corner %q: say two squares", s)
	}
	a, err1 := maps.ParseSquare(w[0])
	b, err2 := maps.ParseSquare(w[1])
	if err1 != nil || err2 != nil || a.Row > b.Row || a.Col > b.Col {
		return Corner{}, fmt.Errorf("corner %q: say the top left square, then the bottom right", s)
	}
	return Corner{a.Row, a.Col, b.Row, b.Col}, nil
}

// LoadScenario reads a file and checks it against a board: the scenario, or every fault.
func LoadScenario(b *maps.Board, data []byte) (Scenario, error) {
	sc, err := ParseScenario(data)
	if err != nil {
		return sc, err
	}
	if f := CheckScenario(b, sc); len(f) > 0 {
		return sc, f
	}
	return sc, nil
}

// LessonNotScenario is the fault of a lesson file among a player's scenarios: the game
// plays a player's own scenarios; lessons of one's own are checked but not yet offered.
func LessonNotScenario() *Error { return refuse("rule.scenario.lesson.own") }

// File writes a scenario in the file format, as ParseScenario reads it back: the units
// in the order given. A lesson's steps are not written (the editor makes scenarios).
func (sc Scenario) File() ([]byte, error) {
	side := func(s units.Side) string { return s.String() }
	f := scenarioFile{Taktik: "scenario", ID: sc.ID, Order: sc.Order, Title: sc.Title, Briefing: sc.Briefing,
		Rules: sc.Mode.String(), First: side(sc.First), Player: side(sc.Player), Opponent: sc.Opponent, Hints: &sc.Hints,
		HintMax: sc.HintLimit, Optional: sc.Optional}
	for _, h := range sc.Held {
		if f.Held == nil {
			f.Held = map[string][]string{}
		}
		f.Held[side(h.Side)] = append(f.Held[side(h.Side)], h.City)
	}
	f.Goal.Side, f.Goal.Take, f.Goal.Hold, f.Goal.Destroy, f.Goal.Turns = side(sc.Attacker), sc.Objective, sc.Hold, sc.Destroy, sc.TurnLimit
	for _, p := range sc.Units {
		f.Units = append(f.Units, p.Unit+" "+p.Square)
	}
	data, err := json.MarshalIndent(f, "", "  ")
	if err != nil {
		return nil, err
	}
	return append(data, '\n'), nil
}
