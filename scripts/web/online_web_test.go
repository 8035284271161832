//go:build web

package main

import (
	"context"
	"os"
	"path/filepath"
	"strconv"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"taktik/game"
	"taktik/game/online"
	"taktik/maps"
	"taktik/server/host"
	"taktik/units"
)

// TestBrowserJoinsOnlineGame: the desktop game's own server (package host, as Host here
// starts it: SQLite in its data folder, on 127.0.0.1) serves the browser edition; Red plays a turn through package online, as the desktop game
// does; the browser opens Blue's link, reads the game from the page's address, shows
// Red's turn on its board, and Blue moves a unit by two clicks and ends the movement and
// the turn with the keys; Red's client sees each of Blue's actions.
func TestBrowserJoinsOnlineGame(t *testing.T) {
	ctx, _ := browser(t)
	board, err := maps.Continent()
	if err != nil {
		t.Fatal(err)
	}
	// the desktop game's server (Host here), its games in a data folder, the browser
	// edition where it looks for it: dist/web under the working folder
	work := t.TempDir()
	if err := os.Mkdir(filepath.Join(work, "dist"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(builtDir, filepath.Join(work, "dist", "web")); err != nil {
		t.Fatal(err)
	}
	t.Chdir(work)
	host.ListenOn = "127.0.0.1"
	h, err := host.Start(t.TempDir(), -1, board)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { h.Close() })
	base := h.Local

	made, err := online.Create(context.Background(), base, "mode=basic", "person", "person")
	if err != nil {
		t.Fatal(err)
	}
	red := online.Open(board, made.Red)
	t.Cleanup(red.Close)
	waitFor(t, "Red's copy", func() bool { return red.Game() != nil })
	var move game.Action
	for _, a := range red.Game().Legal() {
		if a.Kind == game.ActMove {
			move = a
			break
		}
	}
	red.Submit(move)
	red.Submit(game.Action{Kind: game.ActEndMove, Unit: -1, Index: -1})
	red.Submit(game.Action{Kind: game.ActEndTurn, Unit: -1, Index: -1})
	waitFor(t, "Red's turn stored", func() bool { return len(red.History()) == 3 })

	if _, err := chromedp.Run(ctx, chromedp.Navigate(made.Blue.String())); err != nil {
		t.Fatal(err)
	}
	p := await(t, ctx, "Blue's board with a unit to move", 60*time.Second, func(p probe) bool {
		_, ok := p.Points["unit"]
		return p.Scene == "board" && ok
	})
	if want := strconv.FormatUint(red.Game().Hash(), 16); p.Hash != want {
		t.Errorf("the browser's board holds position %s, Red's copy %s: the board did not open where the game stands", p.Hash, want)
	}
	screenshot(t, ctx, "online-web-joined.png")
	click(t, ctx, p, "unit")
	time.Sleep(300 * time.Millisecond)
	click(t, ctx, p, "to")
	waitFor(t, "Blue's move at Red", func() bool {
		h := red.History()
		return len(h) == 4 && h[3].Side == "blue"
	})
	key := func(k string) {
		if _, err := chromedp.Run(ctx, chromedp.KeyEvent(k)); err != nil {
			t.Fatal(err)
		}
		if _, err := chromedp.Run(ctx, twoFrames); err != nil {
			t.Fatal(err)
		}
		time.Sleep(300 * time.Millisecond)
	}
	key("e") // End movement; the question that units could still move is answered with Enter
	key("\r")
	waitFor(t, "Blue's end of movement at Red", func() bool { return red.Game().Phase() == game.PhaseCombat })
	key("e") // End turn
	waitFor(t, "Blue's end of turn at Red", func() bool { g := red.Game(); return g.Side() == units.Red && g.Turn() == 2 })
	want := strconv.FormatUint(red.Game().Hash(), 16)
	await(t, ctx, "the browser's board where Red's copy is", 20*time.Second, func(p probe) bool { return p.Hash == want })
	screenshot(t, ctx, "online-web-played.png")
}

func waitFor(t *testing.T, what string, ok func() bool) {
	t.Helper()
	for end := time.Now().Add(60 * time.Second); time.Now().Before(end); time.Sleep(50 * time.Millisecond) {
		if ok() {
			return
		}
	}
	t.Fatalf("%s: not within 60 s", what)
}
