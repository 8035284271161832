package place

import (
	"math"

	"taktik/game"
	"taktik/maps"
	"taktik/render/camera"
	"taktik/render/counter"
	"taktik/render/paint"
	"taktik/render/play"
)

// Scene is what the placement sees of a frame of the board: the game under the camera,
// what the player must see, and the overlays that want a place, measured by the board.
type Scene struct {
	Game *game.Game
	Cam  *camera.Camera
	Map  Rect // the map's part of the screen

	Names  []Rect        // the names painted on the map, on screen (ScreenNames)
	Areas  []Rect        // of them, the areas' labels (bivouacs, beaches), which Veiled checks
	Click  []maps.Square // the squares the player may click now
	Look   []maps.Square // the squares the pointer shows (an enemy's reach): the tooltip keeps off them
	Pulse  []Pulse       // the lesson's targets, ringed
	Card   Rect          // the lesson's card, empty for none
	Rows   []Rect        // the panel's and the log's newest rows
	Prompt Rect          // the bar's sentence under the map, what to do now; empty for none
	Rulers []Rect        // the row and column numbers along the map's edges (R1)

	Tip      *Tip      // the square's tooltip, nil while it does not show
	Battles  []Battle  // the declared battles' tags
	Odds     []Odds    // the threat view's tags
	Contacts []Contact // the bars between pairs obliged to fight (R14)
	Die      *Die      // the die, nil while it does not show
	Toast    *Box      // the message, nil while none shows; its last spot is under the map
	Preview  *Box      // the odds of the battle being built, nil while none is built
	Note     *Box      // the line about an online game's link (NoteSpots), nil for a local game
	Floats   []Box     // the battles' results rising over the map
	Tags     []Box     // the way's cost and the battle it forces, at the end of the way (R14)

	Off bool // the placement switched off (Plan.Off)
}

// Tip is the square's tooltip: its size and the pointer it follows.
type Tip struct {
	Size
	X, Y float64
}

// Battle is a declared battle's tag: its units' squares and the tag's sizes, the full
// label first ("1 · 3–1"), then shorter ones ("1").
type Battle struct {
	Attackers, Defenders []maps.Square
	Sizes                []Size
}

// Odds is a threat view's tag on a unit's square, its sizes largest first.
type Odds struct {
	Square maps.Square
	Sizes  []Size
}

// Pulse is a lesson's ring round a square: its radii, largest first (the largest is
// the one it breathes out to).
type Pulse struct {
	Square maps.Square
	Radii  []float64
}

// Contact is the bar between two units obliged to fight (R14), Width its stroke with
// its rim.
type Contact struct {
	A, B  maps.Square
	Width float64
}

// Die is the die's card: the spots it may take in the column (and over the map), best
// first, and its sizes.
type Die struct {
	Spots []Point
	Sizes []Size
}

// Box is a card over the map (the message, the odds preview, a rising result): its
// size and the spots it may take, best first, and the smaller forms it may take where
// it fits nowhere at its size (the odds without their bars), best first.
type Box struct {
	Size
	Spots   []Point
	Smaller []Size
}

// Layout is where the overlays of a frame go.
type Layout struct {
	Keeps    []Keep
	Look     []Keep // the squares the pointer shows, which the tooltip keeps off
	Tip      Placed
	Battles  []Placed
	Odds     []Placed
	Pulses   []Placed // a ring's radius is half its rectangle's width
	Contacts []Bar
	Die      Placed
	Toast    Placed
	Preview  Placed
	Note     Placed
	Floats   []Placed
	Tags     []Placed
}

// Bar is a contact bar: its ends and width, and the rectangles that stand for it.
type Bar struct {
	X0, Y0, X1, Y1, Width float64
	Pieces                []Rect
}

// Of is the name a square's must-see rectangles go by (Keep.Of).
func Of(sq maps.Square) int { return sq.Row*1000 + sq.Col }

// Keeps are the scene's must-see rectangles: the squares to click, the printed
// values of the counters in view, the names, the card, the newest rows.
func (s *Scene) Keeps() []Keep {
	var out []Keep
	for _, sq := range s.Click {
		out = append(out, Keep{R: squareRect(s.Cam, sq), Kind: Click, Of: Of(sq)})
	}
	for _, p := range s.Pulse {
		out = append(out, Keep{R: squareRect(s.Cam, p.Square), Kind: Click, Of: Of(p.Square)})
	}
	out = append(out, s.valueKeeps()...)
	for _, n := range s.Names {
		out = append(out, Keep{R: n, Kind: Name, Of: -1})
	}
	// what lies off the map's part of the screen is not seen anyway
	seen := out[:0]
	for _, k := range out {
		if k.R.Meets(s.Map) {
			seen = append(seen, k)
		}
	}
	out = seen
	if !s.Card.Empty() {
		out = append(out, Keep{R: s.Card, Kind: Card, Of: -1})
	}
	for _, r := range s.Rows {
		out = append(out, Keep{R: r, Kind: Row, Of: -1})
	}
	if !s.Prompt.Empty() {
		out = append(out, Keep{R: s.Prompt, Kind: Row, Of: -1})
	}
	for _, r := range s.Rulers {
		out = append(out, Keep{R: r, Kind: Ruler, Of: -1})
	}
	return out
}

// valueKeeps are the printed number and values of each counter in view (counter.Draw
// prints them centred on two lines, the number on top, "combat-movement" below).
func (s *Scene) valueKeeps() []Keep {
	cam, g := s.Cam, s.Game
	size := counter.SizeFor(cam.Level)
	geo := counter.Measure(size)
	if geo.TextSize == 0 {
		return nil
	}
	k := cam.Square / float64(cam.Level) // between two levels the sheet is scaled
	c := float64(size) * k
	ts := float64(geo.TextSize) * k
	r0, c0, r1, c1 := cam.Visible()
	var out []Keep
	band := func(cx, top, line float64, text string, of int) {
		w := textWidth(text, ts)
		// the digits and capitals stand 0.7 em high: 0.85 em keeps a pixel round them
		out = append(out, Keep{R: Rect{cx - w/2, top + line*k - ts*0.425, w, ts * 0.85}, Kind: Values, Of: of})
	}
	for n := range game.NumUnits {
		u := g.Unit(n)
		if u.Status != game.OnBoard || u.Square.Row < r0 || u.Square.Row > r1 || u.Square.Col < c0 || u.Square.Col > c1 {
			continue
		}
		cx, cy := cam.Centre(u.Square)
		top := cy - c/2
		info := game.UnitInfo(n)
		if !geo.Compact {
			band(cx, top, float64(geo.TopLine), counter.Top(info), Of(u.Square))
		}
		band(cx, top, float64(geo.ValueLine), counter.Values(info), Of(u.Square))
	}
	return out
}

// counters are the bodies of the counters in view, each by its square (Keep.Of), a
// pixel inside its edge (neighbours' tags may touch the edge).
func (s *Scene) counters() []Keep {
	if len(s.Odds) == 0 && len(s.Tags) == 0 {
		return nil
	}
	return s.bodies(1)
}

// bodies are the counters in view, each by its square (Keep.Of), in pixels inside its
// edge.
func (s *Scene) bodies(in float64) []Keep {
	cam := s.Cam
	c := float64(counter.SizeFor(cam.Level)) * cam.Square / float64(cam.Level)
	r0, c0, r1, c1 := cam.Visible()
	var out []Keep
	for n := range game.NumUnits {
		u := s.Game.Unit(n)
		if u.Status != game.OnBoard || u.Square.Row < r0 || u.Square.Row > r1 || u.Square.Col < c0 || u.Square.Col > c1 {
			continue
		}
		x, y := cam.Centre(u.Square)
		out = append(out, Keep{R: Rect{x - c/2 + in, y - c/2 + in, c - 2*in, c - 2*in}, Kind: Values, Of: Of(u.Square)})
	}
	return out
}

// textWidth is the width of a counter's short text at a pixel size, a little more than
// its letters take (digits and capitals of the counter face are about 0.62 em wide).
func textWidth(s string, px float64) float64 {
	return float64(len([]rune(s)))*px*0.62 + 2
}

func squareRect(cam *camera.Camera, sq maps.Square) Rect {
	r := cam.SquareRect(sq)
	return Rect{r.X, r.Y, r.W, r.H}
}

// Lay decides where every overlay of the scene goes: the pulse rings first (they mark
// what the lesson asks for), then the contact bars, the battles' tags, the odds tags,
// the die, the message, and the tooltip last, which only explains.
func (s *Scene) Lay() Layout {
	keeps := s.Keeps()
	look := make([]Keep, 0, len(s.Look))
	for _, sq := range s.Look {
		look = append(look, Keep{R: squareRect(s.Cam, sq), Kind: Click, Of: Of(sq)})
	}
	p := &Plan{Bounds: s.Map, Keeps: keeps, Off: s.Off}
	var l Layout
	for _, pu := range s.Pulse {
		l.Pulses = append(l.Pulses, p.Put(s.pulseItem(pu)))
	}
	for _, c := range s.Contacts {
		l.Contacts = append(l.Contacts, s.bar(p, c))
	}
	for _, b := range s.Battles {
		l.Battles = append(l.Battles, p.Put(s.battleItem(b)))
	}
	bodies := s.counters()
	for _, o := range s.Odds {
		it := s.oddsItem(o)
		for _, b := range bodies { // a unit's tag lies on no other counter
			if b.Of != Of(o.Square) {
				it.Avoid = append(it.Avoid, b.R)
			}
		}
		l.Odds = append(l.Odds, p.Put(it))
	}
	for _, t := range s.Tags {
		it := Item{Spots: t.Spots, Sizes: []Size{t.Size}, Own: -1, Apart: true}
		for _, b := range bodies {
			it.Avoid = append(it.Avoid, b.R)
		}
		l.Tags = append(l.Tags, p.Put(it))
	}
	if s.Die != nil {
		l.Die = p.Put(Item{Spots: s.Die.Spots, Sizes: s.Die.Sizes, Own: -1, Free: true})
	}
	if s.Note != nil { // it must be read, and stays on the map: it speaks of the game on it
		l.Note = p.Put(Item{Spots: s.Note.Spots, Sizes: []Size{s.Note.Size}, Own: -1, Must: true, Apart: true})
	}
	if s.Toast != nil {
		// apart from the tags and rings placed before it: it covered the General's reason
		l.Toast = p.Put(Item{Spots: s.Toast.Spots, Sizes: []Size{s.Toast.Size}, Own: -1, Must: true, Free: true, Apart: true})
	}
	if s.Preview != nil { // while a battle is built its odds always show: the last spot is its old one
		sizes := append([]Size{s.Preview.Size}, s.Preview.Smaller...)
		l.Preview = p.Put(Item{Spots: s.Preview.Spots, Sizes: sizes, Own: -1, Must: true})
	}
	for _, f := range s.Floats {
		l.Floats = append(l.Floats, p.Put(Item{Spots: f.Spots, Sizes: []Size{f.Size}, Own: -1, Apart: true}))
	}
	if s.Tip != nil {
		p.Keeps = append(p.Keeps, look...)
		l.Tip = p.Put(s.tipItem(*s.Tip))
		p.Keeps = p.Keeps[:len(keeps)]
	}
	l.Keeps, l.Look = keeps, look
	return l
}

// pulseItem is a lesson's ring: breathing out past the square where nothing must be
// seen there, else inside its square.
func (s *Scene) pulseItem(pu Pulse) Item {
	x, y := s.Cam.Centre(pu.Square)
	it := Item{Spots: []Point{{x, y}}, Own: Of(pu.Square), Must: true, Free: true}
	for _, r := range pu.Radii {
		it.Sizes = append(it.Sizes, Size{2 * r, 2 * r})
	}
	return it
}

// battleItem is a battle's tag: in an empty square beside a defender, above it first,
// then the sides, then below, and squares away from the cities first (their names are
// painted on and beside them); else beside an attacker; shorter where the full label
// fits nowhere; never on a counter, a name, a square to click or another tag.
func (s *Scene) battleItem(b Battle) Item {
	it := Item{Sizes: b.Sizes, Own: -1, Apart: true}
	w := s.Cam.Square
	g := s.Game
	bd := g.Board()
	for pass := range 2 {
		for _, list := range [][]maps.Square{b.Defenders, b.Attackers} {
			for _, sq := range list {
				x, y := s.Cam.Centre(sq)
				for _, o := range besideOrder {
					n := maps.Square{Row: sq.Row + o[0], Col: sq.Col + o[1]}
					if _, taken := g.UnitAt(n); taken || !bd.In(n) || (pass == 0) == NearCity(bd, n) {
						continue
					}
					cx, cy := x+float64(o[1])*w, y+float64(o[0])*w
					// the middle of the square beside, then its part nearest the unit
					it.Spots = append(it.Spots, Point{cx, cy}, Point{cx - float64(o[1])*w*0.3, cy - float64(o[0])*w*0.3})
				}
			}
		}
	}
	if len(b.Defenders) > 0 && s.Off { // where the board put it before: the square above
		x, y := s.Cam.Centre(b.Defenders[0])
		it.Spots = append([]Point{{x, y - w}}, it.Spots...)
	}
	return it
}

// NearCity reports whether a square is a city's or touches one: where the city's name
// is painted.
func NearCity(b *maps.Board, sq maps.Square) bool {
	for dr := -1; dr <= 1; dr++ {
		for dc := -1; dc <= 1; dc++ {
			n := maps.Square{Row: sq.Row + dr, Col: sq.Col + dc}
			if b.In(n) && b.CityAt(n) != nil {
				return true
			}
		}
	}
	return false
}

// besideOrder are the squares next to a unit where its battle's tag may go, the
// preferred first: above, then the sides, then below (row, column offsets).
var besideOrder = [8][2]int{{-1, 0}, {-1, 1}, {-1, -1}, {0, 1}, {0, -1}, {1, 1}, {1, -1}, {1, 0}}

// oddsItem is a threat view's tag: on the unit's top right corner, half outside it,
// where the board always put it; else on its symbol, between its number and values;
// else at its other corners and edges; smaller where it must; never on a value, a
// name or another tag (one readable mark per unit).
func (s *Scene) oddsItem(o Odds) Item {
	r := squareRect(s.Cam, o.Square)
	w := r.W
	it := Item{Sizes: o.Sizes, Own: -1, Apart: true}
	first := o.Sizes[0]
	// the old place: the right edge 3 px and a quarter of the tag in, the tag's middle
	// at the top edge
	it.Spots = append(it.Spots, Point{r.X + w - first.W*0.25 + 1.5, r.Y - first.H*0.05 + 1.1})
	it.Spots = append(it.Spots,
		Point{r.X + w, r.Y}, Point{r.X, r.Y}, // the top corners
		Point{r.CX(), r.Y}, Point{r.X + w, r.CY()}, // the top edge, the side edges
		Point{r.X, r.CY()}, Point{r.X + w, r.Y + w}, Point{r.X, r.Y + w}, Point{r.CX(), r.Y + w},
		Point{r.CX(), r.CY() - w*0.03}) // on the counter's symbol, between its number and values
	// the compact badge, where a crowded front leaves no room round the counter: on the
	// counter's own upper half (its symbol, or its number's corners), under the number
	// and over the values as they are printed
	c := float64(counter.SizeFor(s.Cam.Level)) * s.Cam.Square / float64(s.Cam.Level)
	top := r.CY() - c/2
	last := o.Sizes[len(o.Sizes)-1]
	it.Spots = append(it.Spots, Point{r.CX(), top + last.H/2 + 0.5},
		Point{r.CX() - c/2 + last.W/2, top + last.H/2 + 0.5}, Point{r.CX() + c/2 - last.W/2, top + last.H/2 + 0.5})
	return it
}

// tipItem is the tooltip: below and right of the pointer, else flipped, else farther
// off, ring after ring, never under the pointer.
func (s *Scene) tipItem(t Tip) Item {
	it := Item{Sizes: []Size{t.Size}, Own: -1}
	a, b := 18.0, 20.0 // the pointer's own offsets, as ui.PlaceCard has them
	near := []Point{
		{t.X + a + t.W/2, t.Y + b + t.H/2}, {t.X - 12 - t.W/2, t.Y + b + t.H/2},
		{t.X + a + t.W/2, t.Y - 12 - t.H/2}, {t.X - 12 - t.W/2, t.Y - 12 - t.H/2},
	}
	it.Spots = append(it.Spots, near...)
	step := math.Max(12, s.Cam.Square/2)
	for d := step; d < math.Max(s.Map.W, s.Map.H); d += math.Max(step, d/4) {
		for _, pt := range ring(t.X, t.Y, d, math.Max(step, d/4)) {
			if !around(pt.X, pt.Y, t.Size).Grow(4).Meets(Rect{t.X - 1, t.Y - 1, 2, 2}) {
				it.Spots = append(it.Spots, pt)
			}
		}
	}
	return it
}

// bar places a contact bar across the edge two squares share: along the line between
// their middles first, then shorter, then moved off to a side, and as a short stub
// across the edge where nothing else is clear of the counters' values.
func (s *Scene) bar(p *Plan, c Contact) Bar {
	ax, ay := s.Cam.Centre(c.A)
	bx, by := s.Cam.Centre(c.B)
	dx, dy := bx-ax, by-ay
	l := math.Hypot(dx, dy)
	if l == 0 {
		return Bar{}
	}
	nx, ny := -dy/l*s.Cam.Square, dx/l*s.Cam.Square // across the line, a square long
	type cand struct{ t0, t1, off float64 }
	cands := []cand{{0.28, 0.72, 0}, {0.36, 0.64, 0}, {0.3, 0.7, 0.36}, {0.3, 0.7, -0.36}, {0.4, 0.6, 0.45}, {0.4, 0.6, -0.45},
		{0.44, 0.56, 0}}
	mk := func(k cand, w float64) Bar {
		b := Bar{X0: ax + dx*k.t0 + nx*k.off, Y0: ay + dy*k.t0 + ny*k.off, X1: ax + dx*k.t1 + nx*k.off, Y1: ay + dy*k.t1 + ny*k.off, Width: w}
		b.Pieces = pieces(b)
		return b
	}
	if p.Off {
		return mk(cands[0], c.Width)
	}
	// at its width with the rim, then thinner (the rim, which sets it off the counters,
	// given up first)
	for _, w := range []float64{c.Width, c.Width / 2.2, c.Width / 3} {
		for _, k := range cands {
			b := mk(k, w)
			ok := true
			for _, r := range b.Pieces {
				if !p.Clear(r, Item{Own: -1, Free: true}) {
					ok = false
					break
				}
			}
			if ok {
				return b
			}
		}
	}
	return mk(cands[len(cands)-1], c.Width/3)
}

// pieces are squares of the bar's width along it, which stand for it in the tests of
// what it covers.
func pieces(b Bar) []Rect {
	l := math.Hypot(b.X1-b.X0, b.Y1-b.Y0)
	n := max(1, int(math.Ceil(l/(b.Width/2))))
	var out []Rect
	for i := 0; i <= n; i++ {
		t := float64(i) / float64(n)
		x, y := b.X0+(b.X1-b.X0)*t, b.Y0+(b.Y1-b.Y0)*t
		out = append(out, Rect{x - b.Width/2, y - b.Width/2, b.Width, b.Width})
	}
	return out
}

// Covering lists, for the tests and the checks, each overlay that meets a must-see
// rectangle it should not (any but those of the thing it marks): its name and what it
// meets.
func (l Layout) Covering() []string {
	var out []string
	check := func(name string, p Placed) {
		if !p.Shown {
			return
		}
		keeps := l.Keeps
		if name == "tooltip" {
			keeps = append(keeps[:len(keeps):len(keeps)], l.Look...)
		}
		for _, k := range keeps {
			if (k.Of < 0 || k.Of != p.Of) && p.R.Meets(k.R) {
				out = append(out, name+" meets "+k.Kind.String())
				return
			}
		}
	}
	for _, pu := range l.Pulses {
		check("pulse", pu)
	}
	for _, b := range l.Contacts {
		for _, r := range b.Pieces {
			check("bar", Placed{R: r, Shown: true, Of: -1})
		}
	}
	for _, b := range l.Battles {
		check("battle tag", b)
	}
	for _, o := range l.Odds {
		check("odds tag", o)
	}
	check("die", l.Die)
	check("message", l.Toast)
	check("odds preview", l.Preview)
	check("online line", l.Note)
	for _, f := range l.Floats {
		check("result", f)
	}
	for _, t := range l.Tags {
		check("way's tag", t)
	}
	check("tooltip", l.Tip)
	return out
}

// Piled lists the tags that lie on one another (battle tags, odds tags), and the message
// over a way's tag (the General's reason among them): each must be read on its own.
func (l Layout) Piled() []string {
	var tags []Placed
	for _, list := range [][]Placed{l.Battles, l.Odds} {
		for _, p := range list {
			if p.Shown {
				tags = append(tags, p)
			}
		}
	}
	var out []string
	for i := range tags {
		for j := range i {
			if tags[i].R.Meets(tags[j].R) {
				out = append(out, "tags piled")
			}
		}
	}
	for _, t := range l.Tags { // the message lies on no tag at the end of a way
		if t.Shown && l.Toast.Shown && t.R.Meets(l.Toast.R) {
			out = append(out, "message on a way's tag")
		}
	}
	return out
}

// ScreenNames turns the names' rectangles in the picture painted at a level
// (paint.Names), whose grid starts margin pixels in, into rectangles on screen under
// the camera.
func ScreenNames(cam *camera.Camera, level, margin int, names []paint.Name) []Rect {
	k := cam.Square / float64(level)
	out := make([]Rect, 0, len(names))
	for _, n := range names {
		r := n.Rect
		out = append(out, Rect{cam.GX + float64(r.Min.X-margin)*k, cam.GY + float64(r.Min.Y-margin)*k,
			float64(r.Dx()) * k, float64(r.Dy()) * k})
	}
	return out
}

// Veiled lists the area labels (Scene.Areas) that a counter in view stands on: the
// board veils each whole, so that no half of "BEACH" or of an army's name peeks out
// between the counters. A label no counter meets keeps its place on the map as painted.
func (s *Scene) Veiled() []int {
	bodies := s.bodies(0)
	var out []int
	for i, a := range s.Areas {
		for _, b := range bodies {
			if a.Meets(b.R) {
				out = append(out, i)
				break
			}
		}
	}
	return out
}

// ClickSquares are the squares of the orders' marks where a click gives an order: a
// unit's reach, its stops and special operations, the squares to place, rebuild or
// retreat on, a weapon's reach.
func ClickSquares(marks []play.Marked) []maps.Square {
	var out []maps.Square
	for _, m := range marks {
		switch m.Mark {
		case play.Reach, play.Stop, play.Operation, play.Place, play.Rebuild, play.RetreatTo:
			out = append(out, m.Square)
		}
	}
	return out
}
