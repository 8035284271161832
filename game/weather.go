package game

import (
	"fmt"
	"strconv"

	"taktik/assets/i18n"
)

// The calendar and weather table of the optional rules (R30, the rulebook's ZEITNAHME-
// and WETTER-TAFEL) as data: this file is the only copy. The engine reads the effects
// from it, and the desktop game's reference window draws the table from it (WeatherTable,
// Weather.Name, WeatherEffects.Lines).

// Season is a quarter of the year on the weather table: spring is March to May, summer
// June to August, autumn September to November, winter December to February.
type Season uint8

const (
	Spring Season = iota
	Summer
	Autumn
	Winter
)

// Seasons lists the table's columns in order.
var Seasons = []Season{Spring, Summer, Autumn, Winter}

var seasonNames = [...]string{"spring", "summer", "autumn", "winter"}

func (s Season) String() string { return seasonNames[s] }

// Name is the season's name in a language ("de" or "en").
func (s Season) Name(lang string) string { return i18n.Text(lang, "season."+s.String()) }

// SeasonOf is the season a month (1 January … 12 December) falls in.
func SeasonOf(month int) Season {
	return Season((month%12)/3+3) % 4 // Dec–Feb winter, Mar–May spring, …
}

// MonthName is a month's name (1 January … 12 December) in a language ("de" or "en");
// "" for any other number.
func MonthName(month int, lang string) string {
	if month < 1 || month > 12 {
		return ""
	}
	return i18n.Text(lang, "month."+strconv.Itoa(month))
}

// StartMonths is the rulebook's table of the month a game begins in, by the die (R30):
// 1 January, 2 March, 3 May, 4 July, 5 September, 6 November.
var StartMonths = [6]int{1, 3, 5, 7, 9, 11}

// ReplacementMonths are the months whose start brings replacements (R31).
var ReplacementMonths = [4]int{3, 6, 9, 12}

// Weather is a month's weather (R30). NoWeather means the game plays without the
// weather rule, or its calendar has not begun.
type Weather uint8

const (
	NoWeather  Weather = iota
	Fine               // gutes Wetter
	LateSnow           // später Schnee (spring)
	SpringRain         // Frühlingsregen
	Rain               // Regen (summer)
	Wind               // starker Wind (autumn)
	Storm              // Sturm (autumn)
	EarlySnow          // früher Schnee (autumn)
	Fog                // Nebel und niedrige Temperaturen (winter)
	Frost              // Temperaturen unter Null (winter)
	Snow               // Schnee (winter)
	Blizzard           // Schneesturm (winter)
)

// WeatherEffects are what a weather does to the game (R30). The zero value is fine
// weather: nothing changes.
type WeatherEffects struct {
	MoveCap      int  // every unit's movement value is at most this many points; 0: no cap
	NoRoadBonus  bool // roads give no bonus: a road step costs as clear ground
	FrozenRivers bool // crossing a river costs nothing extra
	BridgesOnly  bool // rivers are crossed only over a road bridge
	HeavyRain    bool // crossing a river costs 2 points extra instead of 1
	NoDrops      bool // no paratroop drops (R26)
	NoLandings   bool // no marine landings, nor a marine's way back to sea (R27)
	NoInvasions  bool // no invasions from port to port (R28)
}

var weatherInfo = [...]struct {
	id      string
	effects WeatherEffects
}{
	NoWeather:  {"", WeatherEffects{}},
	Fine:       {"fine", WeatherEffects{}},
	LateSnow:   {"latesnow", WeatherEffects{MoveCap: 4, NoDrops: true}},
	SpringRain: {"springrain", WeatherEffects{MoveCap: 4, BridgesOnly: true, NoDrops: true}},
	Rain:       {"rain", WeatherEffects{MoveCap: 5, HeavyRain: true}},
	Wind:       {"wind", WeatherEffects{NoDrops: true, NoLandings: true}},
	Storm:      {"storm", WeatherEffects{NoDrops: true, NoLandings: true, NoInvasions: true}},
	EarlySnow:  {"earlysnow", WeatherEffects{MoveCap: 4, NoDrops: true}},
	Fog:        {"fog", WeatherEffects{NoDrops: true, NoLandings: true, NoInvasions: true}},
	Frost:      {"frost", WeatherEffects{FrozenRivers: true, NoLandings: true, NoInvasions: true}},
	Snow: {"snow", WeatherEffects{MoveCap: 3, NoRoadBonus: true, FrozenRivers: true,
		NoLandings: true, NoInvasions: true}},
	Blizzard: {"blizzard", WeatherEffects{MoveCap: 3, NoRoadBonus: true, FrozenRivers: true,
		NoLandings: true, NoInvasions: true}},
}

// WeatherTable is the rulebook's weather table: for each season (column), the weather
// each die roll from 1 to 6 brings (row).
var WeatherTable = [4][6]Weather{
	Spring: {Fine, Fine, Fine, Fine, LateSnow, SpringRain},
	Summer: {Fine, Fine, Fine, Fine, Fine, Rain},
	Autumn: {Fine, Fine, Wind, Wind, Storm, EarlySnow},
	Winter: {Fine, Fog, Frost, Frost, Snow, Blizzard},
}

// WeatherFor is the weather a die roll (1–6) brings in a season.
func WeatherFor(s Season, die int) Weather {
	if die < 1 || die > 6 {
		panic(fmt.Sprintf("game: weather die %d", die))
	}
	return WeatherTable[s][die-1]
}

// Weathers lists every weather in the table, in the order of the enum.
var Weathers = []Weather{Fine, LateSnow, SpringRain, Rain, Wind, Storm, EarlySnow, Fog, Frost, Snow, Blizzard}

// String is the weather's short id ("fine", "snow", …; "" for NoWeather), as the
// protocol shows it.
func (w Weather) String() string { return weatherInfo[w].id }

// Name is the weather's name in a language ("de" or "en").
func (w Weather) Name(lang string) string {
	if w == NoWeather {
		return ""
	}
	return i18n.Text(lang, "weather."+w.String())
}

// in lets a weather be named in a sentence of a refusal (refuse), in its language.
func (w Weather) in(lang string) string { return w.Name(lang) }

// Effects is what the weather does.
func (w Weather) Effects() WeatherEffects { return weatherInfo[w].effects }

// ParseWeather reads a weather id.
func ParseWeather(id string) (Weather, bool) {
	for _, w := range Weathers {
		if weatherInfo[w].id == id {
			return w, true
		}
	}
	return NoWeather, false
}

// Lines describes the effects one by one in a language ("de" or "en"), from the
// catalogs (weather.effect.*); empty for fine weather.
func (e WeatherEffects) Lines(lang string) []string {
	var list []string
	add := func(on bool, key string, args ...any) {
		if on {
			list = append(list, i18n.Format(lang, "weather.effect."+key, args...))
		}
	}
	add(e.MoveCap > 0, "movecap", e.MoveCap)
	add(e.NoRoadBonus, "noroadbonus")
	add(e.FrozenRivers, "frozenrivers")
	add(e.BridgesOnly, "bridgesonly")
	add(e.HeavyRain, "heavyrain")
	add(e.NoDrops, "nodrops")
	add(e.NoLandings, "nolandings")
	add(e.NoInvasions, "noinvasions")
	return list
}
