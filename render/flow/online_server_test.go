//go:build !js

package flow

import (
	"context"
	"io"
	"log"
	"net/http/httptest"
	"path/filepath"
	"testing"
	"time"

	"taktik/game"
	"taktik/game/gametest"
	"taktik/game/online"
	"taktik/server"
	"taktik/units"
)

// hostGame starts a real server on 127.0.0.1 with its games in SQLite in a temporary
// folder, and a game of two people on it.
func hostGame(t *testing.T) online.Created {
	t.Helper()
	st, err := server.OpenSQLite(filepath.Join(t.TempDir(), "games.db"))
	if err != nil {
		t.Fatal(err)
	}
	srv := server.New(st, gametest.Continent(t))
	srv.Log = log.New(io.Discard, "", 0)
	hs := httptest.NewServer(srv.Handler())
	t.Cleanup(func() { hs.Close(); st.Close() })
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	c, err := online.Create(ctx, hs.URL, "mode=basic", "person", "person")
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// join connects to a seat and waits until the game has come.
func join(t *testing.T, l online.Link) *online.Client {
	t.Helper()
	c := online.Open(gametest.Continent(t), l)
	t.Cleanup(c.Close)
	within(t, "the game from the server", func() bool { return c.CaughtUp() })
	return c
}

// within waits up to 20 s for something to come true.
func within(t *testing.T, what string, ok func() bool) {
	t.Helper()
	for end := time.Now().Add(20 * time.Second); !ok(); time.Sleep(5 * time.Millisecond) {
		if time.Now().After(end) {
			t.Fatalf("%s: not within 20 s", what)
		}
	}
}

// nextFrom waits for the flow's next action from the server, ticking as the board
// does, and carries it out.
func nextFrom(t *testing.T, o *Online) game.Action {
	t.Helper()
	var a game.Action
	within(t, "the server's next action", func() bool {
		o.Tick(0.016)
		var ok bool
		a, ok = o.Next()
		return ok
	})
	if err := o.Apply(a); err != nil {
		t.Fatalf("the copy refused the server's %s: %v", a, err)
	}
	return a
}

// Over the real server: Red's seat plays a turn through its flow, Blue's client sees
// it; Blue's turn comes back to Red's flow through Next; a spectator's flow follows both
// live, and refuses its own orders. At the end the three copies agree with the server's.
func TestOnlineThroughTheServer(t *testing.T) {
	c := hostGame(t)
	red, blue, watcher := join(t, c.Red), join(t, c.Blue), join(t, c.Spectator)
	o, err := NewOnline(red, units.Red, false)
	if err != nil {
		t.Fatal(err)
	}
	w, err := NewOnline(watcher, units.Red, true)
	if err != nil {
		t.Fatal(err)
	}
	within(t, "Red sees Blue connected", func() bool { return o.Connection().OtherUp })
	move := gametest.FirstMove(t, o.Game())
	if err := o.Apply(move); err != nil {
		t.Fatal(err)
	}
	if o.Game().Unit(move.Unit).Square != move.To {
		t.Fatal("the move is not on the copy at once")
	}
	apply(t, o, "endmove", "endturn")
	within(t, "Blue sees Red's turn", func() bool {
		g := blue.Game()
		return g.Unit(move.Unit).Square == move.To && g.Side() == units.Blue
	})
	if err := w.Apply(gametest.FirstMove(t, w.Game())); err == nil {
		t.Error("the spectator's order was taken")
	}
	if a := nextFrom(t, w); a.Kind != game.ActMove || w.Game().Unit(move.Unit).Square != move.To {
		t.Fatalf("the spectator was shown %s, want Red's move", a)
	}

	bmove := gametest.FirstMove(t, blue.Game())
	blue.Submit(bmove)
	blue.Submit(game.Action{Kind: game.ActEndMove, Unit: -1, Index: -1})
	blue.Submit(game.Action{Kind: game.ActEndTurn, Unit: -1, Index: -1})
	if a := nextFrom(t, o); a.Kind != game.ActMove || o.Game().Unit(bmove.Unit).Square != bmove.To {
		t.Fatalf("Red's flow handed out %s, want Blue's move to %v", a, bmove.To)
	}
	for o.Elsewhere() {
		nextFrom(t, o)
	}
	for w.Game().Turn() < 2 {
		nextFrom(t, w)
	}
	o.Tick(0.016)
	if o.Game().Turn() != 2 || o.Game().Side() != units.Red {
		t.Fatalf("Red's flow at turn %d, %v to move; want Red's second turn", o.Game().Turn(), o.Game().Side())
	}
	within(t, "the copies agree", func() bool {
		o.Tick(0.016)
		w.Tick(0.016)
		h := blue.Game().Hash()
		return o.Game().Hash() == h && w.Game().Hash() == h && red.Game().Hash() == h
	})
}
