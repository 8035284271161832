// Command taktik-window is the TAKTIK II game window. It is a program of its own because
// Ebitengine opens the display as the process starts: `taktik` (engine, map, selfplay)
// must run on machines with no display, so it links no graphics and starts this program
// when it is asked for the window.
package main

import (
	"fmt"
	"os"

	"taktik/render"
	_ "taktik/render/window/display/required" // before the graphics library: no display, one sentence
)

func main() {
	if err := render.Run(); err != nil {
		fmt.Fprintln(os.Stderr, "taktik:", err)
		os.Exit(1)
	}
}
