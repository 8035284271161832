package main

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"

	"taktik/render/window/display"
)

// windowProgram is the game window's executable, built beside taktik (make build).
const windowProgram = "taktik-window"

// openWindow starts the game window and waits for it. The window lives in its own program
// so that this one never links the graphics library, which needs a display to start.
func openWindow(args []string) error {
	if display.Missing(os.Getenv, runtime.GOOS) {
		// the window program would say the same; here no program is started for it
		return errors.New(display.Sentence(os.Getenv))
	}
	self, err := os.Executable()
	if err != nil {
		return err
	}
	path := filepath.Join(filepath.Dir(self), windowProgram)
	if _, err := os.Stat(path); errors.Is(err, fs.ErrNotExist) {
		if found, lookErr := exec.LookPath(windowProgram); lookErr == nil {
			path = found
		} else {
			return fmt.Errorf("the game window %s is not built: run make run (or make build)", path)
		}
	}
	cmd := exec.Command(path, args...)
	cmd.Stdin, cmd.Stdout, cmd.Stderr = os.Stdin, os.Stdout, os.Stderr
	return cmd.Run()
}
