package review

import (
	"sync"
	"testing"

	"taktik/game"
	"taktik/game/ai"
	"taktik/game/gametest"
	"taktik/units"
)

var continent = gametest.Continent

var (
	playedOnce sync.Once
	played     *game.Game
	playedErr  error
)

// recruitGame is a finished game of the computer against itself at the recruit level,
// on a fixed seed, with a turn limit that keeps it short (R22).
func recruitGame(t testing.TB) *game.Game {
	t.Helper()
	playedOnce.Do(func() {
		g, err := game.New(continent(t), game.Options{Seed: 19, TurnLimit: 6})
		if err != nil {
			playedErr = err
			return
		}
		if playedErr = ai.PlayOut(g, [2]ai.Level{ai.Recruit, ai.Recruit}); playedErr == nil {
			played = g
		}
	})
	if playedErr != nil {
		t.Fatal(playedErr)
	}
	return played
}

// fresh replays the first n actions of a game on a new game.
func fresh(t testing.TB, g *game.Game, n int) *game.Game {
	t.Helper()
	f, err := Replay(g, n)
	if err != nil {
		t.Fatal(err)
	}
	return f
}

// Every position the review shows, reached forwards, backwards and by jumps, is the
// position a fresh replay of as many actions gives.
func TestReviewGotoEqualsFreshReplay(t *testing.T) {
	g := recruitGame(t)
	r, err := FromGame(g)
	if err != nil {
		t.Fatal(err)
	}
	if r.Len() != len(g.History()) || r.Len() < 100 {
		t.Fatalf("review of %d actions for a game of %d", r.Len(), len(g.History()))
	}
	if r.Pos() != r.Len() || r.Game().Hash() != g.Hash() {
		t.Fatal("a new review does not show the last position")
	}
	last := r.Len()
	for _, n := range []int{0, 1, 2, last / 3, last/3 + 1, last / 2, last/3 - 5, last - 1, last, 7, 0} {
		r.Goto(n)
		want := fresh(t, g, n).Hash()
		if r.Pos() != n || r.Game().Hash() != want || r.Points()[n].Hash != want {
			t.Errorf("Goto(%d): pos %d hash %x, point %x, fresh replay %x", n, r.Pos(), r.Game().Hash(), r.Points()[n].Hash, want)
		}
	}
	r.Goto(last / 2)
	for k := 0; k < 30; k++ { // stepping back action by action
		r.Step(-1)
		if n := r.Pos(); r.Game().Hash() != r.Points()[n].Hash {
			t.Fatalf("step back to %d: hash %x, want %x", n, r.Game().Hash(), r.Points()[n].Hash)
		}
	}
	if g.Hash() != r.Final().Hash() || len(g.History()) != last {
		t.Error("the review changed the game it was made from")
	}
	c := r.At(10)
	if c.Hash() != r.Points()[10].Hash {
		t.Error("At(10) is not the position after 10 actions")
	}
	if err := c.Apply(c.Legal()[0]); err != nil {
		t.Fatal(err)
	}
	r.Goto(10)
	if r.Game().Hash() != r.Points()[10].Hash {
		t.Error("playing on from At changed the review")
	}
}

// Steps by phase and by player turn stop at the first position of each; back goes to
// the start of the stretch, then to the start of the one before.
func TestReviewStepsByPhaseAndTurn(t *testing.T) {
	r, err := FromGame(recruitGame(t))
	if err != nil {
		t.Fatal(err)
	}
	pts := r.Points()
	r.Home()
	seen := 0
	for r.Pos() < r.Len() {
		from := r.Pos()
		r.StepPhase(+1)
		n := r.Pos()
		if n != r.Len() && pts[n].samePhase(pts[n-1]) {
			t.Fatalf("StepPhase from %d stopped at %d, inside a phase", from, n)
		}
		for k := from + 1; k < n; k++ {
			if !pts[k].samePhase(pts[from]) {
				t.Fatalf("StepPhase from %d to %d skipped the phase change at %d", from, n, k)
			}
		}
		seen++
	}
	if seen < 12 {
		t.Fatalf("only %d phases in a game of six turns", seen)
	}
	// Back: from inside a movement phase to its start, then to the start of the
	// combat phase before it.
	mid := -1
	for n := 2; n < r.Len(); n++ {
		if pts[n].Turn == 3 && pts[n].Phase == game.PhaseMovement && pts[n-1].samePhase(pts[n]) && pts[n-2].samePhase(pts[n]) {
			mid = n
			break
		}
	}
	if mid < 0 {
		t.Fatal("no movement phase of turn 3 with two moves")
	}
	r.Goto(mid)
	r.StepPhase(-1)
	start := r.Pos()
	if start >= mid || pts[start].Phase != game.PhaseMovement || pts[start-1].samePhase(pts[start]) || pts[start].Turn != 3 {
		t.Fatalf("back from %d went to %d (%+v)", mid, start, pts[start])
	}
	r.StepPhase(-1)
	if p := pts[r.Pos()]; p.Phase != game.PhaseCombat || pts[r.Pos()-1].samePhase(p) {
		t.Fatalf("back again went to %d (%+v), want the start of the combat phase before", r.Pos(), p)
	}
	r.Goto(mid)
	r.StepTurn(+1)
	if p := pts[r.Pos()]; p.sameTurn(pts[mid]) || p.Phase != game.PhaseMovement || pts[r.Pos()-1].sameTurn(p) {
		t.Fatalf("StepTurn from %d went to %d (%+v)", mid, r.Pos(), p)
	}
	r.StepTurn(-1)
	if r.Pos() != start {
		t.Fatalf("a turn back from the next turn went to %d, want %d", r.Pos(), start)
	}
	r.StepTurn(-1)
	if p := pts[r.Pos()]; r.Pos() >= start || p.Turn != pts[start].Turn-1+int(pts[start].Side) || pts[r.Pos()-1].sameTurn(p) {
		t.Fatalf("a second turn back went to %d (%+v)", r.Pos(), p)
	}
	r.End()
	r.StepTurn(+1)
	if r.Pos() != r.Len() {
		t.Fatal("StepTurn past the end")
	}
	r.Home()
	r.StepPhase(-1)
	if r.Pos() != 0 {
		t.Fatal("StepPhase before the start")
	}
}

// A log line leads to the position right after the action that wrote it.
func TestReviewEventAction(t *testing.T) {
	g := recruitGame(t)
	r, err := FromGame(g)
	if err != nil {
		t.Fatal(err)
	}
	events := g.Events()
	for _, e := range []int{0, 1, len(events) / 2, len(events) - 1} {
		n := r.EventAction(e)
		if r.Points()[n].Events <= e || (n > 0 && r.Points()[n-1].Events > e) {
			t.Errorf("event %d: action %d, whose log has %d entries (before: %d)", e, n, r.Points()[n].Events, r.Points()[max(n-1, 0)].Events)
		}
		r.Goto(n)
		if got := r.Game().Events(); len(got) <= e || got[e].Kind != events[e].Kind {
			t.Errorf("event %d is not in the log at position %d", e, n)
		}
	}
}

// A history that does not replay is refused.
func TestReviewRefusesBadHistory(t *testing.T) {
	b := continent(t)
	a, err := game.ParseAction(b, "move red:inf1 40-40")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := New(b, game.Options{Seed: 1}, []game.Action{a}); err == nil {
		t.Fatal("an impossible move replayed")
	}
}

// The side and game figures of the recruit game: every entry is the position's, the
// losses match the units eliminated at the end, the luck sums to zero.
func TestStatsFollowThePositions(t *testing.T) {
	g := recruitGame(t)
	r, err := FromGame(g)
	if err != nil {
		t.Fatal(err)
	}
	s := r.Stats()
	if len(s.Turns) < 6 || s.Turns[0].Turn != 0 || s.Turns[1].Turn != 1 {
		t.Fatalf("turns: %+v", s.Turns)
	}
	for k, ts := range s.Turns {
		pos := fresh(t, g, ts.At)
		var strength, cities [2]int
		for u := 0; u < game.NumUnits; u++ {
			if pos.Unit(u).Status == game.OnBoard {
				strength[game.UnitInfo(u).Side] += game.UnitInfo(u).Combat()
			}
		}
		for c := range g.Board().Cities {
			cities[pos.Owner(c)]++
		}
		if ts.Strength != strength || ts.Cities != cities {
			t.Errorf("entry %d (turn %d, at %d): strength %v cities %v, the position has %v %v", k, ts.Turn, ts.At, ts.Strength, ts.Cities, strength, cities)
		}
		if k > 0 && ts.Turn != s.Turns[k-1].Turn+1 {
			t.Errorf("entry %d is turn %d after turn %d", k, ts.Turn, s.Turns[k-1].Turn)
		}
		if sum := ts.Luck[0] + ts.Luck[1]; sum > 1e-9 || sum < -1e-9 {
			t.Errorf("turn %d: luck %v does not add up to 0", ts.Turn, ts.Luck)
		}
	}
	end := s.Turns[len(s.Turns)-1]
	for _, side := range units.Sides {
		eliminated := 0
		for u := 0; u < game.NumUnits; u++ {
			if game.UnitInfo(u).Side == side && g.Unit(u).Status == game.Eliminated {
				eliminated++
			}
		}
		if end.LostTotal(side) != eliminated { // no replacements in this game
			t.Errorf("%s lost %d, %d are eliminated at the end", side, end.LostTotal(side), eliminated)
		}
	}
	if len(s.Battles) == 0 {
		t.Fatal("no battle rolled in six turns")
	}
	// At gives the same figures as the end of each game turn, and any moment between
	for _, ts := range s.Turns[1:] {
		got := s.At(fresh(t, g, ts.At), ts.At)
		got.Turn = ts.Turn // the entry names the game turn that ended, the position the next
		if d := got.Luck[0] - ts.Luck[0]; d < 1e-9 && d > -1e-9 {
			got.Luck = ts.Luck // summed in another order
		}
		if got != ts {
			t.Errorf("At(%d) = %+v, the turn's entry is %+v", ts.At, got, ts)
		}
	}
	mid := (s.Turns[2].At + s.Turns[3].At) / 2
	if got := s.At(fresh(t, g, mid), mid); got.Turn != 3 || got.LostTotal(units.Red) < s.Turns[2].LostTotal(units.Red) ||
		got.LostTotal(units.Red) > s.Turns[3].LostTotal(units.Red) {
		t.Errorf("At(%d) = %+v, between %+v and %+v", mid, got, s.Turns[2], s.Turns[3])
	}
}
