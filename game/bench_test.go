package game

import (
	"math/rand/v2"
	"testing"

	"taktik/maps"
)

// BenchmarkReach: one unit's reach on the shipped map (goal: under 50 µs): an armoured
// division in its crowded bivouac area at the start, and alone in the open middle of
// the board, where it reaches the most squares.
func BenchmarkReach(b *testing.B) {
	board := continentOrSkip(b)
	deployed, err := New(board, Options{Seed: 1})
	if err != nil {
		b.Fatal(err)
	}
	open, _ := New(board, Options{Setup: SetupEmpty})
	u := num("red:arm1")              // the longest reach: 7 squares
	for d := 0; d < board.Rows; d++ { // the land square nearest the middle
		s := maps.Square{Row: board.Rows/2 + d, Col: board.Cols / 2}
		if board.Terrain(s).Land() {
			if err := open.Apply(Action{Kind: ActPlace, Unit: u, To: s}); err != nil {
				b.Fatal(err)
			}
			break
		}
	}
	if err := open.Apply(Action{Kind: ActStart}); err != nil {
		b.Fatal(err)
	}
	for _, c := range []struct {
		name string
		g    *Game
	}{{"deployed", deployed}, {"open", open}} {
		b.Run(c.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				c.g.explore(u)
			}
			b.ReportMetric(float64(len(c.g.found)), "squares")
		})
	}
}

// BenchmarkLegalMovement: the legal actions of a whole movement phase on the shipped map
// (goal: under 5 ms).
func BenchmarkLegalMovement(b *testing.B) {
	board := continentOrSkip(b)
	g, err := New(board, Options{Seed: 1})
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	n := 0
	for b.Loop() {
		n = len(g.Legal())
	}
	b.ReportMetric(float64(n), "actions")
}

// BenchmarkRandomGame: a complete random game of 200 player turns on the shipped map
// (goal: under 1 s).
func BenchmarkRandomGame(b *testing.B) {
	board := continentOrSkip(b)
	seed, turns := uint64(0), 0
	for b.Loop() {
		seed++
		g, err := New(board, Options{Seed: seed, TurnLimit: 100})
		if err != nil {
			b.Fatal(err)
		}
		rng := rand.New(rand.NewPCG(seed, 1))
		for g.Phase() != PhaseDone {
			randomTurn(b, g, rng, nil)
			turns++
		}
	}
	b.ReportMetric(float64(turns)/float64(b.N), "playerturns/op")
}
