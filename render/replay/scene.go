// Package replay is the replay viewer: a game's history on the board, position by
// position. The board is a watching board view (board.NewWatcher), the log beside it
// the whole game's with what follows the position dimmed; under the map a timeline to
// drag (game turns, player turns and phases marked, battles as ticks) and the viewer's
// buttons. Keys: ←/→ an action, PgUp/PgDn a phase, Shift+PgUp/PgDn or ↑/↓ a player
// turn, Home/End, Space plays at the chosen speed. Nothing here changes the game:
// every position is a replay of the game's history laid out by game/review; "Play from
// here" starts a new game from a copy, "Edit from here" opens the scenario editor on it.
package replay

import (
	"github.com/hajimehoshi/ebiten/v2"

	"taktik/audio"
	"taktik/game"
	"taktik/game/review"
	"taktik/render/board"
	"taktik/render/flow"
	"taktik/render/hud/model"
	"taktik/render/input"
	"taktik/render/keymap"
	"taktik/render/lang"
	"taktik/render/scene"
	"taktik/render/ui"
)

// App is what the viewer needs of the program around it.
type App interface {
	board.App
	GoTo(s scene.Scene)
	// PlayFrom starts a new game from a position (a copy: the game reviewed stays as
	// it was).
	PlayFrom(g *game.Game)
	// EditFrom opens the scenario editor on a position (a copy).
	EditFrom(g *game.Game)
	// ExportDir is the folder the game's record is written to: the saves folder.
	ExportDir() (string, error)
}

// Speeds are the playing speeds offered, as factors of the normal animation speed.
var Speeds = []float64{0.5, 1, 2, 4}

// Scene is the replay viewer.
type Scene struct {
	app  App
	in   input.Source
	r    *review.Review
	v    *board.View
	back func()

	playing bool
	speed   int // index into Speeds
	drag    bool
	charts  *chartsPanel // the charts over the map, nil when closed
	note    string       // what Export wrote, or why it could not
	written string       // the path Export wrote to (without its ending), "" for none

	buttons  []*ui.Button
	backBtn  ui.Button
	playBtn  ui.Button
	speedBtn ui.Button
	chartBtn ui.Button
	export   ui.Button
	from     ui.Button
	edit     ui.Button

	line timeline
}

// New opens the viewer on a game's history at position n (clamped). back is called
// when the player leaves it.
func New(app App, r *review.Review, pics *board.Pictures, n int, back func()) *Scene {
	r.Goto(n)
	s := &Scene{app: app, in: app.Input(), r: r, back: back, speed: 1}
	s.v = board.NewWatcher(app, flow.NewReplay(r.Game().Clone()), r.Final(), pics)
	s.buttons = []*ui.Button{&s.backBtn, &s.playBtn, &s.speedBtn, &s.chartBtn, &s.export, &s.from, &s.edit}
	return s
}

// Review is the history on view.
func (s *Scene) Review() *review.Review { return s.r }

// View is the board the positions are shown on.
func (s *Scene) View() *board.View { return s.v }

// Shown is the position the board shows: the number of actions carried out on it
// after the game's opening (review.Review.Opening).
func (s *Scene) Shown() int { return s.v.Game().Actions() - s.r.Opening() }

// Playing reports whether the viewer plays the game on by itself.
func (s *Scene) Playing() bool { return s.playing }

// Note is the last sentence about an export.
func (s *Scene) Note() string { return s.note }

// Said is what the strip says right of the buttons, fitted to room as measure gives
// widths: where the game stands, or what Export wrote, its folders shortened so that
// the sentence stays in the strip (it ran on into the log).
func (s *Scene) Said(room float64, measure func(string) float64) string {
	switch {
	case s.written != "":
		say := func(p string) string { return lang.Tf("replay.exported", p) }
		return model.FitPath(say, s.written, room, measure)
	case s.note != "":
		return s.note
	}
	return lang.Tf("replay.where", s.Shown(), s.r.Len())
}

// goTo shows position n at once.
func (s *Scene) goTo(n int) {
	s.r.Goto(n)
	if s.Shown() != s.r.Pos() || !s.v.Idle() {
		s.v.Show(flow.NewReplay(s.r.Game().Clone()))
	}
}

// Update runs one tick: the charts when open, the buttons, the timeline, the keys, the
// log, the play, then the board.
func (s *Scene) Update() error {
	s.layout()
	mx, my := s.in.Cursor()
	if s.charts != nil {
		if s.charts.update(s, mx, my) {
			return nil
		}
	}
	if s.updateButtons(mx, my) || s.updateTimeline(mx, my) || s.updateKeys() {
		return nil
	}
	if e, ok := s.v.PickedEvent(); ok {
		s.playing = false
		s.goTo(s.r.EventAction(e))
	}
	s.updatePlay()
	return s.v.Update()
}

// updatePlay carries out the next action when the last one is done, as the computer's
// turn is shown.
func (s *Scene) updatePlay() {
	if !s.playing {
		return
	}
	ui.Animate()
	if !s.v.Idle() {
		return
	}
	n := s.Shown()
	if n >= s.r.Len() {
		s.playing = false
		return
	}
	s.v.SetSpeed(Speeds[s.speed])
	s.v.Perform(s.r.Action(n + 1))
	s.r.Goto(n + 1)
}

func (s *Scene) updateKeys() bool {
	in := s.in
	step := func(f func()) bool {
		s.playing = false
		f()
		s.goTo(s.r.Pos())
		return true
	}
	shift := input.Shift(in)
	switch {
	case input.Command(in, keymap.Leave):
		s.leave()
		return true
	case input.Command(in, keymap.StepOn):
		return step(func() { s.r.Goto(s.Shown() + 1) })
	case input.Command(in, keymap.StepBack):
		return step(func() { s.r.Goto(s.Shown() - 1) })
	case input.Command(in, keymap.TurnOn) || (shift && input.Command(in, keymap.PhaseOn)):
		return step(func() { s.r.StepTurn(+1) })
	case input.Command(in, keymap.TurnBack) || (shift && input.Command(in, keymap.PhaseBack)):
		return step(func() { s.r.StepTurn(-1) })
	case input.Command(in, keymap.PhaseOn):
		return step(func() { s.r.StepPhase(+1) })
	case input.Command(in, keymap.PhaseBack):
		return step(func() { s.r.StepPhase(-1) })
	case input.Command(in, keymap.First):
		return step(s.r.Home)
	case input.Command(in, keymap.Last):
		return step(s.r.End)
	case input.Command(in, keymap.Play):
		s.togglePlay()
		return true
	case input.Command(in, keymap.Charts):
		s.toggleCharts()
		return true
	}
	return false
}

func (s *Scene) togglePlay() {
	if !s.playing && s.Shown() >= s.r.Len() {
		s.goTo(0) // at the end, Play starts again from the beginning
	}
	s.playing = !s.playing
}

func (s *Scene) toggleCharts() {
	if s.charts != nil {
		s.charts = nil
		return
	}
	s.charts = newChartsPanel(s.r)
}

func (s *Scene) leave() {
	if s.charts != nil {
		s.charts = nil
		return
	}
	s.playing = false
	s.back()
}

func (s *Scene) updateButtons(mx, my float64) bool {
	for _, b := range s.buttons {
		b.Hit(mx, my)
	}
	if !ui.Clicked() {
		return false
	}
	hit := func(b *ui.Button) bool {
		if b.Hit(mx, my) {
			s.app.Sound().Play(audio.Click)
			return true
		}
		return false
	}
	switch {
	case hit(&s.backBtn):
		s.leave()
	case hit(&s.playBtn):
		s.togglePlay()
	case hit(&s.speedBtn):
		s.speed = (s.speed + 1) % len(Speeds)
	case hit(&s.chartBtn):
		s.toggleCharts()
	case hit(&s.export):
		s.exportRecord()
	case hit(&s.from):
		s.playing = false
		s.app.PlayFrom(s.r.At(s.Shown()))
	case hit(&s.edit):
		s.playing = false
		s.app.EditFrom(s.r.At(s.Shown()))
	default:
		return false
	}
	return true
}

// layout places the timeline and the buttons in the strip under the map.
func (s *Scene) layout() {
	strip := s.v.BottomRect()
	pad := ui.S(12)
	s.line.rect = ui.Rect{X: strip.X + pad, Y: strip.Y + ui.S(8), W: strip.W - 2*pad, H: ui.S(30)}
	s.backBtn.Label = lang.T("replay.back")
	s.playBtn.Label = lang.T("replay.play")
	if s.playing {
		s.playBtn.Label = lang.T("replay.pause")
	}
	s.speedBtn.Label = lang.Tf("replay.speed", speedText(Speeds[s.speed]))
	s.chartBtn.Label = lang.T("replay.charts")
	s.export.Label = lang.T("replay.export")
	s.from.Label = lang.T("replay.from")
	s.edit.Label = lang.T("replay.edit")
	y, h, gap := s.line.rect.Y+s.line.rect.H+ui.S(10), ui.S(32), ui.S(8)
	x := strip.X + pad
	for _, b := range s.buttons {
		w, _ := ui.Measure(b.Label, ui.Face(ui.Bold, 17))
		b.Rect = ui.Rect{X: x, Y: y, W: w + ui.S(24), H: h}
		x += b.Rect.W + gap
	}
}

func speedText(f float64) string {
	if f < 1 {
		return "½×"
	}
	return lang.Tf("replay.times", int(f))
}

// Draw paints the board, then the strip: the timeline, the buttons and where the game
// stands; the charts over the map when open.
func (s *Scene) Draw(screen *ebiten.Image) {
	s.layout()
	s.v.Draw(screen)
	w, _ := ui.ScreenSize()
	ui.Draw(screen, lang.T("replay.title"), ui.Face(ui.Bold, 15), float64(w)-ui.S(16), ui.S(20), ui.Cream, ui.Right)
	strip := s.v.BottomRect()
	ui.FillRect(screen, strip, ui.Olive)
	ui.FillRect(screen, ui.Rect{X: strip.X, Y: strip.Y, W: strip.W, H: ui.S(2)}, ui.OliveDark)
	s.line.draw(screen, s.r, s.Shown())
	for _, b := range s.buttons {
		b.Draw(screen, false)
	}
	last := s.buttons[len(s.buttons)-1].Rect
	face := ui.Face(ui.Regular, 14)
	x, room := last.X+last.W+ui.S(14), strip.X+strip.W-ui.S(12)-(last.X+last.W+ui.S(14))
	ui.Draw(screen, s.Said(room, func(t string) float64 { w, _ := ui.Measure(t, face); return w }), face, x, last.CY(), ui.Cream, ui.Left)
	if s.charts != nil {
		s.charts.draw(screen, s)
	}
}

// Button is the middle of one of the viewer's buttons, by name (back, play, speed,
// charts, export, from, edit), for tests that click it.
func (s *Scene) Button(name string) (x, y float64, ok bool) {
	s.layout()
	byName := map[string]*ui.Button{"back": &s.backBtn, "play": &s.playBtn, "speed": &s.speedBtn,
		"charts": &s.chartBtn, "export": &s.export, "from": &s.from, "edit": &s.edit}
	b, ok := byName[name]
	if !ok {
		return 0, 0, false
	}
	return b.Rect.CX(), b.Rect.CY(), true
}

// LastButton is the rightmost button of the strip, for tests: the text beside it is
// Said.
func (s *Scene) LastButton() ui.Rect {
	s.layout()
	return s.buttons[len(s.buttons)-1].Rect
}

// ChartsOpen reports whether the charts are shown.
func (s *Scene) ChartsOpen() bool { return s.charts != nil }
