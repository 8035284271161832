package game

import (
	"taktik/maps"
	"taktik/units"
)

// Paratroop drops (R26): a paratroop division flown from the own city it started its
// turn in to clear ground anywhere on the board, from where it moves on as usual.

// dropOK reports whether paratroop unit u may land on square index i (R26): clear
// ground that is not a city (nor water, forest, mountain or a sea bridge), empty, and not
// next to an enemy unless across a river; nor next to mountain infantry in the
// mountains (R24).
func (g *Game) dropOK(u, i int) bool {
	b := g.board
	return b.TerrainAt(i) == maps.Clear && b.CityIndexAt(i) < 0 && g.at(i) < 0 &&
		!g.contactAt(catalog[u].Side, i) && !g.guardedAgainst(u, i)
}

// applyDrop flies a paratroop unit from the own city it started the turn in to any
// clear square of the board (R26).
func (g *Game) applyDrop(a Action) (Action, error) {
	if !g.advanced() {
		return a, refuse("rule.drop.paratroop.drops") // R26
	}
	u := a.Unit
	if err := g.checkMover(u); err != nil {
		return a, err
	}
	if catalog[u].Kind != units.Paratroop {
		return a, refuse("rule.drop.cannot.dropped", // R26
			who(u))
	}
	if err := g.weatherError(OpDrop); err != nil {
		return a, err
	}
	if g.st.Units[u].Ops&OpDrop == 0 {
		return a, g.startError(u, OpDrop)
	}
	if !g.board.In(a.To) {
		return a, refuse("rule.drop.off.board", a.To)
	}
	i := g.board.Index(a.To)
	if !g.dropOK(u, i) {
		return a, g.dropError(u, i)
	}
	from := g.st.Units[u].Square
	g.sealift(u, i)
	g.log(Event{Kind: EvDrop, Units: []int{u}, Path: []maps.Square{from, a.To}})
	g.captureAtOnce()
	return Action{Kind: ActDrop, Unit: u, Index: -1, To: a.To}, nil
}

// dropError says why a paratroop unit may not land on square index i (R26).
func (g *Game) dropError(u, i int) error {
	b := g.board
	s := b.SquareAt(i)
	switch t := b.TerrainAt(i); {
	case t == maps.Water || t == maps.SeaBridge:
		return refuse("rule.drop.cannot.land", // R26
			who(u), s)
	case b.CityIndexAt(i) >= 0:
		return refuse("rule.drop.cannot.land.paratroops", // R26
			who(u), s)
	case t == maps.Forest || t == maps.Mountain:
		return refuse("rule.drop.cannot.land.paratroops.never", // R26
			who(u), s)
	case g.at(i) >= 0:
		return refuse("rule.drop.cannot.land.stands", who(u), s, whom(g.at(i)))
	case g.contactAt(catalog[u].Side, i):
		return refuse("rule.drop.cannot.land.next", // R26
			who(u), s, beside(g.contactEnemy(catalog[u].Side, i)))
	}
	return g.enterError(u, i)
}
