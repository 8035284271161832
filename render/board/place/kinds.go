package place

import (
	"math"

	"taktik/maps"
)

// The sizes and spots of the overlays, shared by the board scene that draws them and
// the tests that check them.

// PulseOf is a lesson's ring round a square of a size: breathing out to 0.62 of the
// square past its middle (with the ring's width and rim, scaled as the screen is),
// else cut to the square (arcs in its corners, clear of the counter's values).
func PulseOf(sq maps.Square, square, scale float64) Pulse {
	return Pulse{Square: sq, Radii: []float64{square*0.62 + scale*(PulseGrow+PulseRim), square / 2}}
}

// PulseGrow is how far, in points, the ring breathes out; PulseRim is the half of its
// stroke and rim that lies outside its radius.
const (
	PulseGrow = 7
	PulseRim  = 3.75
)

// BarWidth is the width of a contact bar with its cream rim at a square size.
func BarWidth(square float64) float64 { return math.Max(2.5, square*0.12) * 2.2 }

// OddsFaces are the pixel sizes an odds tag's text may take at a square size, largest
// first; the last, BadgeFace, is the compact badge's, which fits on the counter's own
// upper half in a crowded front.
func OddsFaces(square float64) []float64 {
	first := math.Max(9, math.Min(14, square*0.3))
	out := []float64{first}
	for _, px := range []float64{10, 8, BadgeFace} {
		if px < first {
			out = append(out, px)
		}
	}
	return out
}

// BadgeFace is the pixel size of the threat view's compact badge.
const BadgeFace = 7

// DieSpots are the places the die may take, best first: docked in the column over the
// top of the log, or higher over the panel's foot when the log is short (where the
// board always put it, leaving keep pixels of the log's newest lines in view), at the
// column's top, then over the map's lower and upper right corners.
func DieSpots(column, log Rect, keep float64, m Rect, s Size) []Point {
	gap := 6.0
	newest := log.Y + log.H - keep
	top := math.Max(column.Y+gap, math.Min(log.Y, newest-gap-s.H))
	x := column.CX()
	return []Point{{x, top + s.H/2}, {x, column.Y + gap + s.H/2},
		{m.X + m.W - 10 - s.W/2, m.Y + m.H - 10 - s.H/2}, {m.X + m.W - 10 - s.W/2, m.Y + 10 + s.H/2}}
}

// ToastSpots are the places a message may take, best first: at the map's foot (where
// the board always put it), at its top, then along the foot and the top to either
// side, then anywhere over the map, nearest its foot first, and last over the bar of
// orders under it, where it covers nothing of the map but the bar's sentence: a crowded
// front at the foot and the top had sent it there, over what the bar said to do.
func ToastSpots(m, under Rect, s Size) []Point {
	low, high := m.Y+m.H-24-s.H/2, m.Y+24+s.H/2
	out := []Point{{m.CX(), low}, {m.CX(), high}}
	const step = 40
	left, right := m.X+12+s.W/2, m.X+m.W-12-s.W/2
	for d := step; m.CX()-float64(d) >= left || m.CX()+float64(d) <= right; d += step {
		for _, x := range []float64{m.CX() - float64(d), m.CX() + float64(d)} {
			if x >= left && x <= right {
				out = append(out, Point{x, low}, Point{x, high})
			}
		}
	}
	for y := low - step; y > high; y -= step {
		for x := left; x <= right; x += step {
			out = append(out, Point{x, y})
		}
	}
	return append(out, Point{under.CX(), under.CY()})
}

// NoteSpots are the places of the line about an online game's link, best first: at the
// top of the map in its middle (where the board always put it, margin below the map's
// edge), then along the top to either side, then a row lower and another, then along
// the map's foot; last its old place again, where it shows when nothing is free.
func NoteSpots(m Rect, s Size, margin float64) []Point {
	top, low := m.Y+margin+s.H/2, m.Y+m.H-margin-s.H/2
	left, right := m.X+margin+s.W/2, m.X+m.W-margin-s.W/2
	step := math.Max(s.H, 24)
	var out []Point
	for _, y := range []float64{top, top + s.H + margin, top + 2*(s.H+margin), low} {
		out = append(out, Point{m.CX(), y})
		for d := step; m.CX()-d >= left || m.CX()+d <= right; d += step {
			for _, x := range []float64{m.CX() - d, m.CX() + d} {
				if x >= left && x <= right {
					out = append(out, Point{x, y})
				}
			}
		}
	}
	return append(out, Point{m.CX(), top})
}

// PreviewBoxOf is the odds of the battle being built at their full size and, where
// those fit nowhere, at their compact size (the totals and the odds alone), with the
// spots of both (PreviewSpots): the compact odds' last spot, the map's lower left
// corner, is where they show when nothing is free.
func PreviewBoxOf(m Rect, full, compact Size, pad float64) *Box {
	spots := append(PreviewSpots(m, full, pad), PreviewSpots(m, compact, pad)...)
	return &Box{Size: full, Spots: spots, Smaller: []Size{compact}}
}

// PreviewSpots are the places the odds of the battle being built may take: the map's
// lower left corner (where the board always put them), then along its lower edge, up
// its right edge and along its top, then anywhere over it, and the lower left again,
// where they show when nothing is free.
func PreviewSpots(m Rect, s Size, pad float64) []Point {
	left, right := m.X+pad+s.W/2, m.X+m.W-pad-s.W/2
	low, high := m.Y+m.H-pad-s.H/2, m.Y+pad+s.H/2
	out := []Point{{left, low}}
	const step = 40
	for x := left + step; x < right; x += step {
		out = append(out, Point{x, low})
	}
	for y := low; y > high; y -= step {
		out = append(out, Point{right, y})
	}
	for x := right; x > left; x -= step {
		out = append(out, Point{x, high})
	}
	// then anywhere over the map, nearest its foot first
	for y := low - step; y > high; y -= step {
		for x := left; x < right; x += step {
			out = append(out, Point{x, y})
		}
	}
	return append(out, Point{left, low})
}

// FloatSpots are the places a battle's result may take as it rises from (x, y): there,
// higher, to the sides, lower, a square (sq pixels) at a time.
func FloatSpots(x, y float64, s Size, sq float64) []Point {
	out := []Point{{x, y}}
	for k := 1.0; k <= 3; k++ {
		d := k * math.Max(sq, s.H)
		out = append(out, Point{x, y - d}, Point{x - s.W/2 - d/2, y}, Point{x + s.W/2 + d/2, y}, Point{x, y + d})
	}
	return out
}

// TagSpots are the places a tag at the end of a unit's way may take, its middle (x, y)
// a square (sq pixels) across: beside the square's upper right (the way's cost) or
// lower right (the battle it forces) corner, as the board always put them, then round
// the square.
func TagSpots(x, y float64, s Size, sq float64, low bool) []Point {
	dy := -sq * 0.9
	if low {
		dy = sq*0.35 + s.H/2
	}
	out := []Point{{x + sq*0.35 + s.W/2, y + dy}}
	for k := 1.0; k <= 2; k++ {
		d := k * sq
		out = append(out, Point{x + sq/2 + s.W/2, y - d*0.6}, Point{x + sq/2 + s.W/2, y + d*0.6},
			Point{x - sq/2 - s.W/2, y - d*0.6}, Point{x - sq/2 - s.W/2, y + d*0.6},
			Point{x, y - sq/2 - s.H/2 - (k-1)*sq}, Point{x, y + sq/2 + s.H/2 + (k-1)*sq})
	}
	return out
}
