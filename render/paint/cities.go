package paint

import (
	"math"

	"taktik/maps"
	"taktik/units"
)

// cities cross-hatch every city square in its country's ink on a pale tint of the same
// colour, and outline each city as one block (R6).
func (p *painter) cities() {
	S := float32(p.l.Square)
	gap := max(3, S*0.15)
	line := max(1, S*0.04)
	outline := cityOutline(p.l.Square)
	for k := range p.b.Cities {
		c := &p.b.Cities[k]
		ink := sideInk(c.Side)
		for _, s := range c.Squares {
			sr := p.l.SquareRect(s)
			fillRect(p.dst, sr, sideTint(c.Side))
			p.pen.begin(sr)
			x0, y0 := float32(sr.Min.X), float32(sr.Min.Y)
			// Anchor the hatching to the picture so it runs on unbroken between the
			// squares of one city.
			first := float32(math.Floor(float64((x0+y0)/gap))) * gap
			for t := first; t <= x0+y0+2*S; t += gap {
				// the line x + y = t, and its mirror x - y = t', through the square
				p.pen.segment(vec{t - y0 + 1, y0 - 1}, vec{t - y0 - S - 1, y0 + S + 1}, line)
			}
			first = float32(math.Floor(float64((x0-y0-S)/gap))) * gap
			for t := first; t <= x0-y0+S; t += gap {
				p.pen.segment(vec{t + y0 - 1, y0 - 1}, vec{t + y0 + S + 1, y0 + S + 1}, line)
			}
			p.pen.fill(ink)
		}
	}
	for _, side := range units.Sides {
		edges := p.edgesBetween(func(a, b maps.Square) bool {
			ca, cb := p.cityOf(a), p.cityOf(b)
			return ca != cb && ((ca != nil && ca.Side == side) || (cb != nil && cb.Side == side))
		})
		p.fillBands(p.edgeNet(edges, outline), sideInk(side))
	}
}

// cityOutline is the width of the line round each city.
func cityOutline(square int) float32 { return max(1.5, float32(square)*0.06) }

// cityOf is the city at a square, or nil, also for squares off the board.
func (p *painter) cityOf(s maps.Square) *maps.City {
	if !p.b.In(s) {
		return nil
	}
	return p.b.CityAt(s)
}

// ports mark every port square with an anchor in a small round badge on its shore.
func (p *painter) ports() {
	for _, b := range p.portBadges() {
		p.anchor(b.c, b.r)
	}
}

// badge is a port's round mark: its centre and radius.
type badge struct {
	c vec
	r float32
}

// portBadges places the port marks: on the middle of the port square's shore edge, or
// on its corner when only a corner touches the water.
func (p *painter) portBadges() []badge {
	S := float32(p.l.Square)
	rb := max(5, S*0.21)
	var list []badge
	p.each(func(s maps.Square) {
		if p.b.Port(s) {
			list = append(list, badge{p.l.mid(s).add(p.shoreward(s).scale(S * 0.5)), rb})
		}
	})
	return list
}

// shoreward is the direction from a square towards its open water: the sum of the
// steps to its water side neighbours, or to a water corner when no side is water. Sea
// bridges do not count: a mark put there would sit on the bridge.
func (p *painter) shoreward(s maps.Square) vec {
	var sum vec
	for _, d := range maps.Dirs {
		if p.isWater(step(s, dirStep[d][0], dirStep[d][1])) {
			sum = sum.add(vec{float32(dirStep[d][1]), float32(dirStep[d][0])})
		}
	}
	if sum != (vec{}) {
		// Keep the badge on an edge (or a corner), not floating inside the water.
		return vec{sign(sum.X), sign(sum.Y)}
	}
	for _, dd := range [4][2]int{{-1, -1}, {-1, 1}, {1, 1}, {1, -1}} {
		if p.isWater(step(s, dd[0], dd[1])) {
			return vec{float32(dd[1]), float32(dd[0])}
		}
	}
	return vec{}
}

func sign(x float32) float32 {
	switch {
	case x > 0:
		return 1
	case x < 0:
		return -1
	}
	return 0
}

// anchor draws the port badge: a white disc with a dark ring and an anchor.
func (p *painter) anchor(c vec, rb float32) {
	ink := coastColour
	ring := max(1, rb*0.14)
	p.pen.beginAround(c, rb+1)
	p.pen.circle(c, rb, false)
	p.pen.fill(ink)
	p.pen.circle(c, rb-ring, false)
	p.pen.fill(labelPaper)

	a := rb * 0.78
	t := max(1, a*0.17)
	eye := c.add(vec{0, -0.62 * a})
	p.pen.circle(eye, 0.2*a, false)
	p.pen.circle(eye, 0.2*a-t, true)
	p.pen.segment(c.add(vec{0, -0.42 * a}), c.add(vec{0, 0.72 * a}), t)
	p.pen.segment(c.add(vec{-0.34 * a, -0.26 * a}), c.add(vec{0.34 * a, -0.26 * a}), t)
	// The arms: an arc below the shank, ending in small barbs.
	hub := c.add(vec{0, 0.08 * a})
	ra := 0.62 * a
	prev := vec{}
	const steps = 8
	for i := 0; i <= steps; i++ {
		ang := math.Pi * (0.12 + 0.76*float64(i)/steps)
		pt := hub.add(vec{float32(math.Cos(ang)) * ra, float32(math.Sin(ang)) * ra})
		if i > 0 {
			p.pen.stroke(prev, pt, t)
		}
		prev = pt
	}
	for _, side := range []float32{-1, 1} {
		tip := hub.add(vec{side * float32(math.Cos(math.Pi*0.12)) * ra, float32(math.Sin(math.Pi*0.12)) * ra})
		p.pen.polygon(false, tip.add(vec{-side * t * 0.2, -t * 1.6}), tip.add(vec{side * t * 1.3, t * 0.2}), tip.add(vec{-side * t * 0.6, t * 0.5}))
	}
	p.pen.fill(ink)
}
