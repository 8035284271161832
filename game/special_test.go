package game

import (
	"testing"

	"taktik/maps"
	"taktik/units"
)

// harbours: two shores split by a strait (columns 11–12, a sea bridge at 4-11 and 4-12),
// Red's ports in the west, Blue's cities and two beaches in the east; a river along the
// south edge of row 3 in the west and along the east edge of column 17, rows 5–8.
//
//	col   1234567890123456789012
//	 2    ~RR.......~~KK.....BB~   R Rotport (red) 2-2* 2-3* 3-2*, K beach Klippe, B Blauport (blue) 2-20* 2-21
//	 3    ~R________~~.........~   (river under row 3, columns 2–10)
//	 4    ~....f....==........L~   L Leerhafen (blue) 4-21* 5-21*
//	 5    ~.........~~....m|...L~
//	 6    ~H........~~.....|...~   H Hafenau (red) 6-2*
//	 7    ~.........~~...N.|...~   N Binnenstadt (blue, no port) 7-15
//	 8    ~.........~~...f.|OOO~   O beach Ostküste 8-19 8-20 8-21
var harbours = sketch([]string{
	"~~~~~~~~~~~~~~~~~~~~~~",
	"~.........~~.........~",
	"~.........~~.........~",
	"~....f....==.........~",
	"~.........~~....m....~",
	"~.........~~.........~",
	"~.........~~.........~",
	"~.........~~...f.....~",
	"~~~~~~~~~~~~~~~~~~~~~~",
}, []string{
	"......................",
	"......................",
	"._________............",
	"......................",
	"................|.....",
	"................|.....",
	"................|.....",
	"................|.....",
},
	"city Rotport red 2-2* 2-3* 3-2*",
	"city Hafenau red 6-2*",
	"city Blauport blue 2-20* 2-21",
	"city Leerhafen blue 4-21* 5-21*",
	"city Binnenstadt blue 7-15",
	"beach Klippe 2-13 2-14",
	"beach Ostkueste 8-19 8-20 8-21",
)

// far is a blue unit out of everyone's way, so that no test ends by annihilation (R22).
const far = "blue:inf9 2-17"

func leftIs(want int, id string) func(t *testing.T, g *Game) {
	return func(t *testing.T, g *Game) {
		if left := g.Unit(num(id)).Left; left != want {
			t.Errorf("%s has %d thirds left, want %d", id, left, want)
		}
	}
}

// TestParatroopDropR26: each condition of a paratroop drop, allowed and refused.
func TestParatroopDropR26(t *testing.T) {
	runOpCases(t, harbours, []opCase{
		{name: "from an own city to clear ground anywhere, then a full move",
			place: []string{"red:para1 2-3", far}, acts: []string{"drop red:para1 6-15"},
			check: func(t *testing.T, g *Game) {
				leftIs(15, "red:para1")(t, g)
				if c, ok := reachMap(g, "red:para1")["6-20"]; !ok || c != 15 {
					t.Errorf("after the drop red:para1 reaches 6-20 at %d (%v), want 15", c, ok)
				}
			}},
		{name: "only paratroops fly", place: []string{"red:inf1 2-3", far},
			acts: []string{"drop red:inf1 6-15"}, want: "only paratroop divisions are flown"}, // R26
		{name: "not from the open field", place: []string{"red:para1 5-5", far},
			acts: []string{"drop red:para1 6-15"}, want: "did not start this turn in a city of its own side"},
		{name: "not from an enemy city", place: []string{"red:para1 2-21", far},
			acts: []string{"drop red:para1 6-15"}, want: "did not start this turn in a city of its own side"},
		{name: "from a captured enemy city", place: []string{"red:para1 2-21", far, "own Blauport red"},
			acts: []string{"drop red:para1 6-15"}},
		{name: "not when it started next to an enemy", place: []string{"red:para1 2-3", "blue:inf1 3-3", far},
			acts: []string{"drop red:para1 6-15"}, want: "started this turn next to an enemy unit that is not across a river"},
		{name: "an enemy across a river does not count", place: []string{"red:para1 3-2", "blue:inf1 4-3", far},
			acts: []string{"drop red:para1 6-15"}},
		{name: "the drop comes before the unit's own move", place: []string{"red:para1 2-3", far},
			acts: []string{"move red:para1 2-2", "drop red:para1 6-15"}, want: "has already moved this turn"},
		{name: "once a turn", place: []string{"red:para1 2-3", far},
			acts: []string{"drop red:para1 6-15", "drop red:para1 6-19"}, want: "has already moved this turn"},
		{name: "never into a city", place: []string{"red:para1 2-3", far},
			acts: []string{"drop red:para1 6-2"}, want: "never land in a city"}, // R26
		{name: "never into forest", place: []string{"red:para1 2-3", far},
			acts: []string{"drop red:para1 8-16"}, want: "never land in forest or mountains"}, // R26
		{name: "never into mountains", place: []string{"red:para1 2-3", far},
			acts: []string{"drop red:para1 5-17"}, want: "never land in forest or mountains"}, // R26
		{name: "never into water", place: []string{"red:para1 2-3", far},
			acts: []string{"drop red:para1 5-11"}, want: "not on water or a sea bridge"}, // R26
		{name: "never onto a sea bridge", place: []string{"red:para1 2-3", far},
			acts: []string{"drop red:para1 4-11"}, want: "not on water or a sea bridge"}, // R26
		{name: "never onto a unit", place: []string{"red:para1 2-3", "blue:inf2 5-15", far},
			acts: []string{"drop red:para1 5-15"}, want: "Red 1st Para. cannot land on 5-15: Blue 2nd Inf. stands there"},
		{name: "never next to an enemy", place: []string{"red:para1 2-3", "blue:inf2 5-15", far},
			acts: []string{"drop red:para1 5-16"}, want: "Red 1st Para. cannot land on 5-16: it is next to Blue 2nd Inf., and paratroops never land in contact with the enemy"}, // R26
		{name: "next to an enemy across a river", place: []string{"red:para1 2-3", "blue:inf2 6-18", far},
			acts: []string{"drop red:para1 6-17"}, check: leftIs(15, "red:para1")},
		{name: "never next to mountain infantry in the mountains, river or not",
			place: []string{"red:para1 2-3", "blue:mtn1 5-17", far},
			acts:  []string{"drop red:para1 5-18"}, want: "Red 1st Para. may not move onto 5-18, next to Blue 1st Mtn. in the mountains"},
		{name: "only in the movement phase", place: []string{"red:para1 2-3", far},
			acts: []string{"endmove", "drop red:para1 6-15"}, want: "only in the movement phase"},
	})
	basic := setupOn(t, testBoard(t, harbours), "mode=basic", "red", "red:para1 2-3", far)
	refused(t, basic, "drop red:para1 6-15", "paratroop drops belong to the advanced game")
}

// TestMarineLandingR27: each condition of a marine landing, allowed and refused.
func TestMarineLandingR27(t *testing.T) {
	runOpCases(t, harbours, []opCase{
		{name: "from an own port to a beach, then a full move", place: []string{"red:mar1 2-2", far},
			acts: []string{"sail red:mar1 8-19"}, check: func(t *testing.T, g *Game) {
				leftIs(15, "red:mar1")(t, g)
				if e := g.Events(); e[len(e)-1].Kind != EvLanding {
					t.Errorf("last event %s, want a landing", e[len(e)-1].Kind)
				}
			}},
		{name: "next to enemies on a beach, which it must then attack",
			place: []string{"red:mar1 2-2", "blue:inf1 7-20", far},
			acts:  []string{"sail red:mar1 8-20", "endmove", "endturn"}, want: "Red 1st Mar. must still attack Blue 1st Inf."},
		{name: "landing in contact ends the move", place: []string{"red:mar1 2-2", "blue:inf1 7-20", far},
			acts: []string{"sail red:mar1 8-20"}, check: leftIs(0, "red:mar1")},
		{name: "not on a beach the enemy holds entirely",
			place: []string{"red:mar1 2-2", "blue:inf1 2-13", "blue:inf2 2-14", far},
			acts:  []string{"sail red:mar1 2-13"}, want: "the enemy holds every square of it"}, // R27
		{name: "a beach with one free square is open", place: []string{"red:mar1 2-2", "blue:inf1 2-13", far},
			acts: []string{"sail red:mar1 2-14"}, check: leftIs(0, "red:mar1")},
		{name: "never into an enemy city", place: []string{"red:mar1 2-2", far},
			acts: []string{"sail red:mar1 2-20"}, want: "never goes into an enemy city"},
		{name: "only marines land on beaches", place: []string{"red:inf1 2-2", far},
			acts: []string{"sail red:inf1 8-19"}, want: "only marines land on beaches"},
		{name: "not from the open field", place: []string{"red:mar1 5-5", far},
			acts: []string{"sail red:mar1 8-19"}, want: "did not start this turn on a port square of its own side, so it cannot sail"}, // R27
		{name: "not from a square of a port city that is no port", place: []string{"red:mar1 2-21", far, "own Blauport red"},
			acts: []string{"sail red:mar1 8-19"}, want: "did not start this turn on a port square of its own side"},
		{name: "not from an enemy port", place: []string{"red:mar1 2-20", far},
			acts: []string{"sail red:mar1 8-19"}, want: "did not start this turn on a port square of its own side"},
		{name: "only to ports and beaches", place: []string{"red:mar1 2-2", far},
			acts: []string{"sail red:mar1 5-15"}, want: "only on port squares and beaches"},
		{name: "from a port in contact to an own port (a landing, not an invasion)",
			place: []string{"red:mar1 2-2", "blue:inf1 3-3", far},
			acts:  []string{"sail red:mar1 6-2"}, check: func(t *testing.T, g *Game) {
				if e := g.Events(); e[len(e)-1].Kind != EvLanding {
					t.Errorf("last event %s, want a landing", e[len(e)-1].Kind)
				}
			}},
		{name: "one marine per port square and turn",
			place: []string{"red:mar1 2-2", "red:mar2 3-2", "blue:inf1 3-3", far},
			acts:  []string{"sail red:mar1 6-2", "move red:mar1 7-3", "sail red:mar2 6-2"}, want: "already taken a marine from the sea this turn"}, // R27
		{name: "the second marine to a beach", place: []string{"red:mar1 2-2", "red:mar2 3-2", "blue:inf1 3-3", far},
			acts: []string{"sail red:mar1 6-2", "sail red:mar2 8-19"}},
		{name: "never ashore in a port next to an enemy", place: []string{"red:mar1 2-2", "blue:inf1 7-2", far},
			acts: []string{"sail red:mar1 6-2"}, want: "only marines landing on a beach may come ashore in contact"},
		{name: "before its own move", place: []string{"red:mar1 2-2", far},
			acts: []string{"move red:mar1 4-4", "sail red:mar1 8-19"}, want: "has already moved this turn"},
	})
	basic := setupOn(t, testBoard(t, harbours), "mode=basic", "red", "red:mar1 2-2", far)
	refused(t, basic, "sail red:mar1 8-19", "landings from the sea belong to the advanced game")
}

// TestMarineWithdrawalR27: after its attack a marine may go back to sea to an own port
// from the beach it landed on this turn, if what it still has of its allowance since the
// landing — the stop on contact does not take it away — would take it back to that beach
// square (rulebook, SPEZIAL-EINHEITEN 3e, 3f); or from a beach square it stands on. A
// marine that never came ashore on a beach may not leave by sea.
func TestMarineWithdrawalR27(t *testing.T) {
	g := advanced(t, harbours, "red", "red:mar1 2-2", "blue:inf1 7-20", "blue:inf5 7-2", far)
	do(t, g, "sail red:mar1 8-20")
	do(t, g, "endmove")
	refused(t, g, "sail red:mar1 2-3", "has not attacked this turn")
	do(t, g, "battle red:mar1 vs blue:inf1")
	refused(t, g, "sail red:mar1 2-3", "Red 1st Mar. has attacked in a battle that is not resolved yet")
	do(t, g, "dice 1") // 1-1: DE
	do(t, g, "resolve")
	legal := legalTexts(g, ActSail)
	for _, s := range []string{"sail red:mar1 2-2", "sail red:mar1 2-3", "sail red:mar1 3-2"} {
		if !legal[s] {
			t.Errorf("%q is not offered after the attack (offered: %v)", s, legal)
		}
	}
	if legal["sail red:mar1 6-2"] || legal["sail red:mar1 2-20"] {
		t.Errorf("a port in contact or an enemy port is offered: %v", legal)
	}
	refused(t, g, "sail red:mar1 6-2", "next to an enemy unit")          // R27
	refused(t, g, "sail red:mar1 2-20", "port square of their own side") // R27
	k := len(g.Events())
	do(t, g, "sail red:mar1 2-3")
	if where(g, "red:mar1") != "2-3" || !hasEvent(g, k, EvWithdrawal) {
		t.Errorf("after going back to sea red:mar1 stands on %s, events %v", where(g, "red:mar1"), eventKinds(g, k))
	}
	refused(t, g, "sail red:mar1 2-2", "has already gone back to sea this turn")
	do(t, g, "endturn")

	runOpCases(t, harbours, []opCase{
		{name: "with movement left to reach the beach",
			place: []string{"red:mar1 2-2", "blue:inf2 6-17", far},
			acts: []string{"sail red:mar1 8-19", "move red:mar1 7-18", "endmove",
				"battle red:mar1 vs blue:inf2", "dice 1", "resolve", "sail red:mar1 2-2"}},
		{name: "the stop on contact does not take away the way back (3f)",
			place: []string{"red:mar1 2-2", "blue:inf2 6-19", far},
			acts: []string{"sail red:mar1 8-19", "move red:mar1 7-19", "endmove",
				"battle red:mar1 vs blue:inf2", "dice 1", "resolve", "sail red:mar1 2-2"},
			check: func(t *testing.T, g *Game) {
				if where(g, "red:mar1") != "2-2" {
					t.Errorf("red:mar1 stands on %s, want back in the port 2-2", where(g, "red:mar1"))
				}
			}},
		{name: "spent on the way: 9 of 15 thirds, 9 needed to go back, 6 left",
			place: []string{"red:mar1 2-2", "blue:inf3 4-18", far},
			acts: []string{"sail red:mar1 8-19", "move red:mar1 7-19 6-19 5-19", "endmove",
				"battle red:mar1 vs blue:inf3", "dice 1", "resolve", "sail red:mar1 2-2"},
			want: "Red 1st Mar. cannot get back to the beach square 8-19 it landed on: it has only 2 movement points of its movement since the landing left"}, // R27
		{name: "its whole allowance spent",
			place: []string{"red:mar1 2-2", "blue:inf3 2-19", far},
			acts: []string{"sail red:mar1 8-19", "move red:mar1 7-19 6-19 5-19 4-19 3-19", "endmove",
				"battle red:mar1 vs blue:inf3", "dice 1", "resolve", "sail red:mar1 2-2"},
			want: "Red 1st Mar. cannot get back to the beach square 8-19 it landed on: it has used up all its movement since the landing"},
		{name: "never landed on a beach this turn",
			place: []string{"red:mar1 5-5", "blue:inf3 5-6", far},
			acts:  []string{"endmove", "battle red:mar1 vs blue:inf3", "dice 1", "resolve", "sail red:mar1 2-2"},
			want:  "Red 1st Mar. did not land on a beach this turn and does not stand on one"},
		{name: "sailed to a port, not a beach",
			place: []string{"red:mar1 2-2", "blue:inf3 7-5", far},
			acts: []string{"sail red:mar1 6-2", "move red:mar1 6-4", "endmove", "battle red:mar1 vs blue:inf3", "dice 1", "resolve",
				"sail red:mar1 2-2"},
			want: "did not land on a beach this turn and does not stand on one"},
		{name: "fighting from a beach it came ashore on before",
			place: []string{"red:mar1 8-20", "blue:inf1 7-20", far},
			acts:  []string{"endmove", "battle red:mar1 vs blue:inf1", "dice 1", "resolve", "sail red:mar1 2-2"}},
		{name: "not to a port square that has taken a marine this turn",
			place: []string{"red:mar1 2-2", "red:mar2 3-2", "blue:inf5 3-3", "blue:inf1 7-20", far},
			acts: []string{"sail red:mar2 6-2", "move red:mar2 7-3", "sail red:mar1 8-20", "endmove",
				"battle red:mar1 vs blue:inf1", "dice 1", "resolve", "sail red:mar1 6-2"},
			want: "already taken a marine from the sea this turn"}, // R27
		{name: "only marines", place: []string{"red:inf1 2-4", "blue:inf1 3-4", far},
			acts: []string{"endmove", "battle red:inf1 vs blue:inf1", "dice 1", "resolve", "sail red:inf1 2-2"},
			want: "only marines leave a beach by sea"},
	})
}

// TestInvasionR28: each condition of an invasion from an own port to another, allowed and
// refused.
func TestInvasionR28(t *testing.T) {
	runOpCases(t, harbours, []opCase{
		{name: "from an own port to another, then a full move", place: []string{"red:inf1 2-3", far},
			acts: []string{"sail red:inf1 6-2"}, check: func(t *testing.T, g *Game) {
				leftIs(15, "red:inf1")(t, g)
				if e := g.Events(); e[len(e)-1].Kind != EvInvasion {
					t.Errorf("last event %s, want an invasion", e[len(e)-1].Kind)
				}
			}},
		{name: "any unit: armour", place: []string{"red:arm1 2-3", far}, acts: []string{"sail red:arm1 6-2"}, check: leftIs(21, "red:arm1")},
		{name: "any unit: an HQ", place: []string{"red:hq-1c 2-3", far}, acts: []string{"sail red:hq-1c 6-2"}},
		{name: "not when it started next to an enemy", place: []string{"red:inf1 2-3", "blue:inf1 3-3", far},
			acts: []string{"sail red:inf1 6-2"}, want: "invasions leave only from ports out of contact"}, // R28
		{name: "an enemy across a river does not count", place: []string{"red:inf1 3-2", "blue:inf1 4-3", far},
			acts: []string{"sail red:inf1 6-2"}},
		{name: "not from the open field", place: []string{"red:inf1 5-5", far},
			acts: []string{"sail red:inf1 6-2"}, want: "did not start this turn on a port square of its own side, so it cannot sail"}, // R28
		{name: "only to ports", place: []string{"red:inf1 2-3", far},
			acts: []string{"sail red:inf1 8-19"}, want: "only marines land on beaches"},
		{name: "not to an enemy port", place: []string{"red:inf1 2-3", far},
			acts: []string{"sail red:inf1 2-20"}, want: "never goes into an enemy city"},
		{name: "onto an empty port square only", place: []string{"red:inf1 2-3", "red:inf2 6-2", far},
			acts: []string{"sail red:inf1 6-2"}, want: "Red 1st Inf. cannot land on 6-2: Red 2nd Inf. stands there"},
		{name: "not ashore next to an enemy", place: []string{"red:inf1 2-3", "blue:inf1 7-2", far},
			acts: []string{"sail red:inf1 6-2"}, want: "only marines landing on a beach may come ashore in contact"},
		{name: "any number through one port square, one after another",
			place: []string{"red:inf1 2-3", "red:inf2 2-2", "red:mar1 3-2", far},
			acts:  []string{"sail red:inf1 6-2", "move red:inf1 7-3", "sail red:mar1 6-2", "move red:mar1 5-3", "sail red:inf2 6-2"}},
		{name: "before its own move", place: []string{"red:inf1 2-3", far},
			acts: []string{"move red:inf1 2-4", "sail red:inf1 6-2"}, want: "has already moved this turn"},
	})
}

// TestPortCapturedAtOnceR28: an abandoned enemy port taken during the movement (R21 for
// R28) becomes a port for an invasion in the same turn; a city without a port is taken
// at the end of the turn as usual.
func TestPortCapturedAtOnceR28(t *testing.T) {
	g := advanced(t, harbours, "red", "red:para1 2-3", "red:inf1 3-2", "red:para2 6-2", far)
	leer := g.cityIndex(sq("4-21"))
	refused(t, g, "sail red:inf1 4-21", "never goes into an enemy city")
	do(t, g, "drop red:para1 6-20")
	k := len(g.Events())
	do(t, g, "move red:para1 5-21")
	if g.Owner(leer) != units.Red || !hasEvent(g, k, EvCapture) {
		t.Fatalf("Leerhafen belongs to %s after red:para1 entered it (events %v), want red at once", g.Owner(leer), eventKinds(g, k))
	}
	do(t, g, "sail red:inf1 4-21")
	// Binnenstadt has no port: it waits for the end of the turn.
	do(t, g, "drop red:para2 7-13")
	k = len(g.Events())
	do(t, g, "move red:para2 7-15")
	binnen := g.cityIndex(sq("7-15"))
	if g.Owner(binnen) != units.Blue || hasEvent(g, k, EvCapture) {
		t.Errorf("Binnenstadt changed hands during the movement")
	}
	do(t, g, "endmove")
	do(t, g, "endturn")
	if g.Owner(binnen) != units.Red {
		t.Errorf("Binnenstadt belongs to %s after red's turn, want red (R21)", g.Owner(binnen))
	}
}

// TestLegalOperations: the legal list offers the special operations (and only those
// Apply accepts), and Undo takes one back.
func TestLegalOperations(t *testing.T) {
	g := advanced(t, harbours, "red", "red:para1 2-3", "red:mar1 2-2", "red:inf1 3-2", "blue:inf1 2-13", far)
	legal := legalTexts(g, ActDrop, ActSail)
	for s, want := range map[string]bool{
		"drop red:para1 6-15": true, "drop red:para1 8-16": false, "drop red:para1 6-2": false, "drop red:para1 3-14": false,
		"sail red:mar1 8-19": true, "sail red:mar1 6-2": true, "sail red:mar1 2-14": true, "sail red:mar1 2-20": false,
		"sail red:inf1 6-2": true, "sail red:inf1 8-19": false, "sail red:para1 6-2": true,
	} {
		if legal[s] != want {
			t.Errorf("%q offered: %v, want %v", s, legal[s], want)
		}
	}
	drops := 0
	for i := range g.board.Size() {
		if g.dropOK(num("red:para1"), i) {
			drops++
		}
	}
	if n := len(legalTexts(g, ActDrop)); n != drops || drops < 50 {
		t.Errorf("%d drops offered, %d squares open to a drop", n, drops)
	}
	for _, a := range g.Legal() {
		if a.Kind == ActDrop || a.Kind == ActSail {
			if err := g.Clone().Apply(a); err != nil {
				t.Errorf("listed %q refused: %v", a, err)
			}
		}
	}
	before := g.Hash()
	do(t, g, "drop red:para1 6-15")
	if err := g.Undo(); err != nil || g.Hash() != before || where(g, "red:para1") != "2-3" {
		t.Errorf("undo of a drop: %v; red:para1 on %s", err, where(g, "red:para1"))
	}
	if ops := g.Unit(num("red:para1")).Ops; ops&OpDrop == 0 {
		t.Errorf("after the undo red:para1 may no longer fly (%v)", ops.Words())
	}
}

// TestOperationEventTexts: the events of the advanced game read in both languages and
// name the unit (by side and short name, not by protocol id) and the squares.
func TestOperationEventTexts(t *testing.T) {
	path := []maps.Square{sq("2-3"), sq("6-15")}
	for _, c := range []struct {
		e      Event
		en, de string
	}{
		{Event{Kind: EvDrop, Units: []int{num("red:para1")}, Path: path}, "Red 1st Para. is flown from 2-3 and drops on 6-15.", "Rote 1. FJ wird von 2-3 ausgeflogen und springt über 6-15 ab."},
		{Event{Kind: EvLanding, Units: []int{num("red:mar1")}, Path: path}, "Red 1st Mar. sails from 2-3 and lands on 6-15.", "Rote 1. Mar. fährt von 2-3 über See und landet auf 6-15."},
		{Event{Kind: EvInvasion, Units: []int{num("red:inf1")}, Path: path}, "Red 1st Inf. is shipped from the port 2-3 to the port 6-15.", "Rote 1. Inf. wird vom Hafen 2-3 zum Hafen 6-15 verschifft."},
		{Event{Kind: EvWithdrawal, Units: []int{num("red:mar1")}, Path: path}, "Red 1st Mar. leaves 2-3 by sea and returns to the port 6-15.", "Rote 1. Mar. verlässt 2-3 über See und kehrt in den Hafen 6-15 zurück."},
		{Event{Kind: EvForestLoss, Units: []int{num("blue:arm1")}}, "Blue 1st Arm. could only fall back into forest and is lost.", "Blaue 1. Pz. konnte nur in den Wald ausweichen und ist verloren."}, // R23
	} {
		if en, de := c.e.Text("en"), c.e.Text("de"); en != c.en || de != c.de {
			t.Errorf("%s: %q / %q", c.e.Kind, en, de)
		}
	}
}
