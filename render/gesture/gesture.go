// Package gesture tells what the fingers on a touch screen mean: a tap, a long press
// (what a mouse shows by resting: the tooltip, an enemy's reach), one finger dragging
// the map, two fingers pinching to zoom. It reads plain touch points a frame at a time
// and knows nothing of Ebitengine, so recorded touch sequences test it without a
// display; render/input feeds it the live fingers and turns its events into the
// pointer the game reads.
package gesture

import (
	"math"
	"time"
)

// Touch is one finger on the screen in a frame: its identity (the same while it stays
// down) and where it is, in screen pixels.
type Touch struct {
	ID   int
	X, Y float64
}

// The thresholds, in points (CSS pixels, 1/96 inch, about 0.26 mm; Recogniser.Scale
// turns them into screen pixels) and in time. A fingertip covers 8 to 10 mm and rolls a
// few pixels while it taps, so a finger may wander Slop and still tap or press long;
// beyond it, it drags. Android's slop is 8 dp and its long press 500 ms, iOS's about the
// same: players used to either find the game answer as they expect.
const (
	Slop      = 10 // points (2.6 mm) a tapping or resting finger may wander
	LongPress = 500 * time.Millisecond
)

// Kind is what an Event says.
type Kind uint8

const (
	// Down: a first finger touched the screen at X, Y (the pointer goes there, as a
	// mouse moving over the spot would).
	Down Kind = iota + 1
	// Tap: a finger touched and left at X, Y (where it landed) before LongPress, within
	// Slop: a click.
	Tap
	// Hold: a finger has rested LongPress at X, Y: from now on it points, as a mouse
	// resting there does, and leaving the screen clicks nothing.
	Hold
	// Point: the holding finger moved to X, Y (the pointer follows it).
	Point
	// Drag: one finger moved the map by DX, DY since the last frame; X, Y is where it is.
	Drag
	// Pinch: two fingers; Scale is their distance now over the last frame's, X, Y their
	// midpoint, DX, DY how far the midpoint moved since the last frame.
	Pinch
	// Lift: the last finger left the screen at X, Y; the gesture is over.
	Lift
)

// Event is one thing the fingers did in a frame.
type Event struct {
	Kind   Kind
	X, Y   float64
	DX, DY float64
	Scale  float64
}

// state is what the fingers are doing.
type state uint8

const (
	idle     state = iota
	pending        // one finger down, still a tap or a long press
	holding        // one finger pressed long: it points
	dragging       // one finger drags
	pinching       // two fingers (or more: the first two count)
)

// Recogniser follows the fingers frame by frame. The zero value works at one screen
// pixel a point.
type Recogniser struct {
	// Scale is screen pixels per point (the device's pixel ratio): the slop is in
	// points, so that a finger's wobble counts the same on every screen.
	Scale float64

	state  state
	start  time.Duration // when the first finger landed
	sx, sy float64       // where it landed
	first  int           // the finger that drags or points
	second int           // the pinch's second finger
	lx, ly float64       // the dragging finger, or the pinch's midpoint, in the last frame
	dist   float64       // the pinch's finger distance in the last frame
	events []Event
}

// Active reports whether a finger is on the screen.
func (r *Recogniser) Active() bool { return r.state != idle }

// slop is Slop in screen pixels.
func (r *Recogniser) slop() float64 {
	if r.Scale <= 0 {
		return Slop
	}
	return Slop * r.Scale
}

// Frame takes the fingers on the screen at a moment (now counts from any fixed start)
// and returns what they did since the last frame. The slice is the Recogniser's own,
// valid until the next call.
func (r *Recogniser) Frame(now time.Duration, touches []Touch) []Event {
	r.events = r.events[:0]
	if len(touches) == 0 {
		r.lift()
		return r.events
	}
	switch r.state {
	case idle:
		t := touches[0]
		r.state, r.start, r.first = pending, now, t.ID
		r.sx, r.sy, r.lx, r.ly = t.X, t.Y, t.X, t.Y
		r.emit(Event{Kind: Down, X: t.X, Y: t.Y})
		if len(touches) > 1 { // two fingers in one frame: a pinch from the start
			r.startPinch(touches)
		}
		return r.events
	case pinching:
		if _, ok := find(touches, r.first); !ok {
			r.first, r.second = r.second, -1
		}
		if _, ok := find(touches, r.second); !ok || r.second < 0 {
			r.second = other(touches, r.first)
		}
		if r.second < 0 { // one finger left of two: it drags on, from where it is
			t, _ := find(touches, r.first)
			r.state, r.lx, r.ly = dragging, t.X, t.Y
			return r.events
		}
		r.pinch(touches)
		return r.events
	}
	t, ok := find(touches, r.first)
	if !ok { // the finger followed left and another is down: that one carries on
		t = touches[0]
		r.first, r.lx, r.ly = t.ID, t.X, t.Y
		if r.state == pending {
			r.state = dragging // no tap from two fingers in turn
		}
	}
	if len(touches) > 1 { // a second finger arrived: pinch
		r.startPinch(touches)
		return r.events
	}
	switch r.state {
	case pending:
		switch {
		case math.Hypot(t.X-r.sx, t.Y-r.sy) > r.slop():
			// a drag from where the finger landed: the map stays under it
			r.state = dragging
			r.emit(Event{Kind: Drag, X: t.X, Y: t.Y, DX: t.X - r.sx, DY: t.Y - r.sy})
		case now-r.start >= LongPress:
			r.state = holding
			r.emit(Event{Kind: Hold, X: t.X, Y: t.Y})
		}
	case holding:
		if t.X != r.lx || t.Y != r.ly {
			r.emit(Event{Kind: Point, X: t.X, Y: t.Y})
		}
	case dragging:
		if t.X != r.lx || t.Y != r.ly {
			r.emit(Event{Kind: Drag, X: t.X, Y: t.Y, DX: t.X - r.lx, DY: t.Y - r.ly})
		}
	}
	r.lx, r.ly = t.X, t.Y
	return r.events
}

// lift ends the gesture when no finger is left: a finger that neither moved nor rested
// long taps where it landed.
func (r *Recogniser) lift() {
	if r.state == idle {
		return
	}
	if r.state == pending {
		r.emit(Event{Kind: Tap, X: r.sx, Y: r.sy})
	}
	r.emit(Event{Kind: Lift, X: r.lx, Y: r.ly})
	r.state = idle
}

// startPinch begins a pinch with the first finger and another.
func (r *Recogniser) startPinch(touches []Touch) {
	if _, ok := find(touches, r.first); !ok {
		r.first = touches[0].ID
	}
	r.second = other(touches, r.first)
	a, _ := find(touches, r.first)
	b, _ := find(touches, r.second)
	r.state = pinching
	r.lx, r.ly = (a.X+b.X)/2, (a.Y+b.Y)/2
	r.dist = math.Hypot(a.X-b.X, a.Y-b.Y)
}

// pinch notes the two fingers' frame.
func (r *Recogniser) pinch(touches []Touch) {
	a, _ := find(touches, r.first)
	b, _ := find(touches, r.second)
	mx, my := (a.X+b.X)/2, (a.Y+b.Y)/2
	d := math.Hypot(a.X-b.X, a.Y-b.Y)
	scale := 1.0
	if r.dist > 0 && d > 0 {
		scale = d / r.dist
	}
	if scale != 1 || mx != r.lx || my != r.ly {
		r.emit(Event{Kind: Pinch, X: mx, Y: my, DX: mx - r.lx, DY: my - r.ly, Scale: scale})
	}
	r.lx, r.ly, r.dist = mx, my, d
}

func (r *Recogniser) emit(e Event) { r.events = append(r.events, e) }

// find is the finger with an identity.
func find(touches []Touch, id int) (Touch, bool) {
	for _, t := range touches {
		if t.ID == id {
			return t, true
		}
	}
	return Touch{}, false
}

// other is the identity of the first finger that is not id, -1 when there is none.
func other(touches []Touch, id int) int {
	for _, t := range touches {
		if t.ID != id {
			return t.ID
		}
	}
	return -1
}
