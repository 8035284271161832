//go:build gfx

package render

import (
	"fmt"
	"testing"

	"taktik/game/gametest"
	"taktik/render/menu"
	"taktik/render/replay"
)

// TestOnlineGameReplay: a game hosted on this computer, Red's move played over the
// server, is opened in the replay viewer from the list of My online games (its Replay
// button): the history comes from the server, the viewer ends on the server's position
// with the move in it, and Back returns to the list. Screenshot online-replay-1366.png
// with TAKTIK_SHOTS.
func TestOnlineGameReplay(t *testing.T) {
	s := newScripted(t, 1366, 768)
	s.lazy = true
	s.play(2)
	_, red := hostedHere(t, s)
	move := gametest.FirstMove(t, red.Game())
	red.Submit(move)
	s.until("Red's move stored", func() bool { return len(red.History()) == 1 })

	s.a.Title()
	s.play(20)
	x, y, _ := s.a.title.Entry(menu.EntryOnline)
	s.in.Click(x, y)
	s.play(2)
	s.until("Play online", func() bool { _, ok := s.a.scenes.Current().(*menu.Online); return ok })
	on := s.a.scenes.Current().(*menu.Online)
	s.until("the list of games", func() bool { return len(s.a.OnlineGames()) == 1 && s.a.OnlineGames()[0].Err == nil })
	s.play(2)
	x, y, ok := on.Replay(0)
	if !ok {
		t.Fatal("the list shows no Replay button")
	}
	s.in.Click(x, y)
	s.play(2)
	s.until("the replay viewer", func() bool { _, ok := s.a.scenes.Current().(*replay.Scene); return ok })
	s.play(10)
	r := s.a.scenes.Current().(*replay.Scene).Review()
	if got := r.Final().Unit(move.Unit).Square; got != move.To {
		t.Errorf("the replay ends with Red's unit on %v, Red moved it to %v", got, move.To)
	}
	if r.Final().Hash() != red.Game().Hash() {
		t.Error("the replay ends elsewhere than the server's game")
	}
	shot(t, s, fmt.Sprintf("online-replay-%d.png", 1366))
	bx, by, ok := s.a.scenes.Current().(*replay.Scene).Button("back")
	if !ok {
		t.Fatal("the viewer has no Back")
	}
	s.in.Click(bx, by)
	s.play(2)
	s.until("the list again after Back", func() bool { _, ok := s.a.scenes.Current().(*menu.Online); return ok })
}
