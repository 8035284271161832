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
	farEnemy(b, open, open.Unit(u).Square)
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
			if len(c.g.found) == 0 {
				b.Fatal("the unit reaches nothing: the benchmark would measure nothing")
			}
			b.ReportMetric(float64(len(c.g.found)), "squares")
		})
	}
}

// farEnemy puts a lone blue division on the land square farthest from s, so that a test
// position is a game (R22: a side with no unit loses at once) without the enemy in the
// way of what is measured.
func farEnemy(b *testing.B, g *Game, s maps.Square) {
	b.Helper()
	board := g.Board()
	far, best := maps.Square{}, -1
	for i := range board.Size() {
		if t := board.SquareAt(i); board.TerrainAt(i).Land() && maps.Chebyshev(s, t) > best {
			far, best = t, maps.Chebyshev(s, t)
		}
	}
	if err := g.Apply(Action{Kind: ActPlace, Unit: num("blue:inf25"), To: far}); err != nil {
		b.Fatal(err)
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

// BenchmarkReachAdvanced: one unit's reach with the full terrain of the advanced game on
// the shipped map (goal: under 100 µs): an armoured division in its bivouac area at the
// start, an infantry division in the middle of the board, and the armour on a road
// (R-2 runs the length of Red's west), where a third a square carries it farthest.
func BenchmarkReachAdvanced(b *testing.B) {
	board := continentOrSkip(b)
	deployed, err := New(board, Options{Mode: Advanced, Seed: 1})
	if err != nil {
		b.Fatal(err)
	}
	open := func(id string, s maps.Square) (*Game, int) {
		g, err := New(board, Options{Mode: Advanced, Setup: SetupEmpty})
		if err != nil {
			b.Fatal(err)
		}
		u := num(id)
		if err := g.Apply(Action{Kind: ActPlace, Unit: u, To: s}); err != nil {
			b.Fatal(err)
		}
		farEnemy(b, g, s)
		if err := g.Apply(Action{Kind: ActStart}); err != nil {
			b.Fatal(err)
		}
		return g, u
	}
	middle, inf := open("red:inf1", maps.Square{Row: 22, Col: 28})
	road, arm := open("red:arm1", maps.Square{Row: 20, Col: 7})
	for _, c := range []struct {
		name string
		g    *Game
		u    int
	}{{"deployed", deployed, num("red:arm1")}, {"middle", middle, inf}, {"road", road, arm}} {
		b.Run(c.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				c.g.explore(c.u)
			}
			if len(c.g.found) == 0 {
				b.Fatal("the unit reaches nothing: the benchmark would measure nothing")
			}
			b.ReportMetric(float64(len(c.g.found)), "squares")
		})
	}
}

// BenchmarkLegalMovementAdvanced: the legal actions of a whole movement phase of the
// advanced game on the shipped map (goal: under 5 ms): at the start, and with both
// paratroop divisions in a city, where each may land on a thousand squares.
func BenchmarkLegalMovementAdvanced(b *testing.B) {
	board := continentOrSkip(b)
	g, err := New(board, Options{Mode: Advanced, Seed: 1})
	if err != nil {
		b.Fatal(err)
	}
	para := g.Clone()
	para.st.Units[num("red:para1")].Ops = OpDrop
	para.st.Units[num("red:para2")].Ops = OpDrop
	for _, c := range []struct {
		name string
		g    *Game
	}{{"start", g}, {"paratroops", para}} {
		b.Run(c.name, func(b *testing.B) {
			b.ReportAllocs()
			n := 0
			for b.Loop() {
				n = len(c.g.Legal())
			}
			b.ReportMetric(float64(n), "actions")
		})
	}
}

// BenchmarkRandomGameAdvanced: a complete random game of the advanced game, 200 player
// turns on the shipped map.
func BenchmarkRandomGameAdvanced(b *testing.B) {
	board := continentOrSkip(b)
	seed, turns := uint64(0), 0
	for b.Loop() {
		seed++
		g, err := New(board, Options{Mode: Advanced, Seed: seed, TurnLimit: 100})
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
