package game

import (
	"taktik/maps"
	"taktik/units"
)

// layout is who stands where on a board, with how many units of each side touch each
// square kept up to date. The game keeps one for its state, derived from it; the AI makes
// its own from it (Game.CopyLayout, Layout) to try plans on. The rules that depend only on
// where the units stand — contact and the stop it forces (R12, R25), who may stand,
// attack or must attack where (R14, R20, R23, R24), river doubling (R16, R25), retreat
// ways (R19), the movement reach (search.reach, R11–R13) — are its methods, so that the
// engine and the AI ask the same code.
type layout struct {
	board *maps.Board
	occ   []int16         // unit number on each square index, -1 when empty
	zoc   [2][]uint8      // zoc[s][i]: how many units of side s stand next to square i
	sq    [NumUnits]int32 // square index of each unit, -1 when off the board
	adv   bool            // the advanced game's terrain rules apply (R23–R29)
	ter   *terrainTable   // the board's terrain answers; advanced game only, shared by copies
}

// Layout is a position of the units the AI imagines, a copy of a game's (Game.CopyLayout)
// it may change freely (Put): the engine answers its rules on it as on its own game.
// Changing it never changes a game.
type Layout struct{ layout }

// reset empties the layout on a board.
func (l *layout) reset(b *maps.Board, advanced bool) {
	n := b.Size()
	l.board, l.adv = b, advanced
	if len(l.occ) != n {
		l.occ = make([]int16, n)
		l.zoc[0] = make([]uint8, n)
		l.zoc[1] = make([]uint8, n)
	}
	for i := range l.occ {
		l.occ[i] = -1
		l.zoc[0][i], l.zoc[1][i] = 0, 0
	}
	for u := range l.sq {
		l.sq[u] = -1
	}
}

// CopyLayout is a copy of where the game's units stand, to be changed freely (Put).
func (g *Game) CopyLayout() *Layout { return &Layout{g.layout.clone()} }

// Clone is an independent copy.
func (l *Layout) Clone() *Layout { return &Layout{l.clone()} }

// clone is an independent copy.
func (l *layout) clone() layout {
	c := *l
	c.occ = append([]int16(nil), l.occ...)
	c.zoc[0] = append([]uint8(nil), l.zoc[0]...)
	c.zoc[1] = append([]uint8(nil), l.zoc[1]...)
	return c
}

// Board is the board the units stand on.
func (l *Layout) Board() *maps.Board { return l.board }

// mark puts a unit's number on a square index (d=+1) or takes it off (d=-1).
func (l *layout) mark(u, i, d int) {
	if d > 0 {
		l.occ[i], l.sq[u] = int16(u), int32(i)
	} else {
		l.occ[i], l.sq[u] = -1, -1
	}
	z := l.zoc[catalog[u].Side]
	for _, j := range l.board.NeighbourIndexes(i) {
		z[j] = uint8(int(z[j]) + d)
	}
}

// Put stands unit u on square index i, taking it from where it stood; i < 0 takes it off
// the board. It changes the layout only, never a game.
func (l *Layout) Put(u, i int) {
	if j := l.sq[u]; j >= 0 {
		l.mark(u, int(j), -1)
	}
	if i >= 0 {
		l.mark(u, i, +1)
	}
}

// Unit is the unit on square index i, or -1.
func (l *Layout) Unit(i int) int { return l.at(i) }

// at is the unit on a square index, or -1.
func (l *layout) at(i int) int { return int(l.occ[i]) }

// Square is the square index unit u stands on, -1 when it is off the board.
func (l *Layout) Square(u int) int { return int(l.sq[u]) }

// Near is how many units of side s stand next to square index i.
func (l *Layout) Near(s units.Side, i int) int { return int(l.zoc[s][i]) }

// EnemyNext reports whether square index i touches a unit of side's enemy.
func (l *Layout) EnemyNext(side units.Side, i int) bool { return l.enemyNext(side, i) }

// enemyNext reports whether a square index touches a unit of the side's enemy.
func (l *layout) enemyNext(side units.Side, i int) bool { return l.zoc[side.Opponent()][i] > 0 }

// acrossNeighbour reports whether the k-th neighbour of square index i is across a
// river from it (R3).
func (l *layout) acrossNeighbour(i, k int) bool { return l.ter.across[i]>>k&1 != 0 }

// contactAt reports whether a unit of a side standing on square index i would be in
// contact as the advanced game counts it: next to an enemy that is not across a river
// (R12, R25). In the basic game every neighbour counts.
func (l *layout) contactAt(side units.Side, i int) bool {
	if !l.enemyNext(side, i) {
		return false
	}
	if !l.adv {
		return true
	}
	for k, j := range l.board.NeighbourIndexes(i) {
		if v := l.at(j); v >= 0 && catalog[v].Side != side && !l.acrossNeighbour(i, k) {
			return true
		}
	}
	return false
}

// stopsOn reports whether unit u must stop on entering square index i (R12): it touches
// an enemy unit. In the advanced game an enemy across a river does not stop it (R25).
func (l *layout) stopsOn(u, i int) bool { return l.contactAt(catalog[u].Side, i) }

// mayEnter reports whether unit u may enter square index i at all, beyond its terrain,
// stacking and enemy units. R20: an HQ never moves next to an enemy of its own will.
// Advanced game: armour never next to infantry in forest (R23), and only mountain
// infantry in mountains next to mountain infantry in mountains (R24), river or not.
func (l *layout) mayEnter(u, i int) bool {
	if catalog[u].Kind == units.HQ && l.enemyNext(catalog[u].Side, i) {
		return false
	}
	return !l.adv || !l.guardedAgainst(u, i)
}

// passable reports whether a unit may move through square index i when it holds
// another unit: friends may be passed (R12), but a sea bridge carries one unit at a time
// (R5), so an occupied bridge is closed.
func (l *layout) passable(u, i int) bool {
	v := l.at(i)
	if v < 0 || v == u {
		return true
	}
	return catalog[v].Side == catalog[u].Side && l.board.TerrainAt(i) != maps.SeaBridge
}

// guardedAgainst reports whether unit u may not stand on square index i because of an
// enemy next to it, whatever a river between them (advanced game): armour never next to
// infantry in forest (R23); no unit but mountain infantry standing in mountains next to
// mountain infantry in mountains (R24).
func (l *layout) guardedAgainst(u, i int) bool {
	side := catalog[u].Side
	if !l.enemyNext(side, i) {
		return false
	}
	me := Fighter{catalog[u].Kind, l.board.TerrainAt(i)}
	for _, j := range l.board.NeighbourIndexes(i) {
		if v := l.at(j); v >= 0 && catalog[v].Side != side && TerrainBars(me, Fighter{catalog[v].Kind, l.board.TerrainAt(j)}) {
			return true // R23, R24
		}
	}
	return false
}

// fighter is unit u as the terrain rules of contact and combat see it.
func (l *layout) fighter(u int) Fighter {
	return Fighter{catalog[u].Kind, l.board.TerrainAt(int(l.sq[u]))}
}

// across reports whether two units stand on either side of a river (R3, R25).
func (l *layout) across(a, d int) bool {
	return l.board.CrossesRiver(l.board.SquareAt(int(l.sq[a])), l.board.SquareAt(int(l.sq[d])))
}

// adjacentUnits reports whether two units on the board touch (R2).
func (l *layout) adjacentUnits(a, d int) bool {
	i, j := int(l.sq[a]), int(l.sq[d])
	if i == j || i < 0 || j < 0 {
		return false
	}
	c := l.board.Cols
	dr, dc := i/c-j/c, i%c-j%c
	return dr >= -1 && dr <= 1 && dc >= -1 && dc <= 1
}

// mayAttack reports whether attacker a may attack defender d, given that they are
// adjacent (R14): HQs never attack. Advanced game: armour never attacks infantry in
// forest (R23); mountain infantry in mountains is attacked only by mountain infantry that
// stands in mountains itself (R24).
func (l *layout) mayAttack(a, d int) bool {
	if catalog[a].Side == catalog[d].Side {
		return false
	}
	return Attacks(l.adv, l.fighter(a), l.fighter(d))
}

// mustFight reports whether an adjacent attacker–defender pair is obliged to fight (R14).
// Advanced game: not across a river (R25), and mountain infantry in mountains need not
// attack a unit outside them (R24).
func (l *layout) mustFight(a, d int) bool {
	if catalog[a].Side == catalog[d].Side {
		return false
	}
	return Obliged(l.adv, l.fighter(a), l.fighter(d), l.adv && l.across(a, d))
}

// canAttack reports whether unit a may attack unit d where they stand, were they
// adjacent (R14, R23, R24): both on the board, HQs never, nor anyone his own side.
func (l *layout) canAttack(a, d int) bool {
	if a < 0 || a >= NumUnits || d < 0 || d >= NumUnits || l.sq[a] < 0 || l.sq[d] < 0 {
		return false
	}
	return l.mayAttack(a, d)
}

// obliged reports whether two adjacent units of opposite sides would be an obliged pair
// if a's side were moving (R14, R24, R25); false when they do not touch.
func (l *layout) obliged(a, d int) bool {
	return l.canAttack(a, d) && l.adjacentUnits(a, d) && l.mustFight(a, d)
}

// MayAttack reports whether unit a may attack unit d where they stand, were they
// adjacent (R14, R23, R24): HQs never attack, nor does anyone his own side.
func (l *Layout) MayAttack(a, d int) bool { return l.canAttack(a, d) }

// MustFight reports whether two adjacent units of opposite sides would be an obliged
// pair if a's side were moving (R14, R24, R25); false when they do not touch.
func (l *Layout) MustFight(a, d int) bool { return l.obliged(a, d) }

// MayAttack reports whether unit a may attack unit d under the game's rules, were they
// adjacent (R14, R23, R24): HQs never attack, nor does anyone his own side.
func (g *Game) MayAttack(a, d int) bool { return g.canAttack(a, d) }

// MustFight reports whether two adjacent units of opposite sides would be an obliged
// pair if a's side were moving (R14, R24, R25); false when they do not touch.
func (g *Game) MustFight(a, d int) bool { return g.obliged(a, d) }

// Doubled reports whether defender d counts double against the attackers where they
// stand (doubled, R16, R25).
func (l *Layout) Doubled(attackers []int, d int) bool { return l.doubled(attackers, d) }

// doubled reports whether defender d counts double against the attackers where they
// stand: advanced game, and every attacker is across a river from it (RiverDoubles, R16,
// R25).
func (l *layout) doubled(attackers []int, d int) bool {
	if !l.adv {
		return false
	}
	n := 0
	for _, a := range attackers {
		if !l.across(a, d) {
			break
		}
		n++
	}
	return RiverDoubles(true, len(attackers), n)
}

// retreatSquareOK reports whether a retreating unit u may stand on square index i on its
// way (RetreatStand, R19, R24). Forest is allowed here even for armour: whether armour
// may take a forest way is decided over its whole list of ways (retreats, R19, R23).
func (l *layout) retreatSquareOK(u, i int) bool {
	side := catalog[u].Side
	v := l.at(i)
	enemyOn := v >= 0 && v != u && catalog[v].Side != side
	return RetreatStand(l.adv, catalog[u].Kind, l.board.TerrainAt(i), enemyOn, l.enemyNext(side, i))
}

// eachRetreatWay calls f with the two squares of each of unit u's retreat ways (R19):
// two steps (R2) to a square two away, neither square water (sea bridges excepted),
// enemy-held or next to an enemy, the final square empty, an occupied sea bridge not
// passed (R5); in the advanced game no mountains but for mountain infantry (R24). With
// flooded, no step crosses a river but a road step over its bridge (R30: spring rain);
// without forest, no way enters forest (R23, for armour).
func (l *layout) eachRetreatWay(u int, flooded, forest bool, f func(m, t int)) {
	b := l.board
	from := int(l.sq[u])
	if from < 0 {
		return
	}
	wooded := func(i int) bool { return !forest && b.TerrainAt(i) == maps.Forest }
	barred := func(i, j int) bool { return flooded && FloodBarred(b, b.SquareAt(i), b.SquareAt(j)) }
	fs := b.SquareAt(from)
	for _, m := range b.StepIndexes(from) {
		if !l.retreatSquareOK(u, m) || !l.passable(u, m) || wooded(m) || barred(from, m) {
			continue
		}
		for _, t := range b.StepIndexes(m) {
			if maps.Chebyshev(fs, b.SquareAt(t)) != 2 || l.at(t) >= 0 || !l.retreatSquareOK(u, t) || wooded(t) || barred(m, t) {
				continue
			}
			f(m, t)
		}
	}
}

// RetreatEnds lists the squares unit u could end a retreat on (R19), each once, into dst:
// the ends of the ways the engine offers (Game.retreats, eachRetreatWay), armour never
// through forest in the advanced game (R23); flooded in a month of flooded rivers (R30).
// Empty: a retreat result eliminates it.
func (l *Layout) RetreatEnds(u int, flooded bool, dst []int) []int {
	dst = dst[:0]
	forest := !l.adv || catalog[u].Kind != units.Armour
	l.eachRetreatWay(u, flooded, forest, func(_, t int) {
		for _, x := range dst {
			if x == t {
				return
			}
		}
		dst = append(dst, t)
	})
	return dst
}

// Reacher is the engine's movement search (search.reach) with buffers of its own and this
// month's step costs and movement cap, for searches on layouts other than the game's own:
// the AI's reach and threat on the positions it imagines, for either side. It allocates
// nothing once warm.
type Reacher struct {
	s       search
	tables  [numClasses][]int8 // step costs by move class (advanced game); nil: every step 3 (R13)
	moveCap int                // the weather's cap on every unit's movement value, 0: none (R30)
}

// NewReacher is a movement search under the game's rules and this month's weather.
func (g *Game) NewReacher() *Reacher {
	r := &Reacher{moveCap: g.effects().MoveCap}
	if g.advanced() {
		for c := range numClasses {
			r.tables[c] = g.ter.costs(groundOf(g.effects()), c)
		}
	}
	return r
}

// Allowance is unit u's movement for a whole player turn this month, in thirds: what it
// can do next turn if the weather holds (Game.moveAllowance, R11, R30).
func (r *Reacher) Allowance(u int) int { return allowance(u, r.moveCap) }

// Reach finds every square unit u can end a move on from where it stands on l with
// budget thirds, cheapest first: the engine's search (Game.Reach), except that squares a
// friend holds are listed too, since a plan may move the friend first. The list is
// reused by the next search.
func (r *Reacher) Reach(l *Layout, u, budget int) []int32 {
	r.s.reach(&l.layout, u, nil, budget, r.tables[classOf(u)], true)
	return r.s.found
}

// Spread finds every square a unit of u's kind and side can end a move on with budget
// thirds after it lands on any of starts by air or sea (R26–R28), friends' squares
// included and the starts left out. Where u stands does not matter.
func (r *Reacher) Spread(l *Layout, u int, starts []int32, budget int) []int32 {
	r.s.reach(&l.layout, u, starts, budget, r.tables[classOf(u)], true)
	return r.s.found
}

// Cost is what the last search paid to reach square index i, in thirds, and whether it
// reached it.
func (r *Reacher) Cost(i int) (int, bool) {
	if r.s.stamp[i] != r.s.gen {
		return 0, false
	}
	return int(r.s.cost[i]), true
}

// Contact reports whether a unit of side on square index i is in contact with the enemy,
// so that a move entering it ends there (R12; in the advanced game not across a river,
// R25).
func (l *Layout) Contact(side units.Side, i int) bool { return l.contactAt(side, i) }

// Squares is the square index of every unit, -1 for those off the board.
func (l *Layout) Squares() [NumUnits]int32 { return l.sq }

// Allowance is unit u's movement for a whole player turn this month, in thirds (R11,
// R30): what it can do in its next turn if the weather holds.
func (g *Game) Allowance(u int) int { return g.moveAllowance(u) }
