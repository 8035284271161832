//go:build gfx

package render

import (
	"testing"

	"taktik/game/gametest"
	"taktik/render/info"
	"taktik/render/lang"
	"taktik/units"
)

// TestJoinerToldSide: the player who joins by the link as Blue while Red moves is told
// on the board which side he plays and that Red is moving, and the bar offers no Skip
// while nothing of Red's has come to be shown; Red's move, when it comes, may be
// skipped while it is shown (issue 38, the new user's trial). Screenshot
// online-joiner-1366.png with TAKTIK_SHOTS.
func TestJoinerToldSide(t *testing.T) {
	s, v, red := joinedHere(t, "blue")
	g := v.Game()
	s.until("Red connected", func() bool { return v.Online().OtherOnline() })
	s.play(5)
	want := lang.Tf("online.board.side.theirs", info.SideName(units.Blue), info.SideName(units.Red)) + " " + lang.T("online.board.connected")
	if got := v.OnlineLine(); got != want {
		t.Errorf("Blue's line while Red moves: %q, want %q", got, want)
	}
	skip := lang.T("play.computer.skip")
	if x, y, ok := v.Button(skip); ok || x != 0 || y != 0 {
		t.Errorf("a Skip button at (%.0f, %.0f) with nothing of Red's to show", x, y)
	}
	shot(t, s, "online-joiner-1366.png")

	move := gametest.FirstMove(t, red.Game())
	look(s, g, 2, move.To) // a move out of sight is not animated: nothing to skip then
	red.Submit(move)
	s.until("Skip offered while Red's move is shown", func() bool { _, _, ok := v.Button(skip); return ok })
	s.until("Red's move shown to Blue", func() bool { return g.Unit(move.Unit).Square == move.To })
	s.play(30)
	if _, _, ok := v.Button(skip); ok {
		t.Error("Skip still offered once Red's move is shown")
	}
}
