package play

import (
	"errors"
	"io/fs"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode"

	"taktik/game/store"
)

// KeptAutosaves is how many earlier games the rotation keeps beside the autosave:
// starting a new game never loses the one Continue would have resumed, and the oldest
// of the earlier ones goes only when a sixth would come.
const KeptAutosaves = 5

// earlierPrefix starts the names of the autosaves kept from earlier games.
const earlierPrefix = "autosave-"

// IsEarlierGame reports whether a file in the saves folder is an autosave kept from an
// earlier game (KeepAutosave), not a game the player saved.
func IsEarlierGame(name string) bool { return strings.HasPrefix(name, earlierPrefix) }

// KeepAutosave moves the autosave (the game Continue would resume) into the saves folder
// as an earlier game, before a new game takes its place, and removes the oldest earlier
// games beyond KeptAutosaves. No autosave is no error. The copy is written before the
// autosave is removed, so a failure at any point loses nothing.
func KeepAutosave(autosave, savesDir string, now time.Time) error {
	data, err := store.Read(autosave)
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	if err != nil {
		return err
	}
	if err := store.MakeDir(savesDir); err != nil {
		return err
	}
	stem := filepath.Join(savesDir, earlierPrefix+strings.TrimSuffix(QuickSaveName(now), ".json"))
	path := stem + ".json"
	for k := 2; Exists(path); k++ { // two new games within a second
		path = stem + "-" + strconv.Itoa(k) + ".json"
	}
	if err := store.Write(path, data); err != nil {
		return err
	}
	if err := store.Remove(autosave); err != nil {
		return err
	}
	return pruneEarlier(savesDir)
}

// pruneEarlier removes the oldest earlier games beyond KeptAutosaves. Their names hold
// the time they were kept, so the names sort them.
func pruneEarlier(dir string) error {
	files, err := store.List(dir)
	if err != nil {
		return err
	}
	var names []string // without ".json", so that "…01" sorts before "…01-2"
	for _, f := range files {
		if stem, ok := strings.CutSuffix(f.Name, ".json"); ok && IsEarlierGame(f.Name) {
			names = append(names, stem)
		}
	}
	slices.Sort(names)
	for len(names) > KeptAutosaves {
		if err := store.Remove(filepath.Join(dir, names[0]+".json")); err != nil {
			return err
		}
		names = names[1:]
	}
	return nil
}

// Exists reports whether there is a file at path (saving under a name asks before it
// replaces one).
func Exists(path string) bool { _, err := store.Stat(path); return err == nil }

// maxSaveName is the longest name a saved game may have, in characters.
const maxSaveName = 60

// SaveFileName is the file a game saved under a name the player typed goes to: the
// name with the characters some file systems refuse (and the dot that would hide the
// file) turned into "_", and ".json" after it. A name that is empty once cleaned gives
// "" (the caller keeps its suggestion), and so does one that would pass for an earlier
// game kept by the rotation, which could then be removed by it.
func SaveFileName(name string) string {
	var b strings.Builder
	n := 0
	for _, r := range strings.TrimSpace(name) {
		if n == maxSaveName {
			break
		}
		switch {
		case unicode.IsLetter(r) || unicode.IsDigit(r) || r == ' ' || r == '-' || r == '_':
			b.WriteRune(r)
		default:
			b.WriteByte('_')
		}
		n++
	}
	s := strings.TrimSpace(b.String())
	if s == "" || IsEarlierGame(s) {
		return ""
	}
	return s + ".json"
}

// ReservedName reports whether a name the player typed would, once cleaned by
// SaveFileName, be one Windows keeps for a device (CON, PRN, AUX, NUL, COM1–COM9,
// LPT1–LPT9, in any case): Windows refuses to make such a file, even with ".json" after
// it. The game refuses it on every system, so that a saved game can be copied to
// Windows; the window says why (play.save.reserved).
func ReservedName(typed string) bool {
	stem := strings.ToUpper(strings.TrimSuffix(SaveFileName(typed), ".json"))
	switch stem {
	case "CON", "PRN", "AUX", "NUL":
		return true
	}
	if len(stem) == 4 && (stem[:3] == "COM" || stem[:3] == "LPT") {
		return stem[3] >= '1' && stem[3] <= '9'
	}
	return false
}
