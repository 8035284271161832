package engine

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
)

// playRandom plays a game through the protocol alone: at each step it asks legal for
// the deciding side's actions and sends one of them, picked by a seeded generator (or
// auto, now and then, for a pending decision), until the game has a winner. Every
// legal line must be accepted. A drop or sea move, when offered, is taken a third of the
// time (advanced game). It returns the lines sent and the winner.
func playRandom(t *testing.T, s *Session, rng *rand.Rand, maxSteps int) (lines []string, winner string) {
	t.Helper()
	send := func(line string) answer {
		lines = append(lines, line)
		return mustOK(t, s, line)
	}
	for step := 0; step < maxSteps; step++ {
		st := mustOK(t, s, "status")
		if w, ok := st["winner"].(string); ok {
			if st["phase"] != "done" {
				t.Fatalf("winner %s but phase %v", w, st["phase"])
			}
			if legal := strs(t, mustOK(t, s, "legal"), "legal"); len(legal) != 0 {
				t.Fatalf("the game is over but legal offers %v", legal)
			}
			return lines, w
		}
		if st["pending"] != nil && rng.IntN(4) == 0 {
			send("auto")
			continue
		}
		legal := strs(t, mustOK(t, s, "legal"), "legal")
		if len(legal) == 0 {
			t.Fatalf("step %d: no legal action while the game goes on: %v", step, st)
		}
		var special []string // drops and sea moves, few among hundreds of moves (advanced game)
		for _, l := range legal {
			if strings.HasPrefix(l, "drop ") || strings.HasPrefix(l, "sail ") {
				special = append(special, l)
			}
		}
		if len(special) > 0 && rng.IntN(3) == 0 {
			send(special[rng.IntN(len(special))])
			continue
		}
		send(legal[rng.IntN(len(legal))])
	}
	t.Fatalf("no winner after %d steps", maxSteps)
	return lines, ""
}

// TestRandomGameSketch plays whole games on the sketch board to their end by the turn
// limit or by annihilation (R22), then replays the same lines in a fresh session and
// gets the same game: the dice live in the state (determinism).
func TestRandomGameSketch(t *testing.T) {
	setup := []string{"new seed=%d setup=empty turnlimit=6",
		"place red:inf1 4-3", "place red:inf2 5-3", "place red:arm1 6-3", "place red:inf3 3-4", "place red:hq-1c 7-2",
		"place red:mtn1 8-4",
		"place blue:inf1 4-11", "place blue:inf2 5-11", "place blue:arm1 6-11", "place blue:inf3 3-10",
		"place blue:hq-1c 7-12", "place blue:mar1 8-10", "start"}
	winners, kinds := map[string]int{}, map[string]int{}
	for seed := 1; seed <= 8; seed++ {
		t.Run(fmt.Sprint("seed", seed), func(t *testing.T) {
			s := NewSession(sketchBoard(t))
			var all []string
			for i, l := range setup {
				if i == 0 {
					l = fmt.Sprintf(l, seed)
				}
				mustOK(t, s, l)
				all = append(all, l)
			}
			lines, w := playRandom(t, s, rand.New(rand.NewPCG(uint64(seed), 99)), 5000)
			winners[w]++
			for _, l := range lines {
				kinds[strings.Fields(l)[0]]++
			}
			all = append(all, lines...)
			again := NewSession(sketchBoard(t))
			for _, l := range all {
				mustOK(t, again, l)
			}
			if snapshot(again) != snapshot(s) {
				t.Errorf("replaying %d lines gave another game", len(all))
			}
		})
	}
	t.Logf("winners: %v; commands: %v", winners, kinds)
	for _, k := range []string{"move", "endmove", "battle", "resolve", "endturn"} {
		if kinds[k] == 0 {
			t.Errorf("the random games never sent %s: they do not test what they should", k)
		}
	}
}

// TestRandomGameAdvanced plays whole advanced games (R23–R29) through the protocol on the
// sketch board — forest, mountain, a river, ports and a beach, paratroops and marines on
// both sides — to their end, and replays the lines to the same game.
func TestRandomGameAdvanced(t *testing.T) {
	setup := []string{"new mode=advanced seed=%d setup=empty turnlimit=5",
		"place red:inf1 4-3", "place red:inf2 5-3", "place red:arm1 6-3", "place red:mtn1 7-7", "place red:hq-1c 8-2",
		"place red:mar1 2-2", "place red:para1 2-3",
		"place blue:inf1 4-11", "place blue:inf2 5-11", "place blue:arm1 6-11", "place blue:mtn1 8-12",
		"place blue:hq-1c 8-13", "place blue:mar1 2-13", "place blue:para1 2-12", "start"}
	kinds := map[string]int{}
	for seed := 1; seed <= 4; seed++ {
		s := NewSession(sketchBoard(t))
		all := []string{fmt.Sprintf(setup[0], seed)}
		mustOK(t, s, all[0])
		for _, l := range setup[1:] {
			mustOK(t, s, l)
			all = append(all, l)
		}
		lines, w := playRandom(t, s, rand.New(rand.NewPCG(uint64(seed), 5)), 5000)
		for _, l := range lines {
			kinds[strings.Fields(l)[0]]++
		}
		all = append(all, lines...)
		again := NewSession(sketchBoard(t))
		for _, l := range all {
			mustOK(t, again, l)
		}
		if snapshot(again) != snapshot(s) {
			t.Errorf("seed %d: replaying %d lines gave another game (winner %s)", seed, len(all), w)
		}
	}
	t.Logf("commands: %v", kinds)
	for _, k := range []string{"move", "endmove", "battle", "resolve", "endturn", "drop", "sail"} {
		if kinds[k] == 0 {
			t.Errorf("the random advanced games never sent %s", k)
		}
	}
}

// TestRandomGameContinent plays games on the continent from the automatic deployment
// (R9) to the turn limit.
func TestRandomGameContinent(t *testing.T) {
	board := continent(t)
	if testing.Short() {
		t.Skip("a whole game on the continent is slow; run without -short")
	}
	for seed := 1; seed <= 2; seed++ {
		s := NewSession(board)
		wantStatus(t, mustOK(t, s, fmt.Sprintf("new seed=%d setup=auto turnlimit=2", seed)), 1, "red", "movement", nil)
		lines, w := playRandom(t, s, rand.New(rand.NewPCG(uint64(seed), 7)), 20000)
		t.Logf("seed %d: %d lines, winner %s", seed, len(lines), w)
	}
}
