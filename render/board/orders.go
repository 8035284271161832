package board

import (
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"taktik/audio"
	"taktik/game"
	"taktik/render/info"
	"taktik/render/input"
	"taktik/render/lang"
	"taktik/render/play"
	"taktik/render/ui"
)

// orders is the bar under the map: a sentence saying what to do now, and the buttons
// for the orders of this part of the turn, each with its key. It is laid out again
// every tick from the game, so it always offers what the engine allows.
type orders struct {
	rect    ui.Rect
	prompt  string
	detail  string
	buttons []*order
}

// order is a button of the bar and what it does; primary is the one Enter presses.
type order struct {
	ui.Button
	do      func()
	primary bool
}

// add appends a button; disabled buttons show but do nothing.
func (o *orders) add(label string, primary, disabled bool, do func()) {
	o.buttons = append(o.buttons, &order{Button: ui.Button{Label: label, Disabled: disabled}, do: do, primary: primary})
}

// layoutOrders fills the bar for the mode the game is in.
func (v *View) layoutOrders() {
	o := &v.orders
	o.rect = v.ordersRect()
	o.buttons = o.buttons[:0]
	o.prompt, o.detail = "", ""
	g := v.game
	side := info.SideName(g.Decider())
	switch v.mode() {
	case modeOver:
		o.prompt = lang.T("play.over")
	case modeComputer:
		v.computerOrders(side)
	case modeSetup:
		s, _ := v.setupSide()
		o.prompt = lang.Tf("play.setup.prompt", info.SideName(s))
		o.detail = lang.T("play.setup.detail")
		o.add(lang.T("play.setup.rest"), false, false, v.placeRest)
		o.add(lang.T("play.setup.done"), true, false, v.setupFinished)
	case modeMove:
		v.moveOrders(side)
		v.threatOrders()
	case modeBattle:
		v.battleOrders(side)
		v.threatOrders()
	case modeRetreat:
		r := v.retreatChoices()
		o.prompt = lang.Tf("play.retreat.prompt", side)
		if v.st.retreat >= 0 {
			o.detail = lang.Tf("play.retreat.detail", info.UnitLine(game.UnitInfo(v.st.retreat)).Text, len(r.Units))
			_, trapped := r.Trapped(v.st.retreat)
			if trapped {
				o.detail = lang.Tf("play.retreat.trapped", info.UnitLine(game.UnitInfo(v.st.retreat)).Text)
				o.add(lang.T("play.retreat.eliminate"), true, false, v.eliminateTrapped)
			}
		}
	case modeReplace:
		v.replaceOrders(side)
	case modeExchange:
		l := v.lossChoice()
		_, ok := l.Match(v.legal())
		o.prompt = lang.Tf(lang.Counted(l.Need, "play.exchange.prompt"), side, l.Need)
		o.detail = lang.Tf("play.exchange.detail", l.Total(), l.Need)
		o.add(lang.T("play.exchange.confirm"), true, !ok, v.giveUp)
	}
	v.placeOrders()
}

func (v *View) computerOrders(side string) {
	o := &v.orders
	p := v.players[v.game.Decider()]
	if v.game.Phase() == game.PhaseSetup {
		o.prompt = lang.T("play.computer.setup")
	} else {
		o.prompt = lang.Tf("play.computer.turn", side, lang.T(p.StrengthKey()))
	}
	if v.pc.skipping {
		o.detail = lang.T("play.computer.skipping")
	} else {
		o.detail = lang.T("play.computer.detail")
	}
	o.add(lang.T("play.computer.skip"), true, v.pc.skipping, v.skip)
}

func (v *View) moveOrders(side string) {
	o, s := &v.orders, &v.st
	if s.sel >= 0 {
		u := v.game.Unit(s.sel)
		o.prompt = lang.Tf("play.move.selected", info.UnitLine(game.UnitInfo(s.sel)).Text, play.Thirds(u.Left))
		switch {
		case len(s.targets) == 0 && len(s.ops) == 0:
			o.detail = lang.T("play.move.stuck")
		case len(s.ops) > 0:
			o.detail = lang.T("play.move.ops")
		default:
			o.detail = lang.T("play.move.detail")
		}
	} else {
		o.prompt = lang.Tf("play.move.prompt", side)
		o.detail = lang.T("play.move.pick")
	}
	o.add(lang.T("play.undo"), false, !v.game.CanUndo(), v.undo)
	o.add(lang.T("play.next"), false, false, v.nextUnit)
	o.add(lang.T("play.endmove"), true, false, v.endMovement)
}

func (v *View) battleOrders(side string) {
	o, b := &v.orders, &v.st.builder
	uncovered := len(v.game.Uncovered())
	open := 0
	for _, bt := range v.game.Battles() {
		if !bt.Resolved {
			open++
		}
	}
	if v.st.nuking {
		v.nukeOrders()
		return
	}
	o.add(lang.T("play.undo"), false, !v.game.CanUndo(), v.undo)
	if b.Empty() && len(v.nukeHQs()) > 0 { // R33: before the first battle is declared
		o.add(lang.T("play.nuke"), false, false, v.startNuke)
	}
	defer func() {
		if v.st.sel >= 0 { // a marine picked to go back to sea (R27)
			o.detail = lang.T("play.battle.withdraw")
		}
	}()
	switch {
	case uncovered > 0:
		o.prompt = lang.Tf(lang.Counted(uncovered, "play.battle.prompt"), side, uncovered)
		o.detail = lang.T("play.battle.detail")
		if v.pc.planner.Busy() {
			o.detail = lang.T("play.plan.thinking")
		}
		o.add(lang.T("play.plan"), false, v.pc.planner.Busy(), v.suggestPlan)
		o.add(lang.T("play.declare"), true, !b.Complete(), v.declare)
	case open > 0:
		o.prompt = lang.Tf(lang.Counted(open, "play.roll.prompt"), open)
		o.detail = lang.T("play.roll.detail")
		if b.Complete() { // the advanced game: a battle nobody is obliged to fight
			o.add(lang.T("play.declare"), false, false, v.declare)
		}
		o.add(lang.T("play.roll"), true, false, func() { v.roll(-1) })
	default:
		o.prompt = lang.T("play.endturn.prompt")
		if len(v.game.Battles()) == 0 { // not "every battle is fought" when there was none
			o.prompt = lang.T("play.endturn.nobattle")
		}
		o.detail = lang.T("play.endturn.detail")
		if b.Complete() {
			o.add(lang.T("play.declare"), false, false, v.declare)
		}
		o.add(lang.T("play.endturn"), true, false, v.endTurn)
	}
}

// threatOrders puts the forced battle's warning, or the threat view's legend, in the
// bar's second line.
func (v *View) threatOrders() {
	if d, ok := v.threatDetail(); ok {
		v.orders.detail = d
	}
}

// placeOrders lines the buttons up at the right end of the bar.
func (v *View) placeOrders() {
	o := &v.orders
	face := ui.Face(ui.Bold, 17)
	h := math.Round(ui.S(40))
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
func (v *View) Button(prefix string) (x, y float64, ok bool) {
	for _, b := range v.orders.buttons {
		if strings.HasPrefix(b.Label, prefix) {
			return b.Rect.CX(), b.Rect.CY(), !b.Disabled
		}
	}
	return 0, 0, false
}

// updateOrders presses a button clicked, or the primary one on Enter; it reports
// whether it took the click.
func (v *View) updateOrders(mx, my float64) bool {
	o := &v.orders
	for _, b := range o.buttons {
		if b.Hit(mx, my) && v.in.Pressed(ebiten.MouseButtonLeft) {
			v.app.Sound().Play(audio.Click)
			b.do()
			return true
		}
	}
	if input.Just(v.in, ebiten.KeyEnter, ebiten.KeyNumpadEnter) && !v.in.KeyDown(ebiten.KeyAlt) {
		for _, b := range o.buttons {
			if b.primary && !b.Disabled {
				v.app.Sound().Play(audio.Click)
				b.do()
				return true
			}
		}
	}
	return o.rect.Contains(mx, my) && v.in.Pressed(ebiten.MouseButtonLeft)
}

// drawOrders paints the bar: the sentence on the left, the buttons on the right.
func (v *View) drawOrders(dst *ebiten.Image) {
	o := &v.orders
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
func (v *View) drawOrderText(dst *ebiten.Image) {
	o := &v.orders
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
func (v *View) orderTextWidth() float64 {
	o := &v.orders
	if len(o.buttons) > 0 {
		return o.buttons[0].Rect.X - o.rect.X - ui.S(24)
	}
	return o.rect.W - ui.S(24)
}

// promptFit is the bar's sentence in lines, and their face: one line in bold at 16
// points, a point or two smaller when that does not fit beside the buttons, else two
// lines at 14 points, the second shortened only when even they are too few.
func (v *View) promptFit(s string, w float64) ([]string, *text.GoTextFace) {
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
func (v *View) PromptFits() (string, bool) {
	o := &v.orders
	lines, _ := v.promptFit(o.prompt, v.orderTextWidth())
	return o.prompt, strings.Join(lines, " ") == o.prompt
}

// HintFits reports whether the hint under the bar's sentence shows whole: for the tests
// of every screen size and language.
func (v *View) HintFits() (string, bool) {
	o := &v.orders
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
