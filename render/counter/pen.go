package counter

import (
	"image"
	"image/color"
	"image/draw"
	"math"

	"golang.org/x/image/vector"
)

// pen fills shapes, in pixel coordinates of one counter's cell, into the sheet.
type pen struct {
	dst  *image.RGBA
	cell image.Rectangle
	z    *vector.Rasterizer
}

func newPen(dst *image.RGBA, cell image.Rectangle) *pen {
	return &pen{dst: dst, cell: cell, z: vector.NewRasterizer(cell.Dx(), cell.Dy())}
}

// fill paints the shapes added since the last fill in one colour. Shapes wound the
// other way cut holes, which is how outlines are made.
func (p *pen) fill(c color.Color) {
	p.z.DrawOp = draw.Over
	p.z.Draw(p.dst, p.cell, image.NewUniform(c), image.Point{})
	p.z.Reset(p.cell.Dx(), p.cell.Dy())
}

// rect adds a rectangle; reverse winds it the other way (to cut a hole).
func (p *pen) rect(x0, y0, x1, y1 float32, reverse bool) {
	p.poly(reverse, pt{x0, y0}, pt{x1, y0}, pt{x1, y1}, pt{x0, y1})
}

// frame adds a rectangular outline of a width, lying inside the rectangle.
func (p *pen) frame(x0, y0, x1, y1, w float32) {
	p.rect(x0, y0, x1, y1, false)
	p.rect(x0+w, y0+w, x1-w, y1-w, true)
}

type pt struct{ x, y float32 }

func (p *pen) poly(reverse bool, pts ...pt) {
	if reverse {
		for i, j := 0, len(pts)-1; i < j; i, j = i+1, j-1 {
			pts[i], pts[j] = pts[j], pts[i]
		}
	}
	p.z.MoveTo(pts[0].x, pts[0].y)
	for _, q := range pts[1:] {
		p.z.LineTo(q.x, q.y)
	}
	p.z.ClosePath()
}

// line adds a straight stroke of a width from a to b.
func (p *pen) line(a, b pt, w float32) {
	dx, dy := b.x-a.x, b.y-a.y
	l := float32(math.Hypot(float64(dx), float64(dy)))
	if l == 0 {
		return
	}
	nx, ny := -dy/l*w/2, dx/l*w/2
	p.poly(false, pt{a.x + nx, a.y + ny}, pt{b.x + nx, b.y + ny}, pt{b.x - nx, b.y - ny}, pt{a.x - nx, a.y - ny})
}

// ellipse adds an ellipse around a centre; reverse cuts a hole.
func (p *pen) ellipse(c pt, rx, ry float32, reverse bool) {
	const n = 48
	pts := make([]pt, n)
	for i := range pts {
		a := 2 * math.Pi * float64(i) / n
		pts[i] = pt{c.x + rx*float32(math.Cos(a)), c.y + ry*float32(math.Sin(a))}
	}
	p.poly(reverse, pts...)
}

// arc adds a stroke along part of a circle, angles in radians (0 = east, clockwise on
// screen since y grows downwards).
func (p *pen) arc(c pt, r, from, to, w float32) {
	const n = 24
	outer, inner := make([]pt, 0, n+1), make([]pt, 0, n+1)
	for i := 0; i <= n; i++ {
		a := float64(from + (to-from)*float32(i)/n)
		cos, sin := float32(math.Cos(a)), float32(math.Sin(a))
		outer = append(outer, pt{c.x + (r+w/2)*cos, c.y + (r+w/2)*sin})
		inner = append(inner, pt{c.x + (r-w/2)*cos, c.y + (r-w/2)*sin})
	}
	for i, j := 0, len(inner)-1; i < j; i, j = i+1, j-1 {
		inner[i], inner[j] = inner[j], inner[i]
	}
	p.poly(false, append(outer, inner...)...)
}

// roundRect adds a rectangle with rounded corners.
func (p *pen) roundRect(x0, y0, x1, y1, r float32) {
	const k = 0.5523 // the cubic that best fits a quarter circle
	p.z.MoveTo(x0+r, y0)
	p.z.LineTo(x1-r, y0)
	p.z.CubeTo(x1-r+r*k, y0, x1, y0+r-r*k, x1, y0+r)
	p.z.LineTo(x1, y1-r)
	p.z.CubeTo(x1, y1-r+r*k, x1-r+r*k, y1, x1-r, y1)
	p.z.LineTo(x0+r, y1)
	p.z.CubeTo(x0+r-r*k, y1, x0, y1-r+r*k, x0, y1-r)
	p.z.LineTo(x0, y0+r)
	p.z.CubeTo(x0, y0+r-r*k, x0+r-r*k, y0, x0+r, y0)
	p.z.ClosePath()
}
