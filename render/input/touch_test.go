//go:build gfx

package input

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// tickRecord is what a scene saw in one tick of a script.
type tickRecord struct {
	x, y                    float64
	down, pressed, released bool
	touch                   TouchTick
}

func record(s *Script, ticks int) []tickRecord {
	var out []tickRecord
	for range ticks {
		s.Tick()
		x, y := s.Cursor()
		l := ebiten.MouseButtonLeft
		out = append(out, tickRecord{x, y, s.Down(l), s.Pressed(l), s.Released(l), s.Touch()})
	}
	return out
}

// A tap is a left click where the finger landed: the pointer arrives, the button goes
// down in one tick and up in the next, then the pointer leaves the screen.
func TestFingerTapClicks(t *testing.T) {
	s := NewScript(5, 5)
	s.FingerTap(300, 200)
	ticks := record(s, 8)
	presses, releases := 0, 0
	for i, r := range ticks {
		if r.pressed {
			presses++
			if r.x != 300 || r.y != 200 || !r.down {
				t.Errorf("tick %d: pressed at %.0f,%.0f (down %v), want at 300,200 held", i, r.x, r.y, r.down)
			}
			if i == 0 || ticks[i-1].x != 300 {
				t.Errorf("tick %d: the press came before the pointer was there", i)
			}
		}
		if r.released {
			releases++
		}
	}
	if presses != 1 || releases != 1 {
		t.Fatalf("%d presses and %d releases, want one each: %+v", presses, releases, ticks)
	}
	if last := ticks[len(ticks)-1]; last.x >= 0 || last.down {
		t.Errorf("after the tap the pointer is at %.0f,%.0f (down %v), want off the screen", last.x, last.y, last.down)
	}
	if !s.touch.Used() {
		t.Error("the fingers do not have the pointer")
	}
}

// A long press clicks nothing and leaves the pointer resting where the finger was, as
// a mouse resting there: the tooltip stays after the finger is lifted. From the press
// on, the pointer is a resting one (TouchTick.Resting: the board keeps the tooltip
// whatever changes around it) until the next touch; a tap is no rest.
func TestFingerHoldRests(t *testing.T) {
	s := NewScript(5, 5)
	s.FingerHold(120, 80, 0.7)
	rested := -1
	for i, r := range record(s, 60) {
		if r.pressed || r.released || r.down {
			t.Fatalf("tick %d: the long press pressed the button: %+v", i, r)
		}
		if r.x != 120 || r.y != 80 {
			t.Fatalf("tick %d: the pointer is at %.0f,%.0f, want 120,80", i, r.x, r.y)
		}
		switch {
		case r.touch.Resting && rested < 0:
			rested = i
		case !r.touch.Resting && rested >= 0:
			t.Fatalf("tick %d: the pointer no longer rests, %d ticks after the long press", i, i-rested)
		}
	}
	if rested < 0 {
		t.Fatal("the long press never left the pointer resting")
	}
	s.FingerTap(300, 200)
	for i, r := range record(s, 8) {
		if r.touch.Resting {
			t.Fatalf("tick %d after the next tap: the pointer still rests at %.0f,%.0f", i, r.x, r.y)
		}
	}
}

// A drag presses no button and hands its way to the board; a pinch its spread and
// midpoint.
func TestFingerDragAndPinch(t *testing.T) {
	s := NewScript(5, 5)
	s.FingerDrag(100, 100, 160, 140, 6)
	dx, dy := 0.0, 0.0
	for _, r := range record(s, 10) {
		if r.pressed || r.down {
			t.Fatal("a drag pressed the button")
		}
		dx, dy = dx+r.touch.DragX, dy+r.touch.DragY
	}
	if dx != 60 || dy != 40 {
		t.Errorf("the drag moved the map %.0f,%.0f, want 60,40", dx, dy)
	}
	s.Pinch(400, 300, 100, 200, 4)
	spread := 1.0
	for _, r := range record(s, 8) {
		if r.touch.Pinch != 0 {
			spread *= r.touch.Pinch
			if r.touch.PinchX != 400 || r.touch.PinchY != 300 {
				t.Errorf("pinched around %.0f,%.0f, want 400,300", r.touch.PinchX, r.touch.PinchY)
			}
		}
		if r.pressed {
			t.Fatal("a pinch pressed the button")
		}
	}
	if spread < 1.999 || spread > 2.001 {
		t.Errorf("the fingers spread %.3f times, want 2", spread)
	}
}
