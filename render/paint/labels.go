package paint

import (
	"cmp"
	"fmt"
	"image"
	"image/color"
	"math"
	"slices"
	"strings"

	"golang.org/x/image/font"

	"taktik/maps"
)

// Labels name the cities, the bivouac areas and the beaches. Each label is set where it
// hides the least of the board while it stays with what it names:
//
//   - a city's name plate touches the city's block, never covers a city square;
//   - a bivouac label lies inside its dashed outline where it fits, and otherwise
//     beside it, facing it, broken into two or three lines if that fits better; it
//     never lies across the outline, which is the area's symbol;
//   - a BEACH label lies on the land beside its beach, or touches the beach.
//
// Every label stays clear of the other labels, the ports, the bridges and the city
// squares, and avoids covering bays, channels and lakes, rivers, roads, forests,
// mountains, beaches and other bivouac areas (open sea is nearly free: a coastal
// city's name may stand on it): each candidate place is priced by what it would hide, and the
// cheapest wins. Cities are named first, then bivouacs, then beaches, so that the more
// important names get the better places.

// labelKind says what a label names.
type labelKind int

const (
	cityLabel labelKind = iota
	bivouacLabel
	beachLabel
)

// placed is a label where it went: for drawing, and for the tests.
type placed struct {
	kind   labelKind
	name   string
	rect   image.Rectangle
	target []maps.Square // the squares it names
}

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
	extra  float32 // the price of this form (more lines, a smaller face), per pixel of area
}

func (p *painter) newLabel(lines []string, faces []font.Face, ink, box color.NRGBA, star bool) *label {
	lb := &label{lines: lines, faces: faces, ink: ink, box: box, star: star}
	size := faces[0].Metrics().Height.Ceil()
	lb.pad = max(1, size/5)
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

// The prices of covering things, per pixel of area (squares) or per pixel of length
// (lines). Hard obstacles are never covered.
const (
	narrowWaterPrice = 12  // bays, channels, lakes: the water that shapes the land
	seaPrice         = 0.3 // open sea, where a coastal name may stand
	roughPrice       = 8   // forest and mountain
	beachPrice       = 4
	bivouacPrice     = 4   // another formation's area
	outlinePrice     = 100 // its dashed outline
	riverPrice       = 150
	roadPrice        = 150
	borderPrice      = 2
	gapPrice         = 6   // per pixel of gap between a label and what it names, times its size
	offPrice         = 0.6 // per pixel its centre lies off the target's centre, times its size
	outsidePrice     = 0.8 // a bivouac label's area outside its own outline
	unfacedPrice     = 1   // a bivouac label's area beside it that does not face it
)

// segment is a line on the board a label should not hide.
type segment struct {
	a, b  vec
	half  float32 // half its width
	price float32
	of    *maps.Bivouac   // the area whose outline it is, or nil
	box   image.Rectangle // the pixels it may cover
}

func newSegment(a, b vec, half, price float32, of *maps.Bivouac) segment {
	k := int(half + 0.5)
	box := image.Rect(int(min(a.X, b.X))-k-1, int(min(a.Y, b.Y))-k-1, int(max(a.X, b.X))+k+2, int(max(a.Y, b.Y))+k+2)
	return segment{a, b, half, price, of, box}
}

// scene is what the labels must avoid, built once per painting.
type scene struct {
	squarePrice []float32         // per square, by dense index
	hard        []image.Rectangle // never covered
	lines       []segment
}

func (p *painter) newScene() *scene {
	sc := &scene{squarePrice: make([]float32, p.b.Size())}
	for i := range sc.squarePrice {
		s := p.b.SquareAt(i)
		switch {
		case p.b.CityAt(s) != nil:
			// with the city's outline, which reaches a little past its squares
			sc.hard = append(sc.hard, p.l.SquareRect(s).Inset(-int(cityOutline(p.l.Square)/2+1.5)))
		case p.b.Terrain(s) == maps.SeaBridge:
			// with the bridge's ends on the shores
			sc.hard = append(sc.hard, p.l.SquareRect(s).Inset(-(p.l.Square*2/5 + 2)))
		case p.b.Terrain(s) == maps.Water && p.narrowWater(s):
			sc.squarePrice[i] = narrowWaterPrice
		case p.b.Terrain(s) == maps.Water:
			sc.squarePrice[i] = seaPrice
		case p.b.Terrain(s) == maps.Forest || p.b.Terrain(s) == maps.Mountain:
			sc.squarePrice[i] = roughPrice
		case p.b.BivouacAt(s) != nil:
			sc.squarePrice[i] = bivouacPrice
		case p.b.BeachAt(s) != nil:
			sc.squarePrice[i] = beachPrice
		}
	}
	for _, b := range p.portBadges() {
		sc.hard = append(sc.hard, rectAround(b.c, b.r+1))
	}
	for _, br := range p.riverBridges() {
		sc.hard = append(sc.hard, rectAround(br.at, br.span/2+float32(p.l.Square)*0.3))
	}
	p.each(func(s maps.Square) {
		for _, d := range []maps.Dir{maps.East, maps.South} {
			if p.b.River(s, d) {
				a, b := p.edge(s, d)
				sc.lines = append(sc.lines, newSegment(a, b, p.w.river/2, riverPrice, nil))
			}
		}
	})
	for _, st := range p.roadSteps() {
		sc.lines = append(sc.lines, newSegment(p.l.mid(st[0]), p.l.mid(st[1]), p.w.road/2, roadPrice, nil))
	}
	for k := range p.b.Bivouacs {
		v := &p.b.Bivouacs[k]
		for _, e := range p.bivouacOutline(v) {
			sc.lines = append(sc.lines, newSegment(e[0], e[1], p.w.bivouac/2, outlinePrice, v))
		}
	}
	x := p.l.corner(1, p.b.Cols/2+1).X
	sc.lines = append(sc.lines, newSegment(vec{x, p.l.corner(1, 1).Y}, vec{x, p.l.corner(p.b.Rows+1, 1).Y}, p.w.border/2, borderPrice, nil))
	return sc
}

// narrowWater reports whether a water square belongs to a bay, a channel or a lake:
// land lies within two squares on both sides of it, along its row or its column. Open
// sea is the rest of the water.
func (p *painter) narrowWater(s maps.Square) bool {
	landWithin := func(dr, dc int) bool {
		for k := 1; k <= 2; k++ {
			if p.isLand(step(s, k*dr, k*dc)) {
				return true
			}
		}
		return false
	}
	return landWithin(0, -1) && landWithin(0, 1) || landWithin(-1, 0) && landWithin(1, 0)
}

// hidden is the price of what a rectangle would hide; own (may be nil) is the area a
// bivouac label belongs to, whose squares it may cover for free (but not its outline).
func (p *painter) hidden(sc *scene, r image.Rectangle, own *maps.Bivouac, lines []segment) float32 {
	var cost float32
	lo, okLo := p.l.SquareAt(r.Min.Add(image.Point{}))
	hi, okHi := p.l.SquareAt(r.Max.Sub(image.Point{1, 1}))
	if okLo && okHi {
		for row := lo.Row; row <= hi.Row; row++ {
			for col := lo.Col; col <= hi.Col; col++ {
				s := maps.Square{Row: row, Col: col}
				price := sc.squarePrice[p.b.Index(s)]
				if price == 0 || own != nil && p.b.BivouacAt(s) == own {
					continue
				}
				cost += area(r.Intersect(p.l.SquareRect(s))) * price
			}
		}
	}
	// A line hidden over a length costs in proportion to the square size, as the area
	// prices do through the pixels they count.
	scale := float32(p.l.Square) / 8
	for _, ln := range lines {
		if !ln.box.Overlaps(r) {
			continue
		}
		cost += clipLength(ln.a, ln.b, r.Inset(-int(ln.half+0.5))) * ln.price * scale
	}
	return cost
}

// clipLength is the length of the segment a–b inside a rectangle (Liang–Barsky).
func clipLength(a, b vec, r image.Rectangle) float32 {
	d := b.sub(a)
	t0, t1 := float32(0), float32(1)
	for _, e := range [4][2]float32{
		{-d.X, a.X - float32(r.Min.X)}, {d.X, float32(r.Max.X) - a.X},
		{-d.Y, a.Y - float32(r.Min.Y)}, {d.Y, float32(r.Max.Y) - a.Y},
	} {
		pp, q := e[0], e[1]
		if pp == 0 {
			if q < 0 {
				return 0
			}
			continue
		}
		t := q / pp
		if pp < 0 {
			t0 = max(t0, t)
		} else {
			t1 = min(t1, t)
		}
		if t0 > t1 {
			return 0
		}
	}
	return (t1 - t0) * d.len()
}

func area(r image.Rectangle) float32 { return float32(r.Dx() * r.Dy()) }

func rectAround(c vec, radius float32) image.Rectangle {
	k := int(radius + 0.5)
	x, y := int(c.X+0.5), int(c.Y+0.5)
	return image.Rect(x-k, y-k, x+k, y+k)
}

// candidate is a place for one form of a label.
type candidate struct {
	lb    *label
	r     image.Rectangle
	price float32
	hard  bool // on a fixed obstacle: a city, a port, a bridge
}

// around lists the places where a label touches a target rectangle from outside, or
// stands off it by each gap: above, below, left and right, slid along the side in
// steps of a sixth of a square as long as it still faces the target.
func (lb *label) around(t image.Rectangle, square int, gaps []int) []image.Rectangle {
	step := max(1, square/6)
	mx := min(square/2, lb.w/2, t.Dx()/2)
	my := min(square/2, lb.h/2, t.Dy()/2)
	var list []image.Rectangle
	for _, g := range gaps {
		for x := t.Min.X - lb.w + mx; x <= t.Max.X-mx; x += step {
			list = append(list, image.Rect(x, t.Min.Y-g-lb.h, x+lb.w, t.Min.Y-g), image.Rect(x, t.Max.Y+g, x+lb.w, t.Max.Y+g+lb.h))
		}
		for y := t.Min.Y - lb.h + my; y <= t.Max.Y-my; y += step {
			list = append(list, image.Rect(t.Min.X-g-lb.w, y, t.Min.X-g, y+lb.h), image.Rect(t.Max.X+g, y, t.Max.X+g+lb.w, y+lb.h))
		}
	}
	return list
}

// within lists the places where a label lies inside a target rectangle, or, where it
// is too big, overhangs it evenly, in steps of a quarter square.
func (lb *label) within(t image.Rectangle, square int) []image.Rectangle {
	step := max(2, square/4)
	x0, x1 := min(t.Min.X, t.Max.X-lb.w), max(t.Min.X, t.Max.X-lb.w)
	y0, y1 := min(t.Min.Y, t.Max.Y-lb.h), max(t.Min.Y, t.Max.Y-lb.h)
	if t.Dx() < lb.w {
		x0, x1 = t.Min.X+(t.Dx()-lb.w)/2, t.Min.X+(t.Dx()-lb.w)/2
	}
	if t.Dy() < lb.h {
		y0, y1 = t.Min.Y+(t.Dy()-lb.h)/2, t.Min.Y+(t.Dy()-lb.h)/2
	}
	var list []image.Rectangle
	for y := y0; y <= y1; y += step {
		for x := x0; x <= x1; x += step {
			list = append(list, image.Rect(x, y, x+lb.w, y+lb.h))
		}
		if x1 > x0 && (x1-x0)%step != 0 {
			list = append(list, image.Rect(x1, y, x1+lb.w, y+lb.h))
		}
	}
	return list
}

// facing is how much of a label outside a target faces it: the share of the label's
// side towards the target that lies opposite the target. A label that overlaps the
// target faces it wholly.
func facing(r, t image.Rectangle) float32 {
	if r.Overlaps(t) {
		return 1
	}
	switch {
	case r.Max.Y <= t.Min.Y || r.Min.Y >= t.Max.Y: // above or below
		return float32(max(0, min(r.Max.X, t.Max.X)-max(r.Min.X, t.Min.X))) / float32(r.Dx())
	default: // beside
		return float32(max(0, min(r.Max.Y, t.Max.Y)-max(r.Min.Y, t.Min.Y))) / float32(r.Dy())
	}
}

// gapBetween is how far apart two rectangles are (0 when they touch or overlap).
func gapBetween(a, b image.Rectangle) int {
	dx := max(b.Min.X-a.Max.X, a.Min.X-b.Max.X, 0)
	dy := max(b.Min.Y-a.Max.Y, a.Min.Y-b.Max.Y, 0)
	return max(dx, dy)
}

// job is one label to place: what it names and the places it may go.
type job struct {
	kind   labelKind
	name   string
	target []maps.Square
	bounds image.Rectangle // of the target
	own    *maps.Bivouac   // a bivouac label's own area, or nil
	cands  []candidate
	lines  []segment // the scene's lines near any of the candidates
}

// price is what a candidate costs, leaving out the hard obstacles: what it hides, how
// far it strays from its target, and the price of its form.
func (p *painter) price(sc *scene, j *job, c candidate) float32 {
	r := c.r
	size := float32(math.Sqrt(float64(area(r)))) // a label's size, whatever its shape
	cost := float32(gapBetween(r, j.bounds))*gapPrice*size + centre(r).sub(centre(j.bounds)).len()*offPrice*size
	cost += c.lb.extra * area(r)
	if j.own != nil {
		cost += (area(r) - p.coveredBy(r, j.own.Squares)) * outsidePrice
		cost += (1 - facing(r, j.bounds)) * area(r) * unfacedPrice
	}
	return cost + p.hidden(sc, r, j.own, j.lines)
}

// choose returns the cheapest candidate clear of the labels already placed (the
// candidates are sorted by price, and those on a fixed obstacle come last).
func (p *painter) choose(j *job, placed []image.Rectangle) candidate {
	for _, c := range j.cands {
		clear := true
		for _, o := range placed {
			if c.r.Overlaps(o) {
				clear = false
				break
			}
		}
		if clear {
			return c
		}
	}
	if len(j.cands) > 0 {
		return j.cands[0]
	}
	return candidate{}
}

// coveredBy is how many pixels of a rectangle lie on a set of squares.
func (p *painter) coveredBy(r image.Rectangle, list []maps.Square) float32 {
	var n float32
	for _, s := range list {
		n += area(r.Intersect(p.l.SquareRect(s)))
	}
	return n
}

// labelJobs lists the labels to place, cities first, then bivouacs, then beaches, each
// with its candidate places.
func (p *painter) labelJobs(sc *scene) []*job {
	S := p.l.Square
	var jobs []*job
	for k := range p.b.Cities {
		c := &p.b.Cities[k]
		tf := medium
		if c.Capital {
			tf = bold
		}
		j := &job{kind: cityLabel, name: c.Name, target: c.Squares, bounds: p.cityBounds(c)}
		// beside each part of the city, and beside each of its squares (which reaches
		// into the notch of an L-shaped city)
		var targets []image.Rectangle
		for _, part := range p.cityParts(c) {
			targets = append(targets, p.squaresBounds(part))
		}
		for _, s := range c.Squares {
			targets = append(targets, p.l.SquareRect(s))
		}
		for k := 0; k < 4 && citySize(S)-k >= minLabelSize; k++ {
			size := citySize(S) - k
			lb := p.newLabel([]string{c.Name}, []font.Face{p.faces.face(tf, size)}, inkColour, labelPaper, c.Capital)
			lb.extra = 1.2 * float32(k)
			for _, t := range targets {
				for _, r := range lb.around(t, S, []int{3, S / 4}) {
					j.cands = append(j.cands, candidate{lb: lb, r: r})
				}
			}
		}
		jobs = append(jobs, j)
	}
	for k := range p.b.Bivouacs {
		v := &p.b.Bivouacs[k]
		j := &job{kind: bivouacLabel, name: v.Name, target: v.Squares, bounds: p.squaresBounds(v.Squares), own: v}
		for _, lb := range p.bivouacForms(v) {
			for _, r := range lb.within(j.bounds, S) {
				j.cands = append(j.cands, candidate{lb: lb, r: r})
			}
			for _, r := range lb.around(j.bounds, S, []int{1}) {
				j.cands = append(j.cands, candidate{lb: lb, r: r})
			}
		}
		jobs = append(jobs, j)
	}
	for k := range p.b.Beaches {
		bc := &p.b.Beaches[k]
		j := &job{kind: beachLabel, name: bc.Name, target: bc.Squares, bounds: p.squaresBounds(bc.Squares)}
		for _, lb := range p.beachForms(bc) {
			for _, s := range bc.Squares {
				for _, r := range lb.around(p.l.SquareRect(s), S, []int{1, S / 4}) {
					j.cands = append(j.cands, candidate{lb: lb, r: r})
				}
			}
		}
		jobs = append(jobs, j)
	}
	grid := p.l.Grid()
	for _, j := range jobs {
		// Keep the places on the board, and the lines near them.
		var reach image.Rectangle
		kept := j.cands[:0]
		for _, c := range j.cands {
			if c.r.In(grid) {
				kept = append(kept, c)
				reach = reach.Union(c.r)
			}
		}
		j.cands = kept
		for _, ln := range sc.lines {
			if ln.box.Overlaps(reach) {
				j.lines = append(j.lines, ln)
			}
		}
		var hardNear []image.Rectangle
		for _, o := range sc.hard {
			if o.Overlaps(reach) {
				hardNear = append(hardNear, o)
			}
		}
		// Price every place once, and sort them: the places clear of the fixed
		// obstacles by price, then the cheapest of the others as a last resort. Ties
		// keep their order, so every painting is the same.
		var hard candidate
		kept = j.cands[:0]
		for _, c := range j.cands {
			c.price = p.price(sc, j, c)
			for _, o := range hardNear {
				if c.r.Overlaps(o) {
					c.hard = true
					break
				}
			}
			switch {
			case !c.hard:
				kept = append(kept, c)
			case hard.lb == nil || c.price < hard.price:
				hard = c
			}
		}
		slices.SortStableFunc(kept, func(a, b candidate) int { return cmp.Compare(a.price, b.price) })
		kept = slices.CompactFunc(kept, func(a, b candidate) bool { return a.lb == b.lb && a.r == b.r })
		if hard.lb != nil {
			kept = append(kept, hard)
		}
		j.cands = kept
	}
	return jobs
}

// labels places every label, then goes over them twice more, each time moving each
// label to its best place given where all the others now are (a label may have taken a
// place early that another needed more), and draws them.
func (p *painter) labels() {
	for _, c := range p.placeLabels() {
		p.labelled = append(p.labelled, c.placed)
		p.drawLabel(c.lb, c.rect)
	}
}

// chosenLabel is a label and where it goes.
type chosenLabel struct {
	placed
	lb *label
}

// placeLabels works out where every label goes, without drawing.
func (p *painter) placeLabels() []chosenLabel {
	sc := p.newScene()
	jobs := p.labelJobs(sc)
	chosen := make([]candidate, len(jobs))
	rects := make([]image.Rectangle, 0, len(jobs))
	for i, j := range jobs {
		chosen[i] = p.choose(j, rects)
		rects = append(rects, chosen[i].r.Inset(-labelGap))
	}
	for pass := 0; pass < 2; pass++ {
		for i, j := range jobs {
			others := make([]image.Rectangle, 0, len(jobs))
			for k := range jobs {
				if k != i {
					others = append(others, chosen[k].r.Inset(-labelGap))
				}
			}
			chosen[i] = p.choose(j, others)
		}
	}
	var out []chosenLabel
	for i, j := range jobs {
		if chosen[i].lb != nil {
			out = append(out, chosenLabel{placed{j.kind, j.name, chosen[i].r, j.target}, chosen[i].lb})
		}
	}
	return out
}

// Name is a name painted on the board: what it names, its box in the picture's pixels,
// and whether it names an area (a bivouac area or a beach) rather than a city.
type Name struct {
	Text string
	Rect image.Rectangle
	Area bool
}

// GridInk is the ink of the squares' thin lines, for the board view, which draws them
// again where it veils a label.
func GridInk() color.NRGBA { return gridColour }

// Names are where the names of the cities, the bivouac areas and the beaches lie on the
// board painted with squares of a size, in the picture's pixels: what the board view
// keeps clear of its overlays, and the area labels it veils where counters stand on
// them. They are worked out as Board sets them, without painting.
func Names(b *maps.Board, square int) ([]Name, error) {
	if square < MinSquare || square > MaxSquare {
		return nil, fmt.Errorf("a square of %d pixels cannot be painted: choose a size from %d to %d", square, MinSquare, MaxSquare)
	}
	fs, err := newFaces()
	if err != nil {
		return nil, err
	}
	p := &painter{b: b, l: NewLayout(b, square), faces: fs, w: lineWidths(square)}
	var out []Name
	for _, c := range p.placeLabels() {
		out = append(out, Name{Text: c.name, Rect: c.rect, Area: c.kind != cityLabel})
	}
	return out, nil
}

// minLabelSize is the smallest face a name is ever set in, in pixels.
const minLabelSize = 7

// labelGap is the least room between two labels, in pixels.
const labelGap = 2

// cityParts splits a city into the groups of its squares that touch (Blue's capital
// lies on two shores).
func (p *painter) cityParts(c *maps.City) [][]maps.Square {
	var parts [][]maps.Square
	seen := map[maps.Square]bool{}
	for _, s := range c.Squares {
		if seen[s] {
			continue
		}
		seen[s] = true
		part := []maps.Square{s}
		for k := 0; k < len(part); k++ {
			for _, q := range c.Squares {
				if !seen[q] && maps.Adjacent(part[k], q) {
					seen[q] = true
					part = append(part, q)
				}
			}
		}
		parts = append(parts, part)
	}
	return parts
}

// bivouacForms are the ways a bivouac label can be set: on one line, or broken at its
// spaces into two or three lines (never inside a corps name such as "IV C"), in the
// normal face and one size smaller. The more lines and the smaller, the dearer.
func (p *painter) bivouacForms(v *maps.Bivouac) []*label {
	S := p.l.Square
	words := strings.Fields(v.Name)
	splits := [][]string{{v.Name}}
	if len(words) >= 2 && !strings.HasSuffix(v.Name, " C") {
		for i := 1; i < len(words); i++ {
			splits = append(splits, []string{strings.Join(words[:i], " "), strings.Join(words[i:], " ")})
		}
		if len(words) == 3 {
			splits = append(splits, words)
		}
	}
	var forms []*label
	for k := 0; k < 3 && bivouacSize(S)-k >= minLabelSize; k++ {
		size := bivouacSize(S) - k
		for _, lines := range splits {
			faces := make([]font.Face, len(lines))
			for i := range faces {
				faces[i] = p.faces.face(bold, size)
			}
			lb := p.newLabel(lines, faces, sideInk(v.Side), bivouacBackdrop, false)
			lb.extra = 0.1*float32(len(lines)-1) + 1.2*float32(k)
			forms = append(forms, lb)
		}
	}
	return forms
}

// beachForms: "BEACH" with the beach's name below it where the squares are large
// enough to read it, and "BEACH" alone.
func (p *painter) beachForms(bc *maps.Beach) []*label {
	S := p.l.Square
	word := p.newLabel([]string{"BEACH"}, []font.Face{p.faces.face(bold, beachSize(S))}, beachInk, beachBackdrop, false)
	if S < 24 || bc.Name == "" {
		return []*label{word}
	}
	named := p.newLabel([]string{"BEACH", bc.Name}, []font.Face{p.faces.face(bold, beachSize(S)), p.faces.face(regular, beachSize(S))}, beachInk, beachBackdrop, false)
	word.extra = 3
	return []*label{named, word}
}

// drawLabel paints a placed label.
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

func centre(r image.Rectangle) vec {
	return vec{float32(r.Min.X+r.Max.X) / 2, float32(r.Min.Y+r.Max.Y) / 2}
}
