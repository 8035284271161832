// Command taktik is the digital edition of TAKTIK II.
//
//	taktik                               open the game window (the program taktik-window)
//	taktik engine                        the rules engine on standard input and output (PROTOCOL.md)
//	taktik map --png FILE [--square N]   paint the board to a PNG
//	taktik selfplay [flags]              a tournament between computer opponents
//	taktik version                       the version it was built as
package main

import (
	"flag"
	"fmt"
	"io"
	"os"

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
  taktik engine                         the rules engine on stdin/stdout (see PROTOCOL.md)
  taktik version                        the version it was built as
  taktik map --png FILE [--square N]    paint the board to a PNG (N from 12 to 64, default 32)
  taktik selfplay [--a LEVEL --b LEVEL --games N --seed S --mode basic|advanced --turnlimit T
                   --workers W --weather --supply --replacements --nuclear --optional
                   --shortreplacements --shortcorps N --setup auto|empty|hand]
                                        a tournament between two computer opponents
                                        (levels: random, easy, medium, hard; --optional
                                        plays all four optional rules, R30-R33; with
                                        --setup empty or hand each side deploys its army)`

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
	cfg, err := ai.ParseTournamentArgs(args)
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
