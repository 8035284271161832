//go:build !js

package host

import (
	"context"
	"strings"
	"testing"
	"time"

	"taktik/game"
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
	h, err := Start(dir, -1, board)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	made, err := h.Create(ctx, "mode=basic", "person", "person")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(made.Blue.String(), h.Base()+"/?game="+made.ID+"&token=") || made.Spectator.Token == "" {
		t.Fatalf("blue's link %s, spectator's %s: want them on %s", made.Blue, made.Spectator, h.Base())
	}
	if len(h.LAN) > 0 && strings.Contains(h.Base(), "127.0.0.1") {
		t.Errorf("the links carry the loopback address though the computer has %v", h.LAN)
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
	move := game.Action{Unit: -1, Index: -1}
	for _, a := range red.Game().Legal() {
		if a.Kind == game.ActMove {
			move = a
			break
		}
	}
	red.Submit(move)
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
