package place

import "testing"

// TestPlanMovesShrinksOrGivesWay: an overlay takes its first spot that covers nothing,
// moves before it shrinks, gives way where nothing fits, and shows all the same at its
// last spot and size when it must; a tag keeps off the tags before it.
func TestPlanMovesShrinksOrGivesWay(t *testing.T) {
	bounds := Rect{0, 0, 100, 100}
	keep := []Keep{{R: Rect{40, 40, 20, 20}, Kind: Values, Of: 7}}
	big, small := Size{30, 30}, Size{4, 4}
	for _, c := range []struct {
		name  string
		it    Item
		want  Placed
		apart []Rect
	}{
		{"free at the first spot", Item{Spots: []Point{{20, 20}}, Sizes: []Size{big}, Own: -1},
			Placed{R: Rect{5, 5, 30, 30}, Shown: true, Of: -1}, nil},
		{"moves off the values", Item{Spots: []Point{{50, 50}, {80, 80}}, Sizes: []Size{big}, Own: -1},
			Placed{R: Rect{65, 65, 30, 30}, Shown: true, Of: -1}, nil},
		{"moves before it shrinks", Item{Spots: []Point{{50, 30}, {80, 20}}, Sizes: []Size{big, small}, Own: -1},
			Placed{R: Rect{65, 5, 30, 30}, Shown: true, Of: -1}, nil},
		{"shrinks where it cannot move", Item{Spots: []Point{{50, 37}}, Sizes: []Size{big, small}, Own: -1},
			Placed{R: Rect{48, 35, 4, 4}, Size: 1, Shown: true, Of: -1}, nil},
		{"gives way", Item{Spots: []Point{{50, 50}}, Sizes: []Size{big}, Own: -1}, Placed{Of: -1}, nil},
		{"shows when it must, at its last spot", Item{Spots: []Point{{50, 50}, {45, 45}}, Sizes: []Size{big, small}, Own: -1, Must: true},
			Placed{R: Rect{43, 43, 4, 4}, Size: 1, Shown: true, Of: -1}, nil},
		{"touches its own", Item{Spots: []Point{{50, 50}}, Sizes: []Size{big}, Own: 7},
			Placed{R: Rect{35, 35, 30, 30}, Shown: true, Of: 7}, nil},
		{"stays in bounds", Item{Spots: []Point{{95, 10}, {20, 80}}, Sizes: []Size{big}, Own: -1},
			Placed{R: Rect{5, 65, 30, 30}, Shown: true, Of: -1}, nil},
		{"keeps apart", Item{Spots: []Point{{20, 20}, {20, 80}}, Sizes: []Size{big}, Own: -1, Apart: true},
			Placed{R: Rect{5, 65, 30, 30}, Shown: true, Of: -1}, []Rect{{10, 10, 10, 10}}},
	} {
		p := &Plan{Bounds: bounds, Keeps: keep, taken: c.apart}
		if got := p.Put(c.it); got != c.want {
			t.Errorf("%s: got %+v, want %+v", c.name, got, c.want)
		}
		p = &Plan{Bounds: bounds, Keeps: keep, taken: c.apart, Off: true}
		if got := p.Put(c.it); got.R != around(c.it.Spots[0].X, c.it.Spots[0].Y, c.it.Sizes[0]) || !got.Shown {
			t.Errorf("%s, switched off: got %+v, want the first spot at the first size", c.name, got)
		}
	}
}
