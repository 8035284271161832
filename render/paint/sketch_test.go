package paint

import (
	"testing"

	"taktik/maps"
)

// sketch is a small board with one of everything the painter draws: a strait with a sea
// bridge (5-9), forests, mountains, a river on the east edges of column 4 (rows 4–7)
// crossed by road R-1 along row 5, a Red port city, a Blue capital, a beach on the
// south coast and a bivouac area for each side.
const sketch = `taktik-map 1
size 10 16

terrain
~~~~~~~~~~~~~~~~
~...ff..~..mm..~
~...ff..~..mm..~
~.......~......~
~.......=......~
~.......~......~
~.......~..ff..~
~~......~......~
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
bivouac blue "I C" 3-10..3-13 4-10..4-12
`

func sketchBoard(t testing.TB) *maps.Board {
	t.Helper()
	b, err := maps.ParseSketch([]byte(sketch))
	if err != nil {
		t.Fatalf("the sketch board does not load: %v", err)
	}
	return b
}
