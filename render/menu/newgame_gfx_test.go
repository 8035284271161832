//go:build gfx

package menu

import (
	"testing"

	"taktik/render/lang"
	"taktik/render/ui"
)

// TestNewGameNoteKeepsClearOfTheButtons: the note under the optional rules ends above
// the Back and Start buttons, with room between, in both languages on a laptop's full
// screen, the window a laptop opens with, and a desktop.
func TestNewGameNoteKeepsClearOfTheButtons(t *testing.T) {
	defer lang.Set("en")
	defer ui.SetScreenSize(ui.ScreenSize())
	for _, size := range [][2]int{{1366, 768}, {1229, 652}, {1920, 1080}} {
		for _, code := range []string{"de", "en"} {
			lang.Set(code)
			ui.SetScreenSize(size[0], size[1])
			d := NewNewGame(nil)
			d.relabel()
			lines, face, _, y, lineH, ok := d.note()
			if !ok {
				t.Fatalf("%v: the form is in one column", size)
			}
			bottom := y + float64(len(lines))*lineH
			buttons := d.form.Buttons[0].Rect.Y
			if bottom > buttons-ui.S(10) {
				t.Errorf("%v %s: the note (%d lines of %.0f pt) ends at %.0f, the buttons begin at %.0f",
					size, code, len(lines), face.Size, bottom, buttons)
			}
			for _, l := range lines {
				if w, _ := ui.Measure(l, face); w > d.form.Columns(d.formRect())[1].W+0.5 {
					t.Errorf("%v %s: a line of the note is wider than its column: %q", size, code, l)
				}
			}
			if len(lines) < 2 {
				t.Errorf("%v %s: the note is %d lines; its text is missing", size, code, len(lines))
			}
		}
	}
}
