package ai

import (
	"math"

	"taktik/game"
	"taktik/maps"
	"taktik/units"
)

// Cities decide the game (R21, R22): a side wins by holding every enemy city, and an own
// city needs no garrison until an enemy unit can walk, fly or sail into it. This file
// holds what the General knows of that race beyond the enemy's march: where the enemy can
// land next turn and walk on from (R26–R28), and which of its own cities it must hold.

// raidMap marks the squares side's units could end their move on next turn by a special
// operation and the move after it (R26–R28: a unit flown or shipped moves on with its
// whole allowance): paratroops in a city of their side, not in contact, drop onto any
// clear square not next to an enemy; marines in a port of their side land on a beach or
// in another such port; any unit in such a port, not in contact, sails to another. The
// month's weather may forbid each (R30); nil in the basic game, which has none.
func raidMap(g *game.Game, p *position, r *reacher, side units.Side) []bool {
	if !p.advanced {
		return nil
	}
	b := p.b
	e := g.WeatherEffects()
	owned := func(i int) bool {
		k := b.CityIndexAt(i)
		return k >= 0 && g.Owner(k) == side
	}
	port := func(i int) bool { return b.Port(b.SquareAt(i)) && owned(i) }
	var para, marine int = -1, -1
	invaders := map[units.Kind]int{}
	lo, hi := sideRange(side)
	for u := lo; u < hi; u++ {
		if !p.onBoard(u) {
			continue
		}
		i := p.Square(u)
		calm := !r.stops(side, i)
		switch {
		case counters[u].kind == units.Paratroop && owned(i) && calm && !e.NoDrops:
			para = u
		}
		if port(i) {
			if counters[u].kind == units.Marine && !e.NoLandings {
				marine = u
			}
			if calm && !e.NoInvasions {
				invaders[counters[u].kind] = u
			}
		}
	}
	if para < 0 && marine < 0 && len(invaders) == 0 {
		return nil
	}
	var drops, beaches, ports []int32
	for i := 0; i < b.Size(); i++ {
		if p.unit(i) >= 0 {
			continue
		}
		switch {
		case b.TerrainAt(i) == maps.Clear && b.CityIndexAt(i) < 0 && !r.stops(side, i):
			drops = append(drops, int32(i))
		}
		if b.BeachAt(b.SquareAt(i)) != nil {
			beaches = append(beaches, int32(i))
		}
		if port(i) {
			ports = append(ports, int32(i))
		}
	}
	mark := make([]bool, b.Size())
	saved := r.p
	r.p = p
	defer func() { r.p = saved }()
	if para >= 0 && len(drops) > 0 {
		r.spread(para, drops, r.fullMove(para), mark)
	}
	if marine >= 0 {
		r.spread(marine, append(beaches, ports...), r.fullMove(marine), mark)
	}
	for _, u := range invaders {
		if len(ports) > 1 {
			r.spread(u, ports, r.fullMove(u), mark)
		}
	}
	return mark
}

// defendCities gives a garrison to each city of the side the enemy could take next turn
// (R21: a city falls to a unit on one of its squares when no unit of the side stands in
// it): on foot, headquarters included, or by air or sea (raidMap). The garrison is the
// unit worth least that can reach a square of the city touching no enemy (it would have
// to attack, R14), a unit already there first; a headquarters only where the enemy
// cannot strike it.
func (pl *planner) defendCities() {
	t := pl.enemyThreat(nil)
	b := pl.p.b
	for k, c := range b.Cities {
		if pl.g.Owner(k) != pl.side {
			continue
		}
		threatened, held := false, false
		var squares []int
		for _, s := range c.Squares {
			i := b.Index(s)
			if v := pl.p.unit(i); v >= 0 && counters[v].side == pl.side && !pl.free(v) {
				held = true
			}
			if t.canTake(i) || (pl.raid != nil && pl.raid[i]) {
				threatened = true
			}
			if !pl.p.enemyNext(pl.side, i) {
				squares = append(squares, i)
			}
		}
		if held || !threatened {
			continue
		}
		best, bestI, bestScore := -1, -1, math.Inf(-1)
		for _, u := range pl.freeUnits() {
			for _, i := range squares {
				if !pl.canReach(u, i) && pl.p.Square(u) != i {
					continue
				}
				if v := pl.p.unit(i); v >= 0 && v != u {
					continue
				}
				score := -worth(u)
				if pl.p.Square(u) == i {
					score += 1 // already there: it keeps its move for nothing else, and costs nothing
				}
				if counters[u].hq {
					if mask, _ := t.strikers(pl.p, i); mask != 0 {
						continue
					}
				}
				if score > bestScore {
					best, bestI, bestScore = u, i, score
				}
			}
		}
		if best >= 0 {
			pl.assign(best, bestI)
		}
	}
}
