package model

import "taktik/game"

// CRTTable is the combat results table as the reference window shows it, read from the
// engine (game.CRT, R17): a column for odds worse than 1-6, the eleven printed columns,
// and a column for odds better than 6-1 (R16), each with its six die rows.
type CRTTable struct {
	Odds  []game.Odds
	Heads []string
	Cells [6][]game.Result // [die-1][column]
}

// NewCRTTable reads the table from the engine.
func NewCRTTable() CRTTable {
	var t CRTTable
	t.Odds = append(append([]game.Odds{game.OddsAutoAE}, game.TableOdds...), game.OddsAutoDE)
	for _, o := range t.Odds {
		t.Heads = append(t.Heads, OddsHead(o))
		for die := 1; die <= 6; die++ {
			t.Cells[die-1] = append(t.Cells[die-1], game.CRT(o, die))
		}
	}
	return t
}

// OddsHead is a column's heading: the odds, or the range an automatic column covers.
func OddsHead(o game.Odds) string {
	switch o {
	case game.OddsAutoAE:
		return "≤1-7"
	case game.OddsAutoDE:
		return "≥7-1"
	}
	return o.String()
}

// Column is the table column of some odds, or -1.
func (t CRTTable) Column(o game.Odds) int {
	for i, x := range t.Odds {
		if x == o {
			return i
		}
	}
	return -1
}
