package menu

import (
	"errors"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"taktik/audio"
	"taktik/game"
	"taktik/render/keymap"
	"taktik/render/lang"
	"taktik/render/play"
	"taktik/render/ui"
	"taktik/render/ui/scroll"
	"taktik/units"
)

// SaveInfo is what the Load screen tells of a saved game: where the game stands.
type SaveInfo = play.SaveInfo

// Load lists the saved games, newest first, the autosave among them: each with where
// its game stands (turn, side, rules, month), a damaged file marked as such.
type Load struct {
	app   App
	games []SavedGame
	infos []SaveInfo
	bad   []error // why a file cannot be loaded, nil for a sound one
	known []bool  // the file has been read
	read  chan described
	menu  *ui.Menu
	back  *ui.Button
	// deleting is the entry the player asked to delete (its × or the Delete key), -1
	// for none: the screen asks first, and only Delete deletes it; Enter answers the
	// button in focus, Keep it until the arrows or Tab move to Delete
	deleting int
	yes, no  ui.Button
	sure     bool // the focus of the question is on Delete
	err      string
	ret      func() // where Back goes; nil: the title
	// pick, when set, is what a click on an entry does instead of loading the game:
	// the editor's "Saved game" starts from the position it picked; heading says so
	pick    func(path string, failed func(error))
	heading string
	// more saved games than the screen has room for scroll: top is the first entry
	// shown; the wheel, PageUp/PageDown, Home/End, the arrows and the scrollbar move it
	top int
	bar scrollbar
}

// Picking makes a click on an entry hand its file to pick (which says why it failed
// through failed) instead of loading the game, under another heading.
func (d *Load) Picking(heading string, pick func(path string, failed func(error))) *Load {
	d.heading, d.pick = heading, pick
	return d
}

// Returning makes Back go somewhere else than the title (the game it was opened from).
func (d *Load) Returning(f func()) *Load { d.ret = f; return d }

func (d *Load) leave() {
	if d.ret != nil {
		d.ret()
		return
	}
	d.app.Title()
}

// maxListed is the most saved games the list offers; those that do not fit on the
// screen are reached by scrolling.
const maxListed = 200

// described is a listed file once read.
type described struct {
	i    int
	info SaveInfo
	err  error
}

// NewLoad makes the Load screen from the saved games found now. Each listed file is
// read in the background to say where its game stands (the engine replays a long
// game's history, which takes a moment), so the list shows at once.
func NewLoad(app App) *Load {
	games := app.SavedGames()
	if len(games) > maxListed {
		games = games[:maxListed]
	}
	d := &Load{app: app, games: games, menu: ui.NewMenu(), back: &ui.Button{}, deleting: -1,
		infos: make([]SaveInfo, len(games)), bad: make([]error, len(games)), known: make([]bool, len(games)),
		read: make(chan described, len(games))}
	for range games {
		d.menu.Buttons = append(d.menu.Buttons, &ui.Button{})
	}
	d.menu.Buttons = append(d.menu.Buttons, d.back)
	go func(paths []SavedGame) {
		for i, g := range paths {
			info, err := app.DescribeSave(g.Path)
			d.read <- described{i, info, err}
		}
	}(games)
	return d
}

// collect takes in the files read since the last frame.
func (d *Load) collect() {
	for {
		select {
		case r := <-d.read:
			d.infos[r.i], d.known[r.i] = r.info, true
			if d.bad[r.i] == nil {
				d.bad[r.i] = r.err
			}
		default:
			return
		}
	}
}

// Ready reports whether every listed file has been read, for tests.
func (d *Load) Ready() bool {
	d.collect()
	for _, k := range d.known {
		if !k {
			return false
		}
	}
	return true
}

// entryName is how the list calls its i-th entry.
func (d *Load) entryName(i int) string {
	return play.ListedName(d.games[i], d.infos[i], d.known[i] && d.bad[i] == nil)
}

// EntryName is how the list calls its i-th entry, for tests.
func (d *Load) EntryName(i int) string { return d.entryName(i) }

// describe is the second line of a saved game's entry: where its game stands.
func describe(i SaveInfo) string {
	code := lang.Code()
	var parts []string
	switch {
	case i.Winner == game.Draw:
		parts = append(parts, lang.Tf("hud.turn", i.Turn), lang.T("board.draw"))
	case i.Winner != game.NoWinner:
		w := units.Red
		if i.Winner == game.BlueWins {
			w = units.Blue
		}
		parts = append(parts, lang.Tf("hud.turn", i.Turn), lang.Tf("board.winner", lang.T("side."+w.String())))
	case i.Phase == game.PhaseSetup || i.Turn == 0:
		parts = append(parts, lang.T("hud.setup"))
	default:
		parts = append(parts, lang.Tf("hud.turn", i.Turn), lang.Tf("hud.tomove", lang.T("side."+i.Side.String())))
	}
	level := lang.T("level.basic")
	if i.Mode == game.Advanced {
		level = lang.T("level.advanced")
	}
	parts = append(parts, level)
	if m := game.MonthName(i.Month, code); i.Month != 0 && m != "" {
		parts = append(parts, m)
	}
	return strings.Join(parts, "  ·  ")
}

func (d *Load) Update() error {
	d.collect()
	d.back.Label = lang.T("button.back")
	if d.deleting >= 0 {
		d.updateDeleting()
		return nil
	}
	scrolled := d.updateScroll() // works on the list's area and track, not the entries
	d.place()
	focus := d.menu.Focus
	i := -1
	if x := d.crossAt(ui.Pointer()); x >= 0 && ui.Clicked() && !scrolled {
		d.app.Sound().Play(audio.Click)
		d.deleting = x
		return nil
	}
	if x := d.reviewAt(ui.Pointer()); x >= 0 && ui.Clicked() && !scrolled {
		d.app.Sound().Play(audio.Click)
		d.review(x)
		return nil
	}
	if !scrolled {
		i = d.menu.Update()
	}
	if f := d.menu.Focus; f != focus && f >= 0 && f < len(d.games) {
		d.reveal(f) // the keyboard walked off the shown entries: scroll after it
	}
	switch {
	case ui.Back() || i == len(d.menu.Buttons)-1:
		d.app.Sound().Play(audio.Click)
		d.leave()
	case ui.Command(keymap.Delete) && d.menu.Focus >= 0 && d.menu.Focus < len(d.games):
		d.app.Sound().Play(audio.Click)
		d.deleting = d.menu.Focus
	case i >= 0:
		d.app.Sound().Play(audio.Click)
		open := d.app.LoadGame
		if d.pick != nil {
			open = d.pick
		}
		open(d.games[i].Path, func(err error) {
			d.err = loadProblem(err, d.entryName(i))
			if d.bad[i] == nil {
				d.bad[i] = err // damaged since the list was made
			}
		})
	}
	return nil
}

// Cross is the × on an entry that deletes its saved game (after asking); empty for an
// entry scrolled off the screen.
func (d *Load) Cross(i int) ui.Rect {
	d.place()
	r := d.menu.Buttons[i].Rect
	if r.W == 0 {
		return ui.Rect{}
	}
	return ui.Rect{X: r.X + r.W - ui.S(crossW), Y: r.Y, W: ui.S(crossW), H: r.H}
}

// Reviewer is a host that opens a saved game in the replay viewer; the Load screen
// offers a Review button on each entry when its host is one.
type Reviewer interface {
	ReviewSave(path string, failed func(error))
}

// ReviewButton is an entry's Review button, left of its ×; empty when there is none
// (a damaged file, a host without the viewer, an entry scrolled off the screen).
func (d *Load) ReviewButton(i int) ui.Rect {
	x := d.Cross(i)
	if _, ok := d.app.(Reviewer); !ok || x.W == 0 || d.bad[i] != nil {
		return ui.Rect{}
	}
	w := ui.S(reviewW)
	return ui.Rect{X: x.X - w, Y: x.Y + ui.S(9), W: w - ui.S(6), H: x.H - ui.S(18)}
}

func (d *Load) reviewAt(x, y float64) int {
	top, n := d.Shown()
	for i := top; i < top+n; i++ {
		if d.ReviewButton(i).Contains(x, y) {
			return i
		}
	}
	return -1
}

// review opens entry i in the replay viewer; a file that cannot be read says why here.
func (d *Load) review(i int) {
	d.app.(Reviewer).ReviewSave(d.games[i].Path, func(err error) {
		d.err = loadProblem(err, d.entryName(i))
	})
}

// crossAt is the entry whose × is under the pointer, or -1.
func (d *Load) crossAt(x, y float64) int {
	top, n := d.Shown()
	for i := top; i < top+n; i++ {
		if d.Cross(i).Contains(x, y) {
			return i
		}
	}
	return -1
}

// updateDeleting is the question before an entry is deleted: Delete deletes it and
// lists the saved games anew, Keep it (or Esc) leaves it. Enter answers the button in
// focus, Keep it at first: a file is never lost to a key pressed once too often.
func (d *Load) updateDeleting() {
	d.layoutQuestion()
	mx, my := ui.Pointer()
	click := ui.Clicked()
	if ui.Command(keymap.ChoiceBack) || ui.Command(keymap.ChoiceOn) || ui.Command(keymap.FocusOn) {
		d.sure = !d.sure
	}
	switch {
	case (click && d.yes.Hit(mx, my)) || (ui.Enter() && d.sure):
		d.app.Sound().Play(audio.Click)
		i := d.deleting
		d.deleting, d.sure = -1, false
		if err := d.app.DeleteSave(d.games[i].Path); err != nil {
			d.err = lang.Tf("load.delete.failed", d.entryName(i), lang.Explain(err))
			return
		}
		next := NewLoad(d.app)
		next.ret = d.ret
		next.menu.Focus = min(i, len(next.games)-1)
		if len(next.games) == 0 {
			next.menu.Focus = len(next.menu.Buttons) - 1
		}
		d.app.GoTo(next)
	case (click && d.no.Hit(mx, my)) || ui.Back() || ui.Enter():
		d.app.Sound().Play(audio.Click)
		d.deleting, d.sure = -1, false
	}
}

// Deleting is the entry the screen asks about deleting, -1 for none; for tests.
func (d *Load) Deleting() int { return d.deleting }

// Answer is where a button of the question stands (yes true: Delete), for tests.
func (d *Load) Answer(yes bool) ui.Rect {
	d.layoutQuestion()
	if yes {
		return d.yes.Rect
	}
	return d.no.Rect
}

// layoutQuestion places the question's panel over the list, and its buttons.
func (d *Load) layoutQuestion() ui.Rect {
	r := d.area()
	q := ui.Rect{X: r.X + ui.S(40), Y: r.CY() - ui.S(100), W: r.W - ui.S(80), H: ui.S(200)}
	d.yes.Rect, d.no.Rect = ui.QuestionButtons(q, ui.S(200))
	return q
}

func (d *Load) drawQuestion(dst *ebiten.Image) {
	d.yes.Label, d.no.Label = lang.T("load.delete"), lang.T("load.delete.keep")
	ui.DrawQuestionFocus(dst, d.layoutQuestion(), lang.Tf("load.delete.ask", d.entryName(d.deleting)), &d.yes, &d.no, d.sure)
}

// loadProblem is the sentence for a saved game that cannot be loaded: the game's name
// and the engine's reason, never the file's folder.
func loadProblem(err error, name string) string {
	var le *play.LoadError
	if !errors.As(err, &le) {
		return lang.Tf("load.failed", lang.Explain(err))
	}
	var ge *game.Error
	reason := lang.T("load.unreadable")
	switch {
	case errors.As(le.Err, &ge):
		reason = ge.Text(lang.Code())
	case le.Missing():
		reason = lang.T("load.missing")
	}
	return lang.Tf("load.failed.file", name, strings.TrimSuffix(reason, "."))
}

// The Load screen's size in points, and its rows'.
const (
	loadW, loadH = 760, 610
	rowH, rowGap = 50, 7
	crossW       = 44 // the × that deletes an entry, at its right end
	reviewW      = 96 // the Review button left of the ×
	backW, backH = 210, 46
)

// area is the dialog's content rectangle; it is the same every frame for a screen size.
func (d *Load) area() ui.Rect { return dialogArea(loadW, loadH) }

// messageLines is the message wrapped beside the Back button.
func (d *Load) messageLines() []string {
	if d.err == "" {
		return nil
	}
	return ui.Wrap(d.err, messageFace(), d.messageW())
}

// messageW is the room left of the Back button.
func (d *Load) messageW() float64 { return d.area().W - ui.S(backW) - ui.S(24) }

func messageFace() *text.GoTextFace { return ui.Face(ui.Medium, 15) }

// MessageRect is where the message stands: in the bottom row, left of Back, as tall as
// its lines (the list ends above it).
func (d *Load) MessageRect() ui.Rect {
	r := d.area()
	lines := d.messageLines()
	h := math.Max(ui.S(backH), float64(len(lines))*ui.S(20))
	return ui.Rect{X: r.X, Y: r.Y + r.H - h, W: d.messageW(), H: h}
}

// listed is how many entries the list has room for above the bottom row.
func (d *Load) listed() int {
	r := d.area()
	room := d.MessageRect().Y - ui.S(12) - r.Y
	n := int((room + ui.S(rowGap)) / ui.S(rowH+rowGap))
	return max(0, min(n, len(d.games)))
}

// Shown is the first entry on the screen and how many are shown from it.
func (d *Load) Shown() (top, n int) {
	n = d.listed()
	d.top = max(0, min(d.top, len(d.games)-n))
	return d.top, n
}

// reveal scrolls the least that brings entry i onto the screen.
func (d *Load) reveal(i int) {
	top, n := d.Shown()
	switch {
	case n == 0:
	case i < top:
		d.top = i
	case i >= top+n:
		d.top = i - n + 1
	}
	d.Shown()
}

// scroll is the list's position as the scrollbar sees it: in entries.
func (d *Load) scroll() scroll.Scroll {
	top, n := d.Shown()
	return scroll.Scroll{Content: float64(len(d.games)), View: float64(n), Offset: float64(top)}
}

// track is the scrollbar beside the shown entries; they make room for it only when
// there is something to scroll.
func (d *Load) track() ui.Rect {
	r := d.area()
	_, n := d.Shown()
	h := float64(n)*ui.S(rowH+rowGap) - ui.S(rowGap)
	return ui.Rect{X: r.X + r.W - ui.S(8), Y: r.Y, W: ui.S(8), H: h}
}

// scrolls reports whether the list is longer than the screen shows.
func (d *Load) scrolls() bool { _, n := d.Shown(); return n < len(d.games) }

// updateScroll works the wheel, the page keys and the scrollbar; it reports whether it
// used the click, which then presses no entry.
func (d *Load) updateScroll() bool {
	if !d.scrolls() {
		d.bar = scrollbar{}
		return false
	}
	_, n := d.Shown()
	mx, my := ui.Pointer()
	r := d.area()
	list := ui.Rect{X: r.X, Y: r.Y, W: r.W, H: d.track().H}
	if _, dy := ui.Wheel(); dy != 0 && list.Contains(mx, my) {
		step := int(math.Ceil(math.Abs(dy)))
		if dy > 0 {
			step = -step
		}
		d.moveBy(step)
	}
	switch {
	case ui.Command(keymap.PageOn):
		d.moveBy(max(1, n-1))
	case ui.Command(keymap.PageBack):
		d.moveBy(-max(1, n-1))
	case ui.Command(keymap.First): // the newest game, focused
		d.menu.Focus = 0
		d.moveBy(-len(d.games))
	case ui.Command(keymap.Last): // the oldest
		d.menu.Focus = len(d.games) - 1
		d.moveBy(len(d.games))
	}
	s := d.scroll()
	used := d.bar.update(&s, d.track(), float64(max(1, n-1)), mx, my)
	if top := int(math.Round(s.Offset)); top != d.top {
		d.top = top
		d.keepFocusShown()
	}
	return used
}

// moveBy scrolls by k entries (up when negative) and keeps the focus on the screen.
func (d *Load) moveBy(k int) {
	d.top += k
	d.keepFocusShown()
}

// keepFocusShown moves a focused entry that scrolled away to the nearest shown one, so
// that Enter never loads a game the player cannot see.
func (d *Load) keepFocusShown() {
	top, n := d.Shown()
	if f := d.menu.Focus; f >= 0 && f < len(d.games) && n > 0 {
		d.menu.Focus = max(top, min(f, top+n-1))
	}
}

func (d *Load) place() {
	r := d.area()
	top, n := d.Shown()
	w := r.W
	if n < len(d.games) {
		w -= ui.S(20) // room for the scrollbar
	}
	for i, b := range d.menu.Buttons[:len(d.games)] {
		// an entry scrolled away has no place on the screen (nothing to click) but
		// stays in the menu, so that the arrow keys walk on to it and scroll
		b.Rect = ui.Rect{}
		if i >= top && i < top+n {
			b.Rect = ui.Rect{X: r.X, Y: r.Y + float64(i-top)*ui.S(rowH+rowGap), W: w, H: ui.S(rowH)}
		}
		b.Disabled = n == 0
	}
	d.back.Rect = ui.Rect{X: r.X + r.W - ui.S(backW), Y: r.Y + r.H - ui.S(backH), W: ui.S(backW), H: ui.S(backH)}
}

func (d *Load) Draw(dst *ebiten.Image) {
	d.collect()
	heading := lang.T("load.title")
	if d.heading != "" {
		heading = d.heading
	}
	dialog(dst, d.app, heading, loadW, loadH)
	d.back.Label = lang.T("button.back")
	d.place()
	r := d.area()
	if len(d.games) == 0 {
		ui.Draw(dst, lang.T("load.none"), ui.Face(ui.Medium, 17), r.X, r.Y+ui.S(20), ui.InkSoft, ui.Left)
	}
	for i, b := range d.menu.Buttons[:len(d.games)] {
		if b.Rect.W > 0 {
			d.drawEntry(dst, i, b, i == d.menu.Focus)
		}
	}
	s := d.scroll()
	d.bar.draw(dst, &s, d.track()) // only for a list longer than the screen
	d.back.Draw(dst, d.menu.Focus == len(d.menu.Buttons)-1)
	m := d.MessageRect()
	for i, line := range d.messageLines() {
		ui.Draw(dst, line, messageFace(), m.X, m.Y+ui.S(10)+float64(i)*ui.S(20), ui.Red, ui.Left)
	}
	if d.deleting >= 0 {
		d.drawQuestion(dst)
	}
}

// drawEntry paints a saved game's entry: its name and date on top, where its game
// stands under them; a damaged file on paper with a red line saying so.
func (d *Load) drawEntry(dst *ebiten.Image, i int, b *ui.Button, focused bool) {
	g := d.games[i]
	b.Label = ""
	damaged := d.bad[i] != nil
	r := b.Rect
	nameInk, dateInk, infoInk := ui.Cream, ui.Khaki, ui.Cream
	if damaged {
		rim := ui.PaperEdge
		if focused {
			rim = ui.Red
		}
		ui.FillRound(dst, ui.Rect{X: r.X, Y: r.Y + ui.S(3), W: r.W, H: r.H}, ui.S(6), ui.PaperEdge)
		ui.FillRound(dst, r, ui.S(6), ui.PaperDark)
		ui.StrokeRound(dst, r.Inset(ui.S(1)), ui.S(6), ui.S(2), rim)
		nameInk, dateInk, infoInk = ui.InkSoft, ui.InkSoft, ui.Red
	} else {
		b.Draw(dst, focused)
	}
	pad := ui.S(16)
	date := play.ListedDate(g.Time)
	small := ui.Face(ui.Regular, 14)
	dw, _ := ui.Measure(date, small)
	top, bottom := r.Y+r.H*0.3, r.Y+r.H*0.72
	x := d.Cross(i)
	right := x.X - ui.S(4) // the texts end before the ×
	mx, my := ui.Pointer()
	crossInk := dateInk
	if x.Contains(mx, my) {
		ui.FillRound(dst, x.Inset(ui.S(6)), ui.S(5), ui.Red)
		crossInk = ui.Cream
	}
	ui.Draw(dst, "×", ui.Face(ui.Bold, 22), x.CX(), x.CY(), crossInk, ui.Center)
	if rb := d.ReviewButton(i); rb.W > 0 {
		right = rb.X - ui.S(6)
		fill := ui.OliveDark
		if rb.Contains(mx, my) {
			fill = ui.OliveLight
		}
		ui.FillRound(dst, rb, ui.S(5), fill)
		ui.Draw(dst, lang.T("load.review"), ui.Face(ui.Bold, 13), rb.CX(), rb.CY(), ui.Cream, ui.Center)
	}
	ui.Draw(dst, clip(d.entryName(i), ui.Face(ui.Bold, 16), right-r.X-pad-dw-ui.S(16)), ui.Face(ui.Bold, 16), r.X+pad, top, nameInk, ui.Left)
	ui.Draw(dst, date, small, right, top, dateInk, ui.Right)
	info := lang.T("load.damaged")
	switch {
	case !d.known[i] && !damaged:
		info = lang.T("load.reading")
	case !damaged:
		info = describe(d.infos[i])
	}
	ui.Draw(dst, clip(info, small, right-r.X-pad), small, r.X+pad, bottom, infoInk, ui.Left)
}

// clip shortens a text with an ellipsis to a width.
func clip(s string, face *text.GoTextFace, w float64) string {
	if tw, _ := ui.Measure(s, face); tw <= w {
		return s
	}
	rs := []rune(s)
	for len(rs) > 1 {
		rs = rs[:len(rs)-1]
		if tw, _ := ui.Measure(string(rs)+"…", face); tw <= w {
			break
		}
	}
	return string(rs) + "…"
}

// Entry is the middle of the i-th saved game in the list (the Back button after them),
// for tests that click it; (0, 0) for an entry scrolled off the screen.
func (d *Load) Entry(i int) (x, y float64) {
	r := d.EntryRect(i)
	return r.CX(), r.CY()
}

// EntryRect is where the i-th saved game stands in the list (the Back button after
// them); empty for an entry scrolled off the screen. For tests.
func (d *Load) EntryRect(i int) ui.Rect {
	d.place()
	return d.menu.Buttons[i].Rect
}

// Games are the saved games the list offers, newest first.
func (d *Load) Games() []SavedGame { return d.games }

// Info is where the i-th listed game stands, and why it cannot be loaded (nil when it
// can), for tests.
func (d *Load) Info(i int) (SaveInfo, error) { return d.infos[i], d.bad[i] }

// Message is the sentence the screen shows, for tests.
func (d *Load) Message() string { return d.err }

// Track is the scrollbar's track, for tests.
func (d *Load) Track() ui.Rect { d.place(); return d.track() }

// Focus is the focused entry (the Back button after the games), for tests.
func (d *Load) Focus() int { return d.menu.Focus }

// BackRect is the Back button, for tests.
func (d *Load) BackRect() ui.Rect { d.place(); return d.back.Rect }
