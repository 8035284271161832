package input

import (
	"math"
	"time"

	"taktik/render/gesture"
)

// scriptTouch is a Script's fingers: the touches of the current frame, fed to Fingers
// on the script's steady clock, one pixel a point.
type scriptTouch struct {
	Fingers
	on    []gesture.Touch
	clock time.Duration
}

func (t *scriptTouch) feed(seconds float64) {
	t.Feed(t.clock, 1, t.on)
	t.clock += time.Duration(seconds * float64(time.Second))
}

// Touch is what the script's fingers did in this tick.
func (s *Script) Touch() TouchTick { return s.touch.Touch() }

// Fingers puts fingers on the screen, where they stay until the next Fingers (none
// lifts them all), for one frame.
func (s *Script) Fingers(touches ...gesture.Touch) {
	list := append([]gesture.Touch(nil), touches...)
	s.then(func(s *Script) { s.touch.on = list })
}

// FingerTap touches (x, y) for two frames and lifts the finger, then waits the three
// frames the tap's click takes (the pointer there, the press, the release).
func (s *Script) FingerTap(x, y float64) {
	s.Fingers(gesture.Touch{ID: 1, X: x, Y: y})
	s.Wait(1)
	s.Fingers()
	s.Wait(3)
}

// FingerHold rests a finger on (x, y) for the seconds given and lifts it.
func (s *Script) FingerHold(x, y, seconds float64) {
	s.Fingers(gesture.Touch{ID: 1, X: x, Y: y})
	s.Wait(int(seconds/s.Elapsed()) + 1)
	s.Fingers()
}

// FingerDrag drags one finger from (x0, y0) to (x1, y1) in steps frames and lifts it;
// the finger is at whole pixels, as a screen reports it.
func (s *Script) FingerDrag(x0, y0, x1, y1 float64, steps int) {
	for i := 0; i <= steps; i++ {
		f := float64(i) / float64(max(1, steps))
		s.Fingers(gesture.Touch{ID: 1, X: math.Round(x0 + (x1-x0)*f), Y: math.Round(y0 + (y1-y0)*f)})
	}
	s.Fingers()
}

// Pinch puts two fingers d0 apart across (cx, cy), spreads them to d1 in steps frames
// and lifts them.
func (s *Script) Pinch(cx, cy, d0, d1 float64, steps int) {
	for i := 0; i <= steps; i++ {
		d := d0 + (d1-d0)*float64(i)/float64(max(1, steps))
		s.Fingers(gesture.Touch{ID: 1, X: cx - d/2, Y: cy}, gesture.Touch{ID: 2, X: cx + d/2, Y: cy})
	}
	s.Fingers()
}
