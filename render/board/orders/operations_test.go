package orders

import (
	"slices"
	"testing"

	"taktik/game"
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
