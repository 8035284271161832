package maps

import (
	"strings"
	"testing"
)

func mustParseSketch(t testing.TB, src string) *Board {
	t.Helper()
	b, err := ParseSketch([]byte(src))
	if err != nil {
		t.Fatalf("sketch refused: %v\n%s", err, src)
	}
	return b
}

func squareNamed(name string) Square {
	s, err := ParseSquare(name)
	if err != nil {
		panic(err)
	}
	return s
}

var plain6x8 = []string{"........", "........", "........", "........", "........", "........"}

// TestNeighboursR2: every square has up to eight neighbours, whatever their terrain;
// edges have five, corners three.
func TestNeighboursR2(t *testing.T) {
	b := mustParseSketch(t, sketchMap([]string{".......", "...~...", "..~....", "...~...", "......."}, noRiverRows))
	cases := []struct {
		square string
		want   int
	}{
		{"1-1", 3}, {"1-7", 3}, {"5-1", 3}, {"5-7", 3}, // corners
		{"1-4", 5}, {"3-1", 5}, {"3-7", 5}, {"5-4", 5}, // edges
		{"3-4", 8}, {"2-4", 8}, {"2-2", 8}, // inside, water or not
	}
	for _, c := range cases {
		s := squareNamed(c.square)
		got := b.Neighbours(s)
		if len(got) != c.want {
			t.Errorf("%s has %d neighbours %v, want %d", c.square, len(got), got, c.want)
		}
		for _, n := range got {
			if !Adjacent(s, n) || !b.In(n) {
				t.Errorf("%s lists %s, which is not an adjacent board square", c.square, n)
			}
		}
	}
}

// TestSeaCornerR2: a diagonal step between two squares whose two shared orthogonal
// neighbours are both water is refused; with only one of them water it is allowed.
func TestSeaCornerR2(t *testing.T) {
	//   1234567
	// 1 .......
	// 2 ...~...
	// 3 ..~.=~.
	// 4 ...~...
	// 5 .......
	b := mustParseSketch(t, sketchMap([]string{".......", "...~...", "..~.=~.", "...~...", "......."}, noRiverRows))
	cases := []struct {
		from, to string
		want     bool
		why      string
	}{
		{"2-3", "3-4", false, "2-4 and 3-3 are both water"},
		{"3-4", "2-3", false, "the same corner the other way"},
		{"3-4", "4-3", false, "3-3 and 4-4 are both water"},
		{"2-5", "3-4", true, "only 2-4 is water"},
		{"4-5", "3-4", true, "only 4-4 is water"},
		{"2-2", "3-1", true, "no water at all"},
		{"2-2", "2-3", true, "orthogonal land step"},
		{"2-3", "2-4", false, "into open water"},
		{"2-4", "2-5", false, "out of open water"},
		{"3-4", "3-5", true, "onto a sea bridge, which is land (R5)"},
		{"3-5", "2-6", true, "off a sea bridge; only 3-6 is water"},
		{"3-5", "4-6", true, "off a sea bridge; only 3-6 is water"},
		{"2-3", "2-3", false, "a square is not its own neighbour"},
		{"2-3", "4-3", false, "two squares apart"},
		{"5-1", "6-1", false, "off the board"}, {"1-7", "1-8", false, "off the board"},
	}
	for _, c := range cases {
		if got := b.CanStep(squareNamed(c.from), squareNamed(c.to)); got != c.want {
			t.Errorf("CanStep(%s, %s) = %v, want %v: %s", c.from, c.to, got, c.want, c.why)
		}
	}
	// StepIndexes agrees with CanStep for every pair.
	for i := 0; i < b.Size(); i++ {
		for _, j := range b.NeighbourIndexes(i) {
			in := false
			for _, k := range b.StepIndexes(i) {
				in = in || k == j
			}
			if in != b.CanStep(b.SquareAt(i), b.SquareAt(j)) {
				t.Errorf("StepIndexes and CanStep disagree on %s→%s", b.SquareAt(i), b.SquareAt(j))
			}
		}
	}
}

type riverStep struct {
	from, to string
	want     bool
}

// TestCrossesRiverR3 builds each river shape of R3 and asserts which steps cross it. An
// orthogonal step crosses a river on its edge; a diagonal step crosses only when both
// two-step detours around the corner cross, so a straight river through the corner
// blocks, and one that ends or bends there can be slipped past.
func TestCrossesRiverR3(t *testing.T) {
	cases := []struct {
		name   string
		rivers []string
		steps  []riverStep
	}{
		{"box round 3-3: a river on each of its n, e, s, w edges",
			// 2-3 south (north of 3-3); 3-2 east (west of 3-3); 3-3 east and south
			[]string{"........", ".._.....", ".|+....."},
			[]riverStep{
				{"3-3", "2-3", true}, {"2-3", "3-3", true}, // north
				{"3-3", "3-4", true}, {"3-4", "3-3", true}, // east
				{"3-3", "4-3", true}, {"4-3", "3-3", true}, // south
				{"3-3", "3-2", true}, {"3-2", "3-3", true}, // west
				{"3-3", "2-4", true}, {"3-3", "4-2", true}, // diagonals out of the box
				{"2-3", "2-4", false}, {"3-4", "4-4", false}, {"4-3", "4-4", false}, // beside the box
				{"2-2", "2-3", false}, {"2-4", "3-4", false},
			}},
		{"straight north-south river through the corner of 2-3, 2-4, 3-3, 3-4",
			[]string{"........", "..|.....", "..|....."},
			[]riverStep{
				{"2-3", "3-4", true}, {"3-4", "2-3", true},
				{"2-4", "3-3", true}, {"3-3", "2-4", true},
				{"2-3", "2-4", true}, {"3-3", "3-4", true},
				{"2-3", "3-3", false}, {"2-4", "3-4", false},
			}},
		{"straight east-west river through the same corner",
			[]string{"........", "..__...."},
			[]riverStep{
				{"2-3", "3-4", true}, {"2-4", "3-3", true},
				{"2-3", "3-3", true}, {"2-4", "3-4", true},
				{"2-3", "2-4", false}, {"3-3", "3-4", false},
			}},
		{"river ends at the corner: both diagonals slip past",
			[]string{"........", "..|....."},
			[]riverStep{
				{"2-3", "3-4", false}, {"3-4", "2-3", false},
				{"2-4", "3-3", false}, {"3-3", "2-4", false},
				{"2-3", "2-4", true}, {"3-3", "3-4", false},
			}},
		{"river bends at the corner round 2-4 (east of 2-3, south of 2-4)",
			[]string{"........", "..|_...."},
			[]riverStep{
				{"2-3", "3-4", false}, {"3-4", "2-3", false}, // both on the outside of the bend
				{"2-4", "3-3", true}, {"3-3", "2-4", true}, // out of the bend's inside
				{"2-4", "2-3", true}, {"2-4", "3-4", true},
				{"2-3", "3-3", false}, {"3-3", "3-4", false},
			}},
		{"river bends at the corner round 3-3 (south of 2-3, east of 3-3)",
			[]string{"........", ".._.....", "..|....."},
			[]riverStep{
				{"2-3", "3-4", false}, {"2-4", "3-3", true},
				{"3-3", "2-3", true}, {"3-3", "3-4", true},
			}},
		{"river one square away does not reach the corner",
			[]string{"........", "....|...", "....|..."},
			[]riverStep{
				{"2-3", "3-4", false}, {"2-4", "3-3", false},
				{"2-5", "3-6", true}, {"2-6", "3-5", true}, {"2-4", "3-5", false},
			}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			b := mustParseSketch(t, sketchMap(plain6x8, c.rivers))
			for _, s := range c.steps {
				if got := b.CrossesRiver(squareNamed(s.from), squareNamed(s.to)); got != s.want {
					t.Errorf("CrossesRiver(%s, %s) = %v, want %v", s.from, s.to, got, s.want)
				}
			}
		})
	}
}

// TestRoadStepR4: a road step joins two squares consecutive on one road. Squares of two
// roads that merely touch are not a road step; at a shared junction a unit may leave one
// road and follow the other.
func TestRoadStepR4(t *testing.T) {
	//   R-1 runs along row 2 and R-2 along row 3, side by side.
	//   R-3 runs along row 5; R-4 runs diagonally 6-3, 5-4, 4-5, 3-6 and meets R-3 at 5-4.
	b := mustParseSketch(t, sketchMap(plain6x8, noRiverRows,
		"road R-1 2-1..2-5",
		"road R-2 3-1..3-5",
		"road R-3 5-1..5-6",
		"road R-4 6-3..3-6",
	))
	cases := []struct {
		from, to string
		want     bool
		why      string
	}{
		{"2-2", "2-3", true, "consecutive on R-1"},
		{"2-3", "2-2", true, "the same, against the road's order"},
		{"2-2", "3-2", false, "R-1 to R-2: adjacent, not consecutive on one road"},
		{"2-2", "3-3", false, "R-1 to R-2 diagonally"},
		{"2-1", "2-3", false, "two squares apart on R-1"},
		{"2-3", "1-3", false, "off the road"},
		{"5-3", "5-4", true, "along R-3 into the junction"},
		{"5-4", "5-5", true, "along R-3 out of the junction"},
		{"5-4", "4-5", true, "leaving R-3 at the junction onto R-4"},
		{"5-4", "6-3", true, "leaving R-3 at the junction onto R-4, the other way"},
		{"5-3", "6-3", false, "R-3 to R-4 beside the junction: not consecutive"},
		{"5-5", "4-5", false, "R-3 to R-4 beside the junction, north side"},
		{"3-5", "3-6", false, "R-2 ends at 3-5; 3-6 is on R-4 only"},
		{"4-5", "3-6", true, "along R-4"},
		{"2-8", "2-9", false, "off the board"},
	}
	for _, c := range cases {
		if got := b.RoadStep(squareNamed(c.from), squareNamed(c.to)); got != c.want {
			t.Errorf("RoadStep(%s, %s) = %v, want %v: %s", c.from, c.to, got, c.want, c.why)
		}
	}
	if got := strings.Join(b.RoadsAt(squareNamed("5-4")), " "); got != "R-3 R-4" {
		t.Errorf("RoadsAt(5-4) = %q, want the junction's two roads", got)
	}
	if got := b.RoadsAt(squareNamed("4-4")); len(got) != 0 {
		t.Errorf("RoadsAt(4-4) = %v, want none", got)
	}
}

// TestRiverBridgeR5: a road crossing a river edge has a bridge there; a non-road step
// across the same river is no bridge.
func TestRiverBridgeR5(t *testing.T) {
	// A river runs north-south on the east edges of column 4. R-1 crosses it along row 3,
	// R-2 diagonally from 5-4 to 4-5.
	river := strings.Repeat("...|....\n", 6)
	b := mustParseSketch(t, sketchMap(plain6x8, strings.Split(strings.TrimSuffix(river, "\n"), "\n"),
		"road R-1 3-1..3-8",
		"road R-2 6-3 5-4 4-5",
	))
	cases := []struct {
		from, to      string
		cross, bridge bool
		why           string
	}{
		{"3-4", "3-5", true, true, "R-1 over the river"},
		{"3-5", "3-4", true, true, "R-1 over the river, westward"},
		{"5-4", "4-5", true, true, "R-2 over the river diagonally"},
		{"2-4", "2-5", true, false, "the same river, off the road"},
		{"2-4", "3-5", true, false, "diagonally onto the bridge's far square, off the road"},
		{"3-4", "2-5", true, false, "diagonally off the road from the bridge's near square"},
		{"4-4", "3-5", true, false, "diagonally from off the road onto R-1"},
		{"3-2", "3-3", false, false, "R-1, no river"},
		{"2-2", "2-3", false, false, "no road, no river"},
	}
	for _, c := range cases {
		a, d := squareNamed(c.from), squareNamed(c.to)
		if got := b.CrossesRiver(a, d); got != c.cross {
			t.Errorf("CrossesRiver(%s, %s) = %v, want %v: %s", c.from, c.to, got, c.cross, c.why)
		}
		if got := b.RiverBridge(a, d); got != c.bridge {
			t.Errorf("RiverBridge(%s, %s) = %v, want %v: %s", c.from, c.to, got, c.bridge, c.why)
		}
	}
}
