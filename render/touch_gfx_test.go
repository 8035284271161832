//go:build gfx

package render

import (
	"testing"

	"taktik/game"
	"taktik/render/board"
	"taktik/render/menu"
)

// A tablet's game by fingers alone (input.Fingers): a tap is a click on the title, the
// form and the board, two fingers spread zoom in around their middle, one finger drags
// the map, a long press shows the square's tooltip and moves nothing, and the order
// bar's buttons take taps (End movement).
func TestFingersPlayOnATablet(t *testing.T) {
	s := lazily(t, 1024, 768)
	s.play(2)
	x, y, _ := on[*menu.Title](s).Entry(menu.EntryNew)
	s.in.FingerTap(x, y)
	s.play(20)
	ng := on[*menu.NewGame](s)
	x, y = ng.Option(menu.RowBlueStrength, 0)
	s.in.FingerTap(x, y)
	x, y = ng.Button(1)
	s.in.FingerTap(x, y)
	s.play(30)
	v := on[*board.View](s)
	g := v.Game()

	// two fingers spread across the middle of the map: the zoom grows, and the square
	// between the fingers stays under them
	cam := v.Camera()
	m := v.MapRect()
	cx, cy := m.X+m.W/2, m.Y+m.H/2
	mid, _ := cam.SquareAt(cx, cy)
	before := cam.Level
	s.in.Pinch(cx, cy, 100, 260, 8)
	s.play(40)
	if cam.Level <= before {
		t.Fatalf("spreading two fingers left the zoom at %d (was %d)", cam.Level, before)
	}
	if sq, _ := cam.SquareAt(cx, cy); sq != mid {
		t.Errorf("the square between the fingers was %v and is %v", mid, sq)
	}

	// one finger drags the map by its way
	gx, gy := cam.GX, cam.GY
	s.in.FingerDrag(cx, cy, cx-80, cy-50, 6)
	s.play(2)
	if dx, dy := cam.GX-gx, cam.GY-gy; dx != -80 || dy != -50 {
		t.Errorf("a finger dragged 80 left and 50 up moved the map %.0f,%.0f", dx, dy)
	}
	if g.Hash() != v.Game().Hash() || v.Selected() >= 0 {
		t.Fatal("a drag gave an order")
	}

	// a long press shows the tooltip of the square and selects nothing
	unit, from, to, ok := v.MoveOnScreen()
	if !ok {
		t.Fatal("no move to tap on the map")
	}
	fx, fy := cam.Centre(from)
	s.in.FingerHold(fx, fy, 0.8)
	s.play(10)
	if sq, ok := v.Tip(); !ok || sq != from {
		t.Errorf("a long press on %v shows the tooltip of %v (%v)", from, sq, ok)
	}
	if v.Selected() >= 0 {
		t.Error("a long press selected a unit")
	}

	// a tap selects, a tap on a square in reach moves there
	s.in.FingerTap(fx, fy)
	s.play(2)
	if v.Selected() != unit {
		t.Fatalf("a tap on %v selected %d, want %d", from, v.Selected(), unit)
	}
	tx, ty := cam.Centre(to)
	s.in.FingerTap(tx, ty)
	s.play(40)
	if got := v.Game().Unit(unit).Square; got != to {
		t.Fatalf("tapped to %v, the unit is on %v", to, got)
	}

	// the bar's End movement by a tap
	x, y, ok = v.Button("End movement")
	if !ok {
		t.Fatal("no End movement button")
	}
	s.in.FingerTap(x, y)
	s.play(4)
	if x, y, asked := v.Confirming(); asked { // units could still move: the question, answered by a tap
		s.in.FingerTap(x, y)
		s.play(4)
	}
	if g := v.Game(); g.Phase() != game.PhaseCombat {
		t.Errorf("after a tap on End movement the phase is %v", g.Phase())
	}
}
