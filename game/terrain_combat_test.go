package game

import (
	"slices"
	"testing"
)

// riverBank: a river along the southern edge of row 2, so every square of row 2 is across
// it from row 3 (R3).
var riverBank = sketch([]string{
	"~~~~~~~~~~",
	"..........",
	"..........",
	"..........",
	"~~~~~~~~~~",
}, []string{"", "__________"})

// TestRiverDoublingR25: the rulebook's two pictures of combat over a river (SPIELBEISPIELE,
// Kampf über Flüsse hinweg). Two armoured divisions (2 + 2) attack an infantry division
// (1): with both across the river its value is doubled, 4 against 2 is 2-1; with one on
// its own bank it is not, 4 against 1 is 4-1 (R16, R25).
func TestRiverDoublingR25(t *testing.T) {
	cases := []struct {
		name      string
		attackers []string
		defend    int
		odds      string
		doubled   bool
	}{
		{"every attacker across the river", []string{"red:arm1 2-3", "red:arm2 2-5"}, 2, "2-1", true},
		{"one attacker on the defender's bank", []string{"red:arm1 2-4", "red:arm2 3-5"}, 1, "4-1", false},
	}
	for _, c := range cases {
		g := advanced(t, riverBank, "red", append(c.attackers, "blue:inf1 3-4", "blue:inf9 4-10")...)
		p, err := g.Preview([]int{num("red:arm1"), num("red:arm2")}, []int{num("blue:inf1")})
		if err != nil {
			t.Fatal(err)
		}
		if p.Attack != 4 || p.Defend != c.defend || p.Odds.String() != c.odds || p.Doubled != c.doubled {
			t.Errorf("%s: %d against %d at %s (doubled %v), want 4 against %d at %s (doubled %v)",
				c.name, p.Attack, p.Defend, p.Odds, p.Doubled, c.defend, c.odds, c.doubled)
		}
		do(t, g, "endmove")
		do(t, g, "battle red:arm1,red:arm2 vs blue:inf1")
		if b := g.Battles()[0]; b.Defend != c.defend || b.Odds.String() != c.odds {
			t.Errorf("%s: declared at %d, %s", c.name, b.Defend, b.Odds)
		}
		// R18: an exchange counts the printed value, never the doubled one.
		do(t, g, "dice 2")
		do(t, g, "resolve")
		if p := g.Pending(); p.Kind != ExchangeDecision || p.Need != 1 {
			t.Errorf("%s: after EX pending %+v, want an exchange of 1 point", c.name, p)
		}
	}
	basic := setupOn(t, testBoard(t, riverBank), "mode=basic", "red", "red:arm1 2-3", "red:arm2 2-5", "blue:inf1 3-4")
	if p, _ := basic.Preview([]int{num("red:arm1"), num("red:arm2")}, []int{num("blue:inf1")}); p.Odds.String() != "4-1" || p.Doubled {
		t.Errorf("basic game: %s doubled %v, want 4-1: no rivers in the basic game (R13)", p.Odds, p.Doubled)
	}
}

// TestRiverContactsR25: a unit need not attack across a river, and is not obliged to be
// attacked across one; it may still attack there if it wishes.
func TestRiverContactsR25(t *testing.T) {
	g := advanced(t, riverBank, "red", "red:inf1 2-4", "red:inf2 3-8", "blue:inf1 3-4", "blue:inf2 3-9")
	do(t, g, "endmove")
	if c := g.Contacts(); len(c) != 1 || c[0] != [2]int{num("red:inf2"), num("blue:inf2")} {
		t.Errorf("contacts %v, want only red:inf2–blue:inf2 (the other pair is across the river)", c)
	}
	do(t, g, "battle red:inf2 vs blue:inf2")
	// Every obliged contact is covered; the battle over the river may still be declared.
	if !legalTexts(g, ActBattle)["battle red:inf1 vs blue:inf1"] {
		t.Error("the battle across the river is not offered")
	}
	if !legalTexts(g, ActResolve)["resolve 0"] {
		t.Error("resolve is not offered once the contacts are covered")
	}
	h := g.Clone()
	do(t, h, "battle red:inf1 vs blue:inf1")
	if b := h.Battles()[1]; b.Defend != 2 || b.Odds.String() != "1-2" {
		t.Errorf("the battle over the river: %d, %s; want the defender doubled, 1-2", b.Defend, b.Odds)
	}
	// Without it the turn ends.
	do(t, g, "dice 3")
	do(t, g, "resolve")
	for g.Pending().Kind != NoDecision {
		if _, err := g.Auto(); err != nil {
			t.Fatal(err)
		}
	}
	do(t, g, "endturn")
	// Blue need not attack over the river either.
	do(t, g, "endmove")
	if c := g.Contacts(); len(c) != 0 {
		t.Errorf("blue's contacts %v, want none", c)
	}
}

// TestForestCombatR23: armour never attacks infantry in forest, so that contact is not
// obliged; other units fight in forest as anywhere; an HQ in forest is not infantry.
func TestForestCombatR23(t *testing.T) {
	src := sketch([]string{
		"~~~~~~~~~~",
		"...f....f.",
		"..........",
		"~~~~~~~~~~",
	}, []string{})
	g := advanced(t, src, "red", "blue:inf1 2-4", "red:arm1 3-4", "red:inf1 3-3", "blue:hq-1c 2-9", "red:arm2 3-9")
	do(t, g, "endmove")
	want := [][2]int{{num("red:inf1"), num("blue:inf1")}, {num("red:arm2"), num("blue:hq-1c")}}
	if c := g.Contacts(); !slices.Equal(c, want) {
		t.Errorf("contacts %v, want %v (armour next to infantry in forest is no contact)", c, want)
	}
	refused(t, g, "battle red:arm1 vs blue:inf1", "armour never attacks infantry in forest")          // R23
	refused(t, g, "battle red:arm1,red:inf1 vs blue:inf1", "armour never attacks infantry in forest") // R23
	do(t, g, "battle red:inf1 vs blue:inf1")
	do(t, g, "battle red:arm2 vs blue:hq-1c")
}

// TestMountainCombatR24: only mountain infantry in the mountains attacks mountain
// infantry in the mountains; mountain infantry there need not attack units outside them.
func TestMountainCombatR24(t *testing.T) {
	src := sketch([]string{
		"~~~~~~~~~~~~",
		"..mm.....mm.",
		"...........m",
		"~~~~~~~~~~~~",
	}, []string{})
	g := advanced(t, src, "red",
		"blue:mtn1 2-4", "red:inf1 3-4", "red:mtn1 2-3", // red:mtn1 in the mountains beside blue:mtn1
		"blue:inf2 3-2",                   // …and beside blue:inf2, outside them
		"blue:mtn2 2-10", "red:mtn2 3-10") // red:mtn2 outside the mountains
	do(t, g, "endmove")
	want := [][2]int{{num("red:mtn1"), num("blue:mtn1")}}
	if c := g.Contacts(); !slices.Equal(c, want) {
		t.Errorf("contacts %v, want %v", c, want)
	}
	refused(t, g, "battle red:inf1 vs blue:mtn1", "only mountain infantry in the mountains attacks mountain infantry there") // R24
	refused(t, g, "battle red:mtn2 vs blue:mtn2", "only mountain infantry in the mountains attacks mountain infantry there") // R24
	refused(t, g, "battle red:mtn1 vs blue:inf2", "would leave Blue 1st Mtn. without an enemy")
	if !legalTexts(g, ActBattle)["battle red:mtn1 vs blue:inf2,blue:mtn1"] {
		t.Error("mountain infantry in the mountains may still attack a unit outside them")
	}
	do(t, g, "battle red:mtn1 vs blue:inf2,blue:mtn1")
}

// TestRetreatTerrainR19: armour never retreats into or through forest while another way
// exists, and is lost when every way leads there (R19, R23); only mountain infantry
// retreats into mountains (R19, R24).
func TestRetreatTerrainR19(t *testing.T) {
	forest := func(centre string) string {
		return sketch([]string{
			"~~~~~~~",
			"~.fff.~",
			"~.f.f.~",
			"~.f" + centre + "f.~",
			"~.....~",
			"~~~~~~~",
		}, []string{})
	}
	// DB2: red:inf1 (1) against blue:arm1 (2) at 1-2 with a 4; red retreats blue:arm1.
	beaten := func(g *Game) {
		do(t, g, "endmove")
		do(t, g, "battle red:inf1 vs blue:arm1")
		do(t, g, "dice 4")
		do(t, g, "resolve")
	}
	g := advanced(t, forest("."), "red", "red:inf1 2-4", "blue:arm1 3-4")
	beaten(g)
	if got, want := retreatSquares(g, "blue:arm1"), []string{"5-3", "5-4", "5-5"}; !slices.Equal(got, want) {
		t.Errorf("armour's retreat squares %v, want only those by the clear 4-4: %v", got, want)
	}
	refused(t, g, "retreat blue:arm1 4-3 5-3", "cannot retreat into or through forest while it has another way back") // R19, R23
	refused(t, g, "retreat blue:arm1 5-2", "cannot retreat into or through forest")
	do(t, g, "retreat blue:arm1 5-3")
	if where(g, "blue:arm1") != "5-3" || g.History()[len(g.History())-1].Path[0] != sq("4-4") {
		t.Errorf("blue:arm1 retreated to %s by %v, want 5-3 by 4-4", where(g, "blue:arm1"), g.History()[len(g.History())-1].Path)
	}

	g = advanced(t, forest("f"), "red", "red:inf1 2-4", "blue:arm1 3-4")
	k := len(g.Events())
	beaten(g)
	if where(g, "blue:arm1") != "" || !hasEvent(g, k, EvForestLoss) || g.Pending().Kind != NoDecision {
		t.Errorf("armour with only forest ways: on %q, events %v; want it lost in the forest", where(g, "blue:arm1"), eventKinds(g, k))
	}

	mountains := sketch([]string{
		"~~~~~~~",
		"~mmmmm~",
		"~m...m~",
		"~.....~",
		"~~~~~~~",
	}, []string{})
	for _, c := range []struct {
		mode, defender string
		want           []string
	}{
		{"mode=advanced", "blue:inf1", []string{"none"}},
		{"mode=advanced", "blue:mtn1", []string{"2-2", "2-6", "3-6"}}, // 3-2 touches red:inf2
		{"mode=basic", "blue:inf1", []string{"2-2", "2-6", "3-6"}},
	} {
		g := setupOn(t, testBoard(t, mountains), c.mode, "red", "red:inf1 4-4", "red:inf2 4-3", c.defender+" 3-4")
		do(t, g, "endmove")
		do(t, g, "battle red:inf1,red:inf2 vs "+c.defender)
		do(t, g, "dice 3") // 2-1: DB2
		k := len(g.Events())
		do(t, g, "resolve")
		if c.want[0] == "none" {
			if where(g, c.defender) != "" || !hasEvent(g, k, EvEliminated) {
				t.Errorf("%s %s: still on %s, want eliminated: no way out but through the mountains", c.mode, c.defender, where(g, c.defender))
			}
			continue
		}
		if got := retreatSquares(g, c.defender); !slices.Equal(got, c.want) {
			t.Errorf("%s %s: retreat squares %v, want %v", c.mode, c.defender, got, c.want)
		}
	}
}
