package review

import "testing"

// BenchmarkFromGame lays out the recruit game (six turns, some 400 actions): the cost
// of opening the viewer or the charts at the end of a game.
func BenchmarkFromGame(b *testing.B) {
	g := recruitGame(b)
	for b.Loop() {
		if _, err := FromGame(g); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkStepBack is one step back by an action from the middle of the game: a
// replay from the snapshot at the start of the player turn.
func BenchmarkStepBack(b *testing.B) {
	r, err := FromGame(recruitGame(b))
	if err != nil {
		b.Fatal(err)
	}
	mid := r.Len() / 2
	for b.Loop() {
		r.Goto(mid)
		r.Step(-1)
	}
}
