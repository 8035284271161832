package paint

import (
	"testing"

	"taktik/maps"
)

// sketch is a small board with one of everything the painter draws. Columns 1–8 are
// Red's, 9–16 Blue's: the border runs over land between columns 8 and 9 (rows 2–8).
// A strait in column 10 is crossed by the sea bridge 5-10; forests stand on 2-5..3-6 and
// 7-12..7-13, mountains on 2-12..3-13; a river runs on the east edges of column 4
// (rows 4–7) and road R-1 crosses it along row 5 (a river bridge at 5-4|5-5) and the
// strait over the sea bridge. Hafen is a Red port city (port 8-3, shore to the west),
// Blaustadt the Blue capital (port 8-15, shore to the east); the beach Sandbucht lies on
// the south coast (9-5..9-7); Red's FIRST ARMY and Blue's I C are bivouac areas.
const sketch = `taktik-map 1
size 10 16

terrain
~~~~~~~~~~~~~~~~
~...ff...~.mm..~
~...ff...~.mm..~
~........~.....~
~........=.....~
~........~.....~
~........~.ff..~
~~.......~.....~
~~~.....~~.....~
~~~~~~~~~~~~~~~~

rivers
................
................
................
...|............
...|............
...|............
...|............
................
................
................

road R-1 5-2..5-12
road B-1 5-12 6-12 7-13 8-14
city "Hafen" red 8-3* 8-4
city "Blaustadt" blue capital 7-14 8-14 8-15*
beach "Sandbucht" 9-5..9-7
bivouac red "FIRST ARMY" 2-2 2-3 3-2 3-3
bivouac blue "I C" 3-14 3-15 4-11..4-15
`

func sketchBoard(t testing.TB) *maps.Board {
	t.Helper()
	b, err := maps.ParseSketch([]byte(sketch))
	if err != nil {
		t.Fatalf("the sketch board does not load: %v", err)
	}
	return b
}
