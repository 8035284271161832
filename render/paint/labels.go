package paint

import (
	"image"
	"image/color"
	"math"

	"golang.org/x/image/font"

	"taktik/maps"
)

// obstacle is a part of the picture a label should not cover, and how much it matters.
type obstacle struct {
	r      image.Rectangle
	weight float32
}

func rectAround(c vec, radius float32) image.Rectangle {
	k := int(radius + 0.5)
	x, y := int(c.X+0.5), int(c.Y+0.5)
	return image.Rect(x-k, y-k, x+k, y+k)
}

func area(r image.Rectangle) float32 { return float32(r.Dx() * r.Dy()) }

// label is a piece of text in a box, before it is placed.
type label struct {
	lines  []string
	faces  []font.Face
	ink    color.NRGBA
	box    color.NRGBA // the backdrop; a border is drawn when it is opaque
	star   bool        // a capital's star before the first line
	w, h   int
	pad    int
	lineH  []int // each line's height (capitals plus descent)
	ascent []int
}

func (p *painter) newLabel(lines []string, faces []font.Face, ink, box color.NRGBA, star bool) *label {
	lb := &label{lines: lines, faces: faces, ink: ink, box: box, star: star}
	size := faces[0].Metrics().Height.Ceil()
	lb.pad = max(2, size/4)
	for i, s := range lines {
		tb := measure(faces[i], s)
		w := tb.width
		if star && i == 0 {
			w += tb.ascent + lb.pad
		}
		lb.w = max(lb.w, w)
		lb.ascent = append(lb.ascent, tb.ascent)
		lb.lineH = append(lb.lineH, tb.ascent+tb.descent)
		lb.h += tb.ascent + tb.descent
	}
	lb.h += (len(lines)-1)*lb.pad/2 + lb.pad
	lb.w += 2 * lb.pad
	return lb
}

// at is the label's rectangle with its centre at a point.
func (lb *label) at(c vec) image.Rectangle {
	x := int(c.X+0.5) - lb.w/2
	y := int(c.Y+0.5) - lb.h/2
	return image.Rect(x, y, x+lb.w, y+lb.h)
}

// around lists centres for a label beside a target rectangle: right, left, above,
// below, then the four corners, then the same one square further out.
func (lb *label) around(t image.Rectangle, square int) []vec {
	var list []vec
	for _, g := range []int{3, 3 + square/2, 3 + square} {
		cx, cy := float32(t.Min.X+t.Max.X)/2, float32(t.Min.Y+t.Max.Y)/2
		right := float32(t.Max.X+g) + float32(lb.w)/2
		left := float32(t.Min.X-g) - float32(lb.w)/2
		above := float32(t.Min.Y-g) - float32(lb.h)/2
		below := float32(t.Max.Y+g) + float32(lb.h)/2
		list = append(list,
			vec{right, cy}, vec{left, cy}, vec{cx, above}, vec{cx, below},
			vec{right, above}, vec{right, below}, vec{left, above}, vec{left, below})
	}
	return list
}

// place picks the cheapest of the candidate centres, given a weight for covering each
// square, and records the label as taken. A label costs more the further its centre is
// from what it names, so that it stays beside its target when it must cover something.
func (p *painter) place(lb *label, target vec, candidates []vec, weight func(maps.Square) float32) image.Rectangle {
	best, bestCost := image.Rectangle{}, float32(math.MaxFloat32)
	grid := p.l.Grid()
	for i, c := range candidates {
		r := inside(lb.at(c), grid)
		cost := (area(r) - area(r.Intersect(grid))) * 1000
		cost += float32(i) * 0.5 // prefer the earlier candidates when all else is equal
		cost += c.sub(target).len() * area(r) * 0.015
		for _, o := range p.taken {
			cost += area(r.Intersect(o.r)) * o.weight
		}
		cost += p.coverCost(r, weight)
		if cost < bestCost {
			best, bestCost = r, cost
		}
	}
	p.taken = append(p.taken, obstacle{best.Inset(-2), 100})
	p.labelled = append(p.labelled, best)
	return best
}

// coverCost sums each square's weight times the pixels of it the rectangle covers.
func (p *painter) coverCost(r image.Rectangle, weight func(maps.Square) float32) float32 {
	var cost float32
	lo := maps.Square{Row: max(1, (r.Min.Y-p.l.Margin)/p.l.Square+1), Col: max(1, (r.Min.X-p.l.Margin)/p.l.Square+1)}
	hi := maps.Square{Row: min(p.b.Rows, (r.Max.Y-1-p.l.Margin)/p.l.Square+1), Col: min(p.b.Cols, (r.Max.X-1-p.l.Margin)/p.l.Square+1)}
	for row := lo.Row; row <= hi.Row; row++ {
		for col := lo.Col; col <= hi.Col; col++ {
			s := maps.Square{Row: row, Col: col}
			cost += area(r.Intersect(p.l.SquareRect(s))) * weight(s)
		}
	}
	return cost
}

// busy is how much a square's drawing would be missed under a label: nothing for open
// water, most for a city.
func (p *painter) busy(s maps.Square) float32 {
	switch {
	case p.b.CityAt(s) != nil:
		return 12
	case p.b.Terrain(s) == maps.SeaBridge:
		return 6
	case !p.isLand(s):
		return 0
	}
	w := float32(0.3)
	if len(p.b.RoadsAt(s)) > 0 || len(p.b.Rivers(s)) > 0 {
		w += 0.8
	}
	if p.b.BeachAt(s) != nil {
		w += 0.6
	}
	return w
}

// draw paints a placed label.
func (p *painter) drawLabel(lb *label, r image.Rectangle) {
	if lb.box.A == 0xff {
		fillRect(p.dst, r, inkColour)
		fillRect(p.dst, r.Inset(1), lb.box)
	} else {
		fillRect(p.dst, r, lb.box)
	}
	y := r.Min.Y + lb.pad/2
	for i, s := range lb.lines {
		tb := measure(lb.faces[i], s)
		x := r.Min.X + (r.Dx()-tb.width)/2
		if lb.star && i == 0 {
			x = r.Min.X + lb.pad + tb.ascent + lb.pad
			p.star(vec{float32(r.Min.X+lb.pad) + float32(tb.ascent)/2, float32(y) + float32(tb.ascent)/2 + 0.5}, float32(tb.ascent)*0.62, lb.ink)
		}
		drawText(p.dst, lb.faces[i], s, x, y+lb.ascent[i], lb.ink)
		y += lb.lineH[i] + lb.pad/2
	}
}

// star marks a capital.
func (p *painter) star(c vec, r float32, ink color.NRGBA) {
	var pts []vec
	for i := 0; i < 10; i++ {
		rad := r
		if i%2 == 1 {
			rad = r * 0.45
		}
		ang := -math.Pi/2 + float64(i)*math.Pi/5
		pts = append(pts, c.add(vec{float32(math.Cos(ang)) * rad, float32(math.Sin(ang)) * rad}))
	}
	p.pen.beginAround(c, r+1)
	p.pen.polygon(false, pts...)
	p.pen.fill(ink)
}

// labels names the cities, the bivouac areas and the beaches, in that order of
// importance: each later label avoids the ones before it.
func (p *painter) labels() {
	S := p.l.Square
	for k := range p.b.Cities {
		c := &p.b.Cities[k]
		p.taken = append(p.taken, obstacle{p.cityBounds(c), 60})
	}
	for k := range p.b.Cities {
		c := &p.b.Cities[k]
		tf := medium
		if c.Capital {
			tf = bold
		}
		lb := p.newLabel([]string{c.Name}, []font.Face{p.faces.face(tf, citySize(S))}, inkColour, labelPaper, c.Capital)
		r := p.place(lb, centre(p.cityBounds(c)), lb.around(p.cityBounds(c), S), p.busy)
		p.drawLabel(lb, r)
	}
	for k := range p.b.Bivouacs {
		area := &p.b.Bivouacs[k]
		lb := p.newLabel([]string{area.Name}, []font.Face{p.faces.face(bold, bivouacSize(S))}, sideInk(area.Side), bivouacBackdrop, false)
		target := p.centroid(area.Squares)
		cands := []vec{target}
		for i, s := range area.Squares {
			cands = append(cands, p.l.mid(s))
			for _, t := range area.Squares[i+1:] {
				if maps.Adjacent(s, t) {
					cands = append(cands, p.l.mid(s).lerp(p.l.mid(t), 0.5))
				}
			}
		}
		cands = append(cands, lb.around(p.squaresBounds(area.Squares), S)...)
		weight := func(s maps.Square) float32 {
			if p.b.BivouacAt(s) == area {
				return p.busy(s) * 0.5
			}
			return 1 + p.busy(s)
		}
		r := p.place(lb, target, cands, weight)
		p.drawLabel(lb, r)
	}
	for k := range p.b.Beaches {
		beach := &p.b.Beaches[k]
		lines := []string{"BEACH"}
		fcs := []font.Face{p.faces.face(bold, beachSize(S))}
		if S >= 24 && beach.Name != "" {
			lines = append(lines, beach.Name)
			fcs = append(fcs, p.faces.face(regular, beachSize(S)))
		}
		lb := p.newLabel(lines, fcs, beachInk, color.NRGBA{0xff, 0xff, 0xff, 0xb8}, false)
		var cands []vec
		mid := beach.Squares[len(beach.Squares)/2]
		order := append([]maps.Square{mid}, beach.Squares...)
		for _, s := range order {
			out := p.shoreward(s)
			off := vec{out.X * (float32(S)/2 + float32(lb.w)/2 + 2), out.Y * (float32(S)/2 + float32(lb.h)/2 + 2)}
			cands = append(cands, p.l.mid(s).add(off))
		}
		cands = append(cands, lb.around(p.squaresBounds(beach.Squares), S)...)
		r := p.place(lb, p.centroid(beach.Squares), cands, p.busy)
		p.drawLabel(lb, r)
	}
}

// inside shifts a rectangle by as little as it takes to lie within another, where it fits.
func inside(r, in image.Rectangle) image.Rectangle {
	d := image.Point{}
	switch {
	case r.Dx() > in.Dx():
	case r.Min.X < in.Min.X:
		d.X = in.Min.X - r.Min.X
	case r.Max.X > in.Max.X:
		d.X = in.Max.X - r.Max.X
	}
	switch {
	case r.Dy() > in.Dy():
	case r.Min.Y < in.Min.Y:
		d.Y = in.Min.Y - r.Min.Y
	case r.Max.Y > in.Max.Y:
		d.Y = in.Max.Y - r.Max.Y
	}
	return r.Add(d)
}

func centre(r image.Rectangle) vec {
	return vec{float32(r.Min.X+r.Max.X) / 2, float32(r.Min.Y+r.Max.Y) / 2}
}

// centroid is the mean of the squares' middles.
func (p *painter) centroid(list []maps.Square) vec {
	var sum vec
	for _, s := range list {
		sum = sum.add(p.l.mid(s))
	}
	return sum.scale(1 / float32(len(list)))
}
