package game

import "testing"

// corridors is a board of one- and two-row strips of land between rows of sea, so that
// each of the rulebook's movement examples (SPIELBEISPIELE, Wald, Straßen, Flüsse) has
// only the way the book draws.
var corridors = sketch([]string{
	//        11111111112
	// 2345678901234567890
	"~~~~~~~~~~~~~~~~~~~~", //  1
	"....f...............", //  2 forest example 1: 3 clear + 1 forest
	"~~~~~~~~~~~~~~~~~~~~", //  3
	".ff.................", //  4 forest example 1: 2 forest + 1 clear
	"~~~~~~~~~~~~~~~~~~~~", //  5
	".....f..............", //  6 forest example 2: 4 clear, then 1 point left before a forest…
	"....................", //  7 …and clear beside it
	"~~~~~~~~~~~~~~~~~~~~", //  8
	".fff................", //  9 forest example 2: stuck in the second forest square
	"~~~~~~~~~~~~~~~~~~~~", // 10
	"....................", // 11 roads example 2: R-1 from 11-3 east
	"....................", // 12 …clear beside it
	"~~~~~~~~~~~~~~~~~~~~", // 13
	"....................", // 14 roads example 3: R-2 along the whole row
	"....................", // 15 …clear beside it
	"~~~~~~~~~~~~~~~~~~~~", // 16
	"....................", // 17 roads example 4: R-3 on this row…
	"....................", // 18 …R-4 beside it, no junction; R-5 meets R-3 at 17-12
	"~~~~~~~~~~~~~~~~~~~~", // 19
	"..f.................", // 20 rivers example 2: a river east of column 2
	"....................", // 21
	"~~~~~~~~~~~~~~~~~~~~", // 22
	"....................", // 23 rivers example 3: infantry, river east of 23-5
	"~~~~~~~~~~~~~~~~~~~~", // 24
	"....................", // 25 rivers example 3: armour, river east of 25-7
	"~~~~~~~~~~~~~~~~~~~~", // 26
}, []string{
	"", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "",
	".|..................", // 20
	".|..................", // 21
	"....................", // 22
	"....|...............", // 23
	"....................", // 24
	"......|.............", // 25
},
	"road R-1 11-3..11-20",
	"road R-2 14-1..14-20",
	"road R-3 17-1..17-20",
	"road R-4 18-1..18-11",
	"road R-5 17-12 18-13..18-20",
)

// TestForestExamplesR11: the rulebook's forest examples, in thirds (R11, R23): a forest
// square costs two points; a unit enters a square only with its whole cost left.
func TestForestExamplesR11(t *testing.T) {
	g := advanced(t, corridors, "red", "red:inf1 2-1", "red:inf2 4-1", "red:inf3 6-1", "red:inf4 9-1", "blue:inf25 25-20")
	checkReach(t, g, []reachCase{
		{"red:inf1", "2-5", 15, "3 clear + 1 forest = 5 points"},
		{"red:inf1", "2-6", -1, "nothing left after 3 clear + 1 forest"},
		{"red:inf2", "4-4", 15, "2 forest + 1 clear = 5 points"},
		{"red:inf2", "4-5", -1, "nothing left after 2 forest + 1 clear"},
		{"red:inf3", "6-5", 12, "4 clear squares"},
		{"red:inf3", "6-6", -1, "1 point left cannot buy a forest square (2 points)"},
		{"red:inf3", "7-6", 15, "…but it buys a clear square"},
		{"red:inf4", "9-3", 12, "two forest squares"},
		{"red:inf4", "9-4", -1, "a third forest square would need 6 points"},
	})
	// The same by moves: 1 point left before the forest, then clear instead.
	do(t, g, "move red:inf3 6-5")
	refused(t, g, "move red:inf3 6-6", "Red 3rd Inf. needs 2 movement points to enter 6-6 but has only 1 left")
	do(t, g, "move red:inf3 7-6")
	if left := g.Unit(num("red:inf3")).Left; left != 0 {
		t.Errorf("red:inf3 has %d thirds left, want 0", left)
	}
	// In the second forest square with no clear square ahead, the unit stops and its
	// last point is lost.
	do(t, g, "move red:inf4 9-3")
	if us := g.Unit(num("red:inf4")); us.Left != 3 || len(g.LegalMoves(num("red:inf4"))) != 0 {
		t.Errorf("red:inf4 in the second forest square: %d thirds left and %d moves, want 3 and none",
			us.Left, len(g.LegalMoves(num("red:inf4"))))
	}
	do(t, g, "endmove")
	do(t, g, "endturn")
	do(t, g, "endmove")
	do(t, g, "endturn")
	if left := g.Unit(num("red:inf4")).Left; left != 15 {
		t.Errorf("next turn red:inf4 has %d thirds, want a fresh 15: fractions are not kept (R11)", left)
	}
}

// TestRoadExamplesR4: the rulebook's road examples (R4, R11): a road square costs a third
// on the same road; fractions are lost; switching roads without a junction earns nothing.
func TestRoadExamplesR4(t *testing.T) {
	g := advanced(t, corridors, "red", "red:inf1 11-1", "red:inf2 14-1", "red:inf3 17-1", "red:inf4 18-2", "blue:inf25 25-20")
	checkReach(t, g, []reachCase{
		{"red:inf1", "11-3", 6, "2 clear squares to the road"},
		{"red:inf1", "11-9", 12, "then 6 road squares: 4 points in all"},
		{"red:inf1", "12-10", 15, "then 1 clear square…"},
		{"red:inf1", "11-12", 15, "…or 3 more road squares"},
		{"red:inf1", "11-13", -1, "but not 4"},
		{"red:inf2", "14-14", 13, "13 road squares: 4 1/3 points"},
		{"red:inf2", "14-16", 15, "2 more road squares with the 2/3 left"},
		{"red:inf2", "14-17", -1, "no more"},
		{"red:inf2", "15-15", -1, "after 13 road squares no clear square"},
		{"red:inf2", "15-14", 15, "after 12 road squares a clear one"},
		{"red:inf3", "17-16", 15, "R-3 for 15 squares, through the junction 17-12"},
		{"red:inf3", "18-16", 15, "R-3 to the junction 17-12, then on R-5 (a road step on the second road)"},
		{"red:inf4", "18-11", 9, "on R-4 only"},
		{"red:inf4", "17-13", 13, "over to R-3 without a junction (3), then 10 road squares"},
	})
	// Stepping from R-4 onto R-3 is no road step though both squares are road (R4).
	if c := g.StepCost(num("red:inf4"), sq("18-2"), sq("17-3")); c != 3 {
		t.Errorf("a step between two roads without a junction costs %d, want 3", c)
	}
	if c := g.StepCost(num("red:inf4"), sq("17-12"), sq("18-13")); c != 1 {
		t.Errorf("a step from the junction onto R-5 costs %d, want 1", c)
	}
	// 13 road squares leave 2/3: no clear square, but 2 more road squares.
	do(t, g, "move red:inf2 14-14")
	if left := g.Unit(num("red:inf2")).Left; left != 2 {
		t.Fatalf("after 13 road squares %d thirds left, want 2", left)
	}
	refused(t, g, "move red:inf2 15-15", "Red 2nd Inf. needs 1 movement point to enter 15-15 but has only ⅔ left")
	do(t, g, "move red:inf2 14-16")
}

// TestRiverExamplesR25: crossing a river costs one point more than the square beyond
// (R25), a diagonal step crosses as R3 says, and a unit with too little left cannot cross.
func TestRiverExamplesR25(t *testing.T) {
	g := advanced(t, corridors, "red", "red:inf1 20-2", "red:inf2 23-1", "red:arm1 25-1", "red:inf3 21-2", "blue:inf25 2-20")
	checkReach(t, g, []reachCase{
		{"red:inf1", "20-3", 9, "a river crossing into forest costs 3 points"},
		{"red:inf3", "21-3", 6, "a river crossing into clear costs 2 points"},
		{"red:inf1", "21-3", 6, "a diagonal step across the straight river crosses it (R3)"},
		{"red:inf2", "23-5", 12, "infantry reaches the river with 1 point left…"},
		{"red:inf2", "23-6", -1, "…and cannot cross"},
		{"red:arm1", "25-7", 18, "armour with 1 of 7 points left…"},
		{"red:arm1", "25-8", -1, "…cannot cross either"},
	})
	do(t, g, "move red:inf2 23-5")
	refused(t, g, "move red:inf2 23-6", "Red 2nd Inf. needs 2 movement points to enter 23-6 but has only 1 left")
}

// TestBridgesAndCitiesR5R11: a road step over a river bridge pays no river penalty, any
// other step over that edge does (R5); a city square costs a third from a road square or
// from the same city, otherwise a point (R11).
func TestBridgesAndCitiesR5R11(t *testing.T) {
	src := sketch([]string{
		"~~~~~~~~~~~~",
		"............", // 2: R-1 2-1..2-6 over the river east of 2-3
		"............", // 3: the river runs on, no road
		"~~~~~~~~~~~~",
		"............", // 5: R-2 5-1..5-3, then the city Hof 5-4 5-5 5-6
		"............", // 6
		"~~~~~~~~~~~~",
	}, []string{"", "..|.........", "..|.........", "", "", "....|......."},
		"road R-1 2-1..2-6",
		"road R-2 5-1..5-3",
		"city Hof red 5-4 5-5 5-6 6-6",
	)
	g := advanced(t, src, "red", "red:inf1 2-1", "blue:inf25 6-1")
	u := num("red:inf1")
	cases := []struct {
		from, to string
		cost     int
		why      string
	}{
		{"2-3", "2-4", 1, "R5: a road step over a river bridge pays no penalty"},
		{"3-3", "3-4", 6, "R5: off the road the same river costs a point more"},
		{"2-3", "3-4", 6, "R5: a diagonal off the road over the bridged edge pays too"},
		{"3-3", "2-4", 6, "…onto the road but not along it"},
		{"5-3", "5-4", 1, "R11: into a city from a road square"},
		{"5-4", "5-5", 1, "R11: within the city"},
		{"6-3", "5-4", 3, "R11: into a city from a square without a road"},
		{"6-5", "6-6", 6, "R11, R25: into a city over a river, not by road"},
		{"5-5", "6-6", 1, "R11: within the city (the diagonal does not cross the river)"},
		{"5-6", "6-6", 1, "R11: within the city, river along the other edge"},
	}
	for _, c := range cases {
		if got := g.StepCost(u, sq(c.from), sq(c.to)); got != c.cost {
			t.Errorf("%s: %s → %s costs %d, want %d", c.why, c.from, c.to, got, c.cost)
		}
	}
	checkReach(t, g, []reachCase{{"red:inf1", "2-6", 5, "along the road over the bridge: 5 road squares"}})
}

// TestMountainsR24: only mountain infantry enters mountains, where a square costs a point
// and a river crossing its usual extra point (R24).
func TestMountainsR24(t *testing.T) {
	src := sketch([]string{
		"~~~~~~~~~~",
		"..mmm.....",
		"..m.m.....",
		"..mmm.....",
		"~~~~~~~~~~",
	}, []string{"", "...|......", "...|......", "...|......"})
	g := advanced(t, src, "red", "red:mtn1 2-1", "red:inf1 3-1", "red:arm1 4-1", "blue:inf25 4-10")
	checkReach(t, g, []reachCase{
		{"red:mtn1", "2-3", 6, "a mountain square costs mountain infantry a point"},
		{"red:mtn1", "2-4", 9, ""},
		{"red:mtn1", "2-5", 15, "a river in the mountains costs a point more"},
		{"red:inf1", "2-3", -1, "infantry never enters mountains"},
		{"red:inf1", "3-4", -1, "nor passes through them"},
		{"red:arm1", "4-3", -1, "armour neither"},
		{"red:inf1", "3-2", 3, ""},
	})
	refused(t, g, "move red:inf1 3-2 3-3", "only mountain infantry goes into the mountains") // R24
}

// TestForestClosedToArmourR23: armour never enters forest, nor passes through it.
func TestForestClosedToArmourR23(t *testing.T) {
	src := sketch([]string{
		"~~~~~~~~",
		"..f.....",
		"..f.....",
		"..f.....",
		"~~~~~~~~",
	}, []string{})
	g := advanced(t, src, "red", "red:arm1 3-1", "red:hq-1c 2-1", "blue:inf25 4-8")
	checkReach(t, g, []reachCase{
		{"red:arm1", "3-3", -1, "armour never enters forest"},
		{"red:arm1", "3-4", -1, "the forest wall closes the way"},
		{"red:hq-1c", "2-3", 9, "an HQ moves like infantry"},
	})
	refused(t, g, "move red:arm1 3-2 3-3", "armour never goes into forest") // R23
}

// TestContactAcrossRiverR12R25: in the advanced game a unit does not stop next to an
// enemy across a river (R12, R25); the basic game knows no rivers (R13).
func TestContactAcrossRiverR12R25(t *testing.T) {
	src := sketch([]string{
		"~~~~~~~~~~",
		"..........",
		"..........",
		"..........",
		"~~~~~~~~~~",
	}, []string{"", "__________"})
	place := []string{"red:inf1 2-1", "red:inf2 2-6", "blue:inf1 3-4", "blue:inf2 2-9"}
	adv := advanced(t, src, "red", place...)
	checkReach(t, adv, []reachCase{
		{"red:inf1", "2-5", 12, "R25: along the bank past blue:inf1 across the river"},
		{"red:inf1", "2-3", 6, ""},
		{"red:inf2", "2-8", 6, "R12: next to blue:inf2 on the same bank"},
		{"red:inf2", "2-9", -1, ""},
	})
	basic := setupOn(t, testBoard(t, src), "mode=basic", "red", place...)
	checkReach(t, basic, []reachCase{
		{"red:inf1", "2-5", -1, "R13: the basic game stops next to blue:inf1"},
		{"red:inf1", "2-3", 6, ""},
	})
	// Across the river the move goes on, and the unit keeps what it has left.
	do(t, adv, "move red:inf1 2-4")
	if left := adv.Unit(num("red:inf1")).Left; left != 6 {
		t.Errorf("after moving next to an enemy across the river %d thirds left, want 6", left)
	}
	// An enemy on the same bank stops it.
	do(t, adv, "move red:inf2 2-8")
	if left := adv.Unit(num("red:inf2")).Left; left != 0 {
		t.Errorf("next to an enemy on the same bank %d thirds left, want 0", left)
	}
}

// TestApproachRulesR23R24: armour may not move next to infantry in forest, nor anyone but
// mountain infantry in the mountains next to mountain infantry there; a river between
// them changes nothing. An HQ in forest is no infantry (R7).
func TestApproachRulesR23R24(t *testing.T) {
	src := sketch([]string{
		"~~~~~~~~~~~~",
		"....f....m..",
		"...........m",
		"........f...",
		"~~~~~~~~~~~~",
	}, []string{"", "", "", ""})
	g := advanced(t, src, "red",
		"blue:inf1 2-5", "blue:mtn1 2-10", "red:arm1 3-1", "red:inf1 4-1", "red:mtn1 3-12", "red:mtn2 4-12")
	checkReach(t, g, []reachCase{
		{"red:arm1", "3-4", -1, "R23: armour never next to infantry in forest"},
		{"red:arm1", "3-3", 6, ""},
		{"red:inf1", "3-4", 9, "infantry may come next to infantry in forest"},
		{"red:mtn2", "3-11", -1, "R24: mountain infantry outside the mountains is kept away like any unit"},
		{"red:mtn1", "2-11", -1, "R24: 2-11 is clear, so not even mountain infantry goes there"},
	})
	refused(t, g, "move red:arm1 3-2 3-3 3-4", "next to infantry in forest") // R23
	refused(t, g, "move red:mtn2 3-11", "Red 2nd Mtn. may not move onto 3-11, next to Blue 1st Mtn. in the mountains")
	// An HQ in forest is not infantry: armour may come next to it (R7, R23).
	g2 := advanced(t, src, "red", "blue:hq-1c 4-9", "red:arm1 4-5")
	checkReach(t, g2, []reachCase{{"red:arm1", "4-8", 9, "an HQ in forest does not keep armour away"}})
}
