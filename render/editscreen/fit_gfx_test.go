//go:build gfx

package editscreen

import (
	"slices"
	"testing"
)

// TestFitLinesKeepsTheSentenceAboveTheButtons: a sentence of three lines in the room of
// two keeps two, the second ending in "…"; in room for all, all; in no room, the first.
func TestFitLinesKeepsTheSentenceAboveTheButtons(t *testing.T) {
	lines := []string{"Saved as", "/a/long/folder/mine.json;", "it stands under Your scenarios."}
	for _, c := range []struct {
		room float64
		want []string
	}{
		{40, []string{"Saved as", "/a/long/folder/mine.json; …"}},
		{60, lines},
		{5, []string{"Saved as …"}},
	} {
		if got := fitLines(lines, c.room, 17); !slices.Equal(got, c.want) {
			t.Errorf("in %v: %q, want %q", c.room, got, c.want)
		}
	}
	if lines[0] != "Saved as" {
		t.Error("the lines given were changed")
	}
}
