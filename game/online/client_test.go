//go:build !js

package online

import (
	"context"
	"testing"
	"time"

	"taktik/game"
	"taktik/game/gametest"
)

var (
	endMove = game.Action{Kind: game.ActEndMove, Unit: -1, Index: -1}
	endTurn = game.Action{Kind: game.ActEndTurn, Unit: -1, Index: -1}
)

// TestTwoSeatsPlayATurn: red and blue play a player turn each through a real server; each
// sees the other's actions, both copies follow the server's rolls (the month's weather,
// R30, drawn from the server's secret seed), and an order out of turn is refused with a
// sentence.
func TestTwoSeatsPlayATurn(t *testing.T) {
	srv := startTestServer(t)
	made := create(t, srv, "mode=basic weather=on turnlimit=3")
	red, blue := bothSeats(t, made)
	red.await("red sees blue", func(e Event) bool { return e.Kind == Presence && e.Other })
	if red.c.Seat() != "red" || blue.c.Seat() != "blue" {
		t.Fatalf("seats: %q %q", red.c.Seat(), blue.c.Seat())
	}

	blue.c.Submit(endMove)
	if e := blue.await("blue's order out of turn refused", is(Refused)); e.Err.Key != "online.refused.notyours" {
		t.Errorf("blue out of turn: %v", e.Err)
	}

	move := gametest.FirstMove(t, red.c.Game())
	red.c.Submit(move)
	red.c.Submit(endMove)
	red.c.Submit(endTurn)
	blue.actedTo(3)
	g := blue.c.Game()
	if g.Side().String() != "blue" || g.Phase() != game.PhaseMovement {
		t.Fatalf("after red's turn blue's copy is at %v %v", g.Side(), g.Phase())
	}
	if got := g.Unit(move.Unit).Square; got != move.To {
		t.Errorf("blue's copy has red's unit %d on %v, red moved it to %v", move.Unit, got, move.To)
	}

	bmove := gametest.FirstMove(t, g)
	blue.c.Submit(bmove)
	blue.c.Submit(endMove)
	blue.c.Submit(endTurn)
	red.actedTo(6)
	blue.actedTo(6)
	if r, b := red.c.Game().Hash(), blue.c.Game().Hash(); r != b {
		t.Errorf("the copies differ after a turn: red %x, blue %x", r, b)
	}
	st, err := Look(context.Background(), made.Red)
	if err != nil {
		t.Fatal(err)
	}
	g = red.c.Game()
	if st.Turn != g.Turn() || st.Decider != g.Decider().String() || st.Actions != 6 {
		t.Errorf("server: turn %d, %s to act, %d actions; red's copy: turn %d, %s to act", st.Turn, st.Decider, st.Actions, g.Turn(), g.Decider())
	}
	if st.Last == nil || st.Last.Side != "blue" || st.Last.Line != "endturn" || time.Since(st.Last.At) > time.Minute {
		t.Errorf("the status's last action: %+v, want blue's endturn just now", st.Last)
	}
	if st.Weather == "" || st.Weather != g.Weather().String() {
		t.Errorf("the server's weather is %q, the copy's %q: the copy did not follow the server's roll", st.Weather, g.Weather())
	}
	h := red.c.History()
	if len(h) != 6 {
		t.Fatalf("red's history holds %d actions, want 6", len(h))
	}
	if len(h[5].Dice) != 1 { // blue's endturn opens the second month: its weather is rolled
		t.Errorf("blue's endturn came with the rolls %v, want the weather's one", h[5].Dice)
	}
}

// TestServerRestartMidGame: the server stops in the middle of red's turn; red's order
// given meanwhile waits (never dropped), both clients connect again by themselves when
// the server is back, the order goes out, and the game goes on to blue.
func TestServerRestartMidGame(t *testing.T) {
	srv := startTestServer(t)
	made := create(t, srv, "mode=basic turnlimit=3")
	red, blue := bothSeats(t, made)
	red.c.Submit(gametest.FirstMove(t, red.c.Game()))
	blue.actedTo(1)
	red.actedTo(1)

	srv.stop()
	red.await("red loses the connection", is(Lost))
	blue.await("blue loses the connection", is(Lost))
	red.c.Submit(endMove)
	red.c.Submit(endTurn)
	if n := red.c.Waiting(); n != 2 {
		t.Fatalf("%d orders wait while the server is down, want 2", n)
	}
	time.Sleep(300 * time.Millisecond) // a few tries in vain
	srv.start()
	red.await("red connects again", is(Connected))
	blue.await("blue connects again", is(Connected))
	blue.actedTo(3)
	if g := blue.c.Game(); g.Side().String() != "blue" || g.Phase() != game.PhaseMovement {
		t.Fatalf("after the restart blue's copy is at %v %v", g.Side(), g.Phase())
	}
	blue.c.Submit(gametest.FirstMove(t, blue.c.Game()))
	red.actedTo(4)
	if n := red.c.Waiting(); n != 0 {
		t.Errorf("%d orders still wait", n)
	}
	for _, e := range red.events {
		if e.Kind == Refused {
			t.Errorf("an order was refused: %v", e.Err)
		}
	}
}

// TestUndoUntilTheDie: a move is taken back through the server, as at the table.
func TestUndoOnline(t *testing.T) {
	srv := startTestServer(t)
	made := create(t, srv, "mode=basic turnlimit=3")
	red := openSeat(t, made.Red)
	red.await("red connects", is(Connected))
	g := red.c.Game()
	move := gametest.FirstMove(t, g)
	from := g.Unit(move.Unit).Square
	red.c.Submit(move)
	red.actedTo(1)
	red.c.Undo()
	if e := red.await("the undo comes back", is(Acted)); !e.Undo {
		t.Fatalf("want the undo, got %v", e.Played)
	}
	if got := red.c.Game().Unit(move.Unit).Square; got != from {
		t.Errorf("after the undo unit %d stands on %v, want %v", move.Unit, got, from)
	}
	red.c.Undo()
	if e := red.await("a second undo is refused", is(Refused)); e.Err.Key != "online.refused.undo" {
		t.Errorf("second undo: %v", e.Err)
	}
}

// TestBadLinks: a broken link, a wrong token and a server out of reach each get one
// sentence.
func TestBadLinks(t *testing.T) {
	for _, c := range []struct{ text, key string }{
		{"", "online.link.empty"},
		{"ftp://x/?game=a&token=b", "online.link.broken"},
		{"http://host:8080/?game=abc", "online.link.partial"},
	} {
		_, err := ParseLink(c.text)
		if e, ok := err.(*Error); !ok || e.Key != c.key {
			t.Errorf("ParseLink(%q): %v, want %s", c.text, err, c.key)
		}
	}
	l, err := ParseLink("  192.168.1.20:8080/?game=abc&token=xyz ")
	if err != nil || l.Base != "http://192.168.1.20:8080" || l.Game != "abc" || l.Token != "xyz" {
		t.Errorf("a pasted link without http: %+v %v", l, err)
	}

	srv := startTestServer(t)
	made := create(t, srv, "mode=basic")
	wrong := made.Red
	wrong.Token = "not-the-token"
	s := openSeat(t, wrong)
	if e := s.await("a wrong token fails", is(Failed)); e.Err.Key != "online.link.unknown" {
		t.Errorf("wrong token: %v", e.Err)
	}
	srv.stop()
	_, err = Create(context.Background(), srv.base(), "mode=basic", "person", "person")
	if e, ok := err.(*Error); !ok || e.Key != "online.server.unreachable" {
		t.Errorf("a stopped server: %v", err)
	}
}

// TestSpectatorFollows: the spectator's link follows the game live and cannot play it.
func TestSpectatorFollows(t *testing.T) {
	srv := startTestServer(t)
	made := create(t, srv, "mode=basic turnlimit=3")
	red, watch := openSeat(t, made.Red), openSeat(t, made.Spectator)
	red.await("red connects", is(Connected))
	watch.await("the spectator connects", is(Connected))
	if watch.c.Seat() != "spectator" {
		t.Fatalf("the spectator's seat: %q", watch.c.Seat())
	}
	move := gametest.FirstMove(t, red.c.Game())
	red.c.Submit(move)
	watch.actedTo(1)
	if got := watch.c.Game().Unit(move.Unit).Square; got != move.To {
		t.Errorf("the spectator's copy has unit %d on %v, Red moved it to %v", move.Unit, got, move.To)
	}
	watch.c.Submit(endMove)
	if e := watch.await("the spectator's order refused", is(Refused)); e.Err.Key != "online.refused.spectator" {
		t.Errorf("the spectator's order: %v", e.Err)
	}
}

// TestTooManyNewGames: a server that bounds the games one computer creates refuses the
// one too many with the catalog's sentence, not the server's English.
func TestTooManyNewGames(t *testing.T) {
	srv := startTestServer(t)
	var err error
	for i := 0; i < 100 && err == nil; i++ {
		_, err = Create(context.Background(), srv.base(), "mode=basic", "person", "person")
	}
	if e, ok := err.(*Error); !ok || e.Key != "online.server.busy" {
		t.Errorf("games created one after the other end with %v, want online.server.busy", err)
	}
}
