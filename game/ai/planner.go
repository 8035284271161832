package ai

import (
	"math/bits"
	"slices"

	"taktik/game"
	"taktik/maps"
	"taktik/units"
)

// planner makes the moves of one movement phase. It imagines them on a copy of the
// position (p), giving each unit of the side to move a square in turn; units not yet
// given one still stand where they started and take no part in the battles it weighs.
type planner struct {
	g     *game.Game
	level Level
	side  units.Side
	lo    int
	start *position // the position at the start of the plan
	p     *position // with the squares given so far
	r     *reacher
	ev    *evaluator
	st    style
	kn    knobs

	movable uint64                    // own units that may still move (bit u-lo)
	placed  uint64                    // own units given their square (or fixed where they stand)
	canEnd  []uint64                  // canEnd[k]: own movable units that can end their move on square k
	ends    [][]int32                 // ends[u-lo]: the squares unit u can end on, staying put included
	ops     map[placement]game.Action // squares reached only by a special operation (R26–R28)
	order   []int                     // units in the order they were given a square

	raid   []bool               // squares the enemy can reach next turn by air or sea (raidMap); nil: none
	work   int                  // battles the exact partition search may still weigh in this plan
	sure   int                  // battles of the last weighing (battles) that need no die
	threat *influence           // the enemy's reach, kept up to date by enemyThreat
	seen   [game.NumUnits]int32 // where the units stood when it was last searched

	stage stage                // the part of the plan at work now (for the General's advice)
	why   [units.PerSide]stage // why[u-lo]: the part of the plan that gave unit u its square
}

func newPlanner(g *game.Game, level Level, st style) *planner {
	p := positionOf(g)
	side := g.Side()
	lo, hi := sideRange(side)
	pl := &planner{g: g, level: level, st: st, kn: knobsOf(level), side: side, lo: lo, start: p, p: p.clone(), work: planWork,
		canEnd: make([]uint64, p.b.Size()), ends: make([][]int32, units.PerSide)}
	pl.r = newReacher(pl.start, g)
	pl.ev = newEvaluator(g, pl.start, side, pl.kn.lastStand)
	if plansAhead(level) {
		pl.raid = raidMap(g, pl.start, newReacher(pl.start, g), side.Opponent())
	}
	for u := lo; u < hi; u++ {
		if !p.onBoard(u) {
			continue
		}
		bit := uint64(1) << (u - lo)
		left := g.Unit(u).Left
		if left <= 0 {
			pl.placed |= bit // it has moved or cannot: it stays where it is
			continue
		}
		list := append([]int32{int32(p.Square(u))}, pl.r.search(u, left)...)
		// A drop, landing or invasion takes the unit to squares it could not walk to
		// (R26–R28). The Officer ends its move where it lands; the General also plans
		// the move it makes from there with its whole allowance.
		ops := pl.bestOperations(u)
		if len(ops) > 0 && pl.ops == nil {
			pl.ops = map[placement]game.Action{}
		}
		var in map[int32]bool
		if len(ops) > 0 {
			in = make(map[int32]bool, len(list))
			for _, i := range list {
				in[i] = true
			}
		}
		for _, a := range ops {
			i := int32(p.b.Index(a.To))
			if !in[i] {
				in[i] = true
				list = append(list, i)
				pl.ops[placement{u, int(i)}] = a
			}
		}
		if plansAhead(level) && len(ops) > 0 {
			mark := make([]bool, p.b.Size())
			for _, a := range ops {
				i := p.b.Index(a.To)
				if pl.r.stops(side, i) {
					continue // contact ends the move where it lands (R12)
				}
				clear(mark)
				pl.r.spread(u, []int32{int32(i)}, left, mark)
				for j, ok := range mark {
					if ok && !in[int32(j)] && (p.unit(j) < 0 || counters[p.unit(j)].side == side) {
						in[int32(j)] = true
						list = append(list, int32(j))
						pl.ops[placement{u, j}] = a
					}
				}
			}
		}
		if len(list) == 1 {
			pl.placed |= bit
			continue
		}
		pl.movable |= bit
		pl.ends[u-lo] = list
		for _, i := range list {
			pl.canEnd[i] |= bit
		}
	}
	return pl
}

// planWork bounds the battles the exact partition search weighs for one plan (a count,
// not a clock, so that plans never depend on the machine): beyond it groups are cut
// greedily.
const planWork = 60000

// maxOperations bounds the squares a special operation may take one unit to that the
// plan weighs: the nearest to the objectives. A paratroop unit may have a thousand.
const maxOperations = 16

// bestOperations lists unit u's drops, landings and invasions to the squares nearest
// its objectives.
func (pl *planner) bestOperations(u int) []game.Action {
	ops := pl.g.LegalOperations(u)
	goal := pl.ev.goal
	slices.SortStableFunc(ops, func(a, b game.Action) int {
		return int(goal[pl.p.b.Index(a.To)] - goal[pl.p.b.Index(b.To)])
	})
	if len(ops) > maxOperations {
		ops = ops[:maxOperations]
	}
	return ops
}

// advanced reports whether the advanced game's rules apply.
func (pl *planner) advanced() bool { return pl.g.Options().Mode == game.Advanced }

// free reports whether unit u still waits for its square.
func (pl *planner) free(u int) bool {
	bit := uint64(1) << (u - pl.lo)
	return pl.movable&bit != 0 && pl.placed&bit == 0
}

// assign gives unit u square i (its own square: it stays).
func (pl *planner) assign(u, i int) {
	pl.p.put(u, i)
	pl.placed |= 1 << (u - pl.lo)
	pl.order = append(pl.order, u)
	pl.why[u-pl.lo] = pl.stage
}

// unplaced says whether a unit is an own unit not yet given a square: it takes no part
// in the imagined battles.
func (pl *planner) unplaced(u int) bool {
	return counters[u].side == pl.side && pl.free(u)
}

// freeUnits lists the own units still waiting for a square.
func (pl *planner) freeUnits() []int {
	var list []int
	for m := pl.movable &^ pl.placed; m != 0; m &= m - 1 {
		list = append(list, pl.lo+bits.TrailingZeros64(m))
	}
	return list
}

// canReach reports whether unit u can end its move on square i.
func (pl *planner) canReach(u, i int) bool { return pl.canEnd[i]&(1<<(u-pl.lo)) != 0 }

// moves lists the plan as actions in an order the engine accepts: a unit moves once the
// square it goes to is empty and its way there is open. Each move is tried on a copy of
// the game: a friend standing on a sea bridge closes it to the others (R5), so units
// that end on one go last, and a move the engine refuses now is tried again after the
// others. A unit whose move stays refused (a ring of units waiting on each other) stays
// where it is. endmove closes the list.
func (pl *planner) moves() []game.Action {
	c := pl.g.Clone()
	var todo []int
	for _, u := range pl.order {
		if pl.p.Square(u) != pl.start.Square(u) {
			todo = append(todo, u)
		}
	}
	bridge := func(u int) bool { return pl.p.b.TerrainAt(pl.p.Square(u)) == maps.SeaBridge }
	slices.SortStableFunc(todo, func(a, b int) int {
		switch {
		case !bridge(a) && bridge(b):
			return -1
		case bridge(a) && !bridge(b):
			return 1
		}
		return 0
	})
	var list []game.Action
	for len(todo) > 0 {
		progress := false
		rest := todo[:0]
		for _, u := range todo {
			to := pl.p.Square(u)
			walk := game.Action{Kind: game.ActMove, Unit: u, Index: -1, To: pl.p.b.SquareAt(to)}
			a, ok := pl.ops[placement{u, to}]
			if !ok {
				a = walk
			}
			if _, held := c.UnitAt(walk.To); held {
				rest = append(rest, u)
				continue
			}
			if _, held := c.UnitAt(a.To); held || c.Apply(a) != nil {
				rest = append(rest, u)
				continue
			}
			list = append(list, a)
			progress = true
			if a.To != walk.To && c.Apply(walk) == nil {
				list = append(list, walk) // on from where it landed (R26–R28)
			}
		}
		todo = rest
		if !progress {
			todo = todo[1:] // a ring, or a way closed for good: the first unit stays
		}
	}
	return append(list, pl.withdrawals(c)...)
}

// withdrawals closes a plan played on c with endmove, first moving away any headquarters
// the plan left next to an enemy while it can still get away (R20: the engine refuses
// endmove until it has): to the square farthest from the enemy it can reach.
func (pl *planner) withdrawals(c *game.Game) []game.Action {
	var list []game.Action
	end := game.Action{Kind: game.ActEndMove, Unit: -1, Index: -1}
	for tries := 0; tries < units.PerSide && c.Apply(end) != nil; tries++ {
		moved := false
		for u := pl.lo; u < pl.lo+units.PerSide && !moved; u++ {
			us := c.Unit(u)
			if !counters[u].hq || us.Status != game.OnBoard || !nextToEnemy(c, u) {
				continue
			}
			options := append(c.LegalMoves(u), c.LegalOperations(u)...)
			best, bestD := game.Action{}, -1
			for _, a := range options {
				if d := pl.dist(pl.p.b.Index(a.To)); d > bestD {
					best, bestD = a, d
				}
			}
			if bestD >= 0 && c.Apply(best) == nil {
				list = append(list, best)
				moved = true
			}
		}
		if !moved {
			break
		}
	}
	return append(list, end)
}

// nextToEnemy reports whether unit u stands next to an enemy unit in game g.
func nextToEnemy(g *game.Game, u int) bool {
	b := g.Board()
	for _, k := range b.NeighbourIndexes(b.Index(g.Unit(u).Square)) {
		if v, ok := g.UnitAt(b.SquareAt(k)); ok && counters[v].side != counters[u].side {
			return true
		}
	}
	return false
}

// planMovement is the plan of a movement phase for a level.
func planMovement(g *game.Game, level Level) []game.Action {
	switch level {
	case Recruit, Officer:
		return plannerFor(g, level).moves()
	}
	return generalPlan(g, level)
}

// plannerFor is the Recruit's or the Officer's planner with its plan made.
func plannerFor(g *game.Game, level Level) *planner {
	if level == Recruit {
		pl := newPlanner(g, level, plainStyle)
		pl.stage = stagePlace
		pl.rekrut()
		return pl
	}
	return plannedWith(g, level, plainStyle)
}

// plannedWith makes a plan in one style: cities open for the taking, attacks, then a
// square for everyone else, and the second look when the style asks for it. Its
// planner remembers which part of the plan gave each unit its square (stage), for the
// General's advice; moves lists the plan.
func plannedWith(g *game.Game, level Level, st style) *planner {
	pl := newPlanner(g, level, st)
	pl.stage = stageCapture
	pl.captureCities()
	if st.defend && pl.kn.defend {
		pl.stage = stageDefend
		pl.defendCities()
	}
	pl.stage = stageAttack
	pl.attacks()
	pl.stage = stagePlace
	pl.place()
	if st.improve {
		pl.improve()
	}
	return pl
}

// stage is the part of a plan that gave a unit its square.
type stage uint8

const (
	stageNone    stage = iota // not given one: it stays where it stands
	stageCapture              // it walks into an enemy city open for the taking (captureCities)
	stageDefend               // it garrisons an own city the enemy could take (defendCities)
	stageAttack               // it joins an attack (attacks)
	stagePlace                // a square weighed for itself (place, the Recruit's pass)
	stageImprove              // the General's second look moved it (improve)
)
