package chart

import (
	"image"
	"image/color"
	"slices"
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
		from, to, ticks := Nice(c.lo, c.hi, false)
		if from != c.from || to != c.to || (c.n > 0 && len(ticks) != c.n) {
			t.Errorf("Nice(%v, %v) = %v, %v, %v", c.lo, c.hi, from, to, ticks)
		}
	}
}

// A rising red line ends at the top right, a falling blue one at the bottom right.
func TestLinesGoWhereTheValuesAre(t *testing.T) {
	img := image.NewRGBA(image.Rect(0, 0, 200, 100))
	area := image.Rect(10, 10, 190, 90)
	f := Lines(img, area, []Series{{[]float64{0, 5, 10}, red}, {[]float64{10, 5, 0}, blue}}, true, 3)
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

// Counts tick in whole numbers: one unit lost reads 0 and 1 (not 0, 0.2, … 1), three
// cities 0 to 3 in ones; a luck of strength points keeps its fractions.
func TestWholeTicksForCounts(t *testing.T) {
	for _, c := range []struct {
		lo, hi float64
		whole  bool
		want   []float64
	}{
		{0, 1, true, []float64{0, 1}},
		{0, 3, true, []float64{0, 1, 2, 3}},
		{0, 2, true, []float64{0, 1, 2}},
		{0, 44, true, []float64{0, 10, 20, 30, 40, 50}},
		{-2, 1, false, []float64{-2, -1, 0, 1}},
		{-0.4, 0.4, false, []float64{-0.4, -0.2, 0, 0.2, 0.4}},
	} {
		_, _, ticks := Nice(c.lo, c.hi, c.whole)
		if !slices.Equal(ticks, c.want) {
			t.Errorf("Nice(%v, %v, %v) ticks %v, want %v", c.lo, c.hi, c.whole, ticks, c.want)
		}
	}
}

// The bars of one unit lost stand on an axis ticked 0 and 1.
func TestBarsOfOneUnitTickWhole(t *testing.T) {
	img := image.NewRGBA(image.Rect(0, 0, 100, 110))
	f := Bars(img, image.Rect(0, 10, 100, 110), []Bar{{[2]float64{1, 0}}, {[2]float64{0, 0}}}, [2]color.NRGBA{red, blue})
	if !slices.Equal(f.Ticks, []float64{0, 1}) {
		t.Errorf("ticks %v, want 0 and 1", f.Ticks)
	}
}

// A strength from 40 to 44 is drawn on an axis from zero (a line at 40 stands at
// nine tenths of the one at 44, not at the bottom), in whole ticks; a luck below
// zero keeps its negative part.
func TestLinesAxisFromZero(t *testing.T) {
	img := image.NewRGBA(image.Rect(0, 0, 200, 100))
	area := image.Rect(10, 10, 190, 90)
	f := Lines(img, area, []Series{{[]float64{40, 42, 44}, red}, {[]float64{44, 43, 41}, blue}}, true, 3)
	if f.Lo != 0 || f.Hi != 50 || f.Ticks[0] != 0 {
		t.Errorf("strength 40 to 44: frame from %v to %v, ticks %v; want 0 to 50", f.Lo, f.Hi, f.Ticks)
	}
	for _, v := range f.Ticks {
		if v != float64(int(v)) {
			t.Errorf("tick %v is no whole number", v)
		}
	}
	if y := f.Y(40); y < 20 || y > 30 {
		t.Errorf("40 drawn at y %v, want about 26 (four fifths up)", y)
	}
	f = Lines(img, area, []Series{{[]float64{-1.5, 0.4}, red}, {[]float64{1.5, -0.4}, blue}}, false, 3)
	if f.Lo != -2 || f.Hi != 2 {
		t.Errorf("luck -1.5 to 1.5: frame from %v to %v, want -2 to 2", f.Lo, f.Hi)
	}
	f = Lines(img, area, []Series{{[]float64{0.6, 1.5}, red}}, false, 3)
	if f.Lo != 0 {
		t.Errorf("luck 0.6 to 1.5: frame from %v, want 0", f.Lo)
	}
}

// Two sides holding the same number of cities all game: both lines stay visible
// (the later one dashed over the earlier), red and blue both along the line; where
// the lines part, each is drawn whole.
func TestEqualLinesBothShow(t *testing.T) {
	img := image.NewRGBA(image.Rect(0, 0, 200, 100))
	area := image.Rect(10, 10, 190, 90)
	f := Lines(img, area, []Series{{[]float64{3, 3, 3, 4}, red}, {[]float64{3, 3, 3, 2}, blue}}, true, 4)
	y := int(f.Y(3))
	reds, blues := 0, 0
	for x := int(f.X(0)) + 2; x < int(f.X(2)); x++ {
		if inkAt(img, x, y, red) {
			reds++
		}
		if inkAt(img, x, y, blue) {
			blues++
		}
	}
	if reds < 20 || blues < 20 {
		t.Errorf("along the equal lines %d red and %d blue pixels; both should show", reds, blues)
	}
	// one point each, equal: the earlier shows around the later
	img = image.NewRGBA(image.Rect(0, 0, 200, 100))
	f = Lines(img, area, []Series{{[]float64{2}, red}, {[]float64{2}, blue}}, true, 4)
	x, y := int(f.X(0)), int(f.Y(2))
	if !inkAt(img, x, y, blue) || !inkAt(img, x+3, y, red) {
		t.Error("two equal points: the blue inside the red should show")
	}
}

// TestTickTextReadsApart: the ticks of a small range (the luck of a game with few
// battles) read apart, with the decimals their step needs; no tick reads "-0.0".
func TestTickTextReadsApart(t *testing.T) {
	_, _, ticks := Nice(-0.07, 0.03, false)
	seen := map[string]bool{}
	for _, v := range ticks {
		s := TickText(v, ticks[1]-ticks[0])
		if seen[s] || s == "-0.0" || s == "0.0" {
			t.Errorf("ticks %v read %q twice or as a signed zero", ticks, s)
		}
		seen[s] = true
	}
	for _, c := range []struct {
		v, step float64
		want    string
	}{{-0.02, 0.02, "-0.02"}, {0, 0.02, "0"}, {2e-17, 1e-17, "0.000"}, {2, 1, "2"}, {0.5, 0.5, "0.5"}, {-1.5, 0.5, "-1.5"}, {0.25, 0.05, "0.25"}} {
		if got := TickText(c.v, c.step); got != c.want {
			t.Errorf("TickText(%v, %v) = %q, want %q", c.v, c.step, got, c.want)
		}
	}
}

// TestNiceTreatsLeftoversAsNothing: a luck of ±2e-17 (both sides' dice as good as
// expected, summed from fractions) spans 0 to 1 like no luck at all, not ticks of
// 0.00000000000000002 that run into the report's table beside the chart.
func TestNiceTreatsLeftoversAsNothing(t *testing.T) {
	from, to, ticks := Nice(-2e-17, 2e-17, false)
	if from != 0 || to != 1 || len(ticks) != 6 {
		t.Errorf("Nice(-2e-17, 2e-17) = %v to %v, ticks %v; want 0 to 1 in fifths", from, to, ticks)
	}
}
