package ai

import (
	"slices"
	"strings"
	"testing"
	"time"

	"taktik/game"
	"taktik/units"
)

// playShort plays a short game on the continent between two levels with PlayTurn and
// returns its history. Every action goes through g.Apply, so an illegal one fails.
func playShort(t *testing.T, red, blue Level, seed uint64, turns int) *game.Game {
	t.Helper()
	g, err := game.New(continent(t), game.Options{Seed: seed, TurnLimit: turns})
	if err != nil {
		t.Fatal(err)
	}
	for g.Phase() != game.PhaseDone {
		level := red
		if g.Side() == units.Blue {
			level = blue
		}
		side := g.Side()
		acts, err := PlayTurn(g, level)
		if err != nil {
			t.Fatalf("%v as %v, turn %d: %v", level, side, g.Turn(), err)
		}
		if len(acts) == 0 || (g.Phase() != game.PhaseDone && g.Side() == side) {
			t.Fatalf("%v as %v did not finish its turn: %v", level, side, acts)
		}
		// R20: the General and the Officer never leave a headquarters next to an enemy
		for _, e := range g.EventsSince(0) {
			if e.Kind == game.EvHQLost && e.Side == side && level >= Officer {
				t.Fatalf("%v lost headquarters %v to R20 on turn %d", level, e.Units, e.Turn)
			}
		}
	}
	return g
}

// Short games between every pair of neighbouring levels are legal to the end, and the
// same seed plays the same game: four game turns, one under -short (the race run).
func TestShortGamesLegalAndRepeatable(t *testing.T) {
	pairs := [][2]Level{{General, Officer}, {Recruit, General}, {Officer, Random}, {Random, Recruit}}
	turns := 4
	if testing.Short() {
		turns = 1
	} else {
		pairs = append(pairs, [2]Level{FieldMarshal, General}) // the Field Marshal's turn is the slowest
	}
	for k, pr := range pairs {
		seed := uint64(11 + k)
		a := playShort(t, pr[0], pr[1], seed, turns)
		b := playShort(t, pr[0], pr[1], seed, turns)
		if !slices.EqualFunc(a.History(), b.History(), func(x, y game.Action) bool { return x.String() == y.String() }) {
			t.Errorf("%v vs %v, seed %d: two games from the same seed differ", pr[0], pr[1], seed)
		}
		if a.Hash() != b.Hash() {
			t.Errorf("%v vs %v: end positions differ", pr[0], pr[1])
		}
	}
}

// Decide step by step gives the very actions PlayTurn applies.
func TestDecideFollowsPlayTurn(t *testing.T) {
	start, err := game.New(continent(t), game.Options{Seed: 9})
	if err != nil {
		t.Fatal(err)
	}
	levels := []Level{Recruit, Officer, General, FieldMarshal}
	if testing.Short() {
		levels = levels[:2] // the General's and the Field Marshal's turns are the slow ones; the race run goes without them
	}
	for _, level := range levels {
		a, b := start.Clone(), start.Clone()
		want, err := PlayTurn(a, level)
		if err != nil {
			t.Fatal(err)
		}
		var got []game.Action
		for b.Side() == start.Side() && b.Phase() != game.PhaseDone {
			act, err := Decide(b, level)
			if err != nil {
				t.Fatal(err)
			}
			if err := b.Apply(act); err != nil {
				t.Fatalf("%v: %v: %v", level, act, err)
			}
			got = append(got, act)
		}
		if !slices.EqualFunc(got, want, func(x, y game.Action) bool { return x.String() == y.String() }) {
			t.Errorf("%v: Decide played %d actions, PlayTurn %d, or they differ", level, len(got), len(want))
		}
	}
}

// setup=empty: the AI deploys both armies in their bivouac areas (R9), starts, and
// plays the first player turn.
func TestDeploysAnEmptyBoard(t *testing.T) {
	for _, level := range []Level{Random, General} {
		g, err := game.New(continent(t), game.Options{Seed: 3, Setup: game.SetupEmpty, Mode: game.Basic})
		if err != nil {
			t.Fatal(err)
		}
		if _, err := PlayTurn(g, level); err != nil {
			t.Fatal(err)
		}
		if g.Phase() == game.PhaseSetup || g.Side() != units.Blue {
			t.Fatalf("%v: after the first turn the game is in %v with %v to move", level, g.Phase(), g.Side())
		}
		placed := 0
		for _, e := range g.Events() {
			if e.Kind == game.EvPlace {
				placed++
				s := e.Path[0]
				if v := g.Board().BivouacAt(s); v == nil || v.Side != game.UnitInfo(e.Units[0]).Side {
					t.Errorf("%v placed %s on %s, outside its bivouac areas", level, game.UnitInfo(e.Units[0]).ID, s)
				}
			}
		}
		if placed != game.NumUnits {
			t.Errorf("%v placed %d units, want %d", level, placed, game.NumUnits)
		}
	}
}

// BenchmarkGeneralTurn times the General's player turns over a set of positions: the
// start of every player turn of the first eight game turns (the early ones, with every
// unit on the board, are the heaviest) of two General-vs-General games, in the basic
// game, the advanced game, and the advanced game with every optional rule (R30–R33).
// Each iteration plays one turn from each position; besides the time per iteration it
// reports the mean, the 95th percentile and the longest player turn, the figures the
// issue's goal is stated in (a General player turn under 2 s at the 95th percentile).
//
//	go test ./game/ai -run XXX -bench GeneralTurn -benchtime 3x
func BenchmarkGeneralTurn(b *testing.B) {
	for _, c := range benchRules {
		b.Run(c.name, func(b *testing.B) { benchmarkTurns(b, c.opts, General) })
	}
}

// BenchmarkFieldMarshalTurn plays a Field Marshal player turn from each of the positions of
// BenchmarkGeneralTurn (the goal: under 3 s at the 95th percentile on the 2-core machine).
func BenchmarkFieldMarshalTurn(b *testing.B) {
	for _, c := range benchRules {
		b.Run(c.name, func(b *testing.B) { benchmarkTurns(b, c.opts, FieldMarshal) })
	}
}

// benchRules are the rule levels the benchmarks of a player turn are run at.
var benchRules = []struct {
	name string
	opts game.Options
}{
	{"basic", game.Options{Mode: game.Basic}},
	{"advanced", game.Options{Mode: game.Advanced}},
	{"optional", game.Options{Mode: game.Advanced, Weather: true, Supply: true, Replacements: true, Nuclear: true}},
}

// BenchmarkFieldMarshalCertainWins plays the Field Marshal's player turn from each start
// of a player turn in the first two game turns of BenchmarkGeneralTurn's advanced
// games twice, with the certain wins kept (sure.go) and without, one right after the
// other (the order swapped from position to position, so that a load on the machine
// weighs on both alike): what the rule costs in think time (docs/ai.md).
//
//	go test ./game/ai -run XXX -bench FieldMarshalCertainWins -benchtime 1x
func BenchmarkFieldMarshalCertainWins(b *testing.B) {
	positions := benchPositions(b, game.Options{Mode: game.Advanced}, 2)
	defer func(was bool) { keepCertainWins = was }(keepCertainWins)
	var kept, off [2]time.Duration // by the clock, by the processor
	var weaker time.Duration       // the processor's time for the weaker levels' plans alone
	for b.Loop() {
		for i, g := range positions {
			cpu0 := cpuTime()
			weakerSureWins(g)
			weaker += cpuTime() - cpu0
			for _, keep := range []bool{i%2 == 0, i%2 != 0} {
				keepCertainWins = keep
				c := g.Clone()
				t0, cpu0 := time.Now(), cpuTime()
				if _, err := PlayTurn(c, FieldMarshal); err != nil {
					b.Fatal(err)
				}
				d := [2]time.Duration{time.Since(t0), cpuTime() - cpu0}
				for k := range d {
					if keep {
						kept[k] += d[k]
					} else {
						off[k] += d[k]
					}
				}
			}
		}
	}
	turns := float64(b.N * len(positions))
	b.ReportMetric(float64(kept[0])/float64(time.Millisecond)/turns, "kept-ms/turn")
	b.ReportMetric(float64(off[0])/float64(time.Millisecond)/turns, "off-ms/turn")
	b.ReportMetric(float64(kept[0])/float64(off[0]), "kept/off")
	if off[1] > 0 {
		b.ReportMetric(float64(kept[1])/float64(time.Millisecond)/turns, "kept-cpu-ms/turn")
		b.ReportMetric(float64(off[1])/float64(time.Millisecond)/turns, "off-cpu-ms/turn")
		b.ReportMetric(float64(kept[1])/float64(off[1]), "kept/off-cpu")
		b.ReportMetric(float64(weaker)/float64(time.Millisecond)/turns, "weaker-cpu-ms/turn")
	}
}

// benchPositions are the positions BenchmarkGeneralTurn plays from: the start of every
// player turn up to game turn last of two General-vs-General games.
func benchPositions(b *testing.B, opts game.Options, last int) []*game.Game {
	var list []*game.Game
	for _, seed := range []uint64{21, 22} {
		opts.Seed = seed
		g, err := game.New(continent(b), opts)
		if err != nil {
			b.Fatal(err)
		}
		for g.Turn() <= last && g.Phase() != game.PhaseDone {
			list = append(list, g.Clone())
			if _, err := PlayTurn(g, General); err != nil {
				b.Fatal(err)
			}
		}
	}
	return list
}

func benchmarkTurns(b *testing.B, opts game.Options, level Level) {
	timeTurns(b, benchPositions(b, opts, 8), level)
}

// timeTurns plays level's player turn from each position per iteration and reports the
// mean, the 95th percentile and the longest turn.
func timeTurns(b *testing.B, positions []*game.Game, level Level) {
	var times []time.Duration
	for b.Loop() {
		for _, g := range positions {
			c := g.Clone()
			t0 := time.Now()
			if _, err := PlayTurn(c, level); err != nil {
				b.Fatal(err)
			}
			times = append(times, time.Since(t0))
		}
	}
	slices.Sort(times)
	var sum time.Duration
	for _, t := range times {
		sum += t
	}
	ms := func(d time.Duration) float64 { return float64(d) / float64(time.Millisecond) }
	b.ReportMetric(float64(len(positions)), "positions")
	b.ReportMetric(ms(sum)/float64(len(times)), "mean-ms/turn")
	b.ReportMetric(ms(times[len(times)*95/100]), "p95-ms/turn")
	b.ReportMetric(ms(times[len(times)-1]), "max-ms/turn")
}

// A tournament's games depend on their seeds and players only, not on how many run at
// once; the report says what it measured.
func TestTournamentIndependentOfScheduling(t *testing.T) {
	cfg := TournamentConfig{A: Recruit, B: Random, Games: 4, Seed: 30, TurnLimit: 3, Workers: 1}
	one, err := Tournament(cfg)
	if err != nil {
		t.Fatal(err)
	}
	cfg.Workers = 2
	two, err := Tournament(cfg)
	if err != nil {
		t.Fatal(err)
	}
	for i := range one.Games {
		a, b := one.Games[i], two.Games[i]
		if a.Winner != b.Winner || a.Turns != b.Turns || a.Cities != b.Cities || a.Red != b.Red || a.First != b.First {
			t.Errorf("game %d: %+v with one worker, %+v with two", i, a, b)
		}
	}
	if g := one.Games[1]; g.Red != Random || g.Blue != Recruit || one.Games[0].Red != Recruit {
		t.Errorf("sides do not alternate: %+v", one.Games[:2])
	}
	var out strings.Builder
	res, err := Tournament(TournamentConfig{A: Recruit, B: Random, Games: 2, Seed: 30, TurnLimit: 3, Workers: 2})
	if err != nil {
		t.Fatal(err)
	}
	res.Report(&out)
	for _, want := range []string{"Recruit (A) vs Random (B), 2 games", "rules: basic; setup auto", "95% interval (Wilson)",
		"by side: Red won", "game length: average", "time per player turn, Recruit: median"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("the report lacks %q:\n%s", want, out.String())
		}
	}
	// every optional rule, and each player deploys its own army (R9, R29)
	res, err = Tournament(TournamentConfig{A: Officer, B: Random, Games: 2, Seed: 40, TurnLimit: 2, Workers: 2,
		Rules: game.Options{Mode: game.Advanced, Weather: true, Supply: true, Replacements: true, Nuclear: true, Setup: game.SetupEmpty}})
	if err != nil {
		t.Fatal(err)
	}
	out.Reset()
	res.Report(&out)
	if want := "rules: advanced, weather, supply, replacements, nuclear; setup empty"; !strings.Contains(out.String(), want) {
		t.Errorf("the report lacks %q:\n%s", want, out.String())
	}
	for _, g := range res.Games {
		if g.Turns < 1 {
			t.Errorf("game %d was not played: %+v", g.Index, g)
		}
	}
}

// With List the report ends with a line for every game, A's side alternating from Red,
// so that two tournaments over the same seeds can be compared game by game.
func TestReportListsEveryGame(t *testing.T) {
	res := Result{Config: TournamentConfig{A: FieldMarshal, B: General, Games: 3, Seed: 7, TurnLimit: 60, List: true},
		Games: []GameRecord{
			{Index: 0, Seed: 7, Red: FieldMarshal, Blue: General, First: units.Red, Winner: game.RedWins, Turns: 24, End: "cities", Cities: [2]int{5, 2}},
			{Index: 1, Seed: 8, Red: General, Blue: FieldMarshal, First: units.Red, Winner: game.RedWins, Turns: 17, End: "cities", Cities: [2]int{5, 0}},
			{Index: 2, Seed: 9, Red: FieldMarshal, Blue: General, First: units.Blue, Winner: game.Draw, Turns: 60, End: "turn limit", Cities: [2]int{3, 3}},
		}}
	var out strings.Builder
	res.Report(&out)
	_, list, ok := strings.Cut(out.String(), "every game:\n")
	if !ok {
		t.Fatalf("the report lists no games:\n%s", out.String())
	}
	want := `game 0: seed 7, A Red, Red first, Red won, A won, game turn 24, cities; enemy cities held: Red 5, Blue 2
game 1: seed 8, A Blue, Red first, Red won, A lost, game turn 17, cities; enemy cities held: Red 5, Blue 0
game 2: seed 9, A Red, Blue first, a draw, game turn 60, turn limit; enemy cities held: Red 3, Blue 3
`
	if list != want {
		t.Errorf("the games are listed as\n%s\nwant\n%s", list, want)
	}
	res.Config.List = false
	out.Reset()
	res.Report(&out)
	if strings.Contains(out.String(), "every game") {
		t.Errorf("the report lists the games unasked:\n%s", out.String())
	}
}

// With every optional rule on (weather R30, replacements R31, supply R32, atomic weapons
// R33) in the advanced game both planning levels play only legal actions and use what
// the rules give them: each rebuilds eliminated units when replacements come (R31),
// fires atomic weapons that destroy enemy units (R33), and makes special operations
// (R26–R28). Each side's decisions are its own player's, as in a tournament (the
// replacements of both sides come at the start of the first side's turn). The game
// must be playable: the test never skips itself.
func TestOptionalRulesPlayed(t *testing.T) {
	if testing.Short() {
		t.Skip("a seven-turn game between the two strongest levels, whose counts need the whole game; run without -short")
	}
	opts := game.Options{Seed: 4, Mode: game.Advanced, Weather: true, Replacements: true, Supply: true, Nuclear: true, TurnLimit: 7}
	g, err := game.New(continent(t), opts)
	if err != nil {
		t.Fatalf("the engine refuses the optional rules: %v", err)
	}
	levels := [2]Level{units.Red: Officer, units.Blue: General}
	type tally struct{ moves, battles, rebuilds, nukes, nukeKills, ops int }
	counts := [2]tally{}
	mems := [2]*memory{newMemory(), newMemory()}
	months := 0
	for steps := 0; g.Phase() != game.PhaseDone; steps++ {
		if steps > 20000 {
			t.Fatal("the game does not end")
		}
		d := g.Decider()
		k := len(g.Events())
		a, err := decide(g, levels[d], mems[d])
		if err == nil {
			err = g.Apply(a)
		}
		if err != nil {
			t.Fatalf("%v, turn %d: %v", levels[d], g.Turn(), err)
		}
		events := g.EventsSince(k)
		for n, e := range events {
			var side units.Side
			if len(e.Units) > 0 {
				side = counters[e.Units[0]].side
			}
			c := &counts[side]
			switch e.Kind {
			case game.EvMove:
				c.moves++
			case game.EvBattle:
				c.battles++
			case game.EvRebuilt:
				c.rebuilds++
			case game.EvDrop, game.EvLanding, game.EvInvasion, game.EvWithdrawal:
				c.ops++
			case game.EvMonth:
				months++
			case game.EvNuke:
				c.nukes++
				if n+1 < len(events) && events[n+1].Kind == game.EvEliminated {
					for _, u := range events[n+1].Units {
						if counters[u].side != side {
							c.nukeKills++
						}
					}
				}
			}
		}
	}
	for side, level := range levels {
		c := counts[side]
		t.Logf("%v (%v): %+v", level, units.Side(side), c)
		if c.moves == 0 || c.battles == 0 {
			t.Errorf("%v did not play: %+v", level, c)
		}
		if c.rebuilds == 0 {
			t.Errorf("%v never rebuilt a unit (R31): %+v", level, c)
		}
		if c.nukes == 0 || c.nukeKills < c.nukes {
			t.Errorf("%v fired %d atomic weapons destroying %d enemy units (R33): each strike should pay", level, c.nukes, c.nukeKills)
		}
		if c.ops == 0 {
			t.Errorf("%v made no drop, landing or invasion (R26–R28): %+v", level, c)
		}
	}
	if months == 0 {
		t.Error("no month began: the weather rule was not played")
	}
}
