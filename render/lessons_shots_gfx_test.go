//go:build gfx

package render

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"taktik/game"
	"taktik/render/lang"
	"taktik/render/menu"
	"taktik/render/settings"
)

// TestLessonScreenshots makes the README's pictures of the lessons and the first
// scenarios at 1366 × 768 and 1920 × 1080, each screen reached by clicks: the Lessons
// screen with two lessons ticked, a later lesson's card over its battle, a lesson's end
// with its ways on, the New game form with a scenario chosen, a scenario under way
// (the panel's turn limit and goal) and a scenario won. Run it as TestScreenshots:
//
//	TAKTIK_SHOTS=docs/screenshots xvfb-run -a -s "-screen 0 1920x1080x24" \
//	    go test -tags gfx -run TestLessonScreenshots ./render/
func TestLessonScreenshots(t *testing.T) {
	dir := os.Getenv("TAKTIK_SHOTS")
	if dir == "" {
		t.Skip("TAKTIK_SHOTS names no folder to write the screenshots to")
	}
	if !filepath.IsAbs(dir) {
		dir = filepath.Join("..", dir)
	}
	code, suffix := os.Getenv("TAKTIK_SHOTS_LANG"), ""
	if code == "" {
		code = "en"
	} else if code != "en" {
		suffix = "-" + code
	}
	defer lang.Set("en")
	for _, size := range [][2]int{{1366, 768}, {1920, 1080}} {
		w, h := size[0], size[1]
		shoot := func(name string, s *scripted) {
			t.Helper()
			s.play(1)
			writePNG(t, s.screen, filepath.Join(dir, fmt.Sprintf("%s-%d%s.png", name, w, suffix)))
		}
		fresh := func(done ...string) *scripted {
			return speaking(t, code, w, h, func(set *settings.Settings) { set.Lessons, set.Scenarios = done, nil })
		}

		// the Lessons screen, the first two lessons done
		s := fresh("first", "soakoff")
		s.play(2)
		x, y, _ := on[*menu.Title](s).Entry(menu.EntryTutorial)
		s.clickAt(x, y, 20)
		x, y = on[*menu.Lessons](s).Entry(2)
		s.in.Move(x, y)
		s.play(30)
		shoot("lessons", s)

		// the soak-off lesson: the main battle declared, the soak-off being built
		s = fresh()
		tt := startLesson(t, s, 1)
		tt.card("next")
		tt.endMovement()
		tt.battle("35-23", "36-22", "36-23")
		tt.step("soak")
		tt.square("37-24")
		tt.square("37-25")
		tt.square("38-25")
		ready(s)
		s.in.Move(float64(w)*0.6, float64(h)*0.3)
		s.play(110)
		shoot("lesson-soakoff", s)

		// the end of the exchange lesson: the next lesson, the first scenario, the full game
		s = fresh()
		tt = exchangeChosen(t, s)
		tt.order("play.exchange.confirm")
		tt.step("end")
		ready(s)
		s.play(110)
		shoot("lesson-end", s)

		// the New game form with the second scenario chosen
		s = fresh()
		s.play(2)
		x, y, _ = on[*menu.Title](s).Entry(menu.EntryNew)
		s.clickAt(x, y, 20)
		ng := on[*menu.NewGame](s)
		x, y = ng.Option(menu.RowScenario, 2)
		s.clickAt(x, y, 2)
		x, y = ng.Button(1)
		s.in.Move(x, y)
		s.play(2)
		shoot("newgame-scenario", s)

		// the first scenario under way (Red closing in on Indigau, the panel's goal,
		// limit and hints)
		s = fresh()
		v := openScenario(t, s, 0)
		openIndigau(t, s, v, func() {
			ready(s)
			s.in.Move(float64(w)*0.3, float64(h)*0.2)
			s.play(4)
			shoot("scenario", s)
		})

		// a scenario won: the Indigau strike as a teacher's file, taken in one turn
		s = fresh()
		dir, err := settings.ScenariosDir()
		if err != nil {
			t.Fatal(err)
		}
		if err := os.MkdirAll(dir, 0o755); err != nil {
			t.Fatal(err)
		}
		own := filepath.Join(dir, "mine.json")
		if err := os.WriteFile(own, ownScenario(t), 0o644); err != nil {
			t.Fatal(err)
		}
		v = openScenario(t, s, len(game.Scenarios()))
		takeIndigau(t, s, v, nil)
		s.play(30)
		shoot("scenario-won", s)
		if err := os.Remove(own); err != nil { // the next size's Lessons screen lists no file of ours
			t.Fatal(err)
		}
	}
}

// exchangeChosen plays the exchange lesson to its losses chosen: the two infantry, not
// yet given up.
func exchangeChosen(t *testing.T, s *scripted) *tutor {
	t.Helper()
	tt := startLesson(t, s, 3)
	tt.card("next")
	tt.endMovement()
	tt.battle("36-22", "37-22", "36-24", "36-23", "37-23")
	tt.roll(0)
	tt.square("37-22")
	tt.square("36-24")
	return tt
}
