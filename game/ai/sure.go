package ai

import (
	"cmp"
	"slices"

	"taktik/game"
)

// The Field Marshal judges its plans by their average over a dozen rolls of the dice,
// and a plan that spends one of the units a certain elimination needs on something else
// (a garrison, a second battle at good odds) can average higher on those rolls. The
// rule is decided otherwise: the strongest level never drops a certain win that a
// weaker level takes. A certain elimination is a battle at odds of 7-1 or more, which
// removes its defenders without a roll (R16); an advanced game's river doubles a
// defender only when every attacker is across it (R25), so one attacker on the
// defender's own bank can make it certain.

// keepCertainWins is the rule above, on for every game; BenchmarkFieldMarshalCertainWins
// turns it off to measure what it costs (docs/ai.md).
var keepCertainWins = true

// sureWorth is the worth of the enemy units that a movement plan eliminates for certain:
// the plan played on a copy of g, the movement ended, and the battles the General would
// cut (the Field Marshal's own) declared; those at odds that need no roll count.
func sureWorth(g *game.Game, plan []game.Action) float64 {
	c := g.Clone()
	for _, a := range plan {
		_ = c.Apply(a) // a move the engine refuses leaves the unit where it is
	}
	if c.Phase() == game.PhaseMovement && c.Apply(game.Action{Kind: game.ActEndMove, Unit: -1, Index: -1}) != nil {
		return 0
	}
	if c.Phase() != game.PhaseCombat {
		return 0
	}
	for _, a := range planBattles(c, General) {
		_ = c.Apply(a)
	}
	v := 0.0
	for _, b := range c.Battles() {
		if b.Odds == game.OddsAutoDE {
			v += sumWorth(b.Defenders)
		}
	}
	return v
}

// weakerSureWins are the Officer's and the Recruit's plans for g and the most either
// eliminates for certain.
func weakerSureWins(g *game.Game) ([]*planner, float64) {
	weaker := []*planner{plannerFor(g, Officer), plannerFor(g, Recruit)}
	floor := 0.0
	for _, w := range weaker {
		floor = max(floor, sureWorth(g, w.moves()))
	}
	return weaker, floor
}

// keepSureWins narrows the plans the Field Marshal's second round compares to those that
// eliminate for certain at least floor: what the General's choice and the weaker
// levels' plans would. Those weaker plans join plans (played out over the first round's
// seeds) when they are new. It returns the plans, their planners and first-round scores
// and the indices still in the running, best first; with floor 0 it changes nothing.
func keepSureWins(g *game.Game, plans [][]game.Action, planners []*planner, scores []float64, which []int, floor float64,
	weaker []*planner, seeds []uint64, kn knobs) ([][]game.Action, []*planner, []float64, []int) {
	if floor == 0 {
		return plans, planners, scores, which
	}
	var fresh []int // the weaker plans that join
	for _, w := range weaker {
		plan := w.moves()
		if !slices.ContainsFunc(plans, func(q []game.Action) bool { return slices.EqualFunc(plan, q, sameAction) }) {
			plans, planners = append(plans, plan), append(planners, w)
			fresh = append(fresh, len(plans)-1)
		}
	}
	if len(fresh) > 0 {
		more := playOuts(g, plans, fresh, seeds, kn)
		scores = append(scores, more[len(scores):]...)
		which = append(which, fresh...)
	}
	var keep []int
	for _, k := range which {
		if sureWorth(g, plans[k]) >= floor {
			keep = append(keep, k)
		}
	}
	slices.SortStableFunc(keep, func(a, b int) int { return cmp.Compare(scores[b], scores[a]) })
	return plans, planners, scores, keep
}
