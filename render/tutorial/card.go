package tutorial

import (
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"taktik/game"
	"taktik/render/input"
	"taktik/render/lang"
	"taktik/render/palette"
	"taktik/render/tutorial/lesson"
	"taktik/render/ui"
)

// The card: a paper card over the map's top left corner, clear of the row and column
// numbers, with the step's number, its title and text, a hint when the position went
// astray, and its buttons: Back and Next (when there is something to go back or on to),
// See (when the squares it points at are out of sight), Leave; at the last step the
// way into a real game.

var (
	markInk  = palette.Pulse // the pulse: round and cyan, unlike the selection's square brass ring
	markRim  = palette.Rim
	doneInk  = palette.Done
	hintInk  = palette.Hint
	waitInk  = ui.InkSoft
	cardEdge = ui.Brass
)

// card metrics, in points
const (
	cardW     = 400
	cardPad   = 16
	bodyPt    = 15
	bodyLine  = 21
	buttonH   = 36
	headH     = 22
	titleH    = 28
	hintGap   = 8
	buttonGap = 14
)

func faces() (head, title, body, hint, small *ebitenFace) {
	return ui.Face(ui.Medium, 13), ui.Face(ui.Bold, 19), ui.Face(ui.Regular, bodyPt), ui.Face(ui.Medium, 14),
		ui.Face(ui.Bold, 14)
}

// layout places the card and its buttons for the step on it.
func (s *Scene) layout() {
	m := s.view.MapRect()
	o := s.Obs()
	title, body, hint := s.text(o)
	_, _, bf, hf, _ := faces()
	bh := ui.Tap(ui.S(buttonH)) // a finger's height on a touch layout
	w := math.Round(math.Min(ui.S(cardW), m.W*0.45))
	inner := w - 2*ui.S(cardPad)
	key := title + "\x00" + body + "\x00" + hint + "\x00" + lang.Code() + "\x00" + strconv.Itoa(int(inner))
	if key != s.laidFor || len(s.lines) == 0 {
		s.lines = ui.Wrap(body, bf, inner)
		s.laidFor = key
	}
	h := ui.S(cardPad) + ui.S(headH) + ui.S(titleH) + float64(len(s.lines))*ui.S(bodyLine)
	if hint != "" {
		h += ui.S(hintGap) + float64(len(ui.Wrap(hint, hf, inner)))*ui.S(19)
	}
	last := s.lesson.Last()
	h += ui.S(buttonGap) + bh + ui.S(cardPad)
	rows := s.endRows()
	if last {
		h += float64(len(rows)) * (bh + ui.S(10))
	}
	s.card = ui.Rect{X: math.Round(m.X + ui.S(44)), Y: math.Round(m.Y + ui.S(34)), W: w, H: math.Round(h)}

	// the buttons: Leave at the top right; Back and Next (or See) along the bottom
	c := s.card
	lw, _ := ui.Measure(lang.T("tut.leave"), ui.Face(ui.Bold, 17))
	s.leave = ui.Button{Label: lang.T("tut.leave"), Rect: ui.Rect{X: c.X + c.W - ui.S(cardPad) - lw - ui.S(20),
		Y: c.Y + ui.S(10), W: lw + ui.S(20), H: ui.Tap(ui.S(28))}}
	by := c.Y + c.H - ui.S(cardPad) - bh
	bw := math.Round((inner - ui.S(10)) / 2)
	s.back, s.next, s.see, s.play, s.stay = ui.Button{}, ui.Button{}, ui.Button{}, ui.Button{}, ui.Button{}
	s.again, s.key, s.lessons, s.onward, s.first = ui.Button{}, ui.Button{}, ui.Button{}, ui.Button{}, ui.Button{}
	if s.lesson.CanBack() && !last {
		s.back = ui.Button{Label: lang.T("tut.back"), Rect: ui.Rect{X: c.X + ui.S(cardPad), Y: by, W: bw, H: bh}}
	}
	right := ui.Rect{X: c.X + c.W - ui.S(cardPad) - bw, Y: by, W: bw, H: bh}
	switch {
	case last:
		top := by - float64(len(rows))*(bh+ui.S(10))
		for _, b := range rows {
			*b.button = ui.Button{Label: b.label, Rect: ui.Rect{X: c.X + ui.S(cardPad), Y: top, W: inner, H: bh}}
			top += bh + ui.S(10)
		}
		s.lessons = ui.Button{Label: lang.T("tut.lessons"), Rect: ui.Rect{X: c.X + ui.S(cardPad), Y: by, W: bw, H: bh}}
		s.stay = ui.Button{Label: lang.T("tut.stay"), Rect: right}
	case s.lesson.CanNext():
		s.next = ui.Button{Label: lang.T("tut.next"), Rect: right}
	case s.late(o):
		s.again = ui.Button{Label: lang.T("tut.again"), Rect: right}
	case s.lesson.Step().Key != "" && !s.lesson.Reviewing():
		s.key = ui.Button{Label: fingerLabel(lang.T(s.lesson.Step().Key)), Rect: right}
	case s.marksHidden(s.lesson.Marks(o).Squares):
		s.see = ui.Button{Label: lang.T("tut.see"), Rect: right}
	}
}

// endRow is a button across the card at the lesson's end.
type endRow struct {
	button *ui.Button
	label  string
}

// endRows are the ways on from the lesson's end, the first the one most to take: the
// next lesson, the first scenario, the whole continent against the Recruit.
func (s *Scene) endRows() []endRow {
	var rows []endRow
	if next, ok := lesson.Next(s.script.ID); ok {
		rows = append(rows, endRow{&s.onward, lang.Tf("tut.nextlesson", lang.T("lesson."+next.ID+".name"))})
	}
	first := game.Scenarios()[0].ID
	rows = append(rows, endRow{&s.first, lang.Tf("tut.scenario", lang.T("scenario."+first+".title"))},
		endRow{&s.play, lang.T("tut.play")})
	return rows
}

// drawCard paints the card.
func (s *Scene) drawCard(dst *ebiten.Image, o lesson.Obs) {
	c := s.card
	head, tf, bf, hf, small := faces()
	ui.FillRound(dst, ui.Rect{X: c.X + ui.S(3), Y: c.Y + ui.S(5), W: c.W, H: c.H}, ui.S(8), ui.Shade)
	ui.FillRound(dst, c, ui.S(8), ui.Paper)
	ui.StrokeRound(dst, c.Inset(ui.S(1)), ui.S(7), ui.S(2), cardEdge)
	x := c.X + ui.S(cardPad)
	y := c.Y + ui.S(cardPad) + ui.S(6)

	i, n := s.lesson.Index()
	note, ink := lang.Tf("tut.progress", i+1, n), waitInk
	if s.flash > 0 && !s.lesson.Reviewing() {
		note, ink = lang.T("tut.done"), doneInk
	}
	ui.Draw(dst, note, head, x, y, ink, ui.Left)
	mx, my := s.in.Cursor()
	s.leave.Hit(mx, my)
	drawSmallButton(dst, &s.leave)

	title, _, hint := s.text(o)
	y += ui.S(headH) + ui.S(6)
	ui.Draw(dst, title, tf, x, y, ui.Ink, ui.Left)
	y += ui.S(titleH) - ui.S(4)
	for _, l := range s.lines {
		ui.Draw(dst, l, bf, x, y, ui.Ink, ui.Left)
		y += ui.S(bodyLine)
	}
	if hint != "" {
		y += ui.S(hintGap) - ui.S(4)
		for _, l := range ui.Wrap(hint, hf, c.W-2*ui.S(cardPad)) {
			ui.Draw(dst, l, hf, x, y, hintInk, ui.Left)
			y += ui.S(19)
		}
	}
	primary := s.endRows()[0].button
	for _, b := range []*ui.Button{&s.back, &s.next, &s.see, &s.play, &s.stay, &s.again, &s.key, &s.lessons, &s.onward, &s.first} {
		if b.Rect.W > 0 {
			b.Hit(mx, my)
			b.Draw(dst, b == primary || b == &s.key || (b == &s.next && !s.lesson.Reviewing()))
		}
	}
	// a task waits for the board: say so where Next would be
	if s.next.Rect.W == 0 && s.see.Rect.W == 0 && s.again.Rect.W == 0 && s.key.Rect.W == 0 && !s.lesson.Last() {
		by := c.Y + c.H - ui.S(cardPad) - ui.S(buttonH)/2
		r := ui.S(4) * (0.8 + 0.4*s.pulse())
		cx := c.X + c.W - ui.S(cardPad) - ui.S(6)
		vector.DrawFilledCircle(dst, float32(cx), float32(by), float32(r), markInk, true)
		key := "tut.yourmove"
		if s.lesson.Step().Watch {
			key = "tut.watch"
		}
		// the note fits between Back and the dot: a smaller face, or none, if it must
		room := cx - ui.S(12) - (c.X + ui.S(cardPad))
		if s.back.Rect.W > 0 {
			room = cx - ui.S(12) - (s.back.Rect.X + s.back.Rect.W + ui.S(10))
		}
		note := lang.T(key)
		for _, f := range []*ebitenFace{small, ui.Face(ui.Bold, 12)} {
			if w, _ := ui.Measure(note, f); w <= room {
				ui.Draw(dst, note, f, cx-ui.S(12), by, waitInk, ui.Right)
				break
			}
		}
	}
}

// drawSmallButton paints a quiet button (Leave): ink on paper, a rim under the pointer.
func drawSmallButton(dst *ebiten.Image, b *ui.Button) {
	r := b.Rect
	hover := b.Rect.Contains(ui.Pointer())
	if hover {
		ui.FillRound(dst, r, ui.S(5), ui.PaperDark)
		ui.StrokeRound(dst, r.Inset(ui.S(0.75)), ui.S(5), ui.S(1.5), ui.PaperEdge)
	}
	ui.DrawIn(dst, b.Label, ui.Face(ui.Medium, 14), r.Inset(ui.S(2)), ui.InkSoft)
}

// drawMarks pulses the squares and buttons the step points at: a bright ring with a
// dark rim that breathes in and out, on the squares of the map (never over the bars or
// the panel) and round the buttons in the bar under it.
func (s *Scene) drawMarks(dst *ebiten.Image, m lesson.Marks) {
	cam := s.view.Camera()
	if cam == nil {
		return
	}
	grow := ui.S(2) + ui.S(5)*(s.pulse()-0.35)/0.65
	ring := func(dst *ebiten.Image, r ui.Rect, radius float64) {
		r = ui.Rect{X: r.X - grow, Y: r.Y - grow, W: r.W + 2*grow, H: r.H + 2*grow}
		ui.StrokeRound(dst, r.Inset(-ui.S(2.5)), radius+ui.S(2), ui.S(2.5), markRim)
		ui.StrokeRound(dst, r, radius, ui.S(4), markInk)
	}
	view := dst.SubImage(irect(s.view.MapRect())).(*ebiten.Image)
	for _, q := range m.Squares {
		// a circle round the square, not a square ring: the selection and the battle's
		// picks are square rings on the square's edge. Where a neighbour's values or a
		// square to click lie close, the board's placement keeps the ring to its own
		// square (place.PulseOf).
		r := cam.SquareRect(q)
		cx, cy, rad := float32(r.X+r.W/2), float32(r.Y+r.H/2), float32(r.W*0.62+grow)
		dst := view
		if s.view.PulseSize(q) == 1 {
			// kept to its own square: arcs in its corners, round the counter's corners and
			// clear of its values
			dst = view.SubImage(irect(ui.Rect{X: r.X, Y: r.Y, W: r.W, H: r.H}).Intersect(view.Bounds())).(*ebiten.Image)
			rad = float32(r.W*0.58 + (grow-ui.S(2))*0.3)
		}
		vector.StrokeCircle(dst, cx, cy, rad+float32(ui.S(2.5)), float32(ui.S(2.5)), markRim, true)
		vector.StrokeCircle(dst, cx, cy, rad, float32(ui.S(4)), markInk, true)
	}
	for _, key := range m.Buttons {
		if r, ok := s.view.OrderRect(lang.T(key)); ok {
			ring(dst, r, ui.S(9))
		}
	}
}

// fingerLabel is a button's label without its key ("Open it (K)": "Open it") while
// the player uses fingers: a tablet has no keys.
func fingerLabel(label string) string {
	if input.TouchOf(ui.Input()).Fingers {
		return ui.KeyLess(label)
	}
	return label
}
