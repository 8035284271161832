//go:build gfx

package render

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"taktik/game"
	"taktik/game/ai"
	"taktik/render/board"
	"taktik/render/hud"
	"taktik/render/hud/model"
	"taktik/render/lang"
	"taktik/render/menu"
	"taktik/render/settings"
	"taktik/render/tutorial/lesson"
	"taktik/render/ui"
	"taktik/units"
)

// ownScenario is the Indigau strike as a teacher's own file (strikeFile, won in one turn):
// its own title and briefing in both languages, the Officer as Blue.
func ownScenario(t *testing.T) []byte {
	t.Helper()
	f := strikeFile(t, "mine")
	f["opponent"], f["hints"] = "medium", false
	f["title"] = map[string]string{"en": "Mrs Weber's Indigau", "de": "Indigau bei Frau Weber"}
	f["briefing"] = map[string]string{"en": "Take the city before the bell rings.", "de": "Nehmen Sie die Stadt vor dem Gong."}
	out, err := json.MarshalIndent(f, "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// TestOwnScenarioFromTheFolder: a teacher's scenario file and a broken one lie in the
// data folder's scenarios; a fresh start of the game lists both under Your scenarios,
// the good one with its briefing, the broken one with the sentence `taktik scenario
// check` says; the good one starts against the level its file names and is won by
// clicks in one turn: the objective wins at once, the victory report names it, and the
// Lessons screen ticks the scenario off. In English at a laptop's size and in German at
// a desktop's.
func TestOwnScenarioFromTheFolder(t *testing.T) {
	for _, c := range []struct {
		code string
		w, h int
	}{{"en", 1366, 768}, {"de", 1920, 1080}} {
		s := speaking(t, c.code, c.w, c.h, func(set *settings.Settings) { set.Scenarios = nil })
		dir, err := settings.ScenariosDir()
		if err != nil {
			t.Fatal(err)
		}
		if err := os.MkdirAll(dir, 0o755); err != nil {
			t.Fatal(err)
		}
		broken := strings.Replace(string(ownScenario(t)), `"red:arm2 34-29"`, `"red:arm1 34-29"`, 1)
		for name, data := range map[string][]byte{"mine.json": ownScenario(t), "broken.json": []byte(broken)} {
			if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
				t.Fatal(err)
			}
		}
		s.play(2)
		x, y, _ := on[*menu.Title](s).Entry(menu.EntryTutorial)
		s.clickAt(x, y, 20)
		ls := on[*menu.Lessons](s)
		first := len(lesson.Scripts()) + len(game.Scenarios()) // the player's own rows
		if ls.Rows() != first+2 {
			t.Fatalf("%s: %d rows, want %d with the two files", c.code, ls.Rows(), first+2)
		}
		if got := ls.About(first); !strings.Contains(got, "red:arm1") {
			t.Errorf("%s: the broken file says %q", c.code, got)
		}
		if c.code == "en" && ls.About(first) != "red:arm1 stands in the file twice" {
			t.Errorf("the broken file says %q, not the check's sentence", ls.About(first))
		}
		brief := map[string]string{"en": "Take the city before the bell rings.", "de": "Nehmen Sie die Stadt vor dem Gong."}[c.code]
		if !strings.HasPrefix(ls.About(first+1), brief) || !strings.Contains(ls.About(first+1), ai.Offizier.Name(c.code)) {
			t.Errorf("%s: the teacher's scenario says %q", c.code, ls.About(first+1))
		}
		if txt, ok := ls.TextFits(); !ok {
			t.Errorf("%s: %q does not fit", c.code, txt)
		}
		x, y = ls.Entry(first + 1)
		s.in.Move(x, y)
		s.play(2)
		if dir := os.Getenv("TAKTIK_SHOTS"); dir != "" {
			writePNG(t, s.screen, filepath.Join(dir, fmt.Sprintf("lessons-own-%d-%s.png", c.w, c.code)))
		}
		s.clickAt(x, y, 20)
		v := on[*board.View](s)
		g := v.Game()
		if g.Options().Scenario != "mine" || !v.Players()[units.Blue].Computer || v.Players()[units.Blue].Level != ai.Offizier {
			t.Fatalf("%s: the game %+v, players %+v", c.code, g.Options(), v.Players())
		}
		takeIndigau(t, s, v, nil)
		s.play(4)
		if g.Winner() != game.RedWins || !g.ObjectiveHeld() || !v.Covered() || g.Turn() != 1 {
			t.Fatalf("%s: the teacher's scenario: winner %v, objective %v, victory shown %v in turn %d",
				c.code, g.Winner(), g.ObjectiveHeld(), v.Covered(), g.Turn())
		}
		sum := hud.Summarize(g)
		if sum.How != model.Objective || hud.HowText(sum) != lang.Tf("hud.how.objective", lang.T("side.red"), "Indigau") {
			t.Errorf("%s: the report says %v: %q", c.code, sum.How, hud.HowText(sum))
		}
		if !slices.Contains(s.a.Settings().Scenarios, "mine") {
			t.Errorf("%s: the won scenario is not ticked off", c.code)
		}
		x, y, _ = v.VictoryButton(1)
		s.clickAt(x, y, 20)
		on[*menu.Title](s)
	}
	lang.Set("en")
}

// In the browser (where ui.Upload is the page's) the line under Your scenarios sends the
// player to the editor's Open a file, not to a data folder a browser does not have, and
// it fits in both languages.
func TestBrowserSaysWhereOwnScenariosComeFrom(t *testing.T) {
	defer func(u func(func(string, []byte))) { ui.Upload = u }(ui.Upload)
	for _, c := range []struct {
		code   string
		upload bool
		key    string
	}{{"en", false, "lessons.own.none"}, {"en", true, "lessons.own.none.web"}, {"de", true, "lessons.own.none.web"}} {
		ui.Upload = nil
		if c.upload {
			ui.Upload = func(func(string, []byte)) {}
		}
		s := speaking(t, c.code, 1366, 768, func(set *settings.Settings) { set.Scenarios = nil })
		s.play(2)
		x, y, _ := on[*menu.Title](s).Entry(menu.EntryTutorial)
		s.clickAt(x, y, 20)
		ls := on[*menu.Lessons](s)
		if got := ls.OwnNone(); got != lang.T(c.key) {
			t.Errorf("%s, upload %v: the line says %q, want %s", c.code, c.upload, got, c.key)
		}
		if txt, ok := ls.TextFits(); !ok {
			t.Errorf("%s, upload %v: %q does not fit", c.code, c.upload, txt)
		}
	}
	lang.Set("en")
}
