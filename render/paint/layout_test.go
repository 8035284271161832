package paint

import (
	"image"
	"testing"

	"taktik/maps"
)

// R1: every square's centre pixel leads back to that square, at every size, and the
// margins belong to no square.
func TestLayoutRoundTripR1(t *testing.T) {
	b := sketchBoard(t)
	for _, size := range []int{12, 13, 16, 24, 32, 47, 64} {
		l := NewLayout(b, size)
		for r := 1; r <= b.Rows; r++ {
			for c := 1; c <= b.Cols; c++ {
				s := maps.Square{Row: r, Col: c}
				rect := l.SquareRect(s)
				for _, p := range []image.Point{l.Center(s), rect.Min, rect.Max.Sub(image.Point{1, 1})} {
					if got, ok := l.SquareAt(p); !ok || got != s {
						t.Fatalf("size %d: pixel %v of %s maps to %s (%v)", size, p, s, got, ok)
					}
				}
			}
		}
		size := l.Size()
		for _, p := range []image.Point{{0, 0}, {l.Margin - 1, l.Margin + 5}, {l.Margin + 5, l.Margin - 1}, {size.X - 1, size.Y - 1}} {
			if s, ok := l.SquareAt(p); ok {
				t.Errorf("size %d: margin pixel %v maps to square %s", size, p, s)
			}
		}
		if want := l.SquareRect(maps.Square{Row: b.Rows, Col: b.Cols}).Max; !want.In(image.Rectangle{Max: size.Add(image.Point{1, 1})}) {
			t.Errorf("size %d: the picture %v does not hold the last square's corner %v", size, size, want)
		}
	}
}

func TestLayoutClampsSquareSize(t *testing.T) {
	b := sketchBoard(t)
	for _, tc := range []struct{ ask, want int }{{4, 12}, {12, 12}, {40, 40}, {64, 64}, {100, 64}} {
		if got := NewLayout(b, tc.ask).Square; got != tc.want {
			t.Errorf("NewLayout(%d).Square = %d, want %d", tc.ask, got, tc.want)
		}
	}
}
