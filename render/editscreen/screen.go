// Package editscreen is the scenario editor's screen: the continent as a plain grid of
// squares beside a panel of orders. A click on a square places the next unit of the
// chosen side and kind there, a click on a unit takes it off; in goal mode a click on a
// city puts it into the goal (to take, or to hold when the goal's side holds it) or takes
// it out, and a click on an enemy unit marks it to be destroyed. "Goal and briefing"
// opens a form for the texts in both languages, the sides, the opponent, hints and the
// rules. What the scenario holds, and whether it is sound, is the display-free model's
// (render/editor); this only draws it and turns clicks into its calls.
package editscreen

import (
	"fmt"
	"image"
	"math"
	"path/filepath"
	"slices"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"taktik/assets/i18n"
	"taktik/audio"
	"taktik/game"
	"taktik/game/store"
	"taktik/maps"
	"taktik/render/editor"
	"taktik/render/input"
	"taktik/render/lang"
	"taktik/render/play"
	"taktik/render/settings"
	"taktik/render/ui"
	"taktik/units"
)

// App is what the editor needs of the program.
type App interface {
	Sound() audio.Player
	// Lessons goes back to the Lessons and scenarios screen.
	Lessons()
	// EditSaved lets the player pick a saved game whose position the editor opens.
	EditSaved()
	NewGame(opts game.Options, players play.Commanders, failed func(error))
}

// kinds are the unit kinds the editor places, by the ids' middle word.
var kinds = []string{"inf", "arm", "mtn", "para", "mar", "hq"}

// Screen is the editor.
type Screen struct {
	app   App
	board *maps.Board
	ed    *editor.Editor
	side  units.Side
	kind  int
	goal  bool   // clicks on cities set the goal
	saved string // the file this scenario was saved as, "" before the first save
	note  string
	bad   bool
	form  *goalForm // the goal and briefing form, nil while closed
	// uploaded brings a file the page read (ui.Upload) into the game's loop
	uploaded chan upload

	mapRect                                                ui.Rect
	view                                                   ui.Rect // the map's window: the map fitted whole, or the part in sight
	zoom                                                   int     // the fingers' steps in (zoom.go)
	panX, panY, pinch                                      float64
	overMap                                                bool    // the finger that came down was over the map
	left, right                                            ui.Rect // the panel's columns: both the panel, or its halves (two)
	sq                                                     float64
	full, empty, fromSave, sideB, kindB, goalB, less, more ui.Button
	brief, test, save, back, down, up                      ui.Button
}

// New opens the editor on the full deployment, Red to take Indigau in ten turns.
func New(app App, b *maps.Board) *Screen {
	s := &Screen{app: app, board: b, uploaded: make(chan upload, 1)}
	s.start(true)
	return s
}

// Open opens the editor on a scenario begun elsewhere: a position of the replay viewer.
func Open(app App, b *maps.Board, ed *editor.Editor) *Screen {
	return &Screen{app: app, board: b, ed: ed, uploaded: make(chan upload, 1)}
}

func (s *Screen) start(full bool) {
	s.saved = ""
	s.ed = editor.New(s.board, "mine")
	if full {
		if e, err := editor.FromDeployment(s.board, "mine"); err == nil {
			s.ed = e
		}
	}
	s.ed.SetGoal(editor.Goal{Side: units.Red, Take: []string{"Indigau"}, Turns: 10})
	for _, l := range []string{"en", "de"} {
		s.ed.SetBriefing(l, langText(l, "editor.default.title"), langText(l, "editor.default.briefing"))
	}
}

func langText(code, key string) string { return i18n.Text(code, key) }

// Editor is the model, for tests.
func (s *Screen) Editor() *editor.Editor { return s.ed }

// Square is the middle of a square on the screen, for tests.
func (s *Screen) Square(q maps.Square) (x, y float64) {
	s.place()
	return s.mapRect.X + (float64(q.Col)-0.5)*s.sq, s.mapRect.Y + (float64(q.Row)-0.5)*s.sq
}

// fingerWords are the panel's texts that speak of clicks, and the words for a player
// using fingers (while the fingers have the pointer, input.Fingers).
var fingerWords = map[string]string{"editor.place": "editor.place.touch", "editor.goal": "editor.goal.touch"}

// fingerWord is a text's key in the words for fingers when they have the pointer.
func fingerWord(key string) string {
	if k, ok := fingerWords[key]; ok && input.TouchOf(ui.Input()).Fingers {
		return k
	}
	return key
}

// Button is the middle of a panel button by its catalog key, for tests.
func (s *Screen) Button(key string) (x, y float64) {
	s.place()
	for _, b := range s.buttons() {
		if b.Label == lang.T(fingerWord(key)) {
			return b.Rect.CX(), b.Rect.CY()
		}
	}
	return -1, -1
}

func (s *Screen) buttons() []*ui.Button {
	b := []*ui.Button{&s.full, &s.empty, &s.fromSave, &s.sideB, &s.kindB, &s.goalB, &s.less, &s.more, &s.brief, &s.test, &s.save, &s.back}
	if ui.Download != nil && ui.Upload != nil { // the browser: files go through the page
		b = append(b, &s.down, &s.up)
	}
	return b
}

// panelSize is the panel's least width on a screen h pixels high, its buttons' height,
// how far the room between them closes up (v, 1 for not at all), and whether the panel
// takes two columns. On a short window (a browser's page under its bars) the rows close
// up, so that the panel's sentence keeps its room between the upper and the lower
// buttons. Laid out for fingers the buttons stay a finger high (ui.Tap) and only the
// room between them closes up; where even so the column is too long for the screen (a
// phone held across) the panel takes two columns, the lower buttons in the right one.
func panelSize(h float64) (pw, bh, v float64, two bool) {
	need, rows := 744.0, 9.0 // the column's height in points, and its rows of buttons
	if ui.Download != nil && ui.Upload != nil {
		need, rows = need+44, rows+1 // the row of Download and Open a file
	}
	room := h - 2*ui.S(12)
	if !ui.Touch() {
		v = math.Min(1, room/ui.S(need))
		return ui.S(330), ui.S(36) * v, v, false
	}
	bh = ui.Tap(ui.S(36))
	if v = math.Min(1, (room-rows*(bh-ui.S(36)))/ui.S(need)); v >= 0.75 {
		return ui.S(330), bh, v, false
	}
	// the left column: four rows of buttons and three lines of text between them
	v = math.Min(1, (room-ui.S(56)-4*(bh+ui.S(8)))/ui.S(3*44+20))
	return ui.S(600), bh, v, true
}

// place lays the map out on the left and the panel on the right.
func (s *Screen) place() ui.Rect {
	w, h := ui.ScreenSize()
	m := ui.S(12)
	pw, bh, v, two := panelSize(float64(h))
	fit := math.Floor(math.Min((float64(w)-pw-3*m)/float64(s.board.Cols), (float64(h)-2*m)/float64(s.board.Rows)))
	s.view = ui.Rect{X: m, Y: m, W: fit * float64(s.board.Cols), H: fit * float64(s.board.Rows)}
	s.placeMap(fit)
	p := ui.Rect{X: s.view.X + s.view.W + m, Y: m, W: float64(w) - s.view.W - 3*m, H: float64(h) - 2*m}
	s.left, s.right = p, p
	if two {
		s.left.W = p.W / 2
		s.right.X, s.right.W = p.X+p.W/2, p.W/2
	}
	gap, slot := ui.S(8)*v, ui.S(44)*v // slot: the room of a line of text between buttons
	column := func(c ui.Rect) (x0, x1, half, full float64) {
		full = c.W - ui.S(24)
		half = (full - gap) / 2
		return c.X + ui.S(12), c.X + ui.S(12) + half + gap, half, full
	}
	x0, x1, half, full := column(s.left)
	y := p.Y + ui.S(56)
	s.full = ui.Button{Label: lang.T("editor.full"), Rect: ui.Rect{X: x0, Y: y, W: half, H: bh}}
	s.empty = ui.Button{Label: lang.T("editor.empty"), Rect: ui.Rect{X: x1, Y: y, W: half, H: bh}}
	y += bh + gap
	s.fromSave = ui.Button{Label: lang.T("editor.saved.game"), Rect: ui.Rect{X: x0, Y: y, W: full, H: bh}}
	y += bh + gap + slot // the line on placing units
	s.sideB = ui.Button{Label: lang.T("side." + s.side.String()), Rect: ui.Rect{X: x0, Y: y + ui.S(8)*v, W: half, H: bh}}
	s.kindB = ui.Button{Label: lang.T("editor.kind." + kinds[s.kind]), Rect: ui.Rect{X: x1, Y: y + ui.S(8)*v, W: half, H: bh}}
	y += bh + gap + slot // the count of units
	goalKey := fingerWord("editor.goal")
	if s.goal {
		goalKey = "editor.units"
	}
	s.goalB = ui.Button{Label: lang.T(goalKey), Rect: ui.Rect{X: x0, Y: y, W: full, H: bh}}
	y += bh + gap + slot + ui.S(20)*v // the goal in words
	x0, x1, half, full = column(s.right)
	if two {
		y = p.Y + ui.S(56)
	}
	s.less = ui.Button{Label: "−", Rect: ui.Rect{X: x0, Y: y, W: bh, H: bh}}
	s.more = ui.Button{Label: "+", Rect: ui.Rect{X: x0 + full - bh, Y: y, W: bh, H: bh}}
	by := p.Y + p.H - bh
	s.down = ui.Button{Label: lang.T("editor.download"), Rect: ui.Rect{X: x0, Y: by - 4*(bh+gap), W: half, H: bh}}
	s.up = ui.Button{Label: lang.T("editor.upload"), Rect: ui.Rect{X: x1, Y: by - 4*(bh+gap), W: half, H: bh}}
	s.brief = ui.Button{Label: lang.T("editor.form.open"), Rect: ui.Rect{X: x0, Y: by - 3*(bh+gap), W: full, H: bh}}
	s.test = ui.Button{Label: lang.T("editor.test"), Rect: ui.Rect{X: x0, Y: by - 2*(bh+gap), W: full, H: bh}}
	s.save = ui.Button{Label: lang.T("editor.save"), Rect: ui.Rect{X: x0, Y: by - (bh + gap), W: full, H: bh}}
	s.back = ui.Button{Label: lang.T("button.back"), Rect: ui.Rect{X: x0, Y: by, W: full, H: bh}}
	return p
}

func (s *Screen) Update() error {
	s.place()
	if s.form != nil {
		if s.form.update(s.ed) {
			s.form = nil
		}
		return nil
	}
	select {
	case u := <-s.uploaded:
		s.openUpload(u)
	default:
	}
	s.fingerZoom()
	mx, my := ui.Pointer()
	for _, b := range s.buttons() {
		b.Hit(mx, my)
	}
	if ui.Back() {
		s.app.Lessons()
		return nil
	}
	if !ui.Clicked() {
		return nil
	}
	s.app.Sound().Play(audio.Click)
	sc := s.ed.Scenario()
	switch {
	case s.full.Rect.Contains(mx, my):
		s.start(true)
	case s.empty.Rect.Contains(mx, my):
		s.start(false)
	case s.fromSave.Rect.Contains(mx, my):
		s.app.EditSaved()
	case s.sideB.Rect.Contains(mx, my):
		s.side = s.side.Opponent()
	case s.kindB.Rect.Contains(mx, my):
		s.kind = (s.kind + 1) % len(kinds)
	case s.goalB.Rect.Contains(mx, my):
		s.goal = !s.goal
	case s.less.Rect.Contains(mx, my):
		s.ed.SetTurns(sc.TurnLimit - 1)
	case s.more.Rect.Contains(mx, my):
		s.ed.SetTurns(sc.TurnLimit + 1)
	case s.brief.Rect.Contains(mx, my):
		s.form = newGoalForm(sc)
	case s.test.Rect.Contains(mx, my):
		s.testPlay()
	case s.save.Rect.Contains(mx, my):
		s.saveFile()
	case s.down.Rect.Contains(mx, my) && ui.Download != nil:
		s.download()
	case s.up.Rect.Contains(mx, my) && ui.Upload != nil:
		ui.Upload(func(name string, data []byte) {
			select {
			case s.uploaded <- upload{name, data}:
			default: // one file at a time
			}
		})
	case s.back.Rect.Contains(mx, my):
		s.app.Lessons()
	default:
		if q, ok := s.squareAt(mx, my); ok {
			s.click(q)
		}
	}
	return nil
}

// click places or removes a unit; in goal mode it puts a city into the goal or takes it
// out, or marks an enemy unit to be destroyed.
func (s *Screen) click(q maps.Square) {
	s.note, s.bad = "", false
	if s.goal {
		if c := s.board.CityAt(q); c != nil && s.ed.At(q) == "" {
			s.ed.ToggleCity(c.Name)
		} else if !s.ed.ToggleDestroy(q) && c != nil {
			s.ed.ToggleCity(c.Name)
		}
		return
	}
	if s.ed.Remove(q) {
		return
	}
	u := s.nextUnit()
	if u == "" {
		s.note, s.bad = lang.T("editor.none.left"), true
		return
	}
	if err := s.ed.Place(u, q); err != nil {
		s.note, s.bad = lang.Explain(err), true
	}
}

// nextUnit is the first unit of the side and kind not on the board yet.
func (s *Screen) nextUnit() string {
	placed := map[string]bool{}
	for _, p := range s.ed.Scenario().Units {
		placed[p.Unit] = true
	}
	prefix := s.side.String() + ":" + kinds[s.kind]
	for u := range game.NumUnits {
		id := game.UnitInfo(u).ID
		if strings.HasPrefix(id, prefix) && !placed[id] {
			return id
		}
	}
	return ""
}

func (s *Screen) testPlay() {
	g, err := s.ed.TestPlay(1)
	if err != nil {
		s.note, s.bad = lang.Explain(err), true
		return
	}
	sc := s.ed.Scenario()
	var cs play.Commanders
	cs[sc.Player.Opponent()] = play.Commander{Computer: true}
	s.app.NewGame(g.Options(), cs, func(err error) { s.note, s.bad = lang.Explain(err), true })
}

// saveFile writes the scenario into the player's scenarios folder, where the Lessons
// screen finds it.
func (s *Screen) saveFile() {
	data, err := s.ed.Save()
	dir := ""
	if err == nil {
		dir, err = settings.ScenariosDir()
	}
	if err == nil {
		err = store.MakeDir(dir)
	}
	path := s.saved
	for n := 1; path == "" && err == nil; n++ { // a new scenario never overwrites another
		id := "mine"
		if n > 1 {
			id = fmt.Sprintf("mine-%d", n)
		}
		if _, e := store.Stat(filepath.Join(dir, id+".json")); e != nil {
			s.ed.SetID(id)
			data, err = s.ed.Save()
			path = filepath.Join(dir, id+".json")
		}
	}
	if err == nil {
		err = store.Write(path, data)
	}
	if err != nil {
		s.note, s.bad = lang.Explain(err), true
		return
	}
	s.saved, s.note, s.bad = path, lang.Tf("editor.saved", filepath.Base(path)), false
}

func (s *Screen) Draw(dst *ebiten.Image) {
	dst.Fill(ui.Paper)
	p := s.place()
	s.drawMap(dst.SubImage(image.Rect(int(s.view.X), int(s.view.Y), int(math.Ceil(s.view.X+s.view.W)), int(math.Ceil(s.view.Y+s.view.H)))).(*ebiten.Image))
	s.drawPointed(dst)
	ui.Panel(dst, p)
	ui.Draw(dst, lang.T("editor.title"), ui.Face(ui.Bold, 22), p.CX(), p.Y+ui.S(26), ui.Ink, ui.Center)
	small := ui.Face(ui.Regular, 13)
	l, r := s.left, s.right
	ui.Draw(dst, lang.T("editor.start"), small, l.X+ui.S(12), s.full.Rect.Y-ui.S(10), ui.InkSoft, ui.Left)
	for k, line := range ui.Wrap(lang.T(fingerWord("editor.place")), small, l.W-ui.S(24)) {
		ui.Draw(dst, line, small, l.X+ui.S(12), s.fromSave.Rect.Y+s.fromSave.Rect.H+ui.S(14)+float64(k)*ui.S(15), ui.InkSoft, ui.Left)
	}
	sc := s.ed.Scenario()
	red, blue := 0, 0
	for _, pl := range sc.Units {
		if strings.HasPrefix(pl.Unit, "red") {
			red++
		} else {
			blue++
		}
	}
	ui.Draw(dst, lang.Tf("editor.count", red, blue), small, l.X+ui.S(12), s.goalB.Rect.Y-ui.S(10), ui.InkSoft, ui.Left)
	goal := goalLines(sc)
	for k, line := range ui.Wrap(goal, small, l.W-ui.S(24)) {
		ui.Draw(dst, line, small, l.X+ui.S(12), s.goalB.Rect.Y+s.goalB.Rect.H+ui.S(14)+float64(k)*ui.S(15), ui.Ink, ui.Left)
	}
	ui.Draw(dst, lang.Tf("editor.turns", sc.TurnLimit), ui.Face(ui.Bold, 15), r.CX(), s.less.Rect.CY(), ui.Ink, ui.Center)
	note, bad := s.said()
	ink := ui.InkSoft
	if bad {
		ink = ui.Red
	}
	top := s.less.Rect.Y + s.less.Rect.H + ui.S(24)
	for k, line := range fitLines(ui.Wrap(note, small, r.W-ui.S(24)), s.bottom()-ui.S(6)-top+ui.S(8), ui.S(17)) {
		ui.Draw(dst, line, small, r.X+ui.S(12), top+float64(k)*ui.S(17), ink, ui.Left)
	}
	for _, b := range s.buttons() {
		b.Draw(dst, false)
	}
	if s.form != nil {
		s.form.draw(dst, note, bad)
	}
}

// drawMap draws the squares, the units and the cities' names into the map's window.
func (s *Screen) drawMap(dst *ebiten.Image) {
	b := s.board
	for i := range b.Size() {
		q := b.SquareAt(i)
		r := ui.Rect{X: s.mapRect.X + float64(q.Col-1)*s.sq, Y: s.mapRect.Y + float64(q.Row-1)*s.sq, W: s.sq, H: s.sq}
		if !r.Overlaps(s.view) { // zoomed in by fingers: out of sight
			continue
		}
		c := ui.Khaki
		if !b.Terrain(q).Land() {
			c = ui.Mix(ui.Blue, ui.Cream, 0.6)
		}
		if city := b.CityAt(q); city != nil {
			c = ui.Mix(ui.Ink, ui.Cream, 0.55)
			switch sc := s.ed.Scenario(); {
			case slices.Contains(sc.Objective, city.Name):
				c = ui.Brass
			case slices.Contains(sc.Hold, city.Name):
				c = ui.Olive
			}
		}
		ui.FillRect(dst, ui.Rect{X: r.X + 0.5, Y: r.Y + 0.5, W: r.W - 1, H: r.H - 1}, c)
	}
	face := ui.FacePx(ui.Bold, s.sq*0.55)
	for _, pl := range s.ed.Scenario().Units {
		q, err := maps.ParseSquare(pl.Square)
		if err != nil {
			continue
		}
		x, y := s.Square(q)
		if !s.view.Contains(x, y) { // zoomed in by fingers: out of sight
			continue
		}
		c := ui.Red
		if strings.HasPrefix(pl.Unit, "blue") {
			c = ui.Blue
		}
		size := 0.42
		if slices.Contains(s.ed.Scenario().Destroy, pl.Unit) { // a target: framed in brass
			ui.FillRect(dst, ui.Rect{X: x - s.sq*0.5, Y: y - s.sq*0.5, W: s.sq, H: s.sq}, ui.Brass)
			size = 0.32
		}
		ui.FillRect(dst, ui.Rect{X: x - s.sq*size, Y: y - s.sq*size, W: 2 * s.sq * size, H: 2 * s.sq * size}, c)
		kind := strings.SplitN(pl.Unit, ":", 2)[1]
		if r := (ui.Rect{X: x - s.sq/2, Y: y - s.sq/2, W: s.sq, H: s.sq}); r.X >= s.view.X && r.X+r.W <= s.view.X+s.view.W {
			ui.Draw(dst, strings.ToUpper(kind[:1]), face, x, y, ui.Cream, ui.Center) // not half out of sight
		}
	}
	s.drawCityNames(dst)
}

// drawCityNames writes each city's name beside its squares, on a cream label: a new
// user could not tell which grey square was Indigau.
func (s *Screen) drawCityNames(dst *ebiten.Image) {
	face := ui.FacePx(ui.Bold, math.Max(10, math.Min(s.sq*0.75, ui.S(22))))
	v := s.view // the map fitted whole, or the part fingers zoomed into
	for _, c := range s.board.Cities {
		top := c.Squares[0]
		for _, q := range c.Squares {
			if q.Row < top.Row || q.Row == top.Row && q.Col < top.Col {
				top = q
			}
		}
		w, h := ui.Measure(c.Name, face)
		x := s.mapRect.X + float64(top.Col-1)*s.sq
		y := s.mapRect.Y + float64(top.Row-1)*s.sq - h*0.6
		if x+s.sq < v.X || x > v.X+v.W || y+h*0.55 < v.Y || y-h*0.55 > v.Y+v.H {
			continue // out of sight
		}
		x = math.Min(math.Max(x, v.X), v.X+v.W-w-4)
		ui.FillRect(dst, ui.Rect{X: x - 2, Y: y - h*0.55, W: w + 4, H: h * 1.1}, ui.Cream)
		ui.Draw(dst, c.Name, face, x, y, ui.Ink, ui.Left)
	}
}

// drawPointed says under the map what the pointer is on: the square, its city, the unit
// standing there.
func (s *Screen) drawPointed(dst *ebiten.Image) {
	q, ok := s.squareAt(ui.Pointer())
	if !ok {
		return
	}
	said := []string{q.String()}
	if c := s.board.CityAt(q); c != nil {
		said = append(said, c.Name)
	}
	if u := s.ed.At(q); u != "" {
		said = append(said, game.UnitNamesOf([]string{u}, lang.Code()))
	}
	ui.Draw(dst, strings.Join(said, " · "), ui.Face(ui.Medium, 14), s.view.X, s.view.Y+s.view.H+ui.S(6), ui.Ink, ui.Left)
}

// Note is the panel's sentence, for tests.
func (s *Screen) Note() string { n, _ := s.said(); return n }

// NoteRoom is the height the panel's sentence has between the turns' row and the
// lower buttons, for tests.
func (s *Screen) NoteRoom() float64 {
	s.place()
	return s.bottom() - (s.less.Rect.Y + s.less.Rect.H)
}

// bottom is the top of the panel's lowest row of buttons: the sentence stays above it
// (on a small window a long one ran under Goal and briefing).
func (s *Screen) bottom() float64 {
	if ui.Download != nil && ui.Upload != nil {
		return s.down.Rect.Y
	}
	return s.brief.Rect.Y
}

// fitLines keeps the lines that fit a height, the last one kept ending in "…" when
// some are left out.
func fitLines(lines []string, room, step float64) []string {
	n := max(int(room/step), 1)
	if len(lines) <= n {
		return lines
	}
	lines = slices.Clone(lines[:n])
	lines[n-1] += " …"
	return lines
}

// said is the panel's sentence: what the last click did, else the scenario's first
// fault, else that it is sound.
func (s *Screen) said() (string, bool) {
	switch f := s.ed.Faults(); {
	case s.note != "":
		return s.note, s.bad
	case len(f) > 0:
		return f[0].Text(lang.Code()), true
	}
	return lang.T("editor.ready"), false
}

// goalLines is the goal in words: whose it is, the cities to take and to hold, the units
// to destroy.
func goalLines(sc game.Scenario) string {
	var parts []string
	for _, g := range []struct {
		key, names string
	}{{"editor.goal.take", strings.Join(sc.Objective, ", ")}, {"editor.goal.hold", strings.Join(sc.Hold, ", ")},
		{"editor.goal.destroy", game.UnitNamesOf(sc.Destroy, lang.Code())}} {
		if g.names != "" {
			parts = append(parts, lang.Tf(g.key, g.names))
		}
	}
	if len(parts) == 0 {
		parts = []string{lang.T("editor.goal.none")}
	}
	return lang.Tf("editor.goal.is", lang.T("side."+sc.Attacker.String())) + " " + strings.Join(parts, "; ")
}
