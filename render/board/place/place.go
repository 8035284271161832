// Package place decides where everything drawn over the board goes: the square's
// tooltip, the battles' tags, the threat view's odds tags, the die, the lesson's pulse
// rings, the contact bars, the message at the map's foot. It knows what must stay in
// view in the current phase (the squares the player may click now, the printed values
// of the counters, the names of the cities and areas, the panel's newest rows, the
// lesson's card) and moves, shrinks or hides an overlay rather than let it cover one of
// them: where nothing fits, the must-see thing wins.
//
// It works without a display, on rectangles in screen pixels, so that it is tested
// under plain `go test` on real positions; the board scene measures its texts, asks
// for a Layout and only draws what it decided.
package place

import "math"

// Rect is a rectangle in screen pixels.
type Rect struct{ X, Y, W, H float64 }

// Meets reports whether two rectangles share some area.
func (r Rect) Meets(o Rect) bool {
	return r.X < o.X+o.W && o.X < r.X+r.W && r.Y < o.Y+o.H && o.Y < r.Y+r.H
}

// Inside reports whether r lies wholly in o.
func (r Rect) Inside(o Rect) bool {
	return r.X >= o.X && r.Y >= o.Y && r.X+r.W <= o.X+o.W && r.Y+r.H <= o.Y+o.H
}

// Empty reports whether the rectangle has no area.
func (r Rect) Empty() bool { return r.W <= 0 || r.H <= 0 }

// Grow widens a rectangle by d on every side.
func (r Rect) Grow(d float64) Rect { return Rect{r.X - d, r.Y - d, r.W + 2*d, r.H + 2*d} }

// CX and CY are the rectangle's middle.
func (r Rect) CX() float64 { return r.X + r.W/2 }
func (r Rect) CY() float64 { return r.Y + r.H/2 }

// around is a rectangle of a size centred on a point.
func around(x, y float64, s Size) Rect { return Rect{x - s.W/2, y - s.H/2, s.W, s.H} }

// Kind is what a must-see rectangle shows.
type Kind uint8

const (
	Click  Kind = iota // a square the player may click now (reach, retreat, rebuild, the lesson's target)
	Values             // a counter's printed number and values
	Name               // a city's, an area's or a beach's name on the map
	Row                // the panel's or the log's newest rows
	Card               // the lesson's card, which says what to do
	Ruler              // the row and column numbers along the map's edges (R1)
)

var kindNames = [...]string{"click", "values", "name", "row", "card", "ruler"}

func (k Kind) String() string { return kindNames[k] }

// Keep is a rectangle that must stay in view. Of names what it belongs to (a square,
// see Of) so that an overlay marking that very thing may touch it; -1 for nothing.
type Keep struct {
	R    Rect
	Kind Kind
	Of   int
}

// Size is an overlay's width and height.
type Size struct{ W, H float64 }

// Point is a screen point: where an overlay's middle may go.
type Point struct{ X, Y float64 }

// Item is an overlay to place: the points its middle may go to and the sizes it may
// take, each best first. Every point is tried at the first size, then every point at
// the next (an overlay moves before it shrinks).
type Item struct {
	Spots []Point
	Sizes []Size
	Own   int    // the thing it marks (Keep.Of), which it may touch; -1 for none
	Apart bool   // it keeps off the overlays placed before it (tags that must not pile up)
	Must  bool   // where nothing fits it shows at its last size and spot all the same
	Free  bool   // it may leave the bounds (the die in the column, a message under the map)
	Avoid []Rect // more it keeps off, for this item alone (the other counters, for a unit's tag)
}

// Placed is where an overlay went: its rectangle, which of its sizes, and whether it
// shows at all (it gives way where nothing fits).
type Placed struct {
	R     Rect
	Size  int
	Shown bool
	Of    int // what it marks (Item.Own)
}

// Plan places overlays one after another over a frame's must-see rectangles.
type Plan struct {
	Bounds Rect // the map's part of the screen: overlays stay inside unless Free
	Keeps  []Keep
	// Off switches the placement off: every overlay goes to its first spot at its first
	// size, as the board drew them before, whatever it covers (for the tests that show
	// what the placement prevents).
	Off   bool
	taken []Rect
}

// Put places an item and reports where it went.
func (p *Plan) Put(it Item) Placed {
	if len(it.Spots) == 0 || len(it.Sizes) == 0 {
		return Placed{}
	}
	if p.Off {
		r := around(it.Spots[0].X, it.Spots[0].Y, it.Sizes[0])
		p.taken = append(p.taken, r)
		return Placed{R: r, Shown: true, Of: it.Own}
	}
	for k, s := range it.Sizes {
		for _, pt := range it.Spots {
			r := around(pt.X, pt.Y, s)
			if p.Clear(r, it) {
				p.taken = append(p.taken, r)
				return Placed{R: r, Size: k, Shown: true, Of: it.Own}
			}
		}
	}
	if it.Must {
		k := len(it.Sizes) - 1
		last := it.Spots[len(it.Spots)-1]
		r := around(last.X, last.Y, it.Sizes[k])
		p.taken = append(p.taken, r)
		return Placed{R: r, Size: k, Shown: true, Of: it.Own}
	}
	return Placed{Of: it.Own}
}

// Clear reports whether a rectangle may hold an item: inside the bounds (unless the item
// is free to leave them), off every must-see rectangle but the item's own, and off the
// overlays placed before when the item keeps apart.
func (p *Plan) Clear(r Rect, it Item) bool {
	if !it.Free && !r.Inside(p.Bounds) {
		return false
	}
	for _, k := range p.Keeps {
		if (k.Of < 0 || k.Of != it.Own) && r.Meets(k.R) {
			return false
		}
	}
	for _, a := range it.Avoid {
		if r.Meets(a) {
			return false
		}
	}
	if it.Apart {
		for _, t := range p.taken {
			if r.Meets(t) {
				return false
			}
		}
	}
	return true
}

// Covered lists the must-see rectangles a rectangle meets, leaving out those of own.
func (p *Plan) Covered(r Rect, own int) []Keep {
	var out []Keep
	for _, k := range p.Keeps {
		if (k.Of < 0 || k.Of != own) && r.Meets(k.R) {
			out = append(out, k)
		}
	}
	return out
}

// ring are the points around (x, y) at a distance, every step pixels along a square
// ring, nearest the compass points first.
func ring(x, y, d, step float64) []Point {
	if d <= 0 {
		return []Point{{x, y}}
	}
	n := max(1, int(math.Round(d/step)))
	var out []Point
	for i := 0; i <= n; i++ {
		t := float64(i) / float64(n) * d
		for _, s := range []float64{1, -1} {
			if i == 0 && s < 0 {
				continue
			}
			o := s * t
			out = append(out, Point{x + d, y + o}, Point{x - d, y + o}, Point{x + o, y + d}, Point{x + o, y - d})
		}
	}
	return out
}
