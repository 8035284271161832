//go:build gfx

package render

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"taktik/game"
	"taktik/maps"
	"taktik/render/settings"
	"taktik/units"
)

// TestQAShots makes the screenshots of the QA report's screens (fractions of movement
// points, the bottom bar's prompts in German, the tooltip, the battle labels, the die)
// at 1366 × 768 and 1920 × 1080, for a person to look at. Skipped without
// TAKTIK_QA_SHOTS naming a folder.
func TestQAShots(t *testing.T) {
	dir := os.Getenv("TAKTIK_QA_SHOTS")
	if dir == "" {
		t.Skip("TAKTIK_QA_SHOTS names no folder")
	}
	for _, size := range [][2]int{{1366, 768}, {1920, 1080}} {
		for _, code := range []string{"de", "en"} {
			w, h := size[0], size[1]
			shoot := func(name string, s *scripted) {
				t.Helper()
				s.play(1)
				writePNG(t, s.screen, filepath.Join(dir, fmt.Sprintf("%s-%d-%s.png", name, w, code)))
			}
			s := newScripted(t, w, h)
			s.lazy = true
			set := s.a.Settings()
			set.Language, set.Animation = code, settings.Normal
			s.a.ChangeSettings(set)

			// the advanced game: a unit whose reach has thirds of a point (R11, R23)
			g := newOptional(t, s, game.Options{Mode: game.Advanced, Seed: 5, TurnLimit: 30})
			look(s, g, 32, middleOf(g, units.Red))
			mover := thirdsMover(s, g)
			if mover < 0 {
				t.Fatal("no unit on screen has a reach with thirds")
			}
			x, y := s.view().Camera().Centre(g.Unit(mover).Square)
			s.clickAt(x, y, 2)
			s.play(120) // the pointer rests on the unit: the tooltip comes
			shoot("thirds", s)
			s.in.Move(x+3*s.view().Camera().Square, y+s.view().Camera().Square)
			s.play(60)
			shoot("thirds-tip", s)
			s.press(ebiten.KeyEscape)
			s.in.Move(float64(w)/2, float64(h)/2)
			s.play(2)
			shoot("move-prompt", s)
			s.press(ebiten.KeyE)
			shoot("endmove-ask", s)
			s.press(ebiten.KeyEscape)

			// a battle declared, then its die
			s = newScripted(t, w, h)
			s.lazy = true
			s.a.ChangeSettings(set)
			g = fight(t, s)
			s.a.ChangeSettings(set)
			look(s, g, 40, sqr(t, "20-14"))
			s.in.Move(float64(w)/3, float64(h)-10)
			s.play(2)
			shoot("battle", s)
			if err := g.Apply(game.Action{Kind: game.ActDice, Rolls: []int{3}}); err != nil {
				t.Fatal(err)
			}
			s.press(ebiten.KeyR)
			s.play(20)
			shoot("die-rolling", s)
			s.play(60)
			shoot("die-landed", s)
		}
	}
}

// thirdsMover is a unit of the side to move, on screen, one of whose squares in reach
// is left with a third or two thirds of a point.
func thirdsMover(s *scripted, g *game.Game) int {
	r0, c0, r1, c1 := s.view().Camera().Visible()
	for n := range game.NumUnits {
		st := g.Unit(n)
		if game.UnitInfo(n).Side != g.Side() || st.Status != game.OnBoard ||
			st.Square.Row < r0+3 || st.Square.Row > r1-3 || st.Square.Col < c0+3 || st.Square.Col > c1-3 {
			continue
		}
		for _, rs := range g.Reach(n) {
			if rs.Cost%3 != 0 && maps.Chebyshev(rs.Square, st.Square) <= 3 {
				return n
			}
		}
	}
	return -1
}
