// Package camera is the board view's geometry: which part of the board is on screen,
// at what zoom, and which square lies under a pixel. It is plain arithmetic with no
// drawing, so it is tested without a display.
//
// The board is placed by its grid: (GX, GY) is the screen position of the top-left
// corner of square 1-1 and Square the size of a square in screen pixels. Zooming moves
// Square towards a target level in a few frames while keeping one board point under the
// same screen point (the mouse, or the view's centre for the keyboard).
package camera

import (
	"math"

	"taktik/maps"
)

// Levels are the square sizes, in screen pixels, that the board is painted at; zooming
// steps through them so the picture at rest is always painted at its exact size.
var Levels = []int{12, 16, 20, 24, 32, 40, 48, 64}

// Rect is a rectangle in screen pixels.
type Rect struct{ X, Y, W, H float64 }

// Camera is the view onto the board.
type Camera struct {
	Rows, Cols int
	View       Rect    // the part of the screen that shows the board
	Square     float64 // current pixels per square (between levels while zooming)
	Level      int     // the level being zoomed to, or at rest
	// MinLevel is the smallest level the camera zooms out to (0: Levels[0]): the board
	// stops where its counters would grow too small to read.
	MinLevel int
	GX, GY   float64 // screen position of square 1-1's top-left corner

	// Pad is the room the picture has around the grid at a level, in pixels: before
	// it (the row and column numbers) and after it (the frame). Nil: 1.2 squares each.
	Pad func(level int) (lead, trail float64)

	// the zoom's fixed point: the screen point and the board point (in squares from
	// the grid's corner) that stay together while Square changes
	ax, ay, bx, by float64
}

// New makes a camera for a board, showing all of it in a view.
func New(rows, cols int, view Rect) *Camera {
	c := &Camera{Rows: rows, Cols: cols, View: view}
	c.Fit()
	return c
}

// pad is the room around the grid at a level, scaled to a square size.
func (c *Camera) pad(level int, square float64) (lead, trail float64) {
	if c.Pad == nil {
		return 1.2 * square, 1.2 * square
	}
	lead, trail = c.Pad(level)
	k := square / float64(level)
	return lead * k, trail * k
}

// Fit picks the largest level at which the whole board (with its numbers) fits the view,
// and centres the board; where none fits, the lowest (the board covering the view).
func (c *Camera) Fit() {
	level := Levels[c.lowest()]
	for _, l := range Levels[c.lowest():] {
		if c.whole(l) {
			level = l
		}
	}
	c.Level, c.Square = level, float64(level)
	c.clamp()
	c.settle()
}

// Resize changes the view (the window was resized) keeping the board point at the
// view's centre where it was.
func (c *Camera) Resize(view Rect) {
	bx, by := c.BoardPoint(c.View.X+c.View.W/2, c.View.Y+c.View.H/2)
	c.View = view
	c.GX = view.X + view.W/2 - bx*c.Square
	c.GY = view.Y + view.H/2 - by*c.Square
	c.clamp()
	c.settle()
}

// BoardPoint is where a screen point lies on the board, in squares from the grid's
// corner (so square r-c spans [c-1, c) × [r-1, r)).
func (c *Camera) BoardPoint(x, y float64) (bx, by float64) {
	return (x - c.GX) / c.Square, (y - c.GY) / c.Square
}

// SquareAt is the square under a screen point, and false off the grid or the view.
func (c *Camera) SquareAt(x, y float64) (maps.Square, bool) {
	if x < c.View.X || y < c.View.Y || x >= c.View.X+c.View.W || y >= c.View.Y+c.View.H {
		return maps.Square{}, false
	}
	bx, by := c.BoardPoint(x, y)
	s := maps.Square{Row: int(math.Floor(by)) + 1, Col: int(math.Floor(bx)) + 1}
	if s.Row < 1 || s.Col < 1 || s.Row > c.Rows || s.Col > c.Cols {
		return maps.Square{}, false
	}
	return s, true
}

// SquareRect is a square's rectangle on screen.
func (c *Camera) SquareRect(s maps.Square) Rect {
	return Rect{c.GX + float64(s.Col-1)*c.Square, c.GY + float64(s.Row-1)*c.Square, c.Square, c.Square}
}

// Centre is the middle of a square on screen.
func (c *Camera) Centre(s maps.Square) (x, y float64) {
	r := c.SquareRect(s)
	return r.X + r.W/2, r.Y + r.H/2
}

// ZoomAt starts zooming by steps levels (in or out) keeping the board point under the
// screen point (x, y) in place. It reports whether the level changed.
func (c *Camera) ZoomAt(steps int, x, y float64) bool {
	i := levelIndex(c.Level) + steps
	i = min(max(i, c.lowest()), len(Levels)-1)
	if Levels[i] == c.Level {
		return false
	}
	c.ax, c.ay = x, y
	c.bx, c.by = c.BoardPoint(x, y)
	c.Level = Levels[i]
	return true
}

// ZoomCentre zooms around the middle of the view (keyboard zoom).
func (c *Camera) ZoomCentre(steps int) bool {
	return c.ZoomAt(steps, c.View.X+c.View.W/2, c.View.Y+c.View.H/2)
}

// ZoomTo goes at once to the level nearest a square size the camera may use, keeping
// the middle of the view: a game opened again shows the zoom the player chose.
func (c *Camera) ZoomTo(level int) {
	for c.Level < level && c.ZoomCentre(1) {
	}
	for c.Level > level && c.ZoomCentre(-1) {
	}
	c.Step(1)
}

// lowest is the index of the smallest level the camera may use: MinLevel; and where
// the whole board does not fit the view even there (a tablet held upright: too narrow),
// the smallest level at which it covers the view both ways, so that no dark strip
// opens beyond its ends along the way it does fit.
func (c *Camera) lowest() int {
	first := len(Levels) - 1
	for i, l := range Levels {
		if l >= c.MinLevel {
			first = i
			break
		}
	}
	if c.whole(Levels[first]) {
		return first
	}
	for i := first; i < len(Levels); i++ {
		if c.covers(Levels[i]) {
			return i
		}
	}
	return first
}

// Lowest is the smallest level the camera zooms out to in this view.
func (c *Camera) Lowest() int { return Levels[c.lowest()] }

// whole reports whether the whole board with its numbers fits the view at a level.
func (c *Camera) whole(l int) bool {
	lead, trail := c.pad(l, float64(l))
	return float64(c.Cols*l)+lead+trail <= c.View.W && float64(c.Rows*l)+lead+trail <= c.View.H
}

// covers reports whether the board with its numbers reaches past the view's both ends
// in both directions at a level.
func (c *Camera) covers(l int) bool {
	lead, trail := c.pad(l, float64(l))
	return float64(c.Cols*l)+lead+trail >= c.View.W && float64(c.Rows*l)+lead+trail >= c.View.H
}

// LevelAtLeast is the smallest level of at least a square size (the largest level when
// none is that large).
func LevelAtLeast(square float64) int {
	for _, l := range Levels {
		if float64(l) >= square {
			return l
		}
	}
	return Levels[len(Levels)-1]
}

func levelIndex(level int) int {
	best := 0
	for i, l := range Levels {
		if math.Abs(float64(l-level)) < math.Abs(float64(Levels[best]-level)) {
			best = i
		}
	}
	return best
}

// Zooming reports whether the square size is still on its way to the level.
func (c *Camera) Zooming() bool { return c.Square != float64(c.Level) }

// Step advances a zoom by one frame; speed is the share of the remaining way covered
// per frame (1 = at once).
func (c *Camera) Step(speed float64) {
	if !c.Zooming() {
		return
	}
	target := float64(c.Level)
	// move in the logarithm of the size so zooming in and out feel the same
	s := math.Exp(math.Log(c.Square) + (math.Log(target)-math.Log(c.Square))*speed)
	if math.Abs(s-target) < 0.05 || speed >= 1 {
		s = target
	}
	c.Square = s
	c.GX = c.ax - c.bx*s
	c.GY = c.ay - c.by*s
	c.clamp()
	if !c.Zooming() {
		c.settle()
	}
}

// Pan moves the board by (dx, dy) screen pixels.
func (c *Camera) Pan(dx, dy float64) {
	c.GX += dx
	c.GY += dy
	c.ax += dx
	c.ay += dy
	c.clamp()
	if !c.Zooming() {
		c.settle()
	}
}

// CentreOn scrolls so that a square sits in the middle of the view.
func (c *Camera) CentreOn(s maps.Square) {
	x, y := c.Centre(s)
	c.Pan(c.View.X+c.View.W/2-x, c.View.Y+c.View.H/2-y)
}

// clamp keeps the board in view: a board smaller than the view is centred; a larger one
// may not be pushed so far that empty space opens beyond its numbered edge.
func (c *Camera) clamp() {
	lead, trail := c.pad(c.Level, c.Square)
	c.GX = clampAxis(c.GX, float64(c.Cols)*c.Square, lead, trail, c.View.X, c.View.W)
	c.GY = clampAxis(c.GY, float64(c.Rows)*c.Square, lead, trail, c.View.Y, c.View.H)
}

// clampAxis places the grid along one axis: a picture shorter than the view centred,
// a longer one kept from leaving empty space beyond either end.
func clampAxis(g, size, lead, trail, start, length float64) float64 {
	if lead+size+trail <= length {
		return start + (length-size-lead-trail)/2 + lead
	}
	lo := start + length - size - trail
	hi := start + lead
	return min(max(g, lo), hi)
}

// settle rounds the position to whole pixels so the picture at rest is drawn 1:1.
func (c *Camera) settle() {
	c.GX, c.GY = math.Round(c.GX), math.Round(c.GY)
}

// Visible is the range of rows and columns that show at least partly in the view.
func (c *Camera) Visible() (r0, c0, r1, c1 int) {
	bx0, by0 := c.BoardPoint(c.View.X, c.View.Y)
	bx1, by1 := c.BoardPoint(c.View.X+c.View.W, c.View.Y+c.View.H)
	r0 = max(1, int(math.Floor(by0))+1)
	c0 = max(1, int(math.Floor(bx0))+1)
	r1 = min(c.Rows, int(math.Ceil(by1)))
	c1 = min(c.Cols, int(math.Ceil(bx1)))
	return
}

// Spot is where the camera looks: its level and the board point (in squares from the
// grid's corner) at the middle of the view.
type Spot struct {
	Level  int
	BX, BY float64
}

// Spot is where the camera looks now.
func (c *Camera) Spot() Spot {
	bx, by := c.BoardPoint(c.View.X+c.View.W/2, c.View.Y+c.View.H/2)
	return Spot{Level: c.Level, BX: bx, BY: by}
}

// LookAt goes at once to a spot: its level, its board point in the middle of the view
// (as near as the board's edges allow).
func (c *Camera) LookAt(s Spot) {
	c.ZoomTo(s.Level)
	c.GX = c.View.X + c.View.W/2 - s.BX*c.Square
	c.GY = c.View.Y + c.View.H/2 - s.BY*c.Square
	c.clamp()
	c.settle()
}

// Shows reports whether every square of a list lies in the view with margin squares
// of room around it (where the board has them).
func (c *Camera) Shows(list []maps.Square, margin int) bool {
	for _, s := range list {
		r := c.SquareRect(s)
		m := c.room(s, margin)
		if r.X-m[0] < c.View.X-0.5 || r.Y-m[1] < c.View.Y-0.5 ||
			r.X+r.W+m[2] > c.View.X+c.View.W+0.5 || r.Y+r.H+m[3] > c.View.Y+c.View.H+0.5 {
			return false
		}
	}
	return true
}

// room is the margin asked around square s, left, top, right, bottom, in pixels:
// margin squares, fewer where the board ends sooner.
func (c *Camera) room(s maps.Square, margin int) [4]float64 {
	sq := c.Square
	return [4]float64{
		float64(min(margin, s.Col-1)) * sq, float64(min(margin, s.Row-1)) * sq,
		float64(min(margin, c.Cols-s.Col)) * sq, float64(min(margin, c.Rows-s.Row)) * sq,
	}
}

// Bring shows every square of a list with margin squares of room when they do not show
// so: their middle in the middle of the view (clear of the rulers over the view's
// edges), zoomed out (not below MinLevel) when they do not fit at this level. It
// reports whether the camera moved.
func (c *Camera) Bring(list []maps.Square, margin int) bool {
	if len(list) == 0 || c.Shows(list, margin) {
		return false
	}
	r0, c0, r1, c1 := c.Rows, c.Cols, 1, 1
	for _, s := range list {
		r0, c0 = min(r0, max(1, s.Row-margin)), min(c0, max(1, s.Col-margin))
		r1, c1 = max(r1, min(c.Rows, s.Row+margin)), max(c1, min(c.Cols, s.Col+margin))
	}
	for !c.fits(r1-r0+1, c1-c0+1) && c.ZoomCentre(-1) {
		c.Step(1)
	}
	x, y := c.GX+float64(c0-1+c1)*c.Square/2, c.GY+float64(r0-1+r1)*c.Square/2
	c.Pan(c.View.X+c.View.W/2-x, c.View.Y+c.View.H/2-y)
	return true
}

// fits reports whether a box of rows × cols squares fits the view at this level.
func (c *Camera) fits(rows, cols int) bool {
	return float64(cols)*c.Square <= c.View.W && float64(rows)*c.Square <= c.View.H
}
