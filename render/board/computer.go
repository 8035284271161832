package board

import (
	"time"

	"taktik/game"
	"taktik/maps"
	"taktik/render/lang"
	"taktik/render/play"
	"taktik/render/ui"
)

// thinkingShown is how long the computer thinks before the bar says so: the General
// answers most orders from its plan at once, the Field Marshal plans for seconds.
const thinkingShown = 300 * time.Millisecond

// turnShow is the part of the view that shows the actions the game's flow hands out
// from elsewhere (the computer's, an online game's other side), and passes the ticks on to the flow.
type turnShow struct {
	*View

	lastMode play.Mode // what the player was asked to do last tick (follow.go)
	noted    int       // the computer's battles of this turn whose squares the camera knows
}

// thinkingNote is the bar's hint while the computer has been thinking for a while:
// who thinks, so that a wait of seconds reads as thought, not as a hang.
func (v *turnShow) thinkingNote() (string, bool) {
	if !v.ord.ComputerActs() || v.match.Skipping() || !v.match.Busy() || v.match.Awaited() < thinkingShown {
		return "", false
	}
	return lang.Tf("play.computer.thinking", lang.T(v.players[v.game.Decider()].StrengthKey())), true
}

// updateComputer lets the computer act: one order at a time, each shown before the
// next is asked for, unless the player skips.
func (v *turnShow) updateComputer() {
	if v.match.Halted() || (!v.anim.idle() && !v.match.Skipping()) {
		return
	}
	if v.match.Skipping() {
		v.skipAhead()
		return
	}
	v.nextComputerOrder()
}

// skipBudget is how long one tick may spend carrying out the computer's orders while
// the player skips: the orders follow one another as fast as the computer decides
// them, and the window still answers.
const skipBudget = 40 * time.Millisecond

// skipAhead carries out the computer's orders, as many as it decides within the
// budget, each at once, until a person must act.
func (v *turnShow) skipAhead() {
	deadline := time.Now().Add(skipBudget)
	for v.ord.ComputerActs() && !v.match.Halted() && v.game.Winner() == game.NoWinner {
		if v.nextComputerOrder() {
			if v.anim.rolling != nil { // the die of a battle lands at once
				v.anim.finish(v.View)
			}
			continue
		}
		if time.Now().After(deadline) {
			return
		}
		time.Sleep(time.Millisecond) // the computer thinks in the background
	}
}

// nextComputerOrder carries out the computer's next order when it has decided one (the
// flow starts it deciding when it has not); it reports whether an order was given.
func (v *turnShow) nextComputerOrder() bool {
	a, ok := v.match.Next()
	if ok {
		v.perform(a)
	}
	return ok
}

// perform carries out one of the computer's orders and starts showing it: a unit
// sliding along its path, a die rolling, a short pause after anything else.
func (v *turnShow) perform(a game.Action) {
	g := v.game
	switch a.Kind {
	case game.ActMove:
		from := g.Unit(a.Unit).Square
		path := a.Path
		if len(path) == 0 {
			path, _, _ = g.Path(a.Unit, a.To)
		}
		if !v.ord.Apply(a) { // the flow halts the computer
			return
		}
		if v.onScreen(from) || v.onScreen(a.To) { // a move out of sight is not waited for
			v.anim.slide(a.Unit, from, path, v.speed())
		}
	case game.ActResolve:
		v.roll(a.Index)
	case game.ActRetreat, game.ActDrop, game.ActSail:
		from := g.Unit(a.Unit).Square
		if !v.ord.Apply(a) { // the flow halts the computer
			return
		}
		path := a.Path
		if len(path) == 0 && a.To != (maps.Square{}) {
			path = []maps.Square{a.To}
		}
		v.anim.slide(a.Unit, from, path, v.speed())
	case game.ActPlace:
		v.ord.Apply(a)
	case game.ActNuke: // R33: the blast shows before the computer goes on
		if !v.strike(a) {
			return
		}
		v.anim.wait(blastTime, v.speed())
	default:
		if !v.ord.Apply(a) { // the flow halts the computer
			return
		}
		v.anim.wait(pauseAfter(a.Kind), v.speed())
	}
}

// pauseAfter is how long an order stays on screen before the next, in seconds at
// normal speed: long enough to see a declared battle's lines.
func pauseAfter(k game.ActionKind) float64 {
	switch k {
	case game.ActBattle:
		return 0.5
	case game.ActEndMove, game.ActEndTurn, game.ActLose:
		return 0.4
	}
	return 0.17
}

// skip shows the rest of the computer's turn at once.
func (v *turnShow) skip() {
	if v.nothingToSkip() {
		return // Space while an online game waits: the other side's next orders are shown
	}
	v.match.Skip()
	v.anim.finish(v.View)
}

// afterChange looks at what the last tick changed: the log's new events become sounds
// and labels on the map; the flow saves a new player turn, ends the computer's
// skipping when a person must act, and says when the hand-over screen goes up between
// two people.
func (v *turnShow) afterChange() {
	v.events()
	v.followComputer()
	t := v.match.Tick(v.in.Elapsed())
	if t.Awake || v.ord.Planning() {
		ui.Animate()
	}
	for _, err := range t.Problems { // the computer had no answer, the server refused an order
		v.problem(err)
	}
	if t.Reloaded { // the other side took an order back, or the server's game was taken
		v.ord.Changed()
		v.ord.Drop()
	}
	v.saved(t)
	if t.Handoff {
		v.hud.showHandoff(t.To, t.Facing)
		v.ord.Drop()
	}
}

// onScreen reports whether a square shows on the map.
func (v *turnShow) onScreen(sq maps.Square) bool {
	r := v.cam.SquareRect(sq)
	m := v.cam.View
	return r.X+r.W > m.X && r.Y+r.H > m.Y && r.X < m.X+m.W && r.Y < m.Y+m.H
}
