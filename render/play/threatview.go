package play

import (
	"taktik/game"
	"taktik/maps"
	"taktik/render/hud/model"
	"taktik/render/lang"
	"taktik/units"
)

// ThreatView is what the threat view shows for a side: the squares the enemy can end a
// move on next turn, and each of the side's units the enemy can attack there with the
// best odds it can bring (game.Threat: the engine's own moves and odds).
type ThreatView struct {
	Side    units.Side
	Squares []maps.Square
	Marks   []ThreatMark
}

// ThreatMark is one unit the enemy can attack next turn.
type ThreatMark struct {
	Unit      int
	Square    maps.Square
	Attackers []int
	Odds      game.Odds
	Attack    int
	Defend    int
	Lost      int // on how many of the six rolls the unit is eliminated (DE, and EX, R17, R18)
}

// Threat works out the threat view of side on g.
func Threat(g *game.Game, side units.Side) ThreatView {
	t := g.Threat(side)
	v := ThreatView{Side: side, Squares: t.Squares}
	for _, d := range t.Danger {
		m := ThreatMark{Unit: d.Unit, Square: g.Unit(d.Unit).Square, Attackers: d.Attackers, Odds: d.Odds,
			Attack: d.Attack, Defend: d.Defend}
		m.Lost = rolls(d.Odds, game.DE, game.EX)
		v.Marks = append(v.Marks, m)
	}
	return v
}

// rolls counts the dice (of six) that give one of the results at odds o; every die when
// the odds decide without a roll (R16).
func rolls(o game.Odds, results ...game.Result) int {
	n := 0
	for die := 1; die <= 6; die++ {
		r := game.CRT(o, die)
		if o == game.OddsAutoDE {
			r = game.DE
		} else if o == game.OddsAutoAE {
			r = game.AE
		}
		for _, want := range results {
			if r == want {
				n++
				break
			}
		}
	}
	return n
}

// Text is the sentence about the mark (the unit's tooltip in the threat view): with
// whom the enemy can attack it, at what odds, and on how many rolls it is lost.
func (m ThreatMark) Text() string {
	return lang.Tf("play.threat.unit", game.UnitNames(m.Attackers, lang.Code(), false), model.OddsHead(m.Odds), m.Attack, m.Defend, m.Lost)
}

// Grave reports whether the unit is lost on half the rolls or more.
func (m ThreatMark) Grave() bool { return m.Lost >= 3 }

// Forced is what the move preview says before a move that ends in contact (R14): the
// battle it forces at the best odds the engine would accept, and on how many rolls of
// six the attackers are eliminated. ok is false when the move makes no contact that
// must be fought (or is no legal move).
type Forced struct {
	game.ForcedBattle
	Lost int // rolls of six on which the attackers are eliminated (AE)
}

// ForcedBy works out Forced for moving unit n to sq.
func ForcedBy(g *game.Game, n int, sq maps.Square) (Forced, bool) {
	fb, ok, err := g.ForcedBy(n, sq)
	if err != nil || !ok {
		return Forced{}, false
	}
	return Forced{ForcedBattle: fb, Lost: rolls(fb.Odds, game.AE)}, true
}

// Text is the warning's sentence: whom the move obliges the unit to attack, at what odds
// at best, and how often that loses the attackers.
func (f Forced) Text() string {
	return lang.Tf("play.forced", game.UnitNames(f.Defenders, lang.Code(), false), model.OddsHead(f.Odds), f.Attack, f.Defend, f.Lost)
}

// Grave reports whether the forced battle loses the attackers on half the rolls or more.
func (f Forced) Grave() bool { return f.Lost >= 3 }
