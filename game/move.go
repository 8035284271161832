package game

import (
	"fmt"

	"taktik/maps"
	"taktik/units"
)

// search holds the buffers of the movement search, kept between calls so that finding
// a unit's reach allocates nothing.
type search struct {
	cost   []int32  // cheapest cost in thirds to each square index, valid where stamp == gen
	prev   []int32  // the square index the cheapest way came from
	stamp  []uint32 //
	gen    uint32
	bucket [][]int32  // squares waiting, by cost: costs are small whole numbers
	found  []int32    // the squares the unit can end on, from the last explore
	pairs  [][2]int32 // unit and end square of every move, gathered by movementActions
	// bridgesOpen lets a search pass sea bridges held by friends, only to explain a
	// refusal (blockedBridge); the rules never set it.
	bridgesOpen bool
	// the supply search's squares reached and queue (R32, supply.go)
	reachedBuf []bool
	queueBuf   []int
}

// ReachSquare is a square a unit can end its move on, and the cheapest cost there.
type ReachSquare struct {
	Square maps.Square
	Cost   int // thirds of a movement point (R11)
}

// explore finds every square unit u can end its move on now (R11–R13, R20): a Dijkstra
// search over square indexes with costs in thirds. It passes friends but never ends on
// one, never enters an enemy's square, stops on entering a square next to an enemy (a
// unit that starts next to one may still leave), and keeps HQs away from enemies. The
// result is in g.found, costs and ways in g.cost and g.prev.
func (g *Game) explore(u int) { g.exploreWith(u, g.st.Units[u].Left) }

// exploreWith is explore with a budget of thirds other than what the unit has left: a
// marine's way back to a beach after its attack (R27).
func (g *Game) exploreWith(u, budget int) {
	s := &g.search
	n := g.board.Size()
	if len(s.cost) != n {
		s.cost = make([]int32, n)
		s.prev = make([]int32, n)
		s.stamp = make([]uint32, n)
		s.gen = 0
	}
	s.gen++
	if s.gen == 0 {
		clear(s.stamp)
		s.gen = 1
	}
	s.found = s.found[:0]
	us := &g.st.Units[u]
	if us.Status != OnBoard || budget <= 0 {
		return
	}
	left := int32(budget)
	var costs []int8 // the advanced game's step costs for this unit (terrain.go)
	if g.advanced() {
		costs = g.stepCosts(u)
	}
	for len(s.bucket) <= int(left) {
		s.bucket = append(s.bucket, make([]int32, 0, 16))
	}
	for c := range s.bucket {
		s.bucket[c] = s.bucket[c][:0]
	}
	start := int32(g.board.Index(us.Square))
	s.stamp[start], s.cost[start], s.prev[start] = s.gen, 0, -1
	s.bucket[0] = append(s.bucket[0], start)
	for c := int32(0); c <= left; c++ {
		for k := 0; k < len(s.bucket[c]); k++ {
			i := s.bucket[c][k]
			if s.cost[i] != c {
				continue // reached more cheaply since it was queued
			}
			if i != start {
				if g.occ[i] < 0 {
					s.found = append(s.found, i)
				}
				if g.stopsOn(u, int(i)) {
					continue // R12: contact ends the move here
				}
			}
			for k, j := range g.board.StepIndexes(int(i)) {
				step := int32(3) // R13
				if costs != nil {
					if step = int32(costs[8*int(i)+k]); step < 0 {
						continue // R23, R24: terrain the unit never enters
					}
				}
				nc := c + step
				if nc > left || (s.stamp[j] == s.gen && s.cost[j] <= nc) {
					continue
				}
				if !g.passable(u, j) || !g.mayEnter(u, j) {
					continue
				}
				if v := g.occ[j]; v >= 0 && int(v) != u && g.stopsOn(u, j) {
					continue // would have to stop on a friend: neither an end nor a way
				}
				s.stamp[j], s.cost[j], s.prev[j] = s.gen, nc, i
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

// Path is the cheapest legal way for unit u to a square: the squares after its start,
// and the cost in thirds.
func (g *Game) Path(u int, to maps.Square) ([]maps.Square, int, error) {
	if err := g.checkMover(u); err != nil {
		return nil, 0, err
	}
	g.explore(u)
	if !g.board.In(to) || !g.reached(g.board.Index(to)) {
		return nil, 0, g.whyNot(u, to)
	}
	path := g.wayTo(g.board.Index(to))
	return path, int(g.cost[g.board.Index(to)]), nil
}

// reached reports whether the last explore found square index i as an end square.
func (g *Game) reached(i int) bool {
	return g.stamp[i] == g.gen && g.cost[i] > 0 && g.occ[i] < 0
}

// wayTo follows the last explore's ways back from square index i.
func (g *Game) wayTo(i int) []maps.Square {
	n := 0
	for j := int32(i); g.prev[j] >= 0; j = g.prev[j] {
		n++
	}
	path := make([]maps.Square, n)
	for j := int32(i); g.prev[j] >= 0; j = g.prev[j] {
		n--
		path[n] = g.board.SquareAt(int(j))
	}
	return path
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
		return refuse("there is no unit number %d", "es gibt keine Einheit Nummer %d", u)
	}
	id := catalog[u].ID
	switch {
	case g.st.Phase != PhaseMovement:
		return refuse("units move only in the movement phase; the game is in the %s phase",
			"Einheiten ziehen nur in der Bewegungsphase; das Spiel ist in der Phase %s", g.st.Phase)
	case catalog[u].Side != g.st.Side:
		return say(func(lang string) string {
			if lang == "de" {
				return fmt.Sprintf("%s gehört %s, und %s ist am Zug", id, sideName(catalog[u].Side, lang), sideName(g.st.Side, lang))
			}
			return fmt.Sprintf("%s belongs to %s, and it is %s's turn", id, sideName(catalog[u].Side, lang), sideName(g.st.Side, lang))
		})
	case g.st.Units[u].Status != OnBoard:
		return refuse("%s is not on the board", "%s steht nicht auf dem Spielplan", id)
	case g.st.Units[u].Left <= 0:
		return refuse("%s has no movement left this turn", "%s hat in diesem Zug keine Bewegung mehr", id)
	}
	return nil
}

// whyNot explains why unit u cannot end a move on square to.
func (g *Game) whyNot(u int, to maps.Square) error {
	id := catalog[u].ID
	if !g.board.In(to) {
		return refuse("%s is off the board", "%s liegt nicht auf dem Spielplan", to)
	}
	i := g.board.Index(to)
	if v := g.at(i); v >= 0 {
		if v == u {
			return refuse("%s already stands on %s", "%s steht schon auf %s", id, to)
		}
		return refuse("%s cannot end on %s: %s is held by %s", "%[1]s kann nicht auf %[2]s enden: dort steht %[4]s",
			id, to, to, catalog[v].ID)
	}
	if !g.board.TerrainAt(i).Land() {
		return refuse("%s cannot enter %s: it is water (R5)", "%s kann %s nicht betreten: es ist Wasser (R5)", id, to)
	}
	if g.advanced() && !g.mayStand(u, i) {
		return g.terrainError(u, i)
	}
	if !g.mayEnter(u, i) {
		return g.enterError(u, i)
	}
	from := g.board.Index(g.st.Units[u].Square)
	if stepsTo(g.board, from, i) {
		if c := g.moveCost(u, from, i); c > g.st.Units[u].Left {
			return refuse("%s needs %d thirds to enter %s but has %d left (R11)",
				"%s braucht %d Drittel, um %s zu betreten, hat aber nur %d (R11)", id, c, to, g.st.Units[u].Left)
		}
	}
	if b, v, ok := g.blockedBridge(u, i); ok {
		return refuse("%s cannot reach %s: its way leads over the sea bridge %s, where %s stands, and a sea bridge carries one unit at a time (R5)",
			"%s erreicht %s nicht: sein Weg führt über die Seebrücke %s, auf der %s steht, und eine Seebrücke trägt nur eine Einheit (R5)",
			id, to, b, catalog[v].ID)
	}
	return refuse("%s cannot reach %s with the %d thirds of movement it has left: units stop next to enemies, never pass them, and never end on a friend (R11, R12)",
		"%s erreicht %s nicht mit den %d Dritteln Bewegung, die ihm bleiben: Einheiten halten neben Feinden, ziehen nie durch sie und enden nie auf einer eigenen Einheit (R11, R12)",
		id, to, g.st.Units[u].Left)
}

// blockedBridge finds out whether unit u could reach square index i if the sea bridges its
// friends stand on could be passed, and gives the first such bridge on that way and the
// unit on it (R5).
func (g *Game) blockedBridge(u, i int) (maps.Square, int, bool) {
	g.bridgesOpen = true
	g.explore(u)
	g.bridgesOpen = false
	if !g.reached(i) {
		return maps.Square{}, -1, false
	}
	for _, s := range g.wayTo(i) {
		j := g.board.Index(s)
		if v := g.at(j); v >= 0 && v != u && g.board.TerrainAt(j) == maps.SeaBridge {
			return s, v, true
		}
	}
	return maps.Square{}, -1, false
}

// checkPath follows an exact path for unit u and gives its cost, or says what is wrong.
func (g *Game) checkPath(u int, path []maps.Square) (int, error) {
	id := catalog[u].ID
	from := g.board.Index(g.st.Units[u].Square)
	cost := 0
	for k, s := range path {
		if !g.board.In(s) {
			return 0, refuse("%s is off the board", "%s liegt nicht auf dem Spielplan", s)
		}
		i := g.board.Index(s)
		if !stepsTo(g.board, from, i) {
			return 0, refuse("%s cannot step from %s to %s: the squares must touch, the second must be land, and no step may slip between two water squares (R2)",
				"%s kann nicht von %s nach %s ziehen: die Felder müssen sich berühren, das zweite muss Land sein, und kein Schritt darf zwischen zwei Wasserfeldern hindurch (R2)",
				id, g.board.SquareAt(from), s)
		}
		step := g.moveCost(u, from, i)
		if step < 0 {
			return 0, g.terrainError(u, i)
		}
		cost += step
		if cost > g.st.Units[u].Left {
			return 0, refuse("%s needs %d thirds to reach %s this way but has %d left (R11)",
				"%s braucht auf diesem Weg %d Drittel bis %s, hat aber nur %d (R11)", id, cost, s, g.st.Units[u].Left)
		}
		if v := g.at(i); v >= 0 && v != u && catalog[v].Side != catalog[u].Side {
			return 0, refuse("%s cannot pass %s: it is held by the enemy %s (R12)",
				"%s kann nicht durch %s: dort steht der Feind %s (R12)", id, s, catalog[v].ID)
		}
		if !g.passable(u, i) {
			return 0, refuse("%s cannot pass %s: a sea bridge carries one unit at a time (R5)",
				"%s kann nicht über %s: eine Seebrücke trägt nur eine Einheit (R5)", id, s)
		}
		if !g.mayEnter(u, i) {
			return 0, g.enterError(u, i)
		}
		last := k == len(path)-1
		if !last && g.stopsOn(u, i) {
			return 0, refuse("%s must stop on %s, next to an enemy unit (R12)",
				"%s muss auf %s halten, neben einer feindlichen Einheit (R12)", id, s)
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
			return a, refuse("the path must end on the target square %s", "der Weg muss auf dem Zielfeld %s enden", a.To)
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

// sideName is a side's name for a sentence.
func sideName(s units.Side, lang string) string {
	switch {
	case lang == "de" && s == units.Blue:
		return "Blau"
	case lang == "de":
		return "Rot"
	case s == units.Blue:
		return "Blue"
	}
	return "Red"
}
