package board

import (
	"slices"

	"taktik/audio"
	"taktik/game"
	"taktik/maps"
	"taktik/render/input"
	"taktik/render/lang"
)

func (v *View) updateBattle() {
	s := &v.st
	v.pollPlan()
	if s.nuking {
		v.updateNuke()
		return
	}
	if v.rightClicked {
		s.builder.Reset()
		s.sel, s.ops = -1, nil
	}
	if v.clicked && v.hoverOK && v.clickOperation() {
		return
	}
	if v.clicked && v.hoverOK {
		if k, ok := v.battleAt(v.hover); ok && s.builder.Empty() && len(v.game.Uncovered()) == 0 {
			v.roll(k) // a click on a declared battle rolls for it
		} else if n, ok := v.game.UnitAt(v.hover); ok {
			if note := s.builder.Toggle(v.game, n); note != "" {
				v.hud.toast.Show(note)
			} else {
				v.app.Sound().Play(audio.Click)
			}
		} else {
			s.builder.Reset()
		}
	}
	v.previewBattle()
}

// clickOperation handles the special operations of the combat phase (a marine's way
// back to sea after its attack, R27): Shift+click picks a unit that has one, a click
// on a violet square carries it out. It reports whether it took the click.
func (v *View) clickOperation() bool {
	s := &v.st
	if s.sel >= 0 {
		ops := v.opsAt(v.hover)
		s.sel, s.ops = -1, nil
		if len(ops) > 0 {
			v.operate(ops[0])
			return true
		}
	}
	n, ok := v.game.UnitAt(v.hover)
	if !ok || !input.Shift(v.in) || game.UnitInfo(n).Side != v.game.Side() {
		return false
	}
	if ops := v.game.LegalOperations(n); len(ops) > 0 {
		s.sel, s.ops = n, ops
		return true
	}
	return false
}

// previewBattle shows the odds of the battle being built.
func (v *View) previewBattle() {
	b := &v.st.builder
	if !b.Complete() {
		v.hud.odds.Clear()
		return
	}
	if p, err := v.game.Preview(b.Attackers, b.Defenders); err == nil {
		v.hud.odds.Set(p)
		v.hud.crt.Highlight(p.Odds, 0)
	} else {
		v.hud.odds.Clear()
	}
}

// battleAt is the unresolved declared battle a square's unit fights in.
func (v *View) battleAt(sq maps.Square) (int, bool) {
	n, ok := v.game.UnitAt(sq)
	if !ok {
		return 0, false
	}
	for k, b := range v.game.Battles() {
		if !b.Resolved && (slices.Contains(b.Attackers, n) || slices.Contains(b.Defenders, n)) {
			return k, true
		}
	}
	return 0, false
}

// declare declares the battle as built; the engine says why when it may not be (R14,
// R15).
func (v *View) declare() {
	b := &v.st.builder
	if !b.Complete() {
		v.hud.toast.Show(lang.T("play.battle.incomplete"))
		return
	}
	if v.apply(b.Action()) {
		b.Reset()
		v.hud.odds.Clear()
		v.app.Sound().Play(audio.Click)
	}
}

// suggestPlan asks the computer how it would cut the contacts into battles; the
// declarations are made when it answers, and Undo takes them back one by one.
func (v *View) suggestPlan() {
	if len(v.game.Uncovered()) == 0 {
		v.hud.toast.Show(lang.T("play.plan.nothing"))
		return
	}
	v.st.builder.Reset()
	v.pc.planner.Plan(v.game, v.players[v.game.Side()].Level)
	v.hud.toast.Show(lang.T("play.plan.thinking"))
}

func (v *View) pollPlan() {
	acts, err, ok := v.pc.planner.Poll(v.game)
	if !ok {
		return
	}
	if err != nil {
		v.problem(err)
	}
	done := 0
	for _, a := range acts {
		if !v.apply(a) {
			break
		}
		done++
	}
	if done > 0 {
		v.hud.toast.Show(lang.Tf(lang.Counted(done, "play.plan.done"), done))
	}
}

// roll resolves a battle (-1: the next one): the die is thrown on a copy of the game
// first, so the die can tumble on screen while the counters still stand; the battle is
// settled on the real game, which rolls the same, when it lands.
func (v *View) roll(k int) {
	a := game.Action{Kind: game.ActResolve, Unit: -1, Index: k}
	if v.coach != nil { // the tutorial's die, queued in the engine before the throw
		if err := v.game.Clone().Apply(a); err != nil {
			v.problem(err)
			return
		}
		v.coachDie(k)
	}
	c := v.game.Clone()
	if err := c.Apply(a); err != nil {
		v.problem(err)
		return
	}
	if k < 0 {
		for i, b := range v.game.Battles() {
			if !b.Resolved {
				k = i
				break
			}
		}
	}
	b := c.Battles()[k]
	v.hud.crt.Highlight(b.Odds, b.Die)
	x, y := v.battleSpot(v.game.Battles()[k])
	// the result rises from where the battle's label was
	v.anim.label = floatAt{x: x, y: y + 0.5, battle: k}
	if b.Die == 0 { // R16: odds beyond the table decide without a die
		v.hud.dice.Roll(0, b.Odds.String(), b.Result.String())
		v.settle(a)
		return
	}
	v.hud.dice.Roll(b.Die, b.Odds.String(), b.Result.String())
	v.app.Sound().Play(audio.DieRoll)
	v.anim.rolling = &a
}

// settle applies a resolve whose die has landed.
func (v *View) settle(a game.Action) {
	v.anim.rolling = nil
	v.apply(a)
}

// middle is the board point amid some units on the board, in squares from the grid's
// corner; (0, 0) when none stands.
func (v *View) middle(list []int) (float64, float64) {
	x, y, n := 0.0, 0.0, 0.0
	for _, u := range list {
		if st := v.game.Unit(u); st.Status == game.OnBoard {
			x += float64(st.Square.Col) - 0.5
			y += float64(st.Square.Row) - 0.5
			n++
		}
	}
	if n == 0 {
		return 0, 0
	}
	return x / n, y / n
}

// endTurn ends the player turn. While contacts are left without a battle or battles
// without a roll (R14, R15) it says what is left to do instead.
func (v *View) endTurn() {
	if n := len(v.game.Uncovered()); n > 0 {
		v.hud.toast.Problem(lang.Tf(lang.Counted(n, "play.endturn.contacts"), n))
		return
	}
	open := 0
	for _, b := range v.game.Battles() {
		if !b.Resolved {
			open++
		}
	}
	if open > 0 {
		v.hud.toast.Problem(lang.Tf(lang.Counted(open, "play.endturn.open"), open))
		return
	}
	if v.apply(game.Action{Kind: game.ActEndTurn, Unit: -1, Index: -1}) {
		v.st.builder.Reset()
		v.hud.odds.Clear()
		v.app.Sound().Play(audio.Click)
	}
}

func (v *View) updateRetreat() {
	r := v.retreatChoices()
	if !v.clicked || !v.hoverOK {
		return
	}
	if n, ok := v.game.UnitAt(v.hover); ok && slices.Contains(r.Units, n) {
		v.st.retreat = n
		v.app.Sound().Play(audio.Click)
		return
	}
	a, ok := r.To(v.st.retreat, v.hover)
	if !ok {
		v.hud.toast.Show(lang.T("play.retreat.pick"))
		return
	}
	from := v.game.Unit(a.Unit).Square
	if v.apply(a) {
		v.anim.slide(a.Unit, from, a.Path, v.speed())
	}
}

// eliminateTrapped gives up the picked beaten unit that has no way out (R19).
func (v *View) eliminateTrapped() {
	if a, ok := v.retreatChoices().Trapped(v.st.retreat); ok {
		v.apply(a)
	}
}

func (v *View) updateExchange() {
	l := v.lossChoice()
	if v.clicked && v.hoverOK {
		if n, ok := v.game.UnitAt(v.hover); ok && slices.Contains(l.Offered, n) {
			l.Toggle(n)
			v.app.Sound().Play(audio.Click)
		}
	}
}

// giveUp confirms the exchange losses picked (R18).
func (v *View) giveUp() {
	l := v.lossChoice()
	a, ok := l.Match(v.legal())
	if !ok {
		v.hud.toast.Show(lang.Tf("play.exchange.need", l.Need))
		return
	}
	if v.apply(a) {
		v.st.losses = nil
	}
}
