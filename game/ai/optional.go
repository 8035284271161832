package ai

import (
	"taktik/game"
)

// The optional rules' decisions (R31, R33), weighed directly: what an action changes is
// known without playing it on a copy of the game, which a General's lookahead would do
// hundreds of times a turn.

// chooseReplacement answers a pending replacement decision (R31): the rebuild that adds
// most to the side's standing — the unit's worth (armour 2.3 for 2 points, infantry 1
// for 1: armour first while the points last), less the steps from its square to the
// objectives — and `replace done` when nothing is left to rebuild. Points not spent are
// lost, so every affordable rebuild is made.
func chooseReplacement(g *game.Game, legal []game.Action) game.Action {
	side := g.Decider()
	p := positionOf(g)
	ev := newEvaluator(g, p, side, knobsOf(General).lastStand)
	best, bestGain := game.Action{}, -1e9
	done := legal[len(legal)-1]
	for _, a := range legal {
		if a.Kind != game.ActReplace || a.Unit < 0 {
			if a.Kind == game.ActReplace {
				done = a
			}
			continue
		}
		gain := worth(a.Unit)
		if i := g.Board().Index(a.To); !counters[a.Unit].hq {
			gain -= plainStyle.step * float64(ev.goal[i])
		}
		if gain > bestGain {
			best, bestGain = a, gain
		}
	}
	if best.Kind == game.ActNone {
		return done
	}
	return best
}

// nukeValue is what an atomic strike (R33) destroys: the worth of the enemy units on the
// squares it hits (it spares own units), and for each one that holds a city the share
// of the city it frees.
func nukeValue(g *game.Game, p *position, ev *evaluator, a game.Action) float64 {
	b := g.Board()
	v := 0.0
	for _, s := range game.WeaponOf(a.Unit).Squares(b, a.To) {
		if u := p.unit(b.Index(s)); u >= 0 && counters[u].side != counters[a.Unit].side {
			v += worth(u) + ev.removalBonus(u)
		}
	}
	return v
}

// nukeThreshold is the least a strike must destroy to be fired: each HQ has one weapon
// for the whole game (R33), so it waits for a target worth two divisions.
const nukeThreshold = 2

// bestNuke is the atomic strike that destroys most, when one destroys at least
// nukeThreshold; else an action of kind ActNone.
func bestNuke(g *game.Game, legal []game.Action) game.Action {
	var p *position
	var ev *evaluator
	best, bestV := game.Action{}, nukeThreshold-1e-9
	for _, a := range legal {
		if a.Kind != game.ActNuke {
			continue
		}
		if p == nil {
			p = positionOf(g)
			ev = newEvaluator(g, p, g.Side(), knobsOf(General).lastStand)
		}
		if v := nukeValue(g, p, ev, a); v > bestV {
			best, bestV = a, v
		}
	}
	return best
}
