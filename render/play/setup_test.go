package play

import (
	"slices"
	"testing"

	"taktik/game"
	"taktik/maps"
	"taktik/units"
)

// handSetup is a game on the continent whose armies are placed by hand, Red first.
func handSetup(t *testing.T) *game.Game {
	t.Helper()
	b, err := maps.Continent()
	if err != nil {
		t.Fatal(err)
	}
	g, err := game.New(b, game.Options{Setup: game.SetupEmpty, Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// R9: each person places his army from the tray onto the squares of his bivouac areas
// the engine offers: a unit taken from the tray shows them, a click places it and
// takes the next; a click elsewhere says where; a right click picks a placed unit up.
func TestSetupByHandR9(t *testing.T) {
	g := handSetup(t)
	o, s := newOrders(g, people)
	if o.Mode() != Setup {
		t.Fatalf("mode %v, want the setup", o.Mode())
	}
	side, list, picked, ok := o.Tray()
	if !ok || side != units.Red || len(list) != units.PerSide || picked != -1 {
		t.Fatalf("tray of %v: %d units, picked %d, shown %v; want Red's whole army and none picked", side, len(list), picked, ok)
	}
	if b := o.Bar(false); b.Prompt.Key != "play.setup.prompt" || !slices.Equal(keys(b), []string{"play.setup.rest", "play.setup.done*"}) {
		t.Errorf("bar %q %v", b.Prompt.Key, keys(b))
	}
	n := list[0]
	o.Update(Pointer{InTray: true, Tray: n})
	if _, _, picked, _ := o.Tray(); picked != n || s.clicks != 1 {
		t.Fatalf("picked %d, want the unit pressed in the tray (%d)", picked, n)
	}
	places := squares(o.Under(), Place)
	if len(places) == 0 || !slices.Equal(places, o.PlaceSquares(n)) {
		t.Fatalf("tinted %d squares, want the engine's %d", len(places), len(o.PlaceSquares(n)))
	}
	for _, p := range places {
		if bv := g.Board().BivouacAt(p); bv == nil || bv.Side != units.Red {
			t.Fatalf("%v offered, outside Red's bivouac areas (R9)", p)
		}
	}
	var outside maps.Square
	for r := 1; r <= g.Board().Rows && outside == (maps.Square{}); r++ {
		if q := (maps.Square{Row: r, Col: 1}); !slices.Contains(places, q) {
			outside = q
		}
	}
	click(o, outside)
	if len(s.notes) != 1 || s.notes[0].Key != "play.setup.where" {
		t.Errorf("notes %v after a click on %v, want where to place", s.notes, outside)
	}
	click(o, places[0])
	if g.Unit(n).Square != places[0] || g.Unit(n).Status != game.OnBoard {
		t.Fatalf("unit %d on %v, want placed on %v", n, g.Unit(n).Square, places[0])
	}
	if _, _, picked, _ := o.Tray(); picked != list[1] {
		t.Errorf("picked %d after placing, want the next in the tray (%d)", picked, list[1])
	}
	o.Update(Pointer{Square: places[0], OnMap: true, Right: true})
	if g.Unit(n).Status == game.OnBoard {
		t.Error("a right click left the placed unit on the board")
	}
}

// A person who is done with units left in the tray is asked whether to place them for
// him; then the other person places, after the screen between them; when both are
// done the setup is the computer's to finish.
func TestSetupDoneHandsOverR9(t *testing.T) {
	g := handSetup(t)
	o, s := newOrders(g, people)
	press(t, o, "play.setup.done")
	q, ok := o.Asking()
	if !ok || q.Text.Key != "play.confirm.setup" || q.Text.Count != units.PerSide || q.Again != None {
		t.Fatalf("question %+v %v, want the %d units left named", q, ok, units.PerSide)
	}
	o.Agree()
	if n := len(Unplaced(g, units.Red)); n != 0 {
		t.Errorf("%d Red units left in the tray", n)
	}
	if !slices.Equal(s.handoffs, []units.Side{units.Blue}) {
		t.Errorf("hand-overs %v, want to Blue", s.handoffs)
	}
	if side, ok := o.SetupSide(); !ok || side != units.Blue {
		t.Fatalf("placing now %v %v, want Blue", side, ok)
	}
	if st, side := o.Status(); st.Key != "play.status.setup" || side != units.Blue {
		t.Errorf("status %q for %v, want Blue placing", st.Key, side)
	}
	press(t, o, "play.setup.rest")
	press(t, o, "play.setup.done")
	if _, ok := o.Asking(); ok {
		t.Error("asked though the tray is empty")
	}
	if o.Mode() != Computer {
		t.Errorf("mode %v once both are done, want the computer to start the game", o.Mode())
	}
}
