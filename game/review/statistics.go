package review

import (
	"taktik/game"
	"taktik/units"
)

// NumKinds is the number of kinds of counter (units.Kinds).
const NumKinds = 6

// TurnStats are both sides' figures at one moment: Stats.Turns[0] when play begins,
// Stats.Turns[t] at the end of game turn t (the last one at the last position, when the
// game ended inside it). Arrays are indexed by units.Side.
type TurnStats struct {
	Turn     int
	At       int              // the position (actions carried out) the figures were taken at
	Strength [2]int           // the printed combat values of the side's units on the board (R7)
	Cities   [2]int           // the cities the side holds
	Lost     [2][NumKinds]int // units eliminated so far, by kind (units.Kind); rebuilt ones stay counted
	Luck     [2]float64       // the side's luck so far (see BattleLuck)
}

// LostTotal is the number of units the side has lost so far.
func (t TurnStats) LostTotal(side units.Side) int {
	n := 0
	for _, k := range t.Lost[side] {
		n += k
	}
	return n
}

// BattleLuck is what the die gave one battle against what it would give on average.
//
// A result is valued in strength points from the attacker's side: the printed combat
// values the defenders lose minus those the attackers lose, a headquarters counting 1
// as in the exchange (R18). DE is worth the defenders' total, AE minus the attackers'
// total; an exchange costs both sides the same (the attacker gives up at least the
// defenders' total, R18) and is worth 0, as are the retreats AB2 and DB2. Expected is the
// mean of the six results of the odds column (R17); the attacker's luck in the battle is
// Value − Expected and the defender's the opposite, so the two sides' luck always adds
// up to 0. Battles the odds decide without a die (R16) have no luck and are not listed.
type BattleLuck struct {
	At       int // the position right after the roll
	Turn     int
	Attacker units.Side
	Odds     game.Odds
	Die      int
	Result   game.Result
	Value    float64
	Expected float64
}

// Luck is the attacker's luck in the battle: Value − Expected.
func (b BattleLuck) Luck() float64 { return b.Value - b.Expected }

// Stats are a game's figures over its turns.
type Stats struct {
	Turns   []TurnStats
	Battles []BattleLuck
	Losses  []Loss // every unit eliminated, in order
}

// Loss is a unit eliminated: the position right after, the unit's side and kind.
type Loss struct {
	At   int
	Side units.Side
	Kind units.Kind
}

// At are the figures of the position g, which is the position after n actions of the
// game: what Turns holds at the ends of game turns, for any moment (Turn is g's).
func (s *Stats) At(g *game.Game, n int) TurnStats {
	t := TurnStats{Turn: g.Turn(), At: n}
	t.Strength, t.Cities = strengthAndCities(g)
	for _, l := range s.Losses {
		if l.At <= n {
			t.Lost[l.Side][l.Kind]++
		}
	}
	for _, b := range s.Battles {
		if b.At <= n {
			t.Luck[b.Attacker] += b.Luck()
			t.Luck[b.Attacker.Opponent()] -= b.Luck()
		}
	}
	return t
}

// strengthAndCities are the printed combat values on the board and the cities held,
// by side.
func strengthAndCities(g *game.Game) (strength, cities [2]int) {
	for u := 0; u < game.NumUnits; u++ {
		if g.Unit(u).Status == game.OnBoard {
			info := game.UnitInfo(u)
			strength[info.Side] += info.Combat()
		}
	}
	for c := range g.Board().Cities {
		cities[g.Owner(c)]++
	}
	return strength, cities
}

// Luck is each side's luck over the whole game, in strength points.
func (s *Stats) Luck() [2]float64 { return s.Turns[len(s.Turns)-1].Luck }

// UpTo is the last entry of Turns taken at or before position n (the first one when
// none is).
func (s *Stats) UpTo(n int) TurnStats {
	k := 0
	for k+1 < len(s.Turns) && s.Turns[k+1].At <= n {
		k++
	}
	return s.Turns[k]
}

// ResultValue is what a result is worth to the attacker, in strength points (see
// BattleLuck).
func ResultValue(r game.Result, attackers, defenders []int) float64 {
	switch r {
	case game.DE:
		return float64(points(defenders))
	case game.AE:
		return -float64(points(attackers))
	}
	return 0
}

// ExpectedValue is the mean of ResultValue over the six faces of the die at the odds.
func ExpectedValue(o game.Odds, attackers, defenders []int) float64 {
	sum := 0.0
	for die := 1; die <= 6; die++ {
		sum += ResultValue(game.CRT(o, die), attackers, defenders)
	}
	return sum / 6
}

func points(list []int) int {
	n := 0
	for _, u := range list {
		n += game.UnitInfo(u).DefenceValue()
	}
	return n
}

// statsBuilder gathers Stats during the one replay of New.
type statsBuilder struct {
	s      Stats
	status [game.NumUnits]game.UnitStatus
	cur    TurnStats // the running figures: losses and luck so far
	begun  bool
}

func (b *statsBuilder) begin(g *game.Game) {
	for u := range b.status {
		b.status[u] = g.Unit(u).Status
	}
	if g.Turn() > 0 {
		b.snap(g, 0, 0)
	}
}

// snap notes the figures of the position as the next entry of Turns, for a game turn.
func (b *statsBuilder) snap(g *game.Game, at, turn int) {
	t := b.cur
	t.Turn, t.At = turn, at
	t.Strength, t.Cities = strengthAndCities(g)
	b.begun = true
	b.s.Turns = append(b.s.Turns, t)
}

// after takes in action n, just carried out on g.
func (b *statsBuilder) after(n int, a game.Action, g *game.Game) {
	for u := range b.status {
		st := g.Unit(u).Status
		if st == game.Eliminated && b.status[u] != game.Eliminated {
			info := game.UnitInfo(u)
			b.cur.Lost[info.Side][info.Kind]++
			b.s.Losses = append(b.s.Losses, Loss{At: n, Side: info.Side, Kind: info.Kind})
		}
		b.status[u] = st
	}
	if a.Kind == game.ActResolve {
		bt := g.Battles()[a.Index]
		if !bt.Odds.Auto() {
			l := BattleLuck{At: n, Turn: g.Turn(), Attacker: game.UnitInfo(bt.Attackers[0]).Side, Odds: bt.Odds,
				Die: bt.Die, Result: bt.Result, Value: ResultValue(bt.Result, bt.Attackers, bt.Defenders),
				Expected: ExpectedValue(bt.Odds, bt.Attackers, bt.Defenders)}
			b.s.Battles = append(b.s.Battles, l)
			b.cur.Luck[l.Attacker] += l.Luck()
			b.cur.Luck[l.Attacker.Opponent()] -= l.Luck()
		}
	}
	switch {
	case !b.begun && g.Turn() > 0:
		b.snap(g, n, 0) // play began (setup by hand or on an empty board)
	case b.begun && g.Turn() > b.s.Turns[len(b.s.Turns)-1].Turn+1:
		// The game turn just ended; the action that ended it also opened the next one,
		// which changes no figure before its first move.
		b.snap(g, n, g.Turn()-1)
	}
}

// finish ends the figures at the last position, n.
func (b *statsBuilder) finish(g *game.Game, n int) Stats {
	if !b.begun {
		b.snap(g, n, 0) // never left the setup
	}
	if last := b.s.Turns[len(b.s.Turns)-1]; last.At != n {
		b.snap(g, n, g.Turn()) // the game ended, or was saved, inside a game turn
	}
	return b.s
}
