// Package chart draws the figures of a game (game/review) as small charts in the
// board's own manner: filled vector shapes (golang.org/x/image/vector, as the board
// painter and the counters are drawn) in plain Go into an RGBA picture, so the drawing
// is tested without a display and the same charts go on screen and into files. Words
// (titles, numbers on the axes) are the caller's: the picture holds the shapes, Frame
// says where each number goes.
package chart

import (
	"image"
	"image/color"
	"image/draw"
	"math"
	"strconv"

	"golang.org/x/image/vector"

	"taktik/render/palette"
)

// Series is one line of a chart: a value per step, in one ink.
type Series struct {
	Values []float64
	Ink    color.NRGBA
}

// Frame is where a chart's values lie in its picture: the plotting area and the range
// of values it spans, with the ticks of the value axis.
type Frame struct {
	Area   image.Rectangle
	Lo, Hi float64
	Ticks  []float64
	Steps  int // points along the x axis (the values of the longest series)
}

// Y is the height in the picture of a value.
func (f Frame) Y(v float64) float32 {
	if f.Hi == f.Lo {
		return float32(f.Area.Max.Y)
	}
	k := (v - f.Lo) / (f.Hi - f.Lo)
	return float32(f.Area.Max.Y) - float32(k)*float32(f.Area.Dy())
}

// X is the place in the picture of step i.
func (f Frame) X(i int) float32 {
	if f.Steps <= 1 {
		return float32(f.Area.Min.X)
	}
	return float32(f.Area.Min.X) + float32(i)*float32(f.Area.Dx())/float32(f.Steps-1)
}

// Nice is a range from lo to hi widened to round ticks (1, 2 or 5 times a power of
// ten), about five of them; an empty range becomes 0 to 1. With whole, the values are
// counts (units, cities, strength points) and every tick is a whole number: no step
// below 1, so a chart of one unit lost reads 0 and 1, not 0.2 units.
func Nice(lo, hi float64, whole bool) (from, to float64, ticks []float64) {
	// what a sum of fractions leaves over (a luck of 1e-17 for dice as good as expected)
	// is nothing: the range keeps to nine decimals
	lo, hi = math.Round(lo*1e9)/1e9, math.Round(hi*1e9)/1e9
	if hi < lo {
		lo, hi = hi, lo
	}
	if hi == lo {
		hi = lo + 1
	}
	raw := (hi - lo) / 5
	pow := math.Pow(10, math.Floor(math.Log10(raw)))
	step := pow
	for _, m := range []float64{1, 2, 5, 10} {
		if m*pow >= raw {
			step = m * pow
			break
		}
	}
	if whole {
		step = math.Max(step, 1)
	}
	from, to = math.Floor(lo/step)*step, math.Ceil(hi/step)*step
	for v := from; v <= to+step/2; v += step {
		ticks = append(ticks, math.Round(v/step)*step)
	}
	return from, to, ticks
}

// TickText is a tick's number with as many decimals as the ticks' step needs, so that
// neighbouring ticks read apart (a luck of ±0.02 reads -0.02 and 0.02, not -0.0 and
// 0.0), at most three; a whole number without any, and zero without a sign.
func TickText(v, step float64) string {
	if v == 0 {
		return "0"
	}
	if v == math.Trunc(v) {
		return strconv.FormatFloat(v, 'f', 0, 64)
	}
	d := 1
	if step > 0 {
		d = min(3, max(1, int(math.Ceil(-math.Log10(step)-1e-9))))
	}
	return strconv.FormatFloat(v, 'f', d, 64)
}

// Ink of the chart's frame and grid.
var (
	GridInk = palette.Khaki // the board's grid
	AxisInk = palette.InkSoft
	ZeroInk = palette.Ink
)

// Lines draws series as lines over a grid in area of dst; it returns the frame for the
// labels. The value axis always spans zero, so that a line's height is its value and
// two lines compare by their heights (a strength of 40 against 44 does not look like
// one of nothing against everything); with whole the ticks are whole numbers (see
// Nice). Where a series runs along a segment an earlier one drew, it is drawn dashed
// over it, so that equal lines both stay visible.
func Lines(dst *image.RGBA, area image.Rectangle, series []Series, whole bool, width float32) Frame {
	lo, hi := 0.0, 0.0
	steps := 0
	for _, s := range series {
		steps = max(steps, len(s.Values))
		for _, v := range s.Values {
			lo, hi = math.Min(lo, v), math.Max(hi, v)
		}
	}
	f := Frame{Area: area, Steps: steps}
	f.Lo, f.Hi, f.Ticks = Nice(lo, hi, whole)
	p := newPen(dst)
	for _, t := range f.Ticks {
		y := f.Y(t)
		p.rect(float32(area.Min.X), y-0.5, float32(area.Max.X), y+0.5)
		ink := GridInk
		if t == 0 {
			ink = ZeroInk
		}
		p.fill(ink)
	}
	p.rect(float32(area.Min.X)-1, float32(area.Min.Y), float32(area.Min.X), float32(area.Max.Y))
	p.fill(AxisInk)
	for n, s := range series {
		if len(s.Values) == 1 {
			x, y := f.X(0), f.Y(s.Values[0])
			h := width
			if drawnBefore(series[:n], s.Values, 0) {
				h = width / 2 // inside the earlier point, which shows around it
			}
			p.rect(x-h, y-h, x+h, y+h)
		}
		p.fill(s.Ink)
		for i := 1; i < len(s.Values); i++ {
			x0, y0, x1, y1 := f.X(i-1), f.Y(s.Values[i-1]), f.X(i), f.Y(s.Values[i])
			// one fill each: overlapping shapes wound the other way would cancel
			if drawnBefore(series[:n], s.Values, i) {
				p.dashes(x0, y0, x1, y1, width)
			} else {
				p.line(x0, y0, x1, y1, width)
				p.fill(s.Ink)
				h := width / 2
				p.rect(x1-h, y1-h, x1+h, y1+h)
			}
			p.fill(s.Ink)
		}
	}
	return f
}

// drawnBefore reports whether one of the earlier series runs from step i-1 to step i
// with the same values (has the same value at step 0, for i 0).
func drawnBefore(earlier []Series, v []float64, i int) bool {
	for _, e := range earlier {
		if i < len(e.Values) && (i == 0 || e.Values[i-1] == v[i-1]) && e.Values[i] == v[i] {
			return true
		}
	}
	return false
}

// dashes adds a dashed segment: dashes of three widths with gaps as long, the first
// one starting at the segment's start.
func (p *pen) dashes(x0, y0, x1, y1, w float32) {
	l := float32(math.Hypot(float64(x1-x0), float64(y1-y0)))
	if l == 0 {
		return
	}
	dash := 3 * w
	ux, uy := (x1-x0)/l, (y1-y0)/l
	for a := float32(0); a < l; a += 2 * dash {
		b := min(a+dash, l)
		p.line(x0+ux*a, y0+uy*a, x0+ux*b, y0+uy*b, w)
	}
}

// Bar is one group of a bar chart: a value for each side.
type Bar struct{ Values [2]float64 }

// Bars draws groups of two bars side by side, one ink each, from 0 up, the ticks
// whole numbers (the bars are counts); it returns the frame (Steps is the number of groups; group i spans X(i)…X(i+1) of a frame one
// wider, see GroupX).
func Bars(dst *image.RGBA, area image.Rectangle, groups []Bar, inks [2]color.NRGBA) Frame {
	hi := 0.0
	for _, g := range groups {
		hi = math.Max(hi, math.Max(g.Values[0], g.Values[1]))
	}
	f := Frame{Area: area, Steps: len(groups)}
	f.Lo, f.Hi, f.Ticks = Nice(0, math.Max(hi, 1), true)
	p := newPen(dst)
	for _, t := range f.Ticks {
		y := f.Y(t)
		p.rect(float32(area.Min.X), y-0.5, float32(area.Max.X), y+0.5)
		p.fill(GridInk)
	}
	for i, g := range groups {
		x0, x1 := GroupX(f, i)
		w := (x1 - x0) * 0.34
		mid := (x0 + x1) / 2
		for side := 0; side < 2; side++ {
			if g.Values[side] <= 0 {
				continue
			}
			left := mid - w - 1 + float32(side)*(w+2)
			p.rect(left, f.Y(g.Values[side]), left+w, float32(area.Max.Y))
			p.fill(inks[side])
		}
	}
	p.rect(float32(area.Min.X), float32(area.Max.Y)-1, float32(area.Max.X), float32(area.Max.Y))
	p.fill(AxisInk)
	return f
}

// GroupX is the span of group i of a bar chart.
func GroupX(f Frame, i int) (x0, x1 float32) {
	w := float32(f.Area.Dx()) / float32(max(f.Steps, 1))
	return float32(f.Area.Min.X) + float32(i)*w, float32(f.Area.Min.X) + float32(i+1)*w
}

// pen fills shapes in picture coordinates.
type pen struct {
	dst *image.RGBA
	z   *vector.Rasterizer
}

func newPen(dst *image.RGBA) *pen {
	b := dst.Bounds()
	return &pen{dst: dst, z: vector.NewRasterizer(b.Dx(), b.Dy())}
}

func (p *pen) fill(c color.Color) {
	b := p.dst.Bounds()
	p.z.DrawOp = draw.Over
	p.z.Draw(p.dst, b, image.NewUniform(c), image.Point{})
	p.z.Reset(b.Dx(), b.Dy())
}

func (p *pen) rect(x0, y0, x1, y1 float32) {
	o := p.dst.Bounds().Min
	ox, oy := float32(o.X), float32(o.Y)
	p.z.MoveTo(x0-ox, y0-oy)
	p.z.LineTo(x1-ox, y0-oy)
	p.z.LineTo(x1-ox, y1-oy)
	p.z.LineTo(x0-ox, y1-oy)
	p.z.ClosePath()
}

// line adds a segment of a width.
func (p *pen) line(x0, y0, x1, y1, w float32) {
	dx, dy := x1-x0, y1-y0
	l := float32(math.Hypot(float64(dx), float64(dy)))
	if l == 0 {
		return
	}
	nx, ny := -dy/l*w/2, dx/l*w/2
	o := p.dst.Bounds().Min
	ox, oy := float32(o.X), float32(o.Y)
	p.z.MoveTo(x0+nx-ox, y0+ny-oy)
	p.z.LineTo(x1+nx-ox, y1+ny-oy)
	p.z.LineTo(x1-nx-ox, y1-ny-oy)
	p.z.LineTo(x0-nx-ox, y0-ny-oy)
	p.z.ClosePath()
}
