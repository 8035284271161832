package settings

import (
	"os"
	"path/filepath"
	"runtime"

	"taktik/game/store"
)

// DataDir is where the game keeps its saved games: $XDG_DATA_HOME/taktik2 (by default
// ~/.local/share/taktik2) on Linux and the BSDs, the config directory elsewhere, where
// Windows and macOS keep application data too.
func DataDir() (string, error) {
	switch runtime.GOOS {
	case "js": // the browser's storage (store.Browser) keeps every file under one name
		return "/taktik2", nil
	case "linux", "freebsd", "openbsd", "netbsd", "dragonfly":
		if dir := os.Getenv("XDG_DATA_HOME"); filepath.IsAbs(dir) {
			return filepath.Join(dir, "taktik2"), nil
		}
		home, err := os.UserHomeDir()
		if err != nil {
			return "", wrap("settings.err.nosaves", err)
		}
		return filepath.Join(home, ".local", "share", "taktik2"), nil
	}
	dir, err := os.UserConfigDir()
	if err != nil {
		return "", wrap("settings.err.nosaves", err)
	}
	return filepath.Join(dir, "taktik2"), nil
}

// AutosavePath is the file the game writes after every player turn and "Continue" reads.
func AutosavePath() (string, error) {
	dir, err := DataDir()
	if err != nil {
		return "", err
	}
	return filepath.Join(dir, "autosave.json"), nil
}

// SavesDir is the folder of the games the player saved by hand.
func SavesDir() (string, error) {
	dir, err := DataDir()
	if err != nil {
		return "", err
	}
	return filepath.Join(dir, "saves"), nil
}

// ScenariosDir is the folder of the player's own scenario files (docs/scenarios.md).
func ScenariosDir() (string, error) {
	dir, err := DataDir()
	if err != nil {
		return "", err
	}
	return filepath.Join(dir, "scenarios"), nil
}

// CleanTemp removes what saves killed half-way left behind (store.CleanTemp) in every
// folder the game writes to: the data folder (the autosave), the saves folder and the
// settings' folder. The window calls it once at its start.
func CleanTemp() {
	if p, err := Path(); err == nil {
		store.CleanTemp(filepath.Dir(p))
	}
	if dir, err := DataDir(); err == nil {
		store.CleanTemp(dir)
	}
	if dir, err := SavesDir(); err == nil {
		store.CleanTemp(dir)
	}
}
