package game

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"taktik/maps"
	"taktik/units"
)

// worldMap is a mid-sized board with every formation's bivouac area on each side, for
// random games while the continent is not drawn: 20 rows × 28 columns, a strait down
// column 14 crossed by two sea bridges and a land neck, a lake, three cities a side.
func worldMap() string {
	const rows, cols = 20, 28
	grid := make([][]byte, rows)
	for r := range grid {
		grid[r] = []byte(strings.Repeat(".", cols))
	}
	for r := 0; r < rows; r++ {
		if r < 8 || r > 10 {
			grid[r][13] = '~'
		}
	}
	grid[4][13], grid[15][13] = '=', '='
	for r := 14; r < 17; r++ {
		for c := 5; c < 9; c++ {
			grid[r][c] = '~'
		}
	}
	var b strings.Builder
	fmt.Fprintf(&b, "taktik-map 1\nsize %d %d\nterrain\n", rows, cols)
	for _, row := range grid {
		b.Write(row)
		b.WriteByte('\n')
	}
	b.WriteString("rivers\n")
	for r := 0; r < rows; r++ {
		b.WriteString(strings.Repeat(".", cols) + "\n")
	}
	b.WriteString(`city Rotheim red 3-8 3-9
city Rotfurt red 10-9 11-9
city Rotmark red 18-10
city Blauburg blue 3-20 4-20
city Blaufeld blue 10-19
city Blaustein blue 17-21 17-22
`)
	areas := []string{"I C", "II C", "III C", "IV C", "FIRST ARMY", "SECOND ARMY", "REPLACEMENT", "FIRST ARMY GROUP"}
	for k, name := range areas {
		r := 2*k + 1
		fmt.Fprintf(&b, "bivouac red %q %d-1..%d-4 %d-1..%d-4\n", name, r, r, r+1, r+1)
		fmt.Fprintf(&b, "bivouac blue %q %d-25..%d-28 %d-25..%d-28\n", name, r, r, r+1, r+1)
	}
	return b.String()
}

// randomTurn plays the rest of the current player turn at random: in movement each unit
// may make one random legal move, then the movement ends; in combat the player picks
// uniformly among the legal actions (battles, rolls, retreats, losses, the end of the
// turn). check runs after every action.
func randomTurn(t testing.TB, g *Game, rng *rand.Rand, check func(a Action)) {
	side, turn := g.Side(), g.Turn()
	for g.Phase() != PhaseDone && g.Side() == side && g.Turn() == turn {
		var a Action
		if g.Phase() == PhaseMovement {
			a = Action{Kind: ActEndMove, Unit: -1, Index: -1}
			lo := int(side) * units.PerSide
			for _, k := range rng.Perm(units.PerSide) {
				if g.Unit(lo+k).Moved || g.Unit(lo+k).Left == 0 || rng.IntN(4) == 0 {
					continue
				}
				if moves := g.LegalMoves(lo + k); len(moves) > 0 {
					a = moves[rng.IntN(len(moves))]
					break
				}
			}
		} else {
			legal := g.Legal()
			if len(legal) == 0 {
				t.Fatalf("turn %d %s %s: no legal action", g.Turn(), g.Side(), g.Phase())
			}
			a = legal[rng.IntN(len(legal))]
		}
		if err := g.Apply(a); err != nil {
			t.Fatalf("turn %d: legal action %q refused: %v", g.Turn(), a, err)
		}
		if check != nil {
			check(a)
		}
	}
}

// continentOrSkip is the shipped board, or skips the test while it is not drawn yet.
func continentOrSkip(t testing.TB) *maps.Board {
	t.Helper()
	b, err := maps.Continent()
	if err != nil {
		t.Skipf("the shipped map is not available yet: %v", err)
	}
	return b
}
