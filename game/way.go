package game

import "taktik/maps"

// Among the ways of the same cost to a square, the one shown and taken is the one a
// player reads as straight: the fewest turns, then the one nearest the straight line
// from the start. Nearest the line alone zig-zags: 31-20 → 31-21 → 32-22 → 32-23 →
// 33-24 keeps within half a square of it and turns three times, where 31-20 → 32-21 →
// 33-22 → 33-23 → 33-24 costs the same and turns once. The cost is never changed (R11).

// straightWays is wayTo's table, by square index and the direction of the step into
// the square: the best way from the start ending with that step, kept between calls
// like the search's buffers.
type straightWays struct {
	gen   uint32   // one per wayTo: the scores hold for one start and end
	stamp []uint32 // valid where == gen
	score []int64  // turns << 32 + distance from the line; noWay when none
	turn  []int8   // the direction of the step before, -1 when it started the way
}

const noWay = int64(1) << 62

// A step's direction is numbered by its row and column change, (dr+1)*3 + dc+1: 0-8,
// 4 being no step; back is the square a step of direction d into sq came from.
func back(sq maps.Square, d int) maps.Square {
	return maps.Square{Row: sq.Row - (d/3 - 1), Col: sq.Col - (d%3 - 1)}
}

// wayTo is the straightest of the last explore's cheapest ways for unit u to square
// index to (which it reached): the squares after the start.
func (g *Game) wayTo(u, to int) []maps.Square {
	s := &g.search
	w := &s.way
	if n := 9 * g.board.Size(); len(w.stamp) != n {
		w.stamp, w.score, w.turn = make([]uint32, n), make([]int64, n), make([]int8, n)
		w.gen = 0
	}
	if w.gen++; w.gen == 0 {
		clear(w.stamp)
		w.gen = 1
	}
	var costs []int8
	if g.advanced() {
		costs = g.stepCosts(u)
	}
	start := g.board.Index(g.st.Units[u].Square)
	best, bd := noWay, -1
	for d := range 9 {
		if sc := g.wayScore(u, start, to, to, d, costs); sc < best {
			best, bd = sc, d
		}
	}
	var path []maps.Square
	for j, d := to, bd; j != start; {
		sq := g.board.SquareAt(j)
		path = append(path, sq)
		j, d = g.board.Index(back(sq, d)), int(w.turn[9*j+d])
	}
	for a, b := 0, len(path)-1; a < b; a, b = a+1, b-1 {
		path[a], path[b] = path[b], path[a]
	}
	return path
}

// wayScore is the score of the best cheapest way from start to square index j whose
// last step has direction d (noWay when no cheapest way ends so), worked out once per
// wayTo: the turns it makes, then how far its squares lie from the line start-end.
func (g *Game) wayScore(u, start, end, j, d int, costs []int8) int64 {
	s := &g.search
	w := &s.way
	k := 9*j + d
	if w.stamp[k] == w.gen {
		return w.score[k]
	}
	w.stamp[k], w.score[k], w.turn[k] = w.gen, noWay, -1
	sq := g.board.SquareAt(j)
	from := back(sq, d)
	if d == 4 || !g.board.In(from) {
		return noWay
	}
	p := g.board.Index(from)
	if s.stamp[p] != s.gen || (p != start && g.stopsOn(u, p)) {
		return noWay // not reached, or reached only to stop there (R12)
	}
	step := int32(-1)
	for n, x := range g.board.StepIndexes(p) {
		if x == j {
			step = 3 // R13
			if costs != nil {
				step = int32(costs[8*p+n])
			}
		}
	}
	if step < 0 || s.cost[p]+step != s.cost[j] {
		return noWay // no step, or not a cheapest way
	}
	if p == start {
		w.score[k] = 0
		return 0
	}
	off := int64(g.offLine(start, end, p))
	for e := range 9 {
		sc := g.wayScore(u, start, end, p, e, costs)
		if sc == noWay {
			continue
		}
		if e != d {
			sc += 1 << 32
		}
		if sc += off; sc < w.score[k] {
			w.score[k], w.turn[k] = sc, int8(e)
		}
	}
	return w.score[k]
}

// offLine is how far square index x lies from the straight line between square indexes
// a and b: twice the area of the triangle, in squares.
func (g *Game) offLine(a, b, x int) int {
	sa, sb, sx := g.board.SquareAt(a), g.board.SquareAt(b), g.board.SquareAt(x)
	d := (sb.Row-sa.Row)*(sx.Col-sa.Col) - (sb.Col-sa.Col)*(sx.Row-sa.Row)
	if d < 0 {
		return -d
	}
	return d
}
