package game

import (
	"io/fs"
	"slices"
	"strings"
	"sync"

	"taktik/assets"
	"taktik/maps"
	"taktik/units"
)

// A scenario is a battle on part of the continent, or the whole of it, with a goal in
// place of R22's cities: a side that must take cities, hold them or destroy units within
// a turn limit. It is a file (docs/scenarios.md, scenariofile.go); the built-in ones are
// assets/scenarios, a player's own are read the same way and added (AddScenario). The
// engine reads it like any game: Options.Scenario names it, New puts its units on the
// board and leaves every other unit out of the game (Absent, as the short game does,
// R34), the history holds only the play, and a saved game names the scenario (and
// carries a player's own file), so it is continued and replayed like any other.
//
// Victory: the goal's side (Attacker) wins at the end of its own player turn once it
// owns every city to take (R21 decides who owns a city) and every unit to destroy is
// gone; its opponent wins at the end of its own player turn if it owns a city to hold;
// when the turn limit runs out the goal's side wins if its goal was only to hold, else
// its opponent. A side with no unit left on the board still loses at once (R22).
type Scenario struct {
	ID        string     // a built-in one's texts are "scenario.ID.title", ".text" and ".short"
	Order     int        // its place among the built-in ones
	Attacker  units.Side // the goal's side
	Objective []string   // the cities to take, by name
	Hold      []string   // the cities to hold
	Destroy   []string   // the enemy units to destroy, by protocol id
	TurnLimit int        // game turns the goal's side has
	Units     []Placement
	Held      []CityHeld // cities held at the start by the side that is not their own

	Mode            Mode
	Optional        []string // the optional rules it is played with, by their words (Switches)
	First, Player   units.Side
	Opponent        string // the computer's level, a protocol word
	Hints           bool   // whether the General's advice may be asked
	HintLimit       int    // how often it may be asked in a game; 0: as often as the player likes
	Title, Briefing Texts  // a player's own file's texts; a built-in one's are the catalogs'
	Lesson          *Lesson
	Builtin         bool
	Source          []byte // the file, for a saved game of a player's own scenario
}

// Placement is a unit on a square at a scenario's start, by protocol ids.
type Placement struct{ Unit, Square string }

// CityHeld is a city held at a scenario's start by a side.
type CityHeld struct {
	City string
	Side units.Side
}

// Text is one of the scenario's texts ("title", "text" or "short") in a language: the
// file's own, else the catalog's.
func (sc Scenario) Text(lang, part string) string {
	t := sc.Briefing
	if part == "title" || part == "short" {
		t = sc.Title
	}
	if s := t[lang]; s != "" {
		return s
	}
	if s := t["en"]; s != "" {
		return s
	}
	return ""
}

var (
	scenarioMu sync.RWMutex
	builtin    []Scenario // the built-in scenarios in their order
	ownScen    []Scenario // a player's own, added while the program runs
	lessons    []Scenario // the built-in lessons, by file name
)

func init() {
	entries, err := fs.ReadDir(assets.Scenarios, "scenarios")
	if err != nil {
		panic(err)
	}
	for _, e := range entries {
		data, err := fs.ReadFile(assets.Scenarios, "scenarios/"+e.Name())
		if err != nil {
			panic(err)
		}
		sc, err := ParseScenario(data)
		if err != nil { // TestBuiltinScenariosCheck holds them against the board too
			panic("assets/scenarios/" + e.Name() + ": " + err.Error())
		}
		sc.Builtin = true
		if sc.Lesson != nil {
			lessons = append(lessons, sc)
		} else {
			builtin = append(builtin, sc)
		}
	}
	slices.SortStableFunc(builtin, func(a, b Scenario) int { return a.Order - b.Order })
	slices.SortStableFunc(lessons, func(a, b Scenario) int { return a.Order - b.Order })
}

// Scenarios are the built-in scenarios, each a step harder than the one before.
func Scenarios() []Scenario { return slices.Clone(builtin) }

// Lessons are the built-in lesson files, in their order.
func Lessons() []Scenario { return slices.Clone(lessons) }

// FindScenario is the scenario with an id: a built-in one or a player's own.
func FindScenario(id string) (Scenario, bool) {
	scenarioMu.RLock()
	defer scenarioMu.RUnlock()
	for _, list := range [][]Scenario{builtin, ownScen} {
		for _, s := range list {
			if s.ID == id {
				return s, true
			}
		}
	}
	return Scenario{}, false
}

// AddScenario makes a player's own scenario, checked already, known by its id, so that
// Options.Scenario may name it. An id of a built-in scenario is refused; a player's own
// with the same id is replaced.
func AddScenario(sc Scenario) error {
	scenarioMu.Lock()
	defer scenarioMu.Unlock()
	if slices.ContainsFunc(builtin, func(s Scenario) bool { return s.ID == sc.ID }) {
		return Faults{refuse("rule.scenario.id.builtin", Short(sc.ID))}
	}
	sc.Builtin = false
	ownScen = slices.DeleteFunc(ownScen, func(s Scenario) bool { return s.ID == sc.ID })
	ownScen = append(ownScen, sc)
	return nil
}

// setUpScenario puts the scenario's units on the board, leaves every other unit out of
// the game, gives the cities it names to their holders, and starts it.
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
	for _, h := range sc.Held {
		if k := g.cityNamed(h.City); k >= 0 {
			g.st.Owners[k] = h.Side
		}
	}
	g.start()
	return nil
}

// scenarioOptions fixes what a scenario decides itself: its rules, its turn limit, who
// moves first, units placed by the scenario.
func (o Options) scenarioOptions() (Options, error) {
	sc, ok := FindScenario(o.Scenario)
	if !ok {
		return o, refuse("rule.options.no.scenario", o.Scenario)
	}
	o.Mode, o.TurnLimit, o.First, o.Setup = sc.Mode, sc.TurnLimit, sc.First, SetupAuto
	for _, sw := range Switches {
		if sw.Optional {
			*sw.Of(&o) = slices.Contains(sc.Optional, sw.Word)
		}
	}
	return o, nil
}

func (g *Game) cityNamed(name string) int {
	return slices.IndexFunc(g.board.Cities, func(c maps.City) bool { return strings.EqualFold(c.Name, name) })
}

// ObjectiveHeld reports whether the scenario's goal side has met its goal: it owns
// every city to take and every unit to destroy is gone; false outside a scenario or
// for a goal that is only to hold.
func (g *Game) ObjectiveHeld() bool {
	sc, ok := FindScenario(g.st.Options.Scenario)
	if !ok || len(sc.Objective)+len(sc.Destroy) == 0 {
		return false
	}
	for _, name := range sc.Objective {
		if k := g.cityNamed(name); k < 0 || g.st.Owners[k] != sc.Attacker {
			return false
		}
	}
	for _, id := range sc.Destroy {
		if u, ok := UnitNumber(id); ok && g.st.Units[u].Status == OnBoard {
			return false
		}
	}
	return true
}

// holdLost reports whether the goal side's opponent owns a city the goal side must hold.
func (g *Game) holdLost(sc Scenario) bool {
	for _, name := range sc.Hold {
		if k := g.cityNamed(name); k >= 0 && g.st.Owners[k] != sc.Attacker {
			return true
		}
	}
	return false
}

// checkObjective ends a scenario at the end of a player turn: the goal's side's once
// its goal is met, the other side's once it has taken a city to hold.
func (g *Game) checkObjective() {
	sc, ok := FindScenario(g.st.Options.Scenario)
	switch {
	case !ok:
	case g.st.Side == sc.Attacker && g.ObjectiveHeld():
		g.win(winnerOf(sc.Attacker))
	case g.st.Side != sc.Attacker && g.holdLost(sc):
		g.win(winnerOf(sc.Attacker.Opponent()))
	}
}

// decideScenario ends a scenario at its turn limit: a goal to take or destroy was not
// met, so the other side wins; a goal only to hold was.
func (g *Game) decideScenario() {
	sc, _ := FindScenario(g.st.Options.Scenario)
	if len(sc.Objective)+len(sc.Destroy) == 0 && !g.holdLost(sc) {
		g.win(winnerOf(sc.Attacker))
		return
	}
	g.win(winnerOf(sc.Attacker.Opponent()))
}
