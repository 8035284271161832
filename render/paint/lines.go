package paint

import (
	"image"

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
// that two roads share is drawn once.
func (p *painter) roads() {
	seen := map[[2]maps.Square]bool{}
	var segments [][2]vec
	for _, road := range p.b.Roads {
		for k := 0; k+1 < len(road.Squares); k++ {
			a, c := road.Squares[k], road.Squares[k+1]
			if seen[[2]maps.Square{a, c}] || seen[[2]maps.Square{c, a}] {
				continue
			}
			seen[[2]maps.Square{a, c}] = true
			segments = append(segments, [2]vec{p.l.mid(a), p.l.mid(c)})
		}
	}
	p.fillBands(pathNet(segments, p.w.road), roadColour)
}

// riverBridges mark each place where a road crosses a river (R5): a pale deck over the
// river, the road over the deck, and dark rails with flared ends on both sides.
func (p *painter) riverBridges() {
	S := float32(p.l.Square)
	length := max(p.w.river*2.4, S*0.42)
	half := p.w.road*1.5 + 1
	rail := max(1, S*0.04)
	for _, road := range p.b.Roads {
		for k := 0; k+1 < len(road.Squares); k++ {
			a, c := road.Squares[k], road.Squares[k+1]
			if !p.b.CrossesRiver(a, c) {
				continue
			}
			ma, mc := p.l.mid(a), p.l.mid(c)
			at := ma.lerp(mc, 0.5)
			u := mc.sub(ma).unit()
			n := u.perp()
			from, to := at.sub(u.scale(length/2)), at.add(u.scale(length/2))
			p.pen.beginAround(at, length)
			p.pen.segment(from, to, 2*half)
			p.pen.fill(deckColour)
			p.pen.segment(from.sub(u.scale(p.w.road)), to.add(u.scale(p.w.road)), p.w.road)
			p.pen.fill(roadColour)
			for _, side := range []float32{1, -1} {
				s0, s1 := from.add(n.scale(side*half)), to.add(n.scale(side*half))
				p.pen.stroke(s0, s1, rail)
				flare := n.scale(side * half * 0.7)
				p.pen.stroke(s0, s0.sub(u.scale(half*0.7)).add(flare), rail)
				p.pen.stroke(s1, s1.add(u.scale(half*0.7)).add(flare), rail)
			}
			p.pen.fill(bridgeColour)
		}
	}
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
