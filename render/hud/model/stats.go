package model

import (
	"slices"
	"strings"

	"taktik/game"
	"taktik/maps"
	"taktik/render/lang"
	"taktik/units"
)

// Cities counts what a side holds: cities of its own country still its own, and cities
// of the enemy's country it has taken (R21).
type Cities struct {
	Own, OwnTotal int // own-country cities held, out of how many the country has
	Captured      int // enemy cities held
}

// Losses are a side's eliminated units, by kind (index units.Kind).
type Losses [6]int

// Total is the number of units lost.
func (l Losses) Total() int {
	n := 0
	for _, k := range l {
		n += k
	}
	return n
}

// Tally is the standing of both sides, indexed by units.Side: what the panel shows and
// the victory summary builds on.
type Tally struct {
	Cities [2]Cities
	Losses [2]Losses
}

// position is what a tally needs of a game.
type position interface {
	Owner(city int) units.Side
	Unit(n int) game.UnitState
}

// Count tallies a position: the cities by owner and home country, the eliminated units
// by side and kind.
func Count(g *game.Game) Tally { return count(g, len(g.Board().Cities), cityHomes(g)) }

func cityHomes(g *game.Game) []units.Side {
	homes := make([]units.Side, len(g.Board().Cities))
	for k, c := range g.Board().Cities {
		homes[k] = c.Side
	}
	return homes
}

func count(p position, n int, homes []units.Side) Tally {
	var t Tally
	for k := 0; k < n; k++ {
		home, owner := homes[k], p.Owner(k)
		t.Cities[home].OwnTotal++
		if owner == home {
			t.Cities[home].Own++
		} else {
			t.Cities[owner].Captured++
		}
	}
	for u := 0; u < game.NumUnits; u++ {
		if p.Unit(u).Status == game.Eliminated {
			info := game.UnitInfo(u)
			t.Losses[info.Side][info.Kind]++
		}
	}
	return t
}

// How says how a game was decided (R22).
type How uint8

const (
	Undecided   How = iota
	Annihilated     // the loser has no unit left on the board
	AllCities       // the winner held every enemy city through the enemy's next turn
	TurnLimit       // the turn limit ran out: more enemy cities held wins, else a draw
	Objective       // a scenario's goal side met its goal: it took every city and unit it had to
	Held            // a scenario's turn limit ran out: the cities named were held
	Seized          // the goal side's opponent took a city the goal side had to hold
)

var howNames = [...]string{"", "annihilated", "cities", "turnlimit", "objective", "held", "seized"}

func (h How) String() string { return howNames[h] }

// Summary is the record of a finished (or running) game for the victory screen.
type Summary struct {
	Winner   game.Winner
	How      How
	Turns    int    // game turns played (the turn the game ended in counts)
	Battles  int    // battles resolved, by die or automatically
	Rolls    int    // battles decided by a die
	Captures [2]int // city captures made by each side during the game (R21)
	// Objective names what a scenario's end was about, joined by commas ("" outside
	// one): the cities and units taken (Objective), the cities held to the turn limit
	// (Held), the cities to hold that were taken (Seized).
	Objective string
	Tally
}

// Summarize reads a game's outcome and record from its state and its event log.
func Summarize(g *game.Game) Summary {
	s := Summary{Winner: g.Winner(), Turns: g.Turn(), Tally: Count(g)}
	for _, e := range g.Events() {
		switch e.Kind {
		case game.EvRoll:
			s.Battles++
			if e.Die > 0 {
				s.Rolls++
			}
		case game.EvCapture:
			s.Captures[e.Side]++
		}
	}
	s.How = decidedBy(g, s.Winner)
	if sc, ok := game.FindScenario(g.Options().Scenario); ok {
		s.Objective = strings.Join(scenarioNames(g, sc, s.How), ", ")
	}
	return s
}

// scenarioNames are the cities (and units) a scenario's end was about.
func scenarioNames(g *game.Game, sc game.Scenario, how How) []string {
	switch {
	case how == Objective:
		return append(slices.Clone(sc.Objective), sc.Destroy...)
	case how == Seized:
		return lostHolds(g, sc)
	case how == Held && WinnerSide(g.Winner()) == sc.Attacker: // a goal only to hold, met
		return sc.Hold
	case how == Held && len(sc.Objective) > 0: // the cities to take, kept by the other side
		return sc.Objective
	}
	return append(slices.Clone(sc.Objective), sc.Destroy...)
}

// lostHolds are the cities the scenario's goal side had to hold and its opponent owns.
func lostHolds(g *game.Game, sc game.Scenario) []string {
	var lost []string
	for _, name := range sc.Hold {
		k := slices.IndexFunc(g.Board().Cities, func(c maps.City) bool { return strings.EqualFold(c.Name, name) })
		if k >= 0 && g.Owner(k) != sc.Attacker {
			lost = append(lost, name)
		}
	}
	return lost
}

// decidedBy tells which of R22's conditions ended the game. The engine logs only the
// winner, so the reason is read back from the final position the way the engine decides
// (game/turn.go): a side wiped out at once; every enemy city held is checked at the end
// of the loser's player turn, so that winner is the side not moving; the turn limit
// comes last, at the end of the second player's turn.
func decidedBy(g *game.Game, w game.Winner) How {
	red, blue := g.OnBoard(units.Red), g.OnBoard(units.Blue)
	var side units.Side
	switch w {
	case game.NoWinner:
		return Undecided
	case game.Draw:
		if red == 0 && blue == 0 {
			return Annihilated
		}
		return TurnLimit
	case game.RedWins:
		side = units.Red
	case game.BlueWins:
		side = units.Blue
	}
	if g.OnBoard(side.Opponent()) == 0 {
		return Annihilated
	}
	if sc, ok := game.FindScenario(g.Options().Scenario); ok { // a scenario's own victory (game/scenario.go)
		switch {
		case side != sc.Attacker && len(lostHolds(g, sc)) > 0:
			return Seized
		case side == sc.Attacker && g.ObjectiveHeld():
			return Objective
		}
		return Held
	}
	if side != g.Side() && holdsAll(g, side) || g.Options().TurnLimit == 0 {
		return AllCities
	}
	return TurnLimit
}

// holdsAll reports whether a side owns every city of the enemy's country.
func holdsAll(g *game.Game, side units.Side) bool {
	n := 0
	for k, c := range g.Board().Cities {
		if c.Side != side {
			n++
			if g.Owner(k) != side {
				return false
			}
		}
	}
	return n > 0
}

// ScenarioResult is how a player won a scenario: "won without hints" when the General
// was never asked, else "won" with how many hints; in how many turns either way. "" for
// a game that is no scenario, not won, or won by a side the computer commands.
func ScenarioResult(g *game.Game, computer func(units.Side) bool, hints int) string {
	w := g.Winner()
	if g.Options().Scenario == "" || (w != game.RedWins && w != game.BlueWins) || computer(WinnerSide(w)) {
		return ""
	}
	turns := lang.Tf(lang.Counted(g.Turn(), "hud.result.turns"), g.Turn())
	if hints == 0 {
		return lang.Tf("hud.result.nohints", turns)
	}
	return lang.Tf(lang.Counted(hints, "hud.result.hints"), turns, hints)
}

// HowText says how the game was decided, in words.
func HowText(s Summary) string {
	w := WinnerSide(s.Winner)
	switch s.How {
	case Annihilated:
		if s.Winner == game.Draw {
			return lang.T("hud.how.bothgone")
		}
		return lang.Tf("hud.how.annihilated", SideName(w.Opponent()))
	case AllCities:
		return lang.Tf("hud.how.cities", SideName(w), SideName(w.Opponent()))
	case TurnLimit:
		if s.Winner == game.Draw {
			return lang.T("hud.how.limitdraw")
		}
		return lang.Tf("hud.how.limit", SideName(w))
	case Objective:
		return lang.Tf("hud.how.objective", SideName(w), s.Objective)
	case Held:
		return lang.Tf("hud.how.held", SideName(w), s.Objective)
	case Seized:
		return lang.Tf("hud.how.seized", SideName(w), s.Objective, SideName(w.Opponent()))
	}
	return ""
}
