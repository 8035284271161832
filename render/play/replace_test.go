package play

import (
	"slices"
	"testing"

	"taktik/game"
	"taktik/maps"
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
func provinces(t *testing.T) *maps.Board {
	return sketch(t, open(12, 20), "city Rotstadt red 2-2 2-3", "city Rotdorf red 2-9", "city Rotheim red 5-2",
		"city Blauburg blue 10-16 10-17", "city Blaudorf blue 12-20",
		`bivouac red "REPLACEMENT" 11-1..11-3 12-1..12-3`, `bivouac blue "REPLACEMENT" 1-18..1-20`)
}

// replacementGame begins in November (R30's starting-month die 6) with replacements
// on. In game turn 1 red:inf1 is eliminated attacking at 1-1 (die 6) and blue:inf3 by
// red:arm1 at 2-1 (die 1); then the game stands at the start of game turn 2, December:
// Red rebuilds first (R31).
func replacementGame(t *testing.T) *game.Game {
	t.Helper()
	g := optionalGame(t, provinces(t), []string{"replacements=on"}, "red:inf1 7-3", "blue:inf1 7-4", "red:arm1 7-11", "blue:inf3 7-12")
	for _, a := range []string{"dice 6", "start", "endmove", "battle red:inf1 vs blue:inf1", "battle red:arm1 vs blue:inf3",
		"dice 6 1", "resolve", "resolve", "endturn", "endmove", "endturn"} {
		do(t, g, a)
	}
	return g
}

// R31: in a replacement month the tray holds the units the side may rebuild, the first
// picked and the map turned to where it may go; the squares the engine offers are
// marked, a click elsewhere says where, a click on one rebuilds the unit there; ending
// with points left asks first, for they are lost.
func TestReplacementsR31(t *testing.T) {
	g := replacementGame(t)
	o, s := newOrders(g, people)
	inf := unit(t, "red:inf1")
	if o.Mode() != Replace {
		t.Fatalf("mode %v, want Red's replacements", o.Mode())
	}
	o.Update(Pointer{})
	side, list, picked, ok := o.Tray()
	if !ok || side != units.Red || !slices.Equal(list, []int{inf}) || picked != inf {
		t.Fatalf("tray of %v: %v picked %d, want red:inf1 offered and picked", side, list, picked)
	}
	want := []maps.Square{sq(t, "5-2"), sq(t, "2-2"), sq(t, "2-3"), sq(t, "2-9")} // Red's cities
	if got := squares(o.Under(), Rebuild); !slices.Equal(got, want) {
		t.Errorf("marked %v, want Red's cities %v", got, want)
	}
	if !slices.Equal(s.centred, want[:1]) {
		t.Errorf("the map turned to %v, want %v", s.centred, want[0])
	}
	b := o.Bar(false)
	if b.Prompt.Key != "play.replace.prompt" || b.Prompt.Args[1] != 3 || !slices.Equal(keys(b), []string{"play.replace.done*"}) {
		t.Errorf("bar %+v %v, want 3 points to spend and Done", b.Prompt, keys(b))
	}
	o.Update(Pointer{InTray: true, Tray: inf})
	if len(s.revealed) != 1 || !slices.Equal(s.revealed[0], want) {
		t.Errorf("revealed %v after picking in the tray, want its squares", s.revealed)
	}
	press(t, o, "play.replace.done")
	q, asked := o.Asking()
	if !asked || q.Text.Key != "play.confirm.replace" || q.Text.Count != 3 {
		t.Fatalf("question %+v %v, want the 3 points that would be lost", q, asked)
	}
	o.Dismiss()
	click(o, sq(t, "7-7"))
	if len(s.notes) != 1 || s.notes[0].Key != "play.replace.where" {
		t.Errorf("notes %v, want where to rebuild", s.notes)
	}
	click(o, sq(t, "2-9"))
	if u := g.Unit(inf); u.Status != game.OnBoard || u.Square != sq(t, "2-9") || s.rebuilt != 1 {
		t.Errorf("red:inf1 %v on %v, %d marches: want it rebuilt on 2-9", u.Status, u.Square, s.rebuilt)
	}
}
