//go:build gfx

package render

import (
	"fmt"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"taktik/game"
	"taktik/game/gametest"
	"taktik/render/menu"
	"taktik/render/replay"
)

// TestOnlineGameReplay: a game hosted on this computer, Red's move played over the
// server, is opened in the replay viewer from the list of My online games (its Replay
// button): the history comes from the server, the viewer ends on the server's position
// with the move in it, and Back returns to the list. Screenshots online-replay-WIDTH.png
// and online-replay-home-WIDTH.png with TAKTIK_SHOTS.
func TestOnlineGameReplay(t *testing.T) {
	shotSizes(t, onlineGameReplay)
}

func onlineGameReplay(t *testing.T, w, h int) {
	s := newScripted(t, w, h)
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
	// it begins as a local game's does: the armies set up at the first turn (the 88
	// placements of the copy's set-up are no steps of it), and → shows Red's move
	sc := s.a.scenes.Current().(*replay.Scene)
	if r.Len() != 1 || sc.Shown() != 1 {
		t.Errorf("the replay has %d steps and shows %d, want Red's move alone", r.Len(), sc.Shown())
	}
	s.press(ebiten.KeyHome)
	if g := sc.View().Game(); sc.Shown() != 0 || g.Turn() != 1 || g.Phase() == game.PhaseSetup || g.Unit(move.Unit).Square == move.To {
		t.Errorf("Home shows position %d: turn %d, %v, Red's unit on %v", sc.Shown(), g.Turn(), g.Phase(), g.Unit(move.Unit).Square)
	}
	shot(t, s, fmt.Sprintf("online-replay-home-%d.png", w))
	s.press(ebiten.KeyArrowRight)
	s.until("Red's move shown", func() bool { return sc.View().Idle() })
	if sc.Shown() != 1 || sc.View().Game().Unit(move.Unit).Square != move.To {
		t.Errorf("→ shows position %d, Red's unit on %v: want the move to %v", sc.Shown(), sc.View().Game().Unit(move.Unit).Square, move.To)
	}
	shot(t, s, fmt.Sprintf("online-replay-%d.png", w))
	bx, by, ok := s.a.scenes.Current().(*replay.Scene).Button("back")
	if !ok {
		t.Fatal("the viewer has no Back")
	}
	s.in.Click(bx, by)
	s.play(2)
	s.until("the list again after Back", func() bool { _, ok := s.a.scenes.Current().(*menu.Online); return ok })
}
