package server

import (
	"strconv"
	"strings"

	"taktik/game"
	"taktik/maps"
)

// The players' own copies of a game have no seed (it is the server's secret), so every
// push of an action that moved the die says which rolls it drew: a client queues them
// before it replays the action, and its copy follows the server's roll for roll.

// maxRollsPerAction bounds the search for an action's rolls (a battle rolls one die, the
// start of a month one more).
const maxRollsPerAction = 64

// lineRolls are the rolls each line drew, replayed one by one on before, a copy of the
// game as it was before they were played (it is changed).
func lineRolls(before *game.Game, lines []string) [][]int {
	out := make([][]int, len(lines))
	for i, line := range lines {
		if line == "undo" {
			before.Undo()
			continue
		}
		a, err := game.ParseAction(before.Board(), line)
		if err != nil {
			continue
		}
		d := before.DiceNow()
		if before.Apply(a) == nil {
			out[i] = game.RollsBetween(d, before.DiceNow(), maxRollsPerAction)
		}
	}
	return out
}

// opening is what a client needs to start its copy of a game whose units the seed put
// on the board (setup=auto): the place lines of every unit and the rolls the start drew
// (the month, R30), to replay on a game set up by hand. Nil for a game that starts in
// the setup phase.
func opening(board *maps.Board, options string, seed uint64) map[string]any {
	opts, err := game.ParseOptions(append(strings.Fields(options), "seed="+strconv.FormatUint(seed, 10)))
	if err != nil || opts.Setup != game.SetupAuto || opts.Scenario != "" {
		return nil
	}
	auto, err := game.New(board, opts)
	if err != nil || auto.Phase() == game.PhaseSetup {
		return nil
	}
	opts.Setup = game.SetupHand
	hand, err := game.New(board, opts)
	if err != nil {
		return nil
	}
	var places []string
	for u := range game.NumUnits {
		if st := auto.Unit(u); st.Status == game.OnBoard {
			places = append(places, game.Action{Kind: game.ActPlace, Unit: u, Index: -1, To: st.Square}.String())
		}
	}
	rolls := game.RollsBetween(hand.DiceNow(), auto.DiceNow(), maxRollsPerAction)
	if rolls == nil {
		rolls = []int{}
	}
	return map[string]any{"places": places, "dice": rolls}
}
