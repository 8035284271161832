package input

import (
	"time"

	"taktik/render/gesture"
)

// Fingers turns the gestures of a touch screen (render/gesture) into the pointer the
// game already reads, so every screen answers a finger as it answers the mouse:
//
//   - a finger landing puts the pointer under it, as a mouse moving there would;
//   - a tap is a left click where the finger landed: the button goes down in one tick
//     and up in the next, then the pointer leaves the screen (a finger does not hover,
//     and a tooltip springing up after every tap would only be in the way);
//   - a long press leaves the pointer resting under the finger, and there it stays once
//     the finger is lifted: the tooltip, the enemy's reach, whatever a resting mouse
//     shows, until the next touch;
//   - a drag and a pinch are no buttons at all (a button under the finger where a drag
//     began must not be pressed): the board asks for them (Touch) to pan and zoom.
type Fingers struct {
	rec     gesture.Recogniser
	used    bool    // the pointer is the finger's, not the mouse's
	x, y    float64 // the pointer
	steps   int     // ticks of a tap still to play: 2 the press, 1 the release
	tapX    float64 // where the tap being played landed
	tapY    float64
	tapping bool // the tap's press or release is played in this tick
	parkNow bool // the tap's release was played: the pointer leaves in the next tick
	resting bool // a long press put the pointer where it is: it stays until the next touch
	last    time.Duration

	down, pressed, released bool
	tick                    TouchTick
}

// TouchTick is what the fingers did in a tick besides the pointer: a drag of the map
// and a pinch.
type TouchTick struct {
	// DragX, DragY is how far one finger dragged, in screen pixels.
	DragX, DragY float64
	// Pinch is how much two fingers spread (above 1) or closed (below 1), around
	// PinchX, PinchY; 0 when no pinch (two fingers dragging move DragX, DragY too).
	Pinch          float64
	PinchX, PinchY float64
	// Active: a finger is on the screen.
	Active bool
	// Fingers: the fingers have the pointer (a finger touched last, not the mouse): the
	// screens speak of tapping then.
	Fingers bool
	// Resting: a long press put the pointer where it is, the finger still down or
	// lifted: the player asked for what it shows, which stays until the next touch
	// (the board keeps the square's tooltip then, whatever changes around it).
	Resting bool
}

// offScreen is where the pointer goes when no finger points: nothing is under it.
const offScreen = -10000

// Feed takes the fingers on the screen at a tick (now counts from any fixed start);
// scale is screen pixels per point.
func (f *Fingers) Feed(now time.Duration, scale float64, touches []gesture.Touch) {
	f.FeedAll(scale, []TouchFrame{{At: now, Touches: touches}})
}

// TouchFrame is the fingers on the screen at a moment.
type TouchFrame struct {
	At      time.Duration
	Touches []gesture.Touch
}

// FeedAll takes, at one tick, each state the fingers passed through since the last,
// at the moment it came (a browser's touch events: a page drawn slowly may bring a
// whole tap between two ticks).
func (f *Fingers) FeedAll(scale float64, frames []TouchFrame) {
	f.rec.Scale = scale
	f.pressed, f.released = false, false
	f.tick = TouchTick{}
	f.tapping = f.steps > 0
	switch {
	case f.steps == 2:
		f.down, f.pressed, f.steps = true, true, 1
	case f.steps == 1:
		f.down, f.released, f.steps, f.parkNow = false, true, 0, true
	case f.parkNow:
		f.parkNow = false
		if !f.rec.Active() { // a finger that came meanwhile has the pointer
			f.x, f.y = offScreen, offScreen
		}
	}
	for _, fr := range frames {
		f.frame(fr.At, fr.Touches)
	}
	f.tick.Active = f.rec.Active()
}

// frame takes one state of the fingers.
func (f *Fingers) frame(now time.Duration, touches []gesture.Touch) {
	if len(touches) > 0 {
		f.last = now
	}
	for _, e := range f.rec.Frame(now, touches) {
		f.used = true
		f.resting = e.Kind == gesture.Hold || e.Kind == gesture.Point || (f.resting && e.Kind == gesture.Lift)
		switch e.Kind {
		case gesture.Down, gesture.Hold, gesture.Point:
			f.x, f.y = e.X, e.Y
		case gesture.Tap:
			// the press comes in the next tick, with the pointer already there: a
			// widget sees the pointer arrive, then the button go down and up
			f.x, f.y, f.tapX, f.tapY, f.steps = e.X, e.Y, e.X, e.Y, 2
		case gesture.Drag:
			f.tick.DragX += e.DX
			f.tick.DragY += e.DY
			f.x, f.y = offScreen, offScreen
		case gesture.Pinch:
			if f.tick.Pinch == 0 {
				f.tick.Pinch = 1
			}
			f.tick.Pinch *= e.Scale
			f.tick.PinchX, f.tick.PinchY = e.X, e.Y
			f.tick.DragX += e.DX
			f.tick.DragY += e.DY
			f.x, f.y = offScreen, offScreen
		}
	}
}

// Used reports whether the fingers have the pointer: a finger touched last, not the
// mouse.
func (f *Fingers) Used() bool { return f.used }

// MouseMoved gives the pointer back to the mouse: it moved or clicked. A browser
// makes up mouse events for a tap; those that come within a second of a touch are
// the finger's, not a mouse's.
func (f *Fingers) MouseMoved(now time.Duration) {
	if f.used && !f.rec.Active() && f.steps == 0 && now-f.last > time.Second {
		f.used = false
	}
}

// Cursor is the finger's pointer: while a tap's press and release are played, where
// the tap landed, even when the next finger is already down elsewhere (a game drawn
// slowly plays the click after the next touch has begun).
func (f *Fingers) Cursor() (x, y float64) {
	if f.tapping {
		return f.tapX, f.tapY
	}
	return f.x, f.y
}

// Left is the left button as the fingers press it: held, went down, went up.
func (f *Fingers) Left() (down, pressed, released bool) { return f.down, f.pressed, f.released }

// Busy: a finger is down, or a tap is still being played.
func (f *Fingers) Busy() bool { return f.rec.Active() || f.steps > 0 || f.released || f.parkNow }

// Touch is the tick's drag and pinch.
func (f *Fingers) Touch() TouchTick {
	t := f.tick
	t.Fingers, t.Resting = f.used, f.used && f.resting
	return t
}

// Toucher is a Source that hears fingers.
type Toucher interface {
	Touch() TouchTick
}

// TouchOf is what a source's fingers did in this tick (nothing, for one without).
func TouchOf(s Source) TouchTick {
	if t, ok := s.(Toucher); ok {
		return t.Touch()
	}
	return TouchTick{}
}
