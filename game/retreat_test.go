package game

import (
	"slices"
	"testing"
)

// retreatSquares lists the final squares offered to the decider for one unit.
func retreatSquares(g *Game, id string) []string {
	var list []string
	for _, a := range g.Legal() {
		if a.Kind == ActRetreat && a.Unit == num(id) {
			if a.To == noSquare {
				list = append(list, "none")
			} else {
				list = append(list, a.To.String())
			}
		}
	}
	slices.Sort(list)
	return list
}

// TestRetreatDB2R19: the attacker, as winner, moves the beaten defender two squares,
// never through or onto a square next to one of its enemies.
func TestRetreatDB2R19(t *testing.T) {
	g := position(t, "red", "red:arm1 5-4", "blue:inf1 4-4", "red:inf9 12-1")
	do(t, g, "endmove")
	do(t, g, "battle red:arm1 vs blue:inf1") // 2-1
	do(t, g, "dice 3")                       // DB2
	do(t, g, "resolve")
	p := g.Pending()
	if p.Kind != RetreatDecision || p.Side.String() != "red" || g.Decider().String() != "red" {
		t.Fatalf("pending %+v, decider %s: want red to retreat blue's unit", p, g.Decider())
	}
	// Middle squares must avoid 4-3, 4-5, 5-3 and 5-5 (next to red:arm1), leaving
	// 3-3, 3-4 and 3-5; the finals are the squares two away reachable from them.
	want := []string{"2-2", "2-3", "2-4", "2-5", "2-6", "3-2", "3-6", "4-2", "4-6"}
	if got := retreatSquares(g, "blue:inf1"); !slices.Equal(got, want) {
		t.Errorf("retreat squares %v, want %v", got, want)
	}
	refused(t, g, "retreat blue:inf1 5-6", "cannot retreat that way")     // only by 4-5 or 5-5
	refused(t, g, "retreat blue:inf1 3-4", "cannot retreat that way")     // one square away
	refused(t, g, "retreat blue:inf1 4-5 4-6", "cannot retreat that way") // middle next to the enemy
	refused(t, g, "retreat blue:inf1 none", "has a way out")
	refused(t, g, "endturn", "must first retreat")
	do(t, g, "retreat blue:inf1 3-5 2-6")
	if where(g, "blue:inf1") != "2-6" || g.Pending().Kind != NoDecision {
		t.Errorf("after the retreat: blue:inf1 on %s, pending %v", where(g, "blue:inf1"), g.Pending().Kind)
	}
	do(t, g, "endturn")
}

// TestRetreatAB2DefenderDecidesR19: after AB2 the defender, not the side moving, moves the
// beaten attackers.
func TestRetreatAB2DefenderDecidesR19(t *testing.T) {
	g := position(t, "red", "red:inf1 5-4", "red:inf2 5-5", "blue:arm1 4-4", "blue:inf9 1-16")
	do(t, g, "endmove")
	do(t, g, "battle red:inf1,red:inf2 vs blue:arm1") // 1-1
	do(t, g, "dice 3")                                // AB2
	do(t, g, "resolve")
	p := g.Pending()
	if p.Kind != RetreatDecision || p.Side.String() != "blue" || g.Decider().String() != "blue" {
		t.Fatalf("pending %+v: want blue to decide", p)
	}
	if !slices.Equal(p.Units, []int{num("red:inf1"), num("red:inf2")}) {
		t.Errorf("units to retreat %v", p.Units)
	}
	// The winner picks the order: red:inf2 first. Water is never a retreat square.
	refused(t, g, "retreat red:inf2 6-6 7-7", "cannot retreat that way")
	do(t, g, "retreat red:inf2 5-6 5-7")
	do(t, g, "retreat red:inf1 5-2")
	if where(g, "red:inf1") != "5-2" || where(g, "red:inf2") != "5-7" || g.Pending().Kind != NoDecision {
		t.Errorf("after the retreats: %s %s %v", where(g, "red:inf1"), where(g, "red:inf2"), g.Pending().Kind)
	}
	if g.Decider().String() != "red" {
		t.Error("the turn did not go back to red after blue's decision")
	}
}

// TestRetreatNoWayOutR19: a unit that cannot retreat is eliminated — at the map edge,
// against water, or hemmed in by the enemy.
func TestRetreatNoWayOutR19(t *testing.T) {
	cases := []struct {
		name     string
		units    []string
		attacker string
		defender string
		die      string
	}{
		// In the corner: the middle squares 1-2 and 2-1 both touch red:arm1.
		{"corner", []string{"blue:inf1 1-1", "red:arm1 2-2", "red:inf9 12-1"}, "red:arm1", "blue:inf1", "3"},
		// Against the sea: from 6-3 the only ways lead onto water or next to red:arm1.
		{"sea", []string{"blue:inf1 6-3", "red:arm1 5-3", "red:inf2 5-1", "red:inf3 5-5", "red:inf9 12-1"}, "red:arm1", "blue:inf1", "3"},
	}
	for _, c := range cases {
		g := position(t, "red", append(c.units, "blue:inf9 12-16")...)
		do(t, g, "endmove")
		var att []string
		for _, p := range g.Contacts() {
			if !slices.Contains(att, unitID(p[0])) {
				att = append(att, unitID(p[0]))
			}
		}
		do(t, g, "battle "+joinIDs(att)+" vs "+c.defender)
		do(t, g, "dice "+c.die)
		do(t, g, "resolve")
		r := g.st.Battles[0].Result
		if r != DB2 {
			t.Fatalf("%s: result %s, want DB2", c.name, r)
		}
		if g.Unit(num(c.defender)).Status != Eliminated || g.Pending().Kind != NoDecision {
			t.Errorf("%s: the defender with no way out is %v, pending %v", c.name, g.Unit(num(c.defender)).Status, g.Pending().Kind)
		}
	}
}

func joinIDs(list []string) string {
	s := ""
	for i, id := range list {
		if i > 0 {
			s += ","
		}
		s += id
	}
	return s
}

// TestRetreatOverSeaBridgeR19: a retreat may cross water by the sea bridge (R5), whose
// square counts as land.
func TestRetreatOverSeaBridgeR19(t *testing.T) {
	g := position(t, "red", "blue:inf1 6-7", "red:arm1 5-6", "red:inf9 12-1", "blue:inf9 1-16")
	do(t, g, "endmove")
	do(t, g, "battle red:arm1 vs blue:inf1") // 2-1
	do(t, g, "dice 3")
	do(t, g, "resolve")
	got := retreatSquares(g, "blue:inf1")
	for _, s := range []string{"8-7", "8-8", "8-9"} {
		if !slices.Contains(got, s) {
			t.Errorf("retreat squares %v lack %s over the bridge", got, s)
		}
	}
	for _, s := range []string{"8-5", "8-6", "4-5"} { // through water, or next to red:arm1
		if slices.Contains(got, s) {
			t.Errorf("retreat squares %v include %s", got, s)
		}
	}
	do(t, g, "retreat blue:inf1 7-8 8-8")
}

// TestRetreatOrderR19: the winner retreats the beaten units one at a time in his order;
// each retreat changes what is left to the next (a square taken is no longer free).
func TestRetreatOrderR19(t *testing.T) {
	g := position(t, "red", "red:arm1 5-4", "red:arm2 5-5", "blue:inf1 4-4", "blue:inf2 4-5", "red:inf9 12-1", "blue:inf9 1-16")
	do(t, g, "endmove")
	do(t, g, "battle red:arm1,red:arm2 vs blue:inf1,blue:inf2") // 4 against 2: 2-1
	do(t, g, "dice 3")                                          // DB2
	do(t, g, "resolve")
	if p := g.Pending(); len(p.Units) != 2 {
		t.Fatalf("pending %+v, want two units to retreat", p)
	}
	do(t, g, "retreat blue:inf2 2-5")
	if slices.Contains(retreatSquares(g, "blue:inf1"), "2-5") {
		t.Error("blue:inf1 is offered 2-5, now held by blue:inf2")
	}
	if p := g.Pending(); !slices.Equal(p.Units, []int{num("blue:inf1")}) {
		t.Errorf("still to retreat %v", p.Units)
	}
	do(t, g, "retreat blue:inf1 2-4")
	if g.Pending().Kind != NoDecision {
		t.Error("the decision stays open after the last retreat")
	}
}
