package play

import (
	"errors"
	"slices"
	"testing"

	"taktik/game"
	"taktik/maps"
	"taktik/units"
)

// A click on an own unit selects it and shows its reach; a click on a shaded square
// moves it there by the path shown (R12: the square next to the enemy is a stop); the
// unit stays selected while it can move on.
func TestMoveSelectThenClickAReachableSquare(t *testing.T) {
	g := position(t, game.Basic, "red:inf1 3-3", "blue:inf1 4-9")
	o, s := newOrders(g, people)
	n := unit(t, "red:inf1")
	if o.Mode() != Move {
		t.Fatalf("mode %v, want the movement phase", o.Mode())
	}
	click(o, sq(t, "3-3"))
	if o.Selected() != n || s.clicks != 1 {
		t.Fatalf("selected %d after %d clicks, want red:inf1 (%d)", o.Selected(), s.clicks, n)
	}
	under := o.Under()
	if got := squares(under, Selected); !slices.Equal(got, []maps.Square{sq(t, "3-3")}) {
		t.Errorf("the selected unit ringed on %v, want 3-3", got)
	}
	// 5 movement points: 3-8 is reachable but next to blue:inf1 on 4-9, a stop (R12)
	if got := squares(under, Stop); !slices.Equal(got, []maps.Square{sq(t, "3-8"), sq(t, "4-8")}) {
		t.Errorf("stops %v, want 3-8 and 4-8 beside the enemy", got)
	}
	if !slices.Contains(squares(under, Reach), sq(t, "3-5")) || slices.Contains(squares(under, Reach), sq(t, "3-9")) {
		t.Errorf("reach %v: want 3-5 in it and 3-9 (six points away) out", squares(under, Reach))
	}
	path, cost, ok := o.Path(sq(t, "3-5"))
	if !ok || cost != 6 || path[len(path)-1] != sq(t, "3-5") {
		t.Fatalf("path to 3-5: %v cost %d ok %v, want two squares for 2 points (6 thirds)", path, cost, ok)
	}
	click(o, sq(t, "3-5"))
	if u := g.Unit(n); u.Square != sq(t, "3-5") || u.Left != 9 {
		t.Fatalf("red:inf1 on %v with %d thirds left, want 3-5 with 9", u.Square, u.Left)
	}
	if len(s.slides) != 1 || s.slides[0].unit != n || s.slides[0].from != sq(t, "3-3") || !slices.Equal(s.slides[0].path, path) {
		t.Errorf("slides %v, want red:inf1 from 3-3 along %v", s.slides, path)
	}
	if o.Selected() != n {
		t.Error("the unit was let go though it can move on")
	}
	// a second click on it lets it go
	click(o, sq(t, "3-5"))
	if o.Selected() != -1 {
		t.Errorf("selected %d after clicking the selected unit again, want none", o.Selected())
	}
}

// A square out of reach is refused with the engine's reason, and nothing moves; a
// right click drops the selection.
func TestMoveOutOfReachIsRefused(t *testing.T) {
	g := position(t, game.Basic, "red:inf1 3-3", "blue:inf1 4-9")
	o, s := newOrders(g, people)
	n := unit(t, "red:inf1")
	click(o, sq(t, "3-3"))
	for _, c := range []struct {
		at, key string
	}{
		{"3-9", "rule.why.cannot.reach.way"}, // six points away, five left
		{"1-3", "rule.terrain.cannot.enter"}, // water
	} {
		s.refused = nil
		click(o, sq(t, c.at))
		var ge *game.Error
		if len(s.refused) != 1 || !errors.As(s.refused[0], &ge) {
			t.Fatalf("click on %s: refusals %v, want the engine's", c.at, s.refused)
		}
		if ge.Key != c.key {
			t.Errorf("click on %s: refused %q (%v), want %q", c.at, ge.Key, ge, c.key)
		}
		if g.Unit(n).Square != sq(t, "3-3") || len(s.slides) != 0 {
			t.Fatalf("click on %s moved the unit to %v", c.at, g.Unit(n).Square)
		}
		if o.Selected() != n {
			t.Errorf("click on %s dropped the selection", c.at)
		}
	}
	o.Update(Pointer{Square: sq(t, "4-4"), OnMap: true, Right: true})
	if o.Selected() != -1 {
		t.Error("a right click kept the selection")
	}
}

// What the bar says and offers in the movement phase: the side's turn with nothing
// selected, the selected unit's movement left once one is, Undo only once there is
// something to take back.
func TestMoveBar(t *testing.T) {
	g := position(t, game.Basic, "red:inf1 3-3", "blue:inf1 4-9")
	o, _ := newOrders(g, people)
	b := o.Bar(false)
	if b.Prompt.Key != "play.move.prompt" || b.Detail.Key != "play.move.pick" {
		t.Errorf("bar %q / %q, want the prompt to pick a unit", b.Prompt.Key, b.Detail.Key)
	}
	if got, want := keys(b), []string{"play.undo-", "play.advice", "play.endmove*"}; !slices.Equal(got, want) {
		t.Errorf("buttons %v, want %v", got, want)
	}
	if got, want := b.Prompt.Text(), "Movement, Red: click a unit to move it."; got != want {
		t.Errorf("prompt %q, want %q", got, want)
	}
	if st, side := o.Status(); st.Text() != "Turn 1  ·  Red to move  ·  movement" || side != units.Red {
		t.Errorf("status %q for %v", st.Text(), side)
	}
	click(o, sq(t, "3-3"))
	click(o, sq(t, "3-5"))
	b = o.Bar(false)
	if b.Prompt.Key != "play.move.selected" || b.Detail.Key != "play.move.detail" {
		t.Errorf("bar %q / %q with a unit selected", b.Prompt.Key, b.Detail.Key)
	}
	if b.Prompt.Args[1] != "3" { // 9 thirds left
		t.Errorf("movement left %v, want 3", b.Prompt.Args[1])
	}
	if got := keys(b); got[0] != "play.undo" {
		t.Errorf("Undo %v after a move, want it enabled", got[0])
	}
}

// Undo takes the move back; Next selects the next unit that can move and brings it
// into view; with nothing to take back Undo says so.
func TestUndoAndNext(t *testing.T) {
	g := position(t, game.Basic, "red:inf1 3-3", "red:inf2 4-2", "blue:inf1 4-9")
	o, s := newOrders(g, people)
	o.Do(Undo)
	if len(s.notes) != 1 || s.notes[0].Key != "play.undo.none" {
		t.Errorf("notes %v, want that there is nothing to undo", s.notes)
	}
	a, b := unit(t, "red:inf1"), unit(t, "red:inf2")
	o.Do(Next)
	if o.Selected() != a || !slices.Equal(s.shown, []maps.Square{sq(t, "3-3")}) {
		t.Fatalf("Next selected %d and showed %v, want red:inf1 on 3-3", o.Selected(), s.shown)
	}
	o.Do(Next)
	if o.Selected() != b {
		t.Fatalf("a second Next selected %d, want red:inf2", o.Selected())
	}
	click(o, sq(t, "4-4"))
	if g.Unit(b).Square != sq(t, "4-4") {
		t.Fatalf("red:inf2 on %v", g.Unit(b).Square)
	}
	o.Do(Undo)
	if g.Unit(b).Square != sq(t, "4-2") {
		t.Errorf("after Undo red:inf2 on %v, want back on 4-2", g.Unit(b).Square)
	}
	// Plan, Roll and Nuke mean nothing in the movement phase: the first command that
	// does is taken
	if !o.Do(Plan, Roll, Next) || o.Selected() != a {
		t.Errorf("Plan, Roll, Next: selected %d, want Next to pick red:inf1", o.Selected())
	}
}

// Ending the movement while units could still move asks first; E again (the End
// command) agrees. With the question dismissed nothing happens.
func TestEndMovementAsksWhileUnitsCanMove(t *testing.T) {
	g := position(t, game.Basic, "red:inf1 3-3", "blue:inf1 4-9")
	o, s := newOrders(g, people)
	o.Do(End)
	q, ok := o.Asking()
	if !ok || len(s.asked) != 1 {
		t.Fatal("no question before ending the movement with a unit unmoved")
	}
	if q.Text.Key != "play.confirm.endmove" || !q.Text.Counted || q.Text.Count != 1 || q.Again != End {
		t.Errorf("question %+v, want the count of units that can move and End again to agree", q)
	}
	if g.Phase() != game.PhaseMovement {
		t.Fatal("the phase ended before the answer")
	}
	o.Dismiss()
	o.Agree() // nothing is asked any more
	if g.Phase() != game.PhaseMovement {
		t.Fatal("a dismissed question ended the phase")
	}
	o.Do(End)
	o.Agree()
	if g.Phase() != game.PhaseCombat {
		t.Errorf("phase %v after agreeing, want combat", g.Phase())
	}
	if _, ok := o.Asking(); ok {
		t.Error("the question stayed up")
	}
}

// R20: an HQ next to the enemy that can still get away must move first; the engine's
// refusal shows at once, before any question.
func TestEndMovementRefusedBeforeAnyQuestionR20(t *testing.T) {
	g := position(t, game.Basic, "red:hq-1c 3-3", "blue:inf1 3-4")
	o, s := newOrders(g, people)
	o.Do(End)
	if len(s.refused) != 1 || len(s.asked) != 0 {
		t.Fatalf("refusals %v, questions %v: want the refusal and no question", s.refused, s.asked)
	}
	if g.Phase() != game.PhaseMovement {
		t.Error("the phase ended")
	}
}
