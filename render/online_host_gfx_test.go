//go:build gfx

package render

import (
	"testing"

	"taktik/game"
	"taktik/game/online"
	"taktik/render/menu"
	"taktik/server/host"
	"taktik/units"
)

// TestHostChoosesTheGame: the Host form offers the New game dialog's rules; the host
// clicks Blue, the advanced game and the weather (R30), hosts on this computer, and the
// game on the server is advanced with the weather, the other player's link is Red's,
// and Play opens the board on Blue's seat. (TestOnlineHostedGame hosts the form as it
// comes: Red, the basic game.)
func TestHostChoosesTheGame(t *testing.T) {
	host.ListenOn = "127.0.0.1" // tests talk to the loopback address only
	s := newScripted(t, 1366, 768)
	s.lazy = true
	s.play(2)
	on := menu.NewOnline(s.a)
	s.a.GoTo(menu.NewHostForm(s.a, on, true, ""))
	s.until("the Host form", func() bool { _, ok := s.a.scenes.Current().(*menu.HostForm); return ok })
	s.play(5)
	f := s.a.scenes.Current().(*menu.HostForm)
	rows := f.Form().Rows
	click := func(row, k int) {
		x, y := rows[row].OptionAt(k)
		s.in.Click(x, y)
		s.play(2)
	}
	click(0, 1) // you play: Blue
	click(1, 1) // RowLevel: the advanced game
	click(3, 1) // RowWeather: on
	if c := f.Choice(); c.Side != units.Blue || c.Options.Mode != game.Advanced || !c.Options.Weather {
		t.Fatalf("the form says %+v, want Blue, the advanced game with the weather", c)
	}
	shot(t, s, "online-hostform-chosen-1366.png")
	hostGame(s)
	s.until("the hosted game's links", func() bool { _, ok := s.a.scenes.Current().(*menu.HostedScreen); return ok })
	defer func() { s.a.net.host.close() }()
	hs := s.a.scenes.Current().(*menu.HostedScreen)
	h := hs.Hosted()
	if h.Side != units.Blue {
		t.Fatalf("hosted for %v, want Blue", h.Side)
	}
	link := h.Created.Red
	link.Base = s.a.net.host.local // the test listens on the loopback address only
	other := online.Open(s.a.board, link)
	defer other.Close()
	s.until("the other player's seat", other.CaughtUp)
	if other.Seat() != "red" {
		t.Errorf("the other player's link is %s's, want Red's", other.Seat())
	}
	if o := other.Game().Options(); o.Mode != game.Advanced || !o.Weather {
		t.Errorf("the server's game: %v, weather %v; want the advanced game with the weather", o.Mode, o.Weather)
	}

	v := playHosted(t, s, hs)
	if v.Online().Seat() != "blue" || v.Game().Options().Mode != game.Advanced {
		t.Errorf("the board plays %s's seat of a %v game, want Blue's of the advanced", v.Online().Seat(), v.Game().Options().Mode)
	}
}
