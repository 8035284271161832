package board

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"taktik/audio"
	"taktik/render/input"
	"taktik/render/lang"
	"taktik/render/play"
	"taktik/render/ui"
)

// confirmation is a question over the board before an order that leaves something
// undone (units that could still move, units left in the tray): the order's button and
// a way back. Enter agrees, and so does the order's own key when it has one (the button
// reads "End movement (E)": E again agrees); Esc goes back.
type confirmation struct {
	text    string
	yes, no ui.Button
	again   play.Command // the order's command, whose key agrees; play.None for none
	do      func()
	back    func()  // what going back does, nil for nothing
	avoid   ui.Rect // the lesson's card, which the question keeps clear of
}

// ask puts a question up; do runs if the player agrees.
func (v *View) ask(text, yes string, do func()) {
	v.confirm = &confirmation{text: text, yes: ui.Button{Label: v.fingerLabel(yes)}, no: ui.Button{Label: lang.T("play.confirm.back")}, do: do}
	if v.guide != nil {
		v.confirm.avoid = v.guide.Card()
	}
}

// askOrder puts up the question the orders ask before an order.
func (v *View) askOrder(q play.Question) {
	v.ask(q.Text.Text(), q.Yes.Text(), v.ord.Agree)
	v.confirm.again, v.confirm.back = q.Again, v.ord.Dismiss
}

func (c *confirmation) layout() ui.Rect {
	w, h := ui.ScreenSize()
	// both buttons as wide as the longer label needs, with room either side of it
	face := ui.Face(ui.Bold, 17)
	yw, _ := ui.Measure(c.yes.Label, face)
	nw, _ := ui.Measure(c.no.Label, face)
	bw := math.Round(math.Max(ui.S(200), math.Max(yw, nw)+ui.S(48)))
	pw, ph := math.Min(math.Max(ui.S(520), 2*bw+ui.S(64)), float64(w)-ui.S(24)), ui.S(200)
	r := ui.Rect{X: math.Round((float64(w) - pw) / 2), Y: math.Round((float64(h) - ph) / 2), W: pw, H: ph}
	if a := c.avoid; a.W > 0 && r.Overlaps(a) { // beside the lesson's card, else under it
		if x := math.Round(a.X + a.W + ui.S(16)); x+r.W <= float64(w)-ui.S(12) {
			r.X = x
		} else if y := math.Round(a.Y + a.H + ui.S(16)); y+r.H <= float64(h)-ui.S(12) {
			r.Y = y
		}
	}
	c.yes.Rect, c.no.Rect = ui.QuestionButtons(r, bw)
	return r
}

func (v *View) updateConfirm(mx, my float64) {
	c := v.confirm
	c.layout()
	click := v.in.Pressed(ebiten.MouseButtonLeft)
	switch {
	case (c.yes.Hit(mx, my) && click) || input.Just(v.in, ebiten.KeyEnter, ebiten.KeyNumpadEnter) ||
		(c.again != play.None && v.commandKey(c.again)):
		v.confirm = nil
		v.app.Sound().Play(audio.Click)
		c.do()
	case (c.no.Hit(mx, my) && click) || input.Just(v.in, ebiten.KeyEscape):
		v.confirm = nil
		v.app.Sound().Play(audio.Click)
		if c.back != nil {
			c.back()
		}
	}
}

func (c *confirmation) draw(dst *ebiten.Image) {
	ui.DrawQuestion(dst, c.layout(), c.text, &c.yes, &c.no)
}
