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

	"taktik/game"
	"taktik/game/store"
	"taktik/render/lang"
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

// SetAside is a file the game could not keep or write over, renamed beside itself
// (never deleted) so that a new game can begin: its path, the name it has now and why.
type SetAside struct {
	Path, As string
	Why      error
}

// Line is the line that tells the player of it: the file's name, the name it has now
// and why, without the folders.
func (s SetAside) Line() string {
	return lang.Tf("keep.set.aside", filepath.Base(s.Path), filepath.Base(s.As), lang.Explain(s.Why))
}

// setAsideMark ends the names of the files set aside: no longer .json, so that neither
// Continue nor the Load screen takes them for a game.
const setAsideMark = ".set-aside-"

// setAside renames a file (or whatever is at path: a FIFO, a folder, a link) to
// NAME.set-aside-TIME beside it, never over another file, and gives the new name.
func setAside(path string, now time.Time, why error) (SetAside, error) {
	stem := path + setAsideMark + now.Format("20060102-150405")
	as := stem
	for k := 2; ; k++ {
		err := store.Rename(path, as)
		if err == nil {
			return SetAside{Path: path, As: as, Why: why}, nil
		}
		if !errors.Is(err, fs.ErrExist) || k > 100 {
			return SetAside{}, err
		}
		as = stem + "-" + strconv.Itoa(k)
	}
}

// SaveAutosave writes a game to the autosave. Something there that the game does not
// write over (a FIFO, a folder, a link: store.ErrNotRegular) is set aside first, and
// the game is written in its place.
func SaveAutosave(g *game.Game, path string, now time.Time) ([]SetAside, error) {
	err := SaveGame(g, path)
	if err == nil {
		return nil, nil
	}
	if st, lerr := store.Lstat(path); lerr != nil || st.Ordinary {
		return nil, err // the folder, the disk: setting the file aside would not help
	}
	aside, aerr := setAside(path, now, store.ErrNotRegular)
	if aerr != nil {
		return nil, err
	}
	return []SetAside{aside}, SaveGame(g, path)
}

// KeepAutosave moves the autosave (the game Continue would resume) into the saves folder
// as an earlier game, before a new game takes its place, and removes the oldest earlier
// games beyond KeptAutosaves. No autosave is no error. The copy is written before the
// autosave is removed, so a failure at any point loses nothing.
//
// What cannot be kept so is set aside, and the new game may still begin: an autosave
// that cannot be read (too large, unreadable, no ordinary file, no answer) or copied,
// and a "saves" that is no folder. Only a file that can be neither kept nor set aside
// is an error.
func KeepAutosave(autosave, savesDir string, now time.Time) ([]SetAside, error) {
	data, err := store.Read(autosave)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	var aside []SetAside
	if err == nil {
		err = keepCopy(data, savesDir, now, &aside)
		if err == nil {
			if err := store.Remove(autosave); err != nil {
				return aside, err
			}
			return aside, pruneEarlier(savesDir)
		}
	}
	a, aerr := setAside(autosave, now, err)
	if aerr != nil {
		return aside, err
	}
	return append(aside, a), nil
}

// keepCopy writes the autosave's data into the saves folder as an earlier game; a
// "saves" that is no folder is set aside for a new folder.
func keepCopy(data []byte, savesDir string, now time.Time, aside *[]SetAside) error {
	if err := store.MakeDir(savesDir); err != nil {
		a, aerr := setAside(savesDir, now, err)
		if aerr != nil {
			return err
		}
		*aside = append(*aside, a)
		if err := store.MakeDir(savesDir); err != nil {
			return err
		}
	}
	stem := filepath.Join(savesDir, earlierPrefix+strings.TrimSuffix(QuickSaveName(now), ".json"))
	path := stem + ".json"
	for k := 2; Exists(path); k++ { // two new games within a second
		path = stem + "-" + strconv.Itoa(k) + ".json"
	}
	return store.Write(path, data)
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
