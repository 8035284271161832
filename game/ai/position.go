package ai

import (
	"taktik/game"
	"taktik/maps"
	"taktik/units"
)

// counter is what the AI needs of a unit, looked up by number in its inner loops.
type counter struct {
	side   units.Side
	kind   units.Kind
	attack int // combat value; 0 for HQs, which never attack (R14)
	defend int // defence value: HQs 1 (R16)
	move   int // movement allowance in thirds (R11)
	hq     bool
}

var counters = func() (list [game.NumUnits]counter) {
	for n := range list {
		u := game.UnitInfo(n)
		list[n] = counter{side: u.Side, kind: u.Kind, attack: u.Combat(), defend: u.DefenceValue(),
			move: 3 * u.Move(), hq: u.Kind == units.HQ}
	}
	return list
}()

// sideRange is the range of unit numbers of a side: Red's 44 first (R8).
func sideRange(s units.Side) (lo, hi int) {
	lo = int(s) * units.PerSide
	return lo, lo + units.PerSide
}

// position is where the units stand, as the AI imagines it: a copy of the engine's
// layout (game.Layout) it may change freely to try plans, whose rules the engine answers.
type position struct {
	*game.Layout
	b *maps.Board

	advanced bool // the advanced game's terrain rules apply (R23–R25)
	flooded  bool // this month no retreat crosses a river but over a road bridge (R30)
}

// positionOf reads the units' squares from a game.
func positionOf(g *game.Game) *position {
	return &position{Layout: g.CopyLayout(), b: g.Board(), advanced: g.Options().Mode == game.Advanced, flooded: g.FloodedRivers()}
}

// clone is an independent copy.
func (p *position) clone() *position {
	c := *p
	c.Layout = p.Layout.Clone()
	return &c
}

// put stands unit u on square index i, taking it from where it was; i < 0 takes it off.
func (p *position) put(u, i int) { p.Put(u, i) }

// unit is the unit on square index i, or -1.
func (p *position) unit(i int) int { return p.Unit(i) }

// enemyNext reports whether square index i touches a unit of side's enemy.
func (p *position) enemyNext(side units.Side, i int) bool { return p.EnemyNext(side, i) }

// onBoard reports whether unit u stands on the board.
func (p *position) onBoard(u int) bool { return p.Square(u) >= 0 }

// adjacent reports whether two square indexes touch (R2).
func (p *position) adjacent(i, j int) bool {
	if i == j || i < 0 || j < 0 {
		return false
	}
	c := p.b.Cols
	dr, dc := i/c-j/c, i%c-j%c
	return dr >= -1 && dr <= 1 && dc >= -1 && dc <= 1
}

// enemiesNext lists the enemy units next to square index i for a unit of side.
func (p *position) enemiesNext(side units.Side, i int, dst []int) []int {
	dst = dst[:0]
	if !p.EnemyNext(side, i) {
		return dst
	}
	for _, k := range p.b.NeighbourIndexes(i) {
		if v := p.unit(k); v >= 0 && counters[v].side != side {
			dst = append(dst, v)
		}
	}
	return dst
}

// distance is the king-move distance between two square indexes.
func (p *position) distance(i, j int) int {
	c := p.b.Cols
	dr, dc := i/c-j/c, i%c-j%c
	return max(dr, -dr, dc, -dc)
}
