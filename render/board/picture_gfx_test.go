//go:build gfx

package board

import (
	"image"
	"math"
	"os"
	"runtime"
	"runtime/pprof"
	"slices"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"taktik/maps"
	"taktik/render/camera"
	"taktik/render/paint"
)

func continent(t *testing.T) *maps.Board {
	t.Helper()
	b, err := maps.Continent()
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// uploadPicture makes a GPU picture of a painted board, in tiles, all at once.
func uploadPicture(src *image.RGBA) *Picture {
	u := newPictureUpload(src)
	u.step(0, math.MaxInt)
	return u.pic
}

// drawn is what a draw leaves on a fresh image of w × h pixels.
func drawn(w, h int, draw func(dst *ebiten.Image)) []byte {
	dst := ebiten.NewImage(w, h)
	defer dst.Deallocate()
	draw(dst)
	pix := make([]byte, 4*w*h)
	dst.ReadPixels(pix)
	return pix
}

// A board picture in tiles draws exactly what the picture whole drew at the size it was
// painted at (the board at rest), wherever the view has it, the tiles' edges too; and
// scaled with linear filtering (a zoom under way, the title's backdrop) it blends
// across the tiles' edges as the whole did, but for the renderer's rounding of the
// blend weights, which differs with the texture's size (see scaledTolerance).
func TestPictureInTilesDrawsAsTheWhole(t *testing.T) {
	src, err := paint.Board(continent(t), 32)
	if err != nil {
		t.Fatal(err)
	}
	whole := ebiten.NewImageFromImage(src)
	defer whole.Deallocate()
	pic := uploadPicture(src)
	defer pic.Deallocate()
	if got, want := len(pic.tiles), 4*3; got != want { // 1826 × 1442 in parts of 510
		t.Fatalf("%d tiles, want %d", got, want)
	}
	for _, at := range [][2]float64{{0, 0}, {-300, -200}, {-1826 + 700, -1442 + 500}, {120, 80}} {
		op := &ebiten.DrawImageOptions{}
		op.GeoM.Translate(at[0], at[1])
		want := drawn(700, 500, func(dst *ebiten.Image) { dst.DrawImage(whole, op) })
		got := drawn(700, 500, func(dst *ebiten.Image) { pic.Draw(dst, op) })
		if i := firstDifference(got, want); i >= 0 {
			t.Errorf("picture at %v: pixel (%d, %d) is %v in tiles, %v whole", at, i/4%700, i/4/700, got[i&^3:i&^3+4], want[i&^3:i&^3+4])
		}
	}
	for _, k := range []float64{0.5, 0.75, 0.8, 0.996, 1.2, 1.3} {
		op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear, DisableMipmaps: true}
		op.GeoM.Scale(k, k)
		op.GeoM.Translate(-301, -203)
		want := drawn(700, 500, func(dst *ebiten.Image) { dst.DrawImage(whole, op) })
		got := drawn(700, 500, func(dst *ebiten.Image) { pic.Draw(dst, op) })
		worst, at := 0, 0
		for i := range got {
			if d := abs(int(got[i]) - int(want[i])); d > worst {
				worst, at = d, i
			}
		}
		if worst > scaledTolerance {
			t.Errorf("picture scaled by %v: pixel (%d, %d) is %v in tiles, %v whole", k, at/4%700, at/4/700, got[at&^3:at&^3+4], want[at&^3:at&^3+4])
		}
	}
}

// scaledTolerance is how far a channel of the picture drawn scaled in tiles may be from
// the picture drawn whole. Measured with Mesa's software renderer: 1 at 0.5, 8 at 0.996
// (the title's backdrop), 9 at 1.2 and 1.3, 24 at 0.8, 60 at 0.75, each on a sharp edge
// where a blend weight rounds to the next step; without the aprons, 118 on the tiles'
// edges at 0.8.
const scaledTolerance = 64

func firstDifference(a, b []byte) int {
	for i := range a {
		if a[i] != b[i] {
			return i
		}
	}
	return -1
}

// Tiles leave only the last row and column rounded up to a power of two: the closest
// level, 64 MB as one texture, takes 45 MB (its picture 40 MB, the aprons and the
// last tiles the rest).
func TestPictureBytes(t *testing.T) {
	for _, c := range []struct{ w, h, want int }{
		{3634, 2866, 4 * (7*512 + 128) * (5*512 + 512)},
		{510, 510, 4 * 512 * 512},
		{511, 10, 4 * (512 + 16) * 16},
	} {
		if got := pictureBytes(c.w, c.h); got != c.want {
			t.Errorf("pictureBytes(%d, %d) = %d, want %d", c.w, c.h, got, c.want)
		}
	}
}

// Focus keeps the level in view and as many of the two next to it as keepBytes allows,
// the farther first, and lets every other level go.
func TestFocusKeepsTheLevelsNextToItWithinTheBudget(t *testing.T) {
	b := continent(t)
	p := NewPictures(b)
	for _, c := range []struct {
		level int
		want  []int
	}{
		{12, []int{12, 16}},
		{24, []int{20, 24, 32}},
		{40, []int{32, 40, 48}},
		{48, []int{40, 48}},
		{64, []int{64}},
	} {
		for _, l := range camera.Levels { // every level painted: only Focus lets go
			if p.boards[l] == nil {
				s := paint.NewLayout(b, l).Size()
				p.boards[l] = &Picture{w: s.X, h: s.Y}
			}
		}
		p.Focus(c.level)
		var kept []int
		bytes := 0
		for l, pic := range p.boards {
			kept = append(kept, l)
			bytes += pictureBytes(pic.Bounds().Dx(), pic.Bounds().Dy())
		}
		slices.Sort(kept)
		if !slices.Equal(kept, c.want) {
			t.Errorf("Focus(%d) keeps levels %v, want %v", c.level, kept, c.want)
		}
		if bytes > keepBytes && len(kept) > 1 {
			t.Errorf("Focus(%d) keeps %d MB, more than %d MB", c.level, bytes>>20, keepBytes>>20)
		}
	}
}

// liveHeap is the Go heap in use after a collection.
func liveHeap() int {
	runtime.GC()
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	return int(m.HeapAlloc)
}

// The closest level goes to the GPU a few tiles a tick (issue 34, item 8): Ebitengine
// keeps a copy of the pixels sent in a frame until the frame ends, and the level sent
// in one tick held 40 MB beside its 40 MB painting. In the tick the painting arrives
// the live heap grows by tickBytes at most (and a little slack), the picture shows
// only once all of it is up, and a second painting of the level (asked again while it
// was painted) is dropped, not uploaded again. TAKTIK_HEAP_PROFILE=file writes the
// heap profile after that tick.
func TestClosestLevelUploadsAFewTilesATick(t *testing.T) {
	b := continent(t)
	p := NewPictures(b)
	src, err := paint.Board(b, 64)
	if err != nil {
		t.Fatal(err)
	}
	p.boards[48] = &Picture{w: 2738, h: 2162} // shown scaled meanwhile
	p.painted[job{size: 64}] = src
	before := liveHeap()
	p.Settle()
	grown := liveHeap() - before
	runtime.KeepAlive(src) // the painting counts before and after, sent whole or not
	if f := os.Getenv("TAKTIK_HEAP_PROFILE"); f != "" {
		out, err := os.Create(f)
		if err != nil {
			t.Fatal(err)
		}
		_ = pprof.Lookup("heap").WriteTo(out, 0)
		out.Close()
	}
	t.Logf("the live heap grew by %.1f MB in the first tick of the upload", float64(grown)/(1<<20))
	if slack := 2 << 20; grown > tickBytes+slack {
		t.Errorf("the live heap grew by %d MB in the first tick of the upload, more than %d MB", grown>>20, (tickBytes+slack)>>20)
	}
	if p.boards[64] != nil {
		t.Fatal("the closest level shows after its first tick of upload, with some of its tiles missing")
	}
	if !Painting() {
		t.Error("Painting() is false while the closest level is on its way to the GPU")
	}
	p.painted[job{size: 64}] = image.NewRGBA(image.Rect(0, 0, 3634, 2866))
	ticks := 1
	for ; p.boards[64] == nil && ticks < 100; ticks++ {
		p.Settle()
	}
	pic := p.boards[64]
	if pic == nil {
		t.Fatal("the closest level is not up after 100 ticks")
	}
	defer pic.Deallocate()
	if got, want := len(pic.tiles), 8*6; got != want { // 3634 × 2866 in parts of 510
		t.Errorf("%d tiles, want %d", got, want)
	}
	if ticks < 10 {
		t.Errorf("the closest level went up in %d ticks", ticks)
	}
	if len(p.going) != 0 || Painting() {
		t.Errorf("an upload is still under way after the picture shows: %d, Painting %v", len(p.going), Painting())
	}
}

// A level asked for while the painter paints it (every frame that wants it asks) is not
// queued again: the closest level was painted twice, a second 40 MB painting beside
// the first one's upload (TestZoomingInHoldsLittleBesideThePictures saw 80 MB of
// paintings).
func TestALevelBeingPaintedIsNotQueuedAgain(t *testing.T) {
	p := NewPictures(continent(t))
	closest := job{size: 64}
	p.mu.Lock()
	p.busy, p.now = true, &closest // the painter at work on it (none is started here)
	p.mu.Unlock()
	p.ask(job{size: 64}, true)
	p.ask(job{size: 48}, false)
	if len(p.queue) != 1 || p.queue[0] != (job{size: 48}) {
		t.Errorf("queue %v while the closest level is painted, want the level next to it alone", p.queue)
	}
}
