package game

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"taktik/units"
)

// provinces: three red cities in the west, two blue ones in the east, and each side's
// REPLACEMENT area.
//
//	col  12345678901234567890
//	 1   .................bbb   b Blue's REPLACEMENT area 1-18..1-20
//	 2   .AA.....D...........   A Rotstadt (red) 2-2 2-3, D Rotdorf (red) 2-9
//	 5   .H..................   H Rotheim (red) 5-2
//	10   ...............BB...   B Blauburg (blue) 10-16 10-17
//	11   rrr.................   r Red's REPLACEMENT area 11-1..12-3
//	12   rrr................K   K Blaudorf (blue) 12-20
var provinces = func() string {
	rows := make([]string, 12)
	for r := range rows {
		rows[r] = strings.Repeat(".", 20)
	}
	return sketch(rows, []string{}, "city Rotstadt red 2-2 2-3", "city Rotdorf red 2-9", "city Rotheim red 5-2",
		"city Blauburg blue 10-16 10-17", "city Blaudorf blue 12-20",
		`bivouac red "REPLACEMENT" 11-1..11-3 12-1..12-3`, `bivouac blue "REPLACEMENT" 1-18..1-20`)
}()

// replacementGame begins in November (R30's starting-month die 6) with replacements on.
// In game turn 1 Red loses red:inf1, red:inf2, red:arm1 and red:para1 attacking at bad
// odds, red:hq-1c boxed in against the board's edge by an enemy (R20), and takes blue:inf7; then Blue passes. The game
// stands at the start of game turn 2, December: the replacements (R31).
func replacementGame(t testing.TB, extra ...string) *Game {
	t.Helper()
	place := append([]string{"red:inf1 7-3", "blue:inf1 7-4", "red:inf2 7-7", "blue:inf2 7-8", "red:arm1 7-11", "blue:inf3 7-12",
		"red:para1 7-15", "blue:inf4 7-16", "red:arm2 9-5", "blue:inf7 9-6", "red:hq-1c 1-12", "blue:inf5 2-12"}, extra...)
	g := optionalGame(t, provinces, []string{"replacements=on"}, "6", place...)
	do(t, g, "endmove")
	for _, b := range []string{"red:inf1 vs blue:inf1", "red:inf2 vs blue:inf2", "red:arm1 vs blue:inf3", "red:para1 vs blue:inf4",
		"red:arm2 vs blue:inf7"} {
		do(t, g, "battle "+b)
	}
	do(t, g, "dice 6 6 6 6 1") // 1-1 and 2-1 with a 6: attackers eliminated; 2-1 with a 1: defender eliminated
	for range 5 {
		do(t, g, "resolve")
	}
	do(t, g, "endturn")
	endTurns(t, g, 1)
	if g.Month() != 12 {
		t.Fatalf("month %d, want December", g.Month())
	}
	return g
}

// pointsGiven are the replacement points of the last period's opening, by side.
func pointsGiven(g *Game) map[string]int {
	m := map[string]int{}
	for _, e := range g.Events() {
		if e.Kind == EvReplacements {
			m[e.Owner.String()] = e.Count
		}
	}
	return m
}

// TestReplacementsR31: the December replacements, step by step: the points, the order of
// the decisions, the costs, HQs never, one unit per city, the automatic choice.
func TestReplacementsR31(t *testing.T) {
	g := replacementGame(t)
	if got := pointsGiven(g); got["red"] != 3 || got["blue"] != 2 {
		t.Fatalf("points %v, want red 3 and blue 2: one a city held free of enemies", got)
	}
	p := g.Pending()
	if p.Kind != ReplaceDecision || p.Side.String() != "red" || p.Need != 3 ||
		!slices.Equal(ids(p.Units), []string{"red:arm1", "red:inf1", "red:inf2", "red:para1"}) {
		t.Fatalf("pending %+v (%v), want Red's replacements: the armour first, never the HQ", p, ids(p.Units))
	}
	refused(t, g, "move red:arm2 9-7", "Red must first rebuild its replacements")
	refused(t, g, "replace red:hq-1c 2-2", "headquarters never come back") // R31
	refused(t, g, "replace blue:inf7 10-16", "Red is rebuilding its units")
	refused(t, g, "replace red:arm2 2-2", "only eliminated units are rebuilt")
	refused(t, g, "replace red:inf1 5-3", "cannot be rebuilt on 5-3")
	refused(t, g, "replace red:inf1 11-1", "cannot be rebuilt on 11-1") // not while a city can take it
	a, err := g.Auto()
	if err != nil || a.String() != "replace red:arm1 5-2" {
		t.Fatalf("auto: %v %v, want red:arm1 into Rotheim, the city nearest the enemy", a, err)
	}
	if g.ReplacementPoints(g.Decider()) != 1 || g.Unit(num("red:arm1")).Left != 21 {
		t.Errorf("after the armour (cost 2): %d points left, red:arm1 has %d thirds", g.ReplacementPoints(g.Decider()), g.Unit(num("red:arm1")).Left)
	}
	offered := legalTexts(g, ActReplace)
	for _, want := range []string{"replace red:inf1 2-2", "replace red:inf1 2-9", "replace red:para1 2-3", "replace done"} {
		if !offered[want] {
			t.Errorf("%q not offered: %v", want, offered)
		}
	}
	for a := range offered {
		if strings.Contains(a, "5-2") || strings.Contains(a, "11-") || strings.Contains(a, "12-") {
			t.Errorf("%q offered: Rotheim has taken its unit, and the cities still have room", a)
		}
	}
	do(t, g, "replace red:inf1 2-9")
	p = g.Pending()
	if p.Side.String() != "blue" || p.Need != 2 || !slices.Equal(ids(p.Units), []string{"blue:inf7"}) {
		t.Fatalf("after Red: pending %+v, want Blue's replacements", p)
	}
	if g.Side().String() != "red" || g.Decider().String() != "blue" {
		t.Errorf("side %s decider %s: Blue rebuilds in Red's player turn", g.Side(), g.Decider())
	}
	k := len(g.Events())
	do(t, g, "replace blue:inf7 10-16")
	if g.Unit(num("blue:inf7")).Left != 0 {
		t.Error("Blue's rebuilt unit has movement in Red's turn")
	}
	if g.Pending().Kind != NoDecision || g.ReplacementPoints(units.Blue) != 0 || !hasEvent(g, k, EvReplaceEnd) {
		t.Errorf("pending %v, Blue's points %d: its last point is lost", g.Pending().Kind, g.ReplacementPoints(units.Blue))
	}
	do(t, g, "move red:arm1 5-5") // the month's movement begins
}

// TestReplacementPlacesR31: overflow into the REPLACEMENT area once no city can take a
// unit, and none at all while an enemy stands in the area; the points left are lost.
func TestReplacementPlacesR31(t *testing.T) {
	full := []string{"red:inf10 2-9", "red:inf11 5-2", "red:inf12 2-3"} // only Rotstadt's 2-2 is free
	t.Run("into the area", func(t *testing.T) {
		g := replacementGame(t, full...)
		do(t, g, "replace red:inf1 2-2")
		offered := legalTexts(g, ActReplace)
		if !offered["replace red:inf2 11-1"] || !offered["replace red:inf2 12-3"] || len(offered) != 1+3*6 {
			t.Errorf("offered %v, want red:inf2, red:para1 and red:arm1 (2 points left) on the area's six squares", offered)
		}
		do(t, g, "replace red:arm1 12-3")
		if where(g, "red:arm1") != "12-3" || g.Pending().Side.String() != "blue" {
			t.Errorf("red:arm1 at %q, pending %+v", where(g, "red:arm1"), g.Pending())
		}
	})
	t.Run("never in a captured enemy city", func(t *testing.T) {
		g := replacementGame(t, "own Blaudorf red") // held by Red, free of Blue, yet no home city of Red's
		if cityOwner(g, "Blaudorf") != "red" {
			t.Fatalf("Blaudorf belongs to %s", cityOwner(g, "Blaudorf"))
		}
		refused(t, g, "replace red:inf1 12-20", "cannot be rebuilt on 12-20")
		for a := range legalTexts(g, ActReplace) {
			if strings.Contains(a, "12-20") {
				t.Errorf("%q offered: rebuilt units go only into cities of their own country (R31)", a)
			}
		}
	})
	t.Run("the enemy in the area", func(t *testing.T) {
		g := replacementGame(t, append(full, "blue:inf9 12-2")...)
		k := len(g.Events())
		do(t, g, "replace red:inf1 2-2")
		lost := -1
		for _, e := range g.EventsSince(k) {
			if e.Kind == EvReplaceEnd && e.Owner.String() == "red" {
				lost = e.Count
			}
		}
		if lost != 2 || g.Pending().Side.String() != "blue" {
			t.Errorf("Red's replacements: %d points lost, pending %+v; want 2 lost and Blue's turn", lost, g.Pending())
		}
	})
}

// TestReplacementPointsR31: a city counts only while its side holds it with no enemy in
// it; Red gets at most 7 points, Blue 5; points not spent are not kept for later.
func TestReplacementPointsR31(t *testing.T) {
	for _, c := range []struct {
		name  string
		extra []string
		red   int
	}{
		{"an enemy unit in a city", []string{"blue:inf9 5-2"}, 2},
		{"a city the enemy has taken", []string{"own Rotdorf blue"}, 2},
	} {
		t.Run(c.name, func(t *testing.T) {
			if got := pointsGiven(replacementGame(t, c.extra...)); got["red"] != c.red {
				t.Errorf("Red gets %d points, want %d", got["red"], c.red)
			}
		})
	}
	t.Run("caps", func(t *testing.T) {
		var items []string
		for k := 1; k <= 8; k++ {
			items = append(items, fmt.Sprintf("city Rot%d red 2-%d", k, 2*k))
		}
		for k := 1; k <= 6; k++ {
			items = append(items, fmt.Sprintf("city Blau%d blue 8-%d", k, 2*k))
		}
		rows := make([]string, 9)
		for r := range rows {
			rows[r] = strings.Repeat(".", 17)
		}
		g := optionalGame(t, sketch(rows, []string{}, items...), []string{"replacements=on"}, "2", "red:inf1 5-1", "blue:inf1 5-17")
		if got := pointsGiven(g); g.Month() != 3 || got["red"] != 7 || got["blue"] != 5 {
			t.Errorf("March with 8 and 6 cities: %v, want red 7 and blue 5", got)
		}
	})
	t.Run("not kept", func(t *testing.T) {
		g := replacementGame(t)
		do(t, g, "replace red:inf1 2-2")
		k := len(g.Events())
		do(t, g, "replace done")
		if g.ReplacementPoints(units.Red) != 0 || !hasEvent(g, k, EvReplaceEnd) {
			t.Errorf("Red keeps %d points after replace done", g.ReplacementPoints(units.Red))
		}
		do(t, g, "replace done") // Blue
		endTurns(t, g, 6)        // December, January, February
		if got := pointsGiven(g); g.Month() != 3 || got["red"] != 3 {
			t.Errorf("%s: Red gets %d points, want 3: unspent points are not saved", g.MonthName("en"), got["red"])
		}
	})
}

// TestEvenReplacementsHouseRule: with the rulebook (R31) Red gets a point for each of
// its seven cities held, Blue at most 5; the house rule "even replacements" caps both at
// 5, and it travels with the saved game and the position's hash.
func TestEvenReplacementsHouseRule(t *testing.T) {
	rows := make([]string, 8)
	for r := range rows {
		rows[r] = strings.Repeat(".", 20)
	}
	items := []string{`bivouac red "REPLACEMENT" 8-1..8-3`, `bivouac blue "REPLACEMENT" 8-18..8-20`}
	for i := range 7 {
		items = append(items, fmt.Sprintf("city Rot%d red %d-2", i, i+1), fmt.Sprintf("city Blau%d blue %d-19", i, i+1))
	}
	board := sketch(rows, []string{}, items...)
	for _, c := range []struct {
		words     []string
		red, blue int
	}{
		{[]string{"replacements=on"}, 7, 5},
		{[]string{"replacements=on", "evenreplacements=on"}, 5, 5},
	} {
		g := optionalGame(t, board, c.words, "6", "red:inf1 4-5", "blue:inf1 4-16")
		if red, blue := g.replacementPoints(units.Red), g.replacementPoints(units.Blue); red != c.red || blue != c.blue {
			t.Errorf("%v: points red %d blue %d, want %d and %d", c.words, red, blue, c.red, c.blue)
		}
		data, err := g.MarshalJSON()
		if err != nil {
			t.Fatal(err)
		}
		back, err := Unmarshal(g.board, data)
		if err != nil {
			t.Fatal(err)
		}
		if back.Options().EvenReplacements != g.Options().EvenReplacements || back.Hash() != g.Hash() {
			t.Errorf("%v: the house rule did not survive a save", c.words)
		}
	}
	even, _ := ParseOptions([]string{"replacements=on", "evenreplacements=on"})
	plain, _ := ParseOptions([]string{"replacements=on"})
	if slices.Equal(even.hashWords(), plain.hashWords()) {
		t.Error("the house rule is not part of the position's hash")
	}
}
