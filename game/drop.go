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
		return a, refuse("paratroop drops belong to the advanced game; this game is played with the basic rules", // R26
			"Fallschirmabsprünge gehören zum Spiel für Fortgeschrittene; dieses Spiel folgt den Grundregeln")
	}
	u := a.Unit
	if err := g.checkMover(u); err != nil {
		return a, err
	}
	if catalog[u].Kind != units.Paratroop {
		return a, refuse("%s cannot be dropped: only paratroop divisions are flown", // R26
			"%s kann nicht abspringen: nur Fallschirmjägerdivisionen werden geflogen", who(u))
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
	s := b.SquareAt(i)
	switch t := b.TerrainAt(i); {
	case t == maps.Water || t == maps.SeaBridge:
		return refuse("%s cannot land on %s: paratroops land on clear ground, not on water or a sea bridge", // R26
			"%s kann nicht auf %s landen: Fallschirmjäger landen auf ebenem Gelände, nicht auf Wasser oder einer Seebrücke", who(u), s)
	case b.CityIndexAt(i) >= 0:
		return refuse("%s cannot land on %s: paratroops never land in a city", // R26
			"%s kann nicht auf %s landen: Fallschirmjäger landen nie in einer Stadt", who(u), s)
	case t == maps.Forest || t == maps.Mountain:
		return refuse("%s cannot land on %s: paratroops never land in forest or mountains", // R26
			"%s kann nicht auf %s landen: Fallschirmjäger landen nie in Wald oder Gebirge", who(u), s)
	case g.at(i) >= 0:
		return refuse("%s cannot land on %s: %s stands there", "%s kann nicht auf %s landen: dort steht %s", who(u), s, whom(g.at(i)))
	case g.contactAt(catalog[u].Side, i):
		return refuse("%s cannot land on %s: it is next to %s, and paratroops never land in contact with the enemy", // R26
			"%s kann nicht auf %s landen: das Feld liegt neben %s, und Fallschirmjäger landen nie in Feindberührung", who(u), s, beside(g.contactEnemy(catalog[u].Side, i)))
	}
	return g.enterError(u, i)
}
