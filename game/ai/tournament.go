package ai

import (
	"errors"
	"fmt"
	"sync"
	"time"

	"taktik/game"
	"taktik/maps"
	"taktik/units"
)

// TournamentConfig says who plays whom and how (`taktik selfplay`).
type TournamentConfig struct {
	A, B  Level  // the two players; A plays Red in even-numbered games, Blue in odd ones
	Games int    // how many games
	Seed  uint64 // game i is played with seed Seed+i
	// Rules are the options every game starts with: the rule level, the optional rules
	// (R30–R34) and how the armies are set up. Seed, First and TurnLimit are set per game.
	Rules     game.Options
	TurnLimit int         // game turns before the game is decided by cities (R22); 0 means 60
	Workers   int         // games played at once; 0 means 2
	Board     *maps.Board // nil: the shipped continent
	// Scenario names a scenario (game.FindScenario) that every game plays: A always takes
	// the scenario's player side, B the other, and the scenario's rules, first player and
	// turn limit replace Rules and TurnLimit; the report is A's chance to win it.
	Scenario string
	// List makes the report end with a line for every game, so that two tournaments
	// over the same seeds can be compared game by game.
	List bool
}

// GameRecord is how one game of a tournament went.
type GameRecord struct {
	Index     int
	Seed      uint64
	Red, Blue Level
	First     units.Side // who moved first
	Winner    game.Winner
	Turns     int           // game turns played
	Cities    [2]int        // enemy cities held at the end, by side
	End       string        // how it ended: "annihilation", "cities" (R22) or "turn limit"
	Slowest   time.Duration // the longest player turn
	SlowTurn  int           // the game turn it was played in
	Err       error
}

// Result is a whole tournament: every game, and how long each player turn took per level.
type Result struct {
	Config TournamentConfig
	Games  []GameRecord
	Times  map[Level][]time.Duration
}

// DefaultTurnLimit keeps tournament games finite (R22): a config without a limit plays
// this many game turns.
const DefaultTurnLimit = 60

// Tournament plays the games, two at a time by default. Each game depends only on its
// seed and the players, never on which goroutine plays it or when.
func Tournament(cfg TournamentConfig) (Result, error) {
	if cfg.Games <= 0 {
		return Result{}, errors.New("selfplay: the number of games must be positive")
	}
	if sc, ok := game.FindScenario(cfg.Scenario); ok {
		cfg.TurnLimit = sc.TurnLimit
	} else if cfg.Scenario != "" {
		return Result{}, fmt.Errorf("selfplay: there is no scenario %q", cfg.Scenario)
	}
	if cfg.TurnLimit <= 0 {
		cfg.TurnLimit = DefaultTurnLimit
	}
	if cfg.Workers <= 0 {
		cfg.Workers = 2
	}
	if cfg.Board == nil {
		b, err := maps.Continent()
		if err != nil {
			return Result{}, err
		}
		cfg.Board = b
	}
	res := Result{Config: cfg, Games: make([]GameRecord, cfg.Games), Times: map[Level][]time.Duration{}}
	times := make([]map[Level][]time.Duration, cfg.Games)
	jobs := make(chan int)
	var wg sync.WaitGroup
	for w := 0; w < cfg.Workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range jobs {
				res.Games[i], times[i] = playGame(cfg, i)
			}
		}()
	}
	for i := 0; i < cfg.Games; i++ {
		jobs <- i
	}
	close(jobs)
	wg.Wait()
	for i, t := range times {
		if err := res.Games[i].Err; err != nil {
			return res, fmt.Errorf("selfplay: game %d (seed %d): %w", i, res.Games[i].Seed, err)
		}
		for l, list := range t {
			res.Times[l] = append(res.Times[l], list...)
		}
	}
	return res, nil
}

// playGame plays game i of a tournament and times each player turn.
func playGame(cfg TournamentConfig, i int) (GameRecord, map[Level][]time.Duration) {
	rec := GameRecord{Index: i, Seed: cfg.Seed + uint64(i), Red: cfg.A, Blue: cfg.B}
	if i%2 == 1 {
		rec.Red, rec.Blue = cfg.B, cfg.A
	}
	// R9: who moves first is chosen or rolled; it changes every two games, so that each
	// player moves first with each side equally often and the initiative favours no one.
	rec.First = units.Red
	if i/2%2 == 1 {
		rec.First = units.Blue
	}
	times := map[Level][]time.Duration{}
	opts := cfg.Rules
	opts.Seed, opts.First, opts.TurnLimit = rec.Seed, rec.First, cfg.TurnLimit
	if sc, ok := game.FindScenario(cfg.Scenario); ok { // the scenario decides sides, rules and turns
		rec.Red, rec.Blue, rec.First = cfg.A, cfg.B, sc.First
		if sc.Player == units.Blue {
			rec.Red, rec.Blue = cfg.B, cfg.A
		}
		opts = game.Options{Scenario: sc.ID, Seed: rec.Seed}
	}
	g, err := game.New(cfg.Board, opts)
	if err != nil {
		rec.Err = err
		return rec, times
	}
	mems := [2]*memory{newMemory(), newMemory()}
	level := func(s units.Side) Level {
		if s == units.Red {
			return rec.Red
		}
		return rec.Blue
	}
	var spent time.Duration
	side, turn, steps := g.Side(), g.Turn(), 0
	for g.Phase() != game.PhaseDone {
		d := g.Decider()
		if g.Phase() == game.PhaseSetup {
			// each player deploys its own army (R9): the side of the next unit to place
			if u := setupUnit(g); u >= 0 {
				d = counters[u].side
			}
		}
		t0 := time.Now()
		a, err := decide(g, level(d), mems[d])
		if d == side {
			spent += time.Since(t0)
		}
		if err == nil {
			err = g.Apply(a)
		}
		if err != nil {
			rec.Err = err
			return rec, times
		}
		if steps++; steps > 100000 {
			rec.Err = errors.New("the game does not end")
			return rec, times
		}
		if g.Side() != side || g.Phase() == game.PhaseDone {
			times[level(side)] = append(times[level(side)], spent)
			if spent > rec.Slowest {
				rec.Slowest, rec.SlowTurn = spent, turn
			}
			side, turn, spent = g.Side(), g.Turn(), 0
		}
	}
	rec.Winner, rec.Turns = g.Winner(), g.Turn()
	for k, c := range cfg.Board.Cities {
		if o := g.Owner(k); o != c.Side {
			rec.Cities[o]++
		}
	}
	switch {
	case g.OnBoard(units.Red) == 0 || g.OnBoard(units.Blue) == 0:
		rec.End = "annihilation"
	case g.Turn() >= cfg.TurnLimit && g.Side() != rec.First:
		rec.End = "turn limit"
	default:
		rec.End = "cities"
	}
	return rec, times
}
