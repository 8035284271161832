package paint

import (
	"image"
	"math"

	"taktik/maps"
)

// ground lays the paper: a frame tone for the margins, the clear-ground tone for the grid.
func (p *painter) ground() {
	fillRect(p.dst, p.dst.Bounds(), frameColour)
	fillRect(p.dst, p.l.Grid(), paperColour)
}

// isWet reports whether a square is drawn as water: open water and sea bridges alike.
func (p *painter) isWet(s maps.Square) bool {
	return p.b.In(s) && (p.b.Terrain(s) == maps.Water || p.b.Terrain(s) == maps.SeaBridge)
}

// water paints the sea and lakes, lighter in a band along the coast, with a dark
// coastline on every edge between land and water.
func (p *painter) water() {
	S := p.l.Square
	band := max(2, S/5)
	p.each(func(s maps.Square) {
		if !p.isWet(s) {
			return
		}
		r := p.l.SquareRect(s)
		fillRect(p.dst, r, waterColour)
		for _, d := range maps.Dirs {
			n := step(s, dirStep[d][0], dirStep[d][1])
			if !p.b.In(n) || p.isWet(n) {
				continue
			}
			switch d {
			case maps.North:
				fillRect(p.dst, image.Rect(r.Min.X, r.Min.Y, r.Max.X, r.Min.Y+band), shallowColour)
			case maps.South:
				fillRect(p.dst, image.Rect(r.Min.X, r.Max.Y-band, r.Max.X, r.Max.Y), shallowColour)
			case maps.West:
				fillRect(p.dst, image.Rect(r.Min.X, r.Min.Y, r.Min.X+band, r.Max.Y), shallowColour)
			case maps.East:
				fillRect(p.dst, image.Rect(r.Max.X-band, r.Min.Y, r.Max.X, r.Max.Y), shallowColour)
			}
		}
		// A land square touching only at a corner still gets a little shallow water.
		for _, dd := range [4][2]int{{-1, -1}, {-1, 1}, {1, 1}, {1, -1}} {
			n := step(s, dd[0], dd[1])
			if !p.b.In(n) || p.isWet(n) {
				continue
			}
			x := r.Min.X
			if dd[1] > 0 {
				x = r.Max.X - band
			}
			y := r.Min.Y
			if dd[0] > 0 {
				y = r.Max.Y - band
			}
			fillRect(p.dst, image.Rect(x, y, x+band, y+band), shallowColour)
		}
	})
	p.fillBands(p.edgeNet(p.edgesBetween(func(a, b maps.Square) bool {
		return p.b.In(a) && p.b.In(b) && p.isWet(a) != p.isWet(b)
	}), p.w.coast), coastColour)
}

// edgesBetween lists the grid edges between two squares that a test picks out.
func (p *painter) edgesBetween(pick func(a, b maps.Square) bool) []gridEdge {
	var list []gridEdge
	p.each(func(s maps.Square) {
		if pick(s, step(s, 0, 1)) {
			list = append(list, gridEdge{s.Row, s.Col + 1, true})
		}
		if pick(s, step(s, 1, 0)) {
			list = append(list, gridEdge{s.Row + 1, s.Col, false})
		}
	})
	return list
}

// forests tint their squares green and stand small round trees on them.
func (p *painter) forests() {
	S := float32(p.l.Square)
	var spots [][2]float32
	var crown float32
	switch {
	case p.l.Square < 20:
		spots, crown = [][2]float32{{0.32, 0.36}, {0.68, 0.62}}, 0.2
	case p.l.Square < 40:
		spots, crown = [][2]float32{{0.28, 0.32}, {0.72, 0.3}, {0.5, 0.68}}, 0.165
	default:
		spots, crown = [][2]float32{{0.26, 0.28}, {0.7, 0.24}, {0.3, 0.7}, {0.74, 0.68}}, 0.15
	}
	r := crown * S
	trunk := max(1, S*0.05)
	p.each(func(s maps.Square) {
		if p.b.Terrain(s) != maps.Forest {
			return
		}
		sr := p.l.SquareRect(s)
		fillRect(p.dst, sr, forestTint)
		o := p.l.corner(s.Row, s.Col)
		var centres []vec
		for k, f := range spots {
			dx := (jitter(s.Row, s.Col, 2*k) - 0.5) * 0.12
			dy := (jitter(s.Row, s.Col, 2*k+1) - 0.5) * 0.12
			centres = append(centres, o.add(vec{(f[0] + dx) * S, (f[1] + dy) * S}))
		}
		p.pen.begin(sr)
		for _, c := range centres {
			p.pen.rect(c.X-trunk/2, c.Y, c.X+trunk/2, c.Y+r*1.45)
		}
		p.pen.fill(trunkColour)
		for _, c := range centres {
			p.pen.circle(c, r, false)
		}
		p.pen.fill(treeColour)
		if p.l.Square >= 20 {
			for _, c := range centres {
				p.pen.circle(c.add(vec{-r * 0.3, -r * 0.32}), r*0.42, false)
			}
			p.pen.fill(treeLight)
		}
	})
}

// mountains are speckled as the printed board's are, where the mountains are black
// paint splattered over the ground: a stony tint, then a dense spray of black drops of
// mixed sizes, a few large blots among many fine ones. The spray is as dense at every
// size, so a range reads as rough ground even at 12 pixels a square. Above 24 pixels a
// small ridge line in the same ink marks the peaks.
func (p *painter) mountains() {
	S := float32(p.l.Square)
	fine, blot := max(0.55, S*0.038), max(1.1, S*0.085)
	p.each(func(s maps.Square) {
		if p.b.Terrain(s) != maps.Mountain {
			return
		}
		sr := p.l.SquareRect(s)
		fillRect(p.dst, sr, mountainTint)
		o := p.l.corner(s.Row, s.Col)
		p.pen.begin(sr)
		for k := 0; k < splatterDrops; k++ {
			c := o.add(vec{jitter(s.Row, s.Col, 10+k) * S, jitter(s.Row, s.Col, 100+k) * S})
			r := fine * (0.7 + 0.9*jitter(s.Row, s.Col, 200+k))
			if k < splatterBlots {
				r = blot * (0.8 + 0.4*jitter(s.Row, s.Col, 200+k))
				// a blot throws a few droplets beside it
				for d := 0; d < 3; d++ {
					ang := 2 * math.Pi * float64(jitter(s.Row, s.Col, 300+4*k+d))
					dist := r * (1.5 + 0.8*jitter(s.Row, s.Col, 400+4*k+d))
					p.pen.circle(c.add(vec{float32(math.Cos(ang)) * dist, float32(math.Sin(ang)) * dist}), fine*0.7, false)
				}
			}
			p.pen.circle(c, r, false)
		}
		p.pen.fill(splatterColour)
		if p.l.Square >= 24 {
			// A peak knocked out of the spray: pale inside, outlined in the same ink.
			line := max(1, S*0.032)
			shift := (jitter(s.Row, s.Col, 50) - 0.5) * 0.16 * S
			apex := o.add(vec{0.5*S + shift, 0.24 * S})
			bl, br := apex.add(vec{-0.32 * S, 0.46 * S}), apex.add(vec{0.32 * S, 0.46 * S})
			p.pen.polygon(false, apex, bl, br)
			p.pen.fill(peakLight)
			p.pen.stroke(bl, apex, line)
			p.pen.stroke(apex, br, line)
			p.pen.stroke(apex.add(vec{0.06 * S, 0.12 * S}), apex.add(vec{0.14 * S, 0.3 * S}), line*0.8)
			p.pen.fill(splatterColour)
		}
	})
}

// The spray of one mountain square: this many drops, the first few of them blots.
const (
	splatterDrops = 40
	splatterBlots = 4
)

// seaBridges draw each sea-bridge square (R5) with the bridge symbol of the river
// bridges, made heavier: a dark body with a pale deck between two rails, from one shore
// across the water square onto the other shore, its ends flared. The road, drawn
// later, runs along the deck.
func (p *painter) seaBridges() {
	S := float32(p.l.Square)
	inner := p.w.road/2 + max(1.2, S*0.06)
	rail := max(1.6, S*0.075)
	p.each(func(s maps.Square) {
		if p.b.Terrain(s) != maps.SeaBridge {
			return
		}
		a, b, ok := p.bridgeEnds(s)
		if !ok {
			return
		}
		c := p.l.mid(s)
		// Reach a fifth of a square past the bridge square's edge (or corner).
		ea := c.add(a.sub(c).scale(0.5 + 0.2/a.sub(c).len()*S))
		eb := c.add(b.sub(c).scale(0.5 + 0.2/b.sub(c).len()*S))
		p.pen.beginAround(c, S*1.3)
		p.bridge(ea, eb, inner, rail, max(2.5, S*0.12))
	})
}

// bridgeEnds finds the two land squares a sea bridge joins: opposite neighbours on a
// line through it, side neighbours first. It returns their centres.
func (p *painter) bridgeEnds(s maps.Square) (vec, vec, bool) {
	pairs := [4][2][2]int{{{-1, 0}, {1, 0}}, {{0, -1}, {0, 1}}, {{-1, -1}, {1, 1}}, {{-1, 1}, {1, -1}}}
	for _, pr := range pairs {
		a, b := step(s, pr[0][0], pr[0][1]), step(s, pr[1][0], pr[1][1])
		if p.isLand(a) && p.isLand(b) {
			return p.l.mid(a), p.l.mid(b), true
		}
	}
	for _, n := range p.b.Neighbours(s) {
		if p.isLand(n) {
			c := p.l.mid(s)
			return p.l.mid(n), c.sub(p.l.mid(n).sub(c)), true
		}
	}
	return vec{}, vec{}, false
}

// grid draws the thin square lines over the whole board and a firm frame around it.
func (p *painter) grid() {
	g := p.l.Grid()
	for c := 0; c <= p.l.Cols; c++ {
		x := g.Min.X + c*p.l.Square
		fillRect(p.dst, image.Rect(x, g.Min.Y, x+1, g.Max.Y), gridColour)
	}
	for r := 0; r <= p.l.Rows; r++ {
		y := g.Min.Y + r*p.l.Square
		fillRect(p.dst, image.Rect(g.Min.X, y, g.Max.X, y+1), gridColour)
	}
	t := max(1, p.l.Square/16)
	o := g.Inset(-t)
	fillRect(p.dst, image.Rect(o.Min.X, o.Min.Y, o.Max.X, g.Min.Y), inkColour)
	fillRect(p.dst, image.Rect(o.Min.X, g.Max.Y, o.Max.X, o.Max.Y), inkColour)
	fillRect(p.dst, image.Rect(o.Min.X, g.Min.Y, g.Min.X, g.Max.Y), inkColour)
	fillRect(p.dst, image.Rect(g.Max.X, g.Min.Y, o.Max.X, g.Max.Y), inkColour)
}
