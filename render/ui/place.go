package ui

import "math"

// Placing cards over the map so that they hide neither each other nor what the player
// is looking at.

// Overlaps reports whether two rectangles share some area.
func (r Rect) Overlaps(o Rect) bool {
	return r.X < o.X+o.W && o.X < r.X+r.W && r.Y < o.Y+o.H && o.Y < r.Y+r.H
}

// Grow widens a rectangle by d on every side.
func (r Rect) Grow(d float64) Rect { return r.Inset(-d) }

// PlaceCard places a card of w × h near the pointer at (x, y) inside bounds, clear of
// the rectangles in avoid (what the player is looking at: a unit's reach, a weapon's
// target block) when it can be: below and right of the pointer when there is room,
// else flipped; else beside what it must not hide; else in a corner of bounds, the one
// that hides least.
func PlaceCard(w, h, x, y float64, bounds Rect, avoid ...Rect) Rect {
	m := S(4)
	fit := func(r Rect) Rect {
		r.X = math.Max(bounds.X+m, math.Min(r.X, bounds.X+bounds.W-m-r.W))
		r.Y = math.Max(bounds.Y+m, math.Min(r.Y, bounds.Y+bounds.H-m-r.H))
		return r
	}
	// next to the pointer: right and below, flipped where the edge is near
	near := Rect{x + S(18), y + S(20), w, h}
	if near.X+near.W > bounds.X+bounds.W-m {
		near.X = x - S(12) - w
	}
	if near.Y+near.H > bounds.Y+bounds.H-m {
		near.Y = y - S(12) - h
	}
	cands := []Rect{fit(near),
		fit(Rect{x - S(12) - w, y + S(20), w, h}), fit(Rect{x + S(18), y - S(12) - h, w, h}),
		fit(Rect{x - S(12) - w, y - S(12) - h, w, h})}
	gap := S(8)
	for _, a := range avoid { // beside the area, level with the pointer, or over or under it
		cands = append(cands, fit(Rect{a.X + a.W + gap, y - h/2, w, h}), fit(Rect{a.X - gap - w, y - h/2, w, h}),
			fit(Rect{x - w/2, a.Y - gap - h, w, h}), fit(Rect{x - w/2, a.Y + a.H + gap, w, h}))
	}
	cands = append(cands, fit(Rect{bounds.X, bounds.Y, w, h}), fit(Rect{bounds.X + bounds.W, bounds.Y, w, h}),
		fit(Rect{bounds.X, bounds.Y + bounds.H, w, h}), fit(Rect{bounds.X + bounds.W, bounds.Y + bounds.H, w, h}))
	best, least := cands[0], math.Inf(1)
	for _, c := range cands {
		hidden := 0.0
		if c.Contains(x, y) {
			hidden += w * h // never under the pointer
		}
		for _, a := range avoid {
			hidden += c.overlap(a)
		}
		if hidden == 0 {
			return c
		}
		if hidden < least {
			best, least = c, hidden
		}
	}
	return best
}

// overlap is the area two rectangles share.
func (r Rect) overlap(o Rect) float64 {
	w := math.Min(r.X+r.W, o.X+o.W) - math.Max(r.X, o.X)
	h := math.Min(r.Y+r.H, o.Y+o.H) - math.Max(r.Y, o.Y)
	if w <= 0 || h <= 0 {
		return 0
	}
	return w * h
}
