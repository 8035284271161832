package menu

import (
	"image"
	"math"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"taktik/audio"
	"taktik/game"
	"taktik/game/ai"
	"taktik/render/input"
	"taktik/render/keymap"
	"taktik/render/lang"
	"taktik/render/play"
	"taktik/render/tutorial/lesson"
	"taktik/render/ui"
	"taktik/render/ui/scroll"
)

// Lessons is the screen of short lessons and first scenarios: the lessons in their
// order on the left, each ticked once finished; the first scenarios on the right, each
// a step bigger, ticked once won; a click (or the arrows and Enter) starts one.
type Lessons struct {
	app     App
	entries []lessonEntry
	focus   int
	back    ui.Button
	editor  ui.Button // opens the scenario editor
	err     string
	// size is the step of aboutSizes the lessons' rows are written at: one for all of
	// them, the largest at which every row's text stays inside its card
	size  [2]int
	brief ui.Rect // where the focused scenario's briefing stands
	ownY  float64 // the top of the player's own scenarios
	// scrolls: laid out for fingers on a screen too short for the rows a finger high
	// (a phone held across), the lessons' column and the scenarios' list above the
	// briefing scroll, each in its view; under is the one a finger last came down on,
	// shown the focus last kept in view
	scrolls bool
	lists   [2]scroll.Scroll
	views   [2]ui.Rect
	under   int
	shown   int
}

// lessonEntry is a row of the screen: a lesson, a built-in scenario or a player's own
// (a file of the scenarios folder, which may be faulty).
type lessonEntry struct {
	lesson   string // the lesson's id, or ""
	scenario string // the scenario's id, or ""
	own      *OwnScenario
	rect     ui.Rect
	hidden   bool // a player's own scenario scrolled out of the column
}

// OwnScenario is a scenario file of the player's: its name, and the scenario or why it
// cannot be played, in the sentences of `taktik scenario check`.
type OwnScenario struct {
	Path, Name string
	Scenario   game.Scenario
	Err        error
}

// NewLessons makes the screen with the first unfinished lesson focused.
func NewLessons(app App) *Lessons {
	l := &Lessons{app: app, focus: -1, shown: -1}
	done := app.Settings().Lessons
	for _, sc := range lesson.Scripts() {
		if l.focus < 0 && !contains(done, sc.ID) {
			l.focus = len(l.entries)
		}
		l.entries = append(l.entries, lessonEntry{lesson: sc.ID})
	}
	won := app.Settings().Scenarios
	for _, sc := range game.Scenarios() {
		if l.focus < 0 && !contains(won, sc.ID) {
			l.focus = len(l.entries)
		}
		l.entries = append(l.entries, lessonEntry{scenario: sc.ID})
	}
	for _, o := range app.OwnScenarios() {
		l.entries = append(l.entries, lessonEntry{scenario: o.Scenario.ID, own: &o})
	}
	l.focus = max(l.focus, 0)
	return l
}

// Focusing chooses the row of a lesson or a scenario by its id: a scenario's briefing
// shows in its box, and a tap on the row (or Enter) starts it. The lesson's end card
// leads here for its first scenario, so that a scenario starts by one way, told its
// goal, its opponent and its hints first.
func (l *Lessons) Focusing(id string) *Lessons {
	for i, e := range l.entries {
		if id != "" && (e.lesson == id || e.scenario == id) {
			l.focus, l.shown = i, -1
			break
		}
	}
	return l
}

func contains(list []string, id string) bool {
	for _, x := range list {
		if x == id {
			return true
		}
	}
	return false
}

// lessonsW, lessonsH is the screen's size in points.
const lessonsW, lessonsH = 1180, 740

// briefGap is the room in points between the last row of the player's own scenarios
// and the briefing's box under them (with 8 the row lay against the box in the window
// a laptop opens, 1229 × 652).
const briefGap = 14

// place lays the rows out in two columns and the Back button under them: the lessons
// on the left; on the right the built-in scenarios, the player's own under them (as
// many as fit, scrolled to the focused one), and the briefing of the focused scenario.
func (l *Lessons) place() (left, right ui.Rect) {
	r := dialogArea(lessonsW, lessonsH)
	gap := ui.S(32)
	colW := (r.W - gap) / 2
	bw, bh := ui.S(200), ui.Tap(ui.S(46))
	left = ui.Rect{X: r.X, Y: r.Y + ui.S(34), W: colW, H: r.H - ui.S(34) - math.Max(ui.S(60), bh+ui.S(4))}
	right = ui.Rect{X: r.X + colW + gap, Y: left.Y, W: colW, H: left.H}
	nl, nb := len(lesson.Scripts()), len(game.Scenarios())
	rowH := math.Min(ui.S(92), (left.H-ui.S(6)*float64(nl-1))/float64(nl))
	sRow, sGap := ui.S(28), ui.S(3)
	l.brief = ui.Rect{X: right.X, Y: right.Y + right.H - ui.S(118), W: right.W, H: ui.S(118)}
	// a finger's rows (ui.Tap) as far as the scenarios and one row of the player's
	// own still stand above the briefing
	fingers := (l.brief.Y - ui.S(briefGap) - ui.S(26) - right.Y - float64(nb)*sGap) / float64(nb+1)
	sRow = math.Round(math.Max(sRow, math.Min(ui.Tap(sRow), fingers)))
	l.scrolls = ui.Touch() && (rowH < ui.Tap(0)-0.5 || sRow < ui.Tap(0)-0.5)
	if l.scrolls { // the rows a finger high, in lists that scroll
		rowH, sRow = math.Round(ui.Tap(rowH)), math.Round(ui.Tap(sRow))
	}
	ownTop := right.Y + float64(nb)*(sRow+sGap) + ui.S(26)
	// the briefing under them, shorter where a short screen leaves it less room than
	// the heading of the player's own and one row of them take
	if top := ownTop + sRow + ui.S(briefGap); l.brief.Y < top {
		l.brief.Y, l.brief.H = top, right.Y+right.H-top
	}
	fit := max(1, int((l.brief.Y-ui.S(briefGap)-ownTop)/(sRow+sGap)))
	if l.scrolls {
		l.brief = ui.Rect{X: right.X, Y: right.Y + right.H - ui.S(118), W: right.W, H: ui.S(118)}
		fit = len(l.entries)
	}
	first := 0 // the first of the player's own rows shown
	if k := l.focus - nl - nb; k >= fit {
		first = k - fit + 1
	}
	l.ownY = ownTop
	for i := range l.entries {
		e := &l.entries[i]
		switch k := i - nl - nb; {
		case i < nl:
			e.rect = ui.Rect{X: left.X, Y: left.Y + float64(i)*(rowH+ui.S(6)), W: left.W, H: rowH}
		case k < 0:
			e.rect = ui.Rect{X: right.X, Y: right.Y + float64(i-nl)*(sRow+sGap), W: right.W, H: sRow}
		default:
			e.hidden = k < first || k >= first+fit
			e.rect = ui.Rect{X: right.X, Y: ownTop + float64(k-first)*(sRow+sGap), W: right.W, H: sRow}
		}
	}
	l.scroll(left, right, ownTop+float64(max(1, len(l.entries)-nl-nb))*(sRow+sGap))
	l.size[0] = len(aboutSizes) - 1
	for k := range aboutSizes {
		all := true
		for i := range nl {
			all = all && layoutAbout(l.entries[i].rect, l.about(i), k).fits(l.entries[i].rect)
		}
		if all {
			l.size[0] = k
			break
		}
	}
	l.back = ui.Button{Label: lang.T("button.back"), Rect: ui.Rect{X: r.X + r.W/2 - bw/2, Y: r.Y + r.H - bh, W: bw, H: bh}}
	l.editor = ui.Button{Label: lang.T("lessons.editor"), Rect: ui.Rect{X: right.X + right.W - ui.S(220), Y: l.back.Rect.Y, W: ui.S(220), H: bh}}
	return left, right
}

// scroll lays the two lists out in their views when they scroll (the scenarios' list
// ending at bottom), the focused row kept in view when the focus has moved to it, and
// moves the rows by the lists' offsets.
func (l *Lessons) scroll(left, right ui.Rect, bottom float64) {
	if !l.scrolls {
		l.lists = [2]scroll.Scroll{}
		return
	}
	nl := len(lesson.Scripts())
	l.views = [2]ui.Rect{left, {X: right.X, Y: right.Y, W: right.W, H: l.brief.Y - ui.S(briefGap) - right.Y}}
	l.lists[0].Resize(l.entries[nl-1].rect.Y+l.entries[nl-1].rect.H-left.Y, left.H)
	l.lists[1].Resize(bottom-right.Y, l.views[1].H)
	col := func(i int) int { return min(i/nl, 1) }
	if l.focus != l.shown && l.focus < len(l.entries) {
		l.shown = l.focus
		c, r := col(l.focus), l.entries[l.focus].rect
		s, v := &l.lists[c], l.views[c]
		switch {
		case r.Y-v.Y < s.Offset:
			s.To(r.Y - v.Y)
		case r.Y+r.H-v.Y > s.Offset+v.H:
			s.To(r.Y + r.H - v.Y - v.H)
		}
	}
	for i := range l.entries {
		e := &l.entries[i]
		e.rect.Y -= l.lists[col(i)].Offset
		e.hidden = e.lesson == "" && (e.rect.Y+e.rect.H <= l.views[1].Y || e.rect.Y >= l.views[1].Y+l.views[1].H)
	}
	l.ownY -= l.lists[1].Offset
}

// scrollLists moves the lists that scroll by a one-finger drag over them (the one the
// finger came down on) or the wheel.
func (l *Lessons) scrollLists(mx, my float64) {
	if !l.scrolls {
		return
	}
	for c, v := range l.views {
		if v.Contains(mx, my) {
			l.under = c
			if _, dy := ui.Wheel(); dy != 0 {
				l.lists[c].By(-dy * ui.S(60))
			}
		}
	}
	if t := input.TouchOf(ui.Input()); t.DragY != 0 {
		l.lists[l.under].By(-t.DragY)
	}
}

// Scrolls reports whether the lists scroll, and the lessons' and the scenarios' views
// and offsets, for tests.
func (l *Lessons) Scrolls() (ok bool, views [2]ui.Rect, offsets [2]float64) {
	l.place()
	return l.scrolls, l.views, [2]float64{l.lists[0].Offset, l.lists[1].Offset}
}

// Entry is the middle of row i (the lessons in order, then the scenarios), for tests.
func (l *Lessons) Entry(i int) (x, y float64) {
	l.place()
	return l.entries[i].rect.CX(), l.entries[i].rect.CY()
}

// About is what row i says about itself, for tests: a lesson's line, a scenario's
// briefing, or a faulty file's faults.
func (l *Lessons) About(i int) string { return l.about(i) }

// Rows is the number of rows: the lessons, the built-in scenarios, the player's own.
func (l *Lessons) Rows() int { return len(l.entries) }

// EditorButton is the middle of Make a scenario, for tests.
func (l *Lessons) EditorButton() (x, y float64) {
	l.place()
	return l.editor.Rect.CX(), l.editor.Rect.CY()
}

// Focus is the row the keyboard is on.
func (l *Lessons) Focus() int { return l.focus }

// Briefing is the title and the text in the briefing's box, for tests.
func (l *Lessons) Briefing() (title, text string) {
	i := l.briefed()
	if i >= len(l.entries) {
		return "", ""
	}
	return l.entries[i].title(), l.about(i)
}

func (l *Lessons) Update() error {
	l.place()
	mx, my := ui.Pointer()
	l.scrollLists(mx, my)
	l.place()
	l.back.Hit(mx, my)
	l.editor.Hit(mx, my)
	if ui.Clicked() && l.editor.Rect.Contains(mx, my) {
		l.app.Sound().Play(audio.Click)
		l.app.Editor()
		return nil
	}
	if ui.Back() || (ui.Clicked() && l.back.Rect.Contains(mx, my)) {
		l.app.Sound().Play(audio.Click)
		l.app.Title()
		return nil
	}
	for i, e := range l.entries {
		if !e.hidden && e.rect.Contains(mx, my) && (!l.scrolls || l.views[min(i/len(lesson.Scripts()), 1)].Contains(mx, my)) && (ui.PointerMoved() || ui.Clicked()) {
			l.focus = i
			if ui.Clicked() {
				l.start(i)
				return nil
			}
		}
	}
	switch {
	case ui.Command(keymap.FocusOn):
		l.focus = (l.focus + 1) % len(l.entries)
	case ui.Command(keymap.FocusBack):
		l.focus = (l.focus + len(l.entries) - 1) % len(l.entries)
	case ui.Activate():
		l.start(l.focus)
	}
	return nil
}

// start opens a lesson, or a scenario against the Recruit (the lessons' opponent).
func (l *Lessons) start(i int) {
	l.app.Sound().Play(audio.Click)
	e := l.entries[i]
	failed := func(err error) { l.err = lang.Explain(err) }
	if e.own != nil && e.own.Err != nil {
		failed(e.own.Err)
		return
	}
	if e.lesson == "" {
		opts, players := ScenarioGame(e.scenario, seedNow())
		l.app.NewGame(opts, players, failed)
	} else if err := l.app.Lesson(e.lesson); err != nil {
		failed(err)
	}
}

func (l *Lessons) Draw(dst *ebiten.Image) {
	dialog(dst, l.app, lang.T("lessons.title"), lessonsW, lessonsH)
	left, right := l.place()
	for i, col := range []ui.Rect{left, right} {
		head := []string{"lessons.head", "lessons.scenarios"}[i]
		ui.Draw(dst, lang.T(head), ui.Face(ui.Bold, 17), col.X, col.Y-ui.S(24), ui.Olive, ui.Left)
		ui.FillRect(dst, ui.Rect{X: col.X, Y: col.Y - ui.S(10), W: col.W, H: ui.S(1.5)}, ui.PaperEdge)
	}
	set := l.app.Settings()
	n := 0
	lists := [2]*ebiten.Image{dst, dst}
	if l.scrolls {
		for c, v := range l.views {
			lists[c] = dst.SubImage(image.Rect(int(v.X), int(v.Y), int(math.Ceil(v.X+v.W+ui.S(12))), int(math.Ceil(v.Y+v.H)))).(*ebiten.Image)
			if top, h, ok := l.lists[c].Thumb(v.H, ui.S(30)); ok {
				ui.FillRound(dst, ui.Rect{X: v.X + v.W + ui.S(4), Y: v.Y + top, W: ui.S(5), H: h}, ui.S(2.5), ui.Olive)
			}
		}
	}
	for i, e := range l.entries {
		if e.lesson != "" {
			n++
			if l.scrolls && (e.rect.Y+e.rect.H <= left.Y || e.rect.Y >= left.Y+left.H) {
				continue
			}
			name := lang.Tf("lessons.numbered", n, lang.T("lesson."+e.lesson+".name"))
			drawEntry(lists[0], e.rect, name, l.layout(i), contains(set.Lessons, e.lesson), i == l.focus)
			continue
		}
		if e.hidden {
			continue
		}
		name := e.title()
		if e.own != nil && e.own.Err != nil {
			name = lang.Tf("lessons.own.faulty", e.own.Name)
		}
		drawRow(lists[1], e.rect, name, contains(set.Scenarios, e.scenario), i == l.focus)
	}
	ui.Draw(lists[1], lang.T("lessons.own"), ui.Face(ui.Bold, 15), right.X, l.ownY-ui.S(12), ui.Olive, ui.Left)
	if len(l.app.OwnScenarios()) == 0 {
		ui.Draw(lists[1], lang.T(ownNone()), ui.Face(ui.Regular, 14), right.X, l.ownY+ui.S(14), ui.InkSoft, ui.Left)
	}
	l.drawBrief(dst)
	l.back.Draw(dst, false)
	l.editor.Draw(dst, false)
	if l.err != "" {
		message(dst, l.err, right, l.back.Rect.Y-ui.S(30), true)
	}
}

// title is a scenario row's name.
func (e lessonEntry) title() string {
	if e.own != nil {
		return e.own.Scenario.Text(lang.Code(), "title")
	}
	sc, _ := game.FindScenario(e.scenario)
	return lang.Scenario(sc, "title")
}

// briefed is the row whose briefing shows: the focused scenario, else the first.
func (l *Lessons) briefed() int {
	if l.focus >= len(lesson.Scripts()) {
		return l.focus
	}
	return len(lesson.Scripts())
}

// briefLines are the briefing's lines at its size.
func (l *Lessons) briefLines(i int) ([]string, *text.GoTextFace) {
	face := ui.Face(ui.Regular, 14)
	for _, pt := range []float64{14, 13, 12} {
		face = ui.Face(ui.Regular, pt)
		lines := ui.Wrap(l.about(i), face, l.brief.W-ui.S(24))
		_, h := ui.Measure("Ag", face)
		if ui.S(40)+float64(len(lines)-1)*h*1.2+h/2 <= l.brief.H-ui.S(3) {
			return lines, face
		}
	}
	return ui.Wrap(l.about(i), face, l.brief.W-ui.S(24)), face
}

// drawBrief paints the briefing of the focused scenario in its box.
func (l *Lessons) drawBrief(dst *ebiten.Image) {
	i := l.briefed()
	if i >= len(l.entries) {
		return
	}
	r := l.brief
	ui.FillRound(dst, r, ui.S(6), ui.Mix(ui.PaperDark, ui.Cream, 0.3))
	ui.StrokeRound(dst, r.Inset(ui.S(0.75)), ui.S(6), ui.S(1.5), ui.PaperEdge)
	ui.Draw(dst, l.entries[i].title(), ui.Face(ui.Bold, 15), r.X+ui.S(12), r.Y+ui.S(18), ui.Ink, ui.Left)
	lines, face := l.briefLines(i)
	_, h := ui.Measure("Ag", face)
	ink := ui.InkSoft
	if o := l.entries[i].own; o != nil && o.Err != nil {
		ink = ui.Red
	}
	for k, line := range lines {
		ui.Draw(dst, line, face, r.X+ui.S(12), r.Y+ui.S(40)+float64(k)*h*1.2, ink, ui.Left)
	}
}

// drawRow paints a scenario's row: a small round mark (a tick once won) and its name.
func drawRow(dst *ebiten.Image, r ui.Rect, name string, done, focused bool) {
	fill, rim, w := ui.PaperDark, ui.PaperEdge, ui.S(1.5)
	if focused {
		fill, rim, w = ui.Mix(ui.PaperDark, ui.Cream, 0.5), ui.Brass, ui.S(2.5)
	}
	ui.Target(name, r)
	ui.FillRound(dst, r, ui.S(5), fill)
	ui.StrokeRound(dst, r.Inset(w/2), ui.S(5), w, rim)
	cy := r.CY()
	drawMark(dst, r.X+ui.S(18), cy, ui.S(7), done)
	ui.Draw(dst, name, ui.Face(ui.Bold, 14), r.X+ui.S(36), cy, ui.Ink, ui.Left)
}

// about is what row i is about: a lesson's line, or a scenario's story, goal and forces.
func (l *Lessons) about(i int) string {
	e := l.entries[i]
	switch {
	case e.lesson != "":
		return lang.T("lesson." + e.lesson + ".about")
	case e.own != nil && e.own.Err != nil:
		return lang.Explain(e.own.Err)
	case e.own != nil:
		return ScenarioAbout(e.own.Scenario)
	}
	sc, _ := game.FindScenario(e.scenario)
	return ScenarioAbout(sc)
}

// layout is row i's text laid out at its column's size.
func (l *Lessons) layout(i int) aboutLayout {
	col := 0
	if l.entries[i].lesson == "" {
		col = 1
	}
	return layoutAbout(l.entries[i].rect, l.about(i), l.size[col])
}

// OwnFits reports, for tests, whether the first line under the heading of the player's
// own scenarios and every row of them shown stand clear above the briefing, briefGap
// between.
func (l *Lessons) OwnFits() bool {
	l.place()
	if l.scrolls { // the list they are in ends above it
		return l.views[1].Y+l.views[1].H+ui.S(briefGap) <= l.brief.Y+0.5
	}
	bottom := l.ownY + ui.S(14) + ui.S(9)
	for _, e := range l.entries {
		if e.own != nil && !e.hidden {
			bottom = math.Max(bottom, e.rect.Y+e.rect.H)
		}
	}
	return bottom+ui.S(briefGap) <= l.brief.Y+0.5
}

// TextFits reports, for tests, whether every lesson row's text stays inside its card
// at one size, every scenario's name inside its row and every briefing inside its box;
// the first text that does not; the line of the player's own scenarios stands clear
// above the briefing (OwnFits).
func (l *Lessons) TextFits() (string, bool) {
	if !l.OwnFits() { // the line under Your scenarios, or their last row
		if len(l.app.OwnScenarios()) > 0 {
			return l.entries[len(l.entries)-1].title(), false
		}
		return lang.T(ownNone()), false
	}
	var face *text.GoTextFace
	for i, e := range l.entries {
		if e.lesson == "" {
			if w, _ := ui.Measure(e.title(), ui.Face(ui.Bold, 14)); w > e.rect.W-ui.S(44) {
				return e.title(), false
			}
			lines, f := l.briefLines(i)
			_, h := ui.Measure("Ag", f)
			if ui.S(40)+float64(len(lines)-1)*h*1.2+h/2 > l.brief.H-ui.S(3) {
				return l.about(i), false
			}
			continue
		}
		a := l.layout(i)
		if face == nil {
			face = a.face
		}
		if a.face.Size != face.Size || !a.fits(e.rect) {
			return l.about(i), false
		}
		for _, line := range a.lines {
			if w, _ := ui.Measure(line, a.face); e.rect.X+ui.S(52)+w > e.rect.X+e.rect.W-ui.S(10) {
				return line, false
			}
		}
	}
	return "", true
}

// ScenarioAbout says what a scenario asks: its story, its objective and turn limit, and
// the forces on each side.
func ScenarioAbout(sc game.Scenario) string {
	red, blue := 0, 0
	for _, p := range sc.Units {
		if p.Unit[0] == 'r' {
			red++
		} else {
			blue++
		}
	}
	goal := lang.Tf("scenario.goal", joinCities(sc.Objective), sc.TurnLimit, red, blue)
	switch {
	case len(sc.Objective) > 0:
	case len(sc.Hold) > 0:
		goal = lang.Tf("scenario.goal.hold", joinCities(sc.Hold), sc.TurnLimit, red, blue)
	default:
		goal = lang.Tf("scenario.goal.destroy", unitNames(sc.Destroy), sc.TurnLimit, red, blue)
	}
	about := lang.Scenario(sc, "text") + " " + goal
	if sc.Opponent != "easy" {
		if l, err := ai.ParseLevel(sc.Opponent); err == nil {
			about += " " + lang.Tf("scenario.opponent", l.Name(lang.Code()))
		}
	}
	switch {
	case !sc.Hints:
		about += " " + lang.T("scenario.hints.off")
	case sc.HintLimit > 0:
		about += " " + lang.Tf(lang.Counted(sc.HintLimit, "scenario.hints.limit"), sc.HintLimit)
	}
	return about
}

// unitNames names units by protocol id in the player's language.
func unitNames(ids []string) string {
	return game.UnitNamesOf(ids, lang.Code())
}

func joinCities(list []string) string {
	out := ""
	for i, c := range list {
		switch {
		case i == 0:
		case i == len(list)-1:
			out += lang.T("scenario.and")
		default:
			out += ", "
		}
		out += c
	}
	return out
}

// drawEntry paints a row: a paper card with a round mark (a tick once done), the name
// and what it is about, laid out as a.
func drawEntry(dst *ebiten.Image, r ui.Rect, name string, a aboutLayout, done, focused bool) {
	fill, rim := ui.PaperDark, ui.PaperEdge
	if focused {
		fill, rim = ui.Mix(ui.PaperDark, ui.Cream, 0.5), ui.Brass
	}
	ui.Target(name, r)
	ui.FillRound(dst, r, ui.S(6), fill)
	w := ui.S(1.5)
	if focused {
		w = ui.S(2.5)
	}
	ui.StrokeRound(dst, r.Inset(w/2), ui.S(6), w, rim)
	drawMark(dst, r.X+ui.S(26), r.Y+ui.S(23), ui.S(12), done)
	x := r.X + ui.S(52)
	ui.Draw(dst, name, ui.Face(ui.Bold, 17), x, a.nameY, ui.Ink, ui.Left)
	for i, line := range a.lines {
		if y := a.firstY + float64(i)*a.step; y <= r.Y+r.H-ui.S(5) {
			ui.Draw(dst, line, a.face, x, y, ui.InkSoft, ui.Left)
		}
	}
}

// aboutLayout is where a row's name and the lines of what it is about go.
type aboutLayout struct {
	face                *text.GoTextFace
	nameY, firstY, step float64
	lines               []string
}

// aboutSizes are the sizes a row's text is laid out at, each with its usual spacing
// and a tight one: the usual where the row has room for all the lines, closer and then
// smaller where it is short (seven lessons on a laptop's window), so that no line of the
// description is cut off.
var aboutSizes = []struct {
	size                 float64
	name, first, step    float64 // the usual spacing
	tName, tFirst, tStep float64 // the tight one
}{{14, 22, 43, 17, 16, 32, 14.5}, {13, 18, 36, 15, 15, 30, 13.5}, {12, 16, 32, 13.5, 15, 29, 12.5}}

// layoutAbout lays a row's text out at size k of aboutSizes, tightly spaced if the
// usual spacing does not fit the row.
func layoutAbout(r ui.Rect, about string, k int) aboutLayout {
	l := aboutSizes[k]
	a := aboutLayout{face: ui.Face(ui.Regular, l.size), nameY: r.Y + ui.S(l.name), firstY: r.Y + ui.S(l.first), step: ui.S(l.step)}
	a.lines = ui.Wrap(about, a.face, r.W-ui.S(66))
	if !a.fits(r) {
		a.nameY, a.firstY, a.step = r.Y+ui.S(l.tName), r.Y+ui.S(l.tFirst), ui.S(l.tStep)
	}
	return a
}

// fits reports whether the last line stays inside the row, clear of its rim.
func (a aboutLayout) fits(r ui.Rect) bool {
	_, h := ui.Measure("Ag", a.face)
	return a.firstY+float64(len(a.lines)-1)*a.step+h/2 <= r.Y+r.H-ui.S(3)
}

// ScenarioGame is a scenario with the player on its player side against the computer
// at the scenario's level.
func ScenarioGame(id string, seed uint64) (game.Options, play.Commanders) {
	sc, _ := game.FindScenario(id)
	level, err := ai.ParseLevel(sc.Opponent)
	if err != nil {
		level = ai.Rekrut
	}
	var cs play.Commanders
	cs[sc.Player.Opponent()] = play.Commander{Computer: true, Level: level}
	return game.Options{Scenario: id, Seed: seed}, cs
}

func seedNow() uint64 { return uint64(time.Now().UnixNano()) }

// drawMark paints a row's round mark of radius rad: a tick on olive once done, else an
// empty ring.
func drawMark(dst *ebiten.Image, cx, cy, rad float64, done bool) {
	if done {
		vector.DrawFilledCircle(dst, float32(cx), float32(cy), float32(rad), ui.Olive, true)
		var p vector.Path
		p.MoveTo(float32(cx-rad*0.45), float32(cy))
		p.LineTo(float32(cx-rad*0.1), float32(cy+rad*0.4))
		p.LineTo(float32(cx+rad*0.5), float32(cy-rad*0.4))
		ui.StrokePath(dst, &p, float32(rad/4), ui.Cream)
		return
	}
	vector.StrokeCircle(dst, float32(cx), float32(cy), float32(rad), float32(rad/6), ui.PaperEdge, true)
}

// OwnNone is the line under Your scenarios while there are none, for tests.
func (l *Lessons) OwnNone() string { return lang.T(ownNone()) }

// ownNone is the key of the line under Your scenarios while there are none: the desktop
// game reads them from its data folder; the browser, which has no folder to put them
// in, takes them from the editor's Open a file (ui.Upload is the page's).
func ownNone() string {
	if ui.Upload != nil {
		return "lessons.own.none.web"
	}
	return "lessons.own.none"
}
