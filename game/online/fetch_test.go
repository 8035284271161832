//go:build !js

package online

import (
	"context"
	"testing"
	"time"

	"taktik/game"
	"taktik/game/review"
)

// TestFetchOpensTheReplay: a game on the server, a turn of each side played (a move
// taken back among them, the weather drawn from the server's secret seed, R30), is
// fetched through the spectator's link; the replay viewer's review replays its history
// from the start to the server's position, action by action.
func TestFetchOpensTheReplay(t *testing.T) {
	srv := startTestServer(t)
	made := create(t, srv, "mode=basic weather=on")
	red, blue := openSeat(t, made.Red), openSeat(t, made.Blue)
	red.await("red connects", is(Connected))
	blue.await("blue connects", is(Connected))
	move := firstMove(t, red.c.Game())
	red.c.Submit(move)
	red.actedTo(1)
	red.c.Undo()
	red.c.Submit(move)
	red.c.Submit(endMove)
	red.c.Submit(endTurn)
	blue.actedTo(5)
	bmove := firstMove(t, blue.c.Game())
	blue.c.Submit(bmove)
	blue.c.Submit(endMove)
	blue.c.Submit(endTurn)
	blue.actedTo(8)

	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	g, err := Fetch(ctx, continent(t), made.Spectator)
	if err != nil {
		t.Fatal(err)
	}
	if g.Hash() != blue.c.Game().Hash() || g.Turn() != 2 {
		t.Fatalf("the fetched game is at turn %d, same as the server's %v", g.Turn(), g.Hash() == blue.c.Game().Hash())
	}
	r, err := review.FromGame(g)
	if err != nil {
		t.Fatalf("the fetched history does not replay: %v", err)
	}
	if r.Final().Hash() != g.Hash() {
		t.Error("the replay ends elsewhere than the game")
	}
	shown := false // Red's move is an action of the replay: before it the unit stands, after it it has gone
	for n := 1; n <= r.Len(); n++ {
		if a := r.Action(n); a.Kind == game.ActMove && a.Unit == move.Unit {
			shown = r.At(n-1).Unit(move.Unit).Square != move.To && r.At(n).Unit(move.Unit).Square == move.To
			break
		}
	}
	if !shown {
		t.Error("the replay does not show Red's move")
	}

	if _, err := Fetch(ctx, continent(t), Link{Base: made.Red.Base, Game: made.ID, Token: "wrong"}); err == nil {
		t.Error("a wrong link fetched a game")
	}
}
