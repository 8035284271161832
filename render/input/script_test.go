//go:build gfx

package input

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// A scripted click is down for one tick and up in the next, as a real one.
func TestScriptClickGivesPressThenRelease(t *testing.T) {
	s := NewScript(0, 0)
	s.Click(40, 50)
	s.Key(ebiten.KeyControl, ebiten.KeyS)
	type tick struct{ pressed, released, down, ctrlS bool }
	want := []tick{
		{}, // the move
		{pressed: true, down: true},
		{released: true},
		{ctrlS: true},
		{},
		{},
	}
	for i, w := range want {
		s.Tick()
		got := tick{s.Pressed(ebiten.MouseButtonLeft), s.Released(ebiten.MouseButtonLeft),
			s.Down(ebiten.MouseButtonLeft), Ctrl(s) && Just(s, ebiten.KeyS)}
		if got != w {
			t.Errorf("tick %d: %+v, want %+v", i, got, w)
		}
	}
	if x, y := s.Cursor(); x != 40 || y != 50 {
		t.Errorf("pointer at %v,%v, want 40,50", x, y)
	}
	if !s.Idle() {
		t.Error("the script still has frames to play")
	}
}

// A held key repeats after a pause, as the board's pan and zoom keys expect.
func TestScriptHeldKeyRepeats(t *testing.T) {
	s := NewScript(0, 0)
	s.then(func(s *Script) { s.keys[ebiten.KeyEqual] = true })
	s.Wait(40)
	fired := 0
	for range 41 {
		s.Tick()
		if Repeat(s, ebiten.KeyEqual) {
			fired++
		}
	}
	if fired != 1+4 { // the press, then ticks 28, 32, 36, 40
		t.Errorf("a key held 41 ticks fired %d times, want 5", fired)
	}
}

// A tap is pressed and released in one tick and never down; a flick lets go where the
// pointer has just arrived; SetTick makes the clock slow.
func TestScriptTapFlickAndSlowClock(t *testing.T) {
	s := NewScript(0, 0)
	s.Tap(10, 20)
	s.Tick() // the move
	s.Tick()
	if !s.Pressed(ebiten.MouseButtonLeft) || !s.Released(ebiten.MouseButtonLeft) || s.Down(ebiten.MouseButtonLeft) {
		t.Error("a tap is not pressed and released within its tick")
	}
	s.Tick()
	if s.Pressed(ebiten.MouseButtonLeft) || s.Released(ebiten.MouseButtonLeft) {
		t.Error("a tap lasts beyond its tick")
	}
	s.Drag(0, 0, 50, 0, 0)
	s.Tick()
	s.Tick()
	if !s.Down(ebiten.MouseButtonLeft) {
		t.Error("a drag does not press")
	}
	s.Tick()
	if x, _ := s.Cursor(); x != 50 || !s.Released(ebiten.MouseButtonLeft) {
		t.Errorf("a flick let go at x=%v, released %v; want 50, true", x, s.Released(ebiten.MouseButtonLeft))
	}
	if s.Elapsed() != TickSeconds {
		t.Errorf("a tick is %v s, want %v", s.Elapsed(), TickSeconds)
	}
	s.SetTick(0.1)
	if s.Elapsed() != 0.1 {
		t.Errorf("after SetTick(0.1) a tick is %v s", s.Elapsed())
	}
}
