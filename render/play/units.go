package play

import (
	"cmp"
	"slices"
	"time"

	"taktik/game"
	"taktik/units"
)

// Movers are the units of a side that have not moved this turn and still could, in
// reading order on the board (top row first, left to right): the order the next-unit
// key walks through them.
func Movers(g *game.Game, side units.Side) []int {
	var list []int
	for n := range game.NumUnits {
		u := g.Unit(n)
		if game.UnitInfo(n).Side != side || u.Status != game.OnBoard || u.Moved || u.Left <= 0 {
			continue
		}
		if len(g.Reach(n)) > 0 {
			list = append(list, n)
		}
	}
	slices.SortFunc(list, func(a, b int) int {
		sa, sb := g.Unit(a).Square, g.Unit(b).Square
		return cmp.Or(cmp.Compare(sa.Row, sb.Row), cmp.Compare(sa.Col, sb.Col))
	})
	return list
}

// NextMover is the unit after current among the movers, wrapping around; -1 when there is
// none. A current unit that is not among them starts the walk from the first.
func NextMover(movers []int, current int) int {
	if len(movers) == 0 {
		return -1
	}
	i := slices.Index(movers, current)
	return movers[(i+1)%len(movers)]
}

// Unplaced are a side's units still off the board in the setup phase, in the order of
// battle.
func Unplaced(g *game.Game, side units.Side) []int {
	var list []int
	for n := range game.NumUnits {
		if game.UnitInfo(n).Side == side && g.Unit(n).Status == game.Unplaced {
			list = append(list, n)
		}
	}
	return list
}

// Deploy puts every unplaced unit of a side on a legal square (R9), in its own
// formation's area while it has room (which the advanced game demands, R29), so the
// player can place a few units by hand and have the rest follow.
func Deploy(g *game.Game, side units.Side) error {
	b := g.Board()
	for _, n := range Unplaced(g, side) {
		var pick game.Action
		for _, a := range g.Legal() {
			if a.Kind != game.ActPlace || a.Unit != n {
				continue
			}
			if pick.Kind == game.ActNone {
				pick = a
			}
			u := game.UnitInfo(n)
			if v := b.BivouacAt(a.To); v != nil && v == b.Bivouac(u.Side, u.Formation) {
				pick = a
				break
			}
		}
		if pick.Kind == game.ActNone {
			continue // no free square: the engine will say so at the start
		}
		if err := g.Apply(pick); err != nil {
			return err
		}
	}
	return nil
}

// QuickSaveName is the file name of a game saved with Ctrl+S at a moment: sortable
// and free of characters some file systems refuse.
func QuickSaveName(t time.Time) string {
	return t.Format("2006-01-02_15-04-05") + ".json"
}
