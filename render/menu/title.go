package menu

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"taktik/audio"
	"taktik/render/lang"
	"taktik/render/ui"
)

// The title menu's entries, in order.
const (
	EntryNew = iota
	EntryTutorial
	EntryContinue
	EntryLoad
	EntryOnline
	EntrySettings
	EntryRules
	EntryQuit
)

var entryKeys = []string{"menu.new", "menu.tutorial", "menu.continue", "menu.load", "menu.online", "menu.settings", "menu.rules", "menu.quit"}

// Title is the first screen: the game's name over the dimmed map and the main menu.
type Title struct {
	app  App
	menu *ui.Menu
	err  string
}

// titleEntries is how many of the entries the title shows: in a browser there is
// nothing to quit, the player closes the tab.
func titleEntries() int {
	if ui.Browser {
		return EntryQuit
	}
	return len(entryKeys)
}

// NewTitle makes the title screen.
func NewTitle(app App) *Title {
	return &Title{app: app, menu: ui.NewMenu(make([]string, titleEntries())...)}
}

func (t *Title) Update() error {
	for i := range t.menu.Buttons {
		t.menu.Buttons[i].Label = lang.T(entryKeys[i])
	}
	t.menu.Buttons[EntryContinue].Disabled = !t.app.CanContinue()
	if t.menu.Focus == EntryContinue && t.menu.Buttons[EntryContinue].Disabled {
		t.menu.Focus = EntryNew
	}
	t.place()
	choice := t.menu.Update() // Ctrl+Q is the program's, on every screen
	if choice < 0 {
		return nil
	}
	t.app.Sound().Play(audio.Click)
	t.err = ""
	switch choice {
	case EntryNew:
		t.app.GoTo(NewNewGame(t.app))
	case EntryTutorial:
		t.app.GoTo(NewLessons(t.app))
	case EntryContinue:
		t.app.Continue(func(err error) { t.err = loadProblem(err, lang.T("load.autosave")) })
	case EntryLoad:
		t.app.GoTo(NewLoad(t.app))
	case EntryOnline:
		if oa, ok := t.app.(OnlineApp); ok {
			t.app.GoTo(NewOnline(oa))
		}
	case EntrySettings:
		t.app.GoTo(NewSettings(t.app))
	case EntryRules:
		t.app.GoTo(NewRules(t.app))
	case EntryQuit:
		t.app.Quit()
	}
	return nil
}

// layout: the title block in the upper part, the menu card under it.
func (t *Title) metrics() (titleY, titleSize float64, card ui.Rect) {
	w, h := ui.ScreenSize()
	sw, sh := float64(w), float64(h)
	cols := titleColumns()
	n := math.Ceil(float64(titleEntries()) / float64(cols))
	bh, gap := entrySize()
	cardH := n*bh + (n-1)*gap + ui.S(56)
	cardW := float64(cols)*ui.S(entryW) + float64(cols-1)*ui.S(16) + ui.S(56)
	titleSize = math.Min(96, (sh-cardH)/ui.Scale()*0.42)
	var top float64
	for {
		titleY = math.Max(ui.S(titleSize*0.75), (sh-cardH)*0.42)
		top = math.Min(sh-cardH-ui.S(40), titleY+ui.S(titleSize*0.55)+ui.S(64))
		// on a short screen the name shrinks until its subtitle clears the card
		if subtitleClears(titleY, titleSize, ui.Rect{Y: top}) || titleSize <= 40 {
			break
		}
		titleSize -= 4
	}
	card = ui.Rect{X: math.Round((sw - cardW) / 2), Y: math.Round(top), W: cardW, H: cardH}
	return
}

// subtitleClears reports whether the subtitle under a name of a size ends above the
// card.
func subtitleClears(titleY, size float64, card ui.Rect) bool {
	bottom := titleY + ui.S(size*0.5) + ui.S(36) + ui.S(math.Max(14, size*0.22))*0.6
	return bottom <= card.Y-ui.S(4)
}

func (t *Title) place() {
	_, _, card := t.metrics()
	bh, gap := entrySize()
	t.menu.PlaceColumns(card.X+ui.S(28), card.Y+ui.S(28), ui.S(entryW), bh, gap, titleColumns())
}

// entryW is the width of a menu entry, in points.
const entryW = 304

// titleColumns is how many columns the entries stand in: one, or two side by side
// where entries a finger wide (ui.Tap) in one column would leave the name no room (a
// phone held across).
func titleColumns() int {
	_, h := ui.ScreenSize()
	n := float64(titleEntries())
	bh, gap := entrySize()
	if n*bh+(n-1)*gap+ui.S(56+140) > float64(h) {
		return 2
	}
	return 1
}

// entrySize is the height of the menu's buttons and the gap between them: closer on a
// short screen, so that the name with its subtitle and a message above the card leave
// the entries free.
func entrySize() (bh, gap float64) {
	_, h := ui.ScreenSize()
	n := float64(titleEntries())
	if ui.S(n*46+(n-1)*12+56+260) > float64(h) {
		return ui.Tap(ui.S(38)), ui.S(8)
	}
	return ui.Tap(ui.S(46)), ui.S(12)
}

func (t *Title) Draw(dst *ebiten.Image) {
	t.place()
	t.app.Backdrop(dst, false)
	w, h := ui.ScreenSize()
	sw, sh := float64(w), float64(h)
	titleY, size, card := t.metrics()

	// the name, with a shadow, between a red and a blue rule: two countries, one map
	face := ui.Face(ui.Bold, size)
	name := lang.T("app.title")
	ui.Draw(dst, name, face, sw/2+ui.S(3), titleY+ui.S(4), ui.Shade, ui.Center)
	ui.Draw(dst, name, face, sw/2, titleY, ui.Cream, ui.Center)
	nw, _ := ui.Measure(name, face)
	ruleY := titleY + ui.S(size*0.5) + ui.S(8)
	ui.FillRect(dst, ui.Rect{X: sw/2 - nw/2, Y: ruleY, W: nw/2 - ui.S(4), H: ui.S(4)}, ui.Red)
	ui.FillRect(dst, ui.Rect{X: sw/2 + ui.S(4), Y: ruleY, W: nw/2 - ui.S(4), H: ui.S(4)}, ui.Blue)
	if subtitleClears(titleY, size, card) { // a screen too short for it goes without
		sub := ui.Face(ui.Medium, math.Max(14, size*0.22))
		ui.Draw(dst, lang.T("app.subtitle"), sub, sw/2+ui.S(1), ruleY+ui.S(28)+ui.S(1), ui.Shade, ui.Center)
		ui.Draw(dst, lang.T("app.subtitle"), sub, sw/2, ruleY+ui.S(28), ui.Khaki, ui.Center)
	}

	ui.Panel(dst, card)
	t.menu.Draw(dst)

	ui.Draw(dst, t.Footer(), ui.Face(ui.Regular, 14), ui.S(20), sh-ui.S(20), ui.Khaki, ui.Left)
	if v := t.app.Version(); v != "" {
		ui.Draw(dst, v, ui.Face(ui.Regular, 12), sw-ui.S(12), sh-ui.S(12), ui.Khaki, ui.Right)
	}
	note := t.err
	if note == "" {
		note = t.app.Notice()
	}
	if note != "" {
		drawNotice(dst, note, noticeRect(note, sw, sh, card))
	}
}

// NoticeRect is where the title's message stands, for tests; ok is false without one.
func (t *Title) NoticeRect() (r ui.Rect, ok bool) {
	note := t.err
	if note == "" {
		note = t.app.Notice()
	}
	if note == "" {
		return ui.Rect{}, false
	}
	w, h := ui.ScreenSize()
	_, _, card := t.metrics()
	return noticeRect(note, float64(w), float64(h), card), true
}

// noticeFace is the type of the title's message.
func noticeFace() *text.GoTextFace { return ui.Face(ui.Medium, 15) }

// noticeRect places a message on the title clear of the menu card: at the bottom
// right beside the card when there is room there, else above the card.
func noticeRect(text string, sw, sh float64, card ui.Rect) ui.Rect {
	face := noticeFace()
	margin := ui.S(24)
	right := sw - (card.X + card.W) - 2*margin
	beside := right >= ui.S(260)
	maxW := math.Min(ui.S(520), right) - ui.S(28)
	if !beside {
		maxW = math.Min(ui.S(520), sw-2*margin) - ui.S(28)
	}
	lines := ui.Wrap(text, face, maxW)
	w := 0.0
	for _, l := range lines {
		lw, _ := ui.Measure(l, face)
		w = math.Max(w, lw)
	}
	h := float64(len(lines))*ui.S(20) + ui.S(20)
	if beside {
		return ui.Rect{X: sw - margin - w - ui.S(28), Y: sh - h - ui.S(44), W: w + ui.S(28), H: h}
	}
	return ui.Rect{X: math.Round((sw - w - ui.S(28)) / 2), Y: math.Max(ui.S(8), card.Y-h-ui.S(12)), W: w + ui.S(28), H: h}
}

// drawNotice shows a message on a paper strip.
func drawNotice(dst *ebiten.Image, text string, r ui.Rect) {
	face := noticeFace()
	lines := ui.Wrap(text, face, r.W-ui.S(28)+0.5)
	ui.FillRound(dst, r, ui.S(6), ui.Cream)
	ui.FillRect(dst, ui.Rect{X: r.X, Y: r.Y + ui.S(4), W: ui.S(4), H: r.H - ui.S(8)}, ui.Brass)
	for i, l := range lines {
		ui.Draw(dst, l, face, r.X+ui.S(16), r.Y+ui.S(20)+float64(i)*ui.S(20), ui.Ink, ui.Left)
	}
}

// Entry is the middle of a menu entry (EntryNew … EntryQuit) and its label, for tests
// that click it.
func (t *Title) Entry(i int) (x, y float64, label string) {
	for k := range t.menu.Buttons {
		t.menu.Buttons[k].Label = lang.T(entryKeys[k])
	}
	t.place()
	b := t.menu.Buttons[i]
	return b.Rect.CX(), b.Rect.CY(), b.Label
}

// Footer is the line of keys under the title: none where the screens are laid out for
// fingers (a tablet, a phone, a touch screen used), which have no keys to press.
func (t *Title) Footer() string {
	switch {
	case ui.Touch():
		return ""
	case ui.Browser:
		return lang.T("title.keys.web")
	}
	return lang.T("title.keys")
}
