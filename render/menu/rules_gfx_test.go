//go:build gfx

package menu

import (
	"slices"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"taktik/render/hud/model"
	"taktik/render/ui"
)

// TestRulesPageTableHasTheAutomaticColumns: the rules' page of the combat results table
// is the reference window's table (hud.DrawCRT): every column the window has, the
// automatic ones for odds worse than 1-6 and better than 6-1 (R16) included, each head
// and cell inside its room, in both languages on a laptop and a desktop.
func TestRulesPageTableHasTheAutomaticColumns(t *testing.T) {
	defer ui.RecordPlaced(nil)
	onEveryScreen(func(size [2]int, code string) {
		var drawn []ui.Placed
		ui.RecordPlaced(func(p ui.Placed) { drawn = append(drawn, p) })
		d := NewRules(nil)
		r := d.textRect()
		dst := ebiten.NewImage(int(r.X+r.W)+1, int(r.Y+r.H)+1)
		drawCRT(dst, r, r.Y)
		dst.Deallocate()
		ui.RecordPlaced(nil)
		var texts []string
		for _, p := range drawn {
			texts = append(texts, p.Text)
			if p.Cut() {
				t.Errorf("%v %s: %q runs out of its room", size, code, p.Text)
			}
		}
		for _, head := range model.NewCRTTable().Heads {
			if !slices.Contains(texts, head) {
				t.Errorf("%v %s: the rules' table has no column %q", size, code, head)
			}
		}
	})
}
