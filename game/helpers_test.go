package game

import (
	"strings"
	"testing"

	"taktik/maps"
)

// testMap is the small board most rules tests play on: 12 rows × 16 columns of clear
// land, a sea across row 7 crossed by one sea bridge at 7-8, a bay in the south-east
// with a sea corner, two cities a side and one bivouac area a side.
//
//	col  1234567890123456
//	 1   ................
//	 2   ....BBB.........   B: Blaustadt (blue) 2-5 2-6 2-7
//	 3   ................
//	 4   ................
//	 5   ................
//	 6   ................
//	 7   ~~~~~~~=~~~~~~~~   the sea bridge 7-8
//	 8   ................
//	 9   ................
//	10   ..RR..........~~   R: Rotdorf (red) 10-3 10-4
//	11   ............~~.~   sea corner: 11-15 land between water
//	12   ..............~.
const testMap = `taktik-map 1
size 12 16
terrain
................
................
................
................
................
................
~~~~~~~=~~~~~~~~
................
................
..............~~
............~~.~
..............~.
rivers
................
................
................
................
................
................
................
................
................
................
................
................
city Blaustadt blue 2-5 2-6 2-7
city Nordwacht blue 4-14
city Rotdorf red 10-3 10-4
city Suedhafen red 12-10
bivouac red "I C" 12-1..12-8
bivouac blue "I C" 1-9..1-16
`

func testBoard(t testing.TB, src string) *maps.Board {
	t.Helper()
	b, err := maps.ParseSketch([]byte(src))
	if err != nil {
		t.Fatalf("test map: %v", err)
	}
	return b
}

// position starts a game on the test map with the units placed as "id square" pairs,
// then starts play with a side to move.
func position(t testing.TB, first string, placements ...string) *Game {
	t.Helper()
	return positionOn(t, testBoard(t, testMap), first, placements...)
}

func positionOn(t testing.TB, b *maps.Board, first string, placements ...string) *Game {
	t.Helper()
	opts, err := ParseOptions([]string{"setup=empty", "first=" + first, "seed=1"})
	if err != nil {
		t.Fatal(err)
	}
	g, err := New(b, opts)
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range placements {
		do(t, g, "place "+p)
	}
	do(t, g, "start")
	return g
}

// do applies an action written in protocol words and fails the test if it is refused.
func do(t testing.TB, g *Game, text string) {
	t.Helper()
	a, err := ParseAction(g.Board(), text)
	if err == nil {
		err = g.Apply(a)
	}
	if err != nil {
		t.Fatalf("%s: %v", text, err)
	}
}

// refused applies an action that must be refused with a sentence containing want, and
// checks that the refusal changed nothing.
func refused(t testing.TB, g *Game, text, want string) {
	t.Helper()
	a, err := ParseAction(g.Board(), text)
	if err != nil {
		t.Fatalf("%s: %v", text, err)
	}
	before := g.Hash()
	n := len(g.st.History)
	err = g.Apply(a)
	if err == nil {
		t.Fatalf("%s: accepted, want refused (%q)", text, want)
	}
	if !strings.Contains(err.Error(), want) {
		t.Fatalf("%s: refused with %q, want a sentence containing %q", text, err, want)
	}
	if g.Hash() != before || len(g.st.History) != n {
		t.Fatalf("%s: the refusal changed the game", text)
	}
}

func sq(text string) maps.Square {
	s, err := maps.ParseSquare(text)
	if err != nil {
		panic(err)
	}
	return s
}

func num(id string) int {
	n, ok := UnitNumber(id)
	if !ok {
		panic("no unit " + id)
	}
	return n
}

// where is a unit's square as text, "" when off the board.
func where(g *Game, id string) string {
	us := g.Unit(num(id))
	if us.Status != OnBoard {
		return ""
	}
	return us.Square.String()
}

// reachMap is a unit's reach as square → cost.
func reachMap(g *Game, id string) map[string]int {
	m := map[string]int{}
	for _, r := range g.Reach(num(id)) {
		m[r.Square.String()] = r.Cost
	}
	return m
}
