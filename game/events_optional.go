package game

import (
	"strings"

	"taktik/assets/i18n"
	"taktik/maps"
)

// optionalMessage is the message of an event of the optional rules (R30–R33).
func (e Event) optionalMessage() Message {
	msg := func(key string, args ...any) Message { return Message{Key: key, Args: args} }
	owner := sideWord(e.Owner)
	switch e.Kind {
	case EvMonth: // R30
		month, season := monthWord(e.Month), term("event.season."+SeasonOf(e.Month).String())
		if e.Weather == NoWeather {
			return msg("event.month", month, season)
		}
		if e.Weather.Effects() == (WeatherEffects{}) { // fine weather changes nothing
			return msg("event.month.weather", month, season, named{e.Weather})
		}
		return msg("event.month.effects", month, season, named{e.Weather}, effects(e.Weather.Effects()))
	case EvReplacements: // R31
		return msg("event.replacements", owner, counted{e.Count, "points"})
	case EvRebuilt:
		var at maps.Square
		if len(e.Path) > 0 {
			at = e.Path[0]
		}
		return msg("event.rebuilt", unitsNamed{e.Units, true}, at, counted{e.Cost, "points"})
	case EvReplaceEnd:
		if e.Count == 0 {
			return msg("event.replaceend.none", owner)
		}
		return msg(i18n.Counted(e.Count, "event.replaceend"), owner, e.Count)
	case EvCutOff: // R32
		return msg("event.cutoff", unitsNamed{e.Units, false})
	case EvResupplied:
		return msg("event.resupplied", unitsNamed{e.Units, false})
	case EvSupplyLoss: // R32
		return msg("event.supplyloss", unitsNamed{e.Units, false})
	case EvNuke: // R33
		if len(e.Units) == 0 {
			break
		}
		return msg("event.nuke", unitsNamed{e.Units[:1], true}, named{WeaponOf(e.Units[0])}, squareList(e.Path))
	}
	return Message{Key: e.Kind.String()}
}

// monthWord is a month (1 January … 12 December) named in a sentence.
type monthWord int

func (m monthWord) in(lang string) string { return MonthName(int(m), lang) }

// effects are a weather's effects named in a sentence, one after another (list.semicolon).
type effects WeatherEffects

func (w effects) in(lang string) string {
	lines := WeatherEffects(w).Lines(lang)
	text := strings.Join(lines[:min(1, len(lines))], "")
	for _, l := range lines[min(1, len(lines)):] {
		text = i18n.Format(lang, "list.semicolon", text, l)
	}
	return text
}

// squareList is squares named in a sentence as a list: "5-9, 5-10".
type squareList []maps.Square

func (p squareList) in(string) string { return strings.Join(squareNames(p), ", ") }
