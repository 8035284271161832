package game

import (
	"slices"
	"strings"
	"testing"
)

// field is open land, 20 × 20 squares, with a city in each far corner.
var field = func() string {
	rows := make([]string, 20)
	for r := range rows {
		rows[r] = strings.Repeat(".", 20)
	}
	return sketch(rows, []string{}, "city Rotwinkel red 1-1", "city Blauwinkel blue 20-20")
}()

// TestNuclearR33: each weapon's range and target, when it may fire, and what it hits.
// The position is set up, both sides pass game turn 1, and Red has ended its movement in
// game turn 2 (the second month) unless the row says otherwise.
func TestNuclearR33(t *testing.T) {
	table := []struct {
		name  string
		words []string // more options
		place []string
		acts  []string // the last one is checked
		want  string   // "" accepted, else a part of the refusal
		gone  []string // units eliminated by the last action
	}{
		{name: "atomic gun at range 4 hits one square", place: []string{"red:hq-1c 10-10", "blue:inf1 10-14", "blue:inf2 10-15"},
			acts: []string{"nuke red:hq-1c 10-14"}, gone: []string{"blue:inf1"}},
		{name: "atomic gun at range 5", place: []string{"red:hq-1c 10-10", "blue:inf1 10-15"},
			acts: []string{"nuke red:hq-1c 10-15"}, want: "10-15 is 5 squares from Red I Corps HQ; its atomic gun reaches 4"}, // R33
		{name: "missile at range 7 hits a 2×2 block", place: []string{"red:hq-1a 10-10", "blue:inf1 10-17", "blue:arm1 11-16", "blue:inf3 12-16"},
			acts: []string{"nuke red:hq-1a 10-16"}, gone: []string{"blue:inf1", "blue:arm1"}},
		{name: "missile: every square of the block within 7", place: []string{"red:hq-2a 10-10", "blue:inf1 10-17"},
			acts: []string{"nuke red:hq-2a 10-17"}, want: "10-18 is 8 squares from Red 2nd Army HQ"},
		{name: "ICBM at any range", place: []string{"red:hq-ag 1-2", "blue:inf1 20-19", "blue:inf2 19-20"},
			acts: []string{"nuke red:hq-ag 19-19"}, gone: []string{"blue:inf1", "blue:inf2"}},
		{name: "the block must lie on the board", place: []string{"red:hq-ag 1-2", "blue:inf1 20-20"},
			acts: []string{"nuke red:hq-ag 20-20"}, want: "the block at 20-20 does not lie on the board"},
		{name: "never at a block holding an own unit", place: []string{"red:hq-1a 10-10", "blue:inf1 10-16", "red:inf1 13-15"},
			acts: []string{"undo", "move red:inf1 11-15", "endmove", "nuke red:hq-1a 10-15"}, want: "Red 1st Army HQ may not fire at 11-15: Red 1st Inf. stands there, a unit of its own side"}, // R33
		{name: "not at a block without an enemy", place: []string{"red:hq-1c 10-10", "blue:inf1 1-20"},
			acts: []string{"nuke red:hq-1c 10-12"}, want: "there is no enemy unit to hit at 10-12"},
		{name: "once per HQ and game", place: []string{"red:hq-1c 10-10", "blue:inf1 10-13", "blue:inf2 8-10"},
			acts: []string{"nuke red:hq-1c 10-13", "nuke red:hq-1c 8-10"}, want: "has already fired its weapon"},
		{name: "each HQ fires its own", place: []string{"red:hq-1c 10-10", "red:hq-2c 12-10", "blue:inf1 10-13", "blue:inf2 14-10"},
			acts: []string{"nuke red:hq-1c 10-13", "nuke red:hq-2c 14-10"}, gone: []string{"blue:inf2"}},
		{name: "only HQs carry weapons", place: []string{"red:inf1 10-10", "blue:inf1 10-13"},
			acts: []string{"nuke red:inf1 10-13"}, want: "carries no nuclear weapon"},
		{name: "not in the movement phase", place: []string{"red:hq-1c 10-10", "blue:inf1 10-13"},
			acts: []string{"undo", "nuke red:hq-1c 10-13"}, want: "fired in the combat phase"},
		{name: "not before the battles are declared", place: []string{"red:hq-1c 10-10", "red:inf1 5-5", "blue:inf1 10-13", "blue:inf2 5-7"},
			acts: []string{"undo", "move red:inf1 5-6", "endmove", "battle red:inf1 vs blue:inf2", "nuke red:hq-1c 10-13"},
			want: "fired before the battles are declared"},
		{name: "not once a battle is resolved", place: []string{"red:hq-1c 10-10", "red:inf1 5-5", "blue:inf1 10-13", "blue:inf2 5-7", "blue:inf3 1-20"},
			acts: []string{"undo", "move red:inf1 5-6", "endmove", "battle red:inf1 vs blue:inf2", "dice 3", "resolve", "retreat red:inf1 5-4",
				"nuke red:hq-1c 10-13"}, want: "the battles are being resolved"},
		{name: "a strike may take a contact's defender away", place: []string{"red:hq-1c 8-8", "red:inf1 5-5", "blue:inf2 5-7", "blue:inf3 1-20"},
			acts: []string{"undo", "move red:inf1 5-6", "endmove", "nuke red:hq-1c 5-7", "endturn"}, gone: []string{}},
		{name: "without the rule", words: []string{"nuclear=off"}, place: []string{"red:hq-1c 10-10", "blue:inf1 10-13"},
			acts: []string{"nuke red:hq-1c 10-13"}, want: "optional rule this game is played without"},
	}
	for _, c := range table {
		t.Run(c.name, func(t *testing.T) {
			g := optionalGame(t, field, append([]string{"nuclear=on"}, c.words...), "", c.place...)
			endTurns(t, g, 2)
			do(t, g, "endmove")
			last := len(c.acts) - 1
			for _, a := range c.acts[:last] {
				if a == "undo" {
					if err := g.Undo(); err != nil {
						t.Fatal(err)
					}
					continue
				}
				do(t, g, a)
			}
			if c.want != "" {
				refused(t, g, c.acts[last], c.want)
				return
			}
			before := map[string]bool{}
			for _, p := range c.place {
				if id := strings.Fields(p)[0]; where(g, id) != "" {
					before[id] = true
				}
			}
			k := len(g.Events())
			do(t, g, c.acts[last])
			var gone []string
			for _, p := range c.place {
				if id := strings.Fields(p)[0]; before[id] && where(g, id) == "" {
					gone = append(gone, id)
				}
			}
			if !slices.Equal(gone, c.gone) && len(gone)+len(c.gone) > 0 {
				t.Errorf("eliminated %v, want %v", gone, c.gone)
			}
			if strings.HasPrefix(c.acts[last], "nuke") {
				hq := num(strings.Fields(c.acts[last])[1])
				if !g.Unit(hq).Fired || !hasEvent(g, k, EvNuke) || !hasEvent(g, k, EvEliminated) {
					t.Errorf("after the strike: fired %v, events %v", g.Unit(hq).Fired, eventKinds(g, k))
				}
			}
		})
	}
}

// TestNuclearNotFirstMonthR33: no strike in the first month; from the second on.
func TestNuclearNotFirstMonthR33(t *testing.T) {
	g := optionalGame(t, field, []string{"nuclear=on", "weather=on"}, "1 1", "red:hq-1c 10-10", "blue:inf1 10-13", "blue:inf2 2-20")
	do(t, g, "endmove")
	refused(t, g, "nuke red:hq-1c 10-13", "not be fired before the second month (game turn 2)") // R33
	if len(legalTexts(g, ActNuke)) > 0 {
		t.Error("strikes offered in the first month")
	}
	do(t, g, "endturn")
	do(t, g, "dice 1")
	endTurns(t, g, 1)
	do(t, g, "endmove")
	if g.Month() != 2 {
		t.Fatalf("month %d", g.Month())
	}
	do(t, g, "nuke red:hq-1c 10-13")
}

// TestNuclearLegalR33: the legal list offers every strike that hits an enemy and no
// other: for a gun each enemy square in range, for a missile each block in range with an
// enemy in it and no own unit.
func TestNuclearLegalR33(t *testing.T) {
	g := optionalGame(t, field, []string{"nuclear=on"}, "", "red:hq-1c 10-10", "red:hq-1a 5-5", "red:inf1 5-12",
		"blue:inf1 10-14", "blue:inf2 10-15", "blue:inf3 2-11")
	endTurns(t, g, 2)
	do(t, g, "move red:inf1 3-12")
	do(t, g, "endmove")
	got := legalTexts(g, ActNuke)
	var gun, missile []string
	for a := range got {
		if strings.Contains(a, "hq-1c") {
			gun = append(gun, a)
		} else {
			missile = append(missile, a)
		}
	}
	slices.Sort(gun)
	slices.Sort(missile)
	// The gun (range 4) reaches blue:inf1 only; the missile (range 7 from 5-5) reaches
	// blue:inf3 at 2-11 in the blocks 1-10, 1-11 and 2-10 (2-11 would hold red:inf1 at
	// 3-12), and neither blue:inf1 nor blue:inf2 (10-14 is 9 columns away).
	if want := []string{"nuke red:hq-1c 10-14"}; !slices.Equal(gun, want) {
		t.Errorf("gun: %v, want %v", gun, want)
	}
	if want := []string{"nuke red:hq-1a 1-10", "nuke red:hq-1a 1-11", "nuke red:hq-1a 2-10"}; !slices.Equal(missile, want) {
		t.Errorf("missile: %v, want %v", missile, want)
	}
	for a := range got {
		if err := g.Clone().Apply(mustParse(t, g, a)); err != nil {
			t.Errorf("%s listed but refused: %v", a, err)
		}
	}
	if ops := g.LegalNukes(num("red:inf1")); len(ops) != 0 {
		t.Errorf("a division offered strikes: %v", ops)
	}
}
