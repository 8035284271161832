package paint

import (
	"testing"

	"taktik/maps"
)

// On the shipped continent every label lies inside the board, clear of every other
// label and of every city square, at every size.
func TestContinentLabelsApart(t *testing.T) {
	b, err := maps.Continent()
	if err != nil {
		t.Fatal(err)
	}
	want := len(b.Cities) + len(b.Bivouacs) + len(b.Beaches)
	for _, size := range []int{12, 16, 24, 32, 48, 64} {
		p, err := paintBoard(b, size)
		if err != nil {
			t.Fatal(err)
		}
		if len(p.labelled) != want {
			t.Fatalf("size %d: %d labels placed, want %d", size, len(p.labelled), want)
		}
		grid := p.l.Grid()
		for i, r := range p.labelled {
			if !r.In(grid) {
				t.Errorf("size %d: label %d at %v leaves the board %v", size, i, r, grid)
			}
			for _, c := range b.Cities {
				for _, s := range c.Squares {
					if r.Overlaps(p.l.SquareRect(s)) {
						t.Errorf("size %d: label %d at %v hides city %s's square %s", size, i, r, c.Name, s)
					}
				}
			}
			for j, q := range p.labelled[:i] {
				if r.Overlaps(q) {
					t.Errorf("size %d: labels %d %v and %d %v overlap", size, j, q, i, r)
				}
			}
		}
	}
}
