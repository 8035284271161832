//go:build gfx

package render

import (
	"testing"
	"time"

	"taktik/game/gametest"
)

// TestOnlineBoardRestsWhileWaiting: the board of an online game waiting for the other
// side draws no frames, as a still local board does (it drew every frame, waiting, and
// took the processor that a browser playing the other side on the same computer needed:
// its die took seconds a frame); what the server says wakes it, with no input, and the
// other side's move is shown.
func TestOnlineBoardRestsWhileWaiting(t *testing.T) {
	s, v, red := joinedHere(t, "blue")
	g := v.Game()
	s.until("Red connected", func() bool { return v.Online().OtherOnline() })
	move := gametest.FirstMove(t, red.Game())
	look(s, g, 2, move.To) // in sight: the move slides
	s.sharpBoard()
	s.quiet()
	s.in.Move(2, 2) // the pointer off the map: no tooltip to wait for
	s.loop(120, nil)
	if n, _ := s.loop(600, nil); n != 0 {
		t.Errorf("Blue's board waiting for Red drew %d frames in ten seconds", n)
	}

	red.Submit(move)
	drawn := 0
	shown := func() bool { return g.Unit(move.Unit).Square == move.To && v.Idle() }
	for deadline := time.Now().Add(20 * time.Second); !shown(); time.Sleep(5 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("Red's move never reached Blue's resting board (%d frames drawn)", drawn)
		}
		n, _ := s.loop(1, nil)
		drawn += n
	}
	if drawn < 2 {
		t.Errorf("Red's move was shown in %d frames: want it sliding", drawn)
	}
}
