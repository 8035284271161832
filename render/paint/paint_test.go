package paint

import (
	"image"
	"image/color"
	"strings"
	"testing"

	"taktik/maps"
	"taktik/units"
)

func TestBoardRefusesSquareSizes(t *testing.T) {
	b := sketchBoard(t)
	for _, size := range []int{0, 11, 65, 200} {
		if _, err := Board(b, size); err == nil || !strings.Contains(err.Error(), "from 12 to 64") {
			t.Errorf("Board(%d) error = %v, want a sentence naming 12 to 64", size, err)
		}
	}
	for _, size := range []int{12, 64} {
		if _, err := Board(b, size); err != nil {
			t.Errorf("Board(%d): %v", size, err)
		}
	}
}

// near reports whether two colours differ by at most tol in every channel.
func near(a color.RGBA, b color.NRGBA, tol int) bool {
	d := func(x, y uint8) bool { return int(x)-int(y) <= tol && int(y)-int(x) <= tol }
	return d(a.R, b.R) && d(a.G, b.G) && d(a.B, b.B)
}

// TestBoardPixels probes the sketch's picture where each kind of ink must show.
func TestBoardPixels(t *testing.T) {
	b := sketchBoard(t)
	sq := func(r, c int) maps.Square { return maps.Square{Row: r, Col: c} }
	for _, size := range []int{12, 16, 32, 64} {
		img, err := Board(b, size)
		if err != nil {
			t.Fatal(err)
		}
		l := NewLayout(b, size)
		if img.Bounds().Size() != l.Size() {
			t.Fatalf("size %d: picture %v, layout %v", size, img.Bounds().Size(), l.Size())
		}
		edgeX := func(s maps.Square) int { return l.SquareRect(s).Max.X } // first pixel east of s
		probes := []struct {
			what string
			at   image.Point
			want color.NRGBA
			tol  int
		}{
			{"open water (1-8)", l.Center(sq(1, 8)), waterColour, 2},
			{"clear ground (6-7)", l.Center(sq(6, 7)), paperColour, 2},
			{"forest ground (7-12)", l.SquareRect(sq(7, 12)).Min.Add(image.Point{1, size - 2}), forestTint, 2},
			// R3: the river lies on the east edge of 7-4, not in the square.
			{"river on the edge 7-4|7-5", image.Point{edgeX(sq(7, 4)), l.Center(sq(7, 4)).Y}, riverColour, 30},
			{"no river inside 7-4", l.Center(sq(7, 4)), paperColour, 2},
			// R4: the road runs through the centres of 5-6 and 5-7.
			{"road between 5-6 and 5-7", image.Point{edgeX(sq(5, 6)), l.Center(sq(5, 6)).Y}, roadColour, 40},
			{"road at 5-6's centre", l.Center(sq(5, 6)), roadColour, 40},
		}
		for _, p := range probes {
			got := img.RGBAAt(p.at.X, p.at.Y)
			if !near(got, p.want, p.tol) {
				t.Errorf("size %d: %s at %v is %v, want %v", size, p.what, p.at, got, p.want)
			}
		}
		// A city square carries its country's hatching over its country's tint.
		for _, c := range []struct {
			s    maps.Square
			side units.Side
		}{{sq(8, 4), units.Red}, {sq(7, 14), units.Blue}} {
			if n := count(img, l.SquareRect(c.s), sideInk(c.side), 40); n < size*size/8 {
				t.Errorf("size %d: city square %s has %d pixels of %s ink", size, c.s, n, c.side)
			}
		}
		// Every row number is written in dark ink in the left margin, every column
		// number in the top one (R1).
		for r := 1; r <= b.Rows; r++ {
			rect := l.SquareRect(sq(r, 1))
			if n := dark(img, image.Rect(0, rect.Min.Y, l.Margin, rect.Max.Y)); n < 6 {
				t.Errorf("size %d: row %d's number has %d dark pixels in the margin", size, r, n)
			}
		}
		for c := 1; c <= b.Cols; c++ {
			rect := l.SquareRect(sq(1, c))
			if n := dark(img, image.Rect(rect.Min.X, 0, rect.Max.X, l.Margin-2)); n < 6 {
				t.Errorf("size %d: column %d's number has %d dark pixels in the margin", size, c, n)
			}
		}
	}
}

// count is the number of pixels in r within tol of a colour.
func count(img *image.RGBA, r image.Rectangle, c color.NRGBA, tol int) int {
	n := 0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			if near(img.RGBAAt(x, y), c, tol) {
				n++
			}
		}
	}
	return n
}

// dark counts the pixels in r about as dark as ink.
func dark(img *image.RGBA, r image.Rectangle) int {
	n := 0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			c := img.RGBAAt(x, y)
			if int(c.R)+int(c.G)+int(c.B) < 3*130 {
				n++
			}
		}
	}
	return n
}
