package maps

import (
	"errors"
	"fmt"
	"strings"
	"testing"
)

// TestRefusedSketches: each broken file is refused with one sentence naming the line and
// the square (docs/map-format.md, "What the loader checks").
func TestRefusedSketches(t *testing.T) {
	cases := []struct {
		name string
		src  string
		want string
	}{
		{"empty file", "# nothing\n\n",
			`the map file is empty; it must start with the line "taktik-map 1"`},
		{"wrong header", "taktik map 1\n",
			`line 1: the file must start with "taktik-map 1"`},
		{"unknown version", "taktik-map 2\nsize 5 7\n",
			`line 1: format version "2" is not known; this loader reads taktik-map 1`},
		{"no size", "taktik-map 1\nterrain\n",
			`line 2: expected the size line, rows then columns, e.g. "size 44 56"`},
		{"size too big", "taktik-map 1\nsize 300 7\n",
			`line 2: size 300 7: rows and columns must be whole numbers from 1 to 200`},
		{"size not a number", "taktik-map 1\nsize 5 seven\n",
			`line 2: size 5 seven: rows and columns must be whole numbers from 1 to 200`},
		{"no terrain section", "taktik-map 1\nsize 5 7\nrivers\n",
			`line 3: the terrain section must come here; found "rivers"`},
		{"missing rivers section", sketchMap(coastSketch, nil, "road R-1 2-1..2-3"),
			`line 9: the rivers section must come here; found "road"`},
		{"missing rivers section at the end", sketchMap(coastSketch, nil),
			`line 8: the file ends before the rivers section`},
		{"unknown terrain letter", sketchMap([]string{"~~~~~~~", "..x....", ".......", ".......", "......."}, noRiverRows),
			`line 5: terrain row 2, square 2-3: 'x' is not a terrain letter (use . f m ~ =)`},
		{"short terrain row", sketchMap([]string{"~~~~~~~", "......", ".......", ".......", "......."}, noRiverRows),
			`line 5: terrain row 2 has 6 letters; size says 7 columns`},
		{"long terrain row", sketchMap([]string{"~~~~~~~", ".......", "........", ".......", "......."}, noRiverRows),
			`line 6: terrain row 3 has 8 letters; size says 7 columns`},
		{"terrain grid one row short", strings.Replace(sketchMap(coastSketch, noRiverRows), "size 5 7", "size 6 7", 1),
			`line 9: the terrain grid has 5 rows; size says 6`},
		{"unknown river letter", sketchMap(coastSketch, []string{".......", "...x..."}),
			`line 11: rivers row 2, square 2-4: 'x' is not a river letter (use . | _ +)`},
		{"short river row", sketchMap(coastSketch, []string{".......", "..."}),
			`line 11: rivers row 2 has 3 letters; size says 7 columns`},
		{"river on the outer east edge", sketchMap(coastSketch, []string{".......", "......|"}),
			`line 11: the river on the east edge of 2-7 runs along the board's outer edge`},
		{"river on the outer south edge", sketchMap(coastSketch, []string{".......", ".......", ".......", ".......", "_......"}),
			`line 14: the river on the south edge of 5-1 runs along the board's outer edge`},
		{"river between two water squares", sketchMap(coastSketch, []string{"|......"}),
			`line 10: the river on the east edge of 1-1 runs between two water squares`},
		{"unknown item", sketchMap(coastSketch, noRiverRows, "forest 2-2"),
			`line 15: "forest" does not start a map line; expected road, city, beach or bivouac`},
		{"unclosed quote", sketchMap(coastSketch, noRiverRows, `city "Foo red 2-2`),
			`line 15: a quoted name has no closing "`},
		{"not a square", sketchMap(coastSketch, noRiverRows, "road R-1 2-1 2x2"),
			`line 15: road R-1: "2x2" is not a square; write row-col, e.g. 15-5`},
		{"range not straight", sketchMap(coastSketch, noRiverRows, "road R-1 2-1..3-3"),
			`line 15: road R-1: 2-1..3-3 is not along a row, a column or a diagonal`},
		{"square off the board", sketchMap(coastSketch, noRiverRows, "road R-1 5-6 5-7 5-8"),
			`line 15: road R-1: square 5-8 is off the board (5 rows × 7 columns)`},
		{"range off the board", sketchMap(coastSketch, noRiverRows, "beach Sand 2-5..2-9"),
			`line 15: beach "Sand": square 2-9 is off the board (5 rows × 7 columns)`},
		{"square named twice", sketchMap(coastSketch, noRiverRows, "road R-1 2-1..2-3 2-2"),
			`line 15: road R-1 names square 2-2 twice`},
		{"road with a gap", sketchMap(coastSketch, noRiverRows, "road R-1 3-1 3-2", "road R-3 2-1..2-3 2-5"),
			`line 16: road R-3 jumps from 2-3 to 2-5; consecutive road squares must touch`},
		{"road of one square", sketchMap(coastSketch, noRiverRows, "road R-1 3-1"),
			`line 15: road R-1 has one square; a road joins at least two`},
		{"road over water", sketchMap(coastSketch, noRiverRows, "road R-1 1-1 2-1"),
			`line 15: road R-1 runs over open water at 1-1`},
		{"road slips through a sea corner", sketchMap([]string{"~~~~~~~", "...~...", "..~....", ".......", "......."}, noRiverRows,
			"road R-1 2-3 3-4"),
			`line 15: road R-1 slips diagonally from 2-3 to 3-4 between two water squares (R2)`},
		{"road name twice", sketchMap(coastSketch, noRiverRows, "road R-1 3-1 3-2", "road R-1 4-1 4-2"),
			`line 16: road R-1 is already named on line 15`},
		{"port mark on a road", sketchMap(coastSketch, noRiverRows, "road R-1 2-1* 2-2"),
			`line 15: road R-1: "2-1*": only city squares can be ports (*)`},
		{"port mark on a range", sketchMap(coastSketch, noRiverRows, "city Foo red 2-1*..2-2"),
			`line 15: city "Foo": "2-1*..2-2": mark each port square on its own, not in a range`},
		{"city in no country", sketchMap(coastSketch, noRiverRows, "city Foo green 2-2"),
			`line 15: city "Foo": "green" is not a country; write red or blue`},
		{"city squares not contiguous", sketchMap(coastSketch, noRiverRows, "city Foo red 3-2 3-4"),
			`line 15: city "Foo" is not contiguous: 3-4 touches none of its other squares (R6)`},
		{"city of five squares", sketchMap(coastSketch, noRiverRows, "city Foo red 3-1..3-5"),
			`line 15: city "Foo" has 5 squares; a city has 1 to 4 (R6)`},
		{"city on water", sketchMap(coastSketch, noRiverRows, "city Foo red 1-2 2-2"),
			`line 15: city "Foo": square 1-2 is open water`},
		{"two cities share a square", sketchMap(coastSketch, noRiverRows, "city Foo red 3-2 3-3", "city Bar blue 3-3 3-4"),
			`line 16: city "Bar": square 3-3 already belongs to "Foo" (line 15)`},
		{"city name twice in another case", sketchMap(coastSketch, noRiverRows, "city Foo red 3-2", "city FOO blue 4-4"),
			`line 16: city "FOO" is already named on line 15`},
		{"port not beside water", sketchMap(coastSketch, noRiverRows, "city Foo red 2-2* 3-2*"),
			`line 15: city "Foo": port square 3-2 is not beside water`},
		{"beach not beside water", sketchMap(coastSketch, noRiverRows, "beach Sand 2-2 3-2"),
			`line 15: beach "Sand": square 3-2 is not beside water`},
		{"beach on water", sketchMap(coastSketch, noRiverRows, "beach Sand 1-2"),
			`line 15: beach "Sand": square 1-2 is open water`},
		{"two beaches share a square", sketchMap(coastSketch, noRiverRows, "beach Sand 2-1..2-3", "beach Kies 2-3..2-5"),
			`line 16: beach "Kies": square 2-3 already belongs to beach "Sand" (line 15)`},
		{"bivouac with an unknown label", sketchMap(coastSketch, noRiverRows, `bivouac red "V C" 3-1`),
			`line 15: bivouac "V C" is not a label of the game; use "I C", "II C", "III C", "IV C", "FIRST ARMY", "SECOND ARMY", "REPLACEMENT", "FIRST ARMY GROUP"`},
		{"bivouac on a city", sketchMap(coastSketch, noRiverRows, `bivouac red "I C" 3-2..3-4`, "city Foo red 3-3"),
			`line 15: Red bivouac "I C": square 3-3 is in city "Foo"; no bivouac square may be a city square (R9)`},
		{"bivouac on water", sketchMap(coastSketch, noRiverRows, `bivouac blue "I C" 1-2..2-2`),
			`line 15: Blue bivouac "I C": square 1-2 is open water`},
		{"bivouacs overlap", sketchMap(coastSketch, noRiverRows, `bivouac red "I C" 3-1..3-4`, `bivouac red "II C" 3-4..4-4`),
			`line 16: Red bivouac "II C": square 3-4 already belongs to Red bivouac "I C" (line 15)`},
		{"bivouac in two pieces", sketchMap(coastSketch, noRiverRows, `bivouac red "I C" 3-1 3-2 3-4 4-4`),
			`line 15: Red bivouac "I C" is not one piece: 3-4 touches none of its other squares; units deploy in one area (R9)`},
		{"bivouac joined only through a sea corner", sketchMap([]string{"~~~~~~~", "...~...", "..~....", ".......", "......."}, noRiverRows,
			`bivouac blue "I C" 2-3 3-4`),
			`line 15: Blue bivouac "I C" is not one piece: 3-4 touches none of its other squares; units deploy in one area (R9)`},
		{"bivouac label twice", sketchMap(coastSketch, noRiverRows, `bivouac red "I C" 3-1`, `bivouac red "i c" 4-1`),
			`line 16: Red bivouac "I C" is already drawn on line 15`},
		{"sea bridge to nowhere", sketchMap([]string{"~~~~~~~", "~~~=~~~", "~~~~~~~", ".......", "......."}, noRiverRows),
			`line 5: sea bridge 2-4 leads nowhere: it has no land to step to on any side`},
		{"sea bridge as a pier", sketchMap([]string{"~~~=~~~", ".......", ".......", ".......", "......."}, noRiverRows),
			`line 4: sea bridge 1-4 touches land on one side only; it must join land to land across water (R5)`},
		{"sea bridge reaching land only through a sea corner", sketchMap([]string{"~~~~.~~", "~~~=~~~", "~~~.~~~", "~~.....", "......."}, noRiverRows),
			`line 5: sea bridge 2-4 touches land on one side only; it must join land to land across water (R5)`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := ParseSketch([]byte(c.src))
			if err == nil {
				t.Fatalf("accepted; want %q", c.want)
			}
			if err.Error() != c.want {
				t.Fatalf("error\n got %q\nwant %q", err, c.want)
			}
			var e *Error
			if !errors.As(err, &e) {
				t.Fatalf("error is a %T, want *Error", err)
			}
		})
	}
}

// TestParseNeedsTaktikCounts: a sketch that ParseSketch accepts is refused by Parse for
// the TAKTIK II counts it lacks (R6).
func TestParseNeedsTaktikCounts(t *testing.T) {
	cases := []struct {
		name  string
		items []string
		want  string
	}{
		{"no capital", []string{"city Foo red 2-2*", "city Bar blue 2-6*"},
			`Red has no capital; mark one city with "capital"`},
		{"one red city", []string{"city Foo red capital 2-2*", "city Bar blue capital 2-6*"},
			`Red has 1 city; TAKTIK II gives it 7 (R6)`},
		{"second capital", []string{"city Foo red capital 2-2*", "city Bar red capital 2-6*"},
			`line 16: city "Bar" is a second capital for Red; each country has one`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			src := sketchMap(coastSketch, noRiverRows, c.items...)
			if _, err := ParseSketch([]byte(src)); err != nil {
				t.Fatalf("ParseSketch refused the sketch: %v", err)
			}
			_, err := Parse([]byte(src))
			if err == nil || err.Error() != c.want {
				t.Fatalf("Parse error %v, want %q", err, c.want)
			}
		})
	}
}

// TestRefusedContinents breaks one TAKTIK II fact at a time on the generated full map
// (R1, R5, R6, R9).
func TestRefusedContinents(t *testing.T) {
	base := fullTaktikMap(56, nil)
	cases := []struct {
		name    string
		src     string
		line    string // a piece of the line the error names; "" for none
		message string
	}{
		{"Red has six cities", mapReplaceOnce(t, base, "city Fennick red 43-23* 42-23\n", ""),
			"", `Red has 6 cities; TAKTIK II gives it 7 (R6)`},
		{"Blue has six cities", mapReplaceOnce(t, base, "city Ismark blue 43-47*", "city Ismark blue 43-47\ncity Kolm blue 42-30"),
			"", `Blue has 6 cities; TAKTIK II gives it 5 (R6)`},
		{"Red has eleven port squares", mapReplaceOnce(t, base, "43-23* 42-23", "43-23 42-23"),
			"", `Red has 11 port squares; TAKTIK II gives it 12 (R6)`},
		{"Blue has eight port squares", mapReplaceOnce(t, base, "43-52* 42-52", "43-52* 43-53*"),
			"", `Blue has 8 port squares; TAKTIK II gives it 7 (R6)`},
		{"Blue has no capital", mapReplaceOnce(t, base, "blue capital", "blue"),
			"", `Blue has no capital; mark one city with "capital"`},
		{"second Red capital", mapReplaceOnce(t, base, "city Altburg red", "city Altburg red capital"),
			"city Altburg", `city "Altburg" is a second capital for Red; each country has one`},
		{"board one column narrow", fullTaktikMap(55, nil),
			"size 44 55", `the board is 44 × 55; TAKTIK II is 44 rows × 56 columns (R1)`},
		{"Red city in Blue's country", mapReplaceOnce(t, base, "city Fennick red 43-23* 42-23", "city Fennick red 43-33* 42-33"),
			"city Fennick", `Red city "Fennick": square 43-33 lies in Blue's country (columns 29–56); a city stands in its own country`},
		{"Blue city reaching over the border", mapReplaceOnce(t, base, "city Gartow blue 43-35* 43-36*", "city Gartow blue 42-28 43-29* 43-30*"),
			"city Gartow", `Blue city "Gartow": square 42-28 lies in Red's country (columns 1–28); a city stands in its own country`},
		{"Blue capital away from 23-43",
			mapReplaceOnce(t, mapReplaceOnce(t, base, "blue capital", "blue"), "city Hollin blue", "city Hollin blue capital"),
			"city Hollin", `Blue's capital "Hollin" must hold 23-43`},
		{"Blue capital on one shore", mapReplaceOnce(t, base, "23-43* 23-44 23-45*", "23-43* 22-43* 23-44"),
			"city Blauburg", `Blue's capital "Blauburg" lies in 1 part; it must lie in two, one on each shore of the bay (R6)`},
		{"two bridges join Blue's capital",
			mapReplaceOnce(t, fullTaktikMap(56, map[Square]byte{{21, 44}: '='}), "23-43* 23-44 23-45*", "22-43 23-43* 22-45 23-45*"),
			"city Blauburg", `2 sea bridges join the two parts of Blue's capital "Blauburg"; TAKTIK II has 1 (R5)`},
		{"two bridges to Red's island", fullTaktikMap(56, map[Square]byte{{9, 8}: '~'}),
			"city Rotheim", `2 sea bridges join the island of Red's capital "Rotheim" to the mainland; TAKTIK II has 3 (R5)`},
		{"four bridges to Red's island", fullTaktikMap(56, map[Square]byte{{9, 11}: '='}),
			"city Rotheim", `4 sea bridges join the island of Red's capital "Rotheim" to the mainland; TAKTIK II has 3 (R5)`},
		{"Red's capital not on an island", fullTaktikMap(56, map[Square]byte{{9, 6}: '.'}),
			"city Rotheim", `Red's capital "Rotheim" is not on an island: its land reaches Red's mainland without a sea bridge (R6)`},
		{"a bivouac missing", mapReplaceOnce(t, base, "bivouac blue REPLACEMENT 32-47..32-53\n", ""),
			"", `Blue has no bivouac "REPLACEMENT" (R9)`},
		{"corps bivouac too small", mapReplaceOnce(t, base, `"I C" 20-5..20-11`, `"I C" 20-5..20-10`),
			`red "I C"`, `Red bivouac "I C" has 6 squares; I Corps needs at least 7`},
		{"army bivouac too small", mapReplaceOnce(t, base, `"SECOND ARMY" 30-47..30-50`, `"SECOND ARMY" 30-47..30-49`),
			`blue "SECOND ARMY"`, `Blue bivouac "SECOND ARMY" has 3 squares; Second Army needs at least 4`},
		{"bivouac across the border", mapReplaceOnce(t, base, `blue "FIRST ARMY" 28-47..28-50`, `blue "FIRST ARMY" 28-27..28-30`),
			`blue "FIRST ARMY"`, `Blue bivouac "FIRST ARMY": square 28-27 lies in Red's country`},
		{"Red army group away from 15-5", mapReplaceOnce(t, base, `red "FIRST ARMY GROUP" 15-5`, `red "FIRST ARMY GROUP" 15-6`),
			`red "FIRST ARMY GROUP"`, `Red bivouac "FIRST ARMY GROUP" must hold 15-5 (R9)`},
		{"Blue army group away from 25-44", mapReplaceOnce(t, base, `blue "FIRST ARMY GROUP" 25-44`, `blue "FIRST ARMY GROUP" 25-45`),
			`blue "FIRST ARMY GROUP"`, `Blue bivouac "FIRST ARMY GROUP" must hold 25-44 (R9)`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if _, err := ParseSketch([]byte(c.src)); err != nil {
				t.Fatalf("the broken map should still be a sound sketch: %v", err)
			}
			want := c.message
			if c.line != "" {
				want = fmt.Sprintf("line %d: %s", lineContaining(t, c.src, c.line), c.message)
			}
			_, err := Parse([]byte(c.src))
			if err == nil || err.Error() != want {
				t.Fatalf("Parse error\n got %v\nwant %s", err, want)
			}
		})
	}
}
