package play

import (
	"slices"

	"taktik/game"
	"taktik/maps"
)

func (o *Orders) updateBattle(p Pointer) {
	o.pollPlan()
	if o.nuking {
		o.updateNuke(p)
		return
	}
	if p.Right {
		o.builder.Reset()
		o.sel, o.ops = -1, nil
	}
	if p.Click && p.OnMap && o.clickOperation(p.Square, p.Shift) {
		return
	}
	if p.Click && p.OnMap {
		if k, ok := o.battleAt(p.Square); ok && o.builder.Empty() && len(o.game.Uncovered()) == 0 {
			o.out.Roll(k) // a click on a declared battle rolls for it
		} else if n, ok := o.game.UnitAt(p.Square); ok {
			if note := o.builder.Toggle(o.game, n); note != "" {
				o.out.Note(said(note))
			} else {
				o.out.Click()
			}
		} else {
			o.builder.Reset()
		}
	}
	o.previewBattle()
}

// clickOperation handles the special operations of the combat phase (a marine's way
// back to sea after its attack, R27): Shift+click picks a unit that has one, a click
// on a violet square carries it out. It reports whether it took the click.
func (o *Orders) clickOperation(sq maps.Square, shift bool) bool {
	if o.sel >= 0 {
		ops := o.opsAt(sq)
		o.sel, o.ops = -1, nil
		if len(ops) > 0 {
			o.operate(ops[0])
			return true
		}
	}
	n, ok := o.game.UnitAt(sq)
	if !ok || !shift || game.UnitInfo(n).Side != o.game.Side() {
		return false
	}
	if ops := o.game.LegalOperations(n); len(ops) > 0 {
		o.sel, o.ops = n, ops
		return true
	}
	return false
}

// previewBattle shows the odds of the battle being built.
func (o *Orders) previewBattle() {
	b := &o.builder
	if !b.Complete() {
		o.out.Odds(nil)
		return
	}
	if p, err := o.game.Preview(b.Attackers, b.Defenders); err == nil {
		o.out.Odds(&p)
	} else {
		o.out.Odds(nil)
	}
}

// battleAt is the unresolved declared battle a square's unit fights in.
func (o *Orders) battleAt(sq maps.Square) (int, bool) {
	n, ok := o.game.UnitAt(sq)
	if !ok {
		return 0, false
	}
	for k, b := range o.game.Battles() {
		if !b.Resolved && (slices.Contains(b.Attackers, n) || slices.Contains(b.Defenders, n)) {
			return k, true
		}
	}
	return 0, false
}

// declare declares the battle as built; the engine says why when it may not be (R14,
// R15).
func (o *Orders) declare() {
	b := &o.builder
	if !b.Complete() {
		o.out.Note(T("play.battle.incomplete"))
		return
	}
	if o.Apply(b.Action()) {
		b.Reset()
		o.out.Odds(nil)
		o.out.Click()
	}
}

// suggestPlan asks the computer how it would cut the contacts into battles; the
// declarations are made when it answers, and Undo takes them back one by one.
func (o *Orders) suggestPlan() {
	if len(o.game.Uncovered()) == 0 {
		o.out.Note(T("play.plan.nothing"))
		return
	}
	o.builder.Reset()
	o.planner.Plan(o.game, o.players[o.game.Side()].Level)
	o.out.Note(T("play.plan.thinking"))
}

func (o *Orders) pollPlan() {
	acts, err, ok := o.planner.Poll(o.game)
	if !ok {
		return
	}
	if err != nil {
		o.out.Refused(err)
	}
	done := 0
	for _, a := range acts {
		if !o.Apply(a) {
			break
		}
		done++
	}
	if done > 0 {
		o.out.Note(Counted(done, "play.plan.done").With(done))
	}
}

// openBattles counts the declared battles not yet rolled for.
func (o *Orders) openBattles() int {
	open := 0
	for _, b := range o.game.Battles() {
		if !b.Resolved {
			open++
		}
	}
	return open
}

// endTurn ends the player turn. While contacts are left without a battle or battles
// without a roll (R14, R15) it says what is left to do instead.
func (o *Orders) endTurn() {
	if n := len(o.game.Uncovered()); n > 0 {
		o.out.Warn(Counted(n, "play.endturn.contacts").With(n))
		return
	}
	if open := o.openBattles(); open > 0 {
		o.out.Warn(Counted(open, "play.endturn.open").With(open))
		return
	}
	if o.Apply(game.Action{Kind: game.ActEndTurn, Unit: -1, Index: -1}) {
		o.builder.Reset()
		o.out.Odds(nil)
		o.out.Click()
	}
}

// Retreats are the retreats on offer, refreshed after a change, with a beaten unit
// picked whose squares show (-1 for none).
func (o *Orders) Retreats() (Retreats, int) {
	if o.retVer != o.version {
		o.retVer = o.version
		o.retreats = NewRetreats(o.legalActions())
		if !slices.Contains(o.retreats.Units, o.retreat) {
			o.retreat = -1
			if len(o.retreats.Units) > 0 {
				o.retreat = o.retreats.Units[0]
			}
		}
	}
	return o.retreats, o.retreat
}

func (o *Orders) updateRetreat(p Pointer) {
	r, _ := o.Retreats()
	if !p.Click || !p.OnMap {
		return
	}
	if n, ok := o.game.UnitAt(p.Square); ok && slices.Contains(r.Units, n) {
		o.retreat = n
		o.out.Click()
		return
	}
	a, ok := r.To(o.retreat, p.Square)
	if !ok {
		o.out.Note(T("play.retreat.pick"))
		return
	}
	from := o.game.Unit(a.Unit).Square
	if o.Apply(a) {
		o.out.Slide(a.Unit, from, a.Path)
	}
}

// eliminateTrapped gives up the picked beaten unit that has no way out (R19).
func (o *Orders) eliminateTrapped() {
	r, picked := o.Retreats()
	if a, ok := r.Trapped(picked); ok {
		o.Apply(a)
	}
}

// Losses is the exchange being picked, started afresh for each decision.
func (o *Orders) Losses() *Losses {
	if o.lossVer != o.version || o.losses == nil {
		p := o.game.Pending()
		if o.losses == nil || !slices.Equal(o.losses.Offered, p.Units) || o.losses.Need != p.Need {
			o.losses = NewLosses(p)
		}
		o.lossVer = o.version
	}
	return o.losses
}

func (o *Orders) updateExchange(p Pointer) {
	l := o.Losses()
	if p.Click && p.OnMap {
		if n, ok := o.game.UnitAt(p.Square); ok && slices.Contains(l.Offered, n) {
			l.Toggle(n)
			o.out.Click()
		}
	}
}

// giveUp confirms the exchange losses picked (R18).
func (o *Orders) giveUp() {
	l := o.Losses()
	a, ok := l.Match(o.legalActions())
	if !ok {
		o.out.Note(Tf("play.exchange.need", l.Need))
		return
	}
	if o.Apply(a) {
		o.losses = nil
	}
}
