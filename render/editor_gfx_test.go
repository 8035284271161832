//go:build gfx

package render

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"taktik/game"
	"taktik/render/board"
	"taktik/render/editscreen"
	"taktik/render/lang"
	"taktik/render/menu"
	"taktik/render/settings"
	"taktik/units"
)

// openEditor goes from the title to the editor as a person does: Lessons and
// scenarios, Make a scenario.
func openEditor(s *scripted) *editscreen.Screen {
	s.play(2)
	x, y, _ := on[*menu.Title](s).Entry(menu.EntryTutorial)
	s.clickAt(x, y, 20)
	x, y = on[*menu.Lessons](s).EditorButton()
	s.clickAt(x, y, 20)
	return on[*editscreen.Screen](s)
}

// TestEditorMakesAScenario is a teacher's way through the editor, by clicks: Make a
// scenario on the Lessons screen, an empty board, two Red infantry in Indigau's
// squares 35-34 and 34-34 beside a Blue one on 35-35, the goal (Red takes Indigau in
// ten turns) as the editor starts it, Save. A fresh start of the game, the file in its
// scenarios folder, lists it under Your scenarios; it is played by clicks and won, and
// the result says it was won without hints. In English at a laptop's size and in
// German at a desktop's; TAKTIK_SHOTS gets editor-WIDTH.png.
func TestEditorMakesAScenario(t *testing.T) {
	for _, c := range []struct {
		code string
		w, h int
	}{{"en", 1366, 768}, {"de", 1920, 1080}} {
		s := speaking(t, c.code, c.w, c.h, nil)
		ed := openEditor(s)
		x, y := ed.Button("editor.empty")
		s.clickAt(x, y, 2)
		for _, q := range []string{"35-34", "34-34"} {
			x, y = ed.Square(sqr(t, q))
			s.clickAt(x, y, 2)
		}
		x, y = ed.Button("side.red") // to Blue
		s.clickAt(x, y, 2)
		x, y = ed.Square(sqr(t, "35-35"))
		s.clickAt(x, y, 2)
		x, y = ed.Square(sqr(t, "1-1")) // water: refused with the check's sentence
		s.clickAt(x, y, 2)
		sc := ed.Editor().Scenario()
		if len(sc.Units) != 3 || ed.Editor().At(sqr(t, "35-35")) != "blue:inf1" || ed.Editor().At(sqr(t, "34-34")) != "red:inf2" {
			t.Fatalf("%s: the editor holds %v", c.code, sc.Units)
		}
		if f := ed.Editor().Faults(); len(f) > 0 {
			t.Fatalf("%s: %v", c.code, f)
		}
		x, y = ed.Button("editor.save")
		s.clickAt(x, y, 2)
		if dir := os.Getenv("TAKTIK_SHOTS"); dir != "" {
			writePNG(t, s.screen, filepath.Join(dir, fmt.Sprintf("editor-%d-%s.png", c.w, c.code)))
		}
		dir, err := settings.ScenariosDir()
		if err != nil {
			t.Fatal(err)
		}
		data, err := os.ReadFile(filepath.Join(dir, "mine.json"))
		if err != nil {
			t.Fatalf("%s: not saved: %v", c.code, err)
		}

		// a fresh start of the game, the file in its scenarios folder
		s = speaking(t, c.code, c.w, c.h, func(set *settings.Settings) { set.Scenarios = nil })
		dir, _ = settings.ScenariosDir()
		if err := os.MkdirAll(dir, 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, "mine.json"), data, 0o644); err != nil {
			t.Fatal(err)
		}
		s.play(2)
		x, y, _ = on[*menu.Title](s).Entry(menu.EntryTutorial)
		s.clickAt(x, y, 20)
		ls := on[*menu.Lessons](s)
		x, y = ls.Entry(ls.Rows() - 1)
		s.clickAt(x, y, 20)
		v := on[*board.View](s)
		g := v.Game()
		if g.Options().Scenario != "mine" || g.OnBoard(units.Red) != 2 || g.OnBoard(units.Blue) != 1 {
			t.Fatalf("%s: the game %+v", c.code, g.Options())
		}
		s.clickButton(lang.T("play.endmove"))
		if x, y, ok := v.Confirming(); ok {
			s.clickAt(x, y, 2)
		}
		for _, q := range []string{"35-34", "34-34", "35-35"} {
			s.clickSquare(sqr(t, q))
		}
		s.clickButton(lang.T("play.declare"))
		if err := g.Apply(game.Action{Kind: game.ActDice, Unit: -1, Index: -1, Rolls: []int{1}}); err != nil {
			t.Fatal(err)
		}
		s.clickButton(lang.T("play.roll"))
		s.until("the die", func() bool { return len(g.Battles()) > 0 && g.Battles()[0].Resolved })
		if g.Winner() == game.NoWinner {
			s.clickButton(lang.T("play.endturn"))
		}
		s.play(4)
		if g.Winner() != game.RedWins {
			t.Fatalf("%s: the teacher's scenario is not won: %v", c.code, g.Winner())
		}
		if vic := v.Victory(); vic == nil || vic.Result != lang.Tf("hud.result.nohints", lang.Tf("hud.result.turns.one", 1)) {
			t.Errorf("%s: the victory report's result: %+v", c.code, vic)
		}
		x, y, _ = v.VictoryButton(1)
		s.clickAt(x, y, 20)
		on[*menu.Title](s)
	}
	lang.Set("en")
}
