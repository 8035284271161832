package board

import (
	"taktik/audio"
	"taktik/game"
)

// roll resolves a battle (-1: the next one): the die is thrown on a copy of the game
// first, so the die can tumble on screen while the counters still stand; the battle is
// settled on the real game, which rolls the same, when it lands.
func (v *View) roll(k int) {
	a := game.Action{Kind: game.ActResolve, Unit: -1, Index: k}
	if v.match.Connection().Remote && !v.ord.ComputerActs() {
		// online: the order goes to the server, whose die comes back through the flow
		// (Next) and is thrown here as the other side's are
		v.ord.Apply(a)
		return
	}
	if v.guide != nil { // the tutorial's die, queued in the engine before the throw
		if err := v.game.Clone().Apply(a); err != nil {
			v.problem(err)
			return
		}
		v.guideDie(k)
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
	v.ord.Apply(a)
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
