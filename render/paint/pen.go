package paint

import (
	"image"
	"image/color"
	"image/draw"
	"math"

	"golang.org/x/image/vector"

	"taktik/game/pace"
)

// vec is a point or direction in picture pixels.
type vec struct{ X, Y float32 }

func (a vec) add(b vec) vec             { return vec{a.X + b.X, a.Y + b.Y} }
func (a vec) sub(b vec) vec             { return vec{a.X - b.X, a.Y - b.Y} }
func (a vec) scale(k float32) vec       { return vec{a.X * k, a.Y * k} }
func (a vec) len() float32              { return float32(math.Hypot(float64(a.X), float64(a.Y))) }
func (a vec) perp() vec                 { return vec{-a.Y, a.X} }
func (a vec) lerp(b vec, t float32) vec { return a.add(b.sub(a).scale(t)) }

func (a vec) unit() vec {
	if n := a.len(); n > 0 {
		return a.scale(1 / n)
	}
	return vec{}
}

// pen fills anti-aliased shapes into one small region of the picture at a time. A
// rasterizer costs time in proportion to its area, so each group of shapes gets a
// region just large enough for it rather than the whole board.
//
// Every shape is wound the same way: the rasterizer adds the coverage of overlapping
// shapes and clamps it, so shapes of one winding merge into their union, and a shape
// wound the other way (hole) cuts them out.
type pen struct {
	dst  *image.RGBA
	z    vector.Rasterizer
	r    image.Rectangle
	mask image.Alpha
}

func newPen(dst *image.RGBA) *pen { return &pen{dst: dst} }

// begin starts a new group of shapes that lie inside r; anything outside is clipped.
func (p *pen) begin(r image.Rectangle) {
	p.r = r.Intersect(p.dst.Bounds())
	p.z.Reset(max(p.r.Dx(), 0), max(p.r.Dy(), 0))
}

// beginAround starts a group around a point, reaching out by a radius.
func (p *pen) beginAround(c vec, radius float32) {
	k := int(radius) + 2
	x, y := int(c.X), int(c.Y)
	p.begin(image.Rect(x-k, y-k, x+k+1, y+k+1))
}

// fill paints the group's shapes in one colour and forgets them.
//
// The rasterizer's own RGBA path blends every pixel of the region, covered or not;
// most of a region is empty, so the coverage goes to a mask first (the rasterizer's
// fast path) and only covered pixels are blended.
func (p *pen) fill(c color.NRGBA) {
	pace.Breathe() // a browser tab draws meanwhile
	w, h := max(p.r.Dx(), 0), max(p.r.Dy(), 0)
	if w > 0 && h > 0 {
		if cap(p.mask.Pix) < w*h {
			p.mask.Pix = make([]uint8, w*h)
		}
		p.mask.Pix, p.mask.Stride, p.mask.Rect = p.mask.Pix[:w*h], w, image.Rect(0, 0, w, h)
		p.z.DrawOp = draw.Src
		p.z.Draw(&p.mask, p.mask.Rect, image.Opaque, image.Point{})
		blend(p.dst, p.r.Min, &p.mask, c)
	}
	p.z.Reset(w, h)
}

// blend paints a colour through a coverage mask onto the picture at an offset.
func blend(dst *image.RGBA, at image.Point, mask *image.Alpha, c color.NRGBA) {
	w, h := mask.Rect.Dx(), mask.Rect.Dy()
	for y := 0; y < h; y++ {
		row := mask.Pix[y*mask.Stride : y*mask.Stride+w]
		i := dst.PixOffset(at.X, at.Y+y)
		for x, m := range row {
			if m == 0 {
				continue
			}
			a := uint32(m) * uint32(c.A) / 255
			px := dst.Pix[i+4*x : i+4*x+4 : i+4*x+4]
			if a == 255 {
				px[0], px[1], px[2], px[3] = c.R, c.G, c.B, 0xff
				continue
			}
			px[0] = uint8((uint32(px[0])*(255-a) + uint32(c.R)*a + 127) / 255)
			px[1] = uint8((uint32(px[1])*(255-a) + uint32(c.G)*a + 127) / 255)
			px[2] = uint8((uint32(px[2])*(255-a) + uint32(c.B)*a + 127) / 255)
			px[3] = 0xff
		}
	}
}

func (p *pen) moveTo(a vec) {
	p.z.MoveTo(a.X-float32(p.r.Min.X), a.Y-float32(p.r.Min.Y))
}

func (p *pen) lineTo(a vec) {
	p.z.LineTo(a.X-float32(p.r.Min.X), a.Y-float32(p.r.Min.Y))
}

func (p *pen) cubeTo(b, c, d vec) {
	ox, oy := float32(p.r.Min.X), float32(p.r.Min.Y)
	p.z.CubeTo(b.X-ox, b.Y-oy, c.X-ox, c.Y-oy, d.X-ox, d.Y-oy)
}

// polygon adds a closed polygon, wound like every other shape whatever the order of
// its points (reverse=true winds it the other way, to cut a hole).
func (p *pen) polygon(reverse bool, pts ...vec) {
	if len(pts) < 3 {
		return
	}
	var area float32
	for i, a := range pts {
		b := pts[(i+1)%len(pts)]
		area += a.X*b.Y - b.X*a.Y
	}
	if (area > 0) != reverse {
		for i, j := 0, len(pts)-1; i < j; i, j = i+1, j-1 {
			pts[i], pts[j] = pts[j], pts[i]
		}
	}
	p.moveTo(pts[0])
	for _, a := range pts[1:] {
		p.lineTo(a)
	}
	p.z.ClosePath()
}

func (p *pen) rect(x0, y0, x1, y1 float32) {
	p.polygon(false, vec{x0, y0}, vec{x1, y0}, vec{x1, y1}, vec{x0, y1})
}

// segment adds a straight stroke of a width with square ends flush at a and b.
func (p *pen) segment(a, b vec, width float32) {
	n := b.sub(a).unit().perp().scale(width / 2)
	if n == (vec{}) {
		return
	}
	p.polygon(false, a.add(n), b.add(n), b.sub(n), a.sub(n))
}

// stroke adds a stroke with round ends, so consecutive strokes join smoothly.
func (p *pen) stroke(a, b vec, width float32) {
	p.segment(a, b, width)
	p.circle(a, width/2, false)
	p.circle(b, width/2, false)
}

// dashes adds a dashed stroke from a to b. The pattern is anchored to the picture, not
// to a, so that strokes laid end to end keep one even rhythm.
func (p *pen) dashes(a, b vec, width, on, off float32) {
	d := b.sub(a)
	n := d.len()
	if n == 0 {
		return
	}
	u := d.scale(1 / n)
	period := on + off
	// Measure along the line from a fixed origin: the coordinate of a on the line's axis.
	start := a.X*u.X + a.Y*u.Y
	t0 := -float32(math.Mod(float64(start), float64(period)))
	if t0 > 0 {
		t0 -= period
	}
	for t := t0; t < n; t += period {
		s, e := max(t, 0), min(t+on, n)
		if e > s {
			p.segment(a.add(u.scale(s)), a.add(u.scale(e)), width)
		}
	}
}

// kappa places cubic control points so four curves make a circle.
const kappa = 0.5522847

// circle adds a disc (hole=true winds it the other way).
func (p *pen) circle(c vec, r float32, hole bool) {
	k := r * kappa
	if !hole {
		p.moveTo(vec{c.X + r, c.Y})
		p.cubeTo(vec{c.X + r, c.Y - k}, vec{c.X + k, c.Y - r}, vec{c.X, c.Y - r})
		p.cubeTo(vec{c.X - k, c.Y - r}, vec{c.X - r, c.Y - k}, vec{c.X - r, c.Y})
		p.cubeTo(vec{c.X - r, c.Y + k}, vec{c.X - k, c.Y + r}, vec{c.X, c.Y + r})
		p.cubeTo(vec{c.X + k, c.Y + r}, vec{c.X + r, c.Y + k}, vec{c.X + r, c.Y})
	} else {
		p.moveTo(vec{c.X + r, c.Y})
		p.cubeTo(vec{c.X + r, c.Y + k}, vec{c.X + k, c.Y + r}, vec{c.X, c.Y + r})
		p.cubeTo(vec{c.X - k, c.Y + r}, vec{c.X - r, c.Y + k}, vec{c.X - r, c.Y})
		p.cubeTo(vec{c.X - r, c.Y - k}, vec{c.X - k, c.Y - r}, vec{c.X, c.Y - r})
		p.cubeTo(vec{c.X + k, c.Y - r}, vec{c.X + r, c.Y - k}, vec{c.X + r, c.Y})
	}
	p.z.ClosePath()
}

// fillRect paints a pixel-aligned rectangle without the rasterizer: the ground, water
// and tints need no anti-aliasing and are most of the picture's area.
func fillRect(dst *image.RGBA, r image.Rectangle, c color.NRGBA) {
	r = r.Intersect(dst.Bounds())
	if r.Empty() {
		return
	}
	if c.A == 0xff {
		row := dst.Pix[dst.PixOffset(r.Min.X, r.Min.Y) : dst.PixOffset(r.Max.X-1, r.Min.Y)+4]
		for i := 0; i < len(row); i += 4 {
			row[i], row[i+1], row[i+2], row[i+3] = c.R, c.G, c.B, 0xff
		}
		for y := r.Min.Y + 1; y < r.Max.Y; y++ {
			copy(dst.Pix[dst.PixOffset(r.Min.X, y):], row)
		}
		return
	}
	a := uint32(c.A)
	for y := r.Min.Y; y < r.Max.Y; y++ {
		i := dst.PixOffset(r.Min.X, y)
		for x := r.Min.X; x < r.Max.X; x++ {
			px := dst.Pix[i : i+4 : i+4]
			px[0] = uint8((uint32(px[0])*(255-a) + uint32(c.R)*a) / 255)
			px[1] = uint8((uint32(px[1])*(255-a) + uint32(c.G)*a) / 255)
			px[2] = uint8((uint32(px[2])*(255-a) + uint32(c.B)*a) / 255)
			i += 4
		}
	}
}
