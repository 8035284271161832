// Package counter draws the units as printed wargame counters: a square in the side's
// colour, a cream box holding the NATO symbol of the unit's kind, the division number
// (or the HQ's formation) on top and the combat and movement values below, "1-5".
// Counters are painted in plain Go into an RGBA sheet, one per size, so the board view
// uploads each size once and draws a counter as one image copy; and the drawing is
// tested without a display.
package counter

import (
	"image"
	"image/color"
	"math"

	"taktik/game/pace"
	"taktik/render/palette"
	"taktik/units"
)

// Colours of a counter: the country inks of the board painter, a cream symbol box,
// near-black symbols.
var (
	RedBody   = palette.Red
	BlueBody  = palette.Blue
	BoxColour = palette.Cream
	SymbolInk = palette.SymbolInk
	TextInk   = palette.TextInk
)

// Body is the counter colour of a side.
func Body(s units.Side) color.NRGBA { return palette.Side(s) }

// TextMin is the smallest counter, in pixels, that carries its number and values.
// Smaller ones down to ValuesMin carry the values alone, large under a small symbol (the
// tooltip tells the number); smaller still, the colour and the symbol only. The board
// never zooms out so far that its counters drop below ValuesMin.
const (
	TextMin   = 26
	ValuesMin = 16
)

// Top is the label at the top of a counter: the division number, or for an HQ its
// formation ("I C" … "IV C" for the corps, "I A", "II A" for the armies, "AG").
func Top(u units.Unit) string {
	if u.Kind != units.HQ {
		return u.Short()
	}
	switch u.Formation {
	case units.Army1, units.Army2:
		return u.Short() + " A"
	case units.ArmyGroup:
		return "AG"
	}
	return u.Short() + " C"
}

// Values is the printed "combat-movement" line, e.g. "2-7".
func Values(u units.Unit) string {
	return string(rune('0'+u.Combat())) + "-" + string(rune('0'+u.Move()))
}

// Geometry is where a counter's parts lie in its cell, in pixels from the cell's corner.
type Geometry struct {
	Size                  int
	Box                   image.Rectangle // the symbol box
	TopLine, ValueLine    float32         // vertical centres of the two texts
	TextSize              int             // pixel size of the texts, 0 without text
	Compact               bool            // the values only, under a small symbol (no number)
	Edge, BoxLine, Stroke float32         // widths of the bevel, the box frame, the symbol lines
}

// Measure lays out a counter of a size.
func Measure(size int) Geometry {
	c := float32(size)
	g := Geometry{Size: size}
	g.Edge = max(1, c/24)
	g.BoxLine = max(1, float32(math.Round(float64(c)/28)))
	g.Stroke = max(1, c/22)
	if size >= TextMin {
		g.TextSize = int(math.Round(float64(c) * 0.29))
		g.Box = image.Rect(round(c*0.19), round(c*0.32), round(c*0.81), round(c*0.69))
		g.TopLine = c * 0.18
		g.ValueLine = c * 0.845
		return g
	}
	if size >= ValuesMin { // the values, as large as the counter allows
		g.Compact = true
		g.TextSize = int(math.Round(float64(c) * 0.46))
		g.Box = image.Rect(round(c*0.2), round(c*0.13), round(c*0.8), round(c*0.5))
		g.Stroke = max(1, c/20)
		g.ValueLine = c * 0.73
		return g
	}
	g.Box = image.Rect(round(c*0.16), round(c*0.27), round(c*0.84), round(c*0.73))
	return g
}

func round(v float32) int { return int(math.Round(float64(v))) }

// Draw paints one counter into a cell of dst (the cell is the counter's square).
func Draw(dst *image.RGBA, cell image.Rectangle, u units.Unit, f *Faces) {
	pace.Breathe() // a browser tab draws meanwhile
	g := Measure(cell.Dx())
	p := newPen(dst, cell)
	c := float32(g.Size)
	body := Body(u.Side)
	radius := max(1.5, c*0.08)

	// the counter: a dark rim, the body, a lighter top-left edge as printed card has
	p.roundRect(0, 0, c, c, radius)
	p.fill(shade(body, 0.55))
	p.roundRect(g.Edge, g.Edge, c-g.Edge, c-g.Edge, radius*0.8)
	p.fill(shade(body, 1.25))
	p.roundRect(g.Edge*1.8, g.Edge*1.8, c-g.Edge, c-g.Edge, radius*0.7)
	p.fill(body)

	b := g.Box
	x0, y0, x1, y1 := float32(b.Min.X), float32(b.Min.Y), float32(b.Max.X), float32(b.Max.Y)
	p.rect(x0, y0, x1, y1, false)
	p.fill(BoxColour)
	symbol(p, u, g)
	p.frame(x0, y0, x1, y1, g.BoxLine)
	p.fill(SymbolInk)

	if g.TextSize > 0 {
		if !g.Compact {
			f.centred(dst, cell, Top(u), g.TextSize, c/2, g.TopLine)
		}
		f.centred(dst, cell, Values(u), g.TextSize, c/2, g.ValueLine)
	}
}

// symbol draws the kind's NATO symbol inside the box (R7 kinds). The marks that tell
// the special infantry apart sit on a cream halo so they read over the cross.
func symbol(p *pen, u units.Unit, g Geometry) {
	b := g.Box
	x0, y0, x1, y1 := float32(b.Min.X), float32(b.Min.Y), float32(b.Max.X), float32(b.Max.Y)
	w, h := x1-x0, y1-y0
	cx := (x0 + x1) / 2
	s := g.Stroke
	halo := max(1, s*0.9)
	cross := func() { // infantry: the box's diagonals
		p.line(pt{x0, y0}, pt{x1, y1}, s)
		p.line(pt{x0, y1}, pt{x1, y0}, s)
		p.fill(SymbolInk)
	}
	switch u.Kind {
	case units.Infantry:
		cross()
	case units.Armour: // a track seen from the side: an oval
		c := pt{cx, (y0 + y1) / 2}
		p.ellipse(c, w*0.36, h*0.3, false)
		p.ellipse(c, w*0.36-s, h*0.3-s, true)
	case units.Paratroop: // infantry over a canopy
		cross()
		r := h * 0.3
		c := pt{cx, y1 - h*0.1 - r}
		p.arc(c, r, 0, math.Pi, s+2*halo)
		p.fill(BoxColour)
		p.arc(c, r, 0, math.Pi, s)
	case units.Mountain: // infantry with a peak
		cross()
		th := h * 0.38 // low enough that the cross still meets above the peak
		p.poly(false, pt{cx, y1 - th - halo*1.2}, pt{cx + th*0.75 + halo*1.6, y1}, pt{cx - th*0.75 - halo*1.6, y1})
		p.fill(BoxColour)
		p.poly(false, pt{cx, y1 - th}, pt{cx + th*0.75, y1}, pt{cx - th*0.75, y1})
	case units.Marine: // infantry with an anchor
		cross()
		r := h * 0.2
		base := y1 - h*0.12
		top := base - 2.5*r
		p.rect(cx-1.1*r-halo, top-halo, cx+1.1*r+halo, base+halo, false)
		p.fill(BoxColour)
		p.line(pt{cx, top}, pt{cx, base}, s)
		p.line(pt{cx - r*0.75, top + r*0.5}, pt{cx + r*0.75, top + r*0.5}, s)
		p.arc(pt{cx, base - r}, r, 0, math.Pi, s)
	case units.HQ: // a staff with a flag
		sx := x0 + w*0.32
		p.line(pt{sx, y0 + h*0.14}, pt{sx, y1 - h*0.1}, s*1.2)
		p.poly(false, pt{sx, y0 + h*0.14}, pt{x1 - w*0.2, y0 + h*0.3}, pt{sx, y0 + h*0.52})
	}
}

// shade darkens (k < 1) or lightens (k > 1) a colour.
func shade(c color.NRGBA, k float64) color.NRGBA {
	f := func(v uint8) uint8 {
		x := float64(v) * k
		if k > 1 {
			x = float64(v) + (255-float64(v))*(k-1)
		}
		return uint8(math.Min(255, math.Max(0, x)))
	}
	return color.NRGBA{f(c.R), f(c.G), f(c.B), c.A}
}
