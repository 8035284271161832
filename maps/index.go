package maps

import "strings"

// newBoard makes an all-water board of a size, ready to be filled by the loader.
func newBoard(rows, cols int) *Board {
	n := rows * cols
	b := &Board{Rows: rows, Cols: cols, terrain: make([]Terrain, n), riverE: make([]bool, n), riverS: make([]bool, n)}
	for i := range b.terrain {
		b.terrain[i] = Water
	}
	return b
}

// index derives the lookup tables from the terrain, rivers and lists. The loader calls it
// before validating.
func (b *Board) index() {
	n := b.Size()
	b.neighbours = make([][]int, n)
	b.steps = make([][]int, n)
	b.roadsAt = make([][]int, n)
	b.cityAt = fill(n, -1)
	b.beachAt = fill(n, -1)
	b.bivouacAt = fill(n, -1)
	b.portAt = make([]bool, n)
	b.roadNext = map[[2]int]bool{}
	// One backing array each, cut into eight-wide windows with capped capacity: a few
	// allocations instead of thousands, and an append by a caller cannot spill over.
	nbuf, sbuf := make([]int, 8*n), make([]int, 8*n)
	for i := 0; i < n; i++ {
		b.neighbours[i] = nbuf[8*i : 8*i : 8*i+8]
		b.steps[i] = sbuf[8*i : 8*i : 8*i+8]
		s := b.SquareAt(i)
		for dr := -1; dr <= 1; dr++ {
			for dc := -1; dc <= 1; dc++ {
				t := Square{s.Row + dr, s.Col + dc}
				if t == s || !b.In(t) {
					continue
				}
				j := b.Index(t)
				b.neighbours[i] = append(b.neighbours[i], j)
				if !b.terrain[i].Land() || !b.terrain[j].Land() {
					continue
				}
				if dr != 0 && dc != 0 && // R2: no slipping through a sea corner
					!b.Terrain(Square{s.Row, t.Col}).Land() && !b.Terrain(Square{t.Row, s.Col}).Land() {
					continue
				}
				b.steps[i] = append(b.steps[i], j)
			}
		}
	}
	for k, r := range b.Roads {
		for p, s := range r.Squares {
			i := b.Index(s)
			if len(b.roadsAt[i]) == 0 || b.roadsAt[i][len(b.roadsAt[i])-1] != k {
				b.roadsAt[i] = append(b.roadsAt[i], k)
			}
			if p > 0 {
				h := b.Index(r.Squares[p-1])
				b.roadNext[[2]int{h, i}] = true
				b.roadNext[[2]int{i, h}] = true
			}
		}
	}
	for k, c := range b.Cities {
		for _, s := range c.Squares {
			b.cityAt[b.Index(s)] = k
		}
		for _, s := range c.Ports {
			b.portAt[b.Index(s)] = true
		}
	}
	for k, c := range b.Beaches {
		for _, s := range c.Squares {
			b.beachAt[b.Index(s)] = k
		}
	}
	for k, c := range b.Bivouacs {
		for _, s := range c.Squares {
			b.bivouacAt[b.Index(s)] = k
		}
	}
}

func fill(n, v int) []int {
	s := make([]int, n)
	for i := range s {
		s[i] = v
	}
	return s
}

func equalFold(a, b string) bool {
	return strings.EqualFold(strings.TrimSpace(a), strings.TrimSpace(b))
}
