// Package tutorial plays the lessons ("Lessons and scenarios" on the title): the board
// scene on a lesson's position (package lesson) with a card over the map's top left
// corner that says, one short step at a time, what to do, and pulses the squares and
// buttons to click. The board keeps every one of its own controls: the card only
// watches the game, moves on when the player has done a step, lets him go back to read
// a step again or leave at any time, and at the end offers the next lesson, the first
// scenario and a game on the whole continent against the computer.
package tutorial

import (
	"math"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"taktik/audio"
	"taktik/game"
	"taktik/game/ai"
	"taktik/maps"
	"taktik/render/board"
	"taktik/render/camera"
	"taktik/render/flow"
	"taktik/render/input"
	"taktik/render/lang"
	"taktik/render/play"
	"taktik/render/tutorial/lesson"
	"taktik/render/ui"
	"taktik/units"
)

// App is what the tutorial needs of the program: what the board needs, and where the
// lesson's end leads: a new game on the full continent, the next lesson, the Lessons
// screen, a scenario's briefing there. LessonDone ticks a lesson off in the settings.
type App interface {
	board.App
	NewGame(opts game.Options, players play.Commanders, failed func(error))
	Lesson(id string) error
	Lessons()
	// Briefing opens the Lessons screen with a scenario chosen, its briefing shown:
	// a scenario starts from there alone, its goal and hints told first.
	Briefing(scenario string)
	LessonDone(id string)
}

// Players are the lesson's commanders: the player as Red, the computer as a Recruit
// for Blue's reply.
var Players = play.Commanders{{}, {Computer: true, Level: ai.Rekrut}}

// Scene is the board with the lesson's card over it.
type Scene struct {
	app    App
	in     input.Source
	view   *board.View
	script *lesson.Script
	lesson *lesson.Lesson
	ticked bool    // the lesson's end has been reached and ticked off
	framed bool    // the map has been turned to the lesson's corner
	closed bool    // the player plays on without the card
	clock  float64 // seconds shown, for the pulse
	flash  float64 // seconds the "done" note still shows

	board *maps.Board
	pics  *board.Pictures

	card                   ui.Rect
	back, next, leave, see ui.Button
	play, stay, again, key ui.Button
	lessons, onward, first ui.Button // the end: the Lessons screen, the next lesson, the first scenario
	lines                  []string  // the step's text laid out for the card
	laidFor                string
}

// New builds the first lesson's position on a board and shows it with the lesson's card.
func New(app App, b *maps.Board, pics *board.Pictures) (*Scene, error) {
	return NewLesson(app, b, pics, lesson.First())
}

// NewLesson builds a lesson's position on a board and shows it with its card.
func NewLesson(app App, b *maps.Board, pics *board.Pictures, sc *lesson.Script) (*Scene, error) {
	s := &Scene{app: app, in: app.Input(), board: b, pics: pics, script: sc}
	return s, s.begin()
}

// begin sets the lesson's position up and starts the lesson at its first step.
func (s *Scene) begin() error {
	g, err := s.script.NewGame(s.board, Players.Words())
	if err != nil {
		return err
	}
	s.lesson, s.framed, s.laidFor = lesson.Start(s.script), false, ""
	// the lesson's game is played here, but it is no game of the player's to continue:
	// its flow writes no autosave (the player's own game stays the one Continue finds)
	s.view = board.NewMatchView(s.app, flow.NewLocal(g, Players, flow.Options{}), s.pics)
	s.view.SetGuide(s)
	return nil
}

// View is the board under the card.
func (s *Scene) View() *board.View { return s.view }

// Lesson is the lesson's script and where the player is in it.
func (s *Scene) Lesson() *lesson.Lesson { return s.lesson }

// Closed reports whether the player put the card away to play on.
func (s *Scene) Closed() bool { return s.closed }

// Die is the board's question before a battle is rolled: the lesson's die (R17).
func (s *Scene) Die(g *game.Game, k int) int { return s.script.DieFor(g, k) }

// Covers keeps the map's clicks off the card.
func (s *Scene) Covers(x, y float64) bool { return !s.closed && s.card.Contains(x, y) }

// Card is where the card lies on the screen, empty once put away (board.Guide): the
// square's tooltip keeps off it.
func (s *Scene) Card() ui.Rect {
	if s.closed {
		return ui.Rect{}
	}
	if s.card.W == 0 && s.view.Camera() != nil { // asked before the first Update or Draw
		s.layout()
	}
	return s.card
}

// Marks are the squares the step rings now (board.Guide): the board keeps them clear.
func (s *Scene) Marks() []maps.Square {
	if s.closed || s.lesson == nil {
		return nil
	}
	return s.lesson.Marks(s.Obs()).Squares
}

// Obs is what the lesson sees now.
func (s *Scene) Obs() lesson.Obs {
	v := s.view
	o := lesson.Obs{Game: v.Game(), Selected: v.Selected(), TableOpen: v.TableOpen(), Fingers: input.TouchOf(ui.Input()).Fingers}
	o.Attackers, o.Defenders = v.Building()
	o.Tip, o.TipShown = v.Tip()
	return o
}

func (s *Scene) Update() error {
	dt := ui.Dt() // by the clock: the pulse beats once a second however fast the frames come
	s.clock += dt
	ui.Animate() // the square to click pulses
	if s.flash > 0 {
		s.flash -= dt
	}
	if !s.closed && s.takesInput() {
		s.layout()
		if s.updateCard() {
			return nil
		}
		if s.view.Won() && s.Card().Contains(s.in.Cursor()) {
			return nil // over the end of the game the card's clicks are the card's
		}
	}
	if err := s.view.Update(); err != nil {
		return err
	}
	if !s.framed {
		s.frame()
	}
	if !s.closed && s.lesson.Update(s.Obs()) {
		s.flash = doneNote
		s.app.Sound().Play(audio.Click)
	}
	if s.lesson.Last() && !s.ticked { // the lesson is done: its tick on the Lessons screen
		s.ticked = true
		s.app.LessonDone(s.script.ID)
	}
	return nil
}

// updateCard works the card's buttons; it reports whether one was pressed (the scene
// may have changed).
func (s *Scene) updateCard() bool {
	mx, my := s.in.Cursor()
	click := s.in.Pressed(ebiten.MouseButtonLeft)
	pressed := func(b *ui.Button) bool { return b.Rect.W > 0 && b.Hit(mx, my) && click }
	o := s.Obs()
	switch {
	case pressed(&s.leave):
		s.app.Sound().Play(audio.Click)
		s.app.Menu()
		return true
	case pressed(&s.back):
		s.lesson.Back()
	case pressed(&s.next):
		s.lesson.Next(o)
	case pressed(&s.see):
		s.showMarks(o)
	case pressed(&s.play):
		s.app.Sound().Play(audio.Click)
		opts, players := FirstGame(uint64(time.Now().UnixNano()))
		s.app.NewGame(opts, players, func(error) {
			s.closed = true // the lesson's board stays; the new game menu is a click away
		})
		return true
	case pressed(&s.first):
		s.app.Sound().Play(audio.Click)
		s.app.Briefing(game.Scenarios()[0].ID)
		return true
	case pressed(&s.onward):
		s.app.Sound().Play(audio.Click)
		if next, ok := lesson.Next(s.script.ID); !ok || s.app.Lesson(next.ID) != nil {
			s.app.Lessons()
		}
		return true
	case pressed(&s.lessons):
		s.app.Sound().Play(audio.Click)
		s.app.Lessons()
		return true
	case pressed(&s.stay):
		s.closed = true
	case pressed(&s.again): // the lesson from its first step, on a fresh position
		if err := s.begin(); err != nil {
			s.app.Menu()
		}
	case pressed(&s.key): // what the step's key does, for those who look for a button
		s.view.ToggleTable()
	default:
		return false
	}
	s.app.Sound().Play(audio.Click)
	s.laidFor = ""
	return true
}

// FirstGame is the game the lesson's end offers: the basic game, automatic
// deployment, the player as Red moving first, the computer as a Recruit for Blue.
func FirstGame(seed uint64) (game.Options, play.Commanders) {
	return game.Options{Mode: game.Basic, Seed: seed, Setup: game.SetupAuto, First: units.Red}, Players
}

// frame zooms the map to the lesson's corner, as large as fits beside the card and
// above the odds box, and puts it in the free part of the map.
func (s *Scene) frame() {
	cam := s.view.Camera()
	if cam == nil {
		return
	}
	s.layout()
	s.framed = true
	m := s.view.MapRect()
	left := s.card.X + s.card.W + ui.S(16) - m.X
	w, h := m.W-left-ui.S(16), m.H-ui.S(40)
	corner := s.script.Corner
	rows, cols := float64(corner.R1-corner.R0+1), float64(corner.C1-corner.C0+1)
	level := camera.Levels[0]
	for _, l := range camera.Levels {
		if float64(l)*cols <= w && float64(l)*rows <= h && l >= cam.MinLevel {
			level = l
		}
	}
	for cam.Level < level && cam.ZoomCentre(1) {
		cam.Step(1)
	}
	for cam.Level > level && cam.ZoomCentre(-1) {
		cam.Step(1)
	}
	s.centre(cam, float64(corner.R0+corner.R1)/2, float64(corner.C0+corner.C1)/2)
}

// centre puts a board point (row, column, counted as the squares are) in the middle
// of the map's free part, right of the card.
func (s *Scene) centre(cam *camera.Camera, row, col float64) {
	m := s.view.MapRect()
	left := s.card.X + s.card.W + ui.S(16)
	x := cam.GX + (col-0.5)*cam.Square
	y := cam.GY + (row-0.5)*cam.Square
	cam.Pan((left+m.X+m.W)/2-x, m.Y+m.H/2-y)
}

// showMarks brings the marked squares into view (the See button, when the player has
// moved the map away from them).
func (s *Scene) showMarks(o lesson.Obs) {
	cam := s.view.Camera()
	marks := s.lesson.Marks(o).Squares
	if cam == nil || len(marks) == 0 {
		return
	}
	row, col := 0.0, 0.0
	for _, q := range marks {
		row, col = row+float64(q.Row), col+float64(q.Col)
	}
	n := float64(len(marks))
	s.centre(cam, row/n, col/n)
}

// marksHidden reports whether a square the step points at is out of sight.
func (s *Scene) marksHidden(marks []maps.Square) bool {
	cam := s.view.Camera()
	if cam == nil {
		return false
	}
	m := s.view.MapRect()
	for _, q := range marks {
		r := cam.SquareRect(q)
		cx, cy := r.X+r.W/2, r.Y+r.H/2
		if cx < m.X || cy < m.Y || cx > m.X+m.W || cy > m.Y+m.H || s.card.Contains(cx, cy) {
			return true
		}
	}
	return false
}

// takesInput reports whether the card answers the mouse now: not while something
// lies over the board (the help, the game menu, a question) nor where a reference
// window lies over the card.
func (s *Scene) takesInput() bool {
	if s.view.Covered() && !s.view.Won() {
		return false
	}
	if _, _, asking := s.view.Confirming(); asking {
		return false
	}
	return !s.view.Floating(s.in.Cursor())
}

// Draw paints the board; the board paints the card through Guide.DrawGuide, under its own
// windows and questions.
func (s *Scene) Draw(screen *ebiten.Image) { s.view.Draw(screen) }

// DrawGuide is the board's call to paint the marks and the card (board.Guide).
func (s *Scene) DrawGuide(dst *ebiten.Image) {
	if s.closed || s.view.Camera() == nil {
		return
	}
	s.layout()
	o := s.Obs()
	s.drawMarks(dst, s.lesson.Marks(o))
	s.drawCard(dst, o)
}

// Pulse is how strongly the marks show now, from 0.35 to 1, once a second.
func (s *Scene) pulse() float64 { return 0.675 + 0.325*math.Sin(s.clock*2*math.Pi) }

// doneNote is how long the card's "well done" shows after a step, in seconds.
const doneNote = 1.7

// Button is the middle of a card button, for tests that click it: "back", "next",
// "leave", "see", "play", "stay", "again", "key", and at the end "lessons", "onward" (the next
// lesson) and "scenario" (the first scenario); ok is false while it does not show.
func (s *Scene) Button(name string) (x, y float64, ok bool) {
	s.layout()
	b := map[string]*ui.Button{"back": &s.back, "next": &s.next, "leave": &s.leave, "see": &s.see,
		"play": &s.play, "stay": &s.stay, "again": &s.again, "key": &s.key, "lessons": &s.lessons,
		"onward": &s.onward, "scenario": &s.first}[name]
	if b == nil || b.Rect.W == 0 || s.closed {
		return 0, 0, false
	}
	return b.Rect.CX(), b.Rect.CY(), true
}

// text is the step's text and hint in the player's language.
func (s *Scene) text(o lesson.Obs) (title, body, hint string) {
	st := s.lesson.Step()
	title, body = st.Title(o), st.Text(o)
	if s.lesson.Stuck(o) {
		hint = lang.T("tut.stuck")
		if s.late(o) {
			hint = lang.T("tut.stuck.late")
		}
	}
	return title, body, hint
}

// late reports that the game has gone past what Undo can take back (a die has been
// rolled, or a turn has ended): only a fresh start brings the lesson back.
func (s *Scene) late(o lesson.Obs) bool { return !o.Game.CanUndo() && s.lesson.Stuck(o) }
