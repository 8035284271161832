package ai

import (
	"fmt"
	"strings"

	"taktik/assets/i18n"
	"taktik/game"
)

// Level is how well the computer plays.
type Level uint8

const (
	Random   Level = iota // any legal action, uniformly
	Rekrut                // easy: one greedy pass
	Offizier              // medium: evaluation and gathered attacks
	General               // hard: moves and battles planned together with lookahead
	Expert                // expert (Field Marshal): the General's plans searched against the General's replies
)

// Levels lists the levels from the weakest up.
var Levels = []Level{Random, Rekrut, Offizier, General, Expert}

// levelNames are the protocol's words; the names a player reads are the catalogs'
// ai.level.<word>.
var levelNames = [...]struct{ key string }{
	Random:   {"random"},
	Rekrut:   {"easy"},
	Offizier: {"medium"},
	General:  {"hard"},
	Expert:   {"expert"},
}

// String is the level's protocol word: random, easy, medium, hard or expert.
func (l Level) String() string {
	if int(l) >= len(levelNames) {
		return fmt.Sprintf("level(%d)", l)
	}
	return levelNames[l].key
}

// Name is the level's name in a language ("de" or "en").
func (l Level) Name(lang string) string {
	if l == trial {
		return i18n.Text(lang, "ai.level.trial")
	}
	if int(l) >= len(levelNames) {
		return l.String()
	}
	return i18n.Text(lang, "ai.level."+levelNames[l].key)
}

// ParseLevel reads a level by its protocol word (random, easy, medium, hard, expert) or
// by its German or English name (Zufall, Rekrut/Recruit, Offizier/Officer, General,
// Feldmarschall/Field Marshal), in any case.
func ParseLevel(s string) (Level, error) {
	w := strings.ToLower(strings.TrimSpace(s))
	for l, n := range levelNames {
		if w == n.key {
			return Level(l), nil
		}
		for _, lang := range i18n.Languages() {
			if w == strings.ToLower(Level(l).Name(lang)) {
				return Level(l), nil
			}
		}
	}
	return Random, &levelError{game.Short(s)}
}

// levelError is an unknown level name; it reads in German and English like the
// engine's errors.
type levelError struct{ word string }

func (e *levelError) Error() string { return e.Text("en") }

// Text is the sentence in a language ("de" or "en").
func (e *levelError) Text(lang string) string {
	return i18n.Format(lang, "ai.level.unknown", e.word)
}
