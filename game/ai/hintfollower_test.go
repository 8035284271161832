package ai

import (
	"os"
	"strconv"
	"testing"

	"taktik/game"
)

// playScenario plays a built-in scenario for its player as someone who takes the General's
// advice while the file allows it (hint_limit): in each such movement phase the advice's
// moves (Advise, the arrows a player sees). Once the hints are used up, one who only
// follows hints moves nothing (ownPlan false), one with a plan of their own moves as the
// General would (ownPlan true). The battles, retreats and losses, which the advice does not
// cover, are the General's own in both: the kindest reading of "following the hints". The
// other side is the scenario's opponent. It reports whether the player won.
func playScenario(t *testing.T, id string, seed uint64, ownPlan bool) bool {
	t.Helper()
	sc, ok := game.FindScenario(id)
	if !ok {
		t.Fatalf("no scenario %q", id)
	}
	g, err := game.New(continent(t), game.Options{Scenario: id, Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	opp, err := ParseLevel(sc.Opponent)
	if err != nil {
		t.Fatal(err)
	}
	hints := sc.HintLimit
	if !sc.Hints {
		hints = 0
	} else if hints == 0 {
		hints = -1 // as often as asked
	}
	mems := [2]*memory{newMemory(), newMemory()}
	endMove, _ := game.ParseAction(g.Board(), "endmove")
	for steps := 0; g.Phase() != game.PhaseDone; steps++ {
		if steps > 20000 {
			t.Fatal("the game does not end")
		}
		side := g.Decider()
		if side == sc.Player && g.Phase() == game.PhaseMovement && g.Pending().Kind == game.NoDecision && (hints != 0 || !ownPlan) {
			if hints != 0 {
				hints--
				advice, err := Advise(g, General)
				if err != nil {
					t.Fatal(err)
				}
				for _, a := range advice {
					_ = g.Apply(a.Move) // a move the engine refuses is one the player could not make either
				}
			}
			if g.Phase() == game.PhaseMovement {
				if err := g.Apply(endMove); err != nil {
					t.Fatal(err)
				}
			}
			continue
		}
		level := opp
		if side == sc.Player {
			level = General
		}
		a, err := decide(g, level, mems[side])
		if err == nil {
			err = g.Apply(a)
		}
		if err != nil {
			t.Fatal(err)
		}
	}
	return g.Winner() == game.WinnerOf(sc.Player)
}

// The first scenario is not won by following the hints alone (issue 40): it allows one
// hint (hint_limit 1), three Blue divisions hold Indigau's three squares and Red has three
// turns. A player who does only what the General advised, and nothing once the hint is
// used, wins it far less often than one who takes the hint for the opening and then plays
// a plan of their own. TAKTIK_HINT_GAMES=N measures over N seeds (20 by default).
func TestFollowingTheHintAloneRarelyWinsTheFirstScenario(t *testing.T) {
	n := 20
	if s, err := strconv.Atoi(os.Getenv("TAKTIK_HINT_GAMES")); err == nil && s > 0 {
		n = s
	}
	first := game.Scenarios()[0].ID
	follower, planner := 0, 0
	for seed := uint64(1); seed <= uint64(n); seed++ {
		if playScenario(t, first, seed, false) {
			follower++
		}
		if playScenario(t, first, seed, true) {
			planner++
		}
	}
	t.Logf("%s over %d seeds: the hints alone win %d, the hint and a plan of one's own %d", first, n, follower, planner)
	if follower*10 > n*4 || planner*10 < n*8 {
		t.Errorf("%s: the hints alone win %d of %d games (want at most 40%%), the hint and a plan %d (want at least 80%%)",
			first, follower, n, planner)
	}
}
