package play

import (
	"taktik/game"
	"taktik/render/info"
	"taktik/render/lang"
	"taktik/units"
)

// Bar is what the bar under the map says and offers: a sentence saying what to do now,
// a hint under it, and the buttons for the orders of this part of the turn. It is
// worked out afresh from the game whenever it is shown, so it always offers what the
// engine allows.
type Bar struct {
	Prompt, Detail Msg
	Buttons        []Button
}

// Button is an order of the bar; Primary is the one Enter presses, and a Disabled one
// shows but does nothing.
type Button struct {
	Label    Msg
	Command  Command
	Primary  bool
	Disabled bool
}

func (b *Bar) add(label Msg, c Command, primary, disabled bool) {
	b.Buttons = append(b.Buttons, Button{Label: label, Command: c, Primary: primary, Disabled: disabled})
}

// Bar is the bar for the part of the turn the game is in; skipping tells that the
// player asked to see the rest of the computer's turn at once.
func (o *Orders) Bar(skipping bool) Bar {
	var b Bar
	g := o.game
	side := info.SideName(g.Decider())
	switch o.Mode() {
	case Over:
		b.Prompt = T("play.over")
	case Computer:
		o.computerBar(&b, side, skipping)
	case Setup:
		s, _ := o.SetupSide()
		b.Prompt = Tf("play.setup.prompt", info.SideName(s))
		b.Detail = T("play.setup.detail")
		b.add(T("play.setup.rest"), PlaceRest, false, false)
		b.add(T("play.setup.done"), SetupDone, true, false)
	case Move:
		o.moveBar(&b, side)
	case Battle:
		o.battleBar(&b, side)
	case Retreat:
		r, picked := o.Retreats()
		b.Prompt = Tf("play.retreat.prompt", side)
		if picked >= 0 {
			name := info.UnitLine(game.UnitInfo(picked)).Text
			b.Detail = Tf("play.retreat.detail", name, len(r.Units))
			if _, trapped := r.Trapped(picked); trapped {
				b.Detail = Tf("play.retreat.trapped", name)
				b.add(T("play.retreat.eliminate"), Eliminate, true, false)
			}
		}
	case Replace:
		p := g.Pending()
		b.Prompt = Tf("play.replace.prompt", side, g.ReplacementPoints(p.Side))
		b.Detail = T("play.replace.detail")
		b.add(T("play.replace.done"), End, true, false)
	case Exchange:
		l := o.Losses()
		_, ok := l.Match(o.legalActions())
		b.Prompt = Counted(l.Need, "play.exchange.prompt").With(side, l.Need)
		b.Detail = Tf("play.exchange.detail", l.Total(), l.Need)
		b.add(T("play.exchange.confirm"), GiveUp, true, !ok)
	}
	return b
}

func (o *Orders) computerBar(b *Bar, side string, skipping bool) {
	p := o.players[o.game.Decider()]
	if o.game.Phase() == game.PhaseSetup {
		b.Prompt = T("play.computer.setup")
	} else {
		b.Prompt = Tf("play.computer.turn", side, lang.T(p.StrengthKey()))
	}
	if skipping {
		b.Detail = T("play.computer.skipping")
	} else {
		b.Detail = T("play.computer.detail")
	}
	b.add(T("play.computer.skip"), Skip, true, skipping)
}

func (o *Orders) moveBar(b *Bar, side string) {
	if o.sel >= 0 {
		u := o.game.Unit(o.sel)
		b.Prompt = Tf("play.move.selected", info.UnitLine(game.UnitInfo(o.sel)).Text, info.Thirds(u.Left))
		switch {
		case len(o.targets) == 0 && len(o.ops) == 0:
			b.Detail = T("play.move.stuck")
		case len(o.ops) > 0:
			b.Detail = T("play.move.ops")
		default:
			b.Detail = T("play.move.detail")
		}
	} else {
		b.Prompt = Tf("play.move.prompt", side)
		b.Detail = T("play.move.pick")
	}
	b.add(T("play.undo"), Undo, false, !o.flow.CanUndo())
	list, picked := o.Advice()
	if picked < 0 { // N picks the next unit (the hint says so): its button gave way to the General's
		b.add(T("play.advice"), Advise, false, o.Advising() || o.noHintsLeft())
		if o.Advising() {
			b.Detail = T("play.advice.thinking")
		}
		b.add(T("play.endmove"), End, true, false)
		return
	}
	a := list[picked]
	b.Prompt = Counted(len(list), "play.advice.prompt").With(len(list))
	b.Detail = Tf("play.advice.detail", game.UnitInfo(a.Move.Unit).Label(lang.Code()), a.Move.To.String(), a.Text(lang.Code()))
	b.add(T("play.advice.do"), Advised, true, false)
	b.add(T("play.endmove"), End, false, false)
}

func (o *Orders) battleBar(b *Bar, side string) {
	if o.nuking {
		o.nukeBar(b)
		return
	}
	built := &o.builder
	b.add(T("play.undo"), Undo, false, !o.flow.CanUndo())
	if built.Empty() && len(o.NukeHQs()) > 0 { // R33: before the first battle is declared
		b.add(T("play.nuke"), Nuke, false, false)
	}
	switch uncovered, open := len(o.game.Uncovered()), o.openBattles(); {
	case uncovered > 0:
		b.Prompt = Counted(uncovered, "play.battle.prompt").With(side, uncovered)
		b.Detail = T("play.battle.detail")
		if o.planner.Busy() {
			b.Detail = T("play.plan.thinking")
		}
		b.add(T("play.plan"), Plan, false, o.planner.Busy())
		b.add(T("play.declare"), Declare, true, !built.Complete())
	case open > 0:
		b.Prompt = Counted(open, "play.roll.prompt").With(open)
		b.Detail = T("play.roll.detail")
		if built.Complete() { // the advanced game: a battle nobody is obliged to fight
			b.add(T("play.declare"), Declare, false, false)
		}
		b.add(T("play.roll"), Roll, true, false)
	default:
		b.Prompt = T("play.endturn.prompt")
		if len(o.game.Battles()) == 0 { // not "every battle is fought" when there was none
			b.Prompt = T("play.endturn.nobattle")
		}
		b.Detail = T("play.endturn.detail")
		if built.Complete() {
			b.add(T("play.declare"), Declare, false, false)
		}
		b.add(T("play.endturn"), End, true, false)
	}
	if o.sel >= 0 { // a marine picked to go back to sea (R27)
		b.Detail = T("play.battle.withdraw")
	}
}

// nukeBar fills the bar while aiming.
func (o *Orders) nukeBar(b *Bar) {
	if o.nukeHQ < 0 {
		b.Prompt = T("play.nuke.prompt")
		b.Detail = T("play.nuke.prompt.detail")
	} else {
		w := game.WeaponOf(o.nukeHQ)
		b.Prompt = Tf("play.nuke.aim", game.UnitInfo(o.nukeHQ).Name(lang.Code()), info.WeaponName(w))
		b.Detail = T("play.nuke.aim.detail")
	}
	b.add(T("play.nuke.cancel"), Cancel, false, false)
}

// Status is the status bar's sentence about the game, and the side it concerns: the
// winner, or the decision waited for and who makes it (a retreat, an exchange, a
// replacement), or whose turn and phase it is, or who places his army.
func (o *Orders) Status() (Msg, units.Side) {
	g := o.game
	switch g.Winner() {
	case game.RedWins:
		return Tf("board.winner", info.SideName(units.Red)), units.Red
	case game.BlueWins:
		return Tf("board.winner", info.SideName(units.Blue)), units.Blue
	case game.Draw:
		return T("board.draw"), g.Side()
	}
	if g.Phase() == game.PhaseSetup {
		side, ok := o.SetupSide()
		if !ok {
			side = g.Side()
		}
		return Tf("play.status.setup", info.SideName(side)), side
	}
	if d := g.Pending(); d.Kind != game.NoDecision {
		// the side deciding is not always the side to move (the defender retreats the
		// attackers after AB2, R19): the bar names the decision, not the move
		return Tf("board.status."+d.Kind.String(), g.Turn(), info.SideName(d.Side)), d.Side
	}
	phase := lang.T("phase." + g.Phase().String())
	return Tf("board.status", g.Turn(), info.SideName(g.Decider()), phase), g.Decider()
}
