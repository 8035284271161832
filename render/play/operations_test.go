package play

import (
	"slices"
	"testing"

	"taktik/game"
	"taktik/maps"
)

// airfield is 5 × 12 squares of open land with a red city, Rotstadt, on 3-2; in the
// advanced game red:para1 stands in it and blue:inf9 far off at 5-12.
func airfield(t *testing.T) *game.Game {
	t.Helper()
	g := optionalGame(t, sketch(t, open(5, 12), "city Rotstadt red 3-2"), []string{"mode=advanced"}, "red:para1 3-2", "blue:inf9 5-12")
	do(t, g, "start")
	return g
}

// R26: a paratroop division in an own city may march or be flown: its drops are
// marked beside its reach; a click on a square only a drop reaches drops it there, a
// plain click on a square it can also march to marches, Shift+click drops.
func TestParatroopDropOrMarchR26(t *testing.T) {
	para := unit(t, "red:para1")
	for _, c := range []struct {
		name  string
		at    string
		shift bool
		event game.EventKind
	}{
		{"a square out of its march's reach", "3-9", false, game.EvDrop},
		{"a square it can march to", "3-4", false, game.EvMove},
		{"the same with Shift", "3-4", true, game.EvDrop},
	} {
		g := airfield(t)
		o, s := newOrders(g, people)
		click(o, sq(t, "3-2"))
		if o.Selected() != para {
			t.Fatalf("%s: red:para1 not selected", c.name)
		}
		if b := o.Bar(false); b.Detail.Key != "play.move.ops" {
			t.Errorf("%s: hint %q, want that it can be flown", c.name, b.Detail.Key)
		}
		drops := squares(o.Under(), Operation)
		if !slices.Contains(drops, sq(t, "3-9")) || !slices.Contains(drops, sq(t, "3-4")) || slices.Contains(drops, sq(t, "4-12")) {
			t.Errorf("%s: drops %v, want 3-9 and 3-4, not 4-12 beside the enemy", c.name, drops)
		}
		o.Update(Pointer{Square: sq(t, c.at), OnMap: true, Click: true, Shift: c.shift})
		ev := g.Events()
		if g.Unit(para).Square != sq(t, c.at) || len(s.slides) != 1 {
			t.Fatalf("%s: red:para1 on %v, slides %v", c.name, g.Unit(para).Square, s.slides)
		}
		if last := ev[len(ev)-1].Kind; last != c.event {
			t.Errorf("%s: the last event %v, want %v", c.name, last, c.event)
		}
		if c.event == game.EvDrop && o.Selected() != -1 {
			t.Errorf("%s: still selected after the drop", c.name)
		}
	}
}

// harbours: two shores split by a strait, Red's ports in the west (Rotport 2-2, 2-3,
// 3-2; Hafenau 6-2), Blue's cities and two beaches in the east (Ostküste 8-19..8-21).
func harbours(t *testing.T) *maps.Board {
	return sketch(t, []string{
		"~~~~~~~~~~~~~~~~~~~~~~",
		"~.........~~.........~",
		"~.........~~.........~",
		"~....f....==.........~",
		"~.........~~....m....~",
		"~.........~~.........~",
		"~.........~~.........~",
		"~.........~~...f.....~",
		"~~~~~~~~~~~~~~~~~~~~~~",
	}, "city Rotport red 2-2* 2-3* 3-2*", "city Hafenau red 6-2*", "city Blauport blue 2-20* 2-21",
		"city Leerhafen blue 4-21* 5-21*", "city Binnenstadt blue 7-15", "beach Klippe 2-13 2-14",
		"beach Ostkueste 8-19 8-20 8-21")
}

// R27: after its attack from a beach a marine may go back to sea: Shift+click picks it
// and marks the ports it can sail to, a click on one carries it there; a plain click on
// it is a click for the battle builder, which it cannot join again.
func TestMarineWithdrawalR27(t *testing.T) {
	g := optionalGame(t, harbours(t), []string{"mode=advanced"}, "red:mar1 8-20", "blue:inf1 7-20", "blue:inf9 2-17")
	for _, a := range []string{"start", "endmove", "battle red:mar1 vs blue:inf1", "dice 1", "resolve"} { // 1-1, die 1: DE
		do(t, g, a)
	}
	o, s := newOrders(g, people)
	mar := unit(t, "red:mar1")
	click(o, sq(t, "8-20"))
	if o.Selected() != -1 || len(s.notes) != 1 {
		t.Fatalf("a plain click selected %d, notes %v: want the builder's note that it has attacked", o.Selected(), s.notes)
	}
	o.Update(Pointer{Square: sq(t, "8-20"), OnMap: true, Click: true, Shift: true})
	if o.Selected() != mar {
		t.Fatalf("Shift+click selected %d, want red:mar1", o.Selected())
	}
	if b := o.Bar(false); b.Detail.Key != "play.battle.withdraw" {
		t.Errorf("hint %q, want how to go back to sea", b.Detail.Key)
	}
	ports := squares(o.Under(), Operation)
	for _, p := range []string{"2-2", "2-3", "3-2"} {
		if !slices.Contains(ports, sq(t, p)) {
			t.Errorf("ports %v, want %s among them", ports, p)
		}
	}
	click(o, sq(t, "2-3"))
	if g.Unit(mar).Square != sq(t, "2-3") || o.Selected() != -1 || len(s.slides) != 1 {
		t.Errorf("red:mar1 on %v, selected %d, slides %v: want it back in Rotport, let go", g.Unit(mar).Square, o.Selected(), s.slides)
	}
}
