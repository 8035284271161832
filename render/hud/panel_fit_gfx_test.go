//go:build gfx

package hud

import (
	"fmt"
	"math"
	"strings"
	"testing"

	"taktik/game"
	"taktik/render/hud/model"
	"taktik/render/lang"
	"taktik/render/ui"
	"taktik/units"
)

// TestPanelFitsWithTheWeather: with the weather rule (R30) and the supply rule (R32)
// on, in every month and every weather that month can bring, in German and English, the
// side panel's content — the losses table last — fits the room the column gives it on a
// laptop's full screen, in the window a laptop opens with, at the smallest window and on
// a desktop, and no line runs past its right edge.
func TestPanelFitsWithTheWeather(t *testing.T) {
	defer lang.Set("en")
	defer ui.SetScale(1)
	sizes := [][2]int{{1366, 768}, {1229, 652}, {800, 560}, {1920, 1080}}
	for _, size := range sizes {
		for _, code := range []string{"de", "en"} {
			lang.Set(code)
			screen(size[0], size[1], 1).Deallocate()
			worst := 0
			for month := 1; month <= 12; month++ {
				seen := map[game.Weather]bool{}
				for die := 1; die <= 6; die++ {
					wt := game.WeatherFor(game.SeasonOf(month), die)
					if seen[wt] {
						continue
					}
					seen[wt] = true
					p := NewPanel()
					p.ok = true
					p.model = panelModel{lang: code, turn: 12, side: units.Blue, phase: game.PhaseCombat,
						season:   game.MonthName(month, code) + " · " + wt.Name(code),
						effects:  strings.Join(wt.Effects().Lines(code), "\n"),
						decision: lang.Tf("hud.decide.replace", model.SideName(units.Blue), 12),
						supply:   true, cutOff: [2]int{12, 14}}
					for s := range p.model.tally.Losses {
						for k := range p.model.tally.Losses[s] {
							p.model.tally.Losses[s][k] = 10 + k
						}
					}
					// the board gives the panel what it asks for, at most two thirds of
					// the column under the bar (columnRects)
					col := size[1] - int(math.Round(ui.S(40)))
					gap := int(ui.S(6))
					h := float64(min(p.Height()+gap, col*2/3) - gap)
					r := p.area(h)
					d := p.density(h)
					worst = max(worst, d)
					used, right := p.lay(&pen{}, r, d)
					what := fmt.Sprintf("%dx%d %s, %s", size[0], size[1], code, p.model.season)
					if used > h+0.5 {
						t.Errorf("%s: the panel's content takes %.0f px, the column gives it %.0f", what, used, h)
					}
					if right > r.W-ui.S(8) {
						t.Errorf("%s: a line reaches %.0f px in a panel %.0f wide", what, right, r.W)
					}
					if size[1] >= 1080 && d != roomy {
						t.Errorf("%s: the panel is laid out densely (%d) on a desktop", what, d)
					}
				}
			}
			t.Logf("%dx%d %s: densest layout %d", size[0], size[1], code, worst)
		}
	}
}
