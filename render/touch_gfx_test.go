//go:build gfx

package render

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"testing"

	"taktik/game"
	"taktik/render/board"
	"taktik/render/menu"
)

// A tablet's game by fingers alone (input.Fingers): a tap is a click on the title, the
// form and the board, two fingers spread zoom in around their middle, one finger drags
// the map, a long press shows the square's tooltip and moves nothing, and the order
// bar's buttons take taps (End movement).
func TestFingersPlayOnATablet(t *testing.T) {
	s := lazily(t, 1024, 768)
	v := fingerGame(s, func(ng *menu.NewGame) {
		x, y := ng.Option(menu.RowBlueStrength, 0)
		s.in.FingerTap(x, y)
	})
	g := v.Game()

	// two fingers spread across the middle of the map: the zoom grows, and the square
	// between the fingers stays under them
	cam := v.Camera()
	m := v.MapRect()
	cx, cy := m.X+m.W/2, m.Y+m.H/2
	mid, _ := cam.SquareAt(cx, cy)
	before := cam.Level
	s.in.Pinch(cx, cy, 100, 260, 8)
	s.play(40)
	if cam.Level <= before {
		t.Fatalf("spreading two fingers left the zoom at %d (was %d)", cam.Level, before)
	}
	if sq, _ := cam.SquareAt(cx, cy); sq != mid {
		t.Errorf("the square between the fingers was %v and is %v", mid, sq)
	}

	// one finger drags the map by its way
	gx, gy := cam.GX, cam.GY
	s.in.FingerDrag(cx, cy, cx-80, cy-50, 6)
	s.play(2)
	if dx, dy := cam.GX-gx, cam.GY-gy; dx != -80 || dy != -50 {
		t.Errorf("a finger dragged 80 left and 50 up moved the map %.0f,%.0f", dx, dy)
	}
	if g.Hash() != v.Game().Hash() || v.Selected() >= 0 {
		t.Fatal("a drag gave an order")
	}

	// a long press shows the tooltip of the square and selects nothing
	unit, from, to, ok := v.MoveOnScreen()
	if !ok {
		t.Fatal("no move to tap on the map")
	}
	fx, fy := cam.Centre(from)
	s.in.FingerHold(fx, fy, 0.8)
	s.play(10)
	if sq, ok := v.Tip(); !ok || sq != from {
		t.Errorf("a long press on %v shows the tooltip of %v (%v)", from, sq, ok)
	}
	if v.Selected() >= 0 {
		t.Error("a long press selected a unit")
	}

	// a tap selects, a tap on a square in reach moves there
	s.in.FingerTap(fx, fy)
	s.play(2)
	if v.Selected() != unit {
		t.Fatalf("a tap on %v selected %d, want %d", from, v.Selected(), unit)
	}
	tx, ty := cam.Centre(to)
	s.in.FingerTap(tx, ty)
	s.play(40)
	if got := v.Game().Unit(unit).Square; got != to {
		t.Fatalf("tapped to %v, the unit is on %v", to, got)
	}

	// the bar's End movement by a tap
	x, y, ok := v.Button("End movement")
	if !ok {
		t.Fatal("no End movement button")
	}
	s.in.FingerTap(x, y)
	s.play(4)
	if x, y, asked := v.Confirming(); asked { // units could still move: the question, answered by a tap
		s.in.FingerTap(x, y)
		s.play(4)
	}
	if g := v.Game(); g.Phase() != game.PhaseCombat {
		t.Errorf("after a tap on End movement the phase is %v", g.Phase())
	}
}

// The game on a tablet held across (1024 × 768), held upright (768 × 1024) and on a
// phone held across (844 × 390): the title's menu, the new game form and the board's
// bar fit the screen, the smaller screens drawing the game smaller (settings.FitOn),
// and the order bar's sentence and hint show whole. TAKTIK_SHOTS=dir writes the
// screens as touch-*.png and tablet-*.png.
func TestTouchScreensFit(t *testing.T) {
	dir := os.Getenv("TAKTIK_SHOTS")
	for _, c := range []struct {
		name string
		w, h int
		code string
	}{{"tablet", 1024, 768, "en"}, {"tablet-portrait", 768, 1024, "en"}, {"touch-phone", 844, 390, "en"}, {"tablet", 1024, 768, "de"}} {
		t.Run(c.name+"-"+c.code, func(t *testing.T) {
			s := lazily(t, c.w, c.h)
			s.speak(c.code)
			defer s.speak("en")
			shoot := func(what string) {
				if dir != "" {
					writePNG(t, s.screen, filepath.Join(dir, fmt.Sprintf("%s-%s-%dx%d-%s.png", c.name, what, c.w, c.h, c.code)))
				}
			}
			s.play(30)
			title := on[*menu.Title](s)
			for _, e := range []int{menu.EntryNew, menu.EntryContinue} {
				if x, y, _ := title.Entry(e); x < 0 || y < 0 || x > float64(c.w) || y > float64(c.h) {
					t.Errorf("the title's entry %d is at %.0f,%.0f, off the %dx%d screen", e, x, y, c.w, c.h)
				}
			}
			shoot("title")
			x, y, _ := title.Entry(menu.EntryNew)
			s.in.FingerTap(x, y)
			s.play(20)
			ng := on[*menu.NewGame](s)
			if x, y = ng.Button(1); y > float64(c.h) || x > float64(c.w) {
				t.Errorf("Start is at %.0f,%.0f, off the screen", x, y)
			}
			shoot("newgame")
			s.in.FingerTap(x, y)
			s.play(30)
			v := on[*board.View](s)
			if dir != "" {
				ready(s) // the counters painted, for the eye
			}
			s.play(5)
			shoot("board")
			if p, ok := v.PromptFits(); !ok {
				t.Errorf("the bar's sentence %q is cut off", p)
			}
			if h, ok := v.HintFits(); !ok {
				t.Errorf("the bar's hint %q is cut off", h)
			}
			if r := v.MapRect(); r.W < float64(c.w)/3 || r.H < float64(c.h)/3 {
				t.Errorf("the map shows in %+v only", r)
			}
		})
	}
}

// The General asked by a tap on a tablet: the bar's sentence names the button to tap, not
// the keys (Enter, H) a tablet has none of, in both languages, and shows whole. Found
// trying the first scenario by fingers in the browser.
func TestFingersAskTheGeneral(t *testing.T) {
	s := lazily(t, 1024, 768)
	v := fingerGame(s, nil)
	x, y, ok := v.Button("Ask the General")
	if !ok {
		t.Fatal("no Ask the General button")
	}
	s.in.FingerTap(x, y)
	s.until("the General's advice", func() bool { _, k := v.Advice(); return k >= 0 })
	keys := regexp.MustCompile(`\bEnter\b|\bH\b|\bEsc\b`)
	for _, code := range []string{"en", "de"} {
		s.speak(code)
		s.play(2)
		p, ok := v.PromptFits()
		if keys.MatchString(p) {
			t.Errorf("%s: the bar tells a player with fingers of keys: %q", code, p)
		}
		if !ok {
			t.Errorf("%s: the bar's sentence is cut: %q", code, p)
		}
	}
}

// The buttons a tablet shows carry no keys: the status bar's Threat and the question
// after End movement with units still to move say "Threat" and "End movement", not
// "Threat (T)" and "End movement (E)" (seen trying lesson 1 by taps in the browser).
func TestFingersButtonsWithoutKeys(t *testing.T) {
	s := lazily(t, 1024, 768)
	v := fingerGame(s, nil)
	s.play(2)
	x, y, ok := v.Button("End movement")
	if !ok {
		t.Fatal("no End movement button")
	}
	s.in.FingerTap(x, y)
	s.play(4)
	if _, _, asked := v.Confirming(); !asked {
		t.Fatal("End movement with every unit unmoved asked nothing")
	}
	key := regexp.MustCompile(`\([A-Z]\)|\(Enter\)`)
	threat, yes := v.KeyLabels()
	for _, l := range []string{threat, yes} {
		if key.MatchString(l) {
			t.Errorf("a button for fingers reads %q", l)
		}
	}
}
