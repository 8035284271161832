package paint

import (
	"image"
	"math"

	"taktik/maps"
)

// beaches draw a dark-hatched sand strip along every coast edge of a beach square.
func (p *painter) beaches() {
	S := p.l.Square
	depth := max(3, S*22/100)
	gap := max(2.5, float32(S)*0.1)
	line := max(0.9, float32(S)*0.035)
	for _, beach := range p.b.Beaches {
		for _, s := range beach.Squares {
			r := p.l.SquareRect(s)
			var strips []image.Rectangle
			for _, d := range maps.Dirs {
				if !p.isWet(step(s, dirStep[d][0], dirStep[d][1])) {
					continue
				}
				switch d {
				case maps.North:
					strips = append(strips, image.Rect(r.Min.X, r.Min.Y, r.Max.X, r.Min.Y+depth))
				case maps.South:
					strips = append(strips, image.Rect(r.Min.X, r.Max.Y-depth, r.Max.X, r.Max.Y))
				case maps.West:
					strips = append(strips, image.Rect(r.Min.X, r.Min.Y, r.Min.X+depth, r.Max.Y))
				case maps.East:
					strips = append(strips, image.Rect(r.Max.X-depth, r.Min.Y, r.Max.X, r.Max.Y))
				}
			}
			if len(strips) == 0 {
				// Water only at a corner: a small patch in that corner.
				for _, dd := range [4][2]int{{-1, -1}, {-1, 1}, {1, 1}, {1, -1}} {
					if p.isWet(step(s, dd[0], dd[1])) {
						x, y := r.Min.X, r.Min.Y
						if dd[1] > 0 {
							x = r.Max.X - depth
						}
						if dd[0] > 0 {
							y = r.Max.Y - depth
						}
						strips = append(strips, image.Rect(x, y, x+depth, y+depth))
					}
				}
			}
			for _, st := range strips {
				fillRect(p.dst, st, sandColour)
				p.pen.begin(st)
				x0, y0 := float32(st.Min.X), float32(st.Min.Y)
				w, h := float32(st.Dx()), float32(st.Dy())
				first := float32(math.Floor(float64((x0-y0-h)/gap))) * gap
				for t := first; t <= x0-y0+w; t += gap {
					p.pen.segment(vec{t + y0 - 1, y0 - 1}, vec{t + y0 + h + 1, y0 + h + 1}, line)
				}
				p.pen.fill(beachInk)
			}
		}
	}
}
