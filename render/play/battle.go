package play

import (
	"slices"

	"taktik/game"
	"taktik/maps"
	"taktik/render/lang"
	"taktik/units"
)

// Builder is a battle being put together by clicks (R15): attackers of the side to
// move and defenders of the other, every attacker next to every defender. A click on a
// unit that cannot join the battle as it stands starts a new one around that unit,
// keeping the units that fit it, so a player never has to clear the builder by hand.
type Builder struct {
	Attackers, Defenders []int
}

// Empty reports whether no unit is chosen.
func (b *Builder) Empty() bool { return len(b.Attackers) == 0 && len(b.Defenders) == 0 }

// Reset forgets the chosen units.
func (b *Builder) Reset() { b.Attackers, b.Defenders = nil, nil }

// Has reports whether a unit is part of the battle being built.
func (b *Builder) Has(u int) bool {
	return slices.Contains(b.Attackers, u) || slices.Contains(b.Defenders, u)
}

// Toggle adds a unit to the battle or takes it out again. It returns a sentence for
// the player when the unit cannot fight (an HQ, a unit already in a battle, one not in
// contact with the enemy) or when the click started a new battle and left units out
// (they are named, so that none drops out of the battle unnoticed), and "" when the
// click was simply taken.
func (b *Builder) Toggle(g *game.Game, u int) string {
	st := g.Unit(u)
	if st.Status != game.OnBoard {
		return ""
	}
	before := append(slices.Clone(b.Attackers), b.Defenders...)
	var note string
	if game.UnitInfo(u).Side == g.Side() {
		note = b.toggleAttacker(g, u)
	} else {
		note = b.toggleDefender(g, u)
	}
	if note != "" {
		return note
	}
	var dropped []int
	for _, x := range before {
		if x != u && !b.Has(x) {
			dropped = append(dropped, x)
		}
	}
	if len(dropped) == 0 {
		return ""
	}
	return lang.Tf("play.battle.regroup", game.UnitNames(dropped, lang.Code(), false))
}

func (b *Builder) toggleAttacker(g *game.Game, u int) string {
	switch i := slices.Index(b.Attackers, u); {
	case i >= 0:
		b.Attackers = slices.Delete(b.Attackers, i, i+1)
		return ""
	case game.UnitInfo(u).Kind == units.HQ:
		return lang.T("play.battle.hq") // R14: headquarters never attack
	case g.Unit(u).Attacked:
		return lang.T("play.battle.attacked")
	case len(enemiesNext(g, u)) == 0:
		return lang.T("play.battle.nocontact")
	}
	if !fitsAll(g, u, b.Defenders, true) {
		var keep []int
		for _, d := range b.Defenders {
			if fits(g, u, d) {
				keep = append(keep, d)
			}
		}
		b.Attackers, b.Defenders = nil, keep
	}
	b.Attackers = insert(b.Attackers, u)
	return ""
}

func (b *Builder) toggleDefender(g *game.Game, u int) string {
	switch i := slices.Index(b.Defenders, u); {
	case i >= 0:
		b.Defenders = slices.Delete(b.Defenders, i, i+1)
		return ""
	case g.Unit(u).Defended:
		return lang.T("play.battle.defended")
	}
	attackable := false
	for _, a := range enemiesNext(g, u) {
		attackable = attackable || (fits(g, a, u) && !g.Unit(a).Attacked)
	}
	if !attackable {
		return lang.T("play.battle.noattacker")
	}
	if !fitsAll(g, u, b.Attackers, false) {
		var keep []int
		for _, a := range b.Attackers {
			if fits(g, a, u) {
				keep = append(keep, a)
			}
		}
		b.Attackers, b.Defenders = keep, nil
	}
	b.Defenders = insert(b.Defenders, u)
	return ""
}

// fits reports whether attacker a may fight defender d: next to each other and allowed
// by the rules (R14; R23 and R24 in the advanced game).
func fits(g *game.Game, a, d int) bool {
	return maps.Adjacent(g.Unit(a).Square, g.Unit(d).Square) && g.MayAttack(a, d)
}

// fitsAll reports whether unit u could join a battle with all of others on the other
// side; attacker says which side u takes.
func fitsAll(g *game.Game, u int, others []int, attacker bool) bool {
	for _, o := range others {
		if (attacker && !fits(g, u, o)) || (!attacker && !fits(g, o, u)) {
			return false
		}
	}
	return true
}

// enemiesNext lists the enemy units on the squares around unit u.
func enemiesNext(g *game.Game, u int) []int {
	b := g.Board()
	side := game.UnitInfo(u).Side
	var list []int
	for _, i := range b.NeighbourIndexes(b.Index(g.Unit(u).Square)) {
		if v, ok := g.UnitAt(b.SquareAt(i)); ok && game.UnitInfo(v).Side != side {
			list = append(list, v)
		}
	}
	return list
}

func insert(list []int, u int) []int {
	i, _ := slices.BinarySearch(list, u)
	return slices.Insert(list, i, u)
}

// Complete reports whether both sides of the battle have units.
func (b *Builder) Complete() bool { return len(b.Attackers) > 0 && len(b.Defenders) > 0 }

// Action is the declaration of the battle as built.
func (b *Builder) Action() game.Action {
	return game.Action{Kind: game.ActBattle, Unit: -1, Index: -1,
		Attackers: slices.Clone(b.Attackers), Defenders: slices.Clone(b.Defenders)}
}

// Legal reports whether the battle as built is one the engine offers now (it may not
// be when it would leave an obliged unit with nobody to fight, R14).
func (b *Builder) Legal(legal []game.Action) bool {
	if !b.Complete() {
		return false
	}
	for _, a := range legal {
		if a.Kind == game.ActBattle && sameSet(a.Attackers, b.Attackers) && sameSet(a.Defenders, b.Defenders) {
			return true
		}
	}
	return false
}

// sameSet compares two lists of unit numbers as sets.
func sameSet(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	x, y := slices.Clone(a), slices.Clone(b)
	slices.Sort(x)
	slices.Sort(y)
	return slices.Equal(x, y)
}
