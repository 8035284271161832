//go:build !js

package online

import (
	"context"
	"strings"
	"testing"
	"time"

	"taktik/game"
	"taktik/game/gametest"
	"taktik/game/review"
	"taktik/units"
)

// TestFetchOpensTheReplay: a game on the server, a turn of each side played (a move
// taken back among them, the weather drawn from the server's secret seed, R30), is
// fetched through the spectator's link; the replay viewer's review replays its history
// from the start to the server's position, action by action.
func TestFetchOpensTheReplay(t *testing.T) {
	srv := startTestServer(t)
	made := create(t, srv, "mode=basic weather=on")
	red, blue := bothSeats(t, made)
	move := gametest.FirstMove(t, red.c.Game())
	red.c.Submit(move)
	red.actedTo(1)
	red.c.Undo()
	red.c.Submit(move)
	red.c.Submit(endMove)
	red.c.Submit(endTurn)
	blue.actedTo(5)
	bmove := gametest.FirstMove(t, blue.c.Game())
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
	if r.Points()[0].Turn != 1 || r.Action(1).Kind != game.ActMove || r.Action(1).Unit != move.Unit {
		t.Errorf("the replay begins at turn %d with %v: want the first turn set up, then Red's move", r.Points()[0].Turn, r.Action(1))
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

// TestHostedOptions: a game hosted with the rules a host chose (the advanced game with
// every optional rule: the weather R30, replacements R31 as the house rule has them,
// supply R32, nuclear weapons R33, the short game R34, a turn limit R22; Blue first) is
// started on the server with them; the seed and the setup by hand are not sent: the
// server draws the seed and sets the armies up with it. (Every option written out was
// more words than the protocol's new takes: the server stored the game and could not
// start it.)
func TestHostedOptions(t *testing.T) {
	opts := game.Options{Mode: game.Advanced, Weather: true, Supply: true, Replacements: true, EvenReplacements: true,
		Nuclear: true, ShortReplacements: true, ShortCorps: 2, TurnLimit: 10, First: units.Blue, Seed: 99, Setup: game.SetupHand}
	words := OptionsOf(opts)
	if strings.Contains(words, "seed=") || strings.Contains(words, "setup=") {
		t.Fatalf("the options sent: %q", words)
	}
	srv := startTestServer(t)
	made := create(t, srv, words)
	blue := openSeat(t, made.Blue)
	blue.await("blue connects", is(Connected))
	o := blue.c.Game().Options()
	if o.Mode != game.Advanced || !o.Weather || !o.Supply || !o.EvenReplacements || !o.Nuclear || o.ShortCorps != 2 ||
		o.TurnLimit != 10 || o.First != units.Blue || o.Seed == 99 {
		t.Errorf("the server's game has %+v", o)
	}
	if g := blue.c.Game(); g.Phase() == game.PhaseSetup || g.Decider() != units.Blue {
		t.Errorf("the game is in %v, %v to act: want set up, Blue first", g.Phase(), g.Decider())
	}
}
