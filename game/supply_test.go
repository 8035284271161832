package game

import (
	"fmt"
	"slices"
	"testing"
)

// corridor is a strip of land three squares wide between two seas, Red's city at its
// west end and Blue's at its east end: one unit standing in the strip touches every
// square across it, so a line along the strip cannot pass it.
//
//	col  123456789012345
//	 2   R..............   R Rotburg (red) 2-1 3-1
//	 3   R.............B   B Blauheim (blue) 3-15
//	 4   ...............
var corridor = sketch([]string{
	"~~~~~~~~~~~~~~~",
	"...............",
	"...............",
	"...............",
	"~~~~~~~~~~~~~~~",
}, []string{}, "city Rotburg red 2-1 3-1", "city Blauheim blue 3-15")

// TestSupplyLinesR32: who is cut off at the start of Blue's player turn. The first row
// is the rulebook's Einschließung example: the unit's only ways to its city pass squares
// next to an enemy unit.
func TestSupplyLinesR32(t *testing.T) {
	table := []struct {
		name  string
		place []string
		cut   []string
	}{
		{"Einschließung: every way home passes next to the enemy",
			[]string{"blue:inf1 3-5", "red:inf1 3-9"}, []string{"blue:inf1"}},
		{"a line may pass two squares from the enemy",
			[]string{"blue:inf1 3-5", "red:inf1 2-9"}, nil},
		{"a unit next to the enemy traces its line from the squares beside it",
			[]string{"blue:inf1 3-11", "red:inf1 3-10"}, nil},
		{"units in their own country's cities are always supplied",
			[]string{"blue:inf1 3-5", "blue:inf2 3-15", "red:inf1 2-14", "red:inf2 4-14"}, []string{"blue:inf1"}},
		{"a captured enemy city no enemy has entered supplies its garrison",
			[]string{"own Rotburg blue", "blue:inf3 3-1", "red:inf1 3-9", "red:inf2 4-2", "red:inf5 2-2"}, nil},
		{"a captured enemy city is cut off once an enemy unit has entered it",
			[]string{"own Rotburg blue", "blue:inf3 3-1", "red:inf1 3-9", "red:inf2 2-1"}, []string{"blue:inf3"}},
		{"a captured enemy city is a city of its own for the line",
			[]string{"own Rotburg blue", "blue:inf4 3-4", "red:inf1 3-9"}, nil},
		{"an own city the enemy has taken supplies nothing",
			[]string{"own Blauheim red", "blue:inf1 3-12", "red:inf1 3-2"}, []string{"blue:inf1"}},
	}
	for _, c := range table {
		t.Run(c.name, func(t *testing.T) {
			g := optionalGame(t, corridor, []string{"supply=on", "first=blue"}, "", c.place...)
			if got := ids(g.OutOfSupply(g.Side())); !slices.Equal(got, c.cut) && len(got)+len(c.cut) > 0 {
				t.Errorf("cut off: %v, want %v", got, c.cut)
			}
			for _, id := range c.cut {
				if g.Unit(num(id)).Cut != 1 || g.InSupply(num(id)) {
					t.Errorf("%s: found cut off %d times at the start of the turn, in supply %v", id, g.Unit(num(id)).Cut, g.InSupply(num(id)))
				}
			}
			if len(c.cut) > 0 && !hasEvent(g, 0, EvCutOff) {
				t.Error("no cutoff event")
			}
		})
	}
}

// TestSupplyLossR32: a unit found cut off at the start of two of its own player turns in
// a row is lost at the end of the second; one whose line is open again by then lives,
// and its count starts afresh.
func TestSupplyLossR32(t *testing.T) {
	place := []string{"blue:inf1 3-5", "blue:inf9 3-14", "red:inf1 3-9", "red:inf9 4-1"}
	t.Run("lost after two own turns", func(t *testing.T) {
		g := optionalGame(t, corridor, []string{"supply=on", "first=blue"}, "", place...)
		endTurns(t, g, 1)
		if where(g, "blue:inf1") == "" {
			t.Fatal("lost at the end of the first turn cut off")
		}
		if g.Unit(num("red:inf1")).Cut != 1 {
			t.Errorf("red:inf1, whose way west passes blue:inf1, was found cut off %d times", g.Unit(num("red:inf1")).Cut)
		}
		endTurns(t, g, 1)
		if c := g.Unit(num("blue:inf1")).Cut; c != 2 {
			t.Fatalf("blue:inf1 found cut off %d times, want 2", c)
		}
		k := len(g.Events())
		endTurns(t, g, 1)
		if where(g, "blue:inf1") != "" || !hasEvent(g, k, EvSupplyLoss) {
			t.Errorf("blue:inf1 survived its second turn cut off (events %v)", eventKinds(g, k))
		}
		if g.Unit(num("red:inf1")).Cut != 0 {
			t.Errorf("red:inf1 is supplied again once blue:inf1 is gone, count %d", g.Unit(num("red:inf1")).Cut)
		}
	})
	t.Run("saved by opening the line in the second turn", func(t *testing.T) {
		g := optionalGame(t, corridor, []string{"supply=on", "first=blue"}, "", place...)
		endTurns(t, g, 2)
		do(t, g, "move blue:inf9 3-10")
		do(t, g, "endmove")
		do(t, g, "battle blue:inf9 vs red:inf1")
		do(t, g, "dice 1") // 1-1, die 1: defender eliminated
		do(t, g, "resolve")
		k := len(g.Events())
		do(t, g, "endturn")
		if where(g, "blue:inf1") == "" || g.Unit(num("blue:inf1")).Cut != 0 || !hasEvent(g, k, EvResupplied) {
			t.Errorf("blue:inf1 at %q, count %d, events %v: its line is open again", where(g, "blue:inf1"), g.Unit(num("blue:inf1")).Cut, eventKinds(g, k))
		}
	})
}

// isle: Red's capital on an island tied to the mainland by one sea bridge (3-5), Red's
// second city and Blue's on the mainland.
//
//	col  12345678901234
//	 2   ~...~........B   B Blaustadt (blue) 2-14
//	 3   ~.C.=.........   C Inselburg (red capital) 3-3, = the bridge
//	 4   ~...~.........
//	 6   ~~~~~..R......   R Rotfeld (red) 6-8
var isle = sketch([]string{
	"~~~~~~~~~~~~~~",
	"~...~.........",
	"~...=.........",
	"~...~.........",
	"~~~~~.........",
	"~~~~~.........",
	"~~~~~~~~~~~~~~",
}, []string{}, "city Inselburg red capital 3-3", "city Rotfeld red 6-8", "city Blaustadt blue 2-14")

// TestSupplyIslandR32: once Red holds no city off its capital's island and Blue stands at
// every bridge, all Red units on the island are cut off, its capital no help; they have
// four turns instead of two.
func TestSupplyIslandR32(t *testing.T) {
	t.Run("four turns", func(t *testing.T) {
		g := optionalGame(t, isle, []string{"supply=on"}, "", "own Rotfeld blue", "red:inf1 2-2", "red:inf2 3-3",
			"blue:inf1 3-6", "blue:inf2 5-12")
		if got := ids(g.OutOfSupply(g.Side())); !slices.Equal(got, []string{"red:inf1", "red:inf2"}) {
			t.Fatalf("cut off on the island: %v, want both, the capital's garrison too", got)
		}
		for turn := 1; turn <= 3; turn++ {
			endTurns(t, g, 2)
			if where(g, "red:inf1") == "" {
				t.Fatalf("lost after %d turns cut off; the island has four", turn)
			}
		}
		if c := g.Unit(num("red:inf1")).Cut; c != 4 {
			t.Fatalf("found cut off %d times, want 4", c)
		}
		endTurns(t, g, 1)
		if where(g, "red:inf1") != "" || where(g, "red:inf2") != "" {
			t.Error("the island's units outlive their fourth turn cut off")
		}
	})
	for _, c := range []struct {
		name  string
		place []string
	}{
		{"Red still holds a mainland city", []string{"red:inf1 2-2", "blue:inf1 3-6"}},
		{"the bridge is free", []string{"own Rotfeld blue", "red:inf1 2-2", "blue:inf1 2-9"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			g := optionalGame(t, isle, []string{"supply=on"}, "", c.place...)
			if got := g.OutOfSupply(g.Side()); len(got) > 0 {
				t.Errorf("cut off: %v; the capital supplies the island", ids(got))
			}
		})
	}
}

// beachBoard is a strip of land with Red's port at its east end and a beach at the west
// end (or elsewhere), where a Blue unit closes a pocket.
func beachBoard(beach string) string {
	return sketch([]string{
		"~~~~~~~~~~~~",
		"~...........",
		"~...........",
		"~...........",
		"~~~~~~~~~~~~",
	}, []string{}, "city Rothafen red 4-12*", "city Blaudorf blue 2-12", "beach Strand "+beach)
}

// TestSupplyBeachR32: two units of a pocket whose line reaches a beach are supplied from
// the sea while their side owns a port city and the weather allows landings; more than
// two, the rest are cut off (the strongest are kept, then the lowest numbers).
func TestSupplyBeachR32(t *testing.T) {
	three := []string{"red:arm1 3-3", "red:inf1 4-2", "red:inf2 2-5", "blue:inf1 3-7"}
	table := []struct {
		name  string
		beach string
		words []string
		dice  string
		place []string
		cut   []string
	}{
		{"three in the pocket: the third is cut off", "2-2 2-3", nil, "", three, []string{"red:inf2"}},
		{"two in the pocket: both supplied", "2-2 2-3", nil, "", []string{"red:arm1 3-3", "red:inf1 4-2", "blue:inf1 3-7"}, nil},
		{"no port city: all cut off", "2-2 2-3", nil, "", append([]string{"own Rothafen blue"}, three...),
			[]string{"red:arm1", "red:inf1", "red:inf2"}},
		{"no landings in strong wind: all cut off", "2-2 2-3", []string{"weather=on"}, "5 3", three,
			[]string{"red:arm1", "red:inf1", "red:inf2"}},
		{"in fine weather the sea supplies", "2-2 2-3", []string{"weather=on"}, "5 1", three, []string{"red:inf2"}},
		{"no beach in the pocket: all cut off", "2-10 2-11", nil, "", three, []string{"red:arm1", "red:inf1", "red:inf2"}},
		{"side by side on the beach, in contact: one pocket, two places", "2-2 3-2 4-2", nil, "",
			[]string{"red:inf1 2-2", "red:inf2 3-2", "red:inf3 4-2", "blue:inf1 2-3", "blue:inf2 3-3", "blue:inf3 4-3"},
			[]string{"red:inf3"}},
		{"two groups apart: a pocket each", "2-2 2-3 2-4 2-5 2-6 2-7 2-8", nil, "",
			[]string{"red:inf1 2-2", "red:inf2 2-3", "red:inf3 2-4", "blue:inf1 3-2", "blue:inf2 3-3", "blue:inf3 3-4",
				"blue:inf4 2-5", "blue:inf5 3-5", "blue:inf6 3-6", "red:inf4 2-6", "red:inf5 2-7", "blue:inf7 3-7", "blue:inf8 3-8",
				"blue:inf9 2-8"},
			[]string{"red:inf3"}},
	}
	for _, c := range table {
		t.Run(c.name, func(t *testing.T) {
			g := optionalGame(t, beachBoard(c.beach), append([]string{"supply=on"}, c.words...), c.dice, c.place...)
			if got := ids(g.OutOfSupply(g.Side())); !slices.Equal(got, c.cut) && len(got)+len(c.cut) > 0 {
				t.Errorf("cut off: %v, want %v", got, c.cut)
			}
		})
	}
}

// TestSupplyBeachPocketContinentR32: the audit's position on the continent: four red
// divisions on the Rotdünen beach (27-2 … 30-2), each held by a blue one beside it. They
// stand in one pocket, so only two of them live from the sea (R32).
func TestSupplyBeachPocketContinentR32(t *testing.T) {
	b := continentOrSkip(t)
	opts, err := ParseOptions([]string{"mode=basic", "setup=empty", "supply=on", "seed=5"})
	if err != nil {
		t.Fatal(err)
	}
	g, err := New(b, opts)
	if err != nil {
		t.Fatal(err)
	}
	for k := 1; k <= 4; k++ {
		do(t, g, fmt.Sprintf("place red:inf%d %d-2", k, 26+k))
		do(t, g, fmt.Sprintf("place blue:inf%d %d-3", k, 26+k))
	}
	if b.BeachAt(sq("27-2")) == nil || b.BeachAt(sq("30-2")) == nil {
		t.Fatal("27-2 … 30-2 is no longer a beach on the continent")
	}
	k := len(g.Events())
	do(t, g, "start")
	var cut []string
	for _, e := range g.EventsSince(k) {
		if e.Kind == EvCutOff {
			cut = ids(e.Units)
		}
	}
	if !slices.Equal(cut, []string{"red:inf3", "red:inf4"}) {
		t.Errorf("cut off at the start: %v, want [red:inf3 red:inf4]: two places per pocket (R32)", cut)
	}
}
