package game

import "slices"

// The calendar of the optional rules (R10, R30, R31): with the weather or the
// replacements rule a game turn is a month. The starting month is rolled when play
// begins; each month begins with the first side's player turn, when its weather is
// rolled (R30) and, in March, June, September and December, the replacements come (R31).

// Month is the month of the current game turn (1 January … 12 December), or 0 when the
// game keeps no calendar (neither weather nor replacements are played) or has not begun.
func (g *Game) Month() int {
	if g.st.StartMonth == 0 || g.st.Turn < 1 {
		return 0
	}
	return (g.st.StartMonth-1+g.st.Turn-1)%12 + 1
}

// Weather is this month's weather; NoWeather when the weather rule is not played (R30).
func (g *Game) Weather() Weather { return g.st.Weather }

// MonthName is the month's name in a language ("de" or "en"), "" without a calendar.
func (g *Game) MonthName(lang string) string { return MonthName(g.Month(), lang) }

// WeatherName is this month's weather in a language ("de" or "en"), "" without the
// weather rule.
func (g *Game) WeatherName(lang string) string { return g.st.Weather.Name(lang) }

// effects is what this month's weather does; nothing without the weather rule.
func (g *Game) effects() WeatherEffects { return g.st.Weather.Effects() }

// WeatherEffects is what this month's weather does at the game's rule level (R30); the
// zero value without the weather rule. The basic game knows no rivers, roads or special
// operations (R13): there the weather caps movement, and bans marine landings only for
// the beach that supplies a pocket when the supply rule is played (R32).
func (g *Game) WeatherEffects() WeatherEffects {
	e := g.effects()
	if g.advanced() {
		return e
	}
	return WeatherEffects{MoveCap: e.MoveCap, NoLandings: e.NoLandings && g.st.Options.Supply}
}

// rollStartMonth throws the die for the month the game begins in (R30), before the
// first player turn. The replacements rule keeps the same calendar without the weather.
func (g *Game) rollStartMonth() {
	if g.st.Options.calendar() {
		g.st.StartMonth = StartMonths[g.st.Dice.Roll()-1]
	}
}

// newMonth opens a month at the start of the first side's player turn: its weather is
// rolled on the season's column of the table (R30), and holds for both player turns.
func (g *Game) newMonth() {
	m := g.Month()
	if m == 0 {
		return
	}
	if g.st.Options.Weather {
		g.st.Weather = WeatherFor(SeasonOf(m), g.st.Dice.Roll())
	}
	g.log(Event{Kind: EvMonth, Month: m, Weather: g.st.Weather})
}

// replacementMonth reports whether this game turn's month brings replacements (R31).
func (g *Game) replacementMonth() bool {
	return g.st.Options.Replacements && g.st.Side == g.st.Options.First && slices.Contains(ReplacementMonths[:], g.Month())
}
