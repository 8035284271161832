//go:build gfx

package render

import (
	"math"
	"os"
	"path/filepath"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"taktik/game"
	"taktik/game/ai"
	"taktik/game/gametest"
	"taktik/maps"
	"taktik/render/board"
	"taktik/render/play"
)

// TestCameraFollowsTheComputersTurn: the player (Blue) looks at the south-east while the
// computer's attack at 20-26 fails (1-1, die 3: AB2); Blue, the winner, chooses where
// Red's infantry goes (R19), and the view brings it and its green squares on screen.
// After the computer's turn the view goes back to where the player was and, the strike
// being out of sight there, shows it; B returns to where the player was.
func TestCameraFollowsTheComputersTurn(t *testing.T) {
	s := lazily(t, 1366, 768)
	g := gametest.Game(t, s.a.board, []string{"seed=3"},
		"red:inf1 20-26", "red:inf2 3-3", "blue:inf1 20-27", "blue:inf2 28-50")
	for _, line := range []string{"start", "endmove", "battle red:inf1 vs blue:inf1", "dice 3"} {
		gametest.Do(t, g, line)
	}
	v := board.NewView(s.a, g, s.a.pics, play.Commanders{{Computer: true, Level: ai.Rekrut}, {}})
	s.a.play(v)
	v.MenuButton() // lays the camera out, before the computer's turn is seen
	cam := v.Camera()
	cam.ZoomTo(32)
	cam.CentreOn(maps.Square{Row: 40, Col: 45})
	home := cam.Spot()
	strike := []maps.Square{{Row: 20, Col: 26}, {Row: 20, Col: 27}}
	if cam.Shows(strike, 0) {
		t.Fatalf("the battle shows from where the player looks (%+v, %+v): the test shows nothing", cam.Spot(), cam.View)
	}

	s.until("Blue choosing the retreat", func() bool { return g.Pending().Kind == game.RetreatDecision })
	s.play(2)
	var retreat []maps.Square
	for _, a := range g.Legal() {
		if a.Kind == game.ActRetreat && a.To != (maps.Square{}) {
			retreat = append(retreat, a.To)
		}
	}
	if len(retreat) == 0 || !cam.Shows(append(retreat, strike[0]), 1) {
		t.Fatalf("the retreat to choose (%v from 20-26) is not on screen", retreat)
	}
	shot(t, s, "follow-retreat-1366.png")
	s.clickSquare(retreat[0])
	s.until("Blue's movement", func() bool { return g.Phase() == game.PhaseMovement && g.Side() == 1 })
	s.play(5)
	if !cam.Shows(strike, 0) {
		t.Errorf("after the computer's turn the strike at 20-26 is not shown (view at %+v)", cam.Spot())
	}
	shot(t, s, "follow-struck-1366.png")
	s.press(ebiten.KeyB)
	if got := cam.Spot(); got.Level != home.Level || math.Abs(got.BX-home.BX) > 0.05 || math.Abs(got.BY-home.BY) > 0.05 {
		t.Errorf("B went to %+v, want where the player was, %+v", got, home)
	}
}

// shot writes the screen as it is to TAKTIK_SHOTS, when that names a folder.
func shot(t *testing.T, s *scripted, name string) {
	if dir := os.Getenv("TAKTIK_SHOTS"); dir != "" {
		s.until("the board painted for the screenshot", func() bool { return !board.Painting() })
		s.play(1)
		writePNG(t, s.screen, filepath.Join(dir, name))
	}
}
