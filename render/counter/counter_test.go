package counter

import (
	"image"
	"image/color"
	"testing"

	"taktik/units"
)

// near reports whether a pixel is within tol of a colour in every channel.
func near(c color.RGBA, want color.NRGBA, tol int) bool {
	d := func(a, b uint8) bool { return int(a)-int(b) <= tol && int(b)-int(a) <= tol }
	return d(c.R, want.R) && d(c.G, want.G) && d(c.B, want.B)
}

// first finds the first unit of a side and kind in the order of battle (R8).
func first(side units.Side, kind units.Kind) (int, units.Unit) {
	for n, u := range units.All() {
		if u.Side == side && u.Kind == kind {
			return n, u
		}
	}
	panic("no such unit")
}

// paintOne paints one counter at a size and returns it with its geometry.
func paintOne(u units.Unit, size int) (*image.RGBA, Geometry) {
	img := image.NewRGBA(image.Rect(0, 0, size, size))
	Draw(img, img.Bounds(), u, NewFaces())
	return img, Measure(size)
}

// inkIn counts the symbol-ink pixels in a rectangle.
func inkIn(img *image.RGBA, r image.Rectangle) int {
	n := 0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			if near(img.RGBAAt(x, y), SymbolInk, 40) {
				n++
			}
		}
	}
	return n
}

func TestEveryKindShowsItsSymbolR7(t *testing.T) {
	const size = 56
	for _, side := range units.Sides {
		for _, kind := range units.Kinds {
			_, u := first(side, kind)
			t.Run(u.ID, func(t *testing.T) {
				img, g := paintOne(u, size)
				b := g.Box
				// the body in the side's colour beside the box
				if got := img.RGBAAt(b.Min.X/2, b.Min.Y+b.Dy()/2); !near(got, Body(side), 12) {
					t.Errorf("body at the left edge is %v, want %v", got, Body(side))
				}
				// the box is cream where neither the oval nor the flag passes: just inside
				// its top edge, three quarters of the way across
				if kind == units.Armour || kind == units.HQ {
					if got := img.RGBAAt(b.Min.X+b.Dx()*3/4, b.Min.Y+int(g.BoxLine)+1); !near(got, BoxColour, 60) {
						t.Errorf("box at its top is %v, want cream", got)
					}
				}
				cx, cy := (b.Min.X+b.Max.X)/2, (b.Min.Y+b.Max.Y)/2
				centre := inkIn(img, image.Rect(cx-1, cy-1, cx+2, cy+2))
				crossed := kind.Footsoldier() // infantry and its kin: the diagonals meet in the middle
				if crossed && centre == 0 {
					t.Errorf("no ink where the cross's diagonals meet")
				}
				if !crossed && centre != 0 && kind == units.Armour {
					t.Errorf("ink in the middle of the armour oval, which is hollow")
				}
			})
		}
	}
}

func TestSymbolsDifferWhereTheirMarksAre(t *testing.T) {
	const size = 56
	_, inf := first(units.Red, units.Infantry)
	plain, g := paintOne(inf, size)
	b := g.Box
	// the marks of the special infantry sit in the lower middle of the box, between the
	// cross's legs; the oval and the flag have ink where the cross has none
	lower := image.Rect(b.Min.X+b.Dx()*3/8, b.Min.Y+b.Dy()*3/5, b.Max.X-b.Dx()*3/8, b.Max.Y-int(g.BoxLine))
	base := inkIn(plain, lower)
	for _, kind := range []units.Kind{units.Paratroop, units.Mountain, units.Marine} {
		_, u := first(units.Red, kind)
		img, _ := paintOne(u, size)
		if got := inkIn(img, lower); got <= base+3 {
			t.Errorf("%v: %d ink pixels below the cross's centre, plain infantry %d; the mark is missing", kind, got, base)
		}
	}
	_, hq := first(units.Blue, units.HQ)
	img, _ := paintOne(hq, size)
	staff := image.Rect(b.Min.X+b.Dx()*32/100-1, b.Min.Y+b.Dy()/3, b.Min.X+b.Dx()*32/100+2, b.Max.Y-b.Dy()/4)
	if inkIn(img, staff) < staff.Dy() {
		t.Errorf("HQ: no flag staff at the left third of the box")
	}
	_, arm := first(units.Blue, units.Armour)
	img, _ = paintOne(arm, size)
	if inkIn(img, image.Rect(b.Min.X+b.Dx()/2-1, b.Min.Y+int(g.BoxLine)+1, b.Min.X+b.Dx()/2+2, b.Min.Y+b.Dy()/3)) == 0 {
		t.Errorf("armour: no oval edge above the middle of the box")
	}
}

// textPixels counts the cream text pixels in a band of rows of a counter.
func textPixels(img *image.RGBA, y0, y1 int) int {
	n := 0
	for y := y0; y < y1; y++ {
		for x := 0; x < img.Bounds().Dx(); x++ {
			if near(img.RGBAAt(x, y), TextInk, 50) {
				n++
			}
		}
	}
	return n
}

func TestValuesAndNumberAreWrittenWhenLargeEnough(t *testing.T) {
	_, inf := first(units.Red, units.Infantry)
	_, hq := first(units.Blue, units.HQ)
	for _, c := range []struct {
		u           units.Unit
		size        int
		top, values bool
	}{
		{inf, 56, true, true}, {inf, 28, true, true}, {hq, 42, true, true}, {inf, TextMin, true, true},
		// smaller: the values alone, under a small symbol
		{inf, TextMin - 1, false, true}, {hq, 22, false, true}, {inf, ValuesMin, false, true},
		// smaller still: the colour and the symbol
		{inf, ValuesMin - 1, false, false}, {hq, 10, false, false},
	} {
		img, g := paintOne(c.u, c.size)
		top := textPixels(img, 0, g.Box.Min.Y)
		bottom := textPixels(img, g.Box.Max.Y, c.size)
		if c.top != (top >= 4) {
			t.Errorf("%s at %d px: %d text pixels above the symbol, want the number %v", c.u.ID, c.size, top, c.top)
		}
		if c.values != (bottom >= 4) {
			t.Errorf("%s at %d px: %d text pixels below the symbol, want the values %v", c.u.ID, c.size, bottom, c.values)
		}
		if c.values && g.TextSize < 7 {
			t.Errorf("%s at %d px: the values are %d px high, too small to read", c.u.ID, c.size, g.TextSize)
		}
	}
}

// The board's smallest zoom (20-point squares) still gives counters that carry their
// values.
func TestTheSmallestZoomCarriesTheValues(t *testing.T) {
	if s := SizeFor(20); s < ValuesMin {
		t.Errorf("a 20 px square gets a %d px counter, smaller than %d px, the least that shows the values", s, ValuesMin)
	}
	for _, sq := range []int{20, 24, 32, 40, 48, 64} {
		if s := SizeFor(sq); s >= sq || s < sq*3/4 {
			t.Errorf("a %d px square gets a %d px counter", sq, s)
		}
	}
}

func TestLabelsR7R8(t *testing.T) {
	all := units.All()
	cases := []struct {
		id, top, values string
	}{
		{"red:inf7", "7", "1-5"},
		{"blue:arm2", "2", "2-7"},
		{"red:hq-1c", "I C", "0-5"},
		{"blue:hq-4c", "IV C", "0-5"},
		{"red:hq-2a", "II A", "0-5"},
		{"blue:hq-ag", "AG", "0-5"},
		{"red:mtn2", "2", "1-5"},
	}
	for _, c := range cases {
		u, ok := units.ByID(c.id)
		if !ok {
			t.Fatalf("no unit %s", c.id)
		}
		if Top(u) != c.top || Values(u) != c.values {
			t.Errorf("%s: %q %q, want %q %q", c.id, Top(u), Values(u), c.top, c.values)
		}
	}
	if len(all) != 88 {
		t.Fatalf("%d units", len(all))
	}
}

func TestSheetHoldsEveryCounterApart(t *testing.T) {
	s := NewSheet(28)
	seen := map[image.Rectangle]bool{}
	for n, u := range units.All() {
		r := s.Cell(n)
		if !r.In(s.Image.Bounds()) {
			t.Fatalf("cell %d %v lies outside the sheet %v", n, r, s.Image.Bounds())
		}
		for other := range seen {
			if other.Overlaps(r.Inset(-gap / 2)) {
				t.Fatalf("cell %d %v touches %v", n, r, other)
			}
		}
		seen[r] = true
		mid := r.Min.Add(image.Pt(2, r.Dy()/2))
		if got := s.Image.RGBAAt(mid.X, mid.Y); !near(got, Body(u.Side), 12) {
			t.Errorf("%s: the cell's left edge is %v, want the %v body", u.ID, got, u.Side)
		}
	}
}

func BenchmarkSheet32(b *testing.B) {
	for b.Loop() {
		NewSheet(SizeFor(32))
	}
}
