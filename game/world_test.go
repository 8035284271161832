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

// randomTurn plays the rest of the current player turn at random: first any pending
// replacements (R31), picked uniformly; in movement each unit may make one random legal
// move, or (advanced game) now and then a special operation, then the movement ends
// (once every HQ that must get away from the enemy has, R20); in
// combat the player picks uniformly among the legal actions (battles, nuclear strikes,
// rolls, retreats, losses, a marine's way back to sea, the end of the turn).
// check runs after every action.
func randomTurn(t testing.TB, g *Game, rng *rand.Rand, check func(a Action)) {
	side, turn := g.Side(), g.Turn()
	for g.Phase() != PhaseDone && g.Side() == side && g.Turn() == turn {
		var a Action
		if g.Phase() == PhaseMovement && g.Pending().Kind != NoDecision {
			legal := g.Legal() // R31: the month's replacements, each side in turn
			a = legal[rng.IntN(len(legal))]
		} else if g.Phase() == PhaseMovement {
			a = Action{Kind: ActEndMove, Unit: -1, Index: -1}
			lo := int(side) * units.PerSide
			for _, k := range rng.Perm(units.PerSide) {
				if g.Unit(lo+k).Moved || g.Unit(lo+k).Left == 0 || rng.IntN(4) == 0 {
					continue
				}
				if g.Unit(lo+k).Ops != 0 && rng.IntN(3) == 0 {
					if ops := g.LegalOperations(lo + k); len(ops) > 0 {
						a = ops[rng.IntN(len(ops))]
						break
					}
				}
				if moves := g.LegalMoves(lo + k); len(moves) > 0 {
					a = moves[rng.IntN(len(moves))]
					break
				}
			}
			if a.Kind == ActEndMove {
				a = mustLeave(g, rng, a)
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

// mustLeave is the end of the movement, or, while an HQ next to an enemy can still get
// away (R20), one of its ways out at random.
func mustLeave(g *Game, rng *rand.Rand, end Action) Action {
	hq, _, must := g.hqMustLeave()
	if !must {
		return end
	}
	ways := append(g.LegalMoves(hq), g.LegalOperations(hq)...)
	return ways[rng.IntN(len(ways))]
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

// advancedWorldMap is a board for random games of the advanced game: 20 rows × 30
// columns with a coast on the north and south, a strait down column 15 crossed by a sea
// bridge and a land neck, ports and beaches on both sides, forests, mountains, rivers
// with road bridges, and every formation's bivouac area on each side.
func advancedWorldMap() string {
	const rows, cols = 20, 30
	grid := make([][]byte, rows)
	river := make([][]byte, rows)
	for r := range grid {
		grid[r] = []byte(strings.Repeat(".", cols))
		river[r] = []byte(strings.Repeat(".", cols))
	}
	set := func(r, c int, ch byte) { grid[r-1][c-1] = ch }
	for c := 1; c <= cols; c++ {
		set(1, c, '~')
		set(rows, c, '~')
	}
	for r := 2; r < rows; r++ {
		if r < 9 || r > 11 {
			set(r, 15, '~')
		}
	}
	set(5, 15, '=')
	for r := 4; r <= 7; r++ { // forests
		for c := 9; c <= 11; c++ {
			set(r, c, 'f')
		}
		for c := 21; c <= 23; c++ {
			set(r+8, c, 'f')
		}
	}
	for r := 13; r <= 16; r++ { // mountains with a pass at row 15
		if r != 15 {
			set(r, 10, 'm')
			set(r, 11, 'm')
		}
		set(r-8, 26, 'm')
	}
	for r := 3; r <= 17; r++ { // a river east of column 7, one south of row 12 in the east
		river[r-1][6] = '|'
	}
	for c := 18; c <= 29; c++ {
		river[11][c-1] = '_'
	}
	var b strings.Builder
	fmt.Fprintf(&b, "taktik-map 1\nsize %d %d\nterrain\n", rows, cols)
	for _, row := range grid {
		b.Write(row)
		b.WriteByte('\n')
	}
	b.WriteString("rivers\n")
	for _, row := range river {
		b.Write(row)
		b.WriteByte('\n')
	}
	b.WriteString(`city Rothafen red capital 2-6* 2-7*
city Rotfurt red 10-9 10-10
city Suedhafen red 19-6* 19-7
city Blauhafen blue capital 2-24* 2-25*
city Blaufeld blue 10-21
city Ostport blue 19-25* 19-26
road R-1 2-7 3-7 4-8 5-8..9-8 10-9 10-10 10-11..10-14 10-15 10-16 10-17..10-20 10-21
road R-2 10-21 11-22 12-23 13-24..18-24 19-25
road R-3 10-9 11-8..18-8 19-7
road B-1 2-24 3-24 4-24..9-24 10-23 10-22 10-21
beach Nordstrand 2-10..2-13
beach Suedstrand 19-17..19-20
beach Ostkueste 2-18..2-21
`)
	areas := []string{"I C", "II C", "III C", "IV C", "FIRST ARMY", "SECOND ARMY", "REPLACEMENT", "FIRST ARMY GROUP"}
	for k, name := range areas {
		r := 2*k + 3
		fmt.Fprintf(&b, "bivouac red %q %d-1..%d-4 %d-1..%d-4\n", name, r, r, r+1, r+1)
		fmt.Fprintf(&b, "bivouac blue %q %d-27..%d-30 %d-27..%d-30\n", name, r, r, r+1, r+1)
	}
	return b.String()
}
