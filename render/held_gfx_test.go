//go:build gfx

package render

import (
	"fmt"
	"testing"

	"taktik/game/gametest"
	"taktik/maps"
	"taktik/render/ui"
)

// TestHeldCityShowsItsHolder: Indigau, a Blue city, taken by Red (R21) wears Red's
// pennant in its top-left corner (34-34) at the closest and the farthest zoom; the
// board prints it blue. With TAKTIK_SHOTS set it writes held-LEVEL.png there.
func TestHeldCityShowsItsHolder(t *testing.T) {
	s := lazily(t, 1366, 768)
	g := gametest.Game(t, s.a.board, []string{"seed=2"}, "red:inf1 35-37", "blue:inf1 10-50")
	for _, line := range []string{"start", "move red:inf1 35-35", "endmove", "endturn"} {
		gametest.Do(t, g, line)
	}
	corner := maps.Square{Row: 34, Col: 34}
	for _, level := range []int{48, 16} {
		look(s, g, level, corner)
		r := s.view().Camera().SquareRect(corner)
		c := s.screen.At(int(r.X+r.W*0.12), int(r.Y+r.H*0.12))
		if rr, gg, bb, _ := c.RGBA(); uint8(rr>>8) != ui.Red.R || uint8(gg>>8) != ui.Red.G || uint8(bb>>8) != ui.Red.B {
			t.Errorf("level %d: the corner of 34-34 is %v, want Red's pennant %v", level, c, ui.Red)
		}
		shot(t, s, fmt.Sprintf("held-%d.png", level))
	}
}
