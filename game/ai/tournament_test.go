package ai

import (
	"os"
	"strconv"
	"strings"
	"testing"

	"taktik/game"
)

// TestTournament runs a whole tournament by hand, outside the normal test run:
//
//	TAKTIK_SELFPLAY='a=hard b=easy games=100' go test ./game/ai -run TestTournament -v -timeout 0
//
// TAKTIK_SELFPLAY holds the players (a=, b=), games=, seed=, turnlimit=, workers= and
// the rules as the protocol's `new` reads them (mode=advanced weather=on setup=empty …);
// the command `taktik selfplay` reads the same as flags.
// With TAKTIK_TRIAL set, player A is Trial: the General with changed settings, e.g.
// TAKTIK_TRIAL='keepout samples=4 nopin'.
func TestTournament(t *testing.T) {
	args := os.Getenv("TAKTIK_SELFPLAY")
	if args == "" {
		t.Skip("set TAKTIK_SELFPLAY to the selfplay flags to run a tournament")
	}
	cfg := tournamentConfig(t, args)
	if spec, ok := os.LookupEnv("TAKTIK_TRIAL"); ok {
		cfg.A = trialGeneral
		for _, w := range strings.Fields(spec) {
			key, val, _ := strings.Cut(w, "=")
			n, _ := strconv.Atoi(val)
			switch key {
			case "keepout":
				trialKnobs.keepOut = true
			case "dist":
				trialKnobs.dist, _ = strconv.ParseFloat(val, 64)
			case "depth":
				trialKnobs.depth = n
			case "nodefend":
				trialKnobs.defend = false
			case "nopin":
				trialKnobs.pin = false
			case "samples":
				trialKnobs.samples = n
			case "cities":
				trialKnobs.cities, _ = strconv.ParseFloat(val, 64)
			case "laststand":
				trialKnobs.lastStand, _ = strconv.ParseFloat(val, 64)
			case "allheld":
				trialKnobs.allHeld, _ = strconv.ParseFloat(val, 64)
			case "styles":
				trialKnobs.styles = trialKnobs.styles[:n]
			default:
				t.Fatalf("unknown trial setting %q", w)
			}
		}
	}
	res, err := Tournament(cfg)
	if err != nil {
		t.Fatal(err)
	}
	res.Report(os.Stdout)
}

// tournamentConfig reads TAKTIK_SELFPLAY's words: a=LEVEL b=LEVEL games=N seed=S
// turnlimit=T workers=W, and the rules' words of the protocol's `new`.
func tournamentConfig(t *testing.T, args string) TournamentConfig {
	cfg := TournamentConfig{A: General, B: Recruit, Games: 100, Seed: 1, Workers: 2}
	var rules []string
	for _, w := range strings.Fields(args) {
		key, val, _ := strings.Cut(w, "=")
		n, err := strconv.Atoi(val)
		switch key {
		case "a", "b":
			level, err := ParseLevel(val)
			if err != nil {
				t.Fatal(err)
			}
			if key == "a" {
				cfg.A = level
			} else {
				cfg.B = level
			}
			continue
		case "games":
			cfg.Games = n
		case "seed":
			cfg.Seed = uint64(n)
		case "turnlimit":
			cfg.TurnLimit = n
		case "workers":
			cfg.Workers = n
		default:
			rules = append(rules, w)
			continue
		}
		if err != nil {
			t.Fatalf("%s: %v", w, err)
		}
	}
	var err error
	if cfg.Rules, err = game.ParseOptions(rules); err != nil {
		t.Fatal(err)
	}
	return cfg
}
