package lesson

import (
	"slices"
	"strings"

	"taktik/game"
	"taktik/maps"
	"taktik/units"
)

// The checks the lesson files' steps are made of beyond script.go's, for the first lesson
// above all (assets/scenarios/lesson-first.json). Its plan: the armour hops to 34-32,
// then on into Indigau at 34-34 where the enemy stops it (R12); the infantry from 33-30
// joins it on 36-34; the two southern infantry stay in the contact they started in.
// Combat: every contact must be fought (R14), all battles declared first (R15): armour
// and infantry against the city's defender at 3-1 (R16), a die of 3, DB2 (R17), the
// defender retreated by the player (R19); the southern pair against its enemy at 2-1, a
// die of 2, an exchange (R18). The armour then holds Indigau free of enemies and takes it
// at the end of the turn (R21); the computer plays Blue's reply, and the lesson closes on
// how a game is won (R22).

// CityOwner is the side that holds Indigau.
func CityOwner(g *game.Game) units.Side { return cityOwner(g, City) }

func cityOwner(g *game.Game, name string) units.Side {
	for i, c := range g.Board().Cities {
		if strings.EqualFold(c.Name, name) {
			return g.Owner(i)
		}
	}
	panic("no " + name + " on the board")
}

func at(o Obs, id string) maps.Square { return o.Game.Unit(Unit(id)).Square }

// inCityNamed reports whether a square belongs to a city.
func inCityNamed(o Obs, s maps.Square, name string) bool {
	c := o.Game.Board().CityAt(s)
	return c != nil && strings.EqualFold(c.Name, name)
}

func buttons(keys ...string) func(Obs) Marks {
	return func(Obs) Marks { return Marks{Buttons: keys} }
}

// notMoving reports that the movement phase of Red's first turn is over.
func notMoving(o Obs) bool {
	return o.Game.Turn() != 1 || o.Game.Phase() != game.PhaseMovement
}

// cannotReach reports that a unit is not on a square and can no longer get there.
func cannotReach(id string, to maps.Square) func(Obs) bool {
	return func(o Obs) bool {
		if at(o, id) == to {
			return false
		}
		if notMoving(o) {
			return true
		}
		return !slices.ContainsFunc(o.Game.Reach(Unit(id)), func(r game.ReachSquare) bool { return r.Square == to })
	}
}

// OffPlan reports that the position has left the lesson's plan in a way Undo can still
// take back: a unit moved elsewhere than the plan says, or a battle declared that the
// lesson's dice do not plan. While Red moves, only the units the plan keeps where they
// started count: the others may still be on their way.
func (sc *Script) OffPlan(o Obs) bool {
	g := o.Game
	if g.Turn() != 1 || g.Side() != units.Red {
		return false
	}
	for _, b := range g.Battles() {
		if b.Resolved {
			return false // a die has been rolled: nothing can be taken back any more
		}
	}
	for id, q := range sc.Plan {
		if at(o, id) != q && (g.Phase() != game.PhaseMovement || sc.Start(id) == q) {
			return true
		}
	}
	return g.Phase() != game.PhaseMovement && sc.OffScript(o)
}

// Resolved is done once the battle against exactly these defenders is resolved; with
// none named, the first battle declared.
func Resolved(def ...string) func(Obs) bool {
	return func(o Obs) bool {
		for k, b := range o.Game.Battles() {
			if (len(def) == 0 && k == 0 || len(def) > 0 && sameUnits(b.Defenders, def...)) && b.Resolved {
				return true
			}
		}
		return false
	}
}

// exchangeMarks marks the units an exchange may give up and the button that confirms.
func exchangeMarks(o Obs) Marks {
	m := Marks{Buttons: []string{"play.exchange.confirm"}}
	for _, n := range o.Game.Pending().Units {
		m.Squares = append(m.Squares, o.Game.Unit(n).Square)
	}
	return m
}

// EnemyTurnOver is done once the game is decided or Blue's turn is over and Red moves
// again.
func EnemyTurnOver(o Obs) bool {
	g := o.Game
	return g.Winner() != game.NoWinner || g.Turn() >= 2 && g.Side() == units.Red && g.Pending().Kind == game.NoDecision
}

// redRetreats reports that Red chooses where a beaten unit retreats.
func redRetreats(o Obs) bool {
	p := o.Game.Pending()
	return p.Kind == game.RetreatDecision && p.Side == units.Red
}

// citiesHeld fills a text with the enemy's cities and how many of them Red holds (R22).
func citiesHeld(o Obs) []any {
	held, all := 0, 0
	for i, c := range o.Game.Board().Cities {
		if c.Side == units.Blue {
			all++
			if o.Game.Owner(i) == units.Red {
				held++
			}
		}
	}
	return []any{all, held}
}

// inCity reports whether a square belongs to Indigau.
func inCity(o Obs, s maps.Square) bool { return inCityNamed(o, s, City) }
