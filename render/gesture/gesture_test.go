package gesture

import (
	"math"
	"testing"
	"time"
)

// frame is one recorded frame: the time and the fingers on the screen.
type frame struct {
	ms      int
	touches []Touch
}

func at(id int, x, y float64) Touch { return Touch{ID: id, X: x, Y: y} }

// play feeds a recording to a recogniser at scale and returns every event, in order.
func play(scale float64, rec []frame) []Event {
	r := Recogniser{Scale: scale}
	var all []Event
	for _, f := range rec {
		all = append(all, r.Frame(time.Duration(f.ms)*time.Millisecond, f.touches)...)
	}
	return all
}

func kinds(evs []Event) []Kind {
	var k []Kind
	for _, e := range evs {
		k = append(k, e.Kind)
	}
	return k
}

func sameKinds(a, b []Kind) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

func first(evs []Event, k Kind) (Event, bool) {
	for _, e := range evs {
		if e.Kind == k {
			return e, true
		}
	}
	return Event{}, false
}

// Recorded sequences, 16 ms a frame as a 60 Hz game reads them.
func TestGestures(t *testing.T) {
	cases := []struct {
		name  string
		scale float64
		rec   []frame
		want  []Kind
		check func(t *testing.T, evs []Event)
	}{
		{
			name: "a tap that wobbles a few pixels taps where the finger landed",
			rec: []frame{
				{0, []Touch{at(3, 200, 100)}},
				{16, []Touch{at(3, 203, 102)}},
				{32, []Touch{at(3, 206, 97)}}, // 6.7 px away: within the 10 px slop
				{48, []Touch{at(3, 204, 99)}},
				{64, nil},
			},
			want: []Kind{Down, Tap, Lift},
			check: func(t *testing.T, evs []Event) {
				if e, _ := first(evs, Tap); e.X != 200 || e.Y != 100 {
					t.Errorf("tapped at %.0f,%.0f, want where the finger landed, 200,100", e.X, e.Y)
				}
			},
		},
		{
			name:  "on a screen of two pixels a point the same wobble in pixels is half as far",
			scale: 2,
			rec: []frame{
				{0, []Touch{at(1, 400, 200)}},
				{16, []Touch{at(1, 416, 200)}}, // 16 px = 8 points
				{32, nil},
			},
			want: []Kind{Down, Tap, Lift},
		},
		{
			name: "a finger that moves past the slop drags from where it landed, and taps nothing",
			rec: []frame{
				{0, []Touch{at(1, 100, 100)}},
				{16, []Touch{at(1, 108, 100)}},
				{32, []Touch{at(1, 130, 110)}},
				{48, []Touch{at(1, 150, 120)}},
				{64, nil},
			},
			want: []Kind{Down, Drag, Drag, Lift},
			check: func(t *testing.T, evs []Event) {
				dx, dy := 0.0, 0.0
				for _, e := range evs {
					if e.Kind == Drag {
						dx, dy = dx+e.DX, dy+e.DY
					}
				}
				if dx != 50 || dy != 20 {
					t.Errorf("the drags add up to %.0f,%.0f, want the finger's whole way 50,20", dx, dy)
				}
			},
		},
		{
			name: "a finger resting 500 ms holds: it points, and leaving taps nothing",
			rec: []frame{
				{0, []Touch{at(1, 300, 300)}},
				{250, []Touch{at(1, 302, 301)}},
				{499, []Touch{at(1, 302, 301)}},
				{500, []Touch{at(1, 303, 301)}},
				{600, []Touch{at(1, 303, 301)}},
				{700, []Touch{at(1, 340, 301)}}, // slides on to the next square: points there
				{800, nil},
			},
			want: []Kind{Down, Hold, Point, Lift},
			check: func(t *testing.T, evs []Event) {
				if e, _ := first(evs, Point); e.X != 340 {
					t.Errorf("points at %.0f, want 340", e.X)
				}
			},
		},
		{
			name: "a tap let go at 490 ms is still a tap",
			rec: []frame{
				{0, []Touch{at(1, 50, 60)}},
				{490, []Touch{at(1, 50, 60)}},
				{506, nil},
			},
			want: []Kind{Down, Tap, Lift},
		},
		{
			name: "a drag that starts as a long press candidate: still for 400 ms, then moving",
			rec: []frame{
				{0, []Touch{at(1, 500, 400)}},
				{200, []Touch{at(1, 501, 400)}},
				{400, []Touch{at(1, 501, 401)}},
				{416, []Touch{at(1, 520, 400)}},
				{600, []Touch{at(1, 560, 400)}}, // past 500 ms, already dragging: no hold
				{616, nil},
			},
			want: []Kind{Down, Drag, Drag, Lift},
		},
		{
			name: "a second finger arriving mid-drag pinches around the fingers' midpoint",
			rec: []frame{
				{0, []Touch{at(1, 100, 100)}},
				{16, []Touch{at(1, 130, 100)}},
				{32, []Touch{at(1, 130, 100), at(2, 230, 100)}}, // 100 px apart, midpoint 180
				{48, []Touch{at(1, 120, 100), at(2, 240, 100)}}, // 120 px: 1.2 times
				{64, []Touch{at(1, 120, 100), at(2, 240, 100)}}, // still: nothing
				{80, nil},
			},
			want: []Kind{Down, Drag, Pinch, Lift},
			check: func(t *testing.T, evs []Event) {
				e, _ := first(evs, Pinch)
				if math.Abs(e.Scale-1.2) > 1e-9 || e.X != 180 || e.Y != 100 {
					t.Errorf("pinch %.3f at %.0f,%.0f, want 1.2 at 180,100", e.Scale, e.X, e.Y)
				}
			},
		},
		{
			name: "a finger lifted from a pinch leaves the other dragging from where it is, with no jump",
			rec: []frame{
				{0, []Touch{at(7, 100, 100), at(8, 200, 100)}},
				{16, []Touch{at(7, 90, 100), at(8, 210, 100)}},
				{32, []Touch{at(8, 210, 100)}},
				{48, []Touch{at(8, 220, 105)}},
				{64, nil},
			},
			want: []Kind{Down, Pinch, Drag, Lift},
			check: func(t *testing.T, evs []Event) {
				if e, _ := first(evs, Drag); e.DX != 10 || e.DY != 5 {
					t.Errorf("the drag after the lift moved %.0f,%.0f, want 10,5", e.DX, e.DY)
				}
				if _, tapped := first(evs, Tap); tapped {
					t.Error("a pinch ended in a tap")
				}
			},
		},
		{
			name: "two fingers put down and lifted without moving tap nothing",
			rec: []frame{
				{0, []Touch{at(1, 100, 100)}},
				{16, []Touch{at(1, 100, 100), at(2, 300, 300)}},
				{32, []Touch{at(2, 300, 300)}},
				{48, nil},
			},
			want: []Kind{Down, Lift},
		},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			evs := play(c.scale, c.rec)
			if got := kinds(evs); !sameKinds(got, c.want) {
				t.Fatalf("events %v, want %v", got, c.want)
			}
			if c.check != nil {
				c.check(t, evs)
			}
		})
	}
}

// After a gesture ends the next finger starts afresh: two taps in a row are two taps.
func TestTwoTapsInARow(t *testing.T) {
	evs := play(1, []frame{
		{0, []Touch{at(1, 10, 10)}}, {30, nil},
		{200, []Touch{at(2, 400, 300)}}, {230, nil},
	})
	var taps []Event
	for _, e := range evs {
		if e.Kind == Tap {
			taps = append(taps, e)
		}
	}
	if len(taps) != 2 || taps[1].X != 400 {
		t.Fatalf("taps %+v, want two, the second at 400,300", taps)
	}
}
