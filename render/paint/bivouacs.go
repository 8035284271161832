package paint

import (
	"taktik/maps"
)

// bivouacs outline each bivouac area with a dashed line in its side's ink, set a little
// inside the area's outer edges so that two areas side by side keep two lines.
func (p *painter) bivouacs() {
	S := float32(p.l.Square)
	on, off := max(3, S*0.2), max(2, S*0.12)
	for k := range p.b.Bivouacs {
		area := &p.b.Bivouacs[k]
		p.pen.begin(p.squaresBounds(area.Squares).Inset(-2))
		for _, e := range p.bivouacOutline(area) {
			p.pen.dashes(e[0], e[1], p.w.bivouac, on, off)
		}
		p.pen.fill(sideInk(area.Side))
	}
}

// bivouacOutline lists the pieces of an area's outline: one for each edge between a
// square of the area and one outside it, moved inwards by the inset and lengthened or
// shortened at the corners so that the pieces meet.
func (p *painter) bivouacOutline(area *maps.Bivouac) [][2]vec {
	S := float32(p.l.Square)
	inset := p.w.bivouac/2 + max(1.5, S*0.07)
	in := func(s maps.Square) bool { return p.b.In(s) && p.b.BivouacAt(s) == area }
	var list [][2]vec
	for _, s := range area.Squares {
		for _, d := range maps.Dirs {
			out := dirStep[d]
			if in(step(s, out[0], out[1])) {
				continue
			}
			along := dirStep[(d+1)%4] // the clockwise direction of this edge
			a, b := p.edge(s, d)
			t := vec{float32(along[1]), float32(along[0])}
			inward := vec{-float32(out[1]), -float32(out[0])}
			a = a.add(inward.scale(inset)).add(t.scale(inset * cornerTurn(in, s, out, along, -1)))
			b = b.add(inward.scale(inset)).sub(t.scale(inset * cornerTurn(in, s, out, along, 1)))
			list = append(list, [2]vec{a, b})
		}
	}
	return list
}

// cornerTurn says how an inset boundary line ends at one end of a square's edge: 1 at an
// outer corner (shorten the line by the inset), -1 at an inner corner (lengthen it), 0
// where the boundary runs straight on. way is -1 for the edge's start, 1 for its end.
func cornerTurn(in func(maps.Square) bool, s maps.Square, out, along [2]int, way int) float32 {
	m := step(s, way*along[0], way*along[1])
	switch {
	case !in(m):
		return 1
	case in(step(m, out[0], out[1])):
		return -1
	}
	return 0
}
