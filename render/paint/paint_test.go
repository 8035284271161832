package paint

import (
	"fmt"
	"image"
	"image/color"
	"math"
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
		img, err := Board(b, size)
		if err != nil {
			t.Errorf("Board(%d): %v", size, err)
			continue
		}
		if got, want := img.Bounds().Size(), NewLayout(b, size).Size(); got != want {
			t.Errorf("size %d: picture %v, layout %v", size, got, want)
		}
	}
}

// probe looks for one layer's ink on the sketch's picture and says what it found.
type probe func(img *image.RGBA, l Layout) (ok bool, found string)

func sq(r, c int) maps.Square { return maps.Square{Row: r, Col: c} }

// layerProbes: for each layer of the painting, where its ink must show on the sketch.
var layerProbes = map[string]probe{
	"ground": func(img *image.RGBA, l Layout) (bool, string) {
		return pixelIs(img, l.Center(sq(6, 7)), paperColour, 2), "the clear ground of 6-7"
	},
	"water": func(img *image.RGBA, l Layout) (bool, string) {
		return pixelIs(img, l.Center(sq(1, 8)), waterColour, 2), "the open water of 1-8"
	},
	"forests": func(img *image.RGBA, l Layout) (bool, string) {
		r := l.SquareRect(sq(2, 5))
		tint, trees := count(img, r, forestTint, 6), count(img, r, treeColour, 40)
		return tint > l.Square*l.Square/4 && trees > l.Square*l.Square/12, fmt.Sprintf("%d tint and %d tree pixels on 2-5", tint, trees)
	},
	// The splatter: black drops on a tenth or more of every mountain square.
	"mountains": func(img *image.RGBA, l Layout) (bool, string) {
		least := l.Square * l.Square
		for _, s := range []maps.Square{sq(2, 12), sq(2, 13), sq(3, 12), sq(3, 13)} {
			least = min(least, darker(img, l.SquareRect(s).Inset(1), 3*120))
		}
		tint := count(img, l.SquareRect(sq(2, 12)), mountainTint, 6)
		return least > l.Square*l.Square/10 && tint > 0, fmt.Sprintf("at least %d splatter pixels on each mountain square, %d of tint", least, tint)
	},
	"seaBridges": func(img *image.RGBA, l Layout) (bool, string) {
		n := count(img, l.SquareRect(sq(5, 10)), bridgeColour, 30)
		return n > l.Square, fmt.Sprintf("%d bridge pixels on the sea bridge 5-10", n)
	},
	"grid": func(img *image.RGBA, l Layout) (bool, string) {
		r := l.SquareRect(sq(6, 7))
		n := 0
		for x := r.Min.X + 2; x < r.Max.X-2; x++ {
			if !pixelIs(img, image.Point{x, r.Min.Y}, paperColour, 6) {
				n++
			}
		}
		return n == r.Dx()-4, fmt.Sprintf("%d of %d pixels of 6-7's top edge ruled", n, r.Dx()-4)
	},
	// Sand hatched in dark brown: yellow-brown pixels, which neither the paper nor the
	// water nor the coast line is.
	"beaches": func(img *image.RGBA, l Layout) (bool, string) {
		n := 0
		for _, s := range []maps.Square{sq(9, 5), sq(9, 6), sq(9, 7)} {
			r := l.SquareRect(s)
			for y := r.Min.Y; y < r.Max.Y; y++ {
				for x := r.Min.X; x < r.Max.X; x++ {
					if c := img.RGBAAt(x, y); int(c.R)-int(c.B) >= 45 {
						n++
					}
				}
			}
		}
		return n > l.Square*3/2, fmt.Sprintf("%d sand pixels on the beach", n)
	},
	"roads": func(img *image.RGBA, l Layout) (bool, string) {
		// R4: the road runs through the centres of 5-6 and 5-7.
		edge := image.Point{l.SquareRect(sq(5, 6)).Max.X, l.Center(sq(5, 6)).Y}
		return pixelIs(img, l.Center(sq(5, 6)), roadColour, 40) && pixelIs(img, edge, roadColour, 40), "road ink at 5-6's centre and its east edge"
	},
	"cities": func(img *image.RGBA, l Layout) (bool, string) {
		red, blue := count(img, l.SquareRect(sq(8, 4)), sideInk(units.Red), 40), count(img, l.SquareRect(sq(7, 14)), sideInk(units.Blue), 40)
		return red > l.Square*l.Square/8 && blue > l.Square*l.Square/8, fmt.Sprintf("%d Red hatching pixels on 8-4, %d Blue on 7-14", red, blue)
	},
	"rivers": func(img *image.RGBA, l Layout) (bool, string) {
		// R3: the river lies on the east edge of 7-4, not in the square.
		edge := image.Point{l.SquareRect(sq(7, 4)).Max.X, l.Center(sq(7, 4)).Y}
		return pixelIs(img, edge, riverColour, 30) && pixelIs(img, l.Center(sq(7, 4)), paperColour, 2), "river ink on the edge 7-4|7-5 and none inside 7-4"
	},
	// R5: a bridge where R-1 crosses the river, on the edge 5-4|5-5.
	"riverBridges": func(img *image.RGBA, l Layout) (bool, string) {
		at := image.Point{l.SquareRect(sq(5, 4)).Max.X, l.Center(sq(5, 4)).Y}
		k := l.Square / 2
		n := count(img, image.Rect(at.X-k, at.Y-k, at.X+k, at.Y+k), bridgeColour, 30)
		return n > l.Square/2, fmt.Sprintf("%d bridge pixels at the crossing 5-4|5-5", n)
	},
	// MAP.md fact 2: the border between columns 8 and 9, dashed, over the land.
	"border": func(img *image.RGBA, l Layout) (bool, string) {
		x := l.SquareRect(sq(1, 9)).Min.X
		r := image.Rect(x-1, l.SquareRect(sq(2, 9)).Min.Y, x+2, l.SquareRect(sq(8, 9)).Max.Y)
		n := darker(img, r, 3*150)
		return n > 7*l.Square/3, fmt.Sprintf("%d dark pixels on the border line over rows 2–8", n)
	},
	// The dashed outline of Red's FIRST ARMY, just inside its squares' outer edges.
	"bivouacs": func(img *image.RGBA, l Layout) (bool, string) {
		r := l.SquareRect(sq(2, 2)).Union(l.SquareRect(sq(3, 3)))
		ring := max(3, l.Square/5)
		n := count(img, r, sideInk(units.Red), 50) - count(img, r.Inset(ring), sideInk(units.Red), 50)
		return n > l.Square, fmt.Sprintf("%d Red outline pixels round FIRST ARMY", n)
	},
	// The anchor badge on Hafen's shore: a white disc on the south-west corner of 8-3,
	// where it meets the water.
	"ports": func(img *image.RGBA, l Layout) (bool, string) {
		c := image.Point{l.SquareRect(sq(8, 3)).Min.X, l.SquareRect(sq(8, 3)).Max.Y}
		k := int(max(5, float32(l.Square)*0.21))
		n := count(img, image.Rect(c.X-k, c.Y-k, c.X+k, c.Y+k), labelPaper, 10)
		return n > 2*k, fmt.Sprintf("%d white pixels in the port badge", n)
	},
	// R1: every row number in the left margin, every column number in the top one.
	"numbers": func(img *image.RGBA, l Layout) (bool, string) {
		edge := l.Margin - l.Square/16 - 2 // where the grid's frame begins
		for r := 1; r <= l.Rows; r++ {
			rect := l.SquareRect(sq(r, 1))
			if n := dark(img, image.Rect(0, rect.Min.Y, edge, rect.Max.Y)); n < 6 {
				return false, fmt.Sprintf("row %d's number has %d dark pixels", r, n)
			}
		}
		for c := 1; c <= l.Cols; c++ {
			rect := l.SquareRect(sq(1, c))
			if n := dark(img, image.Rect(rect.Min.X, 0, rect.Max.X, edge)); n < 6 {
				return false, fmt.Sprintf("column %d's number has %d dark pixels", c, n)
			}
		}
		return true, "every row and column number"
	},
}

// TestBoardLayers probes the sketch's picture for each layer's ink, and paints it again
// without that layer to see the probe fail: a probe that cannot fail checks nothing.
// The labels are left out of both paintings (they are checked on their own below), so
// that a label lying over a probe cannot stand in for the layer under it.
func TestBoardLayers(t *testing.T) {
	b := sketchBoard(t)
	for _, ly := range layers {
		if _, ok := layerProbes[ly.name]; !ok && ly.name != "labels" {
			t.Errorf("layer %q has no probe", ly.name)
		}
	}
	for _, size := range []int{12, 16, 32, 64} {
		full, err := paintBoard(b, size, "labels")
		if err != nil {
			t.Fatal(err)
		}
		for _, ly := range layers {
			pr := layerProbes[ly.name]
			if pr == nil {
				continue
			}
			if ok, found := pr(full.dst, full.l); !ok {
				t.Errorf("size %d: layer %s: found only %s", size, ly.name, found)
			}
			without, _ := paintBoard(b, size, "labels", ly.name)
			if ok, found := pr(without.dst, without.l); ok {
				t.Errorf("size %d: the probe for layer %s still finds %s when the layer is not painted", size, ly.name, found)
			}
		}
	}
}

// TestBoardLabels: every city, bivouac area and beach of the sketch is named, in ink
// that shows, and the names are the sketch's.
func TestBoardLabels(t *testing.T) {
	b := sketchBoard(t)
	for _, size := range []int{12, 16, 32, 64} {
		p, err := paintBoard(b, size)
		if err != nil {
			t.Fatal(err)
		}
		bare, _ := paintBoard(b, size, "labels")
		var names []string
		for _, pl := range p.labelled {
			names = append(names, pl.name)
			changed := 0
			for y := pl.rect.Min.Y; y < pl.rect.Max.Y; y++ {
				for x := pl.rect.Min.X; x < pl.rect.Max.X; x++ {
					if differs(p.dst, bare.dst, x, y) {
						changed++
					}
				}
			}
			if changed < int(area(pl.rect))/3 {
				t.Errorf("size %d: label %q at %v changed %d pixels", size, pl.name, pl.rect, changed)
			}
			if ink := dark(p.dst, pl.rect) + count(p.dst, pl.rect, sideInk(units.Red), 60) + count(p.dst, pl.rect, sideInk(units.Blue), 60); ink < 10 {
				t.Errorf("size %d: label %q at %v has %d pixels of ink", size, pl.name, pl.rect, ink)
			}
		}
		if got, want := strings.Join(names, ","), "Hafen,Blaustadt,FIRST ARMY,I C,Sandbucht"; got != want {
			t.Errorf("size %d: labels %s, want %s", size, got, want)
		}
	}
}

// The river bridge is drawn across the river, wherever the road crosses it at a slant:
// on a diagonal step through a river corner (R3) the bridge lies on the corner, along
// the road, and spans the river.
func TestRiverBridgesOnDiagonalSteps(t *testing.T) {
	b, err := maps.ParseSketch([]byte(`taktik-map 1
size 6 6
terrain
~~~~~~
~....~
~....~
~....~
~....~
~~~~~~
rivers
......
.___..
......
......
......
......
road R-1 2-2 3-3 4-4
`))
	if err != nil {
		t.Fatal(err)
	}
	for _, size := range []int{12, 16, 32, 64} {
		p, _ := paintBoard(b, size)
		br := p.riverBridges()
		if len(br) != 1 {
			t.Fatalf("size %d: %d bridges, want 1 (2-2 to 3-3 crosses the river on the south edges of row 2)", size, len(br))
		}
		corner := p.l.corner(3, 3)
		if d := br[0].at.sub(corner).len(); d > 1 {
			t.Errorf("size %d: the bridge is at %v, %.1f pixels off the river corner %v", size, br[0].at, d, corner)
		}
		if u := br[0].u; math.Abs(float64(u.X-u.Y)) > 1e-3 || u.X <= 0 {
			t.Errorf("size %d: the bridge runs along %v, want the road's diagonal", size, u)
		}
		// Bridge ink on both banks: north of the river line and south of it.
		c := image.Point{int(corner.X), int(corner.Y)}
		k, w := size/2, int(p.w.river/2+1)
		above := count(p.dst, image.Rect(c.X-k, c.Y-k, c.X+k, c.Y-w), bridgeColour, 40)
		below := count(p.dst, image.Rect(c.X-k, c.Y+w+1, c.X+k, c.Y+k), bridgeColour, 40)
		if above < 2 || below < 2 {
			t.Errorf("size %d: %d bridge pixels on the north bank and %d on the south; the bridge must span the river", size, above, below)
		}
	}
}

// pixelIs reports whether a pixel is within tol of a colour in every channel.
func pixelIs(img *image.RGBA, at image.Point, c color.NRGBA, tol int) bool {
	return near(img.RGBAAt(at.X, at.Y), c, tol)
}

// near reports whether two colours differ by at most tol in every channel.
func near(a color.RGBA, b color.NRGBA, tol int) bool {
	d := func(x, y uint8) bool { return int(x)-int(y) <= tol && int(y)-int(x) <= tol }
	return d(a.R, b.R) && d(a.G, b.G) && d(a.B, b.B)
}

// count is the number of pixels in r within tol of a colour.
func count(img *image.RGBA, r image.Rectangle, c color.NRGBA, tol int) int {
	n := 0
	r = r.Intersect(img.Bounds())
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
func dark(img *image.RGBA, r image.Rectangle) int { return darker(img, r, 3*130) }

// darker counts the pixels in r whose channels add up to less than a limit.
func darker(img *image.RGBA, r image.Rectangle, limit int) int {
	n := 0
	r = r.Intersect(img.Bounds())
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			if c := img.RGBAAt(x, y); int(c.R)+int(c.G)+int(c.B) < limit {
				n++
			}
		}
	}
	return n
}
