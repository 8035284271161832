package ai

import (
	"testing"

	"taktik/game"
	"taktik/maps"
)

// testMap is a small board for positional tests: 12 rows × 16 columns of clear land
// with a lake in the middle, two cities a side and a bivouac area a side.
//
//	col  1234567890123456
//	 1   ................
//	 2   .B..............   B: Blaustadt (blue) 2-2
//	 3   ...........N....   N: Nordwacht (blue) 3-12
//	 4   ................
//	 5   ................
//	 6   ......~~~.......   a lake 6-7..7-9
//	 7   ......~~~.......
//	 8   ................
//	 9   ................
//	10   ..R.............   R: Rotdorf (red) 10-3
//	11   .............S..   S: Suedburg (red) 11-14
//	12   ................
const testMap = `taktik-map 1
size 12 16
terrain
................
................
................
................
................
......~~~.......
......~~~.......
................
................
................
................
................
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
city Blaustadt blue 2-2
city Nordwacht blue 3-12
city Rotdorf red 10-3
city Suedburg red 11-14
bivouac red "I C" 12-1..12-8
bivouac blue "I C" 1-9..1-16
`

func testBoard(t testing.TB) *maps.Board {
	t.Helper()
	b, err := maps.ParseSketch([]byte(testMap))
	if err != nil {
		t.Fatalf("test map: %v", err)
	}
	return b
}

// setUp starts a game on the test map with units placed as "id square" pairs and
// the given side to move.
func setUp(t testing.TB, first string, placements ...string) *game.Game {
	t.Helper()
	opts, err := game.ParseOptions([]string{"setup=empty", "first=" + first, "seed=1"})
	if err != nil {
		t.Fatal(err)
	}
	g, err := game.New(testBoard(t), opts)
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range placements {
		do(t, g, "place "+p)
	}
	do(t, g, "start")
	return g
}

// do applies an action written in protocol words.
func do(t testing.TB, g *game.Game, text string) {
	t.Helper()
	a, err := game.ParseAction(g.Board(), text)
	if err == nil {
		err = g.Apply(a)
	}
	if err != nil {
		t.Fatalf("%s: %v", text, err)
	}
}

func num(id string) int {
	n, ok := game.UnitNumber(id)
	if !ok {
		panic("no unit " + id)
	}
	return n
}

// where is a unit's square as text, "" when off the board.
func where(g *game.Game, id string) string {
	us := g.Unit(num(id))
	if us.Status != game.OnBoard {
		return ""
	}
	return us.Square.String()
}
