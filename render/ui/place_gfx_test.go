//go:build gfx

package ui

import "testing"

// A card goes by the pointer when that hides nothing, beside the area to keep clear
// when the pointer is amid it, and inside its bounds always.
func TestPlaceCardKeepsClearOfTheArea(t *testing.T) {
	bounds := Rect{0, 40, 1000, 600}
	free := PlaceCard(200, 80, 300, 300, bounds)
	if free.X < 300 || free.Y < 300 || free.X > 330 || free.Y > 330 {
		t.Errorf("with nothing to avoid the card is at %v, want just below right of the pointer", free)
	}
	area := Rect{200, 200, 300, 300}
	r := PlaceCard(200, 80, 350, 350, bounds, area)
	if r.Overlaps(area) || r.Contains(350, 350) {
		t.Errorf("the card %v covers the area %v", r, area)
	}
	if r.X < bounds.X || r.Y < bounds.Y || r.X+r.W > bounds.X+bounds.W || r.Y+r.H > bounds.Y+bounds.H {
		t.Errorf("the card %v leaves its bounds %v", r, bounds)
	}
	whole := Rect{0, 40, 1000, 600} // nowhere is clear: the least hidden, still inside
	r = PlaceCard(200, 80, 500, 300, bounds, whole)
	if r.X < bounds.X || r.Y < bounds.Y || r.X+r.W > bounds.X+bounds.W || r.Y+r.H > bounds.Y+bounds.H {
		t.Errorf("the card %v leaves its bounds %v", r, bounds)
	}
}
