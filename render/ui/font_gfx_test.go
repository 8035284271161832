//go:build gfx

package ui

import (
	"testing"

	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/gomedium"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/gofont/gosmallcaps"
	"golang.org/x/image/font/sfnt"
)

// The movement points of the advanced game come in thirds (R11): "2⅓" must be drawn
// with glyphs the game's fonts have, in all four typefaces, or it shows as empty boxes.
func TestFractionsAreDrawnWithGlyphsTheFontsHave(t *testing.T) {
	cases := []struct{ in, want string }{
		{"2⅓", "2¹⁄₃"}, {"⅔", "²⁄₃"}, {"noch 1⅓ Punkte", "noch 1¹⁄₃ Punkte"}, {"3-1", "3-1"},
	}
	for _, c := range cases {
		if got := Glyphs(c.in); got != c.want {
			t.Errorf("Glyphs(%q) = %q, want %q", c.in, got, c.want)
		}
	}
	for i, ttf := range [][]byte{goregular.TTF, gomedium.TTF, gobold.TTF, gosmallcaps.TTF} {
		f, err := sfnt.Parse(ttf)
		if err != nil {
			t.Fatal(err)
		}
		var buf sfnt.Buffer
		for _, r := range Glyphs("0123456789⅓⅔") {
			if g, err := f.GlyphIndex(&buf, r); err != nil || g == 0 {
				t.Errorf("typeface %d has no glyph for %q", i, r)
			}
		}
	}
}

// A third is no wider in the text than it is drawn: Measure sees the same glyphs.
func TestMeasureCountsTheComposedFraction(t *testing.T) {
	face := FacePx(Regular, 20)
	a, _ := Measure("2⅓", face)
	b, _ := Measure("2¹⁄₃", face)
	if a != b || a == 0 {
		t.Errorf("Measure(2⅓) = %v, Measure(2¹⁄₃) = %v", a, b)
	}
}
