package board

import (
	"time"

	"taktik/game"
	"taktik/game/ai"
	"taktik/maps"
	"taktik/render/board/orders"
	"taktik/render/lang"
	"taktik/render/play"
	"taktik/render/ui"
	"taktik/units"
)

// computer is the computer's side of the scene: its thinking in the background, the
// pace at which its orders are shown, and the bookkeeping done when turns change.
type computer struct {
	think    play.Thinker // the computer's next order
	asked    time.Time    // when it was last asked for one
	skipping bool         // the player asked to see the end of the computer's turn at once
	failed   bool         // the computer's order was refused: it stops rather than loop

	autosaved    turnMark
	savedHash    uint64     // the position the autosave holds
	sinceSave    float64    // seconds since the autosave was written
	decider      units.Side // who acted last, for the hand-over between two people
	deciderKnown bool
	lastMode     orders.Mode // what the player was asked to do last tick (follow.go)
	noted        int         // the computer's battles of this turn whose squares the camera knows
}

// turnMark names a player turn.
type turnMark struct {
	turn  int
	side  units.Side
	phase game.Phase
}

// autosaveEvery is how long a change within a player turn waits before it is saved to
// the autosave: often enough that a crash loses next to nothing, seldom enough that a
// quick series of orders writes the file once.
const autosaveEvery = 2.0 // seconds

func autosaveMark(g *game.Game) turnMark {
	return turnMark{turn: g.Turn(), side: g.Side(), phase: g.Phase()}
}

// level is the strength the computer plays the deciding side at; in the setup, where
// people may command both sides, the placing is the same at every level.
func (v *View) level() ai.Level {
	side := v.game.Decider()
	if v.game.Phase() == game.PhaseSetup && !v.players[side].Computer {
		side = side.Opponent()
	}
	return v.players[side].Level
}

// thinkingShown is how long the computer thinks before the bar says so: the General
// answers most orders from its plan at once, the Field Marshal plans for seconds.
const thinkingShown = 300 * time.Millisecond

// thinkingNote is the bar's hint while the computer has been thinking for a while:
// who thinks, so that a wait of seconds reads as thought, not as a hang.
func (v *View) thinkingNote() (string, bool) {
	if !v.ord.ComputerActs() || v.pc.skipping || !v.pc.think.Busy() || time.Since(v.pc.asked) < thinkingShown {
		return "", false
	}
	return lang.Tf("play.computer.thinking", lang.T(v.players[v.game.Decider()].StrengthKey())), true
}

// updateComputer lets the computer act: one order at a time, each shown before the
// next is asked for, unless the player skips.
func (v *View) updateComputer() {
	if v.pc.failed || (!v.anim.idle() && !v.pc.skipping) {
		return
	}
	if v.pc.skipping {
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
func (v *View) skipAhead() {
	deadline := time.Now().Add(skipBudget)
	for v.ord.ComputerActs() && !v.pc.failed && v.game.Winner() == game.NoWinner {
		if v.nextComputerOrder() {
			if v.anim.rolling != nil { // the die of a battle lands at once
				v.anim.finish(v)
			}
			continue
		}
		if time.Now().After(deadline) {
			return
		}
		time.Sleep(time.Millisecond) // the computer thinks in the background
	}
}

// nextComputerOrder carries out the computer's next order when it has decided one,
// and starts it deciding when it has not; it reports whether an order was given.
func (v *View) nextComputerOrder() bool {
	if v.remote != nil { // online: the other side's orders come from the server
		return v.nextRemote()
	}
	acts, err, ok := v.pc.think.Poll(v.game)
	if !ok {
		if !v.pc.think.Busy() {
			v.pc.think.Decide(v.game, v.level())
			v.pc.asked = time.Now()
		}
		return false
	}
	if err != nil || len(acts) == 0 {
		// the computer has no answer (a bug): the plainest legal one keeps the game going
		if err != nil {
			v.problem(err)
		}
		legal := v.game.Legal()
		if len(legal) == 0 {
			v.pc.failed = true
			return false
		}
		acts = []game.Action{game.SimpleChoice(v.game, legal)}
	}
	v.perform(acts[0])
	return true
}

// perform carries out one of the computer's orders and starts showing it: a unit
// sliding along its path, a die rolling, a short pause after anything else.
func (v *View) perform(a game.Action) {
	g := v.game
	switch a.Kind {
	case game.ActMove:
		from := g.Unit(a.Unit).Square
		path := a.Path
		if len(path) == 0 {
			path, _, _ = g.Path(a.Unit, a.To)
		}
		if !v.ord.Apply(a) {
			v.pc.failed = true
			return
		}
		if v.onScreen(from) || v.onScreen(a.To) { // a move out of sight is not waited for
			v.anim.slide(a.Unit, from, path, v.speed())
		}
	case game.ActResolve:
		v.roll(a.Index)
	case game.ActRetreat, game.ActDrop, game.ActSail:
		from := g.Unit(a.Unit).Square
		if !v.ord.Apply(a) {
			v.pc.failed = true
			return
		}
		path := a.Path
		if len(path) == 0 && a.To != (maps.Square{}) {
			path = []maps.Square{a.To}
		}
		v.anim.slide(a.Unit, from, path, v.speed())
	case game.ActPlace:
		if !v.ord.Apply(a) {
			v.pc.failed = true
		}
	case game.ActNuke: // R33: the blast shows before the computer goes on
		if !v.strike(a) {
			v.pc.failed = true
			return
		}
		v.anim.wait(blastTime, v.speed())
	default:
		if !v.ord.Apply(a) {
			v.pc.failed = true
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
func (v *View) skip() {
	v.pc.skipping = true
	v.anim.finish(v)
}

// afterChange looks at what the last tick changed: the log's new events become sounds
// and labels on the map; a new player turn is saved; the hand-over screen goes up
// between two people; the computer's skipping ends when a person must act.
func (v *View) afterChange() {
	v.syncOnline()
	v.events()
	v.followComputer()
	g := v.game
	if g.Winner() != game.NoWinner {
		return
	}
	v.pc.sinceSave += v.in.Elapsed()
	if v.pc.sinceSave < autosaveEvery || (v.ord.ComputerActs() && !v.pc.failed) || v.pc.think.Busy() || v.ord.Planning() {
		// the autosave's wait runs on the frames' clock; the computer thinks and acts
		ui.Animate()
	}
	if mark := autosaveMark(g); mark != v.pc.autosaved && g.Phase() == game.PhaseMovement {
		v.pc.autosaved = mark
		if v.coach == nil && v.remote == nil { // a lesson's position is no game of the player's to continue; an online game is the server's
			v.autosave()
		}
	} else if v.coach == nil && v.remote == nil && v.pc.sinceSave >= autosaveEvery && g.Hash() != v.pc.savedHash {
		// within a turn too, a few seconds after each change: a crash or a power cut
		// costs the player no more than the last moment's orders
		v.autosave()
	}
	if !v.ord.ComputerActs() {
		v.pc.skipping = false
		v.pc.failed = false
	}
	if g.Phase() == game.PhaseSetup {
		return
	}
	d := g.Decider()
	if v.pc.deciderKnown && d != v.pc.decider && !v.players[0].Computer && !v.players[1].Computer {
		v.hud.showHandoff(d, g.Pending().Kind)
		v.ord.Drop()
	}
	v.pc.decider, v.pc.deciderKnown = d, true
}

// onScreen reports whether a square shows on the map.
func (v *View) onScreen(sq maps.Square) bool {
	r := v.cam.SquareRect(sq)
	m := v.cam.View
	return r.X+r.W > m.X && r.Y+r.H > m.Y && r.X < m.X+m.W && r.Y < m.Y+m.H
}
