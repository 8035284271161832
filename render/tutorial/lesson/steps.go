package lesson

import (
	"slices"

	"taktik/game"
	"taktik/maps"
	"taktik/units"
)

// Steps is the lesson, in order. The plan it follows on the board: the armour hops to
// 34-32, then on into Indigau at 34-34 where the enemy stops it (R12); the infantry
// from 33-30 joins it on 36-34; the two southern infantry stay in the contact they
// started in. Combat: every contact must be fought (R14), all battles declared first
// (R15): armour and infantry against the city's defender at 3-1 (R16), a die of 3, DB2
// (R17), the defender retreated by the player (R19); the southern pair against its
// enemy at 2-1, a die of 2, an exchange (R18). The armour then holds Indigau free of
// enemies and takes it at the end of the turn (R21); the computer plays Blue's reply,
// and the lesson closes on how a game is won (R22).
func Steps() []Step {
	return []Step{
		{ID: "welcome"},
		{ID: "squares", // R1: squares are named row-col
			Done:  func(o Obs) bool { return o.TipShown && inCity(o, o.Tip) },
			Marks: squares(TipSquare)},
		{ID: "terrain"}, // R13: in the basic game only water and cities matter
		{ID: "select",
			Done:  func(o Obs) bool { return o.Selected == Unit(RedArmour) || at(o, RedArmour) != startOf(RedArmour) },
			Stuck: notMoving,
			Marks: func(o Obs) Marks { return Marks{Squares: []maps.Square{at(o, RedArmour)}} }},
		{ID: "reach", // R11, R13: every square costs one point of the unit's movement
			Done:  func(o Obs) bool { return at(o, RedArmour) == FirstHop },
			Stuck: cannotReach(RedArmour, FirstHop),
			Marks: func(o Obs) Marks {
				if o.Selected != Unit(RedArmour) { // it must be selected again first
					return Marks{Squares: []maps.Square{at(o, RedArmour)}}
				}
				return Marks{Squares: []maps.Square{FirstHop}}
			}},
		{ID: "contact", // R12: entering a square next to an enemy ends the move
			Done:  func(o Obs) bool { return at(o, RedArmour) == CitySquare },
			Stuck: cannotReach(RedArmour, CitySquare),
			Marks: func(o Obs) Marks {
				if o.Selected != Unit(RedArmour) {
					return Marks{Squares: []maps.Square{at(o, RedArmour)}}
				}
				return Marks{Squares: []maps.Square{CitySquare}}
			}},
		{ID: "second", // R12: one unit a square, through friends, never through enemies
			Done:  func(o Obs) bool { return at(o, RedInfantry) == InfantryTo },
			Stuck: func(o Obs) bool { return cannotReach(RedInfantry, InfantryTo)(o) || !movedAsPlanned(o, RedArmour) },
			Marks: func(o Obs) Marks {
				if o.Selected != Unit(RedInfantry) {
					return Marks{Squares: []maps.Square{at(o, RedInfantry)}}
				}
				return Marks{Squares: []maps.Square{InfantryTo}}
			}},
		{ID: "endmove", // R10: movement first, then combat
			Done:  func(o Obs) bool { return o.Game.Turn() == 1 && o.Game.Phase() == game.PhaseCombat && !offPlan(o) },
			Stuck: offPlan,
			Marks: buttons("play.endmove")},
		{ID: "contacts", // R14, R15
			Stuck: offPlan,
			Marks: squares(BlueCitySq, BlueSouthSq)},
		{ID: "build", // R15, R16
			Done: func(o Obs) bool {
				return (sameUnits(o.Attackers, RedArmour, RedInfantry) && sameUnits(o.Defenders, BlueCity)) ||
					declared(o, BlueCity)
			},
			Stuck: offPlan,
			Marks: squares(CitySquare, InfantryTo, BlueCitySq)},
		{ID: "table", // R17
			Key:   "tut.table.key",
			Done:  func(o Obs) bool { return o.TableOpen },
			Stuck: offPlan},
		{ID: "declare", // R15
			Done:  func(o Obs) bool { return declared(o, BlueCity) },
			Stuck: offPlan,
			Marks: func(o Obs) Marks {
				if sameUnits(o.Attackers, RedArmour, RedInfantry) && sameUnits(o.Defenders, BlueCity) {
					return Marks{Buttons: []string{"play.declare"}}
				}
				return squares(CitySquare, InfantryTo, BlueCitySq)(o)
			}},
		{ID: "south", // R14: units in contact from the start must fight too
			Done:  func(o Obs) bool { return declared(o, BlueSouth) },
			Stuck: offPlan,
			Marks: func(o Obs) Marks {
				if sameUnits(o.Attackers, RedSouthA, RedSouthB) && sameUnits(o.Defenders, BlueSouth) {
					return Marks{Buttons: []string{"play.declare"}}
				}
				return Marks{Squares: []maps.Square{startOf(RedSouthA), startOf(RedSouthB), BlueSouthSq}}
			}},
		{ID: "roll", // R15, R17: the die; Die makes it a 3
			Done:  func(o Obs) bool { return resolved(o, BlueCity) },
			Marks: buttons("play.roll")},
		{ID: "retreat", // R19: the winner moves the beaten unit two squares
			Skip: func(o Obs) bool { return o.Game.Pending().Kind != game.RetreatDecision },
			Done: func(o Obs) bool { return o.Game.Pending().Kind != game.RetreatDecision }},
		{ID: "roll2", // R17: Die makes it a 2
			Done:  func(o Obs) bool { return resolved(o, BlueSouth) },
			Marks: buttons("play.roll")},
		{ID: "exchange", // R18
			Skip: func(o Obs) bool { return o.Game.Pending().Kind != game.ExchangeDecision },
			Done: func(o Obs) bool { return o.Game.Pending().Kind != game.ExchangeDecision },
			Marks: func(o Obs) Marks {
				m := Marks{Buttons: []string{"play.exchange.confirm"}}
				for _, n := range o.Game.Pending().Units {
					m.Squares = append(m.Squares, o.Game.Unit(n).Square)
				}
				return m
			}},
		{ID: "capture", // R21: taken at the end of the turn
			Done:  func(o Obs) bool { return o.Game.Turn() > 1 || o.Game.Side() != units.Red },
			Marks: func(o Obs) Marks { return Marks{Squares: []maps.Square{CitySquare}, Buttons: []string{"play.endturn"}} }},
		{ID: "blue", // the computer plays Blue's turn
			Watch: true,
			Done: func(o Obs) bool {
				g := o.Game
				return g.Winner() != game.NoWinner || redsTurnAgain(o) ||
					(g.Pending().Kind == game.RetreatDecision && g.Pending().Side == units.Red)
			},
			Variant: func(o Obs) string {
				if CityOwner(o.Game) != units.Red {
					return "kept"
				}
				return ""
			}},
		{ID: "blueretreat", // R19 again: Red won, so Red moves Blue's attacker back
			Skip: func(o Obs) bool {
				p := o.Game.Pending()
				return p.Kind != game.RetreatDecision || p.Side != units.Red
			},
			Done: func(o Obs) bool { return o.Game.Winner() != game.NoWinner || redsTurnAgain(o) }},
		{ID: "win", // R22
			Args: func(o Obs) []any {
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
			}},
		{ID: "end"},
	}
}

// CityOwner is the side that holds Indigau.
func CityOwner(g *game.Game) units.Side {
	for i, c := range g.Board().Cities {
		if c.Name == City {
			return g.Owner(i)
		}
	}
	panic("no " + City + " on the board")
}

func at(o Obs, id string) maps.Square { return o.Game.Unit(Unit(id)).Square }

func startOf(id string) maps.Square {
	for _, p := range start {
		if p.Unit == id {
			return sq(p.Square)
		}
	}
	panic("no unit " + id + " in the lesson")
}

// inCity reports whether a square belongs to Indigau.
func inCity(o Obs, s maps.Square) bool {
	c := o.Game.Board().CityAt(s)
	return c != nil && c.Name == City
}

func squares(list ...maps.Square) func(Obs) Marks {
	return func(Obs) Marks { return Marks{Squares: list} }
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

// planned is where each unit stands once the lesson's moves are made.
var planned = map[string]maps.Square{
	RedArmour: CitySquare, RedInfantry: InfantryTo, RedSouthA: startOf(RedSouthA), RedSouthB: startOf(RedSouthB),
	BlueCity: BlueCitySq, BlueSouth: BlueSouthSq,
}

func movedAsPlanned(o Obs, id string) bool { return at(o, id) == planned[id] }

// offPlan reports that the position has left the lesson's plan in a way Undo can
// still take back: a unit moved elsewhere, or a battle declared otherwise.
func offPlan(o Obs) bool {
	g := o.Game
	if g.Turn() != 1 || g.Side() != units.Red {
		return false
	}
	for _, b := range g.Battles() {
		if b.Resolved {
			return false // a die has been rolled: nothing can be taken back any more
		}
	}
	if g.Phase() == game.PhaseMovement {
		// the southern pair must stay; the others may still be on their way
		return !movedAsPlanned(o, RedSouthA) || !movedAsPlanned(o, RedSouthB)
	}
	for id := range planned {
		if !movedAsPlanned(o, id) {
			return true
		}
	}
	for _, b := range g.Battles() {
		if !(sameUnits(b.Attackers, RedArmour, RedInfantry) && sameUnits(b.Defenders, BlueCity)) &&
			!(sameUnits(b.Attackers, RedSouthA, RedSouthB) && sameUnits(b.Defenders, BlueSouth)) {
			return true
		}
	}
	return false
}

// battleAgainst is the declared battle in which a unit defends.
func battleAgainst(o Obs, id string) (game.Battle, bool) {
	for _, b := range o.Game.Battles() {
		if slices.Contains(b.Defenders, Unit(id)) {
			return b, true
		}
	}
	return game.Battle{}, false
}

func declared(o Obs, id string) bool {
	_, ok := battleAgainst(o, id)
	return ok
}

func resolved(o Obs, id string) bool {
	b, ok := battleAgainst(o, id)
	return ok && b.Resolved
}

// redsTurnAgain reports that Blue's turn is over and Red moves again.
func redsTurnAgain(o Obs) bool {
	g := o.Game
	return g.Turn() >= 2 && g.Side() == units.Red && g.Pending().Kind == game.NoDecision
}
