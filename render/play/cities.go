package play

import (
	"slices"

	"taktik/game"
	"taktik/maps"
	"taktik/units"
)

// Held is a city held by the side that is not its home (R21: it stays captured until
// retaken): the board prints the city in its home colour, so the map marks who holds it
// now, along the city's outline.
type Held struct {
	City    int        // index into the board's cities
	Holder  units.Side // who holds it now
	Outline []Edge     // the edges of its squares that face no other square of it
	Corner  maps.Square
}

// Edge is one side of a square: 0 top, 1 right, 2 bottom, 3 left.
type Edge struct {
	Square maps.Square
	Side   int
}

// HeldCities are the cities held by the side that is not their home, in the board's
// order. Corner is the city's top-left square (the first row, its first column), where
// the map sets the holder's flag.
func HeldCities(g *game.Game) []Held {
	b := g.Board()
	var list []Held
	for k, c := range b.Cities {
		if g.Owner(k) == c.Side {
			continue
		}
		h := Held{City: k, Holder: g.Owner(k), Corner: c.Squares[0]}
		for _, s := range c.Squares {
			if s.Row < h.Corner.Row || (s.Row == h.Corner.Row && s.Col < h.Corner.Col) {
				h.Corner = s
			}
			for side, d := range [4][2]int{{-1, 0}, {0, 1}, {1, 0}, {0, -1}} {
				if !slices.Contains(c.Squares, maps.Square{Row: s.Row + d[0], Col: s.Col + d[1]}) {
					h.Outline = append(h.Outline, Edge{s, side})
				}
			}
		}
		list = append(list, h)
	}
	return list
}
