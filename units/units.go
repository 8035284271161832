// Package units describes the counters of TAKTIK II: their kinds, combat and movement
// values, formations, and the order of battle of each side (R7, R8). It is plain data
// and small pure functions, shared by the map, the rules, the AI and the display.
package units

import (
	"fmt"
	"strings"
	"taktik/assets/i18n"
)

// Side is one of the two countries.
type Side uint8

const (
	Red Side = iota
	Blue
)

// Sides lists both sides in a fixed order.
var Sides = [2]Side{Red, Blue}

// String gives the protocol name: "red" or "blue".
func (s Side) String() string {
	if s == Blue {
		return "blue"
	}
	return "red"
}

// Opponent is the other side.
func (s Side) Opponent() Side { return 1 - s }

// ParseSide reads "red" or "blue" (any case; the German ROT and BLAU too).
func ParseSide(text string) (Side, error) {
	switch strings.ToLower(text) {
	case "red", "rot", "r":
		return Red, nil
	case "blue", "blau", "b":
		return Blue, nil
	}
	return Red, fmt.Errorf("%q is not a side: say red or blue", text)
}

// Kind is what sort of division or staff a counter is.
type Kind uint8

const (
	Infantry Kind = iota
	Armour
	Paratroop
	Mountain
	Marine
	HQ
)

// kindInfo holds the printed values and the id prefix of each kind (R7).
// Its name is the catalogs' kind.<prefix> (assets/i18n).
var kindInfo = [...]struct {
	prefix       string
	combat, move int
}{
	Infantry:  {"inf", 1, 5},
	Armour:    {"arm", 2, 7},
	Paratroop: {"para", 1, 5},
	Mountain:  {"mtn", 1, 5},
	Marine:    {"mar", 1, 5},
	HQ:        {"hq", 0, 5},
}

// Kinds lists every kind in display order.
var Kinds = []Kind{Infantry, Armour, Paratroop, Mountain, Marine, HQ}

// Combat is the printed combat value.
func (k Kind) Combat() int { return kindInfo[k].combat }

// Move is the printed movement value.
func (k Kind) Move() int { return kindInfo[k].move }

// Footsoldier reports whether the kind counts as infantry in every rule that does not
// name it (R7): infantry, paratroops, mountain infantry and marines.
func (k Kind) Footsoldier() bool {
	return k == Infantry || k == Paratroop || k == Mountain || k == Marine
}

// Name is the kind's name in a language ("de" or "en").
func (k Kind) Name(lang string) string { return i18n.Text(lang, "kind."+kindInfo[k].prefix) }

func (k Kind) String() string { return kindInfo[k].prefix }

// Formation is the corps, army, replacement pool or army group a unit starts in; each
// has a bivouac area of the same name on each side of the map (R9, R29).
type Formation uint8

const (
	Corps1 Formation = iota
	Corps2
	Corps3
	Corps4
	Army1
	Army2
	Replacement
	ArmyGroup
)

// Formations lists every formation in the order of battle's order.
var Formations = []Formation{Corps1, Corps2, Corps3, Corps4, Army1, Army2, Replacement, ArmyGroup}

var formationInfo = [...]struct {
	area   string // the bivouac label printed on the board
	hq     string // id suffix of its HQ, "" for none
	minSqr int    // the fewest bivouac squares the map must give it
	key    string // its name in the catalogs (assets/i18n)
}{
	Corps1:      {"I C", "1c", 7, "formation.1c"},
	Corps2:      {"II C", "2c", 7, "formation.2c"},
	Corps3:      {"III C", "3c", 7, "formation.3c"},
	Corps4:      {"IV C", "4c", 7, "formation.4c"},
	Army1:       {"FIRST ARMY", "1a", 4, "formation.1a"},
	Army2:       {"SECOND ARMY", "2a", 4, "formation.2a"},
	Replacement: {"REPLACEMENT", "", 7, "formation.repl"},
	ArmyGroup:   {"FIRST ARMY GROUP", "ag", 1, "formation.ag"},
}

// Area is the name of the formation's bivouac area as printed on the board.
func (f Formation) Area() string { return formationInfo[f].area }

// MinSquares is the smallest bivouac area that holds the formation (MAP.md fact 9).
func (f Formation) MinSquares() int { return formationInfo[f].minSqr }

// Name is the formation's name in a language ("de" or "en").
func (f Formation) Name(lang string) string { return i18n.Text(lang, formationInfo[f].key) }

func (f Formation) String() string { return formationInfo[f].area }

// FormationByArea finds the formation whose bivouac area carries a label.
func FormationByArea(area string) (Formation, bool) {
	for _, f := range Formations {
		if strings.EqualFold(formationInfo[f].area, area) {
			return f, true
		}
	}
	return 0, false
}
