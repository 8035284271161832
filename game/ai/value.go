package ai

import (
	"math"
	"slices"

	"taktik/game"
	"taktik/units"
)

// worth is what a unit is worth to its side, in infantry divisions: armour hits twice as
// hard and goes further; an HQ never attacks and only soaks up a blow (R7, R14, R16).
func worth(u int) float64 {
	switch counters[u].kind {
	case units.Armour:
		return 2.3
	case units.HQ:
		return 0.5
	}
	return 1
}

// sumWorth adds the worth of a list of units.
func sumWorth(list []int) float64 {
	w := 0.0
	for _, u := range list {
		w += worth(u)
	}
	return w
}

// chance[o+6][r] is the probability of result r at odds o (R17), from game.Outcomes.
var chance = func() (t [13][6]float64) {
	for o := game.OddsAutoAE; o <= game.OddsAutoDE; o++ {
		for r, p := range game.Outcomes(o) {
			t[o+6][r] = p
		}
	}
	return t
}()

// odds is game.ComputeOdds (R16).
func odds(attack, defend int) game.Odds { return game.ComputeOdds(attack, defend) }

// exchangeCost is the least worth of attackers whose printed values reach need (R18):
// the attacker gives up the cheapest set the rule allows. Printed attack values are 1 or
// 2 (R7), so the cheapest set is some number of the cheapest 2s and of the cheapest 1s.
func exchangeCost(att []int, need int) float64 {
	var ones, twos []float64
	total := 0
	for _, u := range att {
		switch counters[u].attack {
		case 1:
			ones = append(ones, worth(u))
		case 2:
			twos = append(twos, worth(u))
		}
		total += counters[u].attack
	}
	if total <= need {
		return sumWorth(att)
	}
	slices.Sort(ones)
	slices.Sort(twos)
	best := math.Inf(1)
	sumTwos := 0.0
	for a := 0; a <= len(twos); a++ {
		if a > 0 {
			sumTwos += twos[a-1]
		}
		i := max(0, need-2*a)
		if i > len(ones) {
			continue
		}
		cost := sumTwos
		for _, w := range ones[:i] {
			cost += w
		}
		best = min(best, cost)
		if i == 0 {
			break
		}
	}
	return best
}

// stakes is what one battle puts at risk, seen from the attacker's side.
type stakes struct {
	attack, defend int     // the totals that give the odds
	need           int     // printed defence: what an exchange costs the attacker (R18)
	attWorth       float64 // what the attackers are worth
	defWorth       float64 // what the defenders are worth
	exCost         float64 // the cheapest exchange loss
	attTrapped     float64 // worth of attackers with no way to retreat (R19)
	defTrapped     float64 // worth of defenders with no way to retreat
	bonus          float64 // what the attacker gains besides material when the defenders go (a city freed)
}

// retreatLoss is how much a retreat that is possible still costs the retreating side:
// ground and time, not the unit.
const retreatLoss = 0.12

// value is the expected gain of the battle for the attacker, in infantry divisions, over
// the exact outcome probabilities of the combat results table (R17): an exchange costs
// the cheapest loss set, a retreat with no way out costs the unit (R19).
func (s stakes) value() float64 {
	o := odds(s.attack, s.defend)
	p := &chance[o+6]
	defGone := s.defWorth + s.bonus
	defBack := s.defTrapped + retreatLoss*(s.defWorth-s.defTrapped)
	if s.defTrapped >= s.defWorth {
		defBack += s.bonus
	}
	attBack := s.attTrapped + retreatLoss*(s.attWorth-s.attTrapped)
	return p[game.DE]*defGone + p[game.EX]*(defGone-s.exCost) + p[game.DB2]*defBack -
		p[game.AE]*s.attWorth - p[game.AB2]*attBack
}
