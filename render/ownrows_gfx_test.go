//go:build gfx

package render

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"taktik/game"
	"taktik/render/menu"
	"taktik/render/settings"
	"taktik/render/tutorial/lesson"
)

// On the Lessons screen the rows of the player's own scenarios stand clear above the
// briefing's box, with room between (menu.Lessons.OwnFits): in the window a laptop
// opens (1229 × 652) the last of them touched the box. Three files lie in the folder;
// the last row is chosen (app.Briefing), so that the rows scroll to it where not all
// fit. At a laptop's and a desktop's size too, and on a tablet (laid out for fingers);
// every scenario's briefing still fits its box, in German as in English.
// TAKTIK_SHOTS=dir writes lessons-own-rows-WxH.png.
func TestOwnScenarioRowsClearOfTheBriefing(t *testing.T) {
	for _, size := range [][2]int{{1229, 652}, {1366, 768}, {1920, 1080}, {1024, 768}} {
		s := speaking(t, "en", size[0], size[1], nil)
		dir, err := settings.ScenariosDir()
		if err != nil {
			t.Fatal(err)
		}
		if err := os.MkdirAll(dir, 0o755); err != nil {
			t.Fatal(err)
		}
		for _, id := range []string{"a", "b", "c"} {
			data := strings.Replace(string(ownScenario(t)), `"mine"`, `"`+id+`"`, 1)
			data = strings.Replace(data, "Mrs Weber's Indigau", "Mrs Weber's Indigau "+strings.ToUpper(id), 1)
			if err := os.WriteFile(filepath.Join(dir, id+".json"), []byte(data), 0o644); err != nil {
				t.Fatal(err)
			}
		}
		s.a.Briefing("c") // the screen with the last row chosen, as the lesson's end card leads to its scenario
		s.play(20)
		ls := on[*menu.Lessons](s)
		last := len(lesson.Scripts()) + len(game.Scenarios()) + 2
		if ls.Rows() != last+1 || ls.Focus() != last {
			t.Fatalf("%dx%d: %d rows, row %d chosen; want %d with the three files, the last chosen", size[0], size[1], ls.Rows(), ls.Focus(), last+1)
		}
		if dir := os.Getenv("TAKTIK_SHOTS"); dir != "" {
			writePNG(t, s.screen, filepath.Join(dir, fmt.Sprintf("lessons-own-rows-%dx%d.png", size[0], size[1])))
		}
		if !ls.OwnFits() {
			t.Errorf("%dx%d: a row of the player's own scenarios lies against the briefing's box", size[0], size[1])
		}
		for _, code := range []string{"de", "en"} { // every scenario's briefing still inside its box
			s.speak(code)
			if text, ok := ls.TextFits(); !ok {
				t.Errorf("%dx%d, %s: %q does not fit its place", size[0], size[1], code, text)
			}
		}
	}
}
