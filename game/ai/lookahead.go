package ai

import (
	"cmp"
	"runtime"
	"slices"
	"sync"
	"sync/atomic"

	"taktik/game"
	"taktik/units"
)

// The General does not trust one plan: it makes several, in different styles, and
// plays each out on a copy of the game: its own battles, then the enemy's whole reply
// as the Officer would play it, with dice it rolls itself (never the game's own, which
// it cannot know). The plan whose outcomes weigh best over a few rolls of the dice wins.

// generalStyles are the plans the General compares.
var generalStyles = []style{
	withs(plainStyle, true, true),
	boldStyle,
	withs(carefulStyle, false, true),
	plainStyle, // the Officer's own plan: the General never plays worse than it by its own lookahead
}

// withs is a style with the second look (improve) and the garrisons (defend) set.
func withs(s style, improve, defend bool) style {
	s.improve, s.defend = improve, defend
	return s
}

// lookaheadSamples is how many rolls of the dice each plan is played out with; every
// plan meets the same rolls, so that luck does not decide between them. More samples
// keep a risky plan from winning on a few lucky rolls (measured, advanced game, seeds
// 101–200, against the Officer: 61% with five, 64% with eight; 66% with eight and
// outcomeStep).
const lookaheadSamples = 8

func generalPlan(g *game.Game, level Level) []game.Action {
	plan, _ := generalPlanner(g, level)
	return plan
}

// generalPlanner is generalPlan's plan and the planner that made it (for the General's advice).
func generalPlanner(g *game.Game, level Level) ([]game.Action, *planner) {
	kn := knobsOf(level)
	var plans [][]game.Action
	var planners []*planner
	nGeneral := 0 // the plans of the General's own styles, which come first
	for i, st := range kn.styles {
		pl := plannedWith(g, level, st)
		plan := pl.moves()
		dup := false
		for _, q := range plans {
			dup = dup || slices.EqualFunc(plan, q, sameAction)
		}
		if !dup {
			plans = append(plans, plan)
			planners = append(planners, pl)
		}
		if i < len(generalStyles) {
			nGeneral = len(plans)
		}
	}
	var weaker []*planner // the Field Marshal's: the weaker levels' plans (sure.go)
	floor := 0.0
	if kn.finalists > 0 && keepCertainWins {
		weaker, floor = weakerSureWins(g)
	}
	if len(plans) == 1 && (floor == 0 || floor <= sureWorth(g, plans[0])) {
		return plans[0], planners[0]
	}
	seeds := lookaheadSeeds(g, kn.samples)
	which := make([]int, len(plans))
	for k := range which {
		which[k] = k
	}
	scores := playOuts(g, plans, which, seeds, kn)
	if kn.finalists > 0 {
		// The General would play the best of its own styles' plans by the first round;
		// what it eliminates for certain, and what the weaker levels would, stays in
		// every plan still in the running (sure.go).
		gen := 0
		for k := 1; k < nGeneral; k++ {
			if scores[k] > scores[gen] {
				gen = k
			}
		}
		if keepCertainWins {
			floor = max(floor, sureWorth(g, plans[gen]))
			plans, planners, scores, which = keepSureWins(g, plans, planners, scores, which, floor, weaker, seeds, kn)
		}
		// the best few by the first reply meet the stronger one (the Field Marshal)
		slices.SortStableFunc(which, func(a, b int) int { return cmp.Compare(scores[b], scores[a]) })
		which = which[:min(kn.finalists, len(which))]
		fk := kn
		fk.reply = kn.finalReply
		if kn.finalDepth > 0 {
			fk.depth = kn.finalDepth
		}
		if kn.finalSamples > 0 {
			seeds = lookaheadSeeds(g, kn.finalSamples)
		}
		scores = playOuts(g, plans, which, seeds, fk)
	}
	best := which[0]
	for _, k := range which {
		if scores[k] > scores[best] {
			best = k
		}
	}
	return plans[best], planners[best]
}

// playOuts plays each plan of which out with every seed (playOut) and returns the totals
// by plan (zero for the plans not in which). The playouts are independent, so they are
// shared out among the machine's cores, each worker on its own copy of g; every total is
// summed in the order of the seeds, so that the result never depends on the workers.
func playOuts(g *game.Game, plans [][]game.Action, which []int, seeds []uint64, kn knobs) []float64 {
	type job struct{ k, s int }
	jobs := make([]job, 0, len(which)*len(seeds))
	for _, k := range which {
		for s := range seeds {
			jobs = append(jobs, job{k, s})
		}
	}
	values := make([][]float64, len(plans))
	for _, k := range which {
		values[k] = make([]float64, len(seeds))
	}
	workers := min(runtime.GOMAXPROCS(0), len(jobs))
	if workers <= 1 {
		for _, j := range jobs {
			values[j.k][j.s] = playOut(g, plans[j.k], seeds[j.s], kn)
		}
	} else {
		var next atomic.Int64
		var wg sync.WaitGroup
		for range workers {
			own := g.Clone()
			wg.Add(1)
			go func() {
				defer wg.Done()
				for n := int(next.Add(1)) - 1; n < len(jobs); n = int(next.Add(1)) - 1 {
					j := jobs[n]
					values[j.k][j.s] = playOut(own, plans[j.k], seeds[j.s], kn)
				}
			}()
		}
		wg.Wait()
	}
	totals := make([]float64, len(plans))
	for _, k := range which {
		for _, v := range values[k] {
			totals[k] += v
		}
	}
	return totals
}

// lookaheadSeeds are the n rolls of the dice every plan is played out with on g.
func lookaheadSeeds(g *game.Game, n int) []uint64 {
	r := newRng(g.Hash() ^ 0x6a09e667f3bcc909)
	seeds := make([]uint64, n)
	for k := range seeds {
		seeds[k] = r.next()
	}
	return seeds
}

// playOut plays a movement plan on a copy of g, then the side's combat and the enemy's
// next player turn (as kn.reply plays it: the Officer for the General), with dice from
// seed, and weighs where that leaves the side. With kn.depth above one it plays on, both
// sides as kn.reply, for that many rounds.
//
// The dice are the General's own, never the game's: before each roll the engine would
// make, a die is queued on the copy (the `dice` action). A battle's die is drawn from the
// seed and the defenders it is fought against, so that the same battle in two plans
// meets the same luck and the plans are compared on what they do, not on their dice.
func playOut(g *game.Game, plan []game.Action, seed uint64, kn knobs) float64 {
	c := g.Clone()
	side := c.Side()
	for _, a := range plan {
		_ = c.Apply(a) // a move the engine refuses leaves the unit where it is
	}
	if c.Phase() == game.PhaseMovement {
		_ = c.Apply(game.Action{Kind: game.ActEndMove, Unit: -1, Index: -1})
	}
	mem := newMemory()
	turns := 0 // player turns begun since the plan's
	cur := side
	for steps := 0; c.Phase() != game.PhaseDone && steps < 3000*max(kn.depth, 1); steps++ {
		if c.Side() != cur {
			cur = c.Side()
			if turns++; turns >= 2*max(kn.depth, 1) {
				break
			}
		}
		level := kn.reply
		if turns == 0 && c.Decider() == side && c.Phase() != game.PhaseMovement {
			level = General
		}
		a, err := decide(c, level, mem)
		if err != nil {
			break
		}
		queueDie(c, a, seed)
		if c.Apply(a) != nil {
			break
		}
		breathe()
	}
	return standing(c, side, kn, nil)
}

// queueDie queues on c the die the engine will roll for action a, if it rolls one: a
// battle at odds that need a die (R17), drawn from seed, the game turn and the
// defenders; the month's weather (R30) when a's end of turn opens a new month, from seed
// and the game turn.
func queueDie(c *game.Game, a game.Action, seed uint64) {
	h := seed ^ uint64(c.Turn())*0x9e3779b97f4a7c15
	switch a.Kind {
	case game.ActResolve:
		battles := c.Battles()
		k := a.Index
		if k < 0 || k >= len(battles) {
			return
		}
		b := battles[k]
		if b.Resolved || b.Odds.Auto() {
			return
		}
		for _, d := range b.Defenders {
			h = (h ^ uint64(d+1)) * 0xbf58476d1ce4e5b9
		}
	case game.ActEndTurn:
		o := c.Options()
		if !o.Weather || c.Side() == o.First {
			return // the month begins with the first side's turn
		}
		h ^= 0x5851f42d4c957f2d
	default:
		return
	}
	die := 1 + newRng(h).intn(6)
	_ = c.Apply(game.Action{Kind: game.ActDice, Unit: -1, Index: -1, Rolls: []int{die}})
}

// standing weighs a position for a side: the game's outcome if it is over, else
// material, cities held and lost, and how close the army stands to its objectives.
//
// ev gives the distances to the objectives; nil measures them on g.
func standing(g *game.Game, side units.Side, kn knobs, ev *evaluator) float64 {
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
	for u := range game.NumUnits {
		if !p.onBoard(u) {
			continue
		}
		if counters[u].side == side {
			v += worth(u)
		} else {
			v -= worth(u)
		}
	}
	held, lost, theirs, ours := 0, 0, 0, 0
	for k, c := range g.Board().Cities {
		o := g.Owner(k)
		if c.Side == side {
			ours++
			if o != side {
				lost++
			}
		} else {
			theirs++
			if o == side {
				held++
			}
		}
	}
	v += kn.cities * float64(held-lost)
	if kn.lastStand > 0 {
		v -= kn.lastStand * cityValue * (float64(ours)/float64(ours-lost+1) - 1)
	}
	if held == theirs {
		v += kn.allHeld
	}
	if lost == ours {
		v -= kn.allHeld
	}
	v += supplyScore(g, p, side) // R32
	if ev == nil {
		ev = newEvaluator(g, p, side, kn.lastStand)
	}
	lo, hi := sideRange(side)
	for u := lo; u < hi; u++ {
		if p.onBoard(u) && !counters[u].hq {
			v -= kn.dist * float64(ev.goal[p.Square(u)])
		}
	}
	return v
}

// bestByStanding tries each legal action that pick accepts on a copy of the game and
// returns the one that leaves the side to decide standing best, if it gains more than
// least over doing nothing; else an action of kind ActNone.
func bestByStanding(g *game.Game, legal []game.Action, pick func(game.Action) bool, least float64) game.Action {
	side := g.Decider()
	kn := knobsOf(General)
	ev := newEvaluator(g, positionOf(g), side, kn.lastStand) // one placement hardly moves the objectives
	base := standing(g, side, kn, ev)
	best, bestGain := game.Action{}, least
	for _, a := range legal {
		if !pick(a) {
			continue
		}
		c := g.Clone()
		if c.Apply(a) != nil {
			continue
		}
		if gain := standing(c, side, kn, ev) - base; gain > bestGain {
			best, bestGain = a, gain
		}
	}
	return best
}
