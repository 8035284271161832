package camera

import (
	"math"
	"testing"

	"taktik/maps"
)

func at(s string) maps.Square {
	q, err := maps.ParseSquare(s)
	if err != nil {
		panic(err)
	}
	return q
}

func squares(list ...string) []maps.Square {
	var out []maps.Square
	for _, s := range list {
		out = append(out, at(s))
	}
	return out
}

// closeTo reports whether two spots are the same view (to a pixel).
func closeTo(a, b Spot, square float64) bool {
	return a.Level == b.Level && math.Abs(a.BX-b.BX)*square < 1 && math.Abs(a.BY-b.BY)*square < 1
}

// A laptop's view at 32 pixels a square, looking at the north-west (10-12).
func laptop() *Camera {
	c := New(rows, cols, Rect{0, 40, 1366 - 290, 768 - 40 - 62})
	c.ZoomTo(32)
	c.CentreOn(at("10-12"))
	return c
}

// TestBringShowsTheRetreatSquares: the computer's attack on 38-45 failed (AB2) and the
// player, in the north-west, chooses where its attacker goes (R19): the beaten unit and
// its green squares come on screen with a square to spare, at the same level when they
// fit it, and the camera does not move when they show already.
func TestBringShowsTheRetreatSquares(t *testing.T) {
	c := laptop()
	retreat := squares("38-45", "36-43", "36-45", "36-47", "40-47")
	if c.Shows(retreat, 1) {
		t.Fatal("the retreat shows before the camera moved: the test shows nothing")
	}
	if !c.Bring(retreat, 1) || !c.Shows(retreat, 1) || c.Level != 32 {
		t.Errorf("after Bring: shows %v at level %d, want every square with room at 32", c.Shows(retreat, 1), c.Level)
	}
	before := c.Spot()
	if c.Bring(retreat, 1) || c.Spot() != before {
		t.Error("Bring moved a camera that showed the squares already")
	}
	// squares farther apart than the view holds at 32: the camera zooms out for them
	far := squares("3-3", "40-50")
	c.Bring(far, 1)
	if !c.Shows(far, 1) || c.Level >= 32 {
		t.Errorf("3-3 and 40-50: shown %v at level %d, want both, zoomed out", c.Shows(far, 1), c.Level)
	}
}

// TestFollowReturnsOrShowsTheStrike: through the computer's turn the view goes to the
// retreat the player chooses and back to where the player was; a strike out of sight
// is shown after the turn, and Back returns to where the player was.
func TestFollowReturnsOrShowsTheStrike(t *testing.T) {
	// a retreat to choose in the south-east, no strike elsewhere: back to 10-12
	c := laptop()
	home := c.Spot()
	var f Follow
	f.Begin(c)
	f.Strike(squares("11-13", "11-14")...) // a battle in view
	if !f.Bring(c, squares("38-45", "36-43")) {
		t.Fatal("the retreat did not move the camera")
	}
	f.Begin(c) // the computer goes on after the retreat: where the player was stays
	if f.End(c) || !closeTo(c.Spot(), home, c.Square) {
		t.Errorf("after the turn the view is at %+v, want %+v and no strike shown", c.Spot(), home)
	}
	if f.CanBack() {
		t.Error("Back is open with nothing to go back from")
	}

	// a strike out of sight: shown, and Back returns to 10-12
	f.Begin(c)
	f.Strike(squares("30-40", "30-41")...)
	if !f.End(c) || !c.Shows(squares("30-40", "30-41"), 0) || !f.CanBack() {
		t.Fatalf("a strike out of sight: shown %v, Back %v", c.Shows(squares("30-40", "30-41"), 0), f.CanBack())
	}
	if !f.Back(c) || !closeTo(c.Spot(), home, c.Square) || f.CanBack() {
		t.Errorf("Back went to %+v, want %+v once", c.Spot(), home)
	}

	// a turn without battles, the camera untouched: nothing moves
	f.Begin(c)
	if f.End(c) || !closeTo(c.Spot(), home, c.Square) {
		t.Errorf("a quiet turn moved the view to %+v", c.Spot())
	}
}
