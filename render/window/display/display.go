// Package display tells whether there is a display to open the game window on, and
// says so in one sentence when there is none. It links no graphics: taktik asks it
// before starting the window program, and the window program asks it (package
// display/required) before the graphics library starts, which would stop with a panic.
package display

import (
	"strings"

	"taktik/assets/i18n"
)

// Missing reports, where windows come from X11 or Wayland, that neither is there to
// open one: no DISPLAY and no WAYLAND_DISPLAY (a server, an SSH session, a container).
func Missing(getenv func(string) string, goos string) bool {
	switch goos {
	case "windows", "darwin", "js", "android", "ios":
		return false
	}
	return getenv("DISPLAY") == "" && getenv("WAYLAND_DISPLAY") == ""
}

// Sentence is what the window says when there is no display, in the system's language.
func Sentence(getenv func(string) string) string {
	return i18n.Text(Language(getenv), "window.no.display")
}

// Language is the language of the system's locale when the game speaks it, else
// English: the window's own setting cannot be read before the window runs.
func Language(getenv func(string) string) string {
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
