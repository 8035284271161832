// Package required ends the game window program with one sentence when there is no
// display, before the graphics library starts: Ebitengine opens the display in its own
// package initialisation and panics with a trace where there is none. Go initialises a
// package before the packages that import it and, among those ready, in the order of
// their import paths; this one imports no graphics, so it runs first
// (TestWindowWithoutDisplayOneSentence holds it to that).
package required

import (
	"os"
	"runtime"

	"taktik/render/window/display"
)

func init() {
	if display.Missing(os.Getenv, runtime.GOOS) {
		os.Stderr.WriteString("taktik: " + display.Sentence(os.Getenv) + "\n")
		os.Exit(1)
	}
}
