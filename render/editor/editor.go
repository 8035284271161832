// Package editor is the scenario editor's model, with no graphics: a scenario being
// made, started from the full deployment, an empty board or any position of a game;
// units placed and removed by square, the goal and the briefing set, and the file
// written and read back in the format of docs/scenarios.md. Every change is checked by
// the rules' own checks (game.CheckScenario), so the editor and `taktik scenario check`
// never disagree. The screen around it draws what it holds and turns clicks into its
// calls.
package editor

import (
	"slices"

	"taktik/game"
	"taktik/maps"
	"taktik/units"
)

// Editor is a scenario being made on a board.
type Editor struct {
	board *maps.Board
	sc    game.Scenario
}

// New starts an empty board: no units, a goal for Red to take nothing yet, ten turns,
// the Recruit as the opponent, hints allowed.
func New(b *maps.Board, id string) *Editor {
	return &Editor{board: b, sc: game.Scenario{ID: id, Mode: game.Basic, Attacker: units.Red, First: units.Red,
		Player: units.Red, Opponent: "easy", Hints: true, TurnLimit: 10}}
}

// FromGame starts from a game's position: every unit on the board where it stands, the
// cities held where they are held, the game's rules, the side to move moving first (the
// replay viewer's "Edit from here" and a saved game). A game of a scenario keeps the
// scenario's goal as far as it still stands (cities not yet taken, units not yet
// destroyed), its turns left, its opponent and its texts. The full deployment is a new
// game's position (FromDeployment).
func FromGame(g *game.Game, id string) *Editor {
	e := New(g.Board(), id)
	o := g.Options()
	e.sc.Mode, e.sc.Optional = o.Mode, optionalOf(o)
	e.sc.First, e.sc.Attacker, e.sc.Player = g.Side(), g.Side(), g.Side()
	for u := range game.NumUnits {
		if x := g.Unit(u); x.Status == game.OnBoard {
			e.sc.Units = append(e.sc.Units, game.Placement{Unit: game.UnitInfo(u).ID, Square: x.Square.String()})
		}
	}
	for k, c := range g.Board().Cities {
		if o := g.Owner(k); o != c.Side {
			e.sc.Held = append(e.sc.Held, game.CityHeld{City: c.Name, Side: o})
		}
	}
	if sc, ok := game.FindScenario(o.Scenario); ok {
		e.keepGoal(sc, g.Turn())
	}
	return e
}

// keepGoal takes over what still stands of a scenario's goal at a game turn.
func (e *Editor) keepGoal(sc game.Scenario, turn int) {
	e.sc.Attacker, e.sc.Player, e.sc.Opponent, e.sc.Hints = sc.Attacker, sc.Player, sc.Opponent, sc.Hints
	e.sc.TurnLimit = max(sc.TurnLimit-turn+1, 1)
	e.sc.Objective, e.sc.Hold, e.sc.Destroy = nil, nil, nil
	for _, name := range append(slices.Clone(sc.Objective), sc.Hold...) {
		e.ToggleCity(name)
	}
	for _, id := range sc.Destroy {
		if slices.ContainsFunc(e.sc.Units, func(p game.Placement) bool { return p.Unit == id }) {
			e.sc.Destroy = append(e.sc.Destroy, id)
		}
	}
	for _, l := range []string{"en", "de"} {
		e.SetBriefing(l, sc.Text(l, "title"), sc.Text(l, "text"))
	}
}

// optionalOf is the optional rules a game is played with, by their words.
func optionalOf(o game.Options) []string {
	var w []string
	for _, sw := range game.Switches {
		if sw.Optional && *sw.Of(&o) {
			w = append(w, sw.Word)
		}
	}
	return w
}

// FromDeployment starts from the full deployment of a new game (R9).
func FromDeployment(b *maps.Board, id string) (*Editor, error) {
	g, err := game.New(b, game.Options{Mode: game.Basic, Seed: 1})
	if err != nil {
		return nil, err
	}
	return FromGame(g, id), nil
}

// Load reads a scenario file into the editor; a faulty file's faults are the error.
func Load(b *maps.Board, data []byte) (*Editor, error) {
	sc, err := game.LoadScenario(b, data)
	if err != nil {
		return nil, err
	}
	return &Editor{board: b, sc: sc}, nil
}

// Scenario is the scenario as it stands.
func (e *Editor) Scenario() game.Scenario { return e.sc }

// At is the unit on a square, "" for none.
func (e *Editor) At(s maps.Square) string {
	if k := e.index(s); k >= 0 {
		return e.sc.Units[k].Unit
	}
	return ""
}

func (e *Editor) index(s maps.Square) int {
	return slices.IndexFunc(e.sc.Units, func(p game.Placement) bool { return p.Square == s.String() })
}

// Place puts a unit on a square, taking it from where it stood; a square off the
// board, on water or taken is refused with the check's sentence.
func (e *Editor) Place(unit string, s maps.Square) error {
	next := slices.DeleteFunc(slices.Clone(e.sc.Units), func(p game.Placement) bool { return p.Unit == unit })
	next = append(next, game.Placement{Unit: unit, Square: s.String()})
	try := e.sc
	try.Units = next
	for _, f := range game.CheckScenario(e.board, try) {
		if slices.Contains(f.Data(), any(unit)) { // the new unit's own fault, not the goal's
			return f
		}
	}
	e.sc.Units = next
	return nil
}

// Remove takes the unit off a square, and out of the units to destroy; false when none
// stood there.
func (e *Editor) Remove(s maps.Square) bool {
	k := e.index(s)
	if k < 0 {
		return false
	}
	e.sc.Destroy = slices.DeleteFunc(e.sc.Destroy, func(id string) bool { return id == e.sc.Units[k].Unit })
	e.sc.Units = slices.Delete(e.sc.Units, k, k+1)
	return true
}

// Goal is what a scenario asks of a side.
type Goal struct {
	Side                units.Side
	Take, Hold, Destroy []string
	Turns               int
}

// SetGoal sets the goal; the player takes the goal's side.
func (e *Editor) SetGoal(g Goal) {
	e.sc.Attacker, e.sc.Player = g.Side, g.Side
	e.sc.Objective, e.sc.Hold, e.sc.Destroy, e.sc.TurnLimit = g.Take, g.Hold, g.Destroy, g.Turns
}

// SetTurns sets the goal's turn limit (at least one game turn).
func (e *Editor) SetTurns(n int) { e.sc.TurnLimit = max(n, 1) }

// SetSide gives the goal to a side, which the player plays: the cities of the goal that
// side holds are to be held, the others to be taken, and only the other side's units
// are to be destroyed.
func (e *Editor) SetSide(side units.Side) {
	cities := append(slices.Clone(e.sc.Objective), e.sc.Hold...)
	e.sc.Attacker, e.sc.Player, e.sc.Objective, e.sc.Hold = side, side, nil, nil
	for _, c := range cities {
		e.ToggleCity(c)
	}
	e.sc.Destroy = slices.DeleteFunc(e.sc.Destroy, func(id string) bool { return sideOf(id) == side })
}

func sideOf(id string) units.Side {
	if u, ok := game.UnitNumber(id); ok {
		return game.UnitInfo(u).Side
	}
	return units.Red
}

// ToggleCity puts a city into the goal or takes it out: a city the goal's side holds at
// the start is to be held, any other to be taken.
func (e *Editor) ToggleCity(name string) {
	k := slices.IndexFunc(e.board.Cities, func(c maps.City) bool { return c.Name == name })
	if k < 0 {
		return
	}
	drop := func(l []string) ([]string, bool) {
		n := len(l)
		l = slices.DeleteFunc(slices.Clone(l), func(c string) bool { return c == name })
		return l, len(l) < n
	}
	var took, held bool
	e.sc.Objective, took = drop(e.sc.Objective)
	e.sc.Hold, held = drop(e.sc.Hold)
	switch {
	case took || held:
	case e.sc.Owner(e.board.Cities[k]) == e.sc.Attacker:
		e.sc.Hold = append(e.sc.Hold, name)
	default:
		e.sc.Objective = append(e.sc.Objective, name)
	}
}

// ToggleDestroy puts a unit on the board among the units to destroy or takes it out;
// false for a unit of the goal's own side or one not on the board.
func (e *Editor) ToggleDestroy(s maps.Square) bool {
	id := e.At(s)
	if id == "" || sideOf(id) == e.sc.Attacker {
		return false
	}
	if k := slices.Index(e.sc.Destroy, id); k >= 0 {
		e.sc.Destroy = slices.Delete(slices.Clone(e.sc.Destroy), k, k+1)
	} else {
		e.sc.Destroy = append(slices.Clone(e.sc.Destroy), id)
	}
	return true
}

// SetBriefing sets the title and the briefing in a language ("en" or "de").
func (e *Editor) SetBriefing(lang, title, text string) {
	if e.sc.Title == nil {
		e.sc.Title, e.sc.Briefing = game.Texts{}, game.Texts{}
	}
	e.sc.Title[lang], e.sc.Briefing[lang] = title, text
}

// SetID names the scenario (its file is ID.json; a saved game names it so).
func (e *Editor) SetID(id string) { e.sc.ID = id }

// Levels are the computer's levels a scenario may set, by their protocol words: the
// Recruit, the Officer, the General and the Field Marshal.
var Levels = []string{"easy", "medium", "hard", "expert"}

// SetOpponent sets the computer's level (one of Levels) and whether hints are allowed.
func (e *Editor) SetOpponent(level string, hints bool) { e.sc.Opponent, e.sc.Hints = level, hints }

// SetFirst sets the side that moves first.
func (e *Editor) SetFirst(side units.Side) { e.sc.First = side }

// SetRules sets the rule level and the optional rules (words of game.Switches), kept in
// the table's order.
func (e *Editor) SetRules(mode game.Mode, optional []string) {
	e.sc.Mode, e.sc.Optional = mode, nil
	for _, sw := range game.Switches {
		if sw.Optional && slices.Contains(optional, sw.Word) {
			e.sc.Optional = append(e.sc.Optional, sw.Word)
		}
	}
}

// Faults are what `taktik scenario check` would say of the scenario now.
func (e *Editor) Faults() game.Faults {
	data, err := e.sc.File()
	if err != nil {
		return game.Faults{}
	}
	if _, err := game.LoadScenario(e.board, data); err != nil {
		if f, ok := err.(game.Faults); ok {
			return f
		}
	}
	return nil
}

// Save is the scenario's file; a scenario with faults is not written.
func (e *Editor) Save() ([]byte, error) {
	if f := e.Faults(); len(f) > 0 {
		return nil, f
	}
	return e.sc.File()
}

// TestPlay makes the scenario known to the engine (game.AddScenario) and starts it, for
// a game against the computer before the file is saved.
func (e *Editor) TestPlay(seed uint64) (*game.Game, error) {
	data, err := e.Save()
	if err != nil {
		return nil, err
	}
	sc, err := game.LoadScenario(e.board, data)
	if err == nil {
		err = game.AddScenario(sc)
	}
	if err != nil {
		return nil, err
	}
	return game.New(e.board, game.Options{Scenario: sc.ID, Seed: seed})
}
