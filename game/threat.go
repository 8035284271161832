package game

import (
	"slices"

	"taktik/maps"
	"taktik/units"
)

// Threat is what the other side could do to one side's units in its next player turn,
// worked out on the position as it stands: where each of its units can end a move (R11–R13,
// R20, with a full allowance under this month's weather, R30), and for each of the side's
// units the best odds the enemy could bring against it where it stands (R14–R16). Moves
// by sea, rail or air are left out: it is the threat on foot.
type Threat struct {
	Side    units.Side            // the side threatened
	Reach   map[int][]maps.Square // each enemy unit on the board: the squares it can end its move on
	Squares []maps.Square         // every square some enemy unit can end its move on, in board order
	Danger  []Danger              // the side's units the enemy can attack, in unit order
}

// Danger is the strongest battle the enemy could bring against one unit where it stands:
// attackers that can each end their move on a different square next to it.
type Danger struct {
	Unit      int
	Attackers []int         // in unit order
	From      []maps.Square // where each attacker would stand
	Preview                 // the battle's odds, the unit defending alone
}

// Threat works out the threat against side (see Threat). It changes nothing.
func (g *Game) Threat(side units.Side) Threat {
	t := Threat{Side: side, Reach: map[int][]maps.Square{}}
	c := g.enemyTurn(side)
	enemy := side.Opponent()
	seen := make([]bool, g.board.Size())
	ends := map[int][]int{} // enemy unit → square indexes it can stand on after its move
	for _, a := range c.sideUnits(enemy) {
		var list []maps.Square
		home := c.board.Index(c.st.Units[a].Square)
		ends[a] = append(ends[a], home) // staying put is a move too (R10)
		for _, r := range c.Reach(a) {
			list = append(list, r.Square)
			i := c.board.Index(r.Square)
			ends[a] = append(ends[a], i)
			seen[i] = true
		}
		t.Reach[a] = list
	}
	for i, ok := range seen {
		if ok {
			t.Squares = append(t.Squares, g.board.SquareAt(i))
		}
	}
	for _, d := range g.sideUnits(side) {
		if dg, ok := c.danger(d, ends); ok {
			t.Danger = append(t.Danger, dg)
		}
	}
	return t
}

// ReachNextTurn lists the squares unit u can end its move on in its side's next
// movement phase, on the position as it stands (the reach the threat view shows for one
// enemy unit); empty when it is not on the board.
func (g *Game) ReachNextTurn(u int) []maps.Square {
	if u < 0 || u >= NumUnits || g.st.Units[u].Status != OnBoard {
		return nil
	}
	c := g.enemyTurn(catalog[u].Side.Opponent())
	var list []maps.Square
	for _, r := range c.Reach(u) {
		list = append(list, r.Square)
	}
	return list
}

// enemyTurn is a copy of the game at the start of the movement phase of side's enemy:
// every one of its units with its full allowance, nothing yet moved or fought.
func (g *Game) enemyTurn(side units.Side) *Game {
	c := g.Clone()
	c.st.Side = side.Opponent()
	c.st.Phase = PhaseMovement
	c.st.Pending = Decision{}
	c.st.Battles = nil
	for u := range c.st.Units {
		us := &c.st.Units[u]
		us.Moved, us.Attacked, us.Defended, us.Left = false, false, false, 0
		us.Ops, us.Spare, us.Beach = 0, 0, maps.Square{}
	}
	for _, u := range c.sideUnits(c.st.Side) {
		c.st.Units[u].Left = c.moveAllowance(u)
	}
	return c
}

// danger finds the strongest attack on unit d: each square next to it holds one attacker
// (R12), so it is a matching of attackers to squares that weighs the attackers' combat
// values. Taking the attackers strongest first and letting each claim a square, moving
// earlier ones aside along an alternating path when that frees one, gives the heaviest
// such matching (the sets of attackers that can all be placed form a matroid). The
// moves are then made on a copy and the battle previewed there, so the odds are the
// engine's own (R16, R25's river doubling included).
func (c *Game) danger(d int, ends map[int][]int) (Danger, bool) {
	home := c.board.Index(c.st.Units[d].Square)
	next := map[int]bool{}
	for _, j := range c.board.NeighbourIndexes(home) {
		next[j] = true
	}
	var cand []int
	opts := map[int][]int{} // attacker → squares next to d it can stand on
	for a, list := range ends {
		if catalog[a].Kind == units.HQ {
			continue // R14: HQs never attack
		}
		for _, i := range list {
			from := Fighter{catalog[a].Kind, c.board.Terrain(c.board.SquareAt(i))}
			if next[i] && (!c.advanced() || !TerrainBars(from, c.fighter(d))) { // R23, R24
				opts[a] = append(opts[a], i)
			}
		}
		if len(opts[a]) > 0 {
			cand = append(cand, a)
		}
	}
	slices.SortFunc(cand, func(a, b int) int {
		if ca, cb := catalog[a].Combat(), catalog[b].Combat(); ca != cb {
			return cb - ca
		}
		return a - b
	})
	holder := map[int]int{} // square → attacker placed there
	for _, a := range cand {
		claim(a, opts, holder, map[int]bool{})
	}
	if len(holder) == 0 {
		return Danger{}, false
	}
	w := c.Clone()
	for i, a := range holder {
		if w.board.Index(w.st.Units[a].Square) != i {
			w.lift(a, Unplaced)
		}
	}
	dg := Danger{Unit: d}
	for i, a := range holder {
		w.put(a, w.board.SquareAt(i))
		dg.Attackers = append(dg.Attackers, a)
	}
	slices.Sort(dg.Attackers)
	for _, a := range dg.Attackers {
		dg.From = append(dg.From, w.st.Units[a].Square)
	}
	p, err := w.Preview(dg.Attackers, []int{d})
	if err != nil {
		return Danger{}, false
	}
	dg.Preview = p
	return dg, true
}

// claim finds attacker a a square among its options, moving an earlier attacker to
// another of its squares when that frees one (an augmenting path).
func claim(a int, opts map[int][]int, holder map[int]int, tried map[int]bool) bool {
	for _, i := range opts[a] {
		if tried[i] {
			continue
		}
		tried[i] = true
		b, taken := holder[i]
		if !taken || claim(b, opts, holder, tried) {
			holder[i] = a
			return true
		}
	}
	return false
}

// ForcedBattle is the battle a move into contact obliges the mover to fight (R14), at the
// best odds the engine would let it be declared with the units where they then stand.
type ForcedBattle struct {
	Touched   []int // every enemy unit the mover would have to fight, in unit order
	Attackers []int
	Defenders []int
	Preview
}

// ForcedBy says which battle moving unit u to square to would force (R12, R14): the move
// is made on a copy, movement ended there, and among the battles the engine would then
// accept with u as an attacker (R15: leaving every other obliged unit a partner) the one
// at the best odds is given. ok is false when the move makes no contact that must be
// fought; the error is the engine's refusal of the move.
func (g *Game) ForcedBy(u int, to maps.Square) (fb ForcedBattle, ok bool, err error) {
	c := g.Clone()
	if err := c.Apply(Action{Kind: ActMove, Unit: u, Index: -1, To: to}); err != nil {
		return ForcedBattle{}, false, err
	}
	c.eachEnemyNext(u, func(d int) {
		if c.mustFight(u, d) {
			fb.Touched = append(fb.Touched, d)
		}
	})
	if len(fb.Touched) == 0 {
		return ForcedBattle{}, false, nil
	}
	slices.Sort(fb.Touched)
	c.st.Phase = PhaseCombat // R10: as if movement ended now
	found := false
	for _, a := range c.legalBattles() {
		if !slices.Contains(a.Attackers, u) {
			continue
		}
		p, err := c.Preview(a.Attackers, a.Defenders)
		if err != nil {
			continue
		}
		if !found || better(p, fb.Preview) {
			fb.Attackers, fb.Defenders, fb.Preview = a.Attackers, a.Defenders, p
			found = true
		}
	}
	return fb, found, nil
}

// better reports whether a battle previewed as p is better for the attacker than q:
// higher odds, then a larger margin of strength.
func better(p, q Preview) bool {
	if p.Odds != q.Odds {
		return p.Odds > q.Odds
	}
	return p.Attack*q.Defend > q.Attack*p.Defend
}
