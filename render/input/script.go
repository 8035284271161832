package input

import (
	"taktik/render/keymap"

	"github.com/hajimehoshi/ebiten/v2"
)

// Script is a Source for tests: a queue of frames, each the state of the mouse and the
// keys in one tick. Click and Key queue the frames a real press takes (down in one
// tick, up in the next), so the scene sees the same edges it sees from a person.
type Script struct {
	x, y    float64
	wheel   float64
	buttons map[ebiten.MouseButton]bool
	prev    map[ebiten.MouseButton]bool
	held    map[ebiten.Key]int // ticks each held key has been down
	keys    map[ebiten.Key]bool
	chars   []rune
	queue   []func(*Script)
	tick    float64 // seconds a tick stands for; 0: TickSeconds
	tapped  map[ebiten.MouseButton]bool
	played  bool // a queued frame was played in this tick
	layout  map[string]string
	touch   scriptTouch
}

// NewScript makes a script with the pointer at (x, y) and nothing pressed.
func NewScript(x, y float64) *Script {
	return &Script{x: x, y: y, buttons: map[ebiten.MouseButton]bool{}, prev: map[ebiten.MouseButton]bool{},
		held: map[ebiten.Key]int{}, keys: map[ebiten.Key]bool{}}
}

// Idle reports whether every queued frame has been played.
func (s *Script) Idle() bool { return len(s.queue) == 0 }

// Tick plays the next queued frame, or holds the last state when the queue is empty.
func (s *Script) Tick() {
	s.wheel = 0
	s.chars = s.chars[:0]
	clear(s.tapped)
	for b, d := range s.buttons {
		s.prev[b] = d
	}
	s.played = len(s.queue) > 0
	if s.played {
		step := s.queue[0]
		s.queue = s.queue[1:]
		step(s)
	}
	s.touch.feed(s.Elapsed())
	for k := range s.held {
		if !s.keys[k] {
			delete(s.held, k)
		}
	}
	for k, d := range s.keys {
		if d {
			s.held[k]++
		}
	}
}

func (s *Script) then(f func(*Script)) { s.queue = append(s.queue, f) }

// Move puts the pointer at (x, y) for one frame.
func (s *Script) Move(x, y float64) { s.then(func(s *Script) { s.x, s.y = x, y }) }

// Wait queues n frames in which nothing changes.
func (s *Script) Wait(n int) {
	for range n {
		s.then(func(*Script) {})
	}
}

// ClickButton moves to (x, y), presses a button there and lets it go a frame later.
func (s *Script) ClickButton(b ebiten.MouseButton, x, y float64) {
	s.Move(x, y)
	s.then(func(s *Script) { s.buttons[b] = true })
	s.then(func(s *Script) { s.buttons[b] = false })
}

// Tap is a left click at (x, y) so quick that the button goes down and up within one
// tick: the tick sees it pressed and released, and never down.
func (s *Script) Tap(x, y float64) {
	s.Move(x, y)
	s.then(func(s *Script) {
		if s.tapped == nil {
			s.tapped = map[ebiten.MouseButton]bool{}
		}
		s.tapped[ebiten.MouseButtonLeft] = true
	})
}

// Drag presses the left button at (x0, y0), moves towards (x1, y1) in steps ticks and
// lets go at (x1, y1) in the tick after: with no steps, the pointer arrives in the very
// tick the button goes up (a quick flick of the mouse).
func (s *Script) Drag(x0, y0, x1, y1 float64, steps int) {
	s.Move(x0, y0)
	s.then(func(s *Script) { s.buttons[ebiten.MouseButtonLeft] = true })
	for i := 1; i <= steps; i++ {
		f := float64(i) / float64(steps)
		s.Move(x0+(x1-x0)*f, y0+(y1-y0)*f)
	}
	s.then(func(s *Script) { s.x, s.y, s.buttons[ebiten.MouseButtonLeft] = x1, y1, false })
}

// SetTick makes every tick from now on stand for some seconds (a slow machine's few
// frames a second); 0 goes back to TickSeconds.
func (s *Script) SetTick(seconds float64) { s.tick = seconds }

// Click is a left click at (x, y).
func (s *Script) Click(x, y float64) { s.ClickButton(ebiten.MouseButtonLeft, x, y) }

// Key presses keys together (a modifier first, e.g. Control and S) and lets them go a
// frame later.
func (s *Script) Key(keys ...ebiten.Key) {
	s.then(func(s *Script) {
		for _, k := range keys {
			s.keys[k] = true
		}
	})
	s.then(func(s *Script) {
		for _, k := range keys {
			s.keys[k] = false
		}
	})
}

// Hold keeps keys down from the next frame on (a modifier for the clicks that follow)
// until Release.
func (s *Script) Hold(keys ...ebiten.Key) {
	s.then(func(s *Script) {
		for _, k := range keys {
			s.keys[k] = true
		}
	})
}

// Release lets held keys go.
func (s *Script) Release(keys ...ebiten.Key) {
	s.then(func(s *Script) {
		for _, k := range keys {
			s.keys[k] = false
		}
	})
}

// Type types a text, one character a frame.
func (s *Script) Type(text string) {
	for _, r := range text {
		s.then(func(s *Script) { s.chars = append(s.chars, r) })
	}
}

// Chars are the characters typed in this tick.
func (s *Script) Chars() []rune { return s.chars }

// Scroll turns the wheel by dy notches for one frame.
func (s *Script) Scroll(dy float64) { s.then(func(s *Script) { s.wheel = dy }) }

func (s *Script) Cursor() (float64, float64) {
	if s.touch.Used() {
		return s.touch.Cursor()
	}
	return s.x, s.y
}

func (s *Script) Wheel() (float64, float64) { return 0, s.wheel }

func (s *Script) Down(b ebiten.MouseButton) bool {
	d, _, _ := s.touch.Left()
	return s.buttons[b] || b == ebiten.MouseButtonLeft && d
}

func (s *Script) Pressed(b ebiten.MouseButton) bool {
	_, p, _ := s.touch.Left()
	return s.tapped[b] || s.buttons[b] && !s.prev[b] || b == ebiten.MouseButtonLeft && p
}

func (s *Script) Released(b ebiten.MouseButton) bool {
	_, _, r := s.touch.Left()
	return s.tapped[b] || !s.buttons[b] && s.prev[b] || b == ebiten.MouseButtonLeft && r
}
func (s *Script) KeyDown(k ebiten.Key) bool { return s.keys[k] }
func (s *Script) KeyTicks(k ebiten.Key) int { return s.held[k] }

// Elapsed is a sixtieth of a second for every tick unless SetTick says otherwise: a
// scripted game runs on a steady clock, so that a test waits a known number of frames
// for an animation.
func (s *Script) Elapsed() float64 {
	if s.tick > 0 {
		return s.tick
	}
	return TickSeconds
}

// Busy: a queued frame played in this tick, or still to play, counts, as the person
// at the mouse would.
func (s *Script) Busy() bool {
	if s.played || len(s.queue) > 0 || s.touch.Busy() || s.wheel != 0 || len(s.chars) > 0 || len(s.tapped) > 0 {
		return true
	}
	for b, d := range s.buttons {
		if d || s.prev[b] {
			return true
		}
	}
	for _, d := range s.keys {
		if d {
			return true
		}
	}
	return len(s.held) > 0
}

func (s *Script) AnyKey() bool {
	for _, d := range s.held {
		if d == 1 {
			return true
		}
	}
	return false
}

// SetLayout says what the script's keys type, by US position ("Y": "z" for a German
// keyboard); with none the keyboard is a US one.
func (s *Script) SetLayout(m map[string]string) { s.layout = m }

// Layout is the keyboard the script was given.
func (s *Script) Layout() keymap.Layout {
	if s.layout == nil {
		return nil
	}
	return func(pos string) string { return s.layout[pos] }
}
