package units

import (
	"fmt"
	"strings"
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

// Name is the unit's full name in a language ("de" or "en"), e.g. "7th Infantry Division".
func (u Unit) Name(lang string) string {
	if u.Kind == HQ {
		if lang == "de" {
			return "HQ " + u.Formation.Name(lang)
		}
		return u.Formation.Name(lang) + " HQ"
	}
	if lang == "de" {
		noun := map[Kind]string{Infantry: "Infanteriedivision", Armour: "Panzerdivision",
			Paratroop: "Fallschirmjägerdivision", Mountain: "Gebirgsjägerdivision", Marine: "Marineinfanteriedivision"}[u.Kind]
		return fmt.Sprintf("%d. %s", u.Number, noun)
	}
	noun := map[Kind]string{Infantry: "Infantry Division", Armour: "Armoured Division",
		Paratroop: "Paratroop Division", Mountain: "Mountain Division", Marine: "Marine Division"}[u.Kind]
	return fmt.Sprintf("%s %s", ordinal(u.Number), noun)
}

// Label is the unit's short name for a log line or a list, in a language ("de" or
// "en"): "10th Inf.", "2nd Arm.", "1st Para.", "1st Mtn.", "1st Mar.", "III Corps HQ",
// "1st Army HQ", "Army Group HQ"; German "10. Inf.", "2. Pz.", "1. FJ", "1. Geb.",
// "1. Mar.", "HQ III. Korps", "HQ 1. Armee", "HQ Heeresgruppe". It does not name the
// side: the sentence around it does (both sides number their divisions alike).
func (u Unit) Label(lang string) string {
	de := lang == "de"
	if u.Kind == HQ {
		switch {
		case u.Formation == ArmyGroup && de:
			return "HQ Heeresgruppe"
		case u.Formation == ArmyGroup:
			return "Army Group HQ"
		case u.Formation >= Army1 && de:
			return fmt.Sprintf("HQ %d. Armee", u.Number)
		case u.Formation >= Army1:
			return fmt.Sprintf("%s Army HQ", ordinal(u.Number))
		case de:
			return "HQ " + u.Short() + ". Korps"
		}
		return u.Short() + " Corps HQ"
	}
	if de {
		abbr := map[Kind]string{Infantry: "Inf.", Armour: "Pz.", Paratroop: "FJ", Mountain: "Geb.", Marine: "Mar."}[u.Kind]
		return fmt.Sprintf("%d. %s", u.Number, abbr)
	}
	abbr := map[Kind]string{Infantry: "Inf.", Armour: "Arm.", Paratroop: "Para.", Mountain: "Mtn.", Marine: "Mar."}[u.Kind]
	return ordinal(u.Number) + " " + abbr
}

// Short is the label printed on a counter: the division number, or the HQ's roman number.
func (u Unit) Short() string {
	if u.Kind == HQ {
		return [...]string{"", "I", "II", "III", "IV"}[u.Number]
	}
	return fmt.Sprint(u.Number)
}

func ordinal(n int) string {
	suffix := "th"
	if n%100 < 11 || n%100 > 13 {
		switch n % 10 {
		case 1:
			suffix = "st"
		case 2:
			suffix = "nd"
		case 3:
			suffix = "rd"
		}
	}
	return fmt.Sprintf("%d%s", n, suffix)
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
