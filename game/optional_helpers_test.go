package game

import (
	"strings"
	"testing"
)

// optionalGame starts a game on a sketch with option words (a rule level, the optional
// rules), an empty setup, Red first and seed 1; it places units ("id square") and gives
// cities ("own CITY SIDE"), queues fixed dice (dice, e.g. "2 5": the starting month and
// the first month's weather, R30; "" for none) and starts play.
func optionalGame(t testing.TB, src string, words []string, dice string, placements ...string) *Game {
	t.Helper()
	opts, err := ParseOptions(append([]string{"setup=empty", "first=red", "seed=1"}, words...))
	if err != nil {
		t.Fatal(err)
	}
	g, err := New(testBoard(t, src), opts)
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range placements {
		if strings.HasPrefix(p, "own ") {
			do(t, g, p)
		} else {
			do(t, g, "place "+p)
		}
	}
	if dice != "" {
		do(t, g, "dice "+dice)
	}
	do(t, g, "start")
	return g
}

// weatherDice are the two dice that begin a game in a month of the season a weather can
// fall in and roll that weather (R30): the starting-month die, then the weather die.
func weatherDice(t testing.TB, w Weather) string {
	t.Helper()
	for k, m := range StartMonths {
		for d := 1; d <= 6; d++ {
			if WeatherFor(SeasonOf(m), d) == w {
				return strings.Join([]string{string(rune('1' + k)), string(rune('0' + d))}, " ")
			}
		}
	}
	t.Fatalf("no month and die give %s", w)
	return ""
}

// endTurns ends n player turns with no moves and no battles.
func endTurns(t testing.TB, g *Game, n int) {
	t.Helper()
	for k := 0; k < n; k++ {
		do(t, g, "endmove")
		do(t, g, "endturn")
	}
}

// ids lists unit ids for messages and comparisons.
func ids(list []int) []string {
	out := make([]string, len(list))
	for k, u := range list {
		out[k] = unitID(u)
	}
	return out
}
