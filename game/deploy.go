package game

import (
	"slices"

	"taktik/maps"
	"taktik/units"
)

// deployFormations is the advanced game's automatic setup (R9, R29): every formation in
// its own bivouac area, never in a city, in marching order. The squares of an area are
// ranked from the one nearest the enemy's bivouac areas to the farthest (ties shuffled
// from the seed); the infantry-type divisions take the front squares, the HQ the
// rearmost and the armour the next behind, so the corps marches out infantry first. A
// map whose area is missing or too small for its formation is refused.
func (g *Game) deployFormations() error {
	rng := newDice(g.st.Options.Seed ^ 0x2545f4914f6cdd1d)
	for _, side := range units.Sides {
		var enemy []maps.Square
		for _, v := range g.board.Bivouacs {
			if v.Side != side {
				enemy = append(enemy, v.Squares...)
			}
		}
		for _, f := range units.Formations {
			var members []int
			lo := int(side) * units.PerSide // the side's units in order of battle (R8)
			for n := lo; n < lo+units.PerSide; n++ {
				if catalog[n].Formation == f && g.st.Units[n].Status != Absent { // R34
					members = append(members, n)
				}
			}
			if len(members) == 0 {
				continue // the short game left the whole formation out (R34)
			}
			if err := g.deployFormation(side, f, members, enemy, &rng); err != nil {
				return err
			}
		}
	}
	return nil
}

// deployFormation puts one formation into its area.
func (g *Game) deployFormation(side units.Side, f units.Formation, members []int, enemy []maps.Square, rng *Dice) error {
	tooSmall := func() error {
		return refuse("rule.deploy.no.bivouac.area", sideWord(side), named{f}) // R29
	}
	area := g.board.Bivouac(side, f)
	if area == nil {
		return tooSmall()
	}
	free := g.freeBivouac(area.Squares)
	shuffle(rng, free)
	front := func(s maps.Square) int { // distance to the enemy: smaller is nearer the front
		d := 1 << 30
		for _, e := range enemy {
			d = min(d, maps.Chebyshev(s, e))
		}
		if len(enemy) == 0 {
			d = max(s.Col-g.board.Cols/2, g.board.Cols/2-s.Col)
		}
		return d
	}
	slices.SortStableFunc(free, func(a, b maps.Square) int { return front(a) - front(b) })
	if hq, ok := g.armyGroupSquare(side); ok && f == units.ArmyGroup { // R9: the HQ's own square
		free = slices.DeleteFunc(free, func(s maps.Square) bool { return s != hq })
	}
	taken := make([]bool, len(free))
	put := func(u int, fromRear bool) bool {
		for k := range free {
			if fromRear {
				k = len(free) - 1 - k
			}
			if !taken[k] && g.mayStand(u, g.board.Index(free[k])) {
				taken[k] = true
				g.put(u, free[k])
				return true
			}
		}
		return false
	}
	for _, pass := range []func(units.Kind) bool{
		func(k units.Kind) bool { return k == units.HQ },
		func(k units.Kind) bool { return k == units.Armour },
		func(k units.Kind) bool { return k != units.HQ && k != units.Armour },
	} {
		for _, u := range members {
			k := catalog[u].Kind
			if pass(k) && !put(u, k == units.HQ || k == units.Armour) {
				return tooSmall()
			}
		}
	}
	return nil
}
