//go:build gfx

package render

import (
	"testing"

	"taktik/render/menu"
	"taktik/render/ui"
	"taktik/server/host"
)

// TestHostedLinksAgain: after hosting here and going Back, My online games has a Links
// button on the hosted game that shows the hosted screen again with the same links, the
// QR code and Copy of the other player's link (issue 38: the new user lost Blue's link
// after Back). Screenshots online-links-list-1366.png and online-links-again-1366.png
// with TAKTIK_SHOTS.
func TestHostedLinksAgain(t *testing.T) {
	host.ListenOn = "127.0.0.1"
	s := newScripted(t, 1366, 768)
	first := hostFromTitle(t, s)
	t.Cleanup(func() {
		if s.a.net.host != nil {
			s.a.net.host.close()
		}
	})
	s.play(5)
	was := first.Hosted()
	s.in.Click(first.Back())
	s.until("My online games after Back", func() bool { _, ok := s.a.scenes.Current().(*menu.Online); return ok })
	on := s.a.scenes.Current().(*menu.Online)
	s.until("the hosted game in the list", func() bool { return len(s.a.OnlineGames()) == 1 && s.a.OnlineGames()[0].Err == nil })
	s.play(5)
	x, y, ok := on.Links(0)
	if !ok {
		t.Fatal("the hosted game has no Links button in the list")
	}
	shot(t, s, "online-links-list-1366.png")
	s.in.Click(x, y)
	s.play(2)
	s.until("the hosted screen again", func() bool { _, ok := s.a.scenes.Current().(*menu.HostedScreen); return ok })
	again := s.a.scenes.Current().(*menu.HostedScreen)
	s.play(5)
	got := again.Hosted()
	if got.Created != was.Created || got.Side != was.Side || !got.Here {
		t.Errorf("the links again: %+v as %v (here %v), want %+v as %v", got.Created, got.Side, got.Here, was.Created, was.Side)
	}
	if len(got.LAN) != len(was.LAN) || got.NoWeb != was.NoWeb {
		t.Errorf("the addresses again: %v (no web %v), want %v (%v)", got.LAN, got.NoWeb, was.LAN, was.NoWeb)
	}
	var copied string
	defer func(was func(string) bool) { ui.Copy = was }(ui.Copy)
	ui.Copy = func(text string) bool { copied = text; return true }
	x, y = again.Copy()
	s.in.Click(x, y)
	s.play(2)
	if copied != was.Created.Blue.String() {
		t.Errorf("Copy put %q on the clipboard, want Blue's link %s", copied, was.Created.Blue)
	}
	shot(t, s, "online-links-again-1366.png")
}
