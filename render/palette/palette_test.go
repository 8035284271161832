package palette

import (
	"image/color"
	"image/png"
	"math"
	"os"
	"path/filepath"
	"testing"
)

// The simulation of colour vision deficiency by Machado, Oliveira and Fernandes (2009),
// at full severity: a matrix on linear RGB.
var (
	protanopia = [3][3]float64{
		{0.152286, 1.052583, -0.204868},
		{0.114503, 0.786281, 0.099216},
		{-0.003882, -0.048116, 1.051998}}
	deuteranopia = [3][3]float64{
		{0.367322, 0.860646, -0.227968},
		{0.280085, 0.672501, 0.047413},
		{-0.011820, 0.042940, 0.968881}}
	normal = [3][3]float64{{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}
)

// minDelta is the least CIE76 ΔE between two marks that carry different meanings: about
// four times what a trained eye just notices, since the marks are thin bars and tints.
const minDelta = 20

// linear is an sRGB channel (0–255, composited) as linear light.
func linear(v float64) float64 {
	v /= 255
	if v <= 0.04045 {
		return v / 12.92
	}
	return math.Pow((v+0.055)/1.055, 2.4)
}

// seen is colour c drawn over paper as an eye with matrix m sees it, in CIELAB.
func seen(c color.NRGBA, m [3][3]float64) [3]float64 {
	a := float64(c.A) / 255
	over := func(f, b uint8) float64 { return linear(float64(f)*a + float64(b)*(1-a)) }
	rgb := [3]float64{over(c.R, Paper.R), over(c.G, Paper.G), over(c.B, Paper.B)}
	var l [3]float64
	for i := range l {
		l[i] = min(1, max(0, m[i][0]*rgb[0]+m[i][1]*rgb[1]+m[i][2]*rgb[2]))
	}
	x := (0.4124*l[0] + 0.3576*l[1] + 0.1805*l[2]) / 0.95047
	y := 0.2126*l[0] + 0.7152*l[1] + 0.0722*l[2]
	z := (0.0193*l[0] + 0.1192*l[1] + 0.9505*l[2]) / 1.08883
	f := func(t float64) float64 {
		if t > 0.008856 {
			return math.Cbrt(t)
		}
		return 7.787*t + 16.0/116
	}
	return [3]float64{116*f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))}
}

func delta(a, b [3]float64) float64 {
	return math.Sqrt((a[0]-b[0])*(a[0]-b[0]) + (a[1]-b[1])*(a[1]-b[1]) + (a[2]-b[2])*(a[2]-b[2]))
}

// TestDistinctionsColourBlind: every pair of marks whose colours carry meaning stays
// apart for normal sight and under simulated deuteranopia and protanopia.
func TestDistinctionsColourBlind(t *testing.T) {
	eyes := []struct {
		name string
		m    [3][3]float64
	}{{"normal sight", normal}, {"deuteranopia", deuteranopia}, {"protanopia", protanopia}}
	for _, d := range Distinctions {
		for _, e := range eyes {
			if got := delta(seen(d.A, e.m), seen(d.B, e.m)); got < minDelta {
				t.Errorf("%s: ΔE %.1f under %s, want at least %d", d.What, got, e.name, minDelta)
			}
		}
	}
}

// TestSimulationSeparates checks the test itself: the old contact colours, red against
// olive, run together under protanopia, and a colour is never told from itself.
func TestSimulationSeparates(t *testing.T) {
	olive := color.NRGBA{0x4b, 0x53, 0x20, 0xd0}
	if got := delta(seen(Open, protanopia), seen(olive, protanopia)); got >= minDelta {
		t.Errorf("red against olive under protanopia: ΔE %.1f, the simulation should bring them within %d", got, minDelta)
	}
	if got := delta(seen(Open, normal), seen(olive, normal)); got < minDelta {
		t.Errorf("red against olive for normal sight: ΔE %.1f, want them apart", got)
	}
	if got := delta(seen(Covered, deuteranopia), seen(Covered, deuteranopia)); got != 0 {
		t.Errorf("a colour against itself: ΔE %.1f", got)
	}
}

// TestContactsApartOnTheScreenshot: on the combat screenshot (docs/screenshots, made by
// TestScreenshots) the bars of contacts still to fight and of covered ones are both
// there, in the palette's colours (the covered bar drawn over its cream rim), and stay
// apart under simulated deuteranopia and protanopia.
func TestContactsApartOnTheScreenshot(t *testing.T) {
	f, err := os.Open(filepath.Join("..", "..", "docs", "screenshots", "combat-1366.png"))
	if err != nil {
		t.Skip("no combat screenshot:", err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatal(err)
	}
	a := float64(Covered.A) / 255
	onCream := color.NRGBA{A: 0xff}
	mix := func(c, b uint8) uint8 { return uint8(float64(c)*a + float64(b)*(1-a) + 0.5) }
	onCream.R, onCream.G, onCream.B = mix(Covered.R, Cream.R), mix(Covered.G, Cream.G), mix(Covered.B, Cream.B)
	// near: within a just noticeable difference or two (the antialiased bars blend)
	near := func(c color.Color, want color.NRGBA) bool {
		r, g, b, _ := c.RGBA()
		got := color.NRGBA{uint8(r >> 8), uint8(g >> 8), uint8(b >> 8), 0xff}
		d := func(x, y uint8) int { return max(int(x)-int(y), int(y)-int(x)) }
		if d(got.R, want.R) > 40 || d(got.G, want.G) > 40 || d(got.B, want.B) > 40 {
			return false // far off: no need to weigh it
		}
		return delta(seen(got, normal), seen(want, normal)) <= 10
	}
	open, covered := 0, 0
	bounds := img.Bounds()
	for y := bounds.Min.Y; y < bounds.Max.Y; y++ {
		for x := bounds.Min.X; x < bounds.Max.X; x++ {
			switch c := img.At(x, y); {
			case near(c, Open):
				open++
			case near(c, onCream):
				covered++
			}
		}
	}
	if open < 50 || covered < 50 {
		t.Fatalf("the screenshot shows %d pixels of open contacts and %d of covered ones; want both", open, covered)
	}
	opaque := func(c color.NRGBA) color.NRGBA { c.A = 0xff; return c }
	for _, e := range []struct {
		name string
		m    [3][3]float64
	}{{"deuteranopia", deuteranopia}, {"protanopia", protanopia}} {
		if d := delta(seen(opaque(Open), e.m), seen(onCream, e.m)); d < minDelta {
			t.Errorf("on the screenshot under %s the contact bars are ΔE %.1f apart, want %d", e.name, d, minDelta)
		}
	}
}
