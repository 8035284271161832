package game

import (
	"fmt"
	"strings"
)

// optionalText tells the events of the optional rules (R30–R33) in a language ("de" or
// "en").
func (e Event) optionalText(lang string) string {
	de := lang == "de"
	pick := func(en, ger string) string {
		if de {
			return ger
		}
		return en
	}
	side := sideName(e.Owner, lang)
	switch e.Kind {
	case EvMonth:
		season := SeasonOf(e.Month).Name(lang)
		if !de {
			season = strings.ToLower(season) // a season is a common noun in an English sentence
		}
		text := fmt.Sprintf(pick("Month: %s (%s)", "Monat: %s (%s)"), MonthName(e.Month, lang), season)
		if e.Weather == NoWeather {
			return text + "."
		}
		text += ", " + e.Weather.Name(lang)
		if lines := e.Weather.Effects().Lines(lang); len(lines) > 0 {
			text += ": " + strings.Join(lines, "; ")
		}
		return text + "."
	case EvReplacements:
		return fmt.Sprintf(pick("Replacements for %s: %s.", "Ersatz für %s: %s."), side, points(e.Count, lang)) // R31
	case EvRebuilt:
		at := ""
		if len(e.Path) > 0 {
			at = e.Path[0].String()
		}
		return fmt.Sprintf(pick("%s is rebuilt on %s (%s).", "%s wird auf %s neu aufgestellt (%s)."), UnitNames(e.Units, lang, true), at, points(e.Cost, lang))
	case EvReplaceEnd:
		if e.Count == 0 {
			return fmt.Sprintf(pick("%s's replacements are over.", "Der Ersatz von %s ist abgeschlossen."), side)
		}
		lost := pick(fmt.Sprintf("%d unspent points are lost", e.Count), fmt.Sprintf("%d Punkte verfallen unverbraucht", e.Count))
		if e.Count == 1 {
			lost = pick("1 unspent point is lost", "1 Punkt verfällt unverbraucht")
		}
		return fmt.Sprintf(pick("%s's replacements are over; %s.", "Der Ersatz von %s ist abgeschlossen; %s."), side, lost)
	case EvCutOff:
		return fmt.Sprintf(pick("Cut off from supply: %s.", "Ohne Nachschubverbindung: %s."), UnitNames(e.Units, lang, false)) // R32
	case EvResupplied:
		return fmt.Sprintf(pick("In supply again: %s.", "Wieder versorgt: %s."), UnitNames(e.Units, lang, false))
	case EvSupplyLoss:
		return fmt.Sprintf(pick("Lost for want of supply: %s.", "Mangels Nachschub verloren: %s."), UnitNames(e.Units, lang, false)) // R32
	case EvNuke:
		if len(e.Units) == 0 {
			return e.Kind.String()
		}
		hq := e.Units[0]
		sq := make([]string, len(e.Path))
		for i, s := range e.Path {
			sq[i] = s.String()
		}
		return fmt.Sprintf(pick("%s fires its %s at %s.", "%s: %s auf %s abgefeuert."), UnitNames(e.Units[:1], lang, true), // R33
			WeaponOf(hq).Name(lang), strings.Join(sq, ", "))
	}
	return e.Kind.String()
}

// points is "1 point", "3 points" in a language.
func points(n int, lang string) string {
	switch {
	case lang == "de" && n == 1:
		return "1 Punkt"
	case lang == "de":
		return fmt.Sprintf("%d Punkte", n)
	case n == 1:
		return "1 point"
	}
	return fmt.Sprintf("%d points", n)
}
