//go:build !js

package host

import (
	"context"
	"net"
	"strconv"
	"strings"
	"testing"
	"time"

	"taktik/game"
	"taktik/game/gametest"
	"taktik/game/online"
	"taktik/maps"
)

// TestHostAGame: the desktop game's server keeps a game in the data folder, gives links
// with this computer's network address, plays a move between two seats, and holds the
// game after it is stopped and started again.
func TestHostAGame(t *testing.T) {
	board, err := maps.Continent()
	if err != nil {
		t.Fatal(err)
	}
	ListenOn = "127.0.0.1"
	dir := t.TempDir()
	h, made := hostGame(t, dir, -1, board)
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	if !strings.HasPrefix(made.Blue.String(), h.Base()+"/?game="+made.ID+"&token=") || made.Spectator.Token == "" {
		t.Fatalf("blue's link %s, spectator's %s: want them on %s", made.Blue, made.Spectator, h.Base())
	}
	if len(h.LAN()) > 0 && strings.Contains(h.Base(), "127.0.0.1") {
		t.Errorf("the links carry the loopback address though the computer has %v", h.LAN())
	}
	qr, err := online.QR(made.Blue.String())
	if err != nil || len(qr) < 21 || len(qr) != len(qr[0]) {
		t.Fatalf("QR of the link: %d rows, %v", len(qr), err)
	}

	local := func(l online.Link) online.Link { l.Base = h.Local; return l } // tests talk to 127.0.0.1 only
	red, blue := online.Open(board, local(made.Red)), online.Open(board, local(made.Blue))
	defer red.Close()
	defer blue.Close()
	waitFor(t, "red's copy", func() bool { return red.Game() != nil })
	red.Submit(gametest.FirstMove(t, red.Game()))
	waitFor(t, "blue sees red's move", func() bool { return len(blue.History()) == 1 })

	if err := h.Close(); err != nil {
		t.Fatal(err)
	}
	h, err = Start(dir, -1, board)
	if err != nil {
		t.Fatal(err)
	}
	defer h.Close()
	st, err := online.Look(ctx, local(made.Red))
	if err != nil || st.Actions != 1 {
		t.Fatalf("after a restart the game has %d actions (%v), want 1", st.Actions, err)
	}
}

func waitFor(t *testing.T, what string, ok func() bool) {
	t.Helper()
	for end := time.Now().Add(20 * time.Second); time.Now().Before(end); time.Sleep(20 * time.Millisecond) {
		if ok() {
			return
		}
	}
	t.Fatalf("%s: not within 20 s", what)
}

// TestHostComesBackOnItsPort: the desktop game's server is stopped in the middle of
// Red's turn (the game quit) while Port is taken by another program; Red's orders given
// meanwhile wait, the server started again as Play online starts it (port 0, the same
// data folder) listens on the port it had, so the links given out still lead to it, both
// seats connect again by themselves, the orders go out, and the game goes on to Blue.
func TestHostComesBackOnItsPort(t *testing.T) {
	board, err := maps.Continent()
	if err != nil {
		t.Fatal(err)
	}
	ListenOn = "127.0.0.1"
	if other, err := net.Listen("tcp", net.JoinHostPort(ListenOn, strconv.Itoa(Port))); err == nil {
		defer other.Close() // else another program has it already
	}
	dir := t.TempDir()
	h, made := hostGame(t, dir, 0, board)
	local := func(l online.Link) online.Link { l.Base = h.Local; return l }
	red, blue := online.New(board, local(made.Red)), online.New(board, local(made.Blue))
	for _, c := range []*online.Client{red, blue} {
		c.Backoff, c.MaxBackoff = 50*time.Millisecond, 400*time.Millisecond
		c.Start()
		defer c.Close()
	}
	waitFor(t, "both seats connected", func() bool { return red.Online() && blue.Online() && red.Game() != nil })
	red.Submit(gametest.FirstMove(t, red.Game()))
	waitFor(t, "Blue sees Red's move", func() bool { return len(blue.History()) == 1 })

	was := h.Local
	if err := h.Close(); err != nil {
		t.Fatal(err)
	}
	waitFor(t, "the lost connection told", func() bool { return !red.Online() && !blue.Online() })
	red.Submit(game.Action{Kind: game.ActEndMove, Unit: -1, Index: -1})
	red.Submit(game.Action{Kind: game.ActEndTurn, Unit: -1, Index: -1})
	if n := red.Waiting(); n != 2 {
		t.Fatalf("%d of Red's orders wait while the server is down, want 2", n)
	}
	h, err = Start(dir, 0, board)
	if err != nil {
		t.Fatal(err)
	}
	defer h.Close()
	if h.Local != was {
		t.Fatalf("the server came back at %s, it was at %s: the links given out lead nowhere", h.Local, was)
	}
	waitFor(t, "Red's orders played after the restart", func() bool { return len(blue.History()) == 3 && red.Waiting() == 0 })
	if g := blue.Game(); g.Side().String() != "blue" || g.Phase() != game.PhaseMovement {
		t.Fatalf("after the restart Blue's copy is at %v %v", g.Side(), g.Phase())
	}
	blue.Submit(gametest.FirstMove(t, blue.Game()))
	waitFor(t, "Red sees Blue's move", func() bool { return len(red.History()) == 4 })
	var lost int
	for _, e := range red.Poll() {
		switch e.Kind {
		case online.Refused:
			t.Errorf("an order of Red's was refused: %v", e.Err)
		case online.Lost:
			lost++
		}
	}
	if lost != 1 {
		t.Errorf("Red was told %d times of the lost connection, want once", lost)
	}
}

// hostGame starts a host in dir on port and a game of two people on it.
func hostGame(t *testing.T, dir string, port int, board *maps.Board) (*Host, online.Created) {
	t.Helper()
	h, err := Start(dir, port, board)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	made, err := h.Create(ctx, "mode=basic", "person", "person")
	if err != nil {
		h.Close()
		t.Fatal(err)
	}
	return h, made
}

// TestLinksFollowTheNetwork: the links a host gives out carry the address the computer
// has on its network when they are made, not the one it had when the server started: a
// laptop that moved to another network (a stand-in for its list of addresses) hands
// out links on the new one, on the same port; with no network left, on its own.
func TestLinksFollowTheNetwork(t *testing.T) {
	board, err := maps.Continent()
	if err != nil {
		t.Fatal(err)
	}
	ListenOn = "127.0.0.1"
	was := LANAddresses
	defer func() { LANAddresses = was }()
	at := func(ips ...string) func() []net.IP {
		return func() []net.IP {
			var list []net.IP
			for _, ip := range ips {
				list = append(list, net.ParseIP(ip).To4())
			}
			return list
		}
	}
	LANAddresses = at("192.168.1.20")
	h, made := hostGame(t, t.TempDir(), -1, board)
	defer h.Close()
	port := strconv.Itoa(h.Port)
	if want := "http://192.168.1.20:" + port; made.Blue.Base != want || made.Spectator.Base != want {
		t.Fatalf("at home the links are on %s and %s, want %s", made.Blue.Base, made.Spectator.Base, want)
	}
	LANAddresses = at("10.4.0.7", "172.16.3.2") // at school
	if want := "http://10.4.0.7:" + port; h.Base() != want || len(h.LAN()) != 2 || h.LAN()[1] != "http://172.16.3.2:"+port {
		t.Errorf("at school the host is at %s (all: %v), want %s first", h.Base(), h.LAN(), want)
	}
	if again := made.At(h.Base()); again.Blue.Token != made.Blue.Token || again.Blue.Game != made.ID || again.Blue.Base != h.Base() {
		t.Errorf("Blue's link again: %s, was %s", again.Blue, made.Blue)
	}
	LANAddresses = at()
	if h.Base() != h.Local {
		t.Errorf("with no network the host is at %s, want %s", h.Base(), h.Local)
	}
}
