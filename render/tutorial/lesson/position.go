package lesson

import (
	"fmt"
	"slices"

	"taktik/game"
	"taktik/maps"
	"taktik/units"
)

// The lesson's position: a corner of the real continent by the Blue city of Indigau
// (34-34, 35-34, 35-35), where four Red units meet two Blue ones. It is built as a
// test position is, through the engine's own setup (SetupEmpty: `place` on any land
// square), and then played by the engine's rules like any game: basic game (R13), Red
// moves first.
const (
	City = "Indigau"
	Seed = 1958 // the year TAKTIK II came out; the dice the lesson does not fix come from it
)

// The units of the lesson, by protocol id.
const (
	RedArmour   = "red:arm1"
	RedInfantry = "red:inf1"
	RedSouthA   = "red:inf2"
	RedSouthB   = "red:inf3"
	BlueCity    = "blue:inf1" // holds Indigau
	BlueSouth   = "blue:inf2" // already in contact with Red's two southern infantry
)

// The squares the lesson names.
var (
	TipSquare   = sq("35-34") // the square whose tooltip the player looks at (in Indigau; row and column differ)
	FirstHop    = sq("34-32") // the armour's first move: free ground
	CitySquare  = sq("34-34") // the armour's second move: into Indigau, next to the enemy (R12)
	InfantryTo  = sq("36-34") // the infantry's move: next to the enemy too
	BlueCitySq  = sq("35-35")
	BlueSouthSq = sq("38-32")
)

func sq(s string) maps.Square {
	q, err := maps.ParseSquare(s)
	if err != nil {
		panic(err)
	}
	return q
}

// Unit is a lesson unit's number; the ids above are the engine's own.
func Unit(id string) int {
	n, ok := game.UnitNumber(id)
	if !ok {
		panic("no unit " + id)
	}
	return n
}

// NewGame builds the first lesson's position on a board and starts Red's first turn.
func NewGame(b *maps.Board, players [2]string) (*game.Game, error) {
	return First().NewGame(b, players)
}

// NewGame builds a script's position on a board and starts Red's first turn: the
// cities it gives away first, then its units.
func (sc *Script) NewGame(b *maps.Board, players [2]string) (*game.Game, error) {
	g, err := game.New(b, game.Options{Mode: sc.Mode, Seed: Seed, Setup: game.SetupEmpty, Players: players})
	if err != nil {
		return nil, err
	}
	for _, name := range sc.RedCities {
		k := slices.IndexFunc(b.Cities, func(c maps.City) bool { return c.Name == name })
		if err := g.Apply(game.Action{Kind: game.ActOwn, Unit: -1, Index: -1, City: k, Side: units.Red}); err != nil {
			return nil, fmt.Errorf("lesson %s: %s: %w", sc.ID, name, err)
		}
	}
	for _, p := range sc.Units {
		if err := g.Apply(game.Action{Kind: game.ActPlace, Unit: Unit(p.Unit), To: sq(p.Square), Index: -1}); err != nil {
			return nil, fmt.Errorf("lesson %s: %s on %s: %w", sc.ID, p.Unit, p.Square, err)
		}
	}
	if err := g.Apply(game.Action{Kind: game.ActStart, Unit: -1, Index: -1}); err != nil {
		return nil, fmt.Errorf("lesson %s: %w", sc.ID, err)
	}
	return g, nil
}
