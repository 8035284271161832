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
		return a, refuse("paratroop drops belong to the advanced game (R26); this game is played with the basic rules",
			"Fallschirmabsprünge gehören zum Spiel für Fortgeschrittene (R26); dieses Spiel folgt den Grundregeln")
	}
	u := a.Unit
	if err := g.checkMover(u); err != nil {
		return a, err
	}
	id := catalog[u].ID
	if catalog[u].Kind != units.Paratroop {
		return a, refuse("%s cannot be dropped: only paratroop divisions are flown (R26)",
			"%s kann nicht abspringen: nur Fallschirmjägerdivisionen werden geflogen (R26)", id)
	}
	if err := g.weatherError(OpDrop); err != nil {
		return a, err
	}
	if g.st.Units[u].Ops&OpDrop == 0 {
		return a, g.startError(u, OpDrop)
	}
	if !g.board.In(a.To) {
		return a, refuse("%s is off the board", "%s liegt nicht auf dem Spielplan", a.To)
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
	id, s := catalog[u].ID, b.SquareAt(i)
	switch t := b.TerrainAt(i); {
	case t == maps.Water || t == maps.SeaBridge:
		return refuse("%s cannot land on %s: paratroops land on clear ground, not on water or a sea bridge (R26)",
			"%s kann nicht auf %s landen: Fallschirmjäger landen auf ebenem Gelände, nicht auf Wasser oder einer Seebrücke (R26)", id, s)
	case b.CityIndexAt(i) >= 0:
		return refuse("%s cannot land on %s: paratroops never land in a city (R26)",
			"%s kann nicht auf %s landen: Fallschirmjäger landen nie in einer Stadt (R26)", id, s)
	case t == maps.Forest || t == maps.Mountain:
		return refuse("%s cannot land on %s: paratroops never land in forest or mountains (R26)",
			"%s kann nicht auf %s landen: Fallschirmjäger landen nie in Wald oder Gebirge (R26)", id, s)
	case g.at(i) >= 0:
		return refuse("%s cannot land on %s: it is held by %s", "%s kann nicht auf %s landen: dort steht %s", id, s, catalog[g.at(i)].ID)
	case g.contactAt(catalog[u].Side, i):
		return refuse("%s cannot land on %s: it is next to an enemy unit that is not across a river (R26)",
			"%s kann nicht auf %s landen: es liegt neben einer feindlichen Einheit, die nicht jenseits eines Flusses steht (R26)", id, s)
	}
	return g.enterError(u, i)
}
