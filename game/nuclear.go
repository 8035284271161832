package game

import (
	"slices"
	"taktik/assets/i18n"

	"taktik/maps"
	"taktik/units"
)

// Nuclear weapons (R33, optional): every HQ carries one, fired once a game in the combat
// phase before any battle is declared, at enemy units within its range; every enemy unit
// in the target is eliminated.

// NuclearFirstTurn is the first game turn a nuclear weapon may fire: not before the
// second month (R33).
const NuclearFirstTurn = 2

// Weapon is the nuclear weapon an HQ carries (R33).
type Weapon uint8

const (
	NoWeapon  Weapon = iota
	AtomicGun        // a corps HQ's: range 4, one square
	Missile          // an army HQ's medium-range missile: range 7, a 2×2 block
	ICBM             // the army-group HQ's: any range, a 2×2 block
)

var weaponInfo = [...]struct {
	id           string
	reach, block int
}{
	NoWeapon:  {"", 0, 0},
	AtomicGun: {"gun", 4, 1},
	Missile:   {"missile", 7, 2},
	ICBM:      {"icbm", -1, 2},
}

// WeaponOf is the weapon unit n carries: corps HQs an atomic gun, army HQs a missile, the
// army-group HQ an ICBM, every other unit none.
func WeaponOf(n int) Weapon {
	if n < 0 || n >= NumUnits || catalog[n].Kind != units.HQ {
		return NoWeapon
	}
	switch catalog[n].Formation {
	case units.Army1, units.Army2:
		return Missile
	case units.ArmyGroup:
		return ICBM
	}
	return AtomicGun
}

func (w Weapon) String() string { return weaponInfo[w].id }

// Name is the weapon's name in a language ("de" or "en").
func (w Weapon) Name(lang string) string {
	if w == NoWeapon {
		return ""
	}
	return i18n.Text(lang, "nuke.weapon."+w.String())
}

// Range is how far the weapon reaches, in squares (Chebyshev distance from the HQ to
// every square it hits); -1 for any distance.
func (w Weapon) Range() int { return weaponInfo[w].reach }

// Block is the side of the square block the weapon hits: 1 (one square) or 2 (2×2).
func (w Weapon) Block() int { return weaponInfo[w].block }

// Squares are the squares the weapon hits when aimed at a target square (the top-left
// square of a 2×2 block); nil when part of the block lies off the board.
func (w Weapon) Squares(b *maps.Board, target maps.Square) []maps.Square {
	n := w.Block()
	if n == 0 {
		return nil
	}
	list := make([]maps.Square, 0, n*n)
	for dr := 0; dr < n; dr++ {
		for dc := 0; dc < n; dc++ {
			s := maps.Square{Row: target.Row + dr, Col: target.Col + dc}
			if !b.In(s) {
				return nil
			}
			list = append(list, s)
		}
	}
	return list
}

// nukeReady says why HQ u may not fire now, whatever the target, or nil when it may.
func (g *Game) nukeReady(u int) error {
	if !g.st.Options.Nuclear {
		return refuse("rule.nuclear.nuclear.weapons") // R33
	}
	if u < 0 || u >= NumUnits {
		return refuse("rule.combat.no.unit", u)
	}
	id := who(u)
	us := g.st.Units[u]
	switch {
	case WeaponOf(u) == NoWeapon:
		return refuse("rule.nuclear.carries.no", id) // R33
	case us.Status != OnBoard:
		return refuse("rule.combat.not.board", id)
	case catalog[u].Side != g.st.Side:
		return refuse("rule.move.belongs.turn", id, sideWord(catalog[u].Side), sideWord(g.st.Side))
	case us.Fired:
		return refuse("rule.nuclear.already.fired", // R33
			id)
	case g.st.Phase != PhaseCombat:
		return refuse("rule.nuclear.nuclear.weapons.fired") // R33
	case g.st.Pending.Kind != NoDecision:
		return g.pendingError()
	case g.st.Turn < NuclearFirstTurn:
		return refuse("rule.nuclear.nuclear.weapons.may") // R33
	case !g.declaring():
		return refuse("rule.nuclear.battles.being") // R33
	case len(g.st.Battles) > 0:
		return refuse("rule.nuclear.nuclear.weapons.fired.before") // R33
	}
	return nil
}

// nukeError says why HQ u may not fire at a target square, or nil when it may.
func (g *Game) nukeError(u int, target maps.Square) error {
	if err := g.nukeReady(u); err != nil {
		return err
	}
	w := WeaponOf(u)
	id := who(u)
	block := w.Squares(g.board, target)
	if block == nil {
		return refuse("rule.nuclear.fires.block", // R33
			id, target)
	}
	from := g.st.Units[u].Square
	enemy := false
	for _, s := range block {
		if d := maps.Chebyshev(from, s); w.Range() >= 0 && d > w.Range() {
			return refuse("rule.nuclear.out.of.range", s, d, beside(u), named{w}, w.Range()) // R33
		}
		if v := g.at(g.board.Index(s)); v >= 0 {
			if catalog[v].Side == catalog[u].Side {
				return refuse("rule.nuclear.may.not", // R33
					id, s, whom(v))
			}
			enemy = true
		}
	}
	if !enemy {
		return refuse("rule.nuclear.no.enemy", target)
	}
	return nil
}

// applyNuke fires an HQ's weapon (R33): every enemy unit in the target is eliminated.
// A strike is never taken back.
func (g *Game) applyNuke(a Action) (Action, error) {
	u := a.Unit
	if err := g.nukeError(u, a.To); err != nil {
		return a, err
	}
	block := WeaponOf(u).Squares(g.board, a.To)
	var hit []int
	for _, s := range block {
		if v := g.at(g.board.Index(s)); v >= 0 {
			hit = append(hit, v)
		}
	}
	g.st.Units[u].Fired = true
	g.log(Event{Kind: EvNuke, Units: []int{u}, Path: block})
	g.eliminate(hit...)
	return Action{Kind: ActNuke, Unit: u, Index: -1, To: a.To}, nil
}

// LegalNukes lists the strikes HQ n may make now, one per target that hits at least one
// enemy unit (R33): for an atomic gun each enemy unit's square in range, for a missile or
// an ICBM each 2×2 block in range holding an enemy and no own unit. Empty when it may not
// fire now.
func (g *Game) LegalNukes(n int) []Action {
	if g.nukeReady(n) != nil {
		return nil
	}
	w := WeaponOf(n)
	var targets []int
	for _, v := range g.sideUnits(catalog[n].Side.Opponent()) {
		s := g.st.Units[v].Square
		for dr := 0; dr < w.Block(); dr++ {
			for dc := 0; dc < w.Block(); dc++ {
				t := maps.Square{Row: s.Row - dr, Col: s.Col - dc}
				if g.board.In(t) {
					targets = append(targets, g.board.Index(t))
				}
			}
		}
	}
	slices.Sort(targets)
	targets = slices.Compact(targets)
	var list []Action
	for _, i := range targets {
		t := g.board.SquareAt(i)
		if g.nukeError(n, t) == nil {
			list = append(list, Action{Kind: ActNuke, Unit: n, Index: -1, To: t})
		}
	}
	return list
}

// appendNukes adds every strike the moving side may make now (R33).
func (g *Game) appendNukes(list []Action) []Action {
	if !g.st.Options.Nuclear || g.st.Phase != PhaseCombat || len(g.st.Battles) > 0 || g.st.Turn < NuclearFirstTurn {
		return list
	}
	for _, u := range g.sideUnits(g.st.Side) {
		if WeaponOf(u) != NoWeapon && !g.st.Units[u].Fired {
			list = append(list, g.LegalNukes(u)...)
		}
	}
	return list
}
