//go:build gfx

package render

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"taktik/game"
	"taktik/maps"
	"taktik/render/lang"
	"taktik/render/play"
	"taktik/units"
)

// threatPosition is a basic game played by the computer to Red's second movement phase,
// and a Red unit with a move into contact: the one whose forced battle (R14) is worst
// for it. The map is turned to that unit at 32 px squares.
func threatPosition(t *testing.T, s *scripted) (g *game.Game, mover int, to maps.Square) {
	t.Helper()
	g = newBasic(t, s, 3)
	advance(t, g, func(g *game.Game) bool {
		return g.Turn() >= 2 && g.Side() == units.Red && g.Phase() == game.PhaseMovement && g.Pending().Kind == game.NoDecision
	})
	mover, worst := -1, 99
	for n := range game.NumUnits {
		if game.UnitInfo(n).Side != units.Red || g.Unit(n).Status != game.OnBoard {
			continue
		}
		for _, tg := range play.Targets(g, n) {
			if !tg.Stops {
				continue
			}
			if f, ok := play.ForcedBy(g, n, tg.Square); ok && int(f.Odds) < worst {
				mover, to, worst = n, tg.Square, int(f.Odds)
			}
		}
	}
	if mover < 0 {
		t.Fatal("no Red move into contact in this position")
	}
	look(s, g, 32, g.Unit(mover).Square)
	ready(s)
	return g, mover, to
}

// TestThreatView: T shows the threat view, and what it shades and marks is what the
// engine says the enemy can do (play.Threat, game.Threat); resting the pointer on an enemy
// unit shades that unit's reach next turn (game.ReachNextTurn); before a move into
// contact the bar says which battle it forces, at the engine's odds (game.ForcedBy). The
// bar's legend shows whole in both languages, at both sizes, in the movement and the
// combat phase. With TAKTIK_SHOTS set it writes threat-1366.png and threat-1920.png
// there (threat-1366-de.png with TAKTIK_SHOTS_LANG=de), and the legend's screens
// (legendFits).
func TestThreatView(t *testing.T) {
	dir := os.Getenv("TAKTIK_SHOTS")
	if dir != "" && !filepath.IsAbs(dir) {
		dir = filepath.Join("..", dir)
	}
	for _, size := range [][2]int{{1366, 768}, {1920, 1080}} {
		s := newScripted(t, size[0], size[1])
		s.lazy = true
		g, mover, to := threatPosition(t, s)
		v := s.view()
		if v.ThreatOn() {
			t.Fatal("the threat view is on before T")
		}
		s.press(ebiten.KeyT)
		s.play(2)
		if !v.ThreatOn() {
			t.Fatal("T did not show the threat view")
		}
		legendFits(t, s, size, dir, "movement")
		shotLang := os.Getenv("TAKTIK_SHOTS_LANG") // the picture's language, en by default
		if shotLang == "" {
			shotLang = "en"
		}
		s.speak(shotLang)
		defer lang.Set("en")
		want := play.Threat(g, units.Red)
		got := v.ThreatView()
		if !slices.Equal(got.Squares, want.Squares) || len(got.Marks) != len(want.Marks) || len(want.Squares) == 0 {
			t.Fatalf("the view shades %d squares and marks %d units; the engine's threat: %d and %d",
				len(got.Squares), len(got.Marks), len(want.Squares), len(want.Marks))
		}
		th := g.Threat(units.Red)
		for k, m := range got.Marks {
			if d := th.Danger[k]; m.Unit != d.Unit || m.Odds != d.Odds {
				t.Errorf("mark %d: %d at %s, the engine's: %d at %s", k, m.Unit, m.Odds, d.Unit, d.Odds)
			}
		}

		// the pointer on an enemy unit: its reach next turn
		enemy := -1
		for n := range game.NumUnits {
			if game.UnitInfo(n).Side == units.Blue && g.Unit(n).Status == game.OnBoard && len(g.ReachNextTurn(n)) > 0 {
				if enemy < 0 || maps.Chebyshev(g.Unit(n).Square, g.Unit(mover).Square) < maps.Chebyshev(g.Unit(enemy).Square, g.Unit(mover).Square) {
					enemy = n
				}
			}
		}
		x, y := v.Camera().Centre(g.Unit(enemy).Square)
		s.in.Move(x, y)
		s.play(2)
		u, reach := v.EnemyReach()
		if u != enemy || !slices.Equal(reach, g.ReachNextTurn(enemy)) {
			t.Errorf("the pointer on %s shades the reach of %d (%d squares), want its own (%d squares)",
				game.UnitInfo(enemy).ID, u, len(reach), len(g.ReachNextTurn(enemy)))
		}

		// a move into contact: the bar warns of the battle it forces
		x, y = v.Camera().Centre(g.Unit(mover).Square)
		s.clickAt(x, y, 2)
		x, y = v.Camera().Centre(to)
		s.in.Move(x, y)
		s.play(3)
		f, ok := v.ForcedHere()
		wantF, wantOK := play.ForcedBy(g, mover, to)
		if !ok || !wantOK || f.Odds != wantF.Odds || !slices.Equal(f.Defenders, wantF.Defenders) {
			t.Errorf("the warning for %s to %s: %+v (%v), the engine's forced battle %+v (%v)",
				game.UnitInfo(mover).ID, to, f, ok, wantF, wantOK)
		}
		if hint, ok := v.HintFits(); !strings.Contains(hint, wantF.Odds.String()) || !ok {
			t.Errorf("the bar says %q (whole: %v), which does not name the forced odds %s", hint, ok, wantF.Odds)
		}
		if dir != "" {
			suffix := ""
			if shotLang != "en" {
				suffix = "-" + shotLang
			}
			path := filepath.Join(dir, fmt.Sprintf("threat-%d%s.png", size[0], suffix))
			writePNG(t, s.screen, path)
			t.Logf("wrote %s", path)
		}
		// T again hides it
		s.press(ebiten.KeyT)
		s.play(1)
		if v.ThreatOn() {
			t.Error("T again did not hide the threat view")
		}

		// in the combat phase, beside the bar's three buttons, the legend shows whole too
		s.press(ebiten.KeyEscape)
		s.play(2)
		s.clickButton(lang.T("play.endmove"))
		if x, y, ok := v.Confirming(); ok {
			s.in.Click(x, y)
			s.play(2)
		}
		if g.Phase() != game.PhaseCombat {
			t.Fatalf("%dx%d: ending the movement led to %v, not the combat phase", size[0], size[1], g.Phase())
		}
		s.press(ebiten.KeyT)
		s.play(2)
		legendFits(t, s, size, dir, "combat")
	}
}

// legendFits checks, in German and English, that the bar's second line is the threat
// view's legend and shows whole (no "…"), and writes the screen in each language as
// threat-PHASE-WIDTH[-de].png when dir names a folder.
func legendFits(t *testing.T, s *scripted, size [2]int, dir, phase string) {
	t.Helper()
	v := s.view()
	for _, code := range []string{"de", "en"} {
		s.speak(code)
		s.play(1)
		if hint, ok := v.HintFits(); !ok || hint != lang.T("play.threat.legend") {
			t.Errorf("%s %dx%d, %s: the bar's hint %q (whole: %v), want the threat view's legend", code, size[0], size[1], phase, hint, ok)
		}
		if dir != "" {
			suffix := ""
			if code != "en" {
				suffix = "-" + code
			}
			writePNG(t, s.screen, filepath.Join(dir, fmt.Sprintf("threat-%s-%d%s.png", phase, size[0], suffix)))
		}
	}
}
