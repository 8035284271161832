package flow

import (
	"errors"
	"testing"

	"taktik/game"
	"taktik/game/online"
	"taktik/render/lang"
	"taktik/units"
)

// The online flow over a stand-in for the server (fakeServer), on the strip's
// positions; online_server_test.go drives it over the real server.

// fakeServer is a seat's connection to a server (online.Remote) with the server's game
// inside: an order of the seat is carried out on that game and comes back as an event,
// as the server echoes it; a battle's die is the server's (dice). The test acts for the
// other side with other.
type fakeServer struct {
	t        *testing.T
	g        *game.Game // the server's game
	seat     string
	dice     []int // the server's next rolls
	played   int   // the actions of the server's history
	events   []online.Event
	sent     []game.Action
	undos    int
	refuse   bool // the server refuses the next order
	down     bool
	otherOff bool
}

func newFake(t *testing.T, g *game.Game, seat string) *fakeServer {
	return &fakeServer{t: t, g: g.Clone(), seat: seat}
}

func (f *fakeServer) Seat() string      { return f.seat }
func (f *fakeServer) Online() bool      { return !f.down }
func (f *fakeServer) OtherOnline() bool { return !f.otherOff }
func (f *fakeServer) Game() *game.Game  { return f.g.Clone() }
func (f *fakeServer) Close()            {}
func (f *fakeServer) Copy() (*game.Game, int) {
	return f.g.Clone(), f.played
}

func (f *fakeServer) Poll() []online.Event {
	ev := f.events
	f.events = nil
	return ev
}

func (f *fakeServer) Submit(a game.Action) {
	f.sent = append(f.sent, a)
	if f.refuse {
		f.refuse = false
		f.events = append(f.events, online.Event{Kind: online.Refused, Err: online.NewError("online.refused.server", "no")})
		return
	}
	f.act(f.seat, a)
}

func (f *fakeServer) Undo() {
	f.undos++
	f.undo(f.seat)
}

// act carries out an action of a side on the server's game and tells it.
func (f *fakeServer) act(side string, a game.Action) {
	f.t.Helper()
	var drawn []int
	if a.Kind == game.ActResolve && len(f.dice) > 0 {
		drawn, f.dice = f.dice[:1], f.dice[1:]
		if err := f.g.Apply(game.Action{Kind: game.ActDice, Unit: -1, Index: -1, Rolls: drawn}); err != nil {
			f.t.Fatal(err)
		}
	}
	if err := f.g.Apply(a); err != nil {
		f.t.Fatalf("the server refused %s: %v", a, err)
	}
	f.events = append(f.events, online.Event{Kind: online.Acted, Action: a,
		Played: online.Played{Index: f.played, Line: a.String(), Side: side, Dice: drawn}})
	f.played++
}

func (f *fakeServer) undo(side string) {
	f.t.Helper()
	if err := f.g.Undo(); err != nil {
		f.t.Fatal(err)
	}
	f.events = append(f.events, online.Event{Kind: online.Acted, Undo: true, Played: online.Played{Index: f.played, Line: "undo", Side: side}})
	f.played++
}

// other acts for the other side in protocol words.
func (f *fakeServer) other(side string, texts ...string) {
	f.t.Helper()
	for _, text := range texts {
		f.act(side, action(f.t, f.g, text))
	}
}

func startOnline(t *testing.T, f *fakeServer, side units.Side, spectator bool) *Online {
	t.Helper()
	o, err := NewOnline(f, side, spectator)
	if err != nil {
		t.Fatal(err)
	}
	return o
}

// showNext carries out the flow's next action from the server as the board does once it
// has shown it, and returns it.
func showNext(t *testing.T, o *Online) game.Action {
	t.Helper()
	a, ok := o.Next()
	if !ok {
		t.Fatal("no action from the server")
	}
	if err := o.Apply(a); err != nil {
		t.Fatalf("the copy refused the server's %s: %v", a, err)
	}
	return a
}

var contact = []string{"red:inf1 3-2", "red:inf9 4-1", "blue:inf1 3-4", "blue:inf2 4-10"}

// The player's orders are carried out on the copy at once and go to the server; coming
// back they pass, and Undo takes one back on both. The copy and the server's game agree.
func TestOnlineOrdersGoToTheServer(t *testing.T) {
	g := position(t, game.Basic, contact...)
	f := newFake(t, g, "red")
	o := startOnline(t, f, units.Red, false)
	if o.Elsewhere() {
		t.Fatal("Red's turn is elsewhere for Red's seat")
	}
	apply(t, o, "move red:inf1 3-3")
	if got := o.Game().Unit(unit(t, "red:inf1")).Square; got != sq(t, "3-3") || len(f.sent) != 1 {
		t.Fatalf("red:inf1 on %v, %d orders sent; want it on 3-3 at once and the move sent", got, len(f.sent))
	}
	if tid := o.Tick(0.016); tid.Reloaded || len(tid.Problems) > 0 || o.Elsewhere() {
		t.Fatalf("tidings %+v, elsewhere %v after the move came back", tid, o.Elsewhere())
	}
	if !o.CanUndo() {
		t.Fatal("the move cannot be taken back")
	}
	if err := o.Undo(); err != nil || f.undos != 1 || o.Game().Unit(unit(t, "red:inf1")).Square != sq(t, "3-2") {
		t.Fatalf("undo: %v, %d sent; red:inf1 on %v, want on 3-2", err, f.undos, o.Game().Unit(unit(t, "red:inf1")).Square)
	}
	o.Tick(0.016)
	if _, ok := o.Next(); ok {
		t.Error("the player's own orders were handed out again")
	}
	if o.Game().Hash() != f.g.Hash() {
		t.Error("the copy and the server's game part ways")
	}
}

// A battle's die is the server's: Resolve is sent and awaited, the copy unchanged; the
// server's roll comes back through Next with its die queued, so the copy rolls what the
// server rolled (1-1, die 3: AB2, Blue retreats, R19). Undo is refused after it.
func TestOnlineDieIsTheServers(t *testing.T) {
	g := position(t, game.Basic, contact...)
	f := newFake(t, g, "red")
	f.dice = []int{3}
	o := startOnline(t, f, units.Red, false)
	apply(t, o, "move red:inf1 3-3", "endmove", "battle red:inf1 vs blue:inf1")
	o.Tick(0.016)
	if !o.CanUndo() {
		t.Fatal("the declaration cannot be taken back")
	}
	apply(t, o, "resolve 0")
	if b := o.Game().Battles()[0]; b.Resolved {
		t.Fatal("the copy rolled its own die")
	}
	if !o.Elsewhere() || !o.Connection().Rolling || o.CanUndo() {
		t.Fatalf("elsewhere %v, rolling %v, undo %v while the server's die is awaited", o.Elsewhere(), o.Connection().Rolling, o.CanUndo())
	}
	if a := showNext(t, o); a.Kind != game.ActResolve {
		t.Fatalf("the server handed out %s, want the battle's roll", a)
	}
	b := o.Game().Battles()[0]
	if !b.Resolved || b.Die != 3 || b.Result.String() != "AB2" {
		t.Fatalf("battle: resolved %v, die %d, %s; want the server's 3, AB2", b.Resolved, b.Die, b.Result)
	}
	o.Tick(0.016)
	if o.Connection().Rolling || o.CanUndo() {
		t.Error("still rolling, or Undo offered after the die")
	}
	if o.Game().Hash() != f.g.Hash() {
		t.Error("the copy and the server's game part ways after the roll")
	}
	if err := o.Undo(); err == nil {
		t.Error("undo after the die was not refused")
	}
}

// The other side's actions come through Next as the computer's do, each carried out on
// the copy once shown; its Undo too, told as a change under the screen.
func TestOnlineOtherSideThroughNext(t *testing.T) {
	g := position(t, game.Basic, "red:inf1 2-2", "red:inf2 3-1", "blue:inf1 4-8", "blue:inf2 4-9")
	f := newFake(t, g, "red")
	o := startOnline(t, f, units.Red, false)
	apply(t, o, "endmove", "endturn")
	o.Tick(0.016)
	if !o.Elsewhere() || o.Game().Side() != units.Blue {
		t.Fatalf("side %v, elsewhere %v: want Blue's turn, elsewhere", o.Game().Side(), o.Elsewhere())
	}
	if _, ok := o.Next(); ok {
		t.Fatal("an action handed out before Blue gave one")
	}
	f.other("blue", "move blue:inf1 4-7")
	if a := showNext(t, o); a.Kind != game.ActMove || o.Game().Unit(unit(t, "blue:inf1")).Square != sq(t, "4-7") {
		t.Fatalf("handed out %s; blue:inf1 on %v, want on 4-7", a, o.Game().Unit(unit(t, "blue:inf1")).Square)
	}
	if err := o.Apply(action(t, o.Game(), "move blue:inf2 4-8")); err == nil {
		t.Error("the player gave an order for the other side")
	}
	f.undo("blue")
	if _, ok := o.Next(); ok {
		t.Fatal("an undo was handed out as an action")
	}
	if tid := o.Tick(0.016); !tid.Reloaded || o.Game().Unit(unit(t, "blue:inf1")).Square != sq(t, "4-8") {
		t.Fatalf("tidings %+v, blue:inf1 on %v: want Blue's move taken back and told", tid, o.Game().Unit(unit(t, "blue:inf1")).Square)
	}
	f.other("blue", "endmove", "endturn")
	showNext(t, o)
	showNext(t, o)
	o.Tick(0.016)
	if o.Elsewhere() || o.Game().Turn() != 2 || o.Game().Hash() != f.g.Hash() {
		t.Errorf("turn %d, elsewhere %v, copies agree %v: want Red's second turn", o.Game().Turn(), o.Elsewhere(), o.Game().Hash() == f.g.Hash())
	}
}

// While the other side is awaited the screen may rest: the flow asks for no frames
// (an idle online board drew every frame, and took the processor a browser on the same
// computer needed for its own); when the server's action comes, it asks for them until
// the action is shown and the copy compared with the server's, then rests again.
func TestOnlineRestsWhileAwaiting(t *testing.T) {
	g := position(t, game.Basic, contact...)
	f := newFake(t, g, "red")
	f.dice = []int{4}
	o := startOnline(t, f, units.Red, false)
	apply(t, o, "endmove", "endturn")
	for range 3 {
		if tid := o.Tick(0.016); tid.Awake || !o.Elsewhere() {
			t.Fatalf("tidings %+v in Blue's turn, nothing come: want the screen at rest", tid)
		}
	}
	f.other("blue", "move blue:inf1 3-3", "endmove", "battle blue:inf1 vs red:inf1", "resolve 0")
	for k := range 4 {
		if tid := o.Tick(0.016); !tid.Awake {
			t.Fatalf("tidings %+v with Blue's actions to show (%d shown): want frames", tid, k)
		}
		showNext(t, o)
	}
	if tid := o.Tick(0.016); tid.Awake || o.Game().Hash() != f.g.Hash() {
		t.Errorf("tidings %+v, copies agree %v: want Blue's actions shown and the screen at rest", tid, o.Game().Hash() == f.g.Hash())
	}
}

// An order the server refuses is said in a sentence and the copy is set back to the
// server's position: never lost silently, never left standing.
func TestOnlineRefusalSetsTheCopyBack(t *testing.T) {
	g := position(t, game.Basic, contact...)
	f := newFake(t, g, "red")
	o := startOnline(t, f, units.Red, false)
	f.refuse = true
	apply(t, o, "move red:inf1 3-3")
	tid := o.Tick(0.016)
	if len(tid.Problems) != 1 || !tid.Reloaded {
		t.Fatalf("tidings %+v: want the refusal told and the copy reloaded", tid)
	}
	if got := lang.Explain(tid.Problems[0]); got != lang.Tf("online.refused.server", "no") {
		t.Errorf("the refusal reads %q", got)
	}
	if got := o.Game().Unit(unit(t, "red:inf1")).Square; got != sq(t, "3-2") {
		t.Errorf("red:inf1 on %v after the refusal, want back on 3-2", got)
	}
}

// The link's state comes out of the flow: down, up, the other player there or not.
func TestOnlineConnection(t *testing.T) {
	g := position(t, game.Basic, contact...)
	f := newFake(t, g, "red")
	o := startOnline(t, f, units.Red, false)
	if c := o.Connection(); !c.Remote || !c.Up || !c.OtherUp || c.Watching {
		t.Errorf("connection %+v, want up with the other player there", c)
	}
	f.down, f.otherOff = true, true
	if tid := o.Tick(0.016); tid.Connected {
		t.Errorf("tidings %+v with the link down", tid)
	}
	if c := o.Connection(); c.Up || c.OtherUp {
		t.Errorf("connection %+v, want down", c)
	}
	if (&Local{}).Connection().Remote {
		t.Error("a local game has a link to a server")
	}
}

// A spectator's flow refuses every order with a sentence and follows the players: their
// actions, and their undos, come through Next and Tick.
func TestSpectatorFollowsAndRefuses(t *testing.T) {
	lang.Set("en")
	g := position(t, game.Basic, contact...)
	f := newFake(t, g, "spectator")
	o := startOnline(t, f, units.Red, true)
	if !o.Elsewhere() || !o.Connection().Watching || o.CanUndo() {
		t.Fatal("a spectator may act")
	}
	err := o.Apply(action(t, g, "move red:inf1 3-3"))
	var oe *online.Error
	if !errors.As(err, &oe) || lang.Explain(err) != lang.T("online.refused.spectator") {
		t.Fatalf("the spectator's order: %v, want refused with the sentence", err)
	}
	if err := o.Undo(); err == nil || len(f.sent) > 0 || f.undos > 0 {
		t.Fatalf("the spectator's undo: %v; %d orders sent", err, len(f.sent))
	}
	f.other("red", "move red:inf1 3-3")
	if a := showNext(t, o); a.Kind != game.ActMove || o.Game().Unit(unit(t, "red:inf1")).Square != sq(t, "3-3") {
		t.Fatalf("the spectator was shown %s; red:inf1 on %v", a, o.Game().Unit(unit(t, "red:inf1")).Square)
	}
	f.undo("red")
	o.Next()
	if tid := o.Tick(0.016); !tid.Reloaded || o.Game().Unit(unit(t, "red:inf1")).Square != sq(t, "3-2") {
		t.Errorf("the players' undo not followed: red:inf1 on %v", o.Game().Unit(unit(t, "red:inf1")).Square)
	}
}

// The connection tells the board the player's side, and whether the other side's actions
// wait to be shown: the board says "You play Blue; Red is moving" and offers Skip only
// while there is something to skip (issue 38).
func TestOnlineConnectionSideAndShowing(t *testing.T) {
	g := position(t, game.Basic, contact...)
	f := newFake(t, g, "blue")
	o := startOnline(t, f, units.Blue, false)
	if c := o.Connection(); c.Side != units.Blue || c.Showing {
		t.Errorf("connection %+v while Red has sent nothing, want Blue's, nothing to show", c)
	}
	f.other("red", "move red:inf1 3-3")
	o.Tick(0.016)
	if c := o.Connection(); !c.Showing {
		t.Errorf("connection %+v with Red's move come, want something to show", c)
	}
	showNext(t, o)
	if c := o.Connection(); c.Showing || o.Game().Unit(unit(t, "red:inf1")).Square != sq(t, "3-3") {
		t.Errorf("connection %+v, red:inf1 on %v once Red's move is shown", c, o.Game().Unit(unit(t, "red:inf1")).Square)
	}
}
