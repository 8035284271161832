package main

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"

	"taktik/assets/i18n"
)

// windowProgram is the game window's executable, built beside taktik (make build).
const windowProgram = "taktik-window"

// openWindow starts the game window and waits for it. The window lives in its own program
// so that this one never links the graphics library, which needs a display to start.
func openWindow(args []string) error {
	if noDisplay(os.Getenv, runtime.GOOS) {
		// the graphics library would stop the window program with a panic before its main
		// runs; one sentence says what is missing instead
		return errors.New(i18n.Text(systemLanguage(os.Getenv), "window.no.display"))
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

// noDisplay reports, where windows come from X11 or Wayland, that neither is there to
// open one: no DISPLAY and no WAYLAND_DISPLAY (a server, an SSH session, a container).
func noDisplay(getenv func(string) string, goos string) bool {
	switch goos {
	case "windows", "darwin", "js", "android", "ios":
		return false
	}
	return getenv("DISPLAY") == "" && getenv("WAYLAND_DISPLAY") == ""
}

// systemLanguage is the language of the system's locale when the game speaks it, else
// English: the window's own setting cannot be read before the window runs.
func systemLanguage(getenv func(string) string) string {
	for _, v := range []string{"LC_ALL", "LC_MESSAGES", "LANG"} {
		if l := getenv(v); len(l) >= 2 {
			if code := strings.ToLower(l[:2]); i18n.Has(code) {
				return code
			}
			return i18n.Fallback
		}
	}
	return i18n.Fallback
}
