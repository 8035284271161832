package game

import (
	"slices"

	"taktik/maps"
	"taktik/units"
)

// A scenario is a small battle on part of the continent for a first game: the basic
// game (R13) with a few units a side on given squares, a side that must take cities
// (the objective) and a turn limit. The engine reads it like any game: Options.Scenario
// names it, New puts its units on the board and leaves every other unit out of the game
// (Absent, as the short game does, R34), the history holds only the play, and a saved
// game names the scenario, so it is continued and replayed like any other.
//
// Victory (in place of R22's cities, which a scenario's small forces could never meet):
// the attacker wins at the end of its own player turn once it owns every city of the
// objective (R21 decides who owns a city); when the turn limit runs out the defender
// wins. A side with no unit left on the board still loses at once (R22).
type Scenario struct {
	ID        string     // its texts are "scenario.ID.title" and "scenario.ID.text"
	Attacker  units.Side // the side that must take the objective; it moves first
	Objective []string   // the cities to take, by name
	TurnLimit int        // game turns the attacker has
	Units     []Placement
}

// Placement is a unit on a square at a scenario's start, by protocol ids.
type Placement struct{ Unit, Square string }

// Scenarios are the first scenarios, each a step bigger than the one before.
func Scenarios() []Scenario { return slices.Clone(scenarios) }

// FindScenario is the scenario with an id.
func FindScenario(id string) (Scenario, bool) {
	for _, s := range scenarios {
		if s.ID == id {
			return s, true
		}
	}
	return Scenario{}, false
}

var scenarios = []Scenario{
	{ // 8 against 6: the Red corps at the border strikes at Indigau, two squares of it held
		ID: "indigau", Attacker: units.Red, Objective: []string{"Indigau"}, TurnLimit: 6,
		Units: []Placement{
			{"red:arm1", "36-29"}, {"red:arm2", "34-29"}, {"red:inf1", "33-30"}, {"red:inf2", "35-30"},
			{"red:inf3", "37-30"}, {"red:inf4", "38-29"}, {"red:inf5", "32-29"}, {"red:inf6", "36-28"},
			{"blue:inf1", "34-34"}, {"blue:inf2", "35-35"}, {"blue:inf3", "33-36"}, {"blue:inf4", "36-37"},
			{"blue:inf5", "37-35"}, {"blue:inf6", "34-38"},
		},
	},
	{ // 12 against 10: Indigau and Saphirhafen behind it, on the road between them
		ID: "saphir", Attacker: units.Red, Objective: []string{"Indigau", "Saphirhafen"}, TurnLimit: 10,
		Units: []Placement{
			{"red:arm1", "36-29"}, {"red:arm2", "34-29"}, {"red:arm3", "39-29"}, {"red:inf1", "33-30"},
			{"red:inf2", "35-30"}, {"red:inf3", "37-30"}, {"red:inf4", "38-29"}, {"red:inf5", "32-29"},
			{"red:inf6", "36-28"}, {"red:inf7", "40-30"}, {"red:inf8", "39-28"}, {"red:inf9", "37-28"},
			{"blue:inf1", "34-34"}, {"blue:inf2", "35-35"}, {"blue:inf3", "33-36"}, {"blue:inf4", "37-37"},
			{"blue:inf5", "38-36"}, {"blue:inf6", "39-43"}, {"blue:inf7", "38-44"}, {"blue:inf8", "36-40"},
			{"blue:arm1", "35-38"}, {"blue:arm2", "38-40"},
		},
	},
}

// setUpScenario puts the scenario's units on the board, leaves every other unit out of
// the game, and starts it.
func (g *Game) setUpScenario() error {
	sc, ok := FindScenario(g.st.Options.Scenario)
	if !ok {
		return refuse("rule.options.no.scenario", g.st.Options.Scenario)
	}
	placed := make([]bool, NumUnits)
	for _, p := range sc.Units {
		u, ok := UnitNumber(p.Unit)
		sq, err := maps.ParseSquare(p.Square)
		if !ok || err != nil || !g.board.In(sq) || !g.board.Terrain(sq).Land() || g.at(g.board.Index(sq)) >= 0 {
			return refuse("rule.options.scenario.square", sc.ID, p.Unit, p.Square)
		}
		g.put(u, sq)
		placed[u] = true
	}
	for u := range g.st.Units {
		if !placed[u] {
			g.st.Units[u].Status = Absent
		}
	}
	g.start()
	return nil
}

// scenarioOptions fixes what a scenario decides itself: the basic game, its turn limit,
// the attacker moving first, units placed by the scenario.
func (o Options) scenarioOptions() (Options, error) {
	sc, ok := FindScenario(o.Scenario)
	if !ok {
		return o, refuse("rule.options.no.scenario", o.Scenario)
	}
	o.Mode, o.TurnLimit, o.First, o.Setup = Basic, sc.TurnLimit, sc.Attacker, SetupAuto
	return o, nil
}

// ObjectiveHeld reports whether the scenario's attacker owns every city of its
// objective; false outside a scenario.
func (g *Game) ObjectiveHeld() bool {
	sc, ok := FindScenario(g.st.Options.Scenario)
	if !ok {
		return false
	}
	for _, name := range sc.Objective {
		k := slices.IndexFunc(g.board.Cities, func(c maps.City) bool { return c.Name == name })
		if k < 0 || g.st.Owners[k] != sc.Attacker {
			return false
		}
	}
	return true
}

// checkObjective ends a scenario at the end of its attacker's player turn once the
// objective is held.
func (g *Game) checkObjective() {
	sc, ok := FindScenario(g.st.Options.Scenario)
	if ok && g.st.Side == sc.Attacker && g.ObjectiveHeld() {
		g.win(winnerOf(sc.Attacker))
	}
}

// decideScenario ends a scenario at its turn limit: the objective was not taken, so
// the defender wins.
func (g *Game) decideScenario() {
	sc, _ := FindScenario(g.st.Options.Scenario)
	g.win(winnerOf(sc.Attacker.Opponent()))
}
