package game

import (
	"taktik/assets/i18n"
	"taktik/maps"
	"taktik/units"
)

// search holds the buffers of the movement search, kept between calls so that finding
// a unit's reach allocates nothing.
type search struct {
	cost   []int32  // cheapest cost in thirds to each square index, valid where stamp == gen
	stamp  []uint32 //
	gen    uint32
	bucket [][]int32    // squares waiting, by cost: costs are small whole numbers
	found  []int32      // the squares the unit can end on, from the last explore
	pairs  [][2]int32   // unit and end square of every move, gathered by movementActions
	way    straightWays // the straightest of the cheapest ways to one square (way.go)
	// the supply search's squares reached and queue (R32, supply.go)
	reachedBuf []bool
	queueBuf   []int
}

// ReachSquare is a square a unit can end its move on, and the cheapest cost there.
type ReachSquare struct {
	Square maps.Square
	Cost   int // thirds of a movement point (R11)
}

// explore finds every square unit u can end its move on now (R11–R13, R20), into g.found
// with the costs in g.cost (reach); wayTo picks the way to one square.
func (g *Game) explore(u int) { g.exploreWith(u, g.st.Units[u].Left) }

// exploreWith is explore with a budget of thirds other than what the unit has left: a
// marine's way back to a beach after its attack (R27).
func (g *Game) exploreWith(u, budget int) {
	var costs []int8 // the advanced game's step costs for this unit (terrain.go)
	if g.advanced() && g.st.Units[u].Status == OnBoard {
		costs = g.stepCosts(u)
	}
	g.search.reach(&g.layout, u, nil, budget, costs, false)
}

// reach is the movement search (R11–R13, R20, R23–R25) on a layout: a Dijkstra search
// over square indexes with costs in thirds, from where unit u stands, or from each of
// starts when it names any (a unit landing there by air or sea, R26–R28). It passes
// friends, never enters an enemy's square, stops on entering a square next to an enemy (a
// unit that starts next to one may still leave), and keeps HQs away from enemies. The
// squares it can end on are in s.found, cheapest first, the starts left out; with
// friends, also those a friend holds (the AI's plans move the friend first). The costs
// are in s.cost; costs is the advanced game's step table for u's kind (Game.StepCosts),
// nil in the basic game (every step 3, R13). Both the engine and the AI search here.
func (s *search) reach(l *layout, u int, starts []int32, budget int, costs []int8, friends bool) {
	n := l.board.Size()
	if len(s.cost) != n {
		s.cost = make([]int32, n)
		s.stamp = make([]uint32, n)
		s.gen = 0
	}
	s.gen++
	if s.gen == 0 {
		clear(s.stamp)
		s.gen = 1
	}
	s.found = s.found[:0]
	start := l.sq[u]
	if starts == nil {
		if start < 0 {
			return
		}
		starts = []int32{start}
	} else {
		start = -1
	}
	if budget <= 0 {
		return
	}
	left := int32(budget)
	for len(s.bucket) <= int(left) {
		s.bucket = append(s.bucket, make([]int32, 0, 16))
	}
	for c := range s.bucket {
		s.bucket[c] = s.bucket[c][:0]
	}
	for _, i := range starts {
		s.stamp[i], s.cost[i] = s.gen, 0
		s.bucket[0] = append(s.bucket[0], i)
	}
	for c := int32(0); c <= left; c++ {
		for k := 0; k < len(s.bucket[c]); k++ {
			i := s.bucket[c][k]
			if s.cost[i] != c {
				continue // reached more cheaply since it was queued
			}
			if c > 0 {
				if v := l.occ[i]; v < 0 || (friends && int(v) != u) {
					s.found = append(s.found, i)
				}
				if l.stopsOn(u, int(i)) {
					continue // R12: contact ends the move here
				}
			}
			for k, j := range l.board.StepIndexes(int(i)) {
				step := int32(3) // R13
				if costs != nil {
					if step = int32(costs[8*int(i)+k]); step < 0 {
						continue // R23, R24: terrain the unit never enters
					}
				}
				nc := c + step
				if nc > left || (s.stamp[j] == s.gen && s.cost[j] <= nc) {
					continue // as cheap a way is known: which one is shown is for wayTo
				}
				if !l.passable(u, j) || !l.mayEnter(u, j) {
					continue
				}
				if v := l.occ[j]; !friends && v >= 0 && int(v) != u && l.stopsOn(u, j) {
					continue // would have to stop on a friend: neither an end nor a way
				}
				s.stamp[j], s.cost[j] = s.gen, nc
				s.bucket[nc] = append(s.bucket[nc], int32(j))
			}
		}
	}
}

// Reach lists every square unit u can end its move on now, cheapest first, with the cost
// in thirds of the cheapest legal way there. It is empty when the unit cannot move (not
// its side's movement phase, no movement left, off the board, or boxed in).
func (g *Game) Reach(u int) []ReachSquare {
	if !g.canMove(u) {
		return nil
	}
	g.explore(u)
	list := make([]ReachSquare, len(g.found))
	for k, i := range g.found {
		list[k] = ReachSquare{g.board.SquareAt(int(i)), int(g.cost[i])}
	}
	return list
}

// canMove: unit u belongs to the side moving in its movement phase and is on the board.
func (g *Game) canMove(u int) bool {
	return u >= 0 && u < NumUnits && g.st.Phase == PhaseMovement && catalog[u].Side == g.st.Side &&
		g.st.Units[u].Status == OnBoard
}

// Path is the cheapest legal way for unit u to a square, the straightest where several
// cost the same (wayTo): the squares after its start, and the cost in thirds.
func (g *Game) Path(u int, to maps.Square) ([]maps.Square, int, error) {
	if err := g.checkMover(u); err != nil {
		return nil, 0, err
	}
	g.explore(u)
	if !g.board.In(to) || !g.reached(g.board.Index(to)) {
		return nil, 0, g.whyNot(u, to)
	}
	path := g.wayTo(u, g.board.Index(to))
	return path, int(g.cost[g.board.Index(to)]), nil
}

// reached reports whether the last explore found square index i as an end square.
func (g *Game) reached(i int) bool {
	return g.stamp[i] == g.gen && g.cost[i] > 0 && g.occ[i] < 0
}

// LegalMoves lists the moves of one unit: one per square it can end on (the path is the
// cheapest, found again when the move is applied).
func (g *Game) LegalMoves(u int) []Action {
	if !g.canMove(u) || g.st.Pending.Kind != NoDecision {
		return nil
	}
	g.explore(u)
	list := make([]Action, len(g.found))
	for k, i := range g.found {
		list[k] = Action{Kind: ActMove, Unit: u, Index: -1, To: g.board.SquareAt(int(i))}
	}
	return list
}

// checkMover: may unit u move at all now?
func (g *Game) checkMover(u int) error {
	if u < 0 || u >= NumUnits {
		return refuse("rule.combat.no.unit", u)
	}
	switch {
	case g.st.Phase != PhaseMovement:
		return refuse("rule.move.units.move",
			phaseWord(g.st.Phase))
	case catalog[u].Side != g.st.Side:
		return refuse("rule.move.belongs.turn", who(u), sideWord(catalog[u].Side), sideWord(g.st.Side))
	case g.st.Units[u].Status != OnBoard:
		return refuse("rule.combat.not.board", who(u))
	case g.st.Units[u].Left <= 0:
		return refuse("rule.move.no.movement", who(u))
	}
	return nil
}

// checkPath follows an exact path for unit u and gives its cost, or says what is wrong.
func (g *Game) checkPath(u int, path []maps.Square) (int, error) {
	from := g.board.Index(g.st.Units[u].Square)
	cost := 0
	for k, s := range path {
		if !g.board.In(s) {
			return 0, refuse("rule.drop.off.board", s)
		}
		i := g.board.Index(s)
		if !stepsTo(g.board, from, i) {
			// R2: the squares touch, the second is land, no step slips between two water squares
			return 0, refuse("rule.move.cannot.step",
				who(u), g.board.SquareAt(from), s)
		}
		step := g.moveCost(u, from, i)
		if step < 0 {
			return 0, g.terrainError(u, i)
		}
		cost += step
		if cost > g.st.Units[u].Left {
			return 0, refuse("rule.move.needs.reach", // R11
				who(u), movement(cost), s, MovePoints(g.st.Units[u].Left))
		}
		if v := g.at(i); v >= 0 && v != u && catalog[v].Side != catalog[u].Side {
			return 0, refuse("rule.move.cannot.pass", // R12
				who(u), s, whom(v))
		}
		if !g.passable(u, i) {
			return 0, refuse("rule.move.cannot.pass.sea", // R5
				who(u), s, whom(g.at(i)))
		}
		if !g.mayEnter(u, i) {
			return 0, g.enterError(u, i)
		}
		last := k == len(path)-1
		if !last && g.stopsOn(u, i) {
			return 0, refuse("rule.move.must.stop", // R12
				who(u), s, beside(g.contactEnemy(catalog[u].Side, i)))
		}
		if last {
			if v := g.at(i); v >= 0 {
				return 0, g.whyNot(u, s)
			}
		}
		from = i
	}
	return cost, nil
}

// stepsTo reports whether square index j is among the steps from i (R2).
func stepsTo(b *maps.Board, i, j int) bool {
	for _, k := range b.StepIndexes(i) {
		if k == j {
			return true
		}
	}
	return false
}

// applyMove moves a unit by its cheapest way to Action.To, or exactly along Action.Path
// when that names two or more squares.
func (g *Game) applyMove(a Action) (Action, error) {
	if err := g.checkMover(a.Unit); err != nil {
		return a, err
	}
	u := a.Unit
	var path []maps.Square
	var cost int
	if len(a.Path) >= 2 {
		if a.To != noSquare && a.To != a.Path[len(a.Path)-1] {
			return a, refuse("rule.move.path.must", a.To)
		}
		c, err := g.checkPath(u, a.Path)
		if err != nil {
			return a, err
		}
		path, cost = append([]maps.Square(nil), a.Path...), c
	} else {
		to := a.To
		if len(a.Path) == 1 {
			to = a.Path[0]
		}
		p, c, err := g.Path(u, to)
		if err != nil {
			return a, err
		}
		path, cost = p, c
	}
	to := path[len(path)-1]
	from := g.st.Units[u].Square
	g.put(u, to)
	us := &g.st.Units[u]
	us.Left -= cost
	us.Moved = true
	if us.Beach != (maps.Square{}) {
		us.Spare -= cost // R27: the way back to its beach is counted without the stop on contact
	}
	us.Ops = 0 // R26–R28: special operations come before a unit's own move
	if g.stopsOn(u, g.board.Index(to)) {
		us.Left = 0 // R12: a unit that has come into contact moves no further this turn
	}
	g.log(Event{Kind: EvMove, Units: []int{u}, Path: append([]maps.Square{from}, path...), Cost: cost})
	g.captureAtOnce()
	return Action{Kind: ActMove, Unit: u, Index: -1, To: to, Path: path}, nil
}

// sideName is a side's name for a sentence ("Red", "Rot").
func sideName(s units.Side, lang string) string {
	if s == units.Blue {
		return i18n.Text(lang, "side.blue")
	}
	return i18n.Text(lang, "side.red")
}
