package game

import (
	"slices"

	"taktik/maps"
	"taktik/units"
)

// applySetup handles the setup phase's actions: placing and removing units, giving cities
// to a side, and starting play. In a test position (setup=empty) a unit may go onto any
// land square and cities may be given away; in the deployment by hand (setup=hand) only
// the squares R9 and R29 allow are accepted, and cities keep their owners.
func (g *Game) applySetup(a Action) (Action, error) {
	if g.st.Phase != PhaseSetup {
		return a, refuse("rule.setup.game.started", a.Kind)
	}
	switch a.Kind {
	case ActPlace:
		u := a.Unit
		if u < 0 || u >= NumUnits {
			return a, refuse("rule.combat.no.unit", u)
		}
		if g.st.Units[u].Status == Absent {
			return a, refuse("rule.setup.not.game", // R34
				who(u))
		}
		if !g.board.In(a.To) {
			return a, refuse("rule.drop.off.board", a.To)
		}
		i := g.board.Index(a.To)
		if !g.board.TerrainAt(i).Land() {
			return a, refuse("rule.setup.water.units", // R5
				a.To)
		}
		if v := g.at(i); v >= 0 && v != u {
			return a, refuse("rule.setup.held.one", a.To, whom(v))
		}
		if !g.st.Options.position() {
			if err := g.placeError(u, i); err != nil {
				return a, err
			}
		}
		g.put(u, a.To)
		g.log(Event{Kind: EvPlace, Units: []int{u}, Path: []maps.Square{a.To}})
		return Action{Kind: ActPlace, Unit: u, Index: -1, To: a.To}, nil
	case ActRemove:
		u := a.Unit
		if u < 0 || u >= NumUnits {
			return a, refuse("rule.combat.no.unit", u)
		}
		if g.st.Units[u].Status != OnBoard {
			return a, refuse("rule.combat.not.board", who(u))
		}
		g.lift(u, Unplaced)
		g.log(Event{Kind: EvRemove, Units: []int{u}})
		return Action{Kind: ActRemove, Unit: u, Index: -1}, nil
	case ActOwn:
		if !g.st.Options.position() {
			return a, refuse("rule.setup.cities.change") // R21
		}
		if a.City < 0 || a.City >= len(g.board.Cities) {
			return a, refuse("rule.setup.no.city", a.City)
		}
		if a.Side != units.Red && a.Side != units.Blue {
			return a, refuse("rule.setup.city.belongs")
		}
		g.st.Owners[a.City] = a.Side
		g.log(Event{Kind: EvOwn, City: g.board.Cities[a.City].Name, Owner: a.Side})
		return Action{Kind: ActOwn, Unit: -1, Index: -1, City: a.City, Side: a.Side}, nil
	}
	g.start()
	return Action{Kind: ActStart, Unit: -1, Index: -1}, nil
}

// deploy puts every unit on the board as the basic game allows (R9): on its own side's
// bivouac squares, never in a city. Each formation goes to its own area first (which
// the advanced game demands, R29), in an order shuffled from the seed; units that do not
// fit spill into the side's other free bivouac squares.
func (g *Game) deploy() error {
	if g.advanced() {
		return g.deployFormations()
	}
	rng := newDice(g.st.Options.Seed ^ 0xd1b54a32d192ed03)
	for _, side := range units.Sides {
		var spill []int
		for _, f := range units.Formations {
			var free []maps.Square
			if v := g.board.Bivouac(side, f); v != nil {
				free = g.freeBivouac(v.Squares)
			}
			shuffle(&rng, free)
			lo := int(side) * units.PerSide // the side's units in order of battle (R8)
			for n := lo; n < lo+units.PerSide; n++ {
				if catalog[n].Formation != f {
					continue
				}
				if g.st.Units[n].Status == Absent {
					continue // R34
				}
				if len(free) == 0 {
					spill = append(spill, n)
					continue
				}
				g.put(n, free[0])
				free = free[1:]
			}
		}
		var rest []maps.Square
		for _, v := range g.board.Bivouacs {
			if v.Side == side {
				rest = append(rest, g.freeBivouac(v.Squares)...)
			}
		}
		shuffle(&rng, rest)
		if len(spill) > len(rest) {
			return refuse("rule.setup.too.few.bivouac.squares", sideWord(side))
		}
		for k, n := range spill {
			g.put(n, rest[k])
		}
	}
	return nil
}

// freeBivouac lists the empty land squares of an area that are not city squares (R9).
func (g *Game) freeBivouac(list []maps.Square) []maps.Square {
	var free []maps.Square
	for _, s := range list {
		i := g.board.Index(s)
		if g.at(i) < 0 && g.board.TerrainAt(i).Land() && g.board.CityIndexAt(i) < 0 {
			free = append(free, s)
		}
	}
	return slices.Clip(free)
}

func shuffle(rng *Dice, list []maps.Square) {
	for i := len(list) - 1; i > 0; i-- {
		j := rng.Intn(i + 1)
		list[i], list[j] = list[j], list[i]
	}
}

// setupActions lists the setup phase's offers: start, removing placed units, and
// placing unplaced units on the squares placeSquares gives them (R9, R29). In a test
// position (setup=empty) Place accepts any land square; the list keeps to the legal
// deployment.
func (g *Game) setupActions() []Action {
	list := []Action{{Kind: ActStart, Unit: -1, Index: -1}}
	var free [2][]maps.Square
	if !g.advanced() {
		for _, v := range g.board.Bivouacs {
			free[v.Side] = append(free[v.Side], g.freeBivouac(v.Squares)...)
		}
	}
	for u := range g.st.Units {
		switch g.st.Units[u].Status {
		case OnBoard:
			list = append(list, Action{Kind: ActRemove, Unit: u, Index: -1})
		case Unplaced:
			squares := free[catalog[u].Side]
			if g.advanced() {
				squares = g.placeSquares(u)
			}
			for _, s := range squares {
				list = append(list, Action{Kind: ActPlace, Unit: u, Index: -1, To: s})
			}
		}
	}
	return list
}

// placeSquares lists the free squares unit u may be deployed on (R9): the free bivouac
// squares of its side that are not city squares; in the advanced game only those of its
// own formation's area on terrain it may hold (R29), and for the army-group HQ only its
// own square (R9: 15-5 for Red, 25-44 for Blue).
func (g *Game) placeSquares(u int) []maps.Square {
	side, f := catalog[u].Side, catalog[u].Formation
	var list []maps.Square
	if !g.advanced() {
		for _, v := range g.board.Bivouacs {
			if v.Side == side {
				list = append(list, g.freeBivouac(v.Squares)...)
			}
		}
		return list
	}
	v := g.board.Bivouac(side, f)
	if v == nil {
		return nil
	}
	hq, pinned := g.armyGroupSquare(side)
	for _, s := range g.freeBivouac(v.Squares) {
		if g.mayStand(u, g.board.Index(s)) && (f != units.ArmyGroup || !pinned || s == hq) {
			list = append(list, s)
		}
	}
	return list
}

// armyGroupSquares are the squares R9 names for the army-group HQs on the continent.
var armyGroupSquares = [2]maps.Square{units.Red: {Row: 15, Col: 5}, units.Blue: {Row: 25, Col: 44}}

// armyGroupSquare is the square a side's army-group HQ deploys on in the advanced game
// (R9): the square R9 names when the side's FIRST ARMY GROUP area holds it, else the
// first square of that area as the map lists it. ok is false without such an area.
func (g *Game) armyGroupSquare(side units.Side) (maps.Square, bool) {
	v := g.board.Bivouac(side, units.ArmyGroup)
	if v == nil || len(v.Squares) == 0 {
		return maps.Square{}, false
	}
	if slices.Contains(v.Squares, armyGroupSquares[side]) {
		return armyGroupSquares[side], true
	}
	return v.Squares[0], true
}

// placeError says why unit u may not be deployed on square index i by hand (R9, R29),
// or nil when it may. The square is on land and free of other units.
func (g *Game) placeError(u, i int) error {
	s := g.board.SquareAt(i)
	if g.at(i) == u || slices.Contains(g.placeSquares(u), s) {
		return nil // already there by the same rule, or a square it may take
	}
	id, side, f := who(u), catalog[u].Side, catalog[u].Formation
	v := g.board.BivouacAt(s)
	switch {
	case g.board.CityIndexAt(i) >= 0:
		return refuse("rule.setup.cannot.set", // R9
			id, s)
	case v == nil || v.Side != side:
		return refuse("rule.setup.cannot.set.own.bivouac", id, s, sideWord(side)) // R9
	case v.Formation != f:
		return refuse("rule.setup.cannot.set.formation.area", id, s, f.Area()) // R29
	case !g.mayStand(u, i):
		return g.terrainError(u, i)
	}
	hq, _ := g.armyGroupSquare(side)
	return refuse("rule.setup.cannot.set.up", // R9
		id, s, hq)
}
