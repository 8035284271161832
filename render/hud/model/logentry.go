package model

import (
	"taktik/game"
	"taktik/units"
)

// Tone is how a log entry is coloured: by a side, or soft for bookkeeping, or plain.
type Tone uint8

const (
	Sided Tone = iota // in the ink of Entry.Side
	Soft              // bookkeeping: end of movement, forced choices, the start
	Plain             // the end of a drawn game, a new month
)

// Entry is one event of the game as the log tells it.
type Entry struct {
	Text string
	Side units.Side
	Tone Tone
	Bold bool // turn changes, die rolls, captures, the end
	Turn int  // > 0: a new game turn begins here, and a rule with its number goes first
}

// Entries turns events into log entries in a language ("de", "en"), appending to out.
// Setup placements are left out: the board shows them, and an automatic setup would
// fill the log with 88 of them. lastTurn is the game turn the log last marked with a
// rule; the new value is returned for the next call.
func Entries(events []game.Event, code string, lastTurn int, out []Entry) ([]Entry, int) {
	for _, e := range events {
		switch e.Kind {
		case game.EvPlace, game.EvRemove:
			continue
		}
		en := Entry{Text: e.Text(code)}
		en.Side, en.Tone = eventSide(e)
		switch e.Kind {
		case game.EvTurn:
			en.Bold = true
			if e.Turn != lastTurn {
				en.Turn, lastTurn = e.Turn, e.Turn
			}
		case game.EvRoll, game.EvCapture, game.EvVictory, game.EvMonth, game.EvNuke:
			en.Bold = true
		}
		out = append(out, en)
	}
	return out, lastTurn
}

// eventSide is the side an event concerns: the units' own side for losses, retreats,
// rebuilt units and supply (they may be the defender's), the winner at the end, the
// owner named by a city given in setup or by replacements, else the side whose player
// turn it is. A new month concerns both.
func eventSide(e game.Event) (units.Side, Tone) {
	switch e.Kind {
	case game.EvEliminated, game.EvRetreat, game.EvHQLost, game.EvForestLoss, game.EvRebuilt,
		game.EvCutOff, game.EvResupplied, game.EvSupplyLoss:
		if len(e.Units) > 0 {
			return game.UnitInfo(e.Units[0]).Side, Sided
		}
	case game.EvVictory:
		switch e.Winner {
		case game.RedWins:
			return units.Red, Sided
		case game.BlueWins:
			return units.Blue, Sided
		}
		return e.Side, Plain
	case game.EvOwn, game.EvReplacements, game.EvReplaceEnd:
		return e.Owner, Sided
	case game.EvMonth:
		return e.Side, Plain
	case game.EvStart, game.EvEndMove, game.EvForced:
		return e.Side, Soft
	}
	return e.Side, Sided
}
