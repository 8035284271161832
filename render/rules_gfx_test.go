//go:build gfx

package render

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"taktik/render/lang"
	"taktik/render/menu"
)

// TestRulesPagesScrollToTheirEnd opens every page of the rules reference, in German
// and English, on a laptop's screen and in the window a laptop opens with: a page
// taller than its room scrolls to its end with End, the wheel and PageDown, and back
// with Home; the weather page (its table and all eleven kinds of weather under it) is
// such a page there. Left and Right turn to the next and the previous part.
func TestRulesPagesScrollToTheirEnd(t *testing.T) {
	defer lang.Set("en")
	for _, size := range [][2]int{{1366, 768}, {1229, 652}} {
		for _, code := range []string{"en", "de"} {
			s := lazily(t, size[0], size[1])
			s.speak(code)
			d := menu.NewRules(s.a)
			s.a.GoTo(d)
			s.play(20)
			for sec, pages := range menu.RulesPages() {
				for p := range pages {
					d.Show(sec, p)
					s.play(2)
					_, content, view := d.Scrolled()
					if content <= 0 || view <= 0 {
						t.Fatalf("%v %s %s: the page measures %.0f in %.0f", size, code, d.Page(), content, view)
					}
					if d.Page() == "weather" && content <= view {
						t.Errorf("%v %s: the weather page (%.0f) fits its room (%.0f)?", size, code, content, view)
					}
					if content <= view {
						continue
					}
					x, y := d.TextMiddle()
					s.in.Move(x, y)
					s.in.Scroll(-1)
					s.play(2)
					if off, _, _ := d.Scrolled(); off <= 0 {
						t.Errorf("%v %s %s: the wheel did not scroll", size, code, d.Page())
					}
					s.press(ebiten.KeyEnd)
					if off, _, _ := d.Scrolled(); off < content-view-0.5 || off > content-view+0.5 {
						t.Errorf("%v %s %s: End scrolled to %.0f, want %.0f", size, code, d.Page(), off, content-view)
					}
					s.press(ebiten.KeyHome)
					for range 20 {
						s.press(ebiten.KeyPageDown)
					}
					if off, _, _ := d.Scrolled(); off < content-view-0.5 {
						t.Errorf("%v %s %s: PageDown stops at %.0f of %.0f", size, code, d.Page(), off, content-view)
					}
					s.press(ebiten.KeyHome)
					if off, _, _ := d.Scrolled(); off != 0 {
						t.Errorf("%v %s %s: Home left the page at %.0f", size, code, d.Page(), off)
					}
				}
			}
			d.Show(0, 0)
			s.press(ebiten.KeyArrowRight)
			if x, y := d.SectionButton(1); x == 0 || y == 0 || d.Page() != menu.RulesPages()[1][0] {
				t.Errorf("Right did not turn to the advanced part: page %s", d.Page())
			}
			s.press(ebiten.KeyArrowLeft)
			if d.Page() != menu.RulesPages()[0][0] {
				t.Errorf("Left did not turn back to the basic part: page %s", d.Page())
			}
		}
	}
}
