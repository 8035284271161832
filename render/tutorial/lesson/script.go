package lesson

import (
	"slices"

	"taktik/game"
	"taktik/maps"
	"taktik/units"
)

// Script is one lesson as data: its position (units on squares, enemy cities already
// Red's), the corner of the map it is played in, the battles whose dice it fixes, and
// its steps. The steps of the later lessons are built from the small checks below
// (MovedTo, Declared, Rolled, …), each of which reads the engine's state.
type Script struct {
	ID        string // its name and summary are "lesson.ID.name" and "lesson.ID.about"
	Mode      game.Mode
	Units     []game.Placement
	RedCities []string // enemy cities Red already holds at the start (R21)
	Corner    Corner
	Battles   []Rigged // the battles the lesson plans, with the die each gets
	Steps     func() []Step
	// File is the lesson's file (assets/scenarios/lesson-ID.json or a player's own).
	File game.Scenario
	// Plan is where each unit stands once the lesson's moves are made (the stuck
	// clause "off plan").
	Plan map[string]maps.Square
}

// Corner is the rows and columns the lesson's units and their retreats use; the map is
// turned to it at the start.
type Corner game.Corner

// Rigged is a planned battle, by unit ids, and the die the lesson rolls for it in
// Red's first turn, so that it ends as the text explains (R17).
type Rigged struct {
	Attackers, Defenders []string
	Die                  int
	Result               game.Result // 0: Die as it stands; else the die that gives it (dieFor)
}

// prefix is the start of the script's step texts' keys, with its dot: "tut." for the
// first lesson, "lesson.ID." for the others (the catalogs' guard sees the prefixes).
func (sc *Script) prefix() string {
	if sc.ID == "first" {
		return "tut."
	}
	return "lesson." + sc.ID + "."
}

// DieFor is the die for battle k of the game, or 0 for the game's own.
func (sc *Script) DieFor(g *game.Game, k int) int {
	if g.Turn() != 1 || g.Side() != units.Red || k < 0 || k >= len(g.Battles()) {
		return 0
	}
	b := g.Battles()[k]
	for _, r := range sc.Battles {
		if sameUnits(b.Attackers, r.Attackers...) && sameUnits(b.Defenders, r.Defenders...) {
			if r.Result != 0 {
				return dieFor(b.Odds, r.Result, r.Die)
			}
			return r.Die
		}
	}
	return 0
}

// Start is where a unit of the lesson stands at its start.
func (sc *Script) Start(id string) maps.Square {
	for _, p := range sc.Units {
		if p.Unit == id {
			return sq(p.Square)
		}
	}
	panic("no unit " + id + " in lesson " + sc.ID)
}

// First is the first lesson: one whole turn of the basic game.
func First() *Script { return scripts()[0] }

// Scripts are the lessons in the order the Lessons screen lists them, each from its file.
func Scripts() []*Script { return scripts() }

// scripts reads the built-in lesson files; they ship with the program, so a broken one
// is a bug the tests catch.
func scripts() []*Script {
	var list []*Script
	for _, f := range game.Lessons() {
		sc, err := FromFile(f)
		if err != nil {
			panic("lesson " + f.ID + ": " + err.Error())
		}
		list = append(list, sc)
	}
	return list
}

// Find is the lesson with an id.
func Find(id string) (*Script, bool) {
	for _, sc := range Scripts() {
		if sc.ID == id {
			return sc, true
		}
	}
	return nil, false
}

// Next is the lesson after one, if any.
func Next(id string) (*Script, bool) {
	list := Scripts()
	for i, sc := range list {
		if sc.ID == id && i+1 < len(list) {
			return list[i+1], true
		}
	}
	return nil, false
}

// The checks later lessons build their steps from.

// MovedTo is done once a unit stands on a square.
func MovedTo(id, square string) func(Obs) bool {
	return func(o Obs) bool { return at(o, id) == sq(square) }
}

// Combat is done once Red's movement is over.
func Combat(o Obs) bool { return o.Game.Phase() == game.PhaseCombat || o.Game.Turn() > 1 }

// Declared is done once a battle of exactly these units is declared.
func Declared(att []string, def ...string) func(Obs) bool {
	return func(o Obs) bool {
		for _, b := range o.Game.Battles() {
			if sameUnits(b.Attackers, att...) && sameUnits(b.Defenders, def...) {
				return true
			}
		}
		return o.Game.Turn() > 1
	}
}

// Rolled is done once every declared battle is resolved and no decision waits.
func Rolled(o Obs) bool {
	g := o.Game
	for _, b := range g.Battles() {
		if !b.Resolved {
			return false
		}
	}
	return len(g.Battles()) > 0 && g.Pending().Kind == game.NoDecision
}

// Decided is done once no decision of the kind waits any more.
func Decided(k game.DecisionKind) func(Obs) bool {
	return func(o Obs) bool { return o.Game.Pending().Kind != k }
}

// Waiting skips a step while no decision of the kind waits.
func Waiting(k game.DecisionKind) func(Obs) bool {
	return func(o Obs) bool { return o.Game.Pending().Kind != k }
}

// TurnEnded is done once Red's first turn is over.
func TurnEnded(o Obs) bool {
	return o.Game.Turn() > 1 || o.Game.Side() != units.Red || o.Game.Winner() != game.NoWinner
}

// Won is done once the game is decided.
func Won(o Obs) bool { return o.Game.Winner() != game.NoWinner }

// Squares marks squares by name.
func Squares(names ...string) func(Obs) Marks {
	list := make([]maps.Square, len(names))
	for i, n := range names {
		list[i] = sq(n)
	}
	return func(Obs) Marks { return Marks{Squares: list} }
}

// Units marks the squares units stand on now.
func Units(ids ...string) func(Obs) Marks {
	return func(o Obs) Marks {
		var m Marks
		for _, id := range ids {
			if u := o.Game.Unit(Unit(id)); u.Status == game.OnBoard {
				m.Squares = append(m.Squares, u.Square)
			}
		}
		return m
	}
}

// Buttons marks order buttons by their translation keys.
func Buttons(keys ...string) func(Obs) Marks { return buttons(keys...) }

// MoveMarks marks the unit to move until it is selected, then the square to move it to.
func MoveMarks(id, to string) func(Obs) Marks {
	return func(o Obs) Marks {
		if o.Selected != Unit(id) {
			return Marks{Squares: []maps.Square{at(o, id)}}
		}
		return Marks{Squares: []maps.Square{sq(to)}}
	}
}

// BattleMarks marks a battle's units until they are picked, then Declare.
func BattleMarks(att []string, def ...string) func(Obs) Marks {
	return func(o Obs) Marks {
		if sameUnits(o.Attackers, att...) && sameUnits(o.Defenders, def...) {
			return Marks{Buttons: []string{"play.declare"}}
		}
		return Units(append(slices.Clone(att), def...)...)(o)
	}
}

// CantReach is stuck once a unit is not on a square and cannot get there any more.
func CantReach(id, square string) func(Obs) bool { return cannotReach(id, sq(square)) }

// OffScript is stuck once a battle the lesson does not plan has been declared, or a
// unit the lesson keeps has gone.
func (sc *Script) OffScript(o Obs) bool {
	if o.Game.Turn() != 1 || o.Game.Side() != units.Red {
		return false
	}
	for _, b := range o.Game.Battles() {
		if !slices.ContainsFunc(sc.Battles, func(r Rigged) bool {
			return sameUnits(b.Attackers, r.Attackers...) && sameUnits(b.Defenders, r.Defenders...)
		}) {
			return true
		}
	}
	return false
}
