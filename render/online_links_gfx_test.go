//go:build gfx

package render

import (
	"fmt"
	"net"
	"slices"
	"strings"
	"testing"
	"time"

	"taktik/game/online"
	"taktik/render/menu"
	"taktik/render/ui"
	"taktik/server/host"
)

// TestHostedLinksAgain: after hosting here and going Back, My online games has a Links
// button on the hosted game that shows the hosted screen again with the same game and
// seats, the QR code and Copy of the other player's link (issue 38: the new user lost
// Blue's link after Back). The laptop hosted at home and is now at school (a stand-in
// for its list of addresses): the links shown again lead to the address it has now, on
// the server's port, not to the home network's (they were dead links). A game hosted on
// a taktik serve keeps its server's address. Screenshots online-links-list-WIDTH.png and
// online-links-again-WIDTH.png with TAKTIK_SHOTS.
func TestHostedLinksAgain(t *testing.T) {
	host.ListenOn = "127.0.0.1"
	was := host.LANAddresses
	t.Cleanup(func() { host.LANAddresses = was })
	shotSizes(t, hostedLinksAgain)
}

func hostedLinksAgain(t *testing.T, w, h int) {
	network := func(ip string) func() []net.IP { return func() []net.IP { return []net.IP{net.ParseIP(ip).To4()} } }
	host.LANAddresses = network("192.168.1.20") // at home
	s := newScripted(t, w, h)
	first := hostFromTitle(t, s)
	t.Cleanup(func() {
		if s.a.net.host != nil {
			s.a.net.host.close()
		}
	})
	s.play(5)
	was := first.Hosted()
	local := s.a.net.host.local
	port := local[strings.LastIndex(local, ":")+1:] // the port the server took
	if home := "http://192.168.1.20:" + port; was.Created.Blue.Base != home || !slices.Equal(was.LAN, []string{home}) {
		t.Fatalf("hosted at home: Blue's link %s, addresses %v; want them on %s", was.Created.Blue, was.LAN, home)
	}
	s.in.Click(first.Back())
	s.until("My online games after Back", func() bool { _, ok := s.a.scenes.Current().(*menu.Online); return ok })
	on := s.a.scenes.Current().(*menu.Online)
	s.until("the hosted game in the list", func() bool { return len(s.a.OnlineGames()) == 1 && s.a.OnlineGames()[0].Err == nil })
	s.play(5)
	x, y, ok := on.Links(0)
	if !ok {
		t.Fatal("the hosted game has no Links button in the list")
	}
	shot(t, s, fmt.Sprintf("online-links-list-%d.png", w))
	host.LANAddresses = network("10.4.0.7") // the laptop is at school now
	s.in.Click(x, y)
	s.play(2)
	s.until("the hosted screen again", func() bool { _, ok := s.a.scenes.Current().(*menu.HostedScreen); return ok })
	again := s.a.scenes.Current().(*menu.HostedScreen)
	s.play(5)
	got := again.Hosted()
	school := "http://10.4.0.7:" + port
	want := was.Created.At(school)
	want.Red = was.Created.Red // the host's own seat: this computer's own address
	if got.Created != want || got.Side != was.Side || !got.Here {
		t.Errorf("the links again: %+v as %v (here %v), want %+v as %v", got.Created, got.Side, got.Here, want, was.Side)
	}
	if !slices.Equal(got.LAN, []string{school}) || got.NoWeb != was.NoWeb {
		t.Errorf("the addresses again: %v (no web %v), want %v (%v)", got.LAN, got.NoWeb, school, was.NoWeb)
	}
	var copied string
	defer func(was func(string) bool) { ui.Copy = was }(ui.Copy)
	ui.Copy = func(text string) bool { copied = text; return true }
	x, y = again.Copy()
	s.in.Click(x, y)
	s.play(2)
	if copied != want.Blue.String() {
		t.Errorf("Copy put %q on the clipboard, want Blue's link at school %s", copied, want.Blue)
	}
	shot(t, s, fmt.Sprintf("online-links-again-%d.png", w))

	// A game hosted on a taktik serve: its links stay its server's.
	served := online.Created{ID: "g9", Red: online.Link{Base: "http://203.0.113.5:8080", Game: "g9", Token: "r"},
		Blue: online.Link{Base: "http://203.0.113.5:8080", Game: "g9", Token: "b"}, Spectator: online.Link{Base: "http://203.0.113.5:8080", Game: "g9", Token: "s"}}
	var shown *menu.Hosted
	s.a.HostedAgain(online.Hosting(served, "red", false, time.Now()), func(h menu.Hosted) { shown = &h }, func(err error) { t.Fatal(err) })
	s.until("the served game's links", func() bool { return shown != nil })
	if shown.Created != served || shown.Here {
		t.Errorf("the served game's links again: %+v (here %v), want %+v", shown.Created, shown.Here, served)
	}
}
