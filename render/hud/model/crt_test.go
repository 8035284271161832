package model

import (
	"testing"

	"taktik/game"
)

// The reference window's table is the engine's, cell by cell (R17), with the automatic
// columns on either side (R16).
func TestCRTTableIsTheEnginesTable(t *testing.T) {
	tab := NewCRTTable()
	if len(tab.Odds) != len(game.TableOdds)+2 || tab.Odds[0] != game.OddsAutoAE || tab.Odds[len(tab.Odds)-1] != game.OddsAutoDE {
		t.Fatalf("columns %v", tab.Odds)
	}
	for i, o := range game.TableOdds {
		if tab.Odds[i+1] != o || tab.Heads[i+1] != o.String() {
			t.Errorf("column %d: %v %q, want %v", i+1, tab.Odds[i+1], tab.Heads[i+1], o)
		}
	}
	for die := 1; die <= 6; die++ {
		if len(tab.Cells[die-1]) != len(tab.Odds) {
			t.Fatalf("row %d has %d cells", die, len(tab.Cells[die-1]))
		}
		for i, o := range tab.Odds {
			if got, want := tab.Cells[die-1][i], game.CRT(o, die); got != want {
				t.Errorf("die %d, %s: %v, engine %v", die, tab.Heads[i], got, want)
			}
		}
	}
	// a few cells as R17 prints them, so a table shifted by a column would show
	spots := []struct {
		head string
		die  int
		want game.Result
	}{
		{"1-6", 1, game.AE}, {"1-4", 1, game.AB2}, {"1-1", 2, game.EX}, {"3-1", 1, game.DE},
		{"6-1", 2, game.DB2}, {"5-1", 5, game.DB2}, {"≤1-7", 4, game.AE}, {"≥7-1", 5, game.DE},
	}
	for _, s := range spots {
		col := -1
		for i, h := range tab.Heads {
			if h == s.head {
				col = i
			}
		}
		if col < 0 || tab.Cells[s.die-1][col] != s.want {
			t.Errorf("%s, die %d: want %v", s.head, s.die, s.want)
		}
	}
	if tab.Column(2) != 8 || tab.Column(99) != -1 {
		t.Errorf("Column(3-1) = %d, Column(99) = %d", tab.Column(2), tab.Column(99))
	}
}
