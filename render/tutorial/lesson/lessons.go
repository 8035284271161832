package lesson

import "taktik/game"

// The later lessons, each a few minutes on a corner of the real continent, each played
// by the engine's rules (basic game, R13) from a position built as the first lesson's
// is. Each starts with Red's units already in contact or a move away from it.

// soakOff: a battle against two defenders, and the weak attack that frees the strong
// one (R14, R15). The Blue infantry on 36-23 is touched by the armour and two
// infantry; the Blue pair on 37-25 and 38-25 only by the infantry on 37-24, which must
// therefore attack both of them alone (every contact is fought, each unit attacks
// once): a soak-off at 1-2, so that the armour and the other infantry hit 36-23 at 3-1.
func soakOff() *Script {
	main := []string{"red:arm1", "red:inf1"}
	soak := []string{"red:inf2"}
	sc := &Script{ID: "soakoff", Mode: game.Basic, Corner: Corner{32, 19, 41, 29},
		Units: []game.Placement{{Unit: "red:arm1", Square: "35-23"}, {Unit: "red:inf1", Square: "36-22"},
			{Unit: "red:inf2", Square: "37-24"}, {Unit: "blue:inf1", Square: "36-23"},
			{Unit: "blue:inf2", Square: "37-25"}, {Unit: "blue:inf3", Square: "38-25"}},
		Battles: []Rigged{{main, []string{"blue:inf1"}, 1}, // 3-1, die 1: DE
			{soak, []string{"blue:inf2", "blue:inf3"}, 3}}, // 1-2, die 3: AB2
	}
	sc.Steps = func() []Step {
		return []Step{
			{ID: "intro", Marks: Units("blue:inf1", "blue:inf2", "blue:inf3")},
			{ID: "endmove", Done: Combat, Marks: Buttons("play.endmove")},
			{ID: "main", Done: Declared(main, "blue:inf1"), Stuck: sc.OffScript, Marks: BattleMarks(main, "blue:inf1")},
			{ID: "soak", Done: Declared(soak, "blue:inf2", "blue:inf3"), Stuck: sc.OffScript,
				Marks: BattleMarks(soak, "blue:inf2", "blue:inf3")},
			{ID: "roll", Done: Rolled, Marks: Buttons("play.roll"), Watch: false},
			{ID: "end"},
		}
	}
	return sc
}

// trap: a retreat that cannot be made is the loser's end (R19). The Blue infantry on
// 42-18 stands by the south coast with three Red units to its north; its only ways
// back run along the shore to 43-16 and 43-20. Two more infantry close them (a square
// next to a Red unit is no retreat square), and the DB2 the die gives eliminates it.
func trap() *Script {
	att := []string{"red:arm1", "red:inf1", "red:inf2"}
	sc := &Script{ID: "trap", Mode: game.Basic, Corner: Corner{36, 12, 43, 24},
		Units: []game.Placement{{Unit: "red:arm1", Square: "41-18"}, {Unit: "red:inf1", Square: "41-17"},
			{Unit: "red:inf2", Square: "41-19"}, {Unit: "red:inf3", Square: "39-14"}, {Unit: "red:inf4", Square: "39-22"},
			{Unit: "blue:inf1", Square: "42-18"}, {Unit: "blue:inf2", Square: "30-40"}}, // far off: the game goes on
		Battles: []Rigged{{att, []string{"blue:inf1"}, 3}}, // 4-1, die 3: DB2
	}
	sc.Steps = func() []Step {
		return []Step{
			{ID: "intro", Marks: Squares("43-16", "43-20")},
			moveStep("west", "red:inf3", "42-16"),
			moveStep("east", "red:inf4", "42-20"),
			{ID: "endmove", Done: Combat, Marks: Buttons("play.endmove")},
			{ID: "attack", Done: Declared(att, "blue:inf1"), Stuck: sc.OffScript, Marks: BattleMarks(att, "blue:inf1")},
			{ID: "roll", Done: Rolled, Marks: Buttons("play.roll")},
			{ID: "end"},
		}
	}
	return sc
}

// exchange: the attacker picks its own losses (R18). Armour and two infantry attack
// two Blue infantry at 4 to 2 (2-1); the die gives EX: both defenders are gone and Red
// gives up at least their printed 2: the armour alone, or the two infantry. The lesson
// asks to keep the armour.
func exchange() *Script {
	att := []string{"red:arm1", "red:inf1", "red:inf2"}
	def := []string{"blue:inf1", "blue:inf2"}
	sc := &Script{ID: "exchange", Mode: game.Basic, Corner: Corner{32, 18, 41, 28},
		Units: []game.Placement{{Unit: "red:arm1", Square: "36-22"}, {Unit: "red:inf1", Square: "37-22"},
			{Unit: "red:inf2", Square: "36-24"}, {Unit: "blue:inf1", Square: "36-23"}, {Unit: "blue:inf2", Square: "37-23"},
			{Unit: "blue:inf3", Square: "30-40"}}, // far off: the game goes on
		Battles: []Rigged{{att, def, 2}}, // 2-1, die 2: EX
	}
	sc.Steps = func() []Step {
		return []Step{
			{ID: "intro", Marks: Units(def...)},
			{ID: "endmove", Done: Combat, Marks: Buttons("play.endmove")},
			{ID: "attack", Done: Declared(att, def...), Stuck: sc.OffScript, Marks: BattleMarks(att, def...)},
			{ID: "roll", Done: func(o Obs) bool { return len(o.Game.Battles()) > 0 && o.Game.Battles()[0].Resolved },
				Marks: Buttons("play.roll")},
			{ID: "choose", Skip: Waiting(game.ExchangeDecision), Done: Decided(game.ExchangeDecision),
				Stuck: func(o Obs) bool { return o.Game.Unit(Unit("red:arm1")).Status != game.OnBoard },
				Marks: func(o Obs) Marks {
					m := Units("red:inf1", "red:inf2")(o)
					m.Buttons = []string{"play.exchange.confirm"}
					return m
				}},
			{ID: "end", Variant: func(o Obs) string {
				if o.Game.Unit(Unit("red:arm1")).Status != game.OnBoard {
					return "armour"
				}
				return ""
			}},
		}
	}
	return sc
}

// cities: taking the last enemy city wins (R21, R22). Red already holds four of Blue's
// five cities; Blue's last, Indigau, is held by one infantry, and Blue's only other
// unit is far off on the north coast, too far from any city to take one back. Red
// moves into the free city square, destroys the defender, takes Indigau at the end of
// its turn, and wins when Blue's next turn ends with every Blue city still Red's.
func cities() *Script {
	att := []string{"red:arm1", "red:inf1"}
	sc := &Script{ID: "cities", Mode: game.Basic, Corner: Corner{31, 28, 39, 38},
		RedCities: []string{"Azurburg", "Kobaltheim", "Enzianfurt", "Saphirhafen"},
		Units: []game.Placement{{Unit: "red:arm1", Square: "34-30"}, {Unit: "red:inf1", Square: "37-33"},
			{Unit: "blue:inf1", Square: "35-35"}, {Unit: "blue:inf2", Square: "3-33"}},
		Battles: []Rigged{{att, []string{"blue:inf1"}, 1}}, // 3-1, die 1: DE
	}
	sc.Steps = func() []Step {
		return []Step{
			{ID: "intro"},
			moveStep("enter", "red:arm1", "34-34"),
			moveStep("support", "red:inf1", "36-34"),
			{ID: "endmove", Done: Combat, Marks: Buttons("play.endmove")},
			{ID: "attack", Done: Declared(att, "blue:inf1"), Stuck: sc.OffScript, Marks: BattleMarks(att, "blue:inf1")},
			{ID: "roll", Done: Rolled, Marks: Buttons("play.roll")},
			{ID: "endturn", Done: TurnEnded, Marks: func(o Obs) Marks {
				return Marks{Squares: Squares("34-34")(o).Squares, Buttons: []string{"play.endturn"}}
			}},
			{ID: "wait", Watch: true, Done: Won},
			{ID: "end", Variant: func(o Obs) string {
				if o.Game.Winner() != game.RedWins {
					return "lost"
				}
				return ""
			}},
		}
	}
	return sc
}

// plan: Undo and Suggest plan. Until a die is rolled every order can be taken back, one
// at a time: the lesson has the player move a unit into contact and take the move back.
// Then the computer cuts the contacts into battles (R15) as it would for itself, and
// the player rolls them. Its dice are the game's own.
func plan() *Script {
	sc := &Script{ID: "plan", Mode: game.Basic, Corner: Corner{30, 17, 39, 27},
		Units: []game.Placement{{Unit: "red:arm1", Square: "35-22"}, {Unit: "red:inf1", Square: "34-22"},
			{Unit: "red:inf2", Square: "36-22"}, {Unit: "red:inf3", Square: "31-20"},
			{Unit: "blue:inf1", Square: "34-23"}, {Unit: "blue:inf2", Square: "36-23"},
			{Unit: "blue:inf3", Square: "30-40"}}, // far off: the game goes on
	}
	sc.Steps = func() []Step {
		return []Step{
			{ID: "intro", Marks: Units("blue:inf1", "blue:inf2")},
			moveStep("move", "red:inf3", "33-24"),
			{ID: "undo", Done: MovedTo("red:inf3", "31-20"), Marks: Buttons("play.undo")},
			{ID: "endmove", Done: Combat, Marks: Buttons("play.endmove")},
			{ID: "suggest", Done: func(o Obs) bool { return len(o.Game.Battles()) > 0 && len(o.Game.Uncovered()) == 0 },
				Marks: Buttons("play.plan")},
			{ID: "roll", Done: Rolled, Marks: Buttons("play.roll")},
			{ID: "end"},
		}
	}
	return sc
}

// terrain: the advanced game's ground (R23–R25). The armour's reach shows what forest
// does to armour (never enters it, R23); it comes up beside the Blue infantry on 27-27
// on the same bank. The Red infantry on 27-26 stands across the river from it: alone it
// would attack a defence doubled (1 against 2, R25, R16); with the armour, which is not
// across, the defence counts once: 3 to 1.
func terrain() *Script {
	alone, both := []string{"red:inf1"}, []string{"red:arm1", "red:inf1"}
	sc := &Script{ID: "terrain", Mode: game.Advanced, Corner: Corner{22, 21, 31, 31},
		Units: []game.Placement{{Unit: "red:arm1", Square: "25-24"}, {Unit: "red:inf1", Square: "27-26"},
			{Unit: "blue:inf1", Square: "27-27"}, {Unit: "blue:inf2", Square: "30-40"}}, // far off: the game goes on
		Battles: []Rigged{{both, []string{"blue:inf1"}, 1}}, // 3-1, die 1: DE
	}
	sc.Steps = func() []Step {
		return []Step{
			{ID: "intro"},
			{ID: "reach", Done: func(o Obs) bool { return o.Selected == Unit("red:arm1") || at(o, "red:arm1") != sc.Start("red:arm1") },
				Marks: Units("red:arm1")},
			moveStep("move", "red:arm1", "26-27"),
			{ID: "endmove", Done: Combat, Marks: Buttons("play.endmove")},
			{ID: "river", Done: func(o Obs) bool {
				return (sameUnits(o.Attackers, alone...) && sameUnits(o.Defenders, "blue:inf1")) || Declared(both, "blue:inf1")(o)
			}, Stuck: sc.OffScript, Marks: Units("red:inf1", "blue:inf1")},
			{ID: "together", Done: Declared(both, "blue:inf1"), Stuck: sc.OffScript, Marks: BattleMarks(both, "blue:inf1")},
			{ID: "roll", Done: Rolled, Marks: Buttons("play.roll")},
			{ID: "end"},
		}
	}
	return sc
}

// moveStep is a step done when unit stands on square to: it marks the way there, and
// says so when the unit cannot reach it any more.
func moveStep(id, unit, to string) Step {
	return Step{ID: id, Done: MovedTo(unit, to), Stuck: CantReach(unit, to), Marks: MoveMarks(unit, to)}
}
