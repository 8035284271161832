package ai

import (
	"slices"

	"taktik/game"
	"taktik/units"
)

// The General does not trust one plan: it makes several, in different styles, and
// plays each out on a copy of the game: its own battles, then the enemy's whole reply
// as the Offizier would play it, with dice it rolls itself (never the game's own, which
// it cannot know). The plan whose outcomes weigh best over a few rolls of the dice wins.

// generalStyles are the plans the General compares.
var generalStyles = []style{
	func() style { s := plainStyle; s.improve = true; return s }(),
	boldStyle,
	carefulStyle,
}

// lookaheadSamples is how many rolls of the dice each plan is played out with; every
// plan meets the same rolls, so that luck does not decide between them.
const lookaheadSamples = 3

func generalPlan(g *game.Game) []game.Action {
	var plans [][]game.Action
	for _, st := range generalStyles {
		plan := planWith(g, General, st)
		dup := false
		for _, q := range plans {
			dup = dup || slices.EqualFunc(plan, q, sameAction)
		}
		if !dup {
			plans = append(plans, plan)
		}
	}
	if len(plans) == 1 {
		return plans[0]
	}
	r := newRng(g.Hash() ^ 0x6a09e667f3bcc909)
	seeds := make([]uint64, lookaheadSamples)
	for k := range seeds {
		seeds[k] = r.next()
	}
	best, bestScore := 0, 0.0
	for k, plan := range plans {
		score := 0.0
		for _, s := range seeds {
			score += playOut(g, plan, s)
		}
		if k == 0 || score > bestScore {
			best, bestScore = k, score
		}
	}
	return plans[best]
}

// playOut plays a movement plan on a copy of g, then the side's combat and the enemy's
// next player turn, with dice from seed, and weighs where that leaves the side.
func playOut(g *game.Game, plan []game.Action, seed uint64) float64 {
	c := g.Clone()
	side := c.Side()
	for _, a := range plan {
		_ = c.Apply(a) // a move the engine refuses leaves the unit where it is
	}
	if c.Phase() == game.PhaseMovement {
		_ = c.Apply(game.Action{Kind: game.ActEndMove, Unit: -1, Index: -1})
	}
	dice := newRng(seed)
	roll := func() {
		rolls := make([]int, 32)
		for k := range rolls {
			rolls[k] = 1 + dice.intn(6)
		}
		_ = c.Apply(game.Action{Kind: game.ActDice, Unit: -1, Index: -1, Rolls: rolls})
	}
	roll()
	mem := newMemory()
	enemyTurn := false
	for steps := 0; c.Phase() != game.PhaseDone && steps < 3000; steps++ {
		if c.Side() != side && !enemyTurn {
			enemyTurn = true
			roll()
		}
		if enemyTurn && c.Side() == side {
			break
		}
		level := Offizier
		if c.Decider() == side && c.Phase() != game.PhaseMovement {
			level = General
		}
		a, err := decide(c, level, mem)
		if err != nil || c.Apply(a) != nil {
			break
		}
	}
	return standing(c, side)
}

// standing weighs a position for a side: the game's outcome if it is over, else
// material, cities held and lost, and how close the army stands to its objectives.
func standing(g *game.Game, side units.Side) float64 {
	switch w := g.Winner(); {
	case w == game.Draw:
		return 0
	case w == game.RedWins && side == units.Red, w == game.BlueWins && side == units.Blue:
		return 1000
	case w != game.NoWinner:
		return -1000
	}
	p := positionOf(g)
	v := 0.0
	for u := range p.at {
		if !p.onBoard(u) {
			continue
		}
		if counters[u].side == side {
			v += worth(u)
		} else {
			v -= worth(u)
		}
	}
	for k, c := range g.Board().Cities {
		switch o := g.Owner(k); {
		case o == side && c.Side != side:
			v += cityValue
		case o != side && c.Side == side:
			v -= cityValue
		}
	}
	ev := newEvaluator(g, p, side)
	lo, hi := sideRange(side)
	for u := lo; u < hi; u++ {
		if p.onBoard(u) && !counters[u].hq {
			v -= plainStyle.step * float64(ev.goal[p.at[u]])
		}
	}
	return v
}
