package ai

import (
	"errors"
	"fmt"
	"math/bits"

	"taktik/assets/i18n"
	"taktik/game"
)

// The General's advice: the computer's plan for the movement phase of the side to move, shown to
// a player as advice, each move with why the planner made it. The plan is the one the
// level would play (for the General, generalPlan's); the reasons come from the part of
// the planner that gave each unit its square (stage) and from the battles the level
// would then declare, so that they say what the plan means, not a story told after it.

// Advice is one move of the plan and why it is made. Reason is a key of the catalogs
// (ai.advice.*) and Args its arguments: numbers, text that reads the same in every
// language (odds "3-1", city names) and units (AdviceUnit), written in a language by
// Text.
type Advice struct {
	Move   game.Action
	Reason string
	Args   []any
}

// AdviceUnit is a unit named in a reason: its short label in the reader's language
// ("2nd Arm.").
type AdviceUnit int

// Text is the reason as a sentence in a language ("de" or "en").
func (a Advice) Text(lang string) string {
	args := make([]any, len(a.Args))
	for k, x := range a.Args {
		if u, ok := x.(AdviceUnit); ok {
			args[k] = game.UnitInfo(int(u)).Label(lang)
		} else {
			args[k] = x
		}
	}
	return i18n.Format(lang, a.Reason, args...)
}

// Advise is the level's plan for the movement phase of the side to move, move by move
// in an order the engine accepts, each with its reason; the closing endmove is left
// out. It changes nothing in g. Random has no reasons to give.
func Advise(g *game.Game, level Level) ([]Advice, error) {
	if g.Phase() != game.PhaseMovement || g.Pending().Kind != game.NoDecision {
		return nil, errors.New("ai: advice is for the movement phase")
	}
	if level == Random {
		return nil, errors.New("ai: the random player has no reasons")
	}
	var plan []game.Action
	var pl *planner
	if plansAhead(level) {
		plan, pl = generalPlanner(g, level)
	} else {
		pl = plannerFor(g, level)
		plan = pl.moves()
	}
	return pl.advice(plan, level), nil
}

// advice gives each move of a plan this planner made its reason.
func (pl *planner) advice(plan []game.Action, level Level) []Advice {
	fights := pl.fights(plan, level)
	start := newInfluence(pl.start, newReacher(pl.start, pl.g), pl.side.Opponent(), nil)
	end := pl.enemyThreat(nil)
	var list []Advice
	why := map[int]Advice{} // a unit landing and marching on moves twice for one reason
	for _, a := range plan {
		if a.Unit < 0 || a.Kind == game.ActEndMove {
			continue
		}
		r, ok := why[a.Unit]
		if !ok {
			r = pl.reason(a.Unit, fights, start, end)
			why[a.Unit] = r
		}
		r.Move = a
		list = append(list, r)
	}
	return list
}

// fight is a battle the level would declare after the plan's moves.
type fight struct {
	def            []int
	odds           game.Odds
	attack, defend int
}

// fights plays the plan on a copy of the game and lists the battles the level would
// then declare, by attacker.
func (pl *planner) fights(plan []game.Action, level Level) map[int]fight {
	c := pl.g.Clone()
	for _, a := range plan {
		if c.Apply(a) != nil {
			return nil
		}
	}
	if c.Phase() != game.PhaseCombat {
		return nil
	}
	by := map[int]fight{}
	for _, a := range planBattles(c, level) {
		p, err := c.Preview(a.Attackers, a.Defenders)
		if err != nil {
			continue
		}
		f := fight{def: a.Defenders, odds: p.Odds, attack: p.Attack, defend: p.Defend}
		for _, u := range a.Attackers {
			by[u] = f
		}
	}
	return by
}

// reason is why unit u ends where the plan puts it: the battle it joins, the part of the
// planner that placed it, or what its square gains over the one it left.
func (pl *planner) reason(u int, fights map[int]fight, start, end *influence) Advice {
	from, to := pl.start.Square(u), pl.p.Square(u)
	if f, ok := fights[u]; ok {
		return f.reason()
	}
	city := func(i int) string {
		if k := pl.p.b.CityIndexAt(i); k >= 0 {
			return pl.p.b.Cities[k].Name
		}
		return ""
	}
	switch pl.why[u-pl.lo] {
	case stageCapture:
		if c := city(to); c != "" {
			return Advice{Reason: "ai.advice.takes", Args: []any{c}}
		}
	case stageDefend:
		if c := city(to); c != "" {
			return Advice{Reason: "ai.advice.holds", Args: []any{c}}
		}
	case stageNone:
		if counters[u].hq { // moved away at the end (withdrawals): R20
			return Advice{Reason: "ai.advice.hq.away"}
		}
	}
	was, _ := start.strikers(pl.start, from)
	now, _ := end.strikers(pl.p, to)
	if c := city(to); c != "" && now != 0 && pl.g.Owner(pl.p.b.CityIndexAt(to)) == pl.side {
		return Advice{Reason: "ai.advice.holds", Args: []any{c}}
	}
	if was != 0 && now == 0 {
		n := bits.OnesCount64(was)
		return Advice{Reason: i18n.Counted(n, "ai.advice.safe"), Args: []any{n}}
	}
	if counters[u].hq {
		return Advice{Reason: "ai.advice.hq"}
	}
	if goal := pl.ev.goal; goal[to] < goal[from] {
		if c := pl.nearestObjective(to); c != "" {
			return Advice{Reason: "ai.advice.closer", Args: []any{c}}
		}
		return Advice{Reason: "ai.advice.closer.enemy"}
	}
	if n := int(pl.p.Near(pl.side, to)); n > int(pl.start.Near(pl.side, from)) {
		return Advice{Reason: i18n.Counted(n, "ai.advice.friends"), Args: []any{n}}
	}
	return Advice{Reason: "ai.advice.room"}
}

// reason is why an attacker joins the battle: the odds, whether they need a die (R16),
// and whom it strikes.
func (f fight) reason() Advice {
	odds := f.odds.String()
	switch f.odds { // beyond the table: the odds as they stand, rounded for the defender
	case game.OddsAutoDE:
		odds = fmt.Sprintf("%d-1", f.attack/max(f.defend, 1))
	case game.OddsAutoAE:
		odds = fmt.Sprintf("1-%d", (f.defend+f.attack-1)/max(f.attack, 1))
	}
	kind := 0 // a battle at odds that need a die
	switch {
	case f.odds == game.OddsAutoDE:
		kind = 1
	case f.odds < 0:
		kind = 2 // a small attack that ties the defender down (R15)
	}
	var on any = AdviceUnit(f.def[0])
	key := [3]string{"ai.advice.attack", "ai.advice.attack.sure", "ai.advice.attack.pin"}[kind]
	if len(f.def) > 1 {
		on = len(f.def)
		key = [3]string{"ai.advice.group", "ai.advice.group.sure", "ai.advice.group.pin"}[kind]
	}
	return Advice{Reason: key, Args: []any{odds, on}}
}

// nearestObjective is the name of the enemy-held city nearest square i, "" when the
// side holds them all.
func (pl *planner) nearestObjective(i int) string {
	b := pl.p.b
	best, bestD := "", 1<<30
	for k, c := range b.Cities {
		if pl.g.Owner(k) == pl.side {
			continue
		}
		for _, s := range c.Squares {
			if d := pl.p.distance(i, b.Index(s)); d < bestD {
				best, bestD = c.Name, d
			}
		}
	}
	return best
}
