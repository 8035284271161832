//go:build gfx

package render

import (
	"fmt"
	"os"
	"testing"

	"taktik/game"
	"taktik/game/online"
	"taktik/render/board"
	"taktik/render/menu"
	"taktik/server/host"
)

// hostedHere hosts a basic game on the test app's own server (on the loopback address
// only), and connects a client to Red's seat; both end with the test.
func hostedHere(t *testing.T, s *scripted) (menu.Hosted, *online.Client) {
	t.Helper()
	host.ListenOn = "127.0.0.1"
	var hosted *menu.Hosted
	s.a.HostHere(menu.HostChoice{Options: game.Options{Mode: game.Basic}}, func(h menu.Hosted) { hosted = &h }, func(err error) { t.Fatal(err) })
	s.until("the hosted game", func() bool { return hosted != nil })
	t.Cleanup(func() { s.a.net.host.close() })
	red := online.Open(s.a.board, hosted.Created.Red)
	t.Cleanup(red.Close)
	s.until("Red's seat connected", red.CaughtUp)
	return *hosted, red
}

// joinedHere hosts a game here (hostedHere) at 1366 × 768 and opens the board on one of
// its links (seat: red, blue or spectator) as the desktop's Join does; Red's seat of
// the host plays through red.
func joinedHere(t *testing.T, seat string) (s *scripted, v *board.View, red *online.Client) {
	t.Helper()
	s = newScripted(t, 1366, 768)
	s.lazy = true
	s.play(2)
	hosted, red := hostedHere(t, s)
	link := hosted.Created.Seat(seat)
	if seat == "spectator" {
		link = hosted.Created.Spectator
	}
	return s, joinHere(t, s, link), red
}

// joinHere opens the board on a link of a game hostedHere, as the desktop's Join does,
// and waits for it.
func joinHere(t *testing.T, s *scripted, l online.Link) *board.View {
	t.Helper()
	l.Base = s.a.net.host.local // the test listens on the loopback address only
	s.a.Join(l.String(), func(err error) { t.Fatal(err) })
	s.until("the board on the online game", func() bool {
		v, ok := s.a.scenes.Current().(*board.View)
		return ok && v.Online() != nil
	})
	return s.view()
}

// shotSizes runs a test at 1366 × 768, and when screenshots are taken (TAKTIK_SHOTS) at
// 1920 × 1080 too: the large screen costs a minute of software drawing.
func shotSizes(t *testing.T, run func(t *testing.T, w, h int)) {
	sizes := [][2]int{{1366, 768}}
	if os.Getenv("TAKTIK_SHOTS") != "" {
		sizes = append(sizes, [2]int{1920, 1080})
	}
	for _, size := range sizes {
		t.Run(fmt.Sprint(size[0]), func(t *testing.T) { run(t, size[0], size[1]) })
	}
}
