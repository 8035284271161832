package maps

import (
	"fmt"
	"strings"
	"testing"
)

// fullTaktikMap writes a plain 44-row map that satisfies every TAKTIK II check, so that tests
// can break one fact at a time and the benchmark has a continent-sized file before the
// real one is drawn. Squares in override get the given terrain letter.
//
// The picture: water round the edge; Red's island in rows 2–8, columns 2–13, cut off by
// water in row 9 and column 14 and joined by the sea bridges 9-4, 9-8 and 5-14; a bay in
// column 44 from the top down to row 24, crossed at 23-44 by the bridge of Blauburg, the
// Blue capital on both shores (23-43, 23-45); cities along the south coastSketch; a river on
// the east edges of column 20 (rows 10–30) crossed by road R-1.
func fullTaktikMap(cols int, override map[Square]byte) string {
	const rows = 44
	var sb strings.Builder
	fmt.Fprintf(&sb, "taktik-map 1\n# generated test map\nsize %d %d\n\nterrain\n", rows, cols)
	for r := 1; r <= rows; r++ {
		for c := 1; c <= cols; c++ {
			ch := byte('.')
			switch {
			case r == 1 || r == rows || c == 1 || c == cols:
				ch = '~'
			case r == 9 && c <= 14, c == 14 && r <= 9, c == 44 && r <= 24:
				ch = '~'
			case r >= 12 && r <= 13 && c >= 30 && c <= 33:
				ch = 'f'
			case r == 35 && c >= 40 && c <= 42:
				ch = 'm'
			}
			switch (Square{r, c}) {
			case Square{9, 4}, Square{9, 8}, Square{5, 14}, Square{23, 44}:
				ch = '='
			}
			if o, ok := override[Square{r, c}]; ok {
				ch = o
			}
			sb.WriteByte(ch)
		}
		sb.WriteByte('\n')
	}
	sb.WriteString("rivers\n")
	for r := 1; r <= rows; r++ {
		for c := 1; c <= cols; c++ {
			ch := byte('.')
			switch {
			case c == 20 && r >= 10 && r <= 30:
				ch = '|'
			case r == 30 && c >= 21 && c <= 25:
				ch = '_'
			}
			sb.WriteByte(ch)
		}
		sb.WriteByte('\n')
	}
	sb.WriteString(`
road R-1 15-5..15-30
road R-2 10-4..30-4
road R-3 2-5..8-5 9-4 10-4
road B-1 25-30..25-43
road B-2 2-47..22-47 23-46 23-45

city Rotheim red capital 2-3* 2-4
city Altburg red 43-3* 43-4*
city Brandt red 43-7* 43-8*
city Cellen red 43-11* 43-12*
city Dornau red 43-15* 43-16*
city Elmstadt red 43-19* 43-20*
city Fennick red 43-23* 42-23
city Blauburg blue capital 23-43* 23-44 23-45*
city Gartow blue 43-35* 43-36*
city Hollin blue 43-40*
city Ismark blue 43-47*
city Jorbeck blue 43-52* 42-52

beach Nordstrand 2-20..2-25
beach "Südstrand" 43-28..43-32
beach Buchtufer 18-43..22-43

bivouac red "I C" 20-5..20-11
bivouac red "II C" 22-5..22-11
bivouac red "III C" 24-5..24-11
bivouac red "IV C" 26-5..26-11
bivouac red "FIRST ARMY" 28-5..28-8
bivouac red "SECOND ARMY" 30-5..30-8
bivouac red REPLACEMENT 32-5..32-11
bivouac red "FIRST ARMY GROUP" 15-5
bivouac blue "I C" 20-47..20-53
bivouac blue "II C" 22-47..22-53
bivouac blue "III C" 24-47..24-53
bivouac blue "IV C" 26-47..26-53
bivouac blue "FIRST ARMY" 28-47..28-50
bivouac blue "SECOND ARMY" 30-47..30-50
bivouac blue REPLACEMENT 32-47..32-53
bivouac blue "FIRST ARMY GROUP" 25-44
`)
	return sb.String()
}

// lineContaining is the number of the first line of a text that contains a piece.
func lineContaining(t testing.TB, text, piece string) int {
	t.Helper()
	for k, l := range strings.Split(text, "\n") {
		if strings.Contains(l, piece) {
			return k + 1
		}
	}
	t.Fatalf("no line contains %q", piece)
	return 0
}

// mapReplaceOnce swaps one piece of a text and fails the test if it is not there exactly once.
func mapReplaceOnce(t testing.TB, text, old, repl string) string {
	t.Helper()
	if n := strings.Count(text, old); n != 1 {
		t.Fatalf("%q occurs %d times in the map", old, n)
	}
	return strings.Replace(text, old, repl, 1)
}

func TestFullMapParses(t *testing.T) {
	b, err := Parse([]byte(fullTaktikMap(56, nil)))
	if err != nil {
		t.Fatal(err)
	}
	if b.Rows != 44 || b.Cols != 56 || len(b.Cities) != 12 || len(b.Bivouacs) != 16 {
		t.Fatalf("got %d×%d, %d cities, %d bivouacs", b.Rows, b.Cols, len(b.Cities), len(b.Bivouacs))
	}
	for _, c := range []struct {
		sq   Square
		city string
	}{{Square{23, 43}, "Blauburg"}, {Square{23, 44}, "Blauburg"}, {Square{2, 3}, "Rotheim"}, {Square{2, 5}, ""}} {
		got := ""
		if city := b.CityAt(c.sq); city != nil {
			got = city.Name
		}
		if got != c.city {
			t.Errorf("CityAt(%s) = %q, want %q", c.sq, got, c.city)
		}
	}
}
