//go:build gfx

package render

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"taktik/game"
	"taktik/game/online"
	"taktik/maps"
	"taktik/render/board"
	"taktik/render/info"
	"taktik/render/lang"
	"taktik/render/menu"
	"taktik/render/ui"
	"taktik/server"
	"taktik/server/host"
	"taktik/units"
)

// TestOnlineHostedGame: the desktop game hosts a game on its own server from the title's
// Play online (the links and the QR code on screen), plays Red on the board, and a second
// player, Blue, plays through package online: Red's move reaches Blue, Blue's turn comes
// back and is shown on the board. The list of the player's online games names it, and a
// server gone is said in one line on the board. Screenshots online-*-WIDTH.png with
// TAKTIK_SHOTS.
func TestOnlineHostedGame(t *testing.T) {
	host.ListenOn = "127.0.0.1" // tests talk to the loopback address only
	shotSizes(t, onlineHostedGame)
}

func onlineHostedGame(t *testing.T, w, h int) {
	s := newScripted(t, w, h)
	screen := hostFromTitle(t, s)
	s.play(20)
	hosted := screen.Hosted()
	if !hosted.NoWeb { // the test runs in render/: no dist/web there
		t.Errorf("the host found a browser edition in %s: want the screen to say the link needs the game", server.WebDirNear())
	}
	// Copy Blue's link: on the clipboard, and the screen says so; where the game has no
	// clipboard, the screen says that.
	var copied string
	defer func(was func(string) bool) { ui.Copy = was }(ui.Copy)
	ui.Copy = nil
	x, y := screen.Copy()
	s.in.Click(x, y)
	s.play(2)
	if screen.Note() != lang.T("online.hosted.nocopy") {
		t.Errorf("Copy without a clipboard says %q", screen.Note())
	}
	ui.Copy = func(text string) bool { copied = text; return true }
	s.in.Click(x, y)
	s.play(2)
	if copied != hosted.Created.Blue.String() || screen.Note() != lang.T("online.hosted.copied") {
		t.Errorf("Copy put %q on the clipboard and says %q; want Blue's link %s", copied, screen.Note(), hosted.Created.Blue)
	}
	if hosted.Side != units.Red {
		t.Errorf("the host plays %v, want Red as the form comes", hosted.Side)
	}
	if !strings.Contains(hosted.Created.Blue.String(), "/?game="+hosted.Created.ID+"&token=") {
		t.Fatalf("Blue's link: %s", hosted.Created.Blue)
	}
	shot(t, s, fmt.Sprintf("online-host-%d.png", w))

	blueLink := hosted.Created.Blue
	blueLink.Base = s.a.net.host.local
	blue := online.Open(s.a.board, blueLink)
	defer blue.Close()

	v := playHosted(t, s, s.a.scenes.Current().(*menu.HostedScreen))
	g := v.Game()
	s.until("Blue connected", func() bool { return v.Online().OtherOnline() })
	look(s, g, 2, middleOf(g, units.Red))
	if got, want := v.OnlineLine(), lang.Tf("online.board.side.yours", info.SideName(units.Red))+" "+lang.T("online.board.connected"); got != want {
		t.Errorf("the board's line: %q", got)
	}
	shot(t, s, fmt.Sprintf("online-game-%d.png", w))

	// Red moves by two clicks; the move reaches Blue through the server.
	mover, to := moveByClicks(t, s, g)
	waitClient(t, s, "Blue sees Red's move", func() bool { c := blue.Game(); return c != nil && c.Unit(mover).Square == to })
	s.clickButton(lang.T("play.endmove"))
	if x, y, ok := v.Confirming(); ok {
		s.in.Click(x, y)
		s.play(2)
	}
	s.clickButton(lang.T("play.endturn"))
	waitClient(t, s, "Blue's turn", func() bool { c := blue.Game(); return c.Side() == units.Blue && c.Phase() == game.PhaseMovement })

	// Blue plays a turn through the client; the board shows it as the computer's.
	bg := blue.Game()
	var bmove game.Action
	for _, a := range bg.Legal() {
		if a.Kind == game.ActMove {
			bmove = a
			break
		}
	}
	blue.Submit(bmove)
	blue.Submit(game.Action{Kind: game.ActEndMove, Unit: -1, Index: -1})
	blue.Submit(game.Action{Kind: game.ActEndTurn, Unit: -1, Index: -1})
	s.until("Blue's turn shown on the board", func() bool { return g.Side() == units.Red && g.Turn() == 2 })
	if got := g.Unit(bmove.Unit).Square; got != bmove.To {
		t.Errorf("on the board Blue's %s stands on %v, Blue moved it to %v", game.UnitInfo(bmove.Unit).ID, got, bmove.To)
	}
	s.until("the copies agree", func() bool { c := v.Online().Game(); return c.Hash() == g.Hash() })

	// The server goes: one line says so, and the game stays on screen.
	s.a.net.host.close()
	s.until("the lost connection said", func() bool { return v.OnlineLine() == lang.T("online.board.lost") })
	s.play(10)
	shot(t, s, fmt.Sprintf("online-lost-%d.png", w))
	s.a.net.host = nil // the next Play online starts it again

	// The list of the player's games: this one, Red to move.
	s.a.Title()
	s.play(20)
	x, y, _ = s.a.title.Entry(menu.EntryOnline)
	s.in.Click(x, y)
	s.play(20)
	s.until("the list of games", func() bool { return len(s.a.OnlineGames()) == 1 && s.a.OnlineGames()[0].Err == nil })
	s.play(5)
	first, _, yours := menu.GameLines(s.a.OnlineGames()[0], time.Now())
	if !yours || !strings.Contains(first, lang.T("online.mine.yours")) {
		t.Errorf("the list says %q (your turn: %v), want Red's turn", first, yours)
	}
	shot(t, s, fmt.Sprintf("online-games-%d.png", w))
	s.a.net.host.close()
}

// hostGame clicks the Host form's Host button.
func hostGame(s *scripted) {
	b := s.a.scenes.Current().(*menu.HostForm).Form().Buttons[1]
	s.in.Click(b.Rect.CX(), b.Rect.CY())
	s.play(2)
}

// hostFromTitle hosts a game as a player does: Play online on the title, then Host here,
// then Host on the form as it comes (Red, the basic game); it waits for the screen with the links.
func hostFromTitle(t *testing.T, s *scripted) *menu.HostedScreen {
	t.Helper()
	s.lazy = true
	s.play(2)
	x, y, _ := s.a.title.Entry(menu.EntryOnline)
	s.in.Click(x, y)
	s.play(20)
	on, ok := s.a.scenes.Current().(*menu.Online)
	if !ok {
		t.Fatalf("Play online opened %T", s.a.scenes.Current())
	}
	here := on.Form().Buttons[len(on.Form().Buttons)-1]
	if here.Label != lang.T("online.host.here") {
		t.Fatalf("the last button is %q, want Host here", here.Label)
	}
	s.in.Click(here.Rect.CX(), here.Rect.CY())
	s.play(2)
	s.until("the Host form", func() bool { _, ok := s.a.scenes.Current().(*menu.HostForm); return ok })
	s.play(5)
	shot(t, s, fmt.Sprintf("online-hostform-%d.png", s.screen.Bounds().Dx()))
	hostGame(s) // as the form comes: Red, the basic game
	s.until("the hosted game's links", func() bool { _, ok := s.a.scenes.Current().(*menu.HostedScreen); return ok })
	return s.a.scenes.Current().(*menu.HostedScreen)
}

// playHosted clicks Play as Red on the hosted game's screen and waits for the board.
func playHosted(t *testing.T, s *scripted, hosted *menu.HostedScreen) *board.View {
	t.Helper()
	x, y := hosted.Play()
	s.in.Click(x, y)
	s.play(2)
	s.until("the board on the online game", func() bool {
		v, ok := s.a.scenes.Current().(*board.View)
		return ok && v.Online() != nil
	})
	return s.view()
}

// moveByClicks moves a unit on the screen by two clicks, the unit and the square at the
// end of its longest way, and fails the test when it did not go there.
func moveByClicks(t *testing.T, s *scripted, g *game.Game) (int, maps.Square) {
	t.Helper()
	mover, to := showMove(t, s, g)
	x, y := s.view().Camera().Centre(g.Unit(mover).Square)
	s.clickAt(x, y, 2)
	s.clickSquare(to)
	if g.Unit(mover).Square != to {
		t.Fatalf("%s did not move to %v on the board", game.UnitInfo(mover).ID, to)
	}
	return mover, to
}

// waitClient runs frames until a client of the test sees what it waits for.
func waitClient(t *testing.T, s *scripted, what string, ok func() bool) {
	t.Helper()
	s.until(what, ok)
}
