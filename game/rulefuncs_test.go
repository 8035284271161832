package game

import "testing"

// The rule functions the engine and the AI share (issue 36): each answers from the
// fighters and the facts of the squares, with no game built.
func TestSharedRuleFunctions(t *testing.T) {
	// R16, R25: doubled only in the advanced game, only with attackers, only when all are across
	doubles := []struct {
		advanced        bool
		attackers, over int
		want            bool
	}{
		{true, 2, 2, true}, {true, 3, 2, false}, {true, 0, 0, false}, {false, 2, 2, false}, {true, 1, 1, true},
	}
	for _, c := range doubles {
		if got := RiverDoubles(c.advanced, c.attackers, c.over); got != c.want {
			t.Errorf("RiverDoubles(%v, %d attackers, %d across) = %v, want %v", c.advanced, c.attackers, c.over, got, c.want)
		}
	}
}
