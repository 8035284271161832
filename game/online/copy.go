package online

import (
	"strings"

	"taktik/game"
	"taktik/maps"
)

// Played is one action of the server's history: the line as the server stored it, the
// side that gave it, and the rolls it drew (the seed is the server's secret, so a copy
// of the game replays the rolls instead).
type Played struct {
	Index int
	Line  string
	Side  string
	Dice  []int
	At    string // when it was stored, RFC 3339
}

// Opening is how a game that the seed set up (setup=auto) began: the units' squares as
// place lines, and the rolls the start drew.
type Opening struct {
	Places []string `json:"places"`
	Dice   []int    `json:"dice"`
}

// copySeed seeds a copy's own die, which never rolls: every roll comes from the server.
const copySeed = 1

// StartCopy begins a copy of a game from the options the server gives (`new`'s words,
// without the seed) and its opening, nil for a game that begins in the setup phase.
func StartCopy(board *maps.Board, options string, open *Opening) (*game.Game, error) {
	opts, err := game.ParseOptions(strings.Fields(options))
	if err != nil {
		return nil, err
	}
	opts.Seed = copySeed
	if open == nil {
		return game.New(board, opts)
	}
	opts.Setup = game.SetupHand // the seed's deployment, square by square
	g, err := game.New(board, opts)
	if err != nil {
		return nil, err
	}
	for _, line := range open.Places {
		a, err := game.ParseAction(board, line)
		if err == nil {
			err = g.Apply(a)
		}
		if err != nil {
			return nil, err
		}
	}
	if err := queueDice(g, open.Dice); err != nil {
		return nil, err
	}
	if err := g.Apply(game.Action{Kind: game.ActStart, Unit: -1, Index: -1}); err != nil {
		return nil, err
	}
	g.MarkOpening() // the server's game began at its first turn: so does its replay
	return g, nil
}

func queueDice(g *game.Game, rolls []int) error {
	if len(rolls) == 0 {
		return nil
	}
	return g.Apply(game.Action{Kind: game.ActDice, Unit: -1, Index: -1, Rolls: rolls})
}

// Action is the game action a played line stands for on g ("undo" has none: ok false).
func (p Played) Action(g *game.Game) (a game.Action, ok bool, err error) {
	if p.Line == "undo" {
		return game.Action{}, false, nil
	}
	a, err = game.ParseAction(g.Board(), p.Line)
	return a, err == nil, err
}

// Replay carries out a played action on a copy of the game: its rolls queued first, then
// the action (or the undo).
func (p Played) Replay(g *game.Game) error {
	a, ok, err := p.Action(g)
	if err != nil {
		return err
	}
	if !ok {
		return g.Undo()
	}
	if err := queueDice(g, p.Dice); err != nil {
		return err
	}
	return g.Apply(a)
}

// Rebuild is a game from its options, opening and history, as a client keeps it.
func Rebuild(board *maps.Board, options string, open *Opening, history []Played) (*game.Game, error) {
	g, err := StartCopy(board, options, open)
	if err != nil {
		return nil, err
	}
	for _, p := range history {
		if err := p.Replay(g); err != nil {
			return nil, err
		}
	}
	return g, nil
}
