package ai

import (
	"fmt"
	"strings"
)

// Level is how well the computer plays.
type Level uint8

const (
	Random   Level = iota // any legal action, uniformly
	Rekrut                // easy: one greedy pass
	Offizier              // medium: evaluation and gathered attacks
	General               // hard: moves and battles planned together with lookahead
)

// Levels lists the levels from the weakest up.
var Levels = []Level{Random, Rekrut, Offizier, General}

var levelNames = [...]struct{ key, en, de string }{
	Random:   {"random", "Random", "Zufall"},
	Rekrut:   {"easy", "Recruit", "Rekrut"},
	Offizier: {"medium", "Officer", "Offizier"},
	General:  {"hard", "General", "General"},
}

// String is the level's protocol word: random, easy, medium or hard.
func (l Level) String() string {
	if int(l) >= len(levelNames) {
		return fmt.Sprintf("level(%d)", l)
	}
	return levelNames[l].key
}

// Name is the level's name in a language ("de" or "en").
func (l Level) Name(lang string) string {
	if l == trial {
		return "Trial"
	}
	if int(l) >= len(levelNames) {
		return l.String()
	}
	if lang == "de" {
		return levelNames[l].de
	}
	return levelNames[l].en
}

// ParseLevel reads a level by its protocol word (random, easy, medium, hard) or by its
// German or English name (Zufall, Rekrut/Recruit, Offizier/Officer, General), in any case.
func ParseLevel(s string) (Level, error) {
	w := strings.ToLower(strings.TrimSpace(s))
	for l, n := range levelNames {
		if w == n.key || w == strings.ToLower(n.en) || w == strings.ToLower(n.de) {
			return Level(l), nil
		}
	}
	return Random, &levelError{s}
}

// levelError is an unknown level name; it reads in German and English like the
// engine's errors.
type levelError struct{ word string }

func (e *levelError) Error() string { return e.Text("en") }

// Text is the sentence in a language ("de" or "en").
func (e *levelError) Text(lang string) string {
	if lang == "de" {
		return fmt.Sprintf("%q ist keine Spielstärke: sagen Sie random, easy, medium oder hard (Zufall, Rekrut, Offizier, General)", e.word)
	}
	return fmt.Sprintf("%q is not an AI level: say random, easy, medium or hard (or Random, Recruit, Officer, General)", e.word)
}
