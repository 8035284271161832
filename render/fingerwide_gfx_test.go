//go:build gfx

package render

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"taktik/game"
	"taktik/render/board"
	"taktik/render/lang"
	"taktik/render/menu"
	"taktik/render/play"
	"taktik/render/settings"
	"taktik/render/tutorial/lesson"
	"taktik/render/ui"
	"taktik/units"
)

// On a tablet held across (1024 × 768) and a phone held across (844 × 390) the screens
// are laid out for fingers (ui.SetTouch): every button and list row drawn on the
// title, the New game form, the Lessons and scenarios screen, the board's bars and its
// game menu is at least ui.TapPoints (44) CSS pixels high, about 9 mm, and every text
// still lies whole in its room (as TestTextsFitTheirPlaces asks). On the phone the
// form's nine rows a column and the lessons' fifteen stand a finger high in 390 pixels
// as lists that scroll (ui.Form, menu.Lessons): a finger dragged up over each scrolls
// it to its end, the form's buttons stay below its rows, and the arrow keys bring the
// focused lesson back into view. On the tablet nothing scrolls.
func TestThingsToTapAreFingerWide(t *testing.T) {
	for _, size := range [][2]int{{1024, 768}, {844, 390}} {
		t.Run(fmt.Sprintf("%dx%d", size[0], size[1]), func(t *testing.T) {
			s := lazily(t, size[0], size[1])
			if !ui.Touch() {
				t.Fatal("the small screen is not laid out for fingers")
			}
			css := 1.0 // screen pixels a CSS pixel: the monitor's scale, not the game's fitting
			if m := ebiten.Monitor(); m != nil {
				css = m.DeviceScaleFactor()
			}
			least := ui.TapPoints * css
			phone := size[1] < 400
			small := map[string]string{}
			seen := map[string]int{} // things to tap drawn on each screen
			f := &fitCheck{t: t, where: fmt.Sprintf("%dx%d", size[0], size[1]), cut: map[string]string{}, seen: map[string]bool{}}
			walk := func(name string, act func()) {
				t.Helper()
				seen[name] = 0
				ui.RecordTargets(func(label string, r ui.Rect) {
					seen[name]++
					if r.H < least-0.5 {
						if _, ok := small[name+": "+label]; !ok {
							small[name+": "+label] = fmt.Sprintf("%.0f px high", r.H)
						}
					}
				})
				defer ui.RecordTargets(nil)
				f.on(name, s, act)
			}
			walk("title", func() { s.play(2) })
			x, y, _ := on[*menu.Title](s).Entry(menu.EntryNew)
			walk("new game", func() {
				s.in.FingerTap(x, y)
				s.play(20)
				form := on[*menu.NewGame](s).Form()
				if !form.Scrolls() {
					return
				}
				// the rows scroll under a finger dragged up over them, to their last;
				// the buttons stay below them
				v := form.View()
				s.in.FingerDrag(v.CX(), v.Y+v.H-5, v.CX(), v.Y+5, 8)
				s.play(10)
				if off, most := form.Scroll(); off != most || most == 0 {
					t.Errorf("a finger dragged up over the form's rows scrolled them %.0f px of %.0f", off, most)
				}
				last := form.Rows[len(form.Rows)-1].OptionRect(0)
				if !v.Contains(last.CX(), last.CY()) {
					t.Errorf("scrolled to the end, the form's last row lies at %v, out of %v", last, v)
				}
				if b := form.Buttons[1].Rect; b.Y < v.Y+v.H {
					t.Errorf("the Start button %v lies over the rows' view %v", b, v)
				}
				// a tap on the last row, scrolled into sight, works it: the turn limit
				// field takes the focus
				s.in.FingerTap(last.CX(), last.CY())
				s.play(4)
				if form.Focus != len(form.Rows)-1 {
					t.Errorf("a tap on the scrolled form's last row left the focus on %d", form.Focus)
				}
				// the wheel over the rows scrolls them back up (the pointer left resting
				// over them by a long press: the script's mouse does not take it back)
				s.in.FingerHold(v.X+5, v.CY(), 1)
				s.in.Scroll(1)
				s.in.Wait(1)
				s.in.Scroll(0)
				s.play(4)
				if off, most := form.Scroll(); off >= most {
					t.Errorf("the wheel up over the form's rows left them at %.0f px of %.0f", off, most)
				}
			})
			walk("lessons", func() {
				s.a.GoTo(menu.NewLessons(s.a))
				s.play(20)
				l := on[*menu.Lessons](s)
				if ok, _, _ := l.Scrolls(); ok != phone {
					t.Errorf("the lessons' lists scroll: %v", ok)
				}
				if !phone {
					return
				}
				// each list scrolls under a finger dragged up over it, to its end
				_, views, _ := l.Scrolls()
				for c, v := range views {
					s.in.FingerDrag(v.CX(), v.Y+v.H-5, v.CX(), v.Y+5, 8)
					s.play(10)
					if _, _, off := l.Scrolls(); off[c] < v.H/3 {
						t.Errorf("a finger dragged up over list %d (%v) scrolled it %.0f px", c, v, off[c])
					}
				}
				// the arrow keys bring the focused row back into view: round the rows
				// to the first lesson
				for k := 0; k < l.Rows() && (k == 0 || l.Focus() != 0); k++ {
					s.press(ebiten.KeyDown)
					s.play(2)
				}
				x, y := l.Entry(0)
				if _, views, _ := l.Scrolls(); l.Focus() != 0 || !views[0].Contains(x, y) {
					t.Errorf("the first lesson, focused (%v), lies at %.0f,%.0f out of %v", l.Focus() == 0, x, y, views[0])
				}
			})
			if text, ok := on[*menu.Lessons](s).TextFits(); !ok { // its lessons' rows too
				t.Errorf("on the Lessons screen %q does not fit its place", text)
			}
			if !on[*menu.Lessons](s).OwnFits() {
				t.Error("the briefing lies over the line of the player's own scenarios")
			}
			s.a.GoTo(menu.NewNewGame(s.a))
			s.play(20)
			x, y = on[*menu.NewGame](s).Button(1)
			walk("board", func() { s.in.FingerTap(x, y); s.play(30) })
			on[*board.View](s)
			walk("game menu", func() { s.press(ebiten.KeyEscape); s.play(10) })
			// the screens drew what the test measures: the title's entries, the form's
			// rows and buttons, the lessons and scenarios, the bars' buttons, and the
			// game menu's nine entries over them
			for name, want := range map[string]int{"title": 7, "new game": 17, "lessons": 12, "board": 6} {
				if seen[name] < want {
					t.Errorf("the %s drew %d things to tap, want %d or more", name, seen[name], want)
				}
			}
			if seen["game menu"] < seen["board"]+9 {
				t.Errorf("with the game menu open the board drew %d things to tap, without it %d", seen["game menu"], seen["board"])
			}
			var list []string
			for k, h := range small {
				list = append(list, k+" is "+h)
			}
			sort.Strings(list)
			for _, l := range list {
				t.Errorf("%s, less than a finger (%.0f px)", l, least)
			}
			for text, where := range f.cut {
				t.Errorf("%s: %q is cut", where, text)
			}
		})
	}
}

// A game opened on a tablet (held across and upright) or a phone held across shows its
// squares a finger wide (44 CSS pixels or more: the level 48), the map still showing
// eight by five squares or more; two fingers closing still zoom out from there. On a
// laptop's 1366 × 768, laid out for the mouse, it opens as before, smaller.
func TestCountersAreFingerWide(t *testing.T) {
	for _, c := range []struct {
		w, h    int
		fingers bool
	}{{1024, 768, true}, {768, 1024, true}, {844, 390, true}, {1366, 768, false}} {
		t.Run(fmt.Sprintf("%dx%d", c.w, c.h), func(t *testing.T) {
			s := lazily(t, c.w, c.h)
			v := fingerGame(s, nil)
			cam, m := v.Camera(), v.MapRect()
			wide := cam.Square >= ui.TapPoints
			if wide != c.fingers {
				t.Errorf("the board opens with squares of %.0f px (fingers: %v)", cam.Square, c.fingers)
			}
			if cols, rows := m.W/cam.Square, m.H/cam.Square; cols < 8 || rows < 5 {
				t.Errorf("the map shows %.1f × %.1f squares only", cols, rows)
			}
			if !c.fingers {
				return
			}
			before := cam.Level
			s.in.Pinch(m.X+m.W/2, m.Y+m.H/2, 240, 80, 8)
			s.play(40)
			if cam.Level >= before {
				t.Errorf("two fingers closing left the level at %d (was %d)", cam.Level, before)
			}
		})
	}
}

// A touch screen on a desktop has no keyboard of the page's own (ui.OnScreen is nil)
// and a player using fingers no Ctrl+V: the Online screen's focused link field shows a
// Paste button a finger high, and a tap on it puts the clipboard's link in (spaces and
// line ends taken out). Clicked with the mouse, the field shows none.
func TestFingersPasteALink(t *testing.T) {
	was := ui.Paste
	ui.Paste = func() string { return " http://127.0.0.1:9/?game=7 &token=abc\n" }
	defer func() { ui.Paste = was }()
	for _, fingers := range []bool{true, false} {
		s := lazily(t, 1024, 768)
		tap := s.in.FingerTap
		if !fingers {
			tap = func(x, y float64) { s.in.Click(x, y) }
		}
		s.play(2)
		x, y, _ := on[*menu.Title](s).Entry(menu.EntryOnline)
		tap(x, y)
		s.play(20)
		link := on[*menu.Online](s).Form().Rows[1]
		x, y = link.OptionAt(0)
		tap(x, y)
		s.play(3)
		px, py, h, ok := link.PasteAt()
		if ok != fingers {
			t.Fatalf("fingers %v: a Paste button shows: %v", fingers, ok)
		}
		if !fingers {
			continue
		}
		if h < ui.TapPoints {
			t.Errorf("the Paste button is %.0f px high", h)
		}
		tap(px, py)
		s.play(3)
		if dir := os.Getenv("TAKTIK_SHOTS"); dir != "" {
			writePNG(t, s.screen, filepath.Join(dir, "touch-paste-1024x768.png"))
		}
		if want := "http://127.0.0.1:9/?game=7&token=abc"; link.Text != want {
			t.Errorf("a tap on Paste gave the field %q, want %q", link.Text, want)
		}
	}
}

// The first lesson on a tablet (1024 × 768), as a newcomer plays it with fingers
// alone: the title's and the Lessons screen's entries, the card's buttons, the squares
// and the order bar's buttons tapped, a long press for the square's tooltip, the card's
// button to open the combat results table and a tap by its cross to close it (a tablet
// has no K). Every step's card speaks of tapping, not of clicks, keys, the pointer or
// the wheel, and every button drawn on the way is a finger high. TAKTIK_SHOTS=dir writes
// every step's screen as touch-lesson-NN-step.png. The order bar's hint speaks of
// tapping too.
func TestLessonByFingers(t *testing.T) {
	s := lazily(t, 1024, 768)
	s.fingers = true
	set := s.a.Settings()
	set.Animation = settings.Instant
	s.a.ChangeSettings(set)
	small := map[string]float64{}
	ui.RecordTargets(func(label string, r ui.Rect) {
		if r.H < ui.TapPoints-0.5 {
			small[label] = r.H
		}
	})
	defer ui.RecordTargets(nil)
	tt := startTutorial(t, s)
	mouseWords := regexp.MustCompile(`(?i)\bclick|\bpress\b|\bK\b|\bEsc\b|\bSpace\b|pointer|wheel`)
	dir, n := os.Getenv("TAKTIK_SHOTS"), 0
	tt.shot = func(id string) {
		if text := tt.sc.Lesson().Step().Text(tt.sc.Obs()); mouseWords.MatchString(text) {
			t.Errorf("step %s tells a player with fingers: %q", id, text)
		}
		if hint, _ := tt.sc.View().HintFits(); mouseWords.MatchString(hint) {
			t.Errorf("at step %s the order bar tells a player with fingers: %q", id, hint)
		}
		if dir != "" {
			n++
			s.play(1)
			writePNG(t, s.screen, filepath.Join(dir, fmt.Sprintf("touch-lesson-%02d-%s.png", n, id)))
		}
	}
	walk(tt)
	for label, h := range small {
		t.Errorf("%q is %.0f px high, less than a finger", label, h)
	}
	firstScenarioFromTheEnd(t, s, tt)
}

// firstScenarioFromTheEnd taps the lesson's end card's first scenario: it leads to the
// Lessons screen with the scenario chosen and its briefing shown, its one hint told (in
// both languages), as the screen shows it when the player comes by the title; a tap on
// the chosen row starts it as that screen starts every scenario (menu.ScenarioGame).
// TAKTIK_SHOTS=dir writes the screen as touch-lesson-briefing.png.
func firstScenarioFromTheEnd(t *testing.T, s *scripted, tt *tutor) {
	t.Helper()
	tt.card("scenario")
	s.play(20)
	ls := on[*menu.Lessons](s)
	first := game.Scenarios()[0]
	if ls.Focus() != len(lesson.Scripts()) {
		t.Errorf("the end card's first scenario chose row %d, want %d (%s)", ls.Focus(), len(lesson.Scripts()), first.ID)
	}
	defer lang.Set("en")
	for _, code := range []string{"de", "en"} {
		s.speak(code)
		s.play(1)
		title, text := ls.Briefing()
		limit := lang.Tf(lang.Counted(first.HintLimit, "scenario.hints.limit"), first.HintLimit)
		if title != lang.Scenario(first, "title") || first.HintLimit != 1 || !strings.Contains(text, limit) {
			t.Errorf("%s: the briefing shown reads %q: %q, want the first scenario's with %q", code, title, text, limit)
		}
	}
	if dir := os.Getenv("TAKTIK_SHOTS"); dir != "" {
		writePNG(t, s.screen, filepath.Join(dir, "touch-lesson-briefing.png"))
	}
	x, y := ls.Entry(ls.Focus())
	s.clickAt(x, y, 20)
	v := on[*board.View](s)
	opts, players := menu.ScenarioGame(first.ID, 1)
	if v.Game().Options().Scenario != opts.Scenario || v.Players() != players {
		t.Errorf("the chosen row started %+v with %+v, want %q with %+v", v.Game().Options(), v.Players(), opts.Scenario, players)
	}
}

// The first scenario on a tablet (1024 × 768) by fingers alone: the Lessons screen's
// row tapped, the battlefield in sight with squares a finger wide, the opening turn of
// TestScenarioScriptedOpening tapped (five moves, End movement and its question, two
// battles built and declared, two rolls with the die queued, End turn), the computer's
// Blue turn (the seed fixed: it stands off Indigau, the city's squares empty), then the second Red turn tapped (three moves into Indigau's squares, End
// movement, End turn: the city taken, R21), and the victory report's button back to
// the title. TAKTIK_SHOTS=dir writes touch-scenario-*.png.
func TestFirstScenarioByFingers(t *testing.T) {
	s := speaking(t, "en", 1024, 768, func(set *settings.Settings) { set.Scenarios = nil })
	s.fingers = true
	shoot := func(name string) {
		if dir := os.Getenv("TAKTIK_SHOTS"); dir != "" {
			s.play(1)
			writePNG(t, s.screen, filepath.Join(dir, "touch-scenario-"+name+"-1024x768.png"))
		}
	}
	s.play(2)
	x, y, _ := on[*menu.Title](s).Entry(menu.EntryTutorial)
	s.clickAt(x, y, 20)
	on[*menu.Lessons](s)
	// the same screen on an app that starts its games with the seed 1 (the Lessons
	// screen takes the clock's), so that the computer's turn is the same on every run
	s.a.GoTo(menu.NewLessons(seededApp{s.a, 1}))
	s.play(20)
	x, y = on[*menu.Lessons](s).Entry(len(lesson.Scripts())) // the lessons, then the scenarios
	s.clickAt(x, y, 20)
	v := on[*board.View](s)
	g := v.Game()
	shoot("start")
	if v.Camera().Square < ui.TapPoints {
		t.Errorf("the scenario opens with squares of %.0f px", v.Camera().Square)
	}
	inSight := func(when string, squares ...string) {
		t.Helper()
		for _, sq := range squares {
			if x, y := v.Camera().Centre(sqr(t, sq)); !v.MapRect().Contains(x, y) {
				t.Errorf("%s, a square of the %s, is out of sight", sq, when)
			}
		}
	}
	inSight("opening turn", "34-29", "34-33", "33-30", "33-33", "36-29", "36-33", "35-30", "35-33", "37-30", "37-33", "34-34", "36-34")
	openIndigau(t, s, v, func() { shoot("opened") })
	s.until("Red's second turn", func() bool {
		return g.Winner() != game.NoWinner || g.Turn() == 2 && g.Decider() == units.Red && g.Phase() == game.PhaseMovement
	})
	shoot("blue-moved")
	// Blue's turn as the seed 1 plays it: it beats the unit on 33-33 and its four units
	// left stand two squares and more west and east of Indigau, whose squares are empty
	var blue []string
	for u := 0; u < game.NumUnits; u++ {
		if st := g.Unit(u); st.Status == game.OnBoard && game.UnitInfo(u).Side == units.Blue {
			blue = append(blue, fmt.Sprintf("%s %v", game.UnitInfo(u).ID, st.Square))
		}
	}
	if want := []string{"blue:inf2 32-34", "blue:inf4 38-33", "blue:inf5 38-34", "blue:inf6 32-33"}; !slices.Equal(blue, want) || g.Winner() != game.NoWinner {
		t.Fatalf("after Blue's turn: winner %v, Blue on the board %v, want %v", g.Winner(), blue, want)
	}
	inSight("second turn", "36-33", "35-34", "34-33", "34-34", "35-33", "35-35")
	clickTurn(t, s, v, [][2]string{{"36-33", "35-34"}, {"34-33", "34-34"}, {"35-33", "35-35"}}, nil, func() { shoot("moved") })
	s.play(4)
	shoot("won")
	if g.Winner() != game.RedWins || !g.ObjectiveHeld() || g.Turn() != 2 || !v.Covered() {
		t.Fatalf("winner %v, objective %v in turn %d, the victory shown %v", g.Winner(), g.ObjectiveHeld(), g.Turn(), v.Covered())
	}
	x, y, _ = v.VictoryButton(1)
	s.clickAt(x, y, 20)
	on[*menu.Title](s)
}

// seededApp is the app whose new games all take one seed: the dice, and so the
// computer's orders, the same on every run.
type seededApp struct {
	*app
	seed uint64
}

func (a seededApp) NewGame(opts game.Options, players play.Commanders, failed func(error)) {
	opts.Seed = a.seed
	a.app.NewGame(opts, players, failed)
}

// screenKeys is a keyboard on the screen for the tests: what the page's hidden input
// does, by hand.
type screenKeys struct {
	up, digits bool
	text       string
	changed    bool
	spots      []ui.Rect
}

func (k *screenKeys) Show(text string, digits bool) { k.up, k.digits, k.text = true, digits, text }
func (k *screenKeys) Hide()                         { k.up = false }
func (k *screenKeys) Spots(r []ui.Rect)             { k.spots = append(k.spots[:0], r...) }
func (k *screenKeys) Typed() (string, bool) {
	c := k.changed
	k.changed = false
	return k.text, c
}
func (k *screenKeys) typeText(s string) { k.text, k.changed = s, true }

// Where the screen has a keyboard of its own (the browser's, ui.OnScreen), a finger's
// tap on a field brings it up and the field holds what is typed there: the New game
// form's seed (a number: digits only, "4x2" is 42; a tap on another row puts the
// keyboard away) and the save-as question's name.
func TestScreenKeyboardFillsTheFields(t *testing.T) {
	k := &screenKeys{}
	ui.OnScreen = k
	defer func() { ui.OnScreen = nil }()
	s := lazily(t, 1024, 768)
	v := fingerGame(s, func(ng *menu.NewGame) {
		x, y := ng.Option(menu.RowSeed, 0)
		s.in.FingerTap(x, y)
		s.play(3)
		if !k.up || !k.digits {
			t.Fatalf("a tap on the seed: keyboard up %v, for digits %v", k.up, k.digits)
		}
		k.typeText("4x2")
		s.play(2)
		if got := ng.Form().Rows[menu.RowSeed].Text; got != "42" {
			t.Errorf("typed 4x2 on the screen's keyboard, the seed reads %q", got)
		}
		x, y = ng.Option(menu.RowBlueStrength, 0)
		s.in.FingerTap(x, y)
		s.play(3)
		if k.up {
			t.Error("a tap on another row left the keyboard up")
		}
	})
	s.in.Key(ebiten.KeyControl, ebiten.KeyS)
	s.play(3)
	if _, up := v.NamingSave(); !up || len(k.spots) != 1 {
		t.Fatalf("the save-as question up %v, with %d fields told to the page", up, len(k.spots))
	}
	s.in.FingerTap(k.spots[0].CX(), k.spots[0].CY())
	s.play(3)
	if !k.up || k.digits {
		t.Fatalf("a tap on the name: keyboard up %v, for digits %v", k.up, k.digits)
	}
	k.typeText("Nordfront")
	s.play(2)
	if text, _ := v.NamingSave(); text != "Nordfront" {
		t.Errorf("the name reads %q", text)
	}
}

// fingerGame starts a game by finger taps on the title's New game and the form's Start;
// form, when given, works the form in between.
func fingerGame(s *scripted, form func(*menu.NewGame)) *board.View {
	s.t.Helper()
	s.play(2)
	x, y, _ := on[*menu.Title](s).Entry(menu.EntryNew)
	s.in.FingerTap(x, y)
	s.play(20)
	ng := on[*menu.NewGame](s)
	if form != nil {
		form(ng)
	}
	x, y = ng.Button(1)
	s.in.FingerTap(x, y)
	s.play(30)
	return on[*board.View](s)
}

// The title's line of keys (F11, arrows and Enter) shows with a mouse and keys, and not
// where the screens are laid out for fingers: on a phone from the first frame, on a
// laptop once a finger has touched it (the browser's tablets and phones are laid out for
// fingers from the start: a coarse pointer, browser_js.go).
func TestTitleNamesNoKeysToFingers(t *testing.T) {
	s := lazily(t, 1366, 768)
	s.play(2)
	if got := on[*menu.Title](s).Footer(); got != lang.T("title.keys") {
		t.Errorf("the title at 1366 with a mouse says %q under it, want the keys", got)
	}
	x, y, _ := on[*menu.Title](s).Entry(menu.EntryNew)
	s.in.FingerTap(x+ui.S(400), y) // a tap beside the menu: a finger has been seen
	s.play(3)
	s.a.Layout(1366, 768) // as the game loop asks for the layout every frame
	s.play(1)
	if got := on[*menu.Title](s).Footer(); got != "" {
		t.Errorf("after a finger's tap the title still says %q", got)
	}
	phone := lazily(t, 844, 390)
	phone.play(2)
	if got := on[*menu.Title](phone).Footer(); got != "" {
		t.Errorf("the title on a phone says %q", got)
	}
}
