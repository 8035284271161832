// Package lang looks up the player-facing texts in the language the player chose. Every
// text lives in assets/i18n as a key in each language's file; a key missing from the
// chosen language falls back to English, then to the key itself, so a gap shows up on
// screen instead of an empty space.
package lang

import (
	"errors"
	"io/fs"
	"path/filepath"
	"sync"

	"taktik/assets/i18n"
	"taktik/game"
	"taktik/game/store"
)

// Fallback is the language used for a key the chosen language lacks.
const Fallback = i18n.Fallback

var (
	mu      sync.RWMutex
	current = Fallback
)

// Tables parses every embedded translation file: language code → key → text.
func Tables() (map[string]map[string]string, error) { return i18n.Tables() }

// Set chooses the language; an unknown code keeps the fallback.
func Set(code string) {
	mu.Lock()
	defer mu.Unlock()
	if !i18n.Has(code) {
		code = Fallback
	}
	current = code
}

// Code is the chosen language's code ("de", "en"), as the game's own Name(lang)
// methods take it.
func Code() string {
	mu.RLock()
	defer mu.RUnlock()
	return current
}

// T is the text for a key in the chosen language.
func T(key string) string { return i18n.Text(Code(), key) }

// Tf is T with fmt.Sprintf's verbs filled in.
func Tf(key string, args ...any) string { return i18n.Format(Code(), key, args...) }

// Counted is the key to translate for a count n: key+".one" for exactly one ("1 Punkt",
// "1 unit"), key itself for any other number.
func Counted(n int, key string) string { return i18n.Counted(n, key) }

// Explain is an error in the player's language: the engine's refusals (game.Error) from
// the catalogs, the reasons a file cannot be kept (a full disk or browser storage, no
// ordinary file, too large, no answer, no permission) as the catalogs say them, anything
// else as it reads.
func Explain(err error) string {
	var ge *game.Error
	if errors.As(err, &ge) {
		return ge.Text(Code())
	}
	var ke keyed
	if errors.As(err, &ke) {
		key, args := ke.Catalog()
		return Tf(key, args...)
	}
	for _, e := range storeErrors {
		if errors.Is(err, e.err) {
			return T(e.key)
		}
	}
	if pe, ok := err.(*fs.PathError); ok { // the file by its name: a folder's path runs long
		return filepath.Base(pe.Path) + ": " + Explain(pe.Err)
	}
	return err.Error()
}

// keyed is an error that carries its sentence as a catalog key and its arguments (an
// online game's, online.Error).
type keyed interface {
	error
	Catalog() (key string, args []any)
}

// storeErrors are the reasons a player's file cannot be read or written, with their
// sentences in the catalogs.
var storeErrors = []struct {
	err error
	key string
}{
	{store.ErrFull, "store.full"},
	{store.ErrNotRegular, "store.not.ordinary"},
	{store.ErrTooLarge, "store.too.large"},
	{store.ErrNoAnswer, "store.no.answer"},
	{store.ErrReadOnly, "store.read.only"},
	{fs.ErrPermission, "store.denied"},
}

// Scenario is one of a scenario's texts ("title", "text" or "short") in the player's
// language: a built-in scenario's from the catalogs, a player's own from its file.
func Scenario(sc game.Scenario, part string) string {
	if sc.Builtin || sc.ID == "" {
		return T("scenario." + sc.ID + "." + part)
	}
	return sc.Text(Code(), part)
}
