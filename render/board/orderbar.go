package board

import (
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"taktik/audio"
	"taktik/render/input"
	"taktik/render/play"
	"taktik/render/ui"
)

// orderBar is the bar under the map: a sentence saying what to do now, and the buttons
// for the orders of this part of the turn, each with its key. It is laid out again
// every tick from the orders' Bar, so it always offers what the engine allows.
type orderBar struct {
	rect    ui.Rect
	prompt  string
	detail  string
	buttons []*orderButton
}

// orderButton is a button of the bar and the command it gives; primary is the one
// Enter presses.
type orderButton struct {
	ui.Button
	command play.Command
	primary bool
}

// orderStrip is the part of the view that lays out, answers and draws the bar of orders
// under the map.
type orderStrip struct {
	*View

	bar orderBar // the bar of buttons under the map
}

// layoutBar fills the bar for the part of the turn the game is in.
func (v *orderStrip) layoutBar() {
	o := &v.bar
	o.rect = v.ordersRect()
	o.buttons = o.buttons[:0]
	m := v.ord.Bar(v.match.Skipping())
	o.prompt, o.detail = v.fingerWords(m.Prompt).Text(), v.fingerWords(m.Detail).Text()
	v.onlineBar(o)
	if d, ok := v.thinkingNote(); ok {
		o.detail = d
	}
	if d, ok := v.threatDetail(); ok {
		o.detail = d // the forced battle's warning, or the threat view's legend
	}
	for _, b := range m.Buttons {
		if b.Command == play.Skip && v.nothingToSkip() {
			continue
		}
		o.buttons = append(o.buttons, &orderButton{Button: ui.Button{Label: v.fingerLabel(b.Label.Text()), Disabled: b.Disabled}, command: b.Command, primary: b.Primary})
	}
	v.placeOrders()
}

// placeOrders lines the buttons up at the right end of the bar.
func (v *orderStrip) placeOrders() {
	o := &v.bar
	face := ui.Face(ui.Bold, 17)
	h := orderButtonH()
	x := o.rect.X + o.rect.W - ui.S(12)
	for i := len(o.buttons) - 1; i >= 0; i-- {
		b := o.buttons[i]
		w, _ := ui.Measure(b.Label, face)
		w = math.Max(ui.S(110), w+ui.S(28))
		x -= w
		b.Rect = ui.Rect{X: math.Round(x), Y: math.Round(o.rect.Y + (o.rect.H-h)/2 - ui.S(1)), W: math.Round(w), H: h}
		x -= ui.S(10)
	}
}

// Button is the middle of the order button whose label starts with a text, for tests
// that click it.
func (v *orderStrip) Button(prefix string) (x, y float64, ok bool) {
	for _, b := range v.bar.buttons {
		if strings.HasPrefix(b.Label, prefix) {
			return b.Rect.CX(), b.Rect.CY(), !b.Disabled
		}
	}
	return 0, 0, false
}

// updateOrderBar presses a button clicked, or the primary one on Enter; it reports
// whether it took the click.
func (v *orderStrip) updateOrderBar(mx, my float64) bool {
	o := &v.bar
	for _, b := range o.buttons {
		if b.Hit(mx, my) && v.in.Pressed(ebiten.MouseButtonLeft) {
			v.app.Sound().Play(audio.Click)
			v.ord.Do(b.command)
			return true
		}
	}
	if input.Just(v.in, ebiten.KeyEnter, ebiten.KeyNumpadEnter) && !v.in.KeyDown(ebiten.KeyAlt) {
		for _, b := range o.buttons {
			if b.primary && !b.Disabled {
				v.app.Sound().Play(audio.Click)
				v.ord.Do(b.command)
				return true
			}
		}
	}
	return o.rect.Contains(mx, my) && v.in.Pressed(ebiten.MouseButtonLeft)
}

// drawOrderBar paints the bar: the sentence on the left, the buttons on the right.
func (v *orderStrip) drawOrderBar(dst *ebiten.Image) {
	o := &v.bar
	ui.FillRect(dst, o.rect, ui.Olive)
	ui.FillRect(dst, ui.Rect{X: o.rect.X, Y: o.rect.Y, W: o.rect.W, H: ui.S(2)}, ui.OliveDark)
	mx, my := v.in.Cursor()
	for _, b := range o.buttons {
		b.Hit(mx, my)
		b.Draw(dst, false)
	}
	v.drawOrderText(dst)
}

// drawOrderText writes what to do now left of the buttons: the sentence, and under it
// the hint, on one line or, when the buttons leave too little room, on two. A sentence
// too long for one line (a long unit name beside the buttons of a laptop's window)
// takes two, and the hint one under them.
func (v *orderStrip) drawOrderText(dst *ebiten.Image) {
	o := &v.bar
	textW := v.orderTextWidth()
	x := o.rect.X + ui.S(14)
	prompt, big := v.promptFit(o.prompt, textW)
	cy := o.rect.CY()
	if len(prompt) == 2 {
		if o.detail == "" {
			v.text.draw(dst, prompt[0], big, x, cy-ui.S(9), ui.Cream, ui.Left)
			v.text.draw(dst, prompt[1], big, x, cy+ui.S(9), ui.Cream, ui.Left)
			return
		}
		v.text.draw(dst, prompt[0], big, x, cy-ui.S(19), ui.Cream, ui.Left)
		v.text.draw(dst, prompt[1], big, x, cy-ui.S(2), ui.Cream, ui.Left)
		v.text.draw(dst, v.text.clip(o.detail, ui.Face(ui.Regular, 13), textW), ui.Face(ui.Regular, 13), x, cy+ui.S(17), ui.Khaki, ui.Left)
		return
	}
	if o.detail == "" {
		v.text.draw(dst, prompt[0], big, x, cy, ui.Cream, ui.Left)
		return
	}
	// the hint takes a second line when the buttons leave it too little room
	small := ui.Face(ui.Regular, 14)
	lines := v.text.wrap(o.detail, small, textW, 1)
	if lines[0] != o.detail { // it did not fit on one line
		small = ui.Face(ui.Regular, 13)
		lines = v.text.wrap(o.detail, small, textW, 2)
	}
	if len(lines) == 1 {
		v.text.draw(dst, prompt[0], big, x, cy-ui.S(10), ui.Cream, ui.Left)
		v.text.draw(dst, lines[0], small, x, cy+ui.S(11), ui.Khaki, ui.Left)
	} else {
		v.text.draw(dst, prompt[0], big, x, cy-ui.S(16), ui.Cream, ui.Left)
		v.text.draw(dst, lines[0], small, x, cy+ui.S(3), ui.Khaki, ui.Left)
		v.text.draw(dst, lines[1], small, x, cy+ui.S(19), ui.Khaki, ui.Left)
	}
}

// orderTextWidth is the room left of the buttons for the sentence and the hint.
func (v *orderStrip) orderTextWidth() float64 {
	o := &v.bar
	if len(o.buttons) > 0 {
		return o.buttons[0].Rect.X - o.rect.X - ui.S(24)
	}
	return o.rect.W - ui.S(24)
}

// promptFit is the bar's sentence in lines, and their face: one line in bold at 16
// points, a point or two smaller when that does not fit beside the buttons, else two
// lines at 14 points, the second shortened only when even they are too few.
func (v *orderStrip) promptFit(s string, w float64) ([]string, *text.GoTextFace) {
	for _, pt := range []float64{16, 15, 14} {
		face := ui.Face(ui.Bold, pt)
		if tw, _ := ui.Measure(s, face); tw <= w {
			return []string{s}, face
		}
	}
	face := ui.Face(ui.Bold, 14)
	return v.text.wrap(s, face, w, 2), face
}

// PromptFits reports whether the bar's sentence shows whole, unshortened, beside the
// buttons (on one line or two): for the tests of every screen size and language.
func (v *orderStrip) PromptFits() (string, bool) {
	o := &v.bar
	lines, _ := v.promptFit(o.prompt, v.orderTextWidth())
	return o.prompt, strings.Join(lines, " ") == o.prompt
}

// HintFits reports whether the hint under the bar's sentence shows whole: for the tests
// of every screen size and language.
func (v *orderStrip) HintFits() (string, bool) {
	o := &v.bar
	if o.detail == "" {
		return "", true
	}
	w := v.orderTextWidth()
	if prompt, _ := v.promptFit(o.prompt, w); len(prompt) == 2 {
		return o.detail, v.text.clip(o.detail, ui.Face(ui.Regular, 13), w) == o.detail
	}
	if lines := v.text.wrap(o.detail, ui.Face(ui.Regular, 14), w, 1); lines[0] == o.detail {
		return o.detail, true
	}
	lines := v.text.wrap(o.detail, ui.Face(ui.Regular, 13), w, 2)
	return o.detail, strings.Join(lines, " ") == o.detail
}
