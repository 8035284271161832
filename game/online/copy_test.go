package online

import (
	"testing"

	"taktik/game"
	"taktik/game/gametest"
	"taktik/game/review"
)

// TestCopyReplayBeginsAtTheFirstTurn: a copy of an online game is set up by the place
// lines of the server's seed (StartCopy), 88 actions no player gave. Its replay goes
// through the same review as a local game set up from its seed, and begins where that
// one does: position 0 is the armies deployed at the first turn, and the first step is
// the first move (the replay viewer began with the placements, one step each).
func TestCopyReplayBeginsAtTheFirstTurn(t *testing.T) {
	board := gametest.Continent(t)
	local, err := game.New(board, game.Options{Mode: game.Basic, Seed: 5})
	if err != nil {
		t.Fatal(err)
	}
	var open Opening
	for u := range game.NumUnits {
		if st := local.Unit(u); st.Status == game.OnBoard {
			open.Places = append(open.Places, game.Action{Kind: game.ActPlace, Unit: u, Index: -1, To: st.Square}.String())
		}
	}
	cp, err := StartCopy(board, "mode=basic", &open)
	if err != nil {
		t.Fatal(err)
	}
	move := gametest.FirstMove(t, local)
	for _, g := range []*game.Game{local, cp} {
		if err := g.Apply(move); err != nil {
			t.Fatal(err)
		}
	}
	mine, err := review.FromGame(local)
	if err != nil {
		t.Fatal(err)
	}
	theirs, err := review.FromGame(cp.Clone()) // as the board opens the viewer on its game
	if err != nil {
		t.Fatal(err)
	}
	if theirs.Len() != mine.Len() || theirs.Len() != 1 {
		t.Fatalf("the copy's replay has %d steps, the local game's %d: want the one move each", theirs.Len(), mine.Len())
	}
	if a := theirs.Action(1); a.Kind != game.ActMove || a.Unit != move.Unit {
		t.Errorf("the copy's first step is %v, want the move %v", a, move)
	}
	start, was := theirs.At(0), mine.At(0)
	if start.Turn() != 1 || start.Phase() != was.Phase() || theirs.Points()[0].Turn != 1 {
		t.Fatalf("the copy's replay begins at turn %d in %v, the local game's at turn %d in %v", start.Turn(), start.Phase(), was.Turn(), was.Phase())
	}
	for u := range game.NumUnits {
		if start.Unit(u).Square != was.Unit(u).Square || start.Unit(u).Status != was.Unit(u).Status {
			t.Fatalf("at the copy's first position unit %d is on %v, in the local game on %v", u, start.Unit(u).Square, was.Unit(u).Square)
		}
	}
	if got := theirs.At(1).Unit(move.Unit).Square; got != move.To {
		t.Errorf("after the first step the unit is on %v, want %v", got, move.To)
	}
	if theirs.Final().Hash() != cp.Hash() || theirs.Opening() != cp.Opening() || cp.Opening() != len(open.Places)+1 {
		t.Errorf("the replay ends elsewhere than the copy, or its opening is %d of the copy's %d (%d places and the start)", theirs.Opening(), cp.Opening(), len(open.Places))
	}
}
