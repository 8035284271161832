package units

import (
	"fmt"
	"strings"
	"taktik/assets/i18n"
)

// Unit is one counter of the order of battle. It never changes during a game; where a
// unit stands and whether it lives is the game's business.
type Unit struct {
	ID        string // protocol id, e.g. "red:inf7", "blue:hq-ag" (R8)
	Side      Side
	Kind      Kind
	Number    int // division number; for HQs the formation's number (1–4 corps, 1–2 army, 1 army group)
	Formation Formation
}

// Combat is the printed combat value (R7).
func (u Unit) Combat() int { return u.Kind.Combat() }

// Move is the printed movement value (R7).
func (u Unit) Move() int { return u.Kind.Move() }

// DefenceValue is what the unit counts for as a defender: HQs defend at 1 (R16).
func (u Unit) DefenceValue() int {
	if u.Kind == HQ {
		return 1
	}
	return u.Combat()
}

// Name is the unit's full name in a language ("de" or "en"), e.g. "7th Infantry Division",
// German "7. Infanteriedivision"; an HQ is named by its formation, "III Corps HQ".
func (u Unit) Name(lang string) string {
	if u.Kind == HQ {
		return i18n.Format(lang, "unit.name.hq", u.Formation.Name(lang))
	}
	return i18n.Format(lang, "unit.name."+u.Kind.String(), ordinal(u.Number, lang))
}

// Label is the unit's short name for a log line or a list, in a language ("de" or
// "en"): "10th Inf.", "2nd Arm.", "1st Para.", "1st Mtn.", "1st Mar.", "III Corps HQ",
// "1st Army HQ", "Army Group HQ"; German "10. Inf.", "2. Pz.", "1. FJ", "1. Geb.",
// "1. Mar.", "HQ III. Korps", "HQ 1. Armee", "HQ Heeresgruppe". It does not name the
// side: the sentence around it does (both sides number their divisions alike).
func (u Unit) Label(lang string) string {
	switch {
	case u.Kind != HQ:
		return i18n.Format(lang, "unit.label."+u.Kind.String(), ordinal(u.Number, lang))
	case u.Formation == ArmyGroup:
		return i18n.Text(lang, "unit.label.armygroup")
	case u.Formation >= Army1:
		return i18n.Format(lang, "unit.label.army", ordinal(u.Number, lang))
	}
	return i18n.Format(lang, "unit.label.corps", u.Short())
}

// Short is the label printed on a counter: the division number, or the HQ's roman number.
func (u Unit) Short() string {
	if u.Kind == HQ {
		return [...]string{"", "I", "II", "III", "IV"}[u.Number]
	}
	return fmt.Sprint(u.Number)
}

// ordinal writes a number as an ordinal in a language: "1st", "22nd", "13th", German
// "1.", "22.". The catalogs hold the forms (ordinal.one, .two, .few and ordinal); which
// form a number takes follows English (1, 21, 31… one; 2, 22… two; 3, 23… few; 11–13
// and the rest other), and a language that writes them all alike gives each the same text.
func ordinal(n int, lang string) string {
	key := "ordinal"
	if n%100 < 11 || n%100 > 13 {
		switch n % 10 {
		case 1:
			key += ".one"
		case 2:
			key += ".two"
		case 3:
			key += ".few"
		}
	}
	return i18n.Format(lang, key, n)
}

// PerSide is how many units each side has (R8).
const PerSide = 44

// OrderOfBattle lists a side's 44 units in a fixed order (R8): I–IV Corps (HQ, one
// armoured and five infantry divisions each), First and Second Army (HQ, paratroop,
// mountain and marine divisions), the replacements (armour 5–6, infantry 21–25) and the
// First Army Group HQ. The order is the same on every call and for both sides, so a
// unit's place in it can serve as a compact index.
func OrderOfBattle(side Side) []Unit {
	var list []Unit
	add := func(k Kind, n int, f Formation) {
		id := fmt.Sprintf("%s:%s%d", side, k, n)
		if k == HQ {
			id = fmt.Sprintf("%s:hq-%s", side, formationInfo[f].hq)
		}
		list = append(list, Unit{ID: id, Side: side, Kind: k, Number: n, Formation: f})
	}
	for c := 0; c < 4; c++ {
		f := Corps1 + Formation(c)
		add(HQ, c+1, f)
		add(Armour, c+1, f)
		for i := 1; i <= 5; i++ {
			add(Infantry, c*5+i, f)
		}
	}
	for a := 0; a < 2; a++ {
		f := Army1 + Formation(a)
		add(HQ, a+1, f)
		add(Paratroop, a+1, f)
		add(Mountain, a+1, f)
		add(Marine, a+1, f)
	}
	add(Armour, 5, Replacement)
	add(Armour, 6, Replacement)
	for i := 21; i <= 25; i++ {
		add(Infantry, i, Replacement)
	}
	add(HQ, 1, ArmyGroup)
	return list
}

// All lists both sides' units, Red's first: 88 units whose index in this list is the
// unit's number in the game state.
func All() []Unit {
	return append(OrderOfBattle(Red), OrderOfBattle(Blue)...)
}

// ByID finds a unit by its protocol id (case-insensitive).
func ByID(id string) (Unit, bool) {
	id = strings.ToLower(strings.TrimSpace(id))
	for _, u := range All() {
		if u.ID == id {
			return u, true
		}
	}
	return Unit{}, false
}
