package flow

import (
	"errors"
	"path/filepath"
	"testing"
	"time"

	"taktik/game"
	"taktik/game/ai"
	"taktik/game/gametest"
	"taktik/render/play"
	"taktik/units"
)

// The positions come from package gametest: the strip (5 × 10 squares, a river under
// row 2) with units placed, Red to move, and actions in protocol words.
var (
	position     = gametest.Position
	do, unit, sq = gametest.Do, gametest.Unit, gametest.Square
)

var (
	people        = play.Commanders{}
	againstRekrut = play.Commanders{{}, {Computer: true, Level: ai.Rekrut}}
)

// action is an action in protocol words on g's board.
func action(t *testing.T, g *game.Game, text string) game.Action {
	t.Helper()
	a, err := game.ParseAction(g.Board(), text)
	if err != nil {
		t.Fatal(err)
	}
	return a
}

// apply carries out actions in protocol words through the flow.
func apply(t *testing.T, m Match, texts ...string) {
	t.Helper()
	for _, text := range texts {
		if err := m.Apply(action(t, m.Game(), text)); err != nil {
			t.Fatalf("%s: %v", text, err)
		}
	}
}

// next waits for the flow's next action from elsewhere, as the board's ticks do.
func next(t *testing.T, m Match) game.Action {
	t.Helper()
	deadline := time.Now().Add(20 * time.Second)
	for time.Now().Before(deadline) {
		if a, ok := m.Next(); ok {
			return a
		}
		if m.Halted() {
			t.Fatal("the computer halted")
		}
		time.Sleep(time.Millisecond)
	}
	t.Fatal("no action from the computer in 20 s")
	return game.Action{}
}

// A computer turn played through the flow, as the board shows it: Red (a person) ends
// the turn; the flow says the next actions are the computer's and hands out Blue's
// actions one by one until Red must act again, each carried out with Apply.
func TestComputerTurnThroughTheFlow(t *testing.T) {
	g := position(t, game.Basic, "red:inf1 2-2", "red:inf2 3-1", "blue:inf1 4-8", "blue:inf2 4-9")
	l := NewLocal(g, againstRekrut, Options{})
	if l.Elsewhere() {
		t.Fatal("Red's turn is the computer's")
	}
	if _, ok := l.Next(); ok || l.Busy() {
		t.Fatal("the computer was asked in the person's turn")
	}
	apply(t, l, "endmove", "endturn")
	if !l.Elsewhere() || g.Side() != units.Blue {
		t.Fatalf("side %v, elsewhere %v: want Blue's turn, the computer's", g.Side(), l.Elsewhere())
	}
	acts := 0
	for l.Elsewhere() && g.Winner() == game.NoWinner {
		a := next(t, l)
		if a.Unit >= 0 && game.UnitInfo(a.Unit).Side == units.Red {
			t.Fatalf("the computer moves Red's %s", game.UnitInfo(a.Unit).ID)
		}
		if err := l.Apply(a); err != nil {
			t.Fatalf("the computer's %v refused: %v", a, err)
		}
		if acts++; acts > 50 {
			t.Fatal("the computer's turn does not end")
		}
	}
	if g.Turn() != 2 || g.Side() != units.Red || g.Phase() != game.PhaseMovement {
		t.Errorf("turn %d, %v, %v after the computer's turn; want turn 2, Red to move", g.Turn(), g.Side(), g.Phase())
	}
	if acts < 2 || l.Halted() || len(l.Tick(0.016).Problems) != 0 {
		t.Errorf("%d actions, halted %v: want at least the end of its movement and its turn, no problem", acts, l.Halted())
	}
}

// An exchange the computer must settle (R18): Blue attacked with blue:arm1 and
// blue:inf1 and drew an exchange. When the AI has no answer the flow gives the plainest
// legal one, the losses with the fewest combat points (game.SimpleChoice): the
// infantry, and tells the error at the next tick; the game goes on.
func TestComputerWithoutAnAnswerFallsBack(t *testing.T) {
	g := position(t, game.Basic, "red:inf1 3-6", "red:inf9 4-1", "blue:arm1 3-3", "blue:inf1 4-8")
	do(t, g, "endmove")
	do(t, g, "endturn")
	do(t, g, "move blue:arm1 3-5")
	do(t, g, "move blue:inf1 3-7")
	do(t, g, "endmove")
	do(t, g, "battle blue:arm1,blue:inf1 vs red:inf1")
	do(t, g, "dice 2")
	do(t, g, "resolve 0")
	if p := g.Pending(); p.Kind != game.ExchangeDecision || p.Side != units.Blue {
		t.Fatalf("pending %+v, want Blue to pick its exchange losses", p)
	}
	l := NewLocal(g, againstRekrut, Options{})
	broken := errors.New("the AI has no answer")
	l.decide = func(*game.Game, ai.Level) (game.Action, error) { return game.Action{}, broken }
	a := next(t, l)
	if a.Kind != game.ActLose || len(a.Attackers) != 1 || a.Attackers[0] != unit(t, "blue:inf1") {
		t.Fatalf("fallback %+v, want blue:inf1 given up", a)
	}
	if err := l.Apply(a); err != nil {
		t.Fatal(err)
	}
	if g.Pending().Kind != game.NoDecision || g.Unit(unit(t, "blue:inf1")).Status != game.Eliminated {
		t.Errorf("pending %+v, blue:inf1 %v: want the exchange settled by the infantry", g.Pending(), g.Unit(unit(t, "blue:inf1")).Status)
	}
	if p := l.Tick(0.016).Problems; len(p) != 1 || !errors.Is(p[0], broken) {
		t.Errorf("problems %v, want the AI's error told once", p)
	}
	if l.Halted() {
		t.Error("the fallback halted the computer")
	}
}

// A computer action the engine refuses halts the computer rather than loop on it; the
// halt ends when a person must act.
func TestRefusedComputerActionHalts(t *testing.T) {
	g := position(t, game.Basic, "red:inf1 2-2", "blue:inf1 4-8")
	apply(t, NewLocal(g, people, Options{}), "endmove", "endturn")
	l := NewLocal(g, againstRekrut, Options{})
	l.decide = func(g *game.Game, _ ai.Level) (game.Action, error) {
		return game.ParseAction(g.Board(), "move blue:inf1 2-2") // Red's square
	}
	a := next(t, l)
	if err := l.Apply(a); err == nil || !l.Halted() {
		t.Fatalf("refusal %v, halted %v: want the move refused and the computer halted", err, l.Halted())
	}
	if _, ok := l.Next(); ok || l.Busy() {
		t.Error("a halted computer is asked again")
	}
	if l.Tick(5).Awake {
		t.Error("the halted computer keeps the frames ticking")
	}
}

// The autosave (Options.Autosave) is written at the start of every player turn of the
// movement phase, and a moment (AutosaveEvery) after a change within one; it holds the
// position the game is in. A lesson's flow, without a path, writes none.
func TestAutosaveAfterATurn(t *testing.T) {
	path := filepath.Join(t.TempDir(), "autosave.json")
	g := position(t, game.Basic, "red:inf1 2-2", "blue:inf1 4-8")
	l := NewLocal(g, people, Options{Autosave: func() (string, error) { return path, nil }})
	saved := func(when string, want bool) {
		t.Helper()
		start := l.SavedHash()
		tick := l.Tick(0.5)
		if tick.Saved != want || tick.SaveFailed != nil {
			t.Fatalf("%s: saved %v (%v), want %v", when, tick.Saved, tick.SaveFailed, want)
		}
		if !want {
			if l.SavedHash() != start {
				t.Fatalf("%s: the saved position changed without a save", when)
			}
			return
		}
		back, _, err := play.LoadGame(g.Board(), path)
		if err != nil {
			t.Fatalf("%s: %v", when, err)
		}
		if back.Hash() != g.Hash() || l.SavedHash() != g.Hash() {
			t.Fatalf("%s: the autosave holds another position", when)
		}
	}
	saved("the first turn's start", true)
	apply(t, l, "move red:inf1 2-4")
	saved("half a second after a move", false)
	saved("a second after it", false)
	saved("a second and a half after it", false)
	saved("two seconds after it", true)
	saved("nothing changed since", false)
	apply(t, l, "endmove", "endturn")
	saved("Blue's turn starts", true)
	if g.Side() != units.Blue || g.Phase() != game.PhaseMovement {
		t.Fatalf("%v %v, want Blue to move", g.Side(), g.Phase())
	}

	lesson := NewLocal(g.Clone(), people, Options{})
	lesson.Tick(5)
	if lesson.SavedHash() != 0 {
		t.Error("a flow without an autosave path saved")
	}
}

// Undo takes back the orders of a player turn until a die is rolled (every Resolve):
// then the flow refuses, and the position stays.
func TestUndoRefusedAfterADie(t *testing.T) {
	g := position(t, game.Basic, "red:inf1 3-2", "red:inf9 4-1", "blue:inf1 3-4", "blue:inf2 4-10")
	l := NewLocal(g, people, Options{})
	apply(t, l, "move red:inf1 3-3")
	if !l.CanUndo() {
		t.Fatal("a move cannot be taken back")
	}
	if err := l.Undo(); err != nil || g.Unit(unit(t, "red:inf1")).Square != sq(t, "3-2") {
		t.Fatalf("undo: %v, red:inf1 on %v; want it back on 3-2", err, g.Unit(unit(t, "red:inf1")).Square)
	}
	apply(t, l, "move red:inf1 3-3", "endmove", "battle red:inf1 vs blue:inf1")
	if !l.CanUndo() {
		t.Fatal("a declaration cannot be taken back")
	}
	apply(t, l, "resolve 0")
	if l.CanUndo() {
		t.Fatal("Undo is offered after the die")
	}
	h := g.Hash()
	if err := l.Undo(); err == nil || g.Hash() != h {
		t.Errorf("undo after the die: %v, position changed %v; want it refused", err, g.Hash() != h)
	}
}

// Two people at one screen: when the side that must decide changes, the flow says to
// put up the hand-over for it, with the decision it faces (a retreat chosen in the
// other's turn, R19). Against the computer there is none.
func TestHotseatHandOver(t *testing.T) {
	place := []string{"red:inf1 3-3", "red:inf9 4-1", "blue:inf1 3-4", "blue:inf2 4-10"}
	g := position(t, game.Basic, place...)
	l := NewLocal(g, people, Options{})
	if h := l.Tick(0.016); h.Handoff {
		t.Fatal("a hand-over before anyone acted")
	}
	apply(t, l, "endmove", "battle red:inf1 vs blue:inf1", "dice 3", "resolve 0") // 1-1, die 3: AB2
	h := l.Tick(0.016)
	if !h.Handoff || h.To != units.Blue || h.Facing != game.RetreatDecision {
		t.Fatalf("tidings %+v, want the screen handed to Blue for the retreat", h)
	}
	if h := l.Tick(0.016); h.Handoff {
		t.Error("the hand-over is put up twice")
	}
	legal := g.Legal()
	if err := l.Apply(legal[0]); err != nil {
		t.Fatal(err)
	}
	if h := l.Tick(0.016); !h.Handoff || h.To != units.Red || h.Facing != game.NoDecision {
		t.Errorf("tidings %+v, want the screen handed back to Red", h)
	}

	g = position(t, game.Basic, "red:inf1 2-2", "red:inf2 3-1", "blue:inf1 4-8", "blue:inf2 4-9")
	l = NewLocal(g, againstRekrut, Options{})
	l.Tick(0.016)
	apply(t, l, "endmove", "endturn")
	if h := l.Tick(0.016); h.Handoff {
		t.Error("a hand-over against the computer")
	}
}

// The replay viewer's flow carries out the history's actions it is given and nothing
// else: no computer, no autosave, no hand-over.
func TestReplayFlowIsDrivenByTheViewer(t *testing.T) {
	g := position(t, game.Basic, "red:inf1 2-2", "blue:inf1 4-8")
	l := NewReplay(g)
	l.players = againstRekrut // even a history against the computer
	apply(t, l, "endmove", "endturn")
	if l.Elsewhere() {
		t.Error("the computer plays in a replay")
	}
	if _, ok := l.Next(); ok || l.Busy() {
		t.Error("the computer was asked in a replay")
	}
	if h := l.Tick(5); h.Handoff || h.Saved || h.Awake {
		t.Errorf("tidings %+v in a replay", h)
	}
}
