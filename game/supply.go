package game

import (
	"slices"

	"taktik/maps"
	"taktik/units"
)

// Supply (R32, optional): a unit needs a line of land squares and sea bridges to a city
// its side owns, passing no enemy unit and no square next to one. The moving side's
// units are checked at the start of its player turn; a unit found cut off at the start of
// two of its own turns in a row is lost at the end of the second unless its line is open
// again by then. Units in their own country's cities never starve; units in a captured
// enemy city only once an enemy unit has entered it. Two exceptions: up to two units of a
// pocket that reaches a beach live while their side owns a port city and the weather
// allows landings; and Red's island, whose units count as cut off once Red holds no
// mainland city and Blue stands at every bridge, but have four turns instead of two.

// island is what the island exception needs to know of a board: the squares of the land
// mass Red's capital stands on, when it is an island tied to other land by sea bridges,
// and those bridges (each a group of sea-bridge square indexes).
type island struct {
	on      []bool
	bridges [][]int
}

// islandOf finds Red's island on a board; nil when Red's capital does not stand on an
// island joined to other land by at least one sea bridge.
func islandOf(b *maps.Board) *island {
	capital := b.Capital(units.Red)
	if capital == nil {
		return nil
	}
	n := b.Size()
	mass := make([]int, n) // land mass number from 1 (sea bridges apart), 0 for none
	size := []int{0}
	flood := func(start, id int, in func(int) bool, mark []int) int {
		count := 0
		queue := []int{start}
		mark[start] = id
		for len(queue) > 0 {
			i := queue[0]
			queue = queue[1:]
			count++
			for _, j := range b.StepIndexes(i) {
				if mark[j] == 0 && in(j) {
					mark[j] = id
					queue = append(queue, j)
				}
			}
		}
		return count
	}
	solid := func(i int) bool { return b.TerrainAt(i).Land() && b.TerrainAt(i) != maps.SeaBridge }
	for i := 0; i < n; i++ {
		if mass[i] == 0 && solid(i) {
			size = append(size, flood(i, len(size), solid, mass))
		}
	}
	home := 0
	for _, s := range capital.Squares {
		if i := b.Index(s); solid(i) {
			home = mass[i]
		}
	}
	if home == 0 || size[home] == slices.Max(size) {
		return nil
	}
	isle := &island{on: make([]bool, n)}
	for i := range mass {
		isle.on[i] = mass[i] == home
	}
	group := make([]int, n)
	bridge := func(i int) bool { return b.TerrainAt(i) == maps.SeaBridge }
	for i := 0; i < n; i++ {
		if group[i] != 0 || !bridge(i) {
			continue
		}
		flood(i, i+1, bridge, group)
		var squares []int
		toIsland, away := false, false
		for j := range group {
			if group[j] == i+1 {
				squares = append(squares, j)
				for _, k := range b.StepIndexes(j) {
					toIsland = toIsland || mass[k] == home
					away = away || (mass[k] != 0 && mass[k] != home)
				}
			}
		}
		if toIsland && away {
			isle.bridges = append(isle.bridges, squares)
		}
	}
	if len(isle.bridges) == 0 {
		return nil
	}
	return isle
}

// islandCut reports whether Red's island is cut off (R32): Red holds no city off the
// island, and a Blue unit stands on or next to every bridge.
func (g *Game) islandCut() bool { return g.islandCutOn(&g.layout) }

// islandCutOn is islandCut with the units where l puts them.
func (g *Game) islandCutOn(l *layout) bool {
	isle := g.isle
	if isle == nil {
		return false
	}
	for k, c := range g.board.Cities {
		if g.st.Owners[k] == units.Red && !slices.ContainsFunc(c.Squares, func(s maps.Square) bool { return isle.on[g.board.Index(s)] }) {
			return false // Red still holds a city off the island
		}
	}
	for _, br := range isle.bridges {
		blocked := false
		for _, i := range br {
			if v := l.at(i); v >= 0 && catalog[v].Side == units.Blue || l.zoc[units.Blue][i] > 0 {
				blocked = true
			}
		}
		if !blocked {
			return false
		}
	}
	return true
}

// supplyLimit is how many own turns in a row unit u may begin cut off before it is lost:
// two, or four on Red's cut-off island (R32).
func (g *Game) supplyLimit(u int) int {
	if catalog[u].Side == units.Red && g.isle != nil && g.isle.on[g.board.Index(g.st.Units[u].Square)] && g.islandCut() {
		return 4
	}
	return 2
}

// cutOff marks, by unit number, the units of a side on the board that have no supply
// line now (R32).
func (g *Game) cutOff(side units.Side) []bool {
	n := g.board.Size()
	if len(g.reachedBuf) != n {
		g.reachedBuf = make([]bool, n)
	}
	// kept between calls: supply is checked twice a player turn
	cut, queue := g.cutOffOn(&g.layout, side, g.reachedBuf, g.queueBuf[:0])
	g.queueBuf = queue
	return cut
}

// CutOff marks, by unit number, the units of side that would have no supply line with
// the units where l puts them, under the game's owners of the cities and this month's
// weather (R32, its exceptions included): what the AI asks of the positions it imagines.
func (g *Game) CutOff(l *Layout, side units.Side) []bool {
	cut, _ := g.cutOffOn(&l.layout, side, make([]bool, g.board.Size()), nil)
	return cut
}

// cutOffOn is cutOff with the units where l puts them; reached and queue are buffers.
func (g *Game) cutOffOn(l *layout, side units.Side, reached []bool, queue []int) ([]bool, []int) {
	b := g.board
	open := func(i int) bool { // a supply line may pass here
		v := l.at(i)
		return b.TerrainAt(i).Land() && (v < 0 || catalog[v].Side == side) && !l.enemyNext(side, i)
	}
	clear(reached)
	for k, c := range b.Cities {
		if g.st.Owners[k] != side {
			continue
		}
		for _, s := range c.Squares {
			if i := b.Index(s); !reached[i] && open(i) {
				reached[i] = true
				queue = append(queue, i)
			}
		}
	}
	for head := 0; head < len(queue); head++ {
		for _, j := range b.StepIndexes(queue[head]) {
			if !reached[j] && open(j) {
				reached[j] = true
				queue = append(queue, j)
			}
		}
	}
	cut := make([]bool, NumUnits)
	var pocketed []int
	isleCut := side == units.Red && g.islandCutOn(l)
	lo := int(side) * units.PerSide
	for u := lo; u < lo+units.PerSide; u++ {
		i := int(l.sq[u])
		if i < 0 {
			continue
		}
		switch {
		case isleCut && g.isle.on[i]:
			cut[u] = true // R32: the island rule alone decides for Red's island
		case !g.supplied(l, side, i, reached):
			cut[u] = true
			pocketed = append(pocketed, u)
		}
	}
	if len(pocketed) > 0 && g.ownsPortCity(side) && !g.effects().NoLandings {
		g.supplyByBeach(l, side, pocketed, reached, open, cut)
	}
	return cut, queue
}

// supplied reports whether a unit of a side on square index i has supply: it stands in a
// city of its own country, or in a captured enemy city no enemy unit has entered, or a
// line runs from its square or a step away to an own city (reached).
func (g *Game) supplied(l *layout, side units.Side, i int, reached []bool) bool {
	if k := g.board.CityIndexAt(i); k >= 0 {
		c := g.board.Cities[k]
		if c.Side == side || (g.st.Owners[k] == side && !l.enemyInCity(side, k)) {
			return true
		}
	}
	if reached[i] {
		return true
	}
	for _, j := range g.board.StepIndexes(i) {
		if reached[j] {
			return true
		}
	}
	return false
}

// enemyInCity reports whether a unit of the side's enemy stands in city k.
func (l *layout) enemyInCity(side units.Side, k int) bool {
	for _, s := range l.board.Cities[k].Squares {
		if v := l.at(l.board.Index(s)); v >= 0 && catalog[v].Side != side {
			return true
		}
	}
	return false
}

// ownsPortCity reports whether the side holds a city with a port (R32's beach exception).
func (g *Game) ownsPortCity(side units.Side) bool {
	for k, c := range g.board.Cities {
		if g.st.Owners[k] == side && len(c.Ports) > 0 {
			return true
		}
	}
	return false
}

// supplyByBeach applies R32's first exception: the cut-off units of a pocket that holds a
// beach square are supplied from the sea, two per pocket at most: the strongest, then the
// lowest numbers. A pocket is what the cut-off units hold together: their own squares and
// the squares a line can reach from them, joined by steps (R2), so that cut-off units
// standing side by side — on beach squares too — share one pocket and its two places.
func (g *Game) supplyByBeach(l *layout, side units.Side, pocketed []int, reached []bool, open func(int) bool, cut []bool) {
	b := g.board
	mine := make([]bool, b.Size()) // squares of the cut-off units
	for _, u := range pocketed {
		mine[l.sq[u]] = true
	}
	in := func(i int) bool { return mine[i] || !reached[i] && open(i) }
	comp := make([]int, b.Size()) // pocket number from 1, 0 for none yet
	beach := []bool{false}
	label := func(start int) int {
		if comp[start] != 0 {
			return comp[start]
		}
		id := len(beach)
		has := false
		queue := []int{start}
		comp[start] = id
		for len(queue) > 0 {
			i := queue[0]
			queue = queue[1:]
			has = has || b.BeachAt(b.SquareAt(i)) != nil
			for _, j := range b.StepIndexes(i) {
				if comp[j] == 0 && in(j) {
					comp[j] = id
					queue = append(queue, j)
				}
			}
		}
		beach = append(beach, has)
		return id
	}
	pockets := map[int][]int{}
	for _, u := range pocketed {
		if id := label(int(l.sq[u])); beach[id] {
			pockets[id] = append(pockets[id], u)
		}
	}
	for _, list := range pockets {
		slices.SortFunc(list, func(x, y int) int {
			if d := catalog[y].Combat() - catalog[x].Combat(); d != 0 {
				return d
			}
			return x - y
		})
		for _, u := range list[:min(2, len(list))] {
			cut[u] = false
		}
	}
}

// checkSupply counts, at the start of the moving side's player turn, how many of its own
// turns in a row each of its units has begun cut off (R32).
func (g *Game) checkSupply() {
	cut := g.cutOff(g.st.Side)
	var list []int
	for _, u := range g.sideUnits(g.st.Side) {
		us := &g.st.Units[u]
		if cut[u] {
			us.Cut++
			list = append(list, u)
		} else {
			us.Cut = 0
		}
	}
	if len(list) > 0 {
		g.log(Event{Kind: EvCutOff, Units: list})
	}
}

// supplyLosses closes the moving side's player turn (R32): a unit whose line is open
// again is supplied; one that began this turn and the one before cut off (four on Red's
// cut-off island) and still is, is lost.
func (g *Game) supplyLosses() {
	cut := g.cutOff(g.st.Side)
	var back, lost []int
	for _, u := range g.sideUnits(g.st.Side) {
		us := &g.st.Units[u]
		switch {
		case us.Cut == 0:
		case !cut[u]:
			us.Cut = 0
			back = append(back, u)
		case us.Cut >= g.supplyLimit(u):
			lost = append(lost, u)
		}
	}
	if len(back) > 0 {
		g.log(Event{Kind: EvResupplied, Units: back})
	}
	if len(lost) > 0 {
		g.log(Event{Kind: EvSupplyLoss, Units: lost})
		g.eliminate(lost...)
	}
}

// OutOfSupply lists the units of a side that have no supply line now (R32), in unit
// order; empty when the supply rule is not played.
func (g *Game) OutOfSupply(side units.Side) []int {
	if !g.st.Options.Supply {
		return nil
	}
	cut := g.cutOff(side)
	var list []int
	for _, u := range g.sideUnits(side) {
		if cut[u] {
			list = append(list, u)
		}
	}
	return list
}

// InSupply reports whether unit n, on the board, has a supply line now (R32); always
// true when the supply rule is not played.
func (g *Game) InSupply(n int) bool {
	if !g.st.Options.Supply || n < 0 || n >= NumUnits || g.st.Units[n].Status != OnBoard {
		return true
	}
	return !g.cutOff(catalog[n].Side)[n]
}
