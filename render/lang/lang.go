// Package lang looks up the player-facing texts in the language the player chose. Every
// text lives in assets/i18n as a key in each language's file; a key missing from the
// chosen language falls back to English, then to the key itself, so a gap shows up on
// screen instead of an empty space.
package lang

import (
	"encoding/json"
	"fmt"
	"sync"

	"taktik/assets/i18n"
)

// Fallback is the language used for a key the chosen language lacks.
const Fallback = "en"

var (
	mu      sync.RWMutex
	current = Fallback
	tables  = mustLoad()
)

// mustLoad reads the embedded files; they ship with the program, so a broken one is a
// bug that the tests catch, not something a player can cause.
func mustLoad() map[string]map[string]string {
	all, err := Tables()
	if err != nil {
		panic(err)
	}
	return all
}

// Tables parses every embedded translation file: language code → key → text.
func Tables() (map[string]map[string]string, error) {
	entries, err := i18n.Files.ReadDir(".")
	if err != nil {
		return nil, err
	}
	all := map[string]map[string]string{}
	for _, e := range entries {
		data, err := i18n.Files.ReadFile(e.Name())
		if err != nil {
			return nil, err
		}
		table := map[string]string{}
		if err := json.Unmarshal(data, &table); err != nil {
			return nil, fmt.Errorf("translation file %s: %v", e.Name(), err)
		}
		code := e.Name()[:len(e.Name())-len(".json")]
		all[code] = table
	}
	if all[Fallback] == nil {
		return nil, fmt.Errorf("no %s.json among the translation files", Fallback)
	}
	return all, nil
}

// Set chooses the language; an unknown code keeps the fallback.
func Set(code string) {
	mu.Lock()
	defer mu.Unlock()
	if tables[code] == nil {
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
func T(key string) string {
	mu.RLock()
	defer mu.RUnlock()
	if s, ok := tables[current][key]; ok {
		return s
	}
	if s, ok := tables[Fallback][key]; ok {
		return s
	}
	return key
}

// Tf is T with fmt.Sprintf's verbs filled in.
func Tf(key string, args ...any) string { return fmt.Sprintf(T(key), args...) }

// Counted is the key to translate for a count n: key+".one" for exactly one ("1 Punkt",
// "1 unit"), key itself for any other number.
func Counted(n int, key string) string {
	if n == 1 {
		return key + ".one"
	}
	return key
}
