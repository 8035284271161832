package paint

import (
	"image"
	"math"

	"taktik/maps"
)

// rivers draw a thick blue line on every edge that carries a river (R3: rivers lie on
// square edges, not through squares).
func (p *painter) rivers() {
	var edges []gridEdge
	p.each(func(s maps.Square) {
		if p.b.River(s, maps.East) {
			edges = append(edges, gridEdge{s.Row, s.Col + 1, true})
		}
		if p.b.River(s, maps.South) {
			edges = append(edges, gridEdge{s.Row + 1, s.Col, false})
		}
	})
	p.fillBands(p.edgeNet(edges, p.w.river), riverColour)
}

// roads draw red lines through the centres of consecutive road squares (R4). A stretch
// that two roads share is drawn once; a stretch between two squares of one city is left
// out, since the city's block is drawn over it and stands for its streets.
func (p *painter) roads() {
	var segments [][2]vec
	for _, st := range p.roadSteps() {
		a, c := st[0], st[1]
		if ca := p.b.CityAt(a); ca != nil && ca == p.b.CityAt(c) {
			continue
		}
		segments = append(segments, [2]vec{p.l.mid(a), p.l.mid(c)})
	}
	p.fillBands(pathNet(segments, p.w.road), roadColour)
}

// roadSteps lists each step between consecutive road squares once, in map order.
func (p *painter) roadSteps() [][2]maps.Square {
	seen := map[[2]maps.Square]bool{}
	var list [][2]maps.Square
	for _, road := range p.b.Roads {
		for k := 0; k+1 < len(road.Squares); k++ {
			a, c := road.Squares[k], road.Squares[k+1]
			if seen[[2]maps.Square{a, c}] || seen[[2]maps.Square{c, a}] {
				continue
			}
			seen[[2]maps.Square{a, c}] = true
			list = append(list, [2]maps.Square{a, c})
		}
	}
	return list
}

// bridge is where a road crosses a river (R5): the crossing point on the road's line,
// the road's direction, and the length of river the road spans there.
type bridge struct {
	at, u vec
	span  float32
}

// riverBridges lists the road steps that cross a river. An orthogonal step crosses at the
// middle of the shared edge; a diagonal one at the shared corner, where the river runs
// on through the corner (R3) and the road crosses it at a slant, over a longer span.
func (p *painter) riverBridges() []bridge {
	var list []bridge
	for _, st := range p.roadSteps() {
		a, c := st[0], st[1]
		if !p.b.CrossesRiver(a, c) {
			continue
		}
		ma, mc := p.l.mid(a), p.l.mid(c)
		span := p.w.river
		if a.Row != c.Row && a.Col != c.Col {
			span *= math.Sqrt2
		}
		list = append(list, bridge{at: ma.lerp(mc, 0.5), u: mc.sub(ma).unit(), span: span})
	}
	return list
}

// drawRiverBridges draws each river bridge as a printed map does: a dark body across the
// river with the road on a pale deck between two rails, and the rails' ends flared out
// on both banks, so that even at 12 pixels a square it reads as a bridge, not a tick.
func (p *painter) drawRiverBridges() {
	S := float32(p.l.Square)
	margin := max(3, S*0.16)
	inner := p.w.road/2 + max(1, S*0.045)
	rail := max(1.2, S*0.05)
	for _, br := range p.riverBridges() {
		half := br.span/2 + margin
		from, to := br.at.sub(br.u.scale(half)), br.at.add(br.u.scale(half))
		p.pen.beginAround(br.at, half+inner+rail+S*0.15+4)
		p.bridge(from, to, inner, rail, max(2.2, S*0.1))
		p.pen.segment(from.sub(br.u.scale(rail)), to.add(br.u.scale(rail)), p.w.road)
		p.pen.fill(roadColour)
	}
}

// bridge draws the bridge symbol from one end to the other: a dark body, inner wide on
// either side of its middle line plus a rail, with the rails' ends flared outwards,
// and a pale deck between the rails. The pen's region must hold it.
func (p *painter) bridge(from, to vec, inner, rail, flare float32) {
	u := to.sub(from).unit()
	n := u.perp()
	p.pen.segment(from, to, 2*(inner+rail))
	for _, side := range []float32{1, -1} {
		for _, end := range []struct {
			at  vec
			way float32
		}{{from, -1}, {to, 1}} {
			s0 := end.at.add(n.scale(side * (inner + rail/2)))
			p.pen.stroke(s0, s0.add(u.scale(end.way*flare*0.7)).add(n.scale(side*flare*0.7)), rail)
		}
	}
	p.pen.fill(bridgeColour)
	p.pen.segment(from, to, 2*inner)
	p.pen.fill(deckColour)
}

// border draws the frontier between the two countries (MAP.md fact 2: columns 1–28
// are Red's, 29–56 Blue's) as a quiet dashed line down the middle of the board.
func (p *painter) border() {
	x := p.l.corner(1, p.b.Cols/2+1).X
	top, bottom := p.l.corner(1, 1).Y, p.l.corner(p.b.Rows+1, 1).Y
	pad := int(p.w.border) + 2
	p.pen.begin(image.Rect(int(x)-pad, int(top), int(x)+pad+1, int(bottom)))
	S := float32(p.l.Square)
	p.pen.dashes(vec{x, top}, vec{x, bottom}, p.w.border, S*0.45, S*0.25)
	p.pen.fill(borderColour)
}

// squaresBounds is the pixel rectangle around a set of squares.
func (p *painter) squaresBounds(list []maps.Square) image.Rectangle {
	var r image.Rectangle
	for _, s := range list {
		r = r.Union(p.l.SquareRect(s))
	}
	return r
}

// cityBounds is the pixel rectangle around a city's squares.
func (p *painter) cityBounds(c *maps.City) image.Rectangle { return p.squaresBounds(c.Squares) }
