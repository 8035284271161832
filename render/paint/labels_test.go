package paint

import (
	"image"
	"math"
	"testing"
)

// clipLength measures how much of a line a label would hide.
func TestClipLength(t *testing.T) {
	r := image.Rect(10, 10, 20, 20)
	for _, tc := range []struct {
		a, b vec
		want float32
	}{
		{vec{0, 15}, vec{30, 15}, 10},                      // straight through
		{vec{15, 0}, vec{15, 12}, 2},                       // into it from above
		{vec{0, 0}, vec{30, 30}, 10 * math.Sqrt2},          // across the diagonal
		{vec{0, 25}, vec{30, 25}, 0},                       // below it
		{vec{12, 12}, vec{14, 14}, 2 * math.Sqrt2},         // wholly inside
		{vec{20, 0}, vec{20, 30}, 10},                      // on its east edge, which counts
		{vec{25, 15}, vec{25, 15}, 0},                      // a point outside
		{vec{5, 10}, vec{15, 20}, 5 * math.Sqrt2},          // through a corner
		{vec{15, 15}, vec{15, 40}, 5},                      // out of it downwards
		{vec{-10, -10}, vec{9.5, 9.5}, 0},                  // stops short of it
		{vec{10, 20}, vec{20, 10}, 10 * math.Sqrt2},        // corner to corner
		{vec{0, 12}, vec{40, 12}, 10},                      // long line
		{vec{19, 19}, vec{21, 21}, 1 * math.Sqrt2},         // out of a corner
		{vec{11, 5}, vec{11, 25}, 10},                      // vertical through
		{vec{16, 30}, vec{16, 18}, 2},                      // in from below
		{vec{30, 11}, vec{0, 11}, 10},                      // right to left
		{vec{15, 15}, vec{15, 15}, 0},                      // a point inside is no length
		{vec{0, 30}, vec{30, 0}, 10 * math.Sqrt2},          // the other diagonal
		{vec{9, 0}, vec{9, 30}, 0},                         // beside it
		{vec{10, 15}, vec{20, 15}, 10},                     // edge to edge
		{vec{-100, 15}, vec{100, 15}, 10},                  // very long
		{vec{15, -100}, vec{15, 100}, 10},                  // very long, vertical
		{vec{0, 0}, vec{10, 10}, 0},                        // ends on its corner
		{vec{10, 0}, vec{10, 30}, 10},                      // along its west edge, inside
		{vec{0, 10}, vec{30, 10}, 10},                      // along its top edge, inside
		{vec{12.5, 17.5}, vec{17.5, 12.5}, 5 * math.Sqrt2}, // a short diagonal inside
	} {
		got := clipLength(tc.a, tc.b, r)
		if math.Abs(float64(got-tc.want)) > 1e-3 {
			t.Errorf("clipLength(%v, %v) = %v, want %v", tc.a, tc.b, got, tc.want)
		}
	}
}
