package model

import (
	"math"
	"testing"

	"taktik/game"
)

func TestPercentagesAddUpToAHundredAtEveryOdds(t *testing.T) {
	all := append([]game.Odds{game.OddsAutoAE}, game.TableOdds...)
	all = append(all, game.OddsAutoDE)
	for _, o := range all {
		out := game.Outcomes(o)
		pct := Percentages(out)
		sum, total := 0, 0.0
		for _, r := range game.Results {
			total += out[r]
		}
		for i, r := range game.Results {
			sum += pct[i]
			if exact := out[r] / total * 100; math.Abs(float64(pct[i])-exact) >= 1 {
				t.Errorf("%v %v: %d%%, exactly %.2f%%", o, r, pct[i], exact)
			}
		}
		if sum != 100 {
			t.Errorf("%v: %v adds up to %d", o, pct, sum)
		}
	}
}

func TestPercentagesOfKnownColumns(t *testing.T) {
	cases := []struct {
		odds game.Odds
		want []int // AE, AB2, EX, DB2, DE
	}{
		{2, []int{17, 0, 33, 17, 33}}, // 3-1: die 6 AE, 2 and 5 EX, 3 DB2, 1 and 4 DE
		{5, []int{0, 0, 0, 17, 83}},   // 6-1
		{game.OddsAutoDE, []int{0, 0, 0, 0, 100}},
		{game.OddsAutoAE, []int{100, 0, 0, 0, 0}},
	}
	for _, c := range cases {
		got := Percentages(game.Outcomes(c.odds))
		for i := range got {
			if got[i] != c.want[i] {
				t.Errorf("%v: %v, want %v", c.odds, got, c.want)
				break
			}
		}
	}
}
