package board

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"taktik/game"
	"taktik/maps"
	"taktik/render/board/place"
	"taktik/render/info"
	"taktik/render/palette"
	"taktik/render/play"
	"taktik/render/ui"
)

// The marks of the orders on the map. Under the counters: the squares a unit can reach
// or be placed or retreated on. Over them: the movement left on each square, the
// crossed swords where a unit would stop next to the enemy (R12), the path to the
// square under the pointer with its cost, the contacts that must be fought (R14, solid
// red while no battle covers them, dashed slate once one does), the declared battles,
// the units being picked, and the threat view (threat.go).

// Their colours are the palette's (render/palette), where their distinctions are tested
// for colour-blind eyes.
var (
	reachFill  = palette.Reach
	stopFill   = palette.Stop
	opFill     = palette.Op
	goodFill   = palette.Good
	goodInk    = palette.GoodInk
	pathInk    = palette.Path
	coveredInk = palette.Covered
	attackInk  = palette.Attack
	defendInk  = palette.Defend
)

// marksLayer is the part of the view that draws the orders' marks on the map.
type marksLayer struct {
	*View

	tints       tints     // the squares tinted this frame, drawn together
	battleCards []ui.Rect // where the battles' labels are drawn this frame
	battleTexts []string  // their labels, "1 · 3–1", and their numbers alone
	battleNums  []string
}

// drawUnder shades the squares an order can go to.
func (v *marksLayer) drawUnder(dst *ebiten.Image) {
	v.drawThreatUnder(dst)
	v.drawShades(dst)
	v.flushTints(dst)
}

// markStyle is how a mark of the orders shows: a tint of its square (none when fill is
// clear), a ring of some width round it, a cross through it.
type markStyle struct {
	fill  color.NRGBA
	ring  color.NRGBA
	width float64
	cross bool
}

// markStyles are the marks' looks: pale tints where an order can go, rings round the
// units an order concerns.
var markStyles = [...]markStyle{
	play.Reach:        {fill: reachFill},
	play.Stop:         {fill: stopFill},
	play.Operation:    {fill: opFill},
	play.Place:        {fill: goodFill},
	play.Rebuild:      {fill: goodFill, ring: goodInk, width: 2.5}, // a strong ring: the squares are often city squares
	play.RetreatTo:    {fill: goodFill, ring: ui.Olive, width: 1.5},
	play.NukeReach:    {fill: nukeReach},
	play.Selected:     {ring: palette.Select, width: 3},
	play.Attacker:     {ring: attackInk, width: 3},
	play.Defender:     {ring: defendInk, width: 3},
	play.Beaten:       {ring: ui.Brass, width: 2.5},
	play.BeatenPicked: {ring: attackInk, width: 4},
	play.Offered:      {ring: attackInk, width: 2},
	play.GivenUp:      {ring: attackInk, width: 2, cross: true},
	play.NukeHQ:       {ring: ui.Brass, width: 2.5},
	play.NukeHQPicked: {ring: attackInk, width: 4},
}

// drawShades tints the squares and rings the ones that need it; the rings come after
// the tints under them.
func (v *marksLayer) drawShades(dst *ebiten.Image) {
	marks := v.ord.Under()
	r0, c0, r1, c1 := v.cam.Visible()
	for _, m := range marks {
		st := markStyles[m.Mark]
		if st.fill.A == 0 {
			continue
		}
		// a weapon's reach can be most of the board: only what shows is tinted
		if sq := m.Square; m.Mark == play.NukeReach && (sq.Row < r0 || sq.Row > r1 || sq.Col < c0 || sq.Col > c1) {
			continue
		}
		v.fillSquare(dst, m.Square, st.fill)
	}
	v.flushTints(dst)
	v.drawRings(dst, marks)
}

// drawRings rings and crosses out the squares of marks that have rings.
func (v *marksLayer) drawRings(dst *ebiten.Image, marks []play.Marked) {
	for _, m := range marks {
		st := markStyles[m.Mark]
		if st.width > 0 {
			v.ringSquare(dst, m.Square, st.ring, st.width)
		}
		if st.cross {
			v.cross(dst, m.Square, defendInk)
		}
	}
}

// drawOver draws the marks that belong on top of the counters.
func (v *marksLayer) drawOver(dst *ebiten.Image) {
	switch v.ord.Mode() {
	case play.Move:
		v.drawAdvice(dst)
		v.drawTargets(dst)
		v.drawPath(dst)
		v.drawForcedTag(dst)
	case play.Battle:
		v.drawContacts(dst)
		v.drawBattles(dst)
	case play.Computer:
		if v.game.Phase() == game.PhaseCombat {
			v.drawBattles(dst)
		}
	}
	v.drawRings(dst, v.ord.Over())
	if nuking, _ := v.ord.Nuking(); nuking && v.ord.Mode() == play.Battle {
		v.drawNukeBlock(dst)
	}
	v.drawThreatOver(dst)
	v.drawTray(dst)
}

// drawTargets writes the movement left on each reachable square and marks the stops.
func (v *marksLayer) drawTargets(dst *ebiten.Image) {
	if v.ord.Selected() < 0 {
		return
	}
	size := v.cam.Square
	face := ui.FacePx(ui.Bold, math.Max(9, size*0.34))
	for _, t := range v.ord.Targets() {
		r := v.cam.SquareRect(t.Square)
		if t.Stops {
			v.swords(dst, r.X+r.W/2, r.Y+r.H/2, size*0.42)
			continue
		}
		if size >= 18 {
			v.text.draw(dst, info.Thirds(t.Left), face, r.X+r.W/2, r.Y+r.H/2, ui.Ink, ui.Center)
		}
	}
}

// drawPath draws the way to the square under the pointer and what it costs.
func (v *marksLayer) drawPath(dst *ebiten.Image) {
	if v.ord.Selected() < 0 || !v.hoverOK {
		return
	}
	path, cost, ok := v.ord.Path(v.hover)
	if !ok {
		return
	}
	p := &vector.Path{}
	x, y := v.cam.Centre(v.game.Unit(v.ord.Selected()).Square)
	p.MoveTo(float32(x), float32(y))
	for _, sq := range path {
		cx, cy := v.cam.Centre(sq)
		p.LineTo(float32(cx), float32(cy))
	}
	w := float32(math.Max(2, v.cam.Square*0.1))
	ui.StrokePath(dst, p, w, pathInk)
	for _, sq := range path {
		cx, cy := v.cam.Centre(sq)
		vector.DrawFilledCircle(dst, float32(cx), float32(cy), w*1.1, pathInk, true)
	}
	// the cost on a tag beside the way's end, where the placement found room for it
	if card, ok := v.tagAt(v.pathTag); ok {
		ui.FillRect(dst, card, ui.Ink)
		v.text.draw(dst, info.Thirds(cost), tagFace(), card.CX(), card.CY(), ui.Cream, ui.Center)
	}
}

// drawContacts draws a bar between every obliged pair (R14): solid red while no
// declared battle covers it, dashed slate once one does. The placement sets each bar
// across the edge the two squares share, clear of the counters' values: shorter, to a
// side, or thinner (without its cream rim) where it must.
func (v *marksLayer) drawContacts(dst *ebiten.Image) {
	open := map[[2]int]bool{}
	for _, c := range v.game.Uncovered() {
		open[c] = true
	}
	full := place.BarWidth(v.cam.Square)
	for i, c := range v.game.Contacts() {
		if i >= len(v.placed.Contacts) {
			break
		}
		b := v.placed.Contacts[i]
		bar := &vector.Path{}
		if open[c] {
			bar.MoveTo(float32(b.X0), float32(b.Y0))
			bar.LineTo(float32(b.X1), float32(b.Y1))
		} else {
			// covered: three dashes, so it differs from the solid bar in shape as well as
			// colour (a colour-blind eye may not tell red from the slate)
			for _, k := range [][2]float64{{0, 0.22}, {0.39, 0.61}, {0.78, 1}} {
				bar.MoveTo(float32(b.X0+(b.X1-b.X0)*k[0]), float32(b.Y0+(b.Y1-b.Y0)*k[0]))
				bar.LineTo(float32(b.X0+(b.X1-b.X0)*k[1]), float32(b.Y0+(b.Y1-b.Y0)*k[1]))
			}
		}
		ink, w := coveredInk, float32(b.Width)
		if open[c] {
			ink = defendInk
		}
		if b.Width >= full-0.01 { // a cream rim sets the bar off the counters
			ui.StrokePath(dst, bar, w, ui.Cream)
			w /= 2.2
		}
		ui.StrokePath(dst, bar, w, ink)
	}
}

// drawBattles marks each declared, unresolved battle with its number (as the log
// counts them) and its odds, where the placement put the tag: in a square beside a
// defender, clear of the counters' values, the names on the map and the other tags;
// the number alone where the whole tag fits nowhere, none where nothing fits.
func (v *marksLayer) drawBattles(dst *ebiten.Image) {
	face := battleFace()
	v.battleCards = v.battleCards[:0]
	for i, p := range v.placed.Battles {
		if !p.Shown || i >= len(v.battleTexts) {
			continue
		}
		card, label := ur(p.R), v.battleTexts[i]
		if p.Size > 0 {
			label = v.battleNums[i]
		}
		v.battleCards = append(v.battleCards, card)
		ui.FillRect(dst, card, ui.Cream)
		ui.FillRect(dst, card.Inset(ui.S(1.5)), defendInk)
		v.text.draw(dst, label, face, card.CX(), card.CY(), ui.Cream, ui.Center)
	}
}

// besideOrder are the squares next to a defender where its battle's label may go, the
// preferred first: above, then the sides, then below.
var besideOrder = [8][2]int{{-1, 0}, {-1, 1}, {-1, -1}, {0, 1}, {0, -1}, {1, 1}, {1, -1}, {1, 0}}

// battleSpot is where a battle's label and result go, in board squares from the grid's
// corner: the middle of an empty square on the board next to its first defender, the
// first free one of besideOrder (else next to another defender); with none free, the
// defender's top edge.
func (v *marksLayer) battleSpot(b game.Battle) (float64, float64) { return v.battleSpotFree(b, nil) }

// battleSpotFree is battleSpot passing over the squares in used, which other battles'
// labels hold already, and adding the one it takes: two battles around one defender,
// or side by side, label two squares, not one square twice.
func (v *marksLayer) battleSpotFree(b game.Battle, used map[maps.Square]bool) (float64, float64) {
	if len(b.Defenders) == 0 {
		return v.middle(b.Attackers)
	}
	d := v.game.Unit(b.Defenders[0])
	if d.Status != game.OnBoard {
		return v.middle(b.Defenders)
	}
	// first a square clear of the cities too, whose names are painted on and beside
	// them (the tag "1 · 3–1" lay over a city's name), then any empty one
	for pass := range 2 {
		for _, def := range b.Defenders {
			u := v.game.Unit(def)
			if u.Status != game.OnBoard {
				continue
			}
			for _, o := range besideOrder {
				n := maps.Square{Row: u.Square.Row + o[0], Col: u.Square.Col + o[1]}
				if n.Row < 1 || n.Col < 1 || n.Row > v.board.Rows || n.Col > v.board.Cols || used[n] ||
					pass == 0 && place.NearCity(v.board, n) {
					continue
				}
				if _, taken := v.game.UnitAt(n); !taken {
					if used != nil {
						used[n] = true
					}
					return float64(n.Col) - 0.5, float64(n.Row) - 0.5
				}
			}
		}
	}
	sq := d.Square
	return float64(sq.Col) - 0.5, float64(sq.Row) - 1
}

func itoa(n int) string {
	if n < 10 {
		return string(rune('0' + n))
	}
	return itoa(n/10) + string(rune('0'+n%10))
}

// fillSquare tints a square. The tints are gathered and drawn together by flushTints:
// a unit's reach or a weapon's can be hundreds of squares, one draw instead of one each.
func (v *marksLayer) fillSquare(_ *ebiten.Image, sq maps.Square, c color.NRGBA) {
	r := v.cam.SquareRect(sq)
	v.tints.add(float32(r.X+1), float32(r.Y+1), float32(r.W-2), float32(r.H-2), c)
}

// flushTints draws the squares tinted since the last flush.
func (v *marksLayer) flushTints(dst *ebiten.Image) { v.tints.flush(dst) }

// tints are coloured rectangles waiting to be drawn in one go.
type tints struct {
	vs  []ebiten.Vertex
	is  []uint16
	src *ebiten.Image // a white pixel
}

func (t *tints) add(x, y, w, h float32, c color.NRGBA) {
	if len(t.vs)+4 > 1<<16 {
		return // more squares than the board has: cannot happen
	}
	r, g, b, a := float32(c.R)/255, float32(c.G)/255, float32(c.B)/255, float32(c.A)/255
	n := uint16(len(t.vs))
	for _, p := range [4][2]float32{{x, y}, {x + w, y}, {x, y + h}, {x + w, y + h}} {
		t.vs = append(t.vs, ebiten.Vertex{DstX: p[0], DstY: p[1], SrcX: 1, SrcY: 1, ColorR: r, ColorG: g, ColorB: b, ColorA: a})
	}
	t.is = append(t.is, n, n+1, n+2, n+1, n+3, n+2)
}

func (t *tints) flush(dst *ebiten.Image) {
	if len(t.is) == 0 {
		return
	}
	if t.src == nil {
		img := ebiten.NewImage(3, 3)
		img.Fill(color.White)
		t.src = img.SubImage(image.Rect(1, 1, 2, 2)).(*ebiten.Image)
	}
	dst.DrawTriangles(t.vs, t.is, t.src, nil)
	t.vs, t.is = t.vs[:0], t.is[:0]
}

// ringSquare outlines a square, w points wide.
func (v *marksLayer) ringSquare(dst *ebiten.Image, sq maps.Square, c color.NRGBA, w float64) {
	r := v.cam.SquareRect(sq)
	px := float32(math.Max(1.5, ui.S(w)))
	vector.StrokeRect(dst, float32(r.X)+px/2, float32(r.Y)+px/2, float32(r.W)-px, float32(r.H)-px, px, c, false)
}

// cross strikes a square through: a unit given up.
func (v *marksLayer) cross(dst *ebiten.Image, sq maps.Square, c color.NRGBA) {
	r := v.cam.SquareRect(sq)
	w := float32(math.Max(2, r.W*0.1))
	i := r.W * 0.18
	vector.StrokeLine(dst, float32(r.X+i), float32(r.Y+i), float32(r.X+r.W-i), float32(r.Y+r.H-i), w, c, true)
	vector.StrokeLine(dst, float32(r.X+r.W-i), float32(r.Y+i), float32(r.X+i), float32(r.Y+r.H-i), w, c, true)
}

// swords draws two crossed swords centred on (x, y), size pixels across: the unit
// would have to stop here, next to the enemy (R12).
func (v *marksLayer) swords(dst *ebiten.Image, x, y, size float64) {
	h := size / 2
	w := float32(math.Max(1.5, size*0.1))
	blade, hilt := &vector.Path{}, &vector.Path{}
	var pommels [][2]float32
	for _, d := range []float64{1, -1} {
		// a blade from the hilt in a lower corner to the point in the opposite upper one
		x0, y0 := x-d*h, y+h
		x1, y1 := x+d*h*0.9, y-h*0.9
		gx, gy := x0+d*h*0.4, y0-h*0.4 // where the guard crosses the blade
		blade.MoveTo(float32(gx), float32(gy))
		blade.LineTo(float32(x1), float32(y1))
		hilt.MoveTo(float32(x0), float32(y0))
		hilt.LineTo(float32(gx), float32(gy))
		a := h * 0.3 // the guard, across the blade, whose direction is (d, -1)
		hilt.MoveTo(float32(gx-a), float32(gy-d*a))
		hilt.LineTo(float32(gx+a), float32(gy+d*a))
		pommels = append(pommels, [2]float32{float32(x0), float32(y0)})
	}
	back := palette.CreamVeil
	ui.StrokePath(dst, blade, w*2.6, back)
	ui.StrokePath(dst, hilt, w*3, back)
	ui.StrokePath(dst, blade, w, ui.Ink)
	ui.StrokePath(dst, hilt, w*1.5, ui.Ink)
	for _, p := range pommels {
		vector.DrawFilledCircle(dst, p[0], p[1], w*1.3, ui.Ink, true)
	}
}

// drawTicks marks the counters that have moved this turn with a small tick.
func (v *marksLayer) drawTicks(dst *ebiten.Image, ticks []tick, half float64) {
	if len(ticks) == 0 {
		return
	}
	s := half * 0.5
	p := &vector.Path{}
	for _, t := range ticks {
		x, y := t.x-s*0.1, t.y+s*0.5
		p.MoveTo(float32(x-s), float32(y-s*0.45))
		p.LineTo(float32(x-s*0.55), float32(y))
		p.LineTo(float32(x+s*0.05), float32(y-s*1.0))
	}
	w := float32(math.Max(1.5, half*0.12))
	ui.StrokePath(dst, p, w*2.2, ui.Cream)
	ui.StrokePath(dst, p, w, palette.Done)
}

// badge is a mark on a counter's corner: (x, y) the corner.
type badge struct {
	x, y float64
	kind badgeKind
}

type badgeKind uint8

const (
	badgeCut   badgeKind = iota // cut off from supply (R32): an orange disc with a broken line
	badgeFired                  // an HQ that has fired its nuclear weapon (R33): a black disc with a trefoil
)

var (
	cutInk   = palette.Cut
	atomInk  = palette.Atom
	badgeRim = palette.Rim
)

// drawBadges marks the counters' corners: those cut off from supply at the top left,
// the HQs that have fired at the top right. They stay legible at every zoom: never
// smaller than a few points.
func (v *marksLayer) drawBadges(dst *ebiten.Image, list []badge, half float64) {
	if len(list) == 0 {
		return
	}
	r := float32(math.Max(ui.S(6), half*0.38))
	for _, b := range list {
		x, y := float32(b.x)+r*0.35, float32(b.y)+r*0.35
		switch b.kind {
		case badgeCut:
			vector.DrawFilledCircle(dst, x, y, r+1.2, badgeRim, true)
			vector.DrawFilledCircle(dst, x, y, r, cutInk, true)
			// a supply line broken in the middle
			w := float32(math.Max(1.2, float64(r)*0.28))
			vector.StrokeLine(dst, x-r*0.62, y+r*0.28, x-r*0.14, y-r*0.05, w, badgeRim, true)
			vector.StrokeLine(dst, x+r*0.14, y+r*0.05, x+r*0.62, y-r*0.28, w, badgeRim, true)
		case badgeFired:
			x = float32(b.x) - r*0.35
			vector.DrawFilledCircle(dst, x, y, r+1.2, atomInk, true)
			vector.DrawFilledCircle(dst, x, y, r, badgeRim, true)
			// the trefoil: three blades round a hub
			p := &vector.Path{}
			for k := 0; k < 3; k++ {
				a := float32(-math.Pi/2 + float64(k)*2*math.Pi/3)
				p.MoveTo(x, y)
				p.Arc(x, y, r*0.8, a-0.5, a+0.5, vector.Clockwise)
				p.Close()
			}
			ui.FillPath(dst, p, atomInk)
			vector.DrawFilledCircle(dst, x, y, r*0.2, badgeRim, true)
		}
	}
}
