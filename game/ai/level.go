package ai

import (
	"fmt"
	"slices"
	"strings"

	"taktik/assets/i18n"
	"taktik/game"
)

// Level is how well the computer plays. The levels a player chooses among are named in
// code as the English catalog names them to the player (ai.level.<word>); the German
// names come from the catalog.
type Level uint8

// The player's levels, weakest first.
const (
	Random       Level = iota // any legal action, uniformly
	Recruit                   // one greedy pass
	Officer                   // evaluation and gathered attacks
	General                   // moves and battles planned together with lookahead
	FieldMarshal              // the General's plans searched against the General's replies
)

// The AI's own levels, never offered to a player nor accepted by ParseLevel: each plays
// like the General with other settings (knobsOf).
const (
	// replyGeneral is the General without its lookahead: the enemy's reply the Field
	// Marshal expects in its playouts (fieldmarshal.go).
	replyGeneral Level = FieldMarshal + 2 + iota
	// trialGeneral is the General with settings a test changes (trialKnobs), so that a
	// tournament measures a change against the General before it is made.
	trialGeneral
)

// The player's levels under their old names in code, kept only until the packages under
// render/ (being reworked beside this change) say the new ones; then they go.
const (
	Rekrut   = Recruit      // old name of the Recruit
	Offizier = Officer      // old name of the Officer
	Expert   = FieldMarshal // old name of the Field Marshal
)

// Levels lists the player's levels from the weakest up.
var Levels = []Level{Random, Recruit, Officer, General, FieldMarshal}

// levelWords are the protocol's words (rules/PROTOCOL.md: random, easy, medium, hard,
// expert), the key of each level's name in the catalogs (ai.level.<word>).
var levelWords = [...]string{
	Random:       "random",
	Recruit:      "easy",
	Officer:      "medium",
	General:      "hard",
	FieldMarshal: "expert",
}

// savedWords are the other words each level has been written as and is read back by:
// the names the game's settings and saved games have kept (the German ranks: rekrut,
// offizier, feldmarschall), and the English ones. Fixed here rather than read from the
// catalogs, so that a new translation never makes an old file unreadable.
var savedWords = [...][]string{
	Random:       {"zufall"},
	Recruit:      {"recruit", "rekrut"},
	Officer:      {"officer", "offizier"},
	General:      {"general"},
	FieldMarshal: {"field marshal", "fieldmarshal", "feldmarschall"},
}

// String is the level's protocol word: random, easy, medium, hard or expert.
func (l Level) String() string {
	switch {
	case int(l) < len(levelWords):
		return levelWords[l]
	case l == trialGeneral:
		return "trial"
	}
	return fmt.Sprintf("level(%d)", l)
}

// Name is the level's name in a language ("de" or "en").
func (l Level) Name(lang string) string {
	switch {
	case int(l) < len(levelWords):
		return i18n.Text(lang, "ai.level."+levelWords[l])
	case l == trialGeneral:
		return i18n.Text(lang, "ai.level.trial")
	}
	return l.String()
}

// ParseLevel reads a player's level by its protocol word (random, easy, medium, hard,
// expert), by a word saved games keep (savedWords) or by its German or English name
// (Zufall, Rekrut/Recruit, Offizier/Officer, General, Feldmarschall/Field Marshal), in
// any case.
func ParseLevel(s string) (Level, error) {
	w := strings.ToLower(strings.TrimSpace(s))
	for _, l := range Levels {
		if w == levelWords[l] || slices.Contains(savedWords[l], w) {
			return l, nil
		}
		for _, lang := range i18n.Languages() {
			if w == strings.ToLower(l.Name(lang)) {
				return l, nil
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
