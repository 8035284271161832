package paint

import (
	"fmt"
	"image"
	"testing"

	"taktik/maps"
)

// labelSizes are the square sizes the continent's labels are checked at.
var labelSizes = []int{12, 16, 24, 32, 48, 64}

func continentBoard(t testing.TB) *maps.Board {
	t.Helper()
	b, err := maps.Continent()
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// On the shipped continent every label lies inside the board, clear of every other
// label and of every city square, at every size; and each stays with what it names.
func TestContinentLabelsApart(t *testing.T) {
	b := continentBoard(t)
	want := len(b.Cities) + len(b.Bivouacs) + len(b.Beaches)
	for _, size := range labelSizes {
		p, err := paintBoard(b, size)
		if err != nil {
			t.Fatal(err)
		}
		if len(p.labelled) != want {
			t.Fatalf("size %d: %d labels placed, want %d", size, len(p.labelled), want)
		}
		grid := p.l.Grid()
		for i, pl := range p.labelled {
			r := pl.rect
			if !r.In(grid) {
				t.Errorf("size %d: label %q at %v leaves the board %v", size, pl.name, r, grid)
			}
			for _, c := range b.Cities {
				for _, s := range c.Squares {
					if r.Overlaps(p.l.SquareRect(s)) {
						t.Errorf("size %d: label %q at %v hides city %s's square %s", size, pl.name, r, c.Name, s)
					}
				}
			}
			for _, q := range p.labelled[:i] {
				if r.Overlaps(q.rect) {
					t.Errorf("size %d: labels %q %v and %q %v overlap", size, q.name, q.rect, pl.name, r)
				}
			}
			if msg := p.staysWith(pl); msg != "" {
				t.Errorf("size %d: %s", size, msg)
			}
		}
	}
}

// staysWith checks that a label is next to what it names: a city's name touches or
// nearly touches one of its squares (within half a square); a bivouac label
// overlaps its own area, or touches it with a fifth of its side or more facing it; a
// BEACH label lies within half a square of one
// of its beach's squares.
func (p *painter) staysWith(pl placed) string {
	S := p.l.Square
	gap := S
	for _, s := range pl.target {
		gap = min(gap, gapBetween(pl.rect, p.l.SquareRect(s)))
	}
	var limit int
	switch pl.kind {
	case cityLabel:
		limit = S / 2
	case bivouacLabel:
		limit = 1
	default:
		limit = S / 2
	}
	if gap > limit {
		return fmt.Sprintf("label %q at %v is %d pixels from what it names; at most %d", pl.name, pl.rect, gap, limit)
	}
	if f := facing(pl.rect, p.squaresBounds(pl.target)); pl.kind == bivouacLabel && f < 0.2 {
		return fmt.Sprintf("label %q at %v faces its area along %.0f%% of its side; want a fifth or more", pl.name, pl.rect, 100*f)
	}
	return ""
}

// featureLayers are the layers whose ink a label must not hide, and how much of it a
// label may cover, in pixels (the larger of a few pixels and a share of its area).
// Line inks (rivers, roads) are measured in their visible pixels: a road may pass under
// the very end of a label, not through it.
var featureLayers = []struct {
	name  string
	share float64
}{
	{"water", 0.04}, // bays, channels and lakes; a name may stand on the open sea
	{"forests", 0.04},
	{"mountains", 0.04},
	{"seaBridges", 0},
	{"beaches", 0.04},
	{"roads", 0.01},
	{"cities", 0},
	{"rivers", 0.01},
	{"riverBridges", 0},
	{"bivouacs", 0.01}, // the outlines, a label's own too: it lies inside it or beside it
	{"ports", 0},
}

// TestContinentLabelsHideLittle paints the continent without labels, and again without
// labels and one more layer; the pixels that differ are that layer's visible ink. Under
// no label may more of it lie than the layer's tolerance.
func TestContinentLabelsHideLittle(t *testing.T) {
	b := continentBoard(t)
	for _, size := range labelSizes {
		full, err := paintBoard(b, size)
		if err != nil {
			t.Fatal(err)
		}
		ref, _ := paintBoard(b, size, "labels")
		for _, ly := range featureLayers {
			without, _ := paintBoard(b, size, "labels", ly.name)
			for _, pl := range full.labelled {
				n := 0
				for y := pl.rect.Min.Y; y < pl.rect.Max.Y; y++ {
					for x := pl.rect.Min.X; x < pl.rect.Max.X; x++ {
						if !differs(ref.dst, without.dst, x, y) {
							continue
						}
						if ly.name == "water" && !full.onNarrowWater(image.Point{x, y}) {
							continue
						}
						n++
					}
				}
				limit := max(3, int(ly.share*float64(area(pl.rect))))
				if n > limit {
					t.Errorf("size %d: label %q at %v hides %d pixels of %s (at most %d)", size, pl.name, pl.rect, n, ly.name, limit)
				}
			}
		}
	}
}

// differs reports whether two pictures differ at a pixel by more than a trace of
// anti-aliasing.
func differs(a, b *image.RGBA, x, y int) bool {
	i := a.PixOffset(x, y)
	for k := 0; k < 3; k++ {
		if d := int(a.Pix[i+k]) - int(b.Pix[i+k]); d > 12 || d < -12 {
			return true
		}
	}
	return false
}

// onNarrowWater reports whether a pixel lies on a water square with land within two
// squares on both sides of it in its row or its column: a bay, a channel or a lake.
func (p *painter) onNarrowWater(pt image.Point) bool {
	s, ok := p.l.SquareAt(pt)
	if !ok || p.b.Terrain(s) != maps.Water {
		return false
	}
	land := func(r, c int) bool {
		q := maps.Square{Row: r, Col: c}
		return p.b.In(q) && p.b.Terrain(q) != maps.Water
	}
	west := land(s.Row, s.Col-1) || land(s.Row, s.Col-2)
	east := land(s.Row, s.Col+1) || land(s.Row, s.Col+2)
	north := land(s.Row-1, s.Col) || land(s.Row-2, s.Col)
	south := land(s.Row+1, s.Col) || land(s.Row+2, s.Col)
	return west && east || north && south
}

// Roads run up to a city's outline and stop: inside a city's block no road ink shows
// (a city's streets are its hatching), so no road draws a loop inside a city whose
// squares several roads pass through, as Glutstadt's are.
func TestContinentRoadsStopAtCities(t *testing.T) {
	b := continentBoard(t)
	for _, size := range []int{16, 32, 64} {
		with, _ := paintBoard(b, size, "labels")
		without, _ := paintBoard(b, size, "labels", "roads")
		inset := int(cityOutline(size)/2) + 2
		for _, c := range b.Cities {
			n := 0
			for _, s := range c.Squares {
				r := with.l.SquareRect(s).Inset(inset)
				for y := r.Min.Y; y < r.Max.Y; y++ {
					for x := r.Min.X; x < r.Max.X; x++ {
						if differs(with.dst, without.dst, x, y) {
							n++
						}
					}
				}
			}
			if n > 0 {
				t.Errorf("size %d: %d pixels of road ink inside %s", size, n, c.Name)
			}
		}
	}
}
