package paint

import (
	"image"
	"image/color"
	"math"
	"sort"
)

// Long lines (coasts, rivers, roads, city outlines) are built as polygons that touch
// but never overlap, and filled in horizontal bands of the picture. The rasterizer adds
// the coverage of overlapping shapes, so two round caps over a joint would darken its
// anti-aliased edge into a visible dot; shapes that only share edges add up exactly.
// Bands split at whole pixel rows, so they leave no seams either.

// poly is a closed polygon with its vertical extent.
type poly struct {
	pts        []vec
	minY, maxY float32
}

func newPoly(pts ...vec) poly {
	p := poly{pts: pts, minY: pts[0].Y, maxY: pts[0].Y}
	for _, a := range pts[1:] {
		p.minY, p.maxY = min(p.minY, a.Y), max(p.maxY, a.Y)
	}
	return p
}

func quad(a, b vec, width float32) poly {
	n := b.sub(a).unit().perp().scale(width / 2)
	return newPoly(a.add(n), b.add(n), b.sub(n), a.sub(n))
}

func box(x0, y0, x1, y1 float32) poly {
	return newPoly(vec{x0, y0}, vec{x1, y0}, vec{x1, y1}, vec{x0, y1})
}

// bandHeight keeps each band's rasterizer small while the bands stay few.
const bandHeight = 96

// fillBands paints polygons in one colour, band by band.
func (p *painter) fillBands(polys []poly, c color.NRGBA) {
	if len(polys) == 0 {
		return
	}
	sort.Slice(polys, func(i, j int) bool { return polys[i].minY < polys[j].minY })
	w := p.dst.Bounds().Dx()
	first := 0
	for y0 := 0; y0 < p.dst.Bounds().Dy(); y0 += bandHeight {
		y1 := y0 + bandHeight
		for first < len(polys) && polys[first].maxY < float32(y0) {
			first++
		}
		// Clip the band to the columns its shapes reach, to keep the canvas small.
		x0, x1, any := float32(w), float32(0), false
		for _, q := range polys[first:] {
			if q.minY >= float32(y1) {
				break
			}
			if q.maxY < float32(y0) {
				continue
			}
			for _, a := range q.pts {
				x0, x1 = min(x0, a.X), max(x1, a.X)
			}
			any = true
		}
		if !any {
			continue
		}
		p.pen.begin(image.Rect(int(x0)-1, y0, int(x1)+2, y1))
		for _, q := range polys[first:] {
			if q.minY >= float32(y1) {
				break
			}
			if q.maxY >= float32(y0) {
				p.pen.polygon(false, q.pts...)
			}
		}
		p.pen.fill(c)
	}
}

// gridEdge is one edge of the grid: from the grid corner at the top-left of square
// (row, col), one square east or south.
type gridEdge struct {
	row, col int
	south    bool
}

// edgeNet turns grid edges into polygons of a width with square joins: each edge stops
// half a width short of its corners, and every corner an edge touches gets a square.
func (p *painter) edgeNet(edges []gridEdge, width float32) []poly {
	h := width / 2
	corners := map[[2]int]bool{}
	var order [][2]int
	var list []poly
	for _, e := range edges {
		a := p.l.corner(e.row, e.col)
		end := [2]int{e.row, e.col + 1}
		if e.south {
			end = [2]int{e.row + 1, e.col}
			b := p.l.corner(end[0], end[1])
			list = append(list, box(a.X-h, a.Y+h, a.X+h, b.Y-h))
		} else {
			b := p.l.corner(end[0], end[1])
			list = append(list, box(a.X+h, a.Y-h, b.X-h, a.Y+h))
		}
		for _, k := range [][2]int{{e.row, e.col}, end} {
			if !corners[k] {
				corners[k] = true
				order = append(order, k)
			}
		}
	}
	for _, k := range order {
		c := p.l.corner(k[0], k[1])
		list = append(list, box(c.X-h, c.Y-h, c.X+h, c.Y+h))
	}
	return list
}

// pathNet turns segments between points into polygons of a width: segments end flush,
// a bend between exactly two segments gets a bevel on its outer side, and a point where
// three or more meet gets a small disc.
func pathNet(segments [][2]vec, width float32) []poly {
	h := width / 2
	at := map[vec][]vec{} // each point's outgoing directions
	var points []vec      // the points in a fixed order, so every painting is the same
	var list []poly
	for _, s := range segments {
		if s[0] == s[1] {
			continue
		}
		list = append(list, quad(s[0], s[1], width))
		for k, v := range s {
			if at[v] == nil {
				points = append(points, v)
			}
			at[v] = append(at[v], s[1-k].sub(v).unit())
		}
	}
	for _, v := range points {
		dirs := at[v]
		switch {
		case len(dirs) == 2:
			u1, u2 := dirs[0].scale(-1), dirs[1] // arrive along u1, leave along u2
			cross := u1.X*u2.Y - u1.Y*u2.X
			if cross > -1e-3 && cross < 1e-3 {
				continue
			}
			side := -sign(cross)
			n1, n2 := u1.perp().scale(h*side), u2.perp().scale(h*side)
			list = append(list, newPoly(v, v.add(n1), v.add(n2)))
		case len(dirs) > 2:
			var pts []vec
			for i := 0; i < 12; i++ {
				ang := float64(i) * math.Pi / 6
				pts = append(pts, v.add(vec{float32(math.Cos(ang)) * h, float32(math.Sin(ang)) * h}))
			}
			list = append(list, newPoly(pts...))
		}
	}
	return list
}
