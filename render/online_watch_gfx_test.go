//go:build gfx

package render

import (
	"testing"

	"taktik/game/gametest"
	"taktik/render/lang"
)

// TestSpectatorBoard: the spectators' link opens the board read-only through the game's
// flow: the line says the player watches, Red's move over the server is shown on it as
// it is played, and a click on a counter is refused with a sentence and sends nothing.
func TestSpectatorBoard(t *testing.T) {
	s, v, red := joinedHere(t, "spectator")
	g := v.Game()
	s.play(5)
	if got := v.OnlineLine(); got != lang.T("online.board.watching") {
		t.Errorf("the spectator's line: %q", got)
	}

	move := gametest.FirstMove(t, red.Game())
	red.Submit(move)
	s.until("Red's move shown to the spectator", func() bool { return g.Unit(move.Unit).Square == move.To })

	h := g.Hash()
	look(s, g, 2, move.To)
	s.play(5)
	s.clickSquare(move.To)
	s.play(2)
	if got := v.ToastText(); got != lang.T("online.refused.spectator") {
		t.Errorf("a spectator's click on a counter says %q, want the refusal", got)
	}
	s.play(10)
	if g.Hash() != h || len(red.History()) != 1 {
		t.Errorf("the spectator's click changed the game (%v) or sent an order (%d actions)", g.Hash() != h, len(red.History()))
	}
}
