package ai

import (
	"os"
	"strconv"
	"strings"
	"testing"
)

// TestTournament runs a whole tournament by hand, outside the normal test run:
//
//	TAKTIK_SELFPLAY='--a hard --b easy --games 100' go test ./game/ai -run TestTournament -v -timeout 0
//
// With TAKTIK_TRIAL set, player A is Trial: the General with changed settings, e.g.
// TAKTIK_TRIAL='keepout samples=4 nopin'.
func TestTournament(t *testing.T) {
	args := os.Getenv("TAKTIK_SELFPLAY")
	if args == "" {
		t.Skip("set TAKTIK_SELFPLAY to the selfplay flags to run a tournament")
	}
	cfg, err := ParseTournamentArgs(strings.Fields(args))
	if err != nil {
		t.Fatal(err)
	}
	if spec, ok := os.LookupEnv("TAKTIK_TRIAL"); ok {
		cfg.A = trial
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
