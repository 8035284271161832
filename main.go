// Command taktik is the digital edition of TAKTIK II.
//
//	taktik                               open the game window (the program taktik-window)
//	taktik engine                        the rules engine on standard input and output (docs/protocol.md)
//	taktik map --png FILE [--square N]   paint the board to a PNG
//	taktik selfplay [flags]              a tournament between computer opponents
//	taktik serve [flags]                 host games for players apart (docs/online.md)
//	taktik scenario check FILE…          say what is wrong with scenario files (docs/scenarios.md)
//	taktik version                       the version it was built as
package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"taktik/game"
	"taktik/game/ai"
	"taktik/game/engine"
	"taktik/maps"
	"taktik/render/paint"
)

// version is set when the program is built (make: -ldflags -X, from git describe).
var version = "dev"

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	cmd := ""
	if len(args) > 0 {
		cmd, args = args[0], args[1:]
	}
	var err error
	switch cmd {
	case "":
		err = openWindow(args)
	case "engine":
		err = engine.Run(stdin, stdout)
	case "map":
		err = mapCommand(args, stderr)
	case "selfplay":
		err = selfplay(args, stdout)
	case "serve":
		err = serve(args, stdout, stderr)
	case "scenario":
		return scenarioCommand(args, stdout, stderr)
	case "version", "--version":
		fmt.Fprintln(stdout, "TAKTIK II", version)
	case "help", "-h", "--help":
		fmt.Fprintln(stdout, usage)
	default:
		fmt.Fprintf(stderr, "taktik: unknown command %q\n%s\n", cmd, usage)
		return 2
	}
	if err != nil {
		fmt.Fprintln(stderr, "taktik:", err)
		return 1
	}
	return 0
}

const usage = `usage:
  taktik                                open the game window
  taktik engine                         the rules engine on stdin/stdout (see docs/protocol.md)
  taktik version                        the version it was built as
  taktik serve [--addr HOST:PORT --db FILE|postgres://… --cert FILE --key FILE --web DIR --url URL]
                                        host games for players apart: the API, a WebSocket
                                        per seat and the browser edition (docs/online.md)
  taktik scenario check FILE...         say what is wrong with scenario or lesson files, one
                                        sentence a fault (docs/scenarios.md)
  taktik map --png FILE [--square N]    paint the board to a PNG (N from 12 to 64, default 32)
  taktik selfplay [--a LEVEL --b LEVEL --games N --seed S --mode basic|advanced --turnlimit T
                   --workers W --weather --supply --replacements --nuclear --optional
                   --shortreplacements --shortcorps N --evenreplacements --setup auto|empty|hand
                   --list --scenario ID]
                                        a tournament between two computer opponents
                                        (levels: random, easy, medium, hard, expert; --optional
                                        plays all four optional rules, R30-R33; with
                                        --setup empty or hand each side deploys its army;
                                        --list ends the report with a line for every game;
                                        --scenario: A plays the scenario's player side)`

func mapCommand(args []string, stderr io.Writer) error {
	fs := flag.NewFlagSet("map", flag.ContinueOnError)
	fs.SetOutput(stderr)
	png := fs.String("png", "", "write the board picture to this PNG file")
	square := fs.Int("square", 32, "pixels per square (12 to 64)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if *png == "" {
		return fmt.Errorf("map: say where to write the picture: --png FILE")
	}
	board, err := maps.Continent()
	if err != nil {
		return err
	}
	return paint.WritePNG(board, *square, *png)
}

func selfplay(args []string, stdout io.Writer) error {
	cfg, err := parseSelfplay(args)
	if err != nil {
		return err
	}
	result, err := ai.Tournament(cfg)
	if err != nil {
		return err
	}
	result.Report(stdout)
	return nil
}

// selfplayFlags is the form of the flags, for errors and the usage text.
const selfplayFlags = "--a LEVEL --b LEVEL --games N --seed S --mode basic|advanced --turnlimit T --workers W " +
	"[--weather] [--supply] [--replacements] [--nuclear] [--optional] [--shortreplacements] [--shortcorps N] [--evenreplacements] [--setup auto|empty|hand] [--list] [--scenario ID]"

// parseSelfplay reads `taktik selfplay` flags: --a LEVEL --b LEVEL --games N --seed S
// --mode basic|advanced --turnlimit T --workers W; the optional rules --weather (R30),
// --replacements (R31), --supply (R32), --nuclear (R33), or --optional for all four,
// the short game --shortreplacements and --shortcorps N (R34), the house rule
// --evenreplacements (at most 5 replacement points a side); and --setup
// auto|empty|hand: with empty or hand each player deploys its own army (R9, R29); and
// --list, a line for every game after the report.
func parseSelfplay(args []string) (ai.TournamentConfig, error) {
	fs := flag.NewFlagSet("selfplay", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	a := fs.String("a", "hard", "level of player A: random, easy, medium, hard, expert")
	b := fs.String("b", "easy", "level of player B")
	games := fs.Int("games", 100, "number of games")
	seed := fs.Uint64("seed", 1, "seed of the first game; game i uses seed+i")
	mode := fs.String("mode", "basic", "rules: basic or advanced")
	limit := fs.Int("turnlimit", ai.DefaultTurnLimit, "game turns before cities decide (R22)")
	workers := fs.Int("workers", 2, "games played at once")
	weather := fs.Bool("weather", false, "the weather rule (R30)")
	supply := fs.Bool("supply", false, "the supply rule (R32)")
	replacements := fs.Bool("replacements", false, "replacements (R31)")
	nuclear := fs.Bool("nuclear", false, "atomic weapons (R33)")
	optional := fs.Bool("optional", false, "every optional rule: weather, supply, replacements, nuclear")
	shortRepl := fs.Bool("shortreplacements", false, "short game: no replacement units (R34)")
	evenRepl := fs.Bool("evenreplacements", false, "house rule: at most 5 replacement points a side")
	shortCorps := fs.Int("shortcorps", 0, "short game: infantry divisions fewer per corps, 0 to 5 (R34)")
	setup := fs.String("setup", "auto", "auto: the engine's deployment; empty or hand: each player deploys its army")
	list := fs.Bool("list", false, "end the report with a line for every game")
	scenario := fs.String("scenario", "", "a scenario: A plays its player side against B, by its rules")
	if err := fs.Parse(args); err != nil {
		return ai.TournamentConfig{}, fmt.Errorf("selfplay: %v (flags: %s)", err, selfplayFlags)
	}
	if fs.NArg() > 0 {
		return ai.TournamentConfig{}, fmt.Errorf("selfplay: unexpected %q (flags: %s)", strings.Join(fs.Args(), " "), selfplayFlags)
	}
	cfg := ai.TournamentConfig{Games: *games, Seed: *seed, TurnLimit: *limit, Workers: *workers, List: *list, Scenario: *scenario}
	var err error
	if cfg.A, err = ai.ParseLevel(*a); err != nil {
		return cfg, err
	}
	if cfg.B, err = ai.ParseLevel(*b); err != nil {
		return cfg, err
	}
	switch m := strings.ToLower(*mode); m {
	case "basic", "advanced":
	default:
		return cfg, fmt.Errorf("selfplay: mode %q: say basic or advanced", *mode)
	}
	// The engine reads the options as the protocol's `new` does, so selfplay plays
	// exactly the games a player can start.
	words := []string{"mode=" + strings.ToLower(*mode), "setup=" + strings.ToLower(*setup),
		fmt.Sprintf("shortcorps=%d", *shortCorps)}
	for _, o := range []struct {
		on   bool
		name string
	}{{*weather || *optional, "weather"}, {*supply || *optional, "supply"}, {*replacements || *optional, "replacements"},
		{*nuclear || *optional, "nuclear"}, {*shortRepl, "shortreplacements"}, {*evenRepl, "evenreplacements"}} {
		if o.on {
			words = append(words, o.name+"=on")
		}
	}
	if cfg.Rules, err = game.ParseOptions(words); err != nil {
		return cfg, fmt.Errorf("selfplay: %v", err)
	}
	if cfg.Games <= 0 || cfg.TurnLimit <= 0 || cfg.Workers <= 0 {
		return cfg, fmt.Errorf("selfplay: --games, --turnlimit and --workers must be positive")
	}
	return cfg, nil
}
