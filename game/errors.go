package game

import (
	"fmt"

	"taktik/assets/i18n"
	"taktik/maps"
	"taktik/units"
)

// Message is something the game tells, as data: a message key of the catalogs
// (assets/i18n, "rule.move.must.stop", "event.move") and the arguments its sentence
// takes (units, squares, movement, sides, numbers). Text(lang) writes the sentence from
// the catalog of a language; a third language is a third catalog. The engine's refusals
// (Error) and the log's events (Event.Message) are messages.
type Message struct {
	Key  string
	Args []any
}

// Text is the sentence in a language ("de" or "en"): the catalog's format for the key,
// each argument written in that language.
func (m Message) Text(lang string) string {
	return i18n.Format(lang, m.Key, inLang(m.Args, lang)...)
}

// Data is the arguments as a program reads them, each in the protocol's own words: a
// unit as its id ("red:inf1"), a list of units as their ids, a square as "20-27",
// movement in thirds (R11), a side or a phase as its protocol word, a clause (another
// *Error) as {"key", "args"}, a word of the catalogs as its key; numbers and other text
// as they are.
func (m Message) Data() []any {
	out := make([]any, len(m.Args))
	for k, a := range m.Args {
		out[k] = datum(a)
	}
	return out
}

// Error is a refusal a player or a file can cause: a Message. Error() is the English
// sentence.
//
// The sentences speak to players: units by side and short name ("Red 12th Inf.",
// UnitNames), movement in movement points ("4⅓", a road step being a third, R11),
// sides by name. Protocol ids, thirds and ruling numbers stay in the code, its comments
// and the protocol's fields (Data). A sentence starts in lower case unless a name begins
// it, so that it reads well after a caller's "could not …:"; it has no final full stop.
type Error Message

func (e *Error) Error() string { return e.Text("en") }

// Text is the sentence in a language ("de" or "en").
func (e *Error) Text(lang string) string { return Message(*e).Text(lang) }

// Data is the arguments as a program reads them (Message.Data).
func (e *Error) Data() []any { return Message(*e).Data() }

// in lets an Error be a clause of another sentence (refuse).
func (e *Error) in(lang string) string { return e.Text(lang) }

// refuse builds an Error from a message key and the arguments its sentences take. An
// argument that reads differently in each language (a localized: who, whom, movement,
// sideWord, another *Error) is written in the sentence's own language.
func refuse(key string, args ...any) *Error {
	return &Error{Key: key, Args: args}
}

// datum is one argument as Data gives it.
func datum(a any) any {
	switch x := a.(type) {
	case *Error:
		return map[string]any{"key": x.Key, "args": x.Data()}
	case unitName:
		if x.n < 0 || x.n >= NumUnits {
			return x.n
		}
		return catalog[x.n].ID
	case unitsNamed:
		out := make([]string, len(x.list))
		for k, n := range x.list {
			out[k] = fmt.Sprint(datum(unitName{n: n}))
		}
		return out
	case counted:
		return x.n
	case path:
		return squareNames(x)
	case squareList:
		return squareNames(x)
	case monthWord:
		return int(x)
	case effects:
		return WeatherEffects(x)
	case movement:
		return int(x)
	case sideWord:
		return units.Side(x).String()
	case phaseWord:
		return Phase(x).String()
	case term:
		return string(x)
	case named:
		if s, ok := x.thing.(fmt.Stringer); ok {
			return s.String()
		}
		return x.thing.Name("en")
	case fmt.Stringer:
		return x.String()
	case error:
		return x.Error()
	}
	return a
}

// localized is an argument of a sentence that is written in the sentence's language.
type localized interface{ in(lang string) string }

func inLang(args []any, lang string) []any {
	out := make([]any, len(args))
	for k, a := range args {
		if l, ok := a.(localized); ok {
			out[k] = l.in(lang)
		} else {
			out[k] = a
		}
	}
	return out
}

// unitName is a unit named in a sentence (UnitNames): "Red 12th Inf.". German names it
// as a label at the start of a sentence, "Rote 12. Inf.", and further on with its
// article, in the nominative or accusative ("dort steht die rote 12. Inf.", "das rote
// HQ I. Korps") or in the dative after neben or von ("neben der roten 12. Inf.", "von
// dem roten HQ I. Korps").
type unitName struct {
	n    int
	form nameForm
}

type nameForm uint8

const (
	nameStart  nameForm = iota // at the start of a sentence
	nameObject                 // further on: nominative or accusative
	nameDative                 // further on, after a German preposition taking the dative
)

func (x unitName) in(lang string) string {
	if x.n < 0 || x.n >= NumUnits {
		return i18n.Format(lang, "names.unknown", x.n)
	}
	if x.form == nameStart {
		return UnitNames([]int{x.n}, lang, true)
	}
	form := "names.object."
	if x.form == nameDative {
		form = "names.dative."
	}
	return i18n.Format(lang, form+sideKey(x.n), catalog[x.n].Label(lang))
}

// sideKey is how the catalogs tell a unit's side and its gender apart in a name's key:
// "red", "blue", "red.hq" (German names an HQ, das Hauptquartier, with a neuter
// adjective: "rotes HQ I. Korps", "die rote 12. Inf.").
func sideKey(n int) string {
	key := catalog[n].Side.String()
	if catalog[n].Kind == units.HQ {
		key += ".hq"
	}
	return key
}

// who names unit n at the start of a sentence, whom further on, beside after a German
// preposition taking the dative (neben, von).
func who(n int) localized    { return unitName{n, nameStart} }
func whom(n int) localized   { return unitName{n, nameObject} }
func beside(n int) localized { return unitName{n, nameDative} }

// movement is an amount of movement in thirds (R11), written in movement points with
// the noun: "5 movement points", "4⅓ movement points", "⅓ movement point", German
// "4⅓ Bewegungspunkte".
type movement int

func (m movement) in(lang string) string {
	key := "rule.movement"
	if m > 0 && m <= 3 {
		key += ".one"
	}
	return i18n.Format(lang, key, MovePoints(int(m)))
}

// MovePoints writes an amount of movement counted in thirds (R11: a road step costs a
// third of a point) as movement points, a whole number and a vulgar fraction: 15 → "5",
// 13 → "4⅓", 2 → "⅔", 0 → "0". The event log and the refusals use it.
func MovePoints(thirds int) string {
	sign := ""
	if thirds < 0 {
		sign, thirds = "-", -thirds
	}
	whole, rest := thirds/3, thirds%3
	frac := [...]string{"", "⅓", "⅔"}[rest]
	if whole == 0 && rest != 0 {
		return sign + frac
	}
	return sign + fmt.Sprint(whole) + frac
}

// unitsNamed is units named in a sentence (UnitNames), at its start or further on.
type unitsNamed struct {
	list  []int
	start bool
}

func (x unitsNamed) in(lang string) string { return UnitNames(x.list, lang, x.start) }

// counted is an amount named with its noun, the catalogs' key for any number and
// key.one for exactly one: "1 point", "3 points" (i18n.Counted).
type counted struct {
	n   int
	key string
}

func (c counted) in(lang string) string { return i18n.Format(lang, i18n.Counted(c.n, c.key), c.n) }

// sideWord is a side named in a sentence: "Red", German "Rot".
type sideWord units.Side

func (s sideWord) in(lang string) string { return sideName(units.Side(s), lang) }

// phaseWord is a phase named in a sentence after "the" (German with its article):
// "combat phase", "die Kampfphase".
type phaseWord Phase

func (p phaseWord) in(lang string) string {
	return i18n.Text(lang, [...]string{"rule.phase.setup", "rule.phase.movement", "rule.phase.combat", "rule.phase.over"}[p])
}

// term is a word of the catalogs named in a sentence, written in its language.
type term string

func (t term) in(lang string) string { return i18n.Text(lang, string(t)) }

// named is a thing with a name in each language (a formation, a weather, a weapon)
// named in a sentence.
type named struct {
	thing interface{ Name(lang string) string }
}

func (n named) in(lang string) string { return n.thing.Name(lang) }

// squareNames are squares as the protocol writes them, "20-27".
func squareNames(list []maps.Square) []string {
	out := make([]string, len(list))
	for k, q := range list {
		out[k] = q.String()
	}
	return out
}

// maxQuoted is how much of a word from a player or a file a sentence repeats, in
// characters: the word itself is kept whole wherever it is read.
const maxQuoted = 40

// Short is a word as a sentence may quote it: at most maxQuoted characters, then "…".
// Only the sentence is shortened, never what is read: a command or a file is parsed
// with its words whole.
func Short(word string) string {
	if len(word) <= maxQuoted { // bytes bound runes: most words end here
		return word
	}
	n := 0
	for i := range word {
		if n == maxQuoted {
			return word[:i] + "…"
		}
		n++
	}
	return word
}

// ShortPath is a file name as a sentence or a reply may quote it: whole up to 150
// characters (every sensible path), else its first 50 and its last 99 around "…", so
// that both the folder it starts in and the file's own name show.
func ShortPath(path string) string {
	const head, tail = 50, 99
	if len(path) <= head+tail+1 {
		return path
	}
	r := []rune(path)
	if len(r) <= head+tail+1 {
		return path
	}
	return string(r[:head]) + "…" + string(r[len(r)-tail:])
}
