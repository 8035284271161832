package maps

import (
	"fmt"
	"strings"
	"testing"

	"taktik/units"
)

// sketchMap writes a small map file: header (lines 1–2), "terrain" (line 3), the terrain
// rows, "rivers", the river rows, then the item lines. A nil rivers leaves the section
// out; an empty one writes rows of dots.
func sketchMap(terrain, rivers []string, items ...string) string {
	cols := 0
	if len(terrain) > 0 {
		cols = len(terrain[0])
	}
	var sb strings.Builder
	fmt.Fprintf(&sb, "taktik-map 1\nsize %d %d\nterrain\n", len(terrain), cols)
	for _, row := range terrain {
		sb.WriteString(row + "\n")
	}
	if rivers != nil {
		sb.WriteString("rivers\n")
		for r := range terrain {
			if r < len(rivers) {
				sb.WriteString(rivers[r] + "\n")
			} else {
				sb.WriteString(strings.Repeat(".", cols) + "\n")
			}
		}
	}
	for _, it := range items {
		sb.WriteString(it + "\n")
	}
	return sb.String()
}

// coastSketch is a 5×7 board: a row of sea on top, land below. Its terrain rows are lines 4–8,
// "rivers" line 9, the river rows lines 10–14, and the first item line 15.
var coastSketch = []string{
	"~~~~~~~",
	".......",
	".......",
	".......",
	".......",
}

var noRiverRows = []string{}

// TestAcceptedSketches: unusual but sound files are read, and read right.
func TestAcceptedSketches(t *testing.T) {
	cases := []struct {
		name  string
		src   string
		check func(b *Board) string // "" when the board is as expected
	}{
		{"indented rows, comments, blank lines and CRLF line ends",
			strings.ReplaceAll("taktik-map 1 # header\n\nsize 2 3\nterrain\n  # cols 123\n  .f~  # row 1\n\n  m=.\nrivers\n  |..\n  ...\n", "\n", "\r\n"),
			func(b *Board) string {
				if b.Terrain(squareNamed("1-2")) != Forest || b.Terrain(squareNamed("2-1")) != Mountain || b.Terrain(squareNamed("2-2")) != SeaBridge {
					return "terrain misread"
				}
				if !b.River(squareNamed("1-1"), East) || !b.River(squareNamed("1-2"), West) || b.River(squareNamed("2-1"), East) {
					return "rivers misread"
				}
				return ""
			}},
		{"ranges run backwards and along diagonals",
			sketchMap(coastSketch, noRiverRows, "road R-1 2-5..2-2 3-1..5-3", `beach "Sand # 1" 2-7..2-6`),
			func(b *Board) string {
				got := fmt.Sprintf("%v %s %v", b.Roads[0].Squares, b.Beaches[0].Name, b.Beaches[0].Squares)
				if got != "[2-5 2-4 2-3 2-2 3-1 4-2 5-3] Sand # 1 [2-7 2-6]" {
					return got
				}
				return ""
			}},
		{"two bridge squares across a strait two squares wide",
			sketchMap([]string{".......", "~~~=~~~", "~~~=~~~", "......."}, noRiverRows, "road R-1 1-4..4-4"),
			func(b *Board) string {
				if !b.RoadStep(squareNamed("2-4"), squareNamed("3-4")) || !b.CanStep(squareNamed("1-4"), squareNamed("2-4")) {
					return "the crossing cannot be walked"
				}
				return ""
			}},
		{"a city on both shores of a bridge that is not one of its squares",
			sketchMap([]string{"~~~~~~~", "...=...", "~~~~~~~"}, noRiverRows, "city Doppelstadt blue 2-2* 2-3* 2-5* 2-6"),
			func(b *Board) string {
				if b.CityAt(squareNamed("2-4")) != nil || b.City("doppelstadt") != b.CityAt(squareNamed("2-6")) {
					return "city misread"
				}
				return ""
			}},
		{"bivouac labels in any case and a side in German",
			sketchMap(coastSketch, noRiverRows, `bivouac rot "first army group" 3-3`, "bivouac blau replacement 4-1..4-7"),
			func(b *Board) string {
				v := b.BivouacAt(squareNamed("3-3"))
				w := b.Bivouac(units.Blue, units.Replacement)
				if v == nil || v.Formation != units.ArmyGroup || v.Name != "FIRST ARMY GROUP" || w == nil || len(w.Squares) != 7 {
					return fmt.Sprint(b.Bivouacs)
				}
				return ""
			}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			b, err := ParseSketch([]byte(c.src))
			if err != nil {
				t.Fatalf("refused: %v", err)
			}
			if msg := c.check(b); msg != "" {
				t.Fatal(msg)
			}
		})
	}
}
