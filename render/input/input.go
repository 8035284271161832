// Package input is where the board scene reads the mouse and the keyboard. Ebitengine
// cannot be fed synthetic events, so the scene asks a Source instead of Ebitengine:
// the game passes Live, and the end-to-end tests pass a Script that plays clicks and
// key presses frame by frame.
package input

import (
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
)

// Source is the state of the mouse and keyboard in the current tick.
type Source interface {
	// Tick moves to the next frame; the game calls it once at the start of every Update.
	Tick()
	Cursor() (x, y float64)
	Wheel() (dx, dy float64)
	Down(b ebiten.MouseButton) bool
	Pressed(b ebiten.MouseButton) bool  // went down in this tick
	Released(b ebiten.MouseButton) bool // went up in this tick
	KeyDown(k ebiten.Key) bool
	// KeyTicks is how many ticks a key has been held: 1 in the tick it went down, 0
	// when it is up.
	KeyTicks(k ebiten.Key) int
	AnyKey() bool // some key went down in this tick
	// Busy reports input the next frame must look at: a key or a button held, or one
	// let go, the wheel turned or a character typed in this tick (a moving pointer the
	// game sees by itself, ui.PointerMoved).
	Busy() bool
	// Elapsed is the time this tick stands for, in seconds: what the animations advance
	// by, so that they take as long on a slow machine as on a fast one.
	Elapsed() float64
}

// TickSeconds is the time a tick stands for at Ebitengine's 60 ticks a second: a
// Script's ticks, and the most the first tick of a Live source counts.
const TickSeconds = 1.0 / 60

// MaxElapsed is the most one tick counts: after a long stall (the window dragged, the
// machine asleep) an animation jumps ahead by this much, not to its end.
const MaxElapsed = 0.25

// Live reads Ebitengine's own input, and the clock.
type Live struct{}

// the live clock: when the last tick began, and the time it stands for
var (
	liveLast    time.Time
	liveElapsed = TickSeconds
)

// Tick reads the clock: the time since the last tick, held between none and
// MaxElapsed. Several ticks in one frame (Ebitengine catching up) share the time.
func (Live) Tick() {
	now := time.Now()
	if !liveLast.IsZero() {
		liveElapsed = min(MaxElapsed, max(0, now.Sub(liveLast).Seconds()))
	}
	liveLast = now
	takeCaught()
	readFingers()
}

func (Live) Elapsed() float64 { return liveElapsed }

// RestartClock makes the next tick stand for one sixtieth of a second, whatever time
// has passed: the game calls it when it wakes from rest (it draws only when something
// changes), so that nothing jumps by the time it slept.
func RestartClock() { liveLast = time.Time{}; liveElapsed = TickSeconds }

// buttons are the mouse buttons Busy looks at.
var buttons = []ebiten.MouseButton{ebiten.MouseButtonLeft, ebiten.MouseButtonRight, ebiten.MouseButtonMiddle}

// keysBuf is Busy's buffer, kept between ticks.
var keysBuf []ebiten.Key

func (Live) Busy() bool {
	for _, b := range buttons {
		if ebiten.IsMouseButtonPressed(b) || inpututil.IsMouseButtonJustReleased(b) {
			return true
		}
	}
	if dx, dy := ebiten.Wheel(); dx != 0 || dy != 0 {
		return true
	}
	if len(caught) > 0 || fingers.Busy() {
		return true
	}
	keysBuf = inpututil.AppendPressedKeys(keysBuf[:0])
	keysBuf = inpututil.AppendJustReleasedKeys(keysBuf)
	if len(keysBuf) > 0 {
		return true
	}
	return len(ebiten.AppendInputChars(nil)) > 0
}

// Cursor is the mouse's, or the finger's when a finger touched last (Fingers).
func (Live) Cursor() (float64, float64) {
	if fingers.Used() {
		return fingers.Cursor()
	}
	x, y := ebiten.CursorPosition()
	return float64(x), float64(y)
}

func (Live) Wheel() (float64, float64) { return ebiten.Wheel() }

// Down, Pressed and Released are the mouse's buttons, the left one pressed by a tap
// too.
func (Live) Down(b ebiten.MouseButton) bool {
	d, _, _ := fingers.Left()
	return ebiten.IsMouseButtonPressed(b) || b == ebiten.MouseButtonLeft && d
}

func (Live) Pressed(b ebiten.MouseButton) bool {
	_, p, _ := fingers.Left()
	return inpututil.IsMouseButtonJustPressed(b) || b == ebiten.MouseButtonLeft && p
}

func (Live) Released(b ebiten.MouseButton) bool {
	_, _, r := fingers.Left()
	return inpututil.IsMouseButtonJustReleased(b) || b == ebiten.MouseButtonLeft && r
}

func (Live) KeyDown(k ebiten.Key) bool { return ebiten.IsKeyPressed(k) || caughtDown(k) }
func (Live) Chars() []rune             { return ebiten.AppendInputChars(nil) }

// KeyTicks counts a press caught between two ticks (see Catch) as a key that went down
// in this tick.
func (Live) KeyTicks(k ebiten.Key) int {
	if d := inpututil.KeyPressDuration(k); d > 0 || !caughtPress(k) {
		return d
	}
	return 1
}

func (Live) AnyKey() bool {
	return len(caught) > 0 || len(inpututil.AppendJustPressedKeys(nil)) > 0
}

// Typer is a Source that also gives the characters typed in this tick (for text
// fields); Live and Script are both.
type Typer interface {
	Chars() []rune
}

// Chars are the characters typed in this tick, when the source knows them.
func Chars(s Source) []rune {
	if t, ok := s.(Typer); ok {
		return t.Chars()
	}
	return nil
}

// Just reports whether any of the keys went down in this tick.
func Just(s Source, keys ...ebiten.Key) bool {
	for _, k := range keys {
		if s.KeyTicks(k) == 1 {
			return true
		}
	}
	return false
}

// Repeat reports whether any of the keys went down in this tick or repeats while held,
// as keys do in any desktop program.
func Repeat(s Source, keys ...ebiten.Key) bool {
	for _, k := range keys {
		d := s.KeyTicks(k)
		if d == 1 || (d > 24 && d%4 == 0) {
			return true
		}
	}
	return false
}

// Ctrl reports whether a Control key (or the Mac's Command key) is held.
func Ctrl(s Source) bool {
	return s.KeyDown(ebiten.KeyControl) || s.KeyDown(ebiten.KeyMeta)
}

// Shift reports whether a Shift key is held.
func Shift(s Source) bool { return s.KeyDown(ebiten.KeyShift) }

// Plain reports a key pressed in this tick with no Control, Alt or Meta held: the
// single-letter commands must not fire on Ctrl+S or Alt+Enter.
func Plain(s Source, k ebiten.Key) bool {
	return s.KeyTicks(k) == 1 && !Ctrl(s) && !s.KeyDown(ebiten.KeyAlt)
}
