package game

import (
	"container/heap"

	"taktik/maps"
	"taktik/units"
)

// Why a square is out of reach. The movement search (explore, move.go) only finds the
// squares a unit can end on. When a player asks for another one, whyNot looks for the
// way the unit would take if some rules were set aside, with no limit on its cost, and
// names the first thing on that way that the rules do not let the unit past: too little
// movement (R11), a stop on contact (R12), a square a headquarters, armour or a
// mountain unit may not enter (R20, R23, R24), a friend on a sea bridge (R5), an enemy's
// square, terrain the unit never enters (R23, R24, R30), or water (R2). The search here
// only explains; what is legal is explore's business.

// waiver is a set of movement rules a diagnostic search sets aside.
type waiver uint8

const (
	waiveContact waiver = 1 << iota // squares next to enemies: no stop (R12), no bar (R20, R23, R24)
	waiveBridges                    // sea bridges held by friends may be passed (R5)
	waiveEnemies                    // enemy units' squares may be passed
	waiveTerrain                    // every land step costs 3 (R13), whatever terrain and weather
)

// wayFor is the cheapest way for unit u from where it stands to square index to under
// the movement rules less the waived ones, at any cost: the square indexes after the
// start, and the cost in thirds. With no waiver it follows explore's rules exactly.
func (g *Game) wayFor(u, to int, w waiver) ([]int, int, bool) {
	n := g.board.Size()
	dist := make([]int32, n)
	prev := make([]int32, n)
	for i := range dist {
		dist[i] = -1
	}
	start := g.board.Index(g.st.Units[u].Square)
	var costs []int8
	if g.advanced() && w&waiveTerrain == 0 {
		costs = g.stepCosts(u)
	}
	side := catalog[u].Side
	q := &wayQueue{}
	dist[start], prev[start] = 0, -1
	heap.Push(q, wayItem{start, 0})
	for q.Len() > 0 {
		it := heap.Pop(q).(wayItem)
		i, c := it.i, it.cost
		if c != dist[i] {
			continue // reached more cheaply since it was queued
		}
		if i == to {
			var way []int
			for j := i; j != start; j = int(prev[j]) {
				way = append(way, j)
			}
			for a, b := 0, len(way)-1; a < b; a, b = a+1, b-1 {
				way[a], way[b] = way[b], way[a]
			}
			return way, int(c), true
		}
		if i != start && w&waiveContact == 0 && g.stopsOn(u, i) {
			continue // R12
		}
		for k, j := range g.board.StepIndexes(i) {
			step := int32(3) // R13
			if costs != nil {
				if step = int32(costs[8*i+k]); step < 0 {
					continue // R23, R24, R30
				}
			}
			nc := c + step
			if dist[j] >= 0 && dist[j] <= nc {
				continue
			}
			if v := g.at(j); v >= 0 && v != u {
				switch {
				case catalog[v].Side != side:
					if w&waiveEnemies == 0 {
						continue
					}
				case g.board.TerrainAt(j) == maps.SeaBridge && w&waiveBridges == 0:
					continue // R5
				case w&waiveContact == 0 && g.stopsOn(u, j):
					continue // would have to stop on a friend
				}
			}
			if w&waiveContact == 0 && !g.mayEnter(u, j) {
				continue
			}
			dist[j], prev[j] = nc, int32(i)
			heap.Push(q, wayItem{j, nc})
		}
	}
	return nil, 0, false
}

type wayItem struct {
	i    int
	cost int32
}

// wayQueue is wayFor's queue, cheapest first (container/heap).
type wayQueue []wayItem

func (q wayQueue) Len() int           { return len(q) }
func (q wayQueue) Less(a, b int) bool { return q[a].cost < q[b].cost }
func (q wayQueue) Swap(a, b int)      { q[a], q[b] = q[b], q[a] }
func (q *wayQueue) Push(x any)        { *q = append(*q, x.(wayItem)) }
func (q *wayQueue) Pop() any {
	old := *q
	it := old[len(old)-1]
	*q = old[:len(old)-1]
	return it
}

// obstacle is the first thing on a way of unit u (square indexes after its start) that
// the movement rules do not let it past, as a clause for "… cannot reach X: clause"; nil
// when there is none.
func (g *Game) obstacle(u int, way []int) *Error {
	b := g.board
	side := catalog[u].Side
	from := b.Index(g.st.Units[u].Square)
	for k, j := range way {
		s := b.SquareAt(j)
		if g.moveCost(u, from, j) < 0 {
			return g.terrainClause(u, from, j)
		}
		v := g.at(j)
		switch {
		case v >= 0 && v != u && catalog[v].Side != side:
			return refuse("rule.why.stands.way", who(v), s)
		case v >= 0 && v != u && b.TerrainAt(j) == maps.SeaBridge:
			return refuse("rule.why.way.leads", // R5
				s, whom(v))
		case !g.mayEnter(u, j):
			return g.barClause(u, j)
		case k < len(way)-1 && g.stopsOn(u, j):
			return refuse("rule.why.way.would",
				s, beside(g.contactEnemy(side, j)))
		}
		from = j
	}
	return nil
}

// terrainClause says why unit u may never step from square index i to j (R23, R24, R30).
func (g *Game) terrainClause(u, i, j int) *Error {
	b := g.board
	s := b.SquareAt(j)
	switch {
	case b.TerrainAt(j) == maps.Mountain && catalog[u].Kind != units.Mountain:
		return refuse("rule.why.way.crosses",
			s)
	case b.TerrainAt(j) == maps.Forest && catalog[u].Kind == units.Armour:
		return refuse("rule.why.way.crosses.forest",
			s)
	case b.CrossesRiver(b.SquareAt(i), s):
		return g.floodClause(b.SquareAt(i), s)
	}
	return refuse("rule.why.cannot.step", b.SquareAt(i), s)
}

// barClause says why mayEnter keeps unit u off square index i, naming the enemy that
// does (R20, R23, R24), as a clause.
func (g *Game) barClause(u, i int) *Error {
	side, s := catalog[u].Side, g.board.SquareAt(i)
	switch {
	case catalog[u].Kind == units.HQ && g.enemyNext(side, i):
		return refuse("rule.why.way.leads.onto",
			s, beside(g.nextEnemy(side, i, nil)))
	case catalog[u].Kind == units.Armour && g.forestInfantryNext(side, i):
		v := g.nextEnemy(side, i, func(v, j int) bool {
			return catalog[v].Kind.Footsoldier() && g.board.TerrainAt(j) == maps.Forest
		})
		return refuse("rule.why.way.leads.onto.next",
			s, beside(v))
	}
	v := g.nextEnemy(side, i, func(v, j int) bool {
		return catalog[v].Kind == units.Mountain && g.board.TerrainAt(j) == maps.Mountain
	})
	return refuse("rule.why.way.leads.onto.next.mountains",
		s, beside(v))
}

// nextEnemy is an enemy unit of side next to square index i that fits (any when fits is
// nil; fits gets the unit and its square index), or the first enemy next to i.
func (g *Game) nextEnemy(side units.Side, i int, fits func(v, j int) bool) int {
	first := -1
	for _, j := range g.board.NeighbourIndexes(i) {
		v := g.at(j)
		if v < 0 || catalog[v].Side == side {
			continue
		}
		if fits == nil || fits(v, j) {
			return v
		}
		if first < 0 {
			first = v
		}
	}
	return first
}

// contactEnemy is an enemy unit that a unit of side on square index i would be in
// contact with (R12; in the advanced game not across a river, R25).
func (g *Game) contactEnemy(side units.Side, i int) int {
	if !g.advanced() {
		return g.nextEnemy(side, i, nil)
	}
	for k, j := range g.board.NeighbourIndexes(i) {
		if v := g.at(j); v >= 0 && catalog[v].Side != side && !g.acrossNeighbour(i, k) {
			return v
		}
	}
	return g.nextEnemy(side, i, nil)
}

// whyNot explains why unit u cannot end a move on square to, which the movement search
// did not find: what stands there, or what keeps the unit from getting there.
func (g *Game) whyNot(u int, to maps.Square) error {
	if !g.board.In(to) {
		return refuse("rule.drop.off.board", to)
	}
	i := g.board.Index(to)
	if v := g.at(i); v >= 0 {
		if v == u {
			return refuse("rule.sea.already.stands", who(u), to)
		}
		return refuse("rule.why.cannot.end", who(u), to, whom(v))
	}
	if !g.board.TerrainAt(i).Land() {
		return refuse("rule.terrain.cannot.enter", who(u), to)
	}
	if g.advanced() && !g.mayStand(u, i) {
		return g.terrainError(u, i)
	}
	if !g.mayEnter(u, i) {
		return g.enterError(u, i)
	}
	left := g.st.Units[u].Left
	from := g.board.Index(g.st.Units[u].Square)
	if stepsTo(g.board, from, i) {
		if c := g.moveCost(u, from, i); c > left {
			return refuse("rule.why.needs.enter", who(u), movement(c), to, MovePoints(left))
		}
	}
	if _, cost, ok := g.wayFor(u, i, 0); ok {
		// R11: the rules allow a way, only too long a one. Say so, and why a shorter way
		// that the eye sees is no way (R5, R12, R20, R23, R24).
		if short, c, ok := g.wayFor(u, i, waiveContact|waiveBridges); ok && c <= left {
			if ob := g.obstacle(u, short); ob != nil {
				return refuse("rule.why.cannot.reach",
					who(u), to, ob, movement(cost), MovePoints(left))
			}
		}
		return refuse("rule.why.cannot.reach.way",
			who(u), to, movement(cost), MovePoints(left))
	}
	for _, w := range []waiver{waiveContact | waiveBridges, waiveContact | waiveBridges | waiveEnemies,
		waiveContact | waiveBridges | waiveEnemies | waiveTerrain} {
		way, cost, ok := g.wayFor(u, i, w)
		if !ok {
			continue
		}
		ob := g.obstacle(u, way)
		switch {
		case ob == nil:
		case cost > left && w&waiveTerrain == 0:
			// R11 as well: even with the obstacle gone the way would be too long.
			return refuse("rule.why.cannot.reach.way.would",
				who(u), to, ob, movement(cost), MovePoints(left))
		default:
			return refuse("rule.why.cannot.reach.short", who(u), to, ob)
		}
		break
	}
	return refuse("rule.why.cannot.reach.no", who(u), to)
}
