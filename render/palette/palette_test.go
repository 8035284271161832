package palette

import (
	"image/color"
	"math"
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
