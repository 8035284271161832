package chart

import (
	"image"
	"image/color"
	"testing"
)

var red = color.NRGBA{0xb0, 0x20, 0x20, 0xff}
var blue = color.NRGBA{0x20, 0x40, 0xb0, 0xff}

func inkAt(img *image.RGBA, x, y int, want color.NRGBA) bool {
	c := img.RGBAAt(x, y)
	d := func(a, b uint8) int {
		if a > b {
			return int(a - b)
		}
		return int(b - a)
	}
	return d(c.R, want.R) < 30 && d(c.G, want.G) < 30 && d(c.B, want.B) < 30
}

func TestNiceTicks(t *testing.T) {
	for _, c := range []struct {
		lo, hi, from, to float64
		n                int
	}{
		{0, 44, 0, 50, 6},
		{-1.7, 2.3, -2, 3, 6},
		{3, 3, 3, 4, 0},
		{0, 7, 0, 8, 5},
	} {
		from, to, ticks := Nice(c.lo, c.hi)
		if from != c.from || to != c.to || (c.n > 0 && len(ticks) != c.n) {
			t.Errorf("Nice(%v, %v) = %v, %v, %v", c.lo, c.hi, from, to, ticks)
		}
	}
}

// A rising red line ends at the top right, a falling blue one at the bottom right.
func TestLinesGoWhereTheValuesAre(t *testing.T) {
	img := image.NewRGBA(image.Rect(0, 0, 200, 100))
	area := image.Rect(10, 10, 190, 90)
	f := Lines(img, area, []Series{{[]float64{0, 5, 10}, red}, {[]float64{10, 5, 0}, blue}}, false, 3)
	if f.Lo != 0 || f.Hi != 10 || f.Steps != 3 {
		t.Fatalf("frame %+v", f)
	}
	if !inkAt(img, 188, 11, red) || !inkAt(img, 188, 89, blue) || !inkAt(img, 12, 11, blue) || !inkAt(img, 12, 89, red) {
		t.Error("the lines do not run corner to corner")
	}
	if inkAt(img, 100, 20, red) || inkAt(img, 100, 20, blue) {
		t.Error("ink away from the lines")
	}
}

// Bars stand from the axis to their value: the red one of the first group twice as
// high as the blue one.
func TestBarsStandToTheirValue(t *testing.T) {
	img := image.NewRGBA(image.Rect(0, 0, 100, 110))
	area := image.Rect(0, 10, 100, 110)
	f := Bars(img, area, []Bar{{[2]float64{10, 5}}, {[2]float64{0, 1}}}, [2]color.NRGBA{red, blue})
	if f.Hi != 10 {
		t.Fatalf("frame %+v", f)
	}
	x0, x1 := GroupX(f, 0)
	mid := int((x0 + x1) / 2)
	if !inkAt(img, mid-5, 15, red) || inkAt(img, mid+5, 50, blue) || !inkAt(img, mid+5, 65, blue) {
		t.Error("the first group's bars are not as high as their values")
	}
}
