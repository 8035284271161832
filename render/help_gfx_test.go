//go:build gfx

package render

import (
	"fmt"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"taktik/render/board"
	"taktik/render/menu"
	"taktik/render/ui"
)

// TestHelpFitsTheScreen: the F1 legend shows whole, in both languages, on a laptop and a
// desktop and at the largest text size: the German right column was cut off at 1366 ×
// 768. With TAKTIK_SHOTS set it writes help-LANG-WIDTH-SIZE.png there.
func TestHelpFitsTheScreen(t *testing.T) {
	defer ui.SetScale(1)
	for _, c := range []struct {
		w, h, pct int
		code      string
	}{{1366, 768, 100, "de"}, {1366, 768, 100, "en"}, {1366, 768, 150, "de"}, {1920, 1080, 150, "de"}, {1920, 1080, 100, "en"}} {
		s := lazily(t, c.w, c.h)
		set := s.a.Settings()
		set.TextSize, set.Language = c.pct, c.code
		s.a.ChangeSettings(set)
		handMade(t, s, "red:inf1 20-13", "blue:inf1 20-30")
		s.a.Layout(c.w, c.h)
		s.play(2)
		s.press(ebiten.KeyF1)
		if what, ok := board.HelpFits(); !ok {
			t.Errorf("%dx%d at %d %%, %s: %q leaves the legend", c.w, c.h, c.pct, c.code, what)
		}
		if c.pct == 100 || c.w == 1920 {
			shot(t, s, fmt.Sprintf("help-%s-%d-%d.png", c.code, c.w, c.pct))
		}
	}
}

// TestTextSizeNoteOnTheSettings: at 1366 × 768 a text size of 150 % gives 111 %, and the
// settings say so under the choice. With TAKTIK_SHOTS set it writes
// settings-textsize-1366.png there.
func TestTextSizeNoteOnTheSettings(t *testing.T) {
	defer ui.SetScale(1)
	s := lazily(t, 1366, 768)
	set := s.a.Settings()
	set.TextSize, set.Language, set.Sound = 150, "en", false
	s.a.ChangeSettings(set)
	s.a.Layout(1366, 768)
	s.a.OpenSettings()
	s.play(20)
	if n := s.a.Notice(); !strings.Contains(n, "111 %") {
		t.Errorf("the settings at 150 %% on 1366 × 768 say %q, want why the text holds at 111 %%", n)
	}
	shot(t, s, "settings-textsize-1366.png")
}

// TestLessonsScreenAtEveryTextSize: the Lessons screen as the app lays it out, on a
// laptop's window at 100 % and a desktop at 150 %, keeps every row's text inside its
// card at one size a column. With TAKTIK_SHOTS set it writes lessons-WIDTH-SIZE.png.
func TestLessonsScreenAtEveryTextSize(t *testing.T) {
	defer ui.SetScale(1)
	for _, c := range []struct{ w, h, pct int }{{1366, 768, 100}, {1920, 1080, 150}} {
		s := lazily(t, c.w, c.h)
		set := s.a.Settings()
		set.TextSize, set.Language = c.pct, "de"
		s.a.ChangeSettings(set)
		s.a.Layout(c.w, c.h)
		s.a.Lessons()
		s.play(20)
		if what, ok := on[*menu.Lessons](s).TextFits(); !ok {
			t.Errorf("%dx%d at %d %%: %q leaves its card or is written at another size", c.w, c.h, c.pct, what)
		}
		shot(t, s, fmt.Sprintf("lessons-%d-%d.png", c.w, c.pct))
	}
}
