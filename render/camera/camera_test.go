package camera

import (
	"math"
	"testing"

	"taktik/maps"
)

// The TAKTIK board is 44 rows by 56 columns (R1).
const rows, cols = 44, 56

func TestFitPicksTheLargestLevelThatShowsTheWholeBoard(t *testing.T) {
	cases := []struct {
		w, h float64
		want int
	}{
		{1366, 768 - 40, 12}, // laptop, under a 40 px bar: 16 px squares need 742 px of height
		{1366, 768 - 36, 16}, // under a 36 px bar, with the board's own tight margins (below)
		{1920, 1080 - 40, 20},
		{3840, 2160 - 80, 40}, // HiDPI desktop at scale 2
		{500, 400, 12},        // too small for any: the smallest level
	}
	for _, c := range cases {
		cam := New(rows, cols, Rect{0, 40, c.w, c.h})
		if c.h == 768-36 { // paint's layout at 16 px: 19 px of numbers before the grid, 6 after
			cam.Pad = func(level int) (float64, float64) { return 19 * float64(level) / 16, 6 * float64(level) / 16 }
			cam.Fit()
		}
		if cam.Level != c.want {
			t.Errorf("%vx%v: level %d, want %d", c.w, c.h, cam.Level, c.want)
		}
		grid := Rect{cam.GX, cam.GY, cols * cam.Square, rows * cam.Square}
		if c.w > 600 && (grid.X < 0 || grid.Y < 40 || grid.X+grid.W > c.w || grid.Y+grid.H > 40+c.h) {
			t.Errorf("%vx%v: grid %+v leaves the view", c.w, c.h, grid)
		}
	}
}

func TestSquareAtR1(t *testing.T) {
	cam := &Camera{Rows: rows, Cols: cols, View: Rect{0, 0, 1000, 800}, Square: 32, Level: 32, GX: 100, GY: 50}
	cases := []struct {
		x, y float64
		want maps.Square
		ok   bool
	}{
		{100, 50, maps.Square{Row: 1, Col: 1}, true},
		{131.9, 81.9, maps.Square{Row: 1, Col: 1}, true},
		{132, 50, maps.Square{Row: 1, Col: 2}, true},                         // next column to the right
		{100, 82, maps.Square{Row: 2, Col: 1}, true},                         // next row down
		{100 + 4*32 + 1, 50 + 14*32 + 1, maps.Square{Row: 15, Col: 5}, true}, // 15-5
		{99, 60, maps.Square{}, false},                                       // in the left margin
		{1001, 60, maps.Square{}, false},                                     // right of the view
	}
	for _, c := range cases {
		got, ok := cam.SquareAt(c.x, c.y)
		if got != c.want || ok != c.ok {
			t.Errorf("SquareAt(%v, %v) = %v %v, want %v %v", c.x, c.y, got, ok, c.want, c.ok)
		}
		if ok {
			r := cam.SquareRect(got)
			if c.x < r.X || c.x >= r.X+r.W || c.y < r.Y || c.y >= r.Y+r.H {
				t.Errorf("SquareRect(%v) = %+v does not hold (%v, %v)", got, r, c.x, c.y)
			}
		}
	}
}

func TestZoomKeepsThePointUnderTheMouse(t *testing.T) {
	cam := New(rows, cols, Rect{0, 0, 1366, 728})
	cam.ZoomAt(4, 600, 500) // four levels in, around the mouse
	want, _ := cam.SquareAt(600, 500)
	bx, by := cam.BoardPoint(600, 500)
	frames := 0
	for cam.Zooming() {
		cam.Step(0.35)
		frames++
		if frames > 60 {
			t.Fatal("the zoom never ends")
		}
	}
	if cam.Square != float64(cam.Level) || cam.Level != 32 {
		t.Fatalf("square %v, level %v; want 32 at rest", cam.Square, cam.Level)
	}
	if got, _ := cam.SquareAt(600, 500); got != want {
		t.Errorf("under the mouse: %v after zooming, %v before", got, want)
	}
	ax, ay := cam.BoardPoint(600, 500)
	if math.Abs(ax-bx) > 1.0/32 || math.Abs(ay-by) > 1.0/32 {
		t.Errorf("the board point under the mouse moved from (%.3f, %.3f) to (%.3f, %.3f)", bx, by, ax, ay)
	}
	if cam.GX != math.Round(cam.GX) || cam.GY != math.Round(cam.GY) {
		t.Errorf("at rest the grid is at (%v, %v), not on whole pixels", cam.GX, cam.GY)
	}
}

func TestZoomStopsAtTheEnds(t *testing.T) {
	cam := New(rows, cols, Rect{0, 0, 800, 600})
	if cam.ZoomCentre(-1) {
		t.Error("zoomed out beyond the smallest level")
	}
	cam.ZoomCentre(100)
	if cam.Level != 64 {
		t.Errorf("level %d after zooming far in, want 64", cam.Level)
	}
	cam.Step(1)
	if cam.ZoomCentre(1) {
		t.Error("zoomed in beyond the largest level")
	}
}

func TestPanIsClampedToTheBoard(t *testing.T) {
	cam := New(rows, cols, Rect{0, 0, 1000, 700})
	cam.ZoomCentre(3)
	cam.Step(1) // 24 px: the board (1344 x 1056) is larger than the view
	cam.Pan(5000, 5000)
	if s, _ := cam.SquareAt(1.2*24+1, 1.2*24+1); s != (maps.Square{Row: 1, Col: 1}) {
		t.Errorf("panned to the top-left end, the square after the margin is %v, want 1-1", s)
	}
	cam.Pan(-9000, -9000)
	r := cam.SquareRect(maps.Square{Row: rows, Col: cols})
	if got := r.X + r.W + 1.2*24; math.Abs(got-1000) > 0.5 {
		t.Errorf("panned to the bottom-right end, the grid plus margin ends at %v, want the view's edge 1000", got)
	}
	r0, c0, r1, c1 := cam.Visible()
	if r1 != rows || c1 != cols || r0 <= 1 || c0 <= 1 {
		t.Errorf("visible rows %d–%d, cols %d–%d; want the bottom-right part of the board", r0, r1, c0, c1)
	}
}

func TestSmallBoardIsCentred(t *testing.T) {
	cam := New(rows, cols, Rect{0, 0, 1920, 1040})
	gx := cam.GX
	cam.Pan(300, 0)
	if cam.GX != gx {
		t.Errorf("a board smaller than the view moved sideways from %v to %v", gx, cam.GX)
	}
}

func TestResizeKeepsTheCentre(t *testing.T) {
	cam := New(rows, cols, Rect{0, 0, 1000, 700})
	cam.ZoomCentre(4)
	cam.Step(1)
	cam.CentreOn(maps.Square{Row: 20, Col: 28})
	if s, _ := cam.SquareAt(500, 350); s != (maps.Square{Row: 20, Col: 28}) {
		t.Fatalf("after CentreOn, the middle of the view shows %v, want 20-28", s)
	}
	cam.Resize(Rect{0, 0, 1400, 900})
	if s, _ := cam.SquareAt(700, 450); s != (maps.Square{Row: 20, Col: 28}) {
		t.Errorf("after resizing, the middle of the view shows %v, want 20-28", s)
	}
}

// A camera with a smallest level never zooms out beyond it, and fits the board at it
// when the whole board would need a smaller one.
func TestMinLevelStopsTheZoomOut(t *testing.T) {
	c := &Camera{Rows: 44, Cols: 56, View: Rect{0, 40, 1076, 666}, MinLevel: 20}
	c.Fit()
	if c.Level != 20 {
		t.Fatalf("fit at level %d on a laptop's map area, want 20 (the whole board needs 12)", c.Level)
	}
	if c.ZoomCentre(-1) || c.Level != 20 {
		t.Errorf("zoomed out to %d past the smallest level 20", c.Level)
	}
	if !c.ZoomCentre(1) || c.Level != 24 {
		t.Errorf("zoom in from 20 went to %d, want 24", c.Level)
	}
	if got := LevelAtLeast(40); got != 40 {
		t.Errorf("LevelAtLeast(40) = %d", got)
	}
	if got := LevelAtLeast(21); got != 24 {
		t.Errorf("LevelAtLeast(21) = %d", got)
	}
	if got := LevelAtLeast(99); got != 64 {
		t.Errorf("LevelAtLeast(99) = %d", got)
	}
}

// ZoomTo goes straight to a level, no lower than MinLevel, keeping the middle of the
// view on the same board point.
func TestZoomToGoesToTheLevelAtOnce(t *testing.T) {
	c := New(45, 60, Rect{0, 0, 1000, 700})
	c.MinLevel = 20
	c.Fit()
	c.Pan(0, 0)
	bx, by := c.BoardPoint(500, 350)
	c.ZoomTo(48)
	if c.Level != 48 || c.Zooming() {
		t.Errorf("after ZoomTo(48) level %d, zooming %v", c.Level, c.Zooming())
	}
	if x, y := c.BoardPoint(500, 350); math.Abs(x-bx) > 0.5 || math.Abs(y-by) > 0.5 {
		t.Errorf("the middle moved from %.1f,%.1f to %.1f,%.1f", bx, by, x, y)
	}
	c.ZoomTo(4)
	if c.Level < 20 {
		t.Errorf("ZoomTo(4) went below MinLevel to %d", c.Level)
	}
}

// A tablet held upright (768 × 1024, the map's part 588 × 914 pixels beside the panel
// and between the bars): the whole board fits at no level, and at the smallest (16 px)
// it would be too narrow but too short, a dark strip under it. The camera opens, and
// stops zooming out, at the level where the board covers the view both ways (20 px);
// on a view the whole board fits at some level, it still zooms out to MinLevel.
func TestUprightTabletShowsNoStrip(t *testing.T) {
	view := Rect{0, 50, 588, 914}
	cam := &Camera{Rows: rows, Cols: cols, View: view, MinLevel: 16}
	cam.Fit()
	covered := func() bool {
		lead, trail := cam.pad(cam.Level, cam.Square)
		return cam.GX-lead <= view.X+1 && cam.GX+cols*cam.Square+trail >= view.X+view.W-1 &&
			cam.GY-lead <= view.Y+1 && cam.GY+rows*cam.Square+trail >= view.Y+view.H-1 // rounded to whole pixels
	}
	if cam.Level != 20 || !covered() {
		t.Errorf("upright: level %d with the grid at %.0f,%.0f: want 20, the view covered", cam.Level, cam.GX, cam.GY)
	}
	if cam.ZoomCentre(-1) {
		t.Errorf("upright: zoomed out to %d, past the board's covering the view", cam.Level)
	}
	cam.ZoomTo(64)
	cam.Pan(0, 10000)
	if !covered() {
		t.Errorf("upright at 64 panned down: the grid at %.0f,%.0f leaves the view bare", cam.GX, cam.GY)
	}

	wide := New(rows, cols, Rect{0, 40, 1920, 1040})
	wide.MinLevel = 12
	wide.ZoomTo(32)
	wide.ZoomTo(12)
	if wide.Level != 12 {
		t.Errorf("a desktop zooms out to %d, want 12 (the whole board with room around it)", wide.Level)
	}
}
