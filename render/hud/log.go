package hud

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"taktik/game"
	"taktik/render/hud/model"
	"taktik/render/keymap"
	"taktik/render/lang"
	"taktik/render/ui"
	"taktik/render/ui/scroll"
)

// Log is the game log: every event the engine records, in the chosen language, newest
// at the bottom. Entries are laid out once (again only when the width, the scale or the
// language changes) and the visible part is painted into an image of its own only when
// it changes, so a frame costs one image copy.
type Log struct {
	g        *game.Game
	seen     int // events read from g
	lastTurn int
	code     string
	list     []model.Entry
	evs      []int // the event each entry tells, by its index in the game's log
	lines    []logLine
	laid     int // entries in lines
	width    float64
	scale    float64
	widths   map[*text.GoTextFace]map[string]float64 // words measured, by face

	scroll   scroll.Scroll
	img      *ebiten.Image
	dirty    bool
	dragging bool
	grab     float64 // where on the thumb the drag took hold
	newest   ui.Button

	// A game under review: the log holds the whole game, the entries from event mark on
	// (what comes after the position shown) are dimmed, and a click on a line is kept
	// in picked for the viewer to go there. mark is -1 in play.
	mark, shownMark int
	picked          int
}

// NewLog makes an empty log that follows new events.
func NewLog() *Log {
	return &Log{scroll: scroll.New(), dirty: true, mark: -1, shownMark: -1, picked: -1}
}

// SetMark makes the log a review's: the entries of the events from n on are dimmed, and
// the last entry before them is kept in view.
func (l *Log) SetMark(n int) {
	if n != l.mark {
		l.mark, l.dirty = n, true
	}
}

// Mark is where a review's log dims the entries (-1 in play).
func (l *Log) Mark() int { return l.mark }

// Picked is the event whose line was clicked in a review's log since the last call.
func (l *Log) Picked() (int, bool) {
	e := l.picked
	l.picked = -1
	return e, e >= 0
}

// Reset forgets every entry: for a new or a loaded game.
func (l *Log) Reset() {
	l.g, l.seen, l.lastTurn, l.list, l.evs, l.lines, l.laid = nil, 0, 0, l.list[:0], l.evs[:0], l.lines[:0], 0
	l.shownMark = -1
	l.scroll, l.dirty = scroll.New(), true
}

// Following reports whether the log keeps its newest line in view.
func (l *Log) Following() bool { return l.scroll.Follow }

// metrics of the log, in pixels: line height, padding, scrollbar width.
func logLineH() float64 { return math.Round(ui.S(19)) }
func logPad() float64   { return ui.S(10) }
func logBar() float64   { return ui.S(8) }

// NewestLinesHeight is the height at the log's foot that its n newest lines take, with
// the padding under them: what must stay in view when something is laid over the log.
func NewestLinesHeight(n int) float64 { return float64(n)*logLineH() + logPad() }

// textRect is where the lines go inside r, leaving room for the scrollbar. It holds a
// whole number of lines, the spare pixels above them, so that the newest line sits on
// the bottom edge and no line is cut in half at the top while the log follows.
func (l *Log) textRect(r image.Rectangle) ui.Rect {
	a := rect(r).Inset(logPad())
	a.W -= logBar() + ui.S(6)
	if lh := logLineH(); a.H > lh {
		whole := math.Floor(a.H/lh) * lh
		a.Y, a.H = a.Y+a.H-whole, whole
	}
	return a
}

func (l *Log) track(r image.Rectangle) ui.Rect {
	a := rect(r).Inset(logPad())
	return ui.Rect{X: a.X + a.W - logBar(), Y: a.Y, W: logBar(), H: a.H}
}

// Update reads the events the game added since the last call, and the wheel and the
// scrollbar when the pointer is over r. It reports whether it used the input.
func (l *Log) Update(g *game.Game, r image.Rectangle) bool {
	l.sync(g, r)
	mx, my := ui.Pointer()
	over := image.Pt(int(mx), int(my)).In(r)
	used := false
	if _, dy := ui.Wheel(); dy != 0 && over {
		l.scroll.By(-dy * 3 * logLineH())
		l.dirty, used = true, true
	}
	tr := l.track(r)
	top, h, bar := l.scroll.Thumb(tr.H, ui.S(24))
	pressed := ui.Down()
	switch {
	case l.dragging && pressed:
		l.scroll.To(l.scroll.FromThumb(my-tr.Y-l.grab, tr.H, ui.S(24)))
		l.dirty, used = true, true
	case l.dragging:
		l.dragging, l.dirty = false, true
	case bar && ui.Clicked() && (ui.Rect{X: tr.X - ui.S(4), Y: tr.Y, W: tr.W + ui.S(8), H: tr.H}).Contains(mx, my):
		if my >= tr.Y+top && my < tr.Y+top+h {
			l.dragging, l.grab = true, my-tr.Y-top
		} else if my < tr.Y+top { // a click on the track pages
			l.scroll.By(-l.scroll.View)
		} else {
			l.scroll.By(l.scroll.View)
		}
		l.dirty, used = true, true
	}
	if !l.scroll.Follow && l.mark < 0 {
		l.placeNewest(r)
		if l.newest.Hit(mx, my) && ui.Clicked() {
			l.scroll.End()
			l.dirty, used = true, true
		}
	}
	if over && ui.Command(keymap.Last) && l.mark < 0 {
		l.scroll.End()
		l.dirty, used = true, true
	}
	if l.mark >= 0 && over && ui.Clicked() && !used {
		if e, ok := l.eventAt(my, r); ok {
			l.picked = e
		}
	}
	return used || (over && ui.Clicked()) // a click on the log is the log's, not the board's
}

// sync brings the entries and lines up to date with the game, the language and the
// width of r.
func (l *Log) sync(g *game.Game, r image.Rectangle) {
	code := lang.Code()
	// only the events not yet read are asked for: the engine copies what it hands out,
	// and a long game has thousands. Nil means the log is shorter than what was read
	// (an undo): read it again from the start.
	fresh := g.EventsSince(l.seen)
	if g != l.g || fresh == nil || code != l.code {
		follow, offset := l.scroll.Follow, l.scroll.Offset
		same := g == l.g && fresh != nil // only the language changed
		l.Reset()
		l.g, l.code = g, code
		if same {
			l.scroll.Follow, l.scroll.Offset = follow, offset
		}
		fresh = g.EventsSince(0)
	}
	for i := range fresh { // one by one: each entry remembers its event
		l.list, l.lastTurn = model.Entries(fresh[i:i+1], code, l.lastTurn, l.list)
		for len(l.evs) < len(l.list) {
			l.evs = append(l.evs, l.seen+i)
		}
	}
	l.seen += len(fresh)
	tr := l.textRect(r)
	if tr.W != l.width || ui.Scale() != l.scale {
		l.width, l.scale, l.lines, l.laid = tr.W, ui.Scale(), l.lines[:0], 0
	}
	if l.laid < len(l.list) && l.width > 0 {
		if l.widths == nil {
			l.widths = map[*text.GoTextFace]map[string]float64{}
		}
		l.lines = layout(l.list[l.laid:], l.laid, l.width, ui.Face(ui.Regular, 13), ui.Face(ui.Bold, 13), l.widths, l.lines)
		l.laid = len(l.list)
		l.dirty = true
	}
	content := float64(len(l.lines)) * logLineH()
	if content != l.scroll.Content || tr.H != l.scroll.View {
		l.scroll.Resize(content, tr.H)
		l.dirty = true
	}
	if l.mark >= 0 && l.mark != l.shownMark {
		l.showMark()
	}
}

// showMark scrolls a review's log so that the last line before the mark sits at the
// bottom of the view, what follows it below.
func (l *Log) showMark() {
	l.shownMark = l.mark
	last := -1
	for i, ln := range l.lines {
		if ln.entry >= 0 && l.evs[ln.entry] < l.mark {
			last = i
		}
	}
	l.scroll.Follow = false
	l.scroll.To(float64(last+1)*logLineH() - l.scroll.View + 2*logLineH())
	l.dirty = true
}

// eventAt is the event of the line at a height on the screen.
func (l *Log) eventAt(y float64, r image.Rectangle) (int, bool) {
	tr := l.textRect(r)
	if y < tr.Y || y >= tr.Y+tr.H {
		return 0, false
	}
	i := int((y - tr.Y + l.scroll.Offset) / logLineH())
	for ; i >= 0 && i < len(l.lines); i++ { // a turn's rule leads to the turn's first entry
		if e := l.lines[i].entry; e >= 0 {
			return l.evs[e], true
		}
	}
	return 0, false
}

func (l *Log) placeNewest(r image.Rectangle) {
	a := rect(r)
	w, h := ui.S(110), ui.S(26)
	l.newest.Label = lang.T("hud.log.newest")
	l.newest.Rect = ui.Rect{X: a.X + a.W - w - ui.S(26), Y: a.Y + a.H - h - ui.S(10), W: w, H: h}
}

// Draw paints the log into r: its cached picture, the scrollbar, and the button back to
// the newest line while the player reads older ones.
func (l *Log) Draw(dst *ebiten.Image, r image.Rectangle) {
	if r.Empty() {
		return
	}
	if l.g != nil && (l.textRect(r).W != l.width || ui.Scale() != l.scale) {
		l.sync(l.g, r) // the host resized without an Update
	}
	if l.img == nil || l.img.Bounds().Size() != r.Size() {
		if l.img != nil {
			l.img.Deallocate()
		}
		l.img = ui.NewImage(r.Dx(), r.Dy())
		l.dirty = true
	}
	if l.dirty {
		l.paint(r)
		l.dirty = false
	}
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(float64(r.Min.X), float64(r.Min.Y))
	dst.DrawImage(l.img, op)
	if !l.scroll.Follow && l.mark < 0 {
		l.placeNewest(r)
		l.newest.Draw(dst, false)
	}
}

// paint draws the background, the visible lines and the scrollbar into the cache.
func (l *Log) paint(r image.Rectangle) {
	img := l.img
	img.Clear()
	origin := r.Min
	local := func(a ui.Rect) ui.Rect {
		a.X -= float64(origin.X)
		a.Y -= float64(origin.Y)
		return a
	}
	card(img, ui.Rect{W: float64(r.Dx()), H: float64(r.Dy())})
	tr := local(l.textRect(r))
	view := img.SubImage(irect(tr)).(*ebiten.Image)
	lh := logLineH()
	first := int(l.scroll.Offset / lh)
	y := tr.Y + float64(first)*lh - l.scroll.Offset
	face, bold := ui.Face(ui.Regular, 13), ui.Face(ui.Bold, 13)
	for i := first; i < len(l.lines) && y < tr.Y+tr.H; i++ {
		ln := l.lines[i]
		cy := y + lh/2
		if l.mark >= 0 && ln.entry >= 0 && l.evs[ln.entry] >= l.mark {
			ln.ink = ui.Disabled // what comes after the position under review
		}
		switch {
		case ln.rule:
			w, _ := ui.Measure(ln.text, ui.Face(ui.Bold, 11))
			mid := tr.X + tr.W/2
			ui.FillRect(view, ui.Rect{X: tr.X, Y: math.Round(cy), W: tr.W/2 - w/2 - ui.S(8), H: math.Max(1, ui.S(1))}, ui.Khaki)
			ui.FillRect(view, ui.Rect{X: mid + w/2 + ui.S(8), Y: math.Round(cy), W: tr.W/2 - w/2 - ui.S(8), H: math.Max(1, ui.S(1))}, ui.Khaki)
			ui.Draw(view, ln.text, ui.Face(ui.Bold, 11), mid, cy, ui.OliveLight, ui.Center)
		case ln.bold:
			ui.Draw(view, ln.text, bold, tr.X+indentOf(ln), cy, ln.ink, ui.Left)
		default:
			ui.Draw(view, ln.text, face, tr.X+indentOf(ln), cy, ln.ink, ui.Left)
		}
		y += lh
	}
	if len(l.lines) == 0 {
		ui.Draw(view, lang.T("hud.log.empty"), face, tr.X, tr.Y+lh/2, ui.Disabled, ui.Left)
	}
	tk := local(l.track(r))
	if top, h, ok := l.scroll.Thumb(tk.H, ui.S(24)); ok {
		ui.FillRound(img, tk, tk.W/2, ui.PaperDark)
		thumb := ui.Olive
		if l.dragging {
			thumb = ui.OliveLight
		}
		ui.FillRound(img, ui.Rect{X: tk.X, Y: tk.Y + top, W: tk.W, H: h}, tk.W/2, thumb)
	}
}

func indentOf(ln logLine) float64 {
	if ln.cont {
		return ui.S(12)
	}
	return 0
}

// logLine is one laid-out line: a piece of an entry, or a turn's rule.
type logLine struct {
	text  string
	ink   color.NRGBA
	bold  bool
	rule  bool // a rule across the log with the turn's name in it
	cont  bool // a continuation line of a wrapped entry, indented
	entry int  // the entry it belongs to; -1 for a rule
}

// layout wraps entries to a width in pixels, a turn's rule before each new game turn.
// Word widths are measured once per face and kept in widths: unit ids, squares and the
// same few verbs make up most of a log.
func layout(list []model.Entry, first int, width float64, face, bold *text.GoTextFace, widths map[*text.GoTextFace]map[string]float64, out []logLine) []logLine {
	for k, en := range list {
		if en.Turn > 0 {
			out = append(out, logLine{text: lang.Tf("hud.log.turn", en.Turn), rule: true, entry: -1})
		}
		f := face
		if en.Bold {
			f = bold
		}
		known := widths[f]
		if known == nil || len(known) > 20000 {
			known = map[string]float64{}
			widths[f] = known
		}
		word := func(s string) float64 {
			w, ok := known[s]
			if !ok {
				w, _ = ui.Measure(s, f)
				known[s] = w
			}
			return w
		}
		ink := entryInk(en)
		for i, l := range model.WrapWords(en.Text, width, ui.S(12), word(" "), word) {
			out = append(out, logLine{text: l, ink: ink, bold: en.Bold, cont: i > 0, entry: first + k})
		}
	}
	return out
}

// entryInk is an entry's colour: its side's ink, soft for bookkeeping.
func entryInk(en model.Entry) color.NRGBA {
	switch en.Tone {
	case model.Soft:
		return ui.InkSoft
	case model.Plain:
		return ui.Ink
	}
	return Ink(en.Side)
}
