package main

import (
	"errors"
	"fmt"
	"io"
	"os"

	"taktik/game"
	"taktik/maps"
)

// scenarioCommand is `taktik scenario check FILE…`: for each file "FILE: fine" or one
// line per fault, the sentences the game shows (game.Faults); exit 1 if any is faulty.
func scenarioCommand(args []string, stdout, stderr io.Writer) int {
	if len(args) < 2 || args[0] != "check" {
		fmt.Fprintln(stderr, usage)
		return 2
	}
	board, err := maps.Continent()
	if err != nil {
		fmt.Fprintln(stderr, "taktik:", err)
		return 1
	}
	code := 0
	for _, name := range args[1:] {
		data, err := os.ReadFile(name)
		if err != nil {
			fmt.Fprintln(stderr, "taktik:", err)
			code = 1
			continue
		}
		_, err = game.LoadScenario(board, data)
		var faults game.Faults
		switch {
		case err == nil:
			fmt.Fprintf(stdout, "%s: fine\n", name)
		case errors.As(err, &faults):
			for _, f := range faults {
				fmt.Fprintf(stdout, "%s: %s\n", name, f.Text("en"))
			}
			code = 1
		default:
			fmt.Fprintf(stdout, "%s: %v\n", name, err)
			code = 1
		}
	}
	return code
}
