package ai

import (
	"os"
	"strings"
	"testing"
)

// TestTournament runs a whole tournament by hand, outside the normal test run:
//
//	TAKTIK_SELFPLAY='--a hard --b easy --games 100' go test ./game/ai -run TestTournament -v -timeout 0
func TestTournament(t *testing.T) {
	args := os.Getenv("TAKTIK_SELFPLAY")
	if args == "" {
		t.Skip("set TAKTIK_SELFPLAY to the selfplay flags to run a tournament")
	}
	cfg, err := ParseTournamentArgs(strings.Fields(args))
	if err != nil {
		t.Fatal(err)
	}
	res, err := Tournament(cfg)
	if err != nil {
		t.Fatal(err)
	}
	res.Report(os.Stdout)
}
