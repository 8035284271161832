// Package i18n holds every sentence a player reads, the rules' refusals among them: one
// flat JSON object per language (de.json, en.json) from a dotted key to the text, and
// the lookup both the rules (game) and the interface (render/lang) use. The files are
// kept apart so a translator edits data, not Go; a third language is a third file.
package i18n

import (
	"embed"
	"encoding/json"
	"fmt"
	"regexp"
	"sort"
	"strings"
)

// Files holds <language>.json for every language the game ships.
//
//go:embed *.json
var Files embed.FS

// Fallback is the language used for a key the chosen language lacks.
const Fallback = "en"

// tables is every file, parsed once; the files ship with the program, so a broken one
// is a bug that the tests catch, not something a player can cause.
var tables = mustLoad()

func mustLoad() map[string]map[string]string {
	all, err := Tables()
	if err != nil {
		panic(err)
	}
	return all
}

// Tables parses every embedded translation file: language code → key → text.
func Tables() (map[string]map[string]string, error) {
	entries, err := Files.ReadDir(".")
	if err != nil {
		return nil, err
	}
	all := map[string]map[string]string{}
	for _, e := range entries {
		data, err := Files.ReadFile(e.Name())
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

// Languages lists the codes of the languages that ship, sorted.
func Languages() []string {
	var out []string
	for code := range tables {
		out = append(out, code)
	}
	sort.Strings(out)
	return out
}

// Has tells whether a language ships.
func Has(lang string) bool { return tables[lang] != nil }

// Text is the text for a key in a language: a key the language lacks falls back to
// English, then to the key itself, so a gap shows instead of an empty space.
func Text(lang, key string) string {
	if s, ok := tables[lang][key]; ok {
		return expand(s)
	}
	if s, ok := tables[Fallback][key]; ok {
		return expand(s)
	}
	return key
}

// figures are the numbers the rules state, by name: a text that states a cost, a limit
// or a value writes {cost.forest} where the number goes, and the rules fill the table
// from their own (game.Figures), so that no sentence can drift from the rule it states.
var figures map[string]string

// SetFigures gives the texts the rules' numbers; the rules call it once, as they load.
func SetFigures(f map[string]string) { figures = f }

// Figure is the name in braces a text writes for one of the rules' numbers.
var Figure = regexp.MustCompile(`\{([a-z][a-z.]*)\}`)

// expand fills a text's figures; an unknown name stays in its braces, so a gap shows.
func expand(s string) string {
	if !strings.Contains(s, "{") {
		return s
	}
	return Figure.ReplaceAllStringFunc(s, func(m string) string {
		if v, ok := figures[m[1:len(m)-1]]; ok {
			return v
		}
		return m
	})
}

// Format is Text with fmt.Sprintf's verbs filled in.
func Format(lang, key string, args ...any) string {
	return fmt.Sprintf(Text(lang, key), args...)
}

// Counted is the key to translate for a count n: key+".one" for exactly one ("1 Punkt",
// "1 unit"), key itself for any other number.
func Counted(n int, key string) string {
	if n == 1 {
		return key + ".one"
	}
	return key
}
