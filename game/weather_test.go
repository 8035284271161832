package game

import (
	"fmt"
	"slices"
	"strings"
	"testing"
)

// seasons is the board of the weather tests: a road along row 3 that crosses a river
// (east of column 6, rows 3–7) by its bridge, a small city beside the road, two red port
// cities and a beach.
//
//	col  123456789012
//	 2   ~PP..M....BB   P Rotport (red) 2-2* 2-3*, M Mitte (red) 2-5, B beach Strand
//	 3   ~RRRRR|RRRRR   R road R-1 3-2..3-12, the river east of column 6
//	 6   ~.....|....N   N Blauburg (blue) 6-12
//	 7   ~SS...|.....   S Suedhafen (red) 7-2* 7-3*
var seasons = sketch([]string{
	"~~~~~~~~~~~~",
	"~...........",
	"~...........",
	"~...........",
	"~...........",
	"~...........",
	"~...........",
	"~~~~~~~~~~~~",
}, []string{"", "", ".....|......", ".....|......", ".....|......", ".....|......", ".....|......"},
	"road R-1 3-2..3-12",
	"city Rotport red 2-2* 2-3*",
	"city Mitte red 2-5",
	"city Suedhafen red 7-2* 7-3*",
	"city Blauburg blue 6-12",
	"beach Strand 2-10 2-11",
)

// TestStartMonthR30: the die before the first turn gives the starting month (1 January,
// 2 March, 3 May, 4 July, 5 September, 6 November); with the replacements alone the
// calendar is the same, and no weather is rolled.
func TestStartMonthR30(t *testing.T) {
	for die, want := range map[int]int{1: 1, 2: 3, 3: 5, 4: 7, 5: 9, 6: 11} {
		for _, rule := range []string{"weather=on", "replacements=on"} {
			g := optionalGame(t, seasons, []string{rule}, fmt.Sprintf("%d 6 4", die), "blue:inf1 6-12", "red:inf25 4-2")
			if g.Month() != want {
				t.Errorf("%s, die %d: month %d, want %d", rule, die, g.Month(), want)
			}
			rest := g.State().Dice.Queue
			if rule == "weather=on" && (g.Weather() == NoWeather || !slices.Equal(rest, []int{4})) {
				t.Errorf("%s, die %d: weather %q, dice left %v: the month's weather takes the second die", rule, die, g.Weather(), rest)
			}
			if rule == "replacements=on" && (g.Weather() != NoWeather || !slices.Equal(rest, []int{6, 4})) {
				t.Errorf("%s, die %d: weather %q, dice left %v: no weather without the weather rule", rule, die, g.Weather(), rest)
			}
		}
	}
	g := optionalGame(t, seasons, nil, "1", "blue:inf1 6-12", "red:inf25 4-2")
	if g.Month() != 0 || g.Weather() != NoWeather || g.MonthName("en") != "" {
		t.Errorf("without weather and replacements: month %d weather %q, want no calendar", g.Month(), g.Weather())
	}
}

// TestWeatherTableR30: each season's column of the weather table, die by die, rolled at
// the start of a month of that season.
func TestWeatherTableR30(t *testing.T) {
	table := []struct {
		monthDie int // the starting month: 2 March (spring), 4 July (summer), 5 September (autumn), 1 January (winter)
		column   []string
	}{
		{2, []string{"fine", "fine", "fine", "fine", "latesnow", "springrain"}},
		{4, []string{"fine", "fine", "fine", "fine", "fine", "rain"}},
		{5, []string{"fine", "fine", "wind", "wind", "storm", "earlysnow"}},
		{1, []string{"fine", "fog", "frost", "frost", "snow", "blizzard"}},
	}
	for _, c := range table {
		for die, want := range c.column {
			g := optionalGame(t, seasons, []string{"weather=on"}, fmt.Sprintf("%d %d", c.monthDie, die+1), "blue:inf1 6-12", "red:inf25 4-2")
			if got := g.Weather().String(); got != want {
				t.Errorf("%s (%s), die %d: %s, want %s", g.MonthName("en"), SeasonOf(g.Month()), die+1, got, want)
			}
		}
	}
}

// TestWeatherMonthR30: the weather is rolled at the start of each month, the first
// side's player turn, and holds for both player turns (R10: a game turn is a month);
// December is followed by January.
func TestWeatherMonthR30(t *testing.T) {
	g := optionalGame(t, seasons, []string{"weather=on"}, "6 3", "blue:inf1 6-12", "red:inf25 4-2")
	if g.Month() != 11 || g.Weather() != Wind || g.MonthName("de") != "November" || g.WeatherName("de") != "starker Wind" {
		t.Fatalf("start: %s %s, want November and strong wind", g.MonthName("en"), g.Weather())
	}
	do(t, g, "dice 6 2")
	k := len(g.Events())
	endTurns(t, g, 1)
	if g.Side().String() != "blue" || g.Month() != 11 || g.Weather() != Wind || hasEvent(g, k, EvMonth) {
		t.Errorf("Blue's turn: %s %s; the month and its weather hold for both player turns", g.MonthName("en"), g.Weather())
	}
	endTurns(t, g, 1)
	if g.Turn() != 2 || g.Month() != 12 || g.Weather() != Blizzard || !hasEvent(g, k, EvMonth) {
		t.Errorf("turn 2: %s %s, want December and a blizzard (winter, die 6)", g.MonthName("en"), g.Weather())
	}
	endTurns(t, g, 2)
	if g.Month() != 1 || g.Weather() != Fog {
		t.Errorf("turn 3: %s %s, want January and fog (winter, die 2)", g.MonthName("en"), g.Weather())
	}
	for _, e := range g.Events() {
		if e.Kind == EvMonth && e.Month == 12 {
			if en := e.Text("en"); !strings.Contains(en, "December (winter), blizzard: movement at most 3") {
				t.Errorf("month event: %q", en)
			}
			if de := e.Text("de"); !strings.Contains(de, "Dezember (Winter), Schneesturm: Bewegung höchstens 3") {
				t.Errorf("month event: %q", de)
			}
		}
	}
}

// TestWeatherEffectsR30: what each weather does on a concrete position (advanced game):
// the movement cap (R11 in thirds), roads without their bonus and cities entered the
// road's way (snow), free river crossings (frost, snow), crossings only by bridge
// (spring rain), a crossing at 6 thirds instead of 3 (summer rain), and the bans on
// paratroop drops, marine landings and invasions.
func TestWeatherEffectsR30(t *testing.T) {
	place := []string{"red:inf1 6-5", "red:inf2 3-2", "red:arm1 5-9", "red:para1 2-2", "red:mar1 2-3", "red:inf4 7-2",
		"blue:inf1 7-12"}
	const no = -1
	table := []struct {
		weather                  Weather
		infLeft, armLeft         int  // thirds at the start of the turn
		river, road, bridge, cty int  // red:inf1 to 6-7 over the river; red:inf2 to 3-5 by road, to 3-7 over the bridge, into Mitte 2-5
		drop, land, invade       bool // allowed?
	}{
		{Fine, 15, 21, 9, 3, 5, 3, true, true, true},
		{LateSnow, 12, 12, 9, 3, 5, 3, false, true, true},
		{SpringRain, 12, 12, no, 3, 5, 3, false, true, true},
		{Rain, 15, 15, 12, 3, 5, 3, true, true, true},
		{Wind, 15, 21, 9, 3, 5, 3, false, false, true},
		{Storm, 15, 21, 9, 3, 5, 3, false, false, false},
		{EarlySnow, 12, 12, 9, 3, 5, 3, false, true, true},
		{Fog, 15, 21, 9, 3, 5, 3, false, false, false},
		{Frost, 15, 21, 6, 3, 5, 3, true, false, false},
		{Snow, 9, 9, 6, 9, no, 9, true, false, false},
		{Blizzard, 9, 9, 6, 9, no, 9, true, false, false},
	}
	for _, c := range table {
		t.Run(c.weather.String(), func(t *testing.T) {
			g := optionalGame(t, seasons, []string{"mode=advanced", "weather=on"}, weatherDice(t, c.weather), place...)
			if g.Weather() != c.weather {
				t.Fatalf("weather %s, want %s", g.Weather(), c.weather)
			}
			if l := g.Unit(num("red:inf1")).Left; l != c.infLeft {
				t.Errorf("infantry starts with %d thirds, want %d", l, c.infLeft)
			}
			if l := g.Unit(num("red:arm1")).Left; l != c.armLeft {
				t.Errorf("armour starts with %d thirds, want %d", l, c.armLeft)
			}
			checkReach(t, g, []reachCase{
				{"red:inf1", "6-7", c.river, "across the river off the road"},
				{"red:inf2", "3-5", c.road, "three road steps"},
				{"red:inf2", "3-7", c.bridge, "five road steps over the bridge"},
				{"red:inf2", "2-5", c.cty, "into the city beside the road"},
			})
			banned := func(act string, allowed bool, what string) {
				t.Helper()
				if allowed {
					if err := g.Clone().Apply(mustParse(t, g, act)); err != nil {
						t.Errorf("%s refused in %s: %v", act, c.weather, err)
					}
					return
				}
				refused(t, g, act, "the weather this month ("+c.weather.Name("en")+") allows no "+what) // R30
			}
			banned("drop red:para1 5-10", c.drop, "paratroop drops")
			banned("sail red:mar1 2-10", c.land, "marine landings")
			banned("sail red:inf4 7-3", c.invade, "invasions")
			ops := legalTexts(g, ActDrop, ActSail)
			if ops["drop red:para1 5-10"] != c.drop || ops["sail red:mar1 2-10"] != c.land || ops["sail red:inf4 7-3"] != c.invade {
				t.Errorf("legal operations in %s: drop %v, landing %v, invasion %v", c.weather,
					ops["drop red:para1 5-10"], ops["sail red:mar1 2-10"], ops["sail red:inf4 7-3"])
			}
		})
	}
}

// TestWeatherBasicR30: in the basic game the weather caps movement; rivers and roads
// never counted there (R13).
func TestWeatherBasicR30(t *testing.T) {
	g := optionalGame(t, seasons, []string{"weather=on"}, weatherDice(t, Snow), "red:inf1 6-5", "red:arm1 5-9", "blue:inf1 7-12")
	if g.Unit(num("red:inf1")).Left != 9 || g.Unit(num("red:arm1")).Left != 9 {
		t.Errorf("snow in the basic game: %d and %d thirds, want 9 each", g.Unit(num("red:inf1")).Left, g.Unit(num("red:arm1")).Left)
	}
	checkReach(t, g, []reachCase{{"red:inf1", "6-8", 9, "three squares, the river ignored (R13)"}, {"red:inf1", "6-9", -1, "a fourth square is beyond the cap"}})
}

// TestWeatherLinesAtTheRuleLevelR30: the panel's weather line says only what applies
// at the rule level. Rain in the basic game caps movement at 5; its river crossing at +2
// is the advanced game's (R13: rivers never count in the basic game). Snow in the basic
// game bans marine landings only where the supply rule's beach could feed a pocket (R32).
func TestWeatherLinesAtTheRuleLevelR30(t *testing.T) {
	cases := []struct {
		weather Weather
		words   []string
		want    string
	}{
		{Rain, []string{"weather=on"}, "movement at most 5"},
		{Rain, []string{"weather=on", "mode=advanced"}, "movement at most 5 | crossing a river costs 2 extra"},
		{Snow, []string{"weather=on"}, "movement at most 3"},
		{Snow, []string{"weather=on", "supply=on"}, "movement at most 3 | no marine landings"},
		{Snow, []string{"weather=on", "mode=advanced"},
			"movement at most 3 | roads count as clear ground | rivers frozen: crossing costs nothing extra | no marine landings | no invasions"},
		{SpringRain, []string{"weather=on"}, "movement at most 4"},
		{Fog, []string{"weather=on"}, ""},
	}
	for _, c := range cases {
		g := optionalGame(t, seasons, c.words, weatherDice(t, c.weather), "red:inf1 6-5", "blue:inf1 7-12")
		if g.Weather() != c.weather {
			t.Fatalf("%v: the month's weather is %v", c.words, g.Weather())
		}
		if got := strings.Join(g.WeatherEffects().Lines("en"), " | "); got != c.want {
			t.Errorf("%v in %v: %q, want %q", c.weather.Name("en"), c.words, got, c.want)
		}
	}
}

// TestWeatherWithdrawalR30: a marine that landed before the weather turned may not go
// back to sea in a month that forbids landings.
func TestWeatherWithdrawalR30(t *testing.T) {
	g := optionalGame(t, seasons, []string{"mode=advanced", "weather=on"}, "5 1", "red:mar1 2-3", "blue:inf1 3-11", "blue:inf2 6-12")
	do(t, g, "sail red:mar1 2-10")
	do(t, g, "endmove")
	do(t, g, "battle red:mar1 vs blue:inf1")
	do(t, g, "dice 4") // 1-1, die 4: defenders eliminated
	do(t, g, "resolve")
	if err := g.Clone().Apply(mustParse(t, g, "sail red:mar1 2-2")); err != nil {
		t.Fatalf("in fine weather the marine goes back to sea: %v", err)
	}
	do(t, g, "endturn")
	do(t, g, "dice 3") // October: strong wind (autumn, die 3)
	endTurns(t, g, 1)
	if g.Weather() != Wind {
		t.Fatalf("weather %s, want strong wind", g.Weather())
	}
	do(t, g, "move red:mar1 2-11")
	do(t, g, "endmove")
	if g.Unit(num("red:mar1")).Ops&OpWithdraw != 0 {
		t.Error("a marine may go back to sea in strong wind")
	}
}

// mustParse reads an action.
func mustParse(t testing.TB, g *Game, text string) Action {
	t.Helper()
	a, err := ParseAction(g.Board(), text)
	if err != nil {
		t.Fatal(err)
	}
	return a
}

// TestWeatherRiversStayR30: the weather changes the crossing of a river, not the river.
// In frost a river still doubles a defender when every attacker is across it (R25), and
// a contact across it still need not be fought (R14, R25) nor stop a move (R12).
func TestWeatherRiversStayR30(t *testing.T) {
	frost := optionalGame(t, seasons, []string{"mode=advanced", "weather=on"}, weatherDice(t, Frost),
		"red:inf1 4-7", "red:inf2 6-9", "blue:inf1 4-6")
	if frost.Weather() != Frost {
		t.Fatalf("weather %s, want frost", frost.Weather())
	}
	p, err := frost.Preview([]int{num("red:inf1")}, []int{num("blue:inf1")})
	if err != nil || !p.Doubled || p.Odds.String() != "1-2" {
		t.Errorf("frost: red:inf1 across the frozen river against blue:inf1: %+v %v, want doubled, 1-2 (R25)", p, err)
	}
	do(t, frost, "move red:inf2 5-7") // next to blue:inf1, across the river
	if left := frost.Unit(num("red:inf2")).Left; left != 9 {
		t.Errorf("frost: after coming next to an enemy across the frozen river %d thirds left, want 9 (R12, R25)", left)
	}
	do(t, frost, "endmove")
	if c := frost.Contacts(); len(c) != 0 {
		t.Errorf("frost: obliged contacts %v across the frozen river, want none (R14, R25)", c)
	}
}

// TestSpringRainRetreatR30: spring rain closes every river crossing but a road step over
// its bridge to retreats as to moves (R30, R19, R5). Red armour beats Blue infantry at 2-1
// with a 3 (DB2, R17). The rivers count only in the advanced game (R13).
func TestSpringRainRetreatR30(t *testing.T) {
	db2 := func(t *testing.T, words []string, w Weather, placements ...string) *Game {
		t.Helper()
		g := optionalGame(t, seasons, words, weatherDice(t, w), placements...)
		if g.Weather() != w {
			t.Fatalf("weather %s, want %s", g.Weather(), w)
		}
		do(t, g, "endmove")
		do(t, g, "battle red:arm1 vs blue:inf1") // 2-1
		do(t, g, "dice 3")                       // DB2
		do(t, g, "resolve")
		return g
	}
	advanced := []string{"mode=advanced", "weather=on"}

	// On the river bank at 5-6, with red:arm1 beside it at 5-5, every way back that keeps
	// off the armour crosses the river (east of column 6) off the road.
	bank := []string{"red:arm1 5-5", "blue:inf1 5-6", "blue:inf2 6-12"}
	t.Run("only across the river: eliminated", func(t *testing.T) {
		g := db2(t, advanced, SpringRain, bank...)
		if where(g, "blue:inf1") != "" || g.Pending().Kind != NoDecision {
			t.Errorf("spring rain: blue:inf1 on %q, pending %v, retreats %v; want it eliminated, its only ways crossing the flooded river (R19, R30)",
				where(g, "blue:inf1"), g.Pending().Kind, retreatSquares(g, "blue:inf1"))
		}
	})
	t.Run("no way out: the refusal names the weather", func(t *testing.T) {
		g := optionalGame(t, seasons, advanced, weatherDice(t, SpringRain),
			"red:arm1 5-5", "red:arm2 4-5", "blue:inf1 5-6", "blue:inf2 4-6", "blue:inf3 6-12")
		do(t, g, "endmove")
		do(t, g, "battle red:arm1,red:arm2 vs blue:inf1,blue:inf2") // 4 against 2: 2-1
		do(t, g, "dice 3")                                          // DB2
		do(t, g, "resolve")
		en, de := refusal(t, g, "retreat blue:inf1 5-7 5-8")
		if en != "Blue 1st Inf. has no way out and is eliminated: the weather this month (spring rain) floods the river between 5-6 and 5-7; "+
			"only a road bridge leads across, for a retreat as for a move" ||
			de != "Blaue 1. Inf. hat keinen Ausweg und wird vernichtet: das Wetter in diesem Monat (Frühlingsregen) "+
				"lässt den Fluss zwischen 5-6 und 5-7 über die Ufer treten; nur eine Straßenbrücke führt hinüber, beim Rückzug wie beim Zug" {
			t.Errorf("across the flooded river with no other way: %q / %q", en, de)
		}
		do(t, g, "retreat blue:inf1 none") // and blue:inf2, the only answer left, at once
		if where(g, "blue:inf1") != "" || where(g, "blue:inf2") != "" {
			t.Errorf("blue:inf1 on %q, blue:inf2 on %q: want both eliminated", where(g, "blue:inf1"), where(g, "blue:inf2"))
		}
	})
	t.Run("fine weather: across the river", func(t *testing.T) {
		g := db2(t, advanced, Fine, bank...)
		if got := retreatSquares(g, "blue:inf1"); !slices.Contains(got, "5-8") {
			t.Errorf("fine weather: retreats %v, want 5-8 across the river among them (R19)", got)
		}
	})
	t.Run("basic game: rivers do not count", func(t *testing.T) {
		g := db2(t, []string{"weather=on"}, SpringRain, bank...)
		if got := retreatSquares(g, "blue:inf1"); !slices.Contains(got, "5-8") {
			t.Errorf("spring rain in the basic game: retreats %v, want 5-8 across the river among them (R13)", got)
		}
	})

	// On the road at 3-5, with red:arm1 at 4-4: the road goes over the river by its bridge
	// (3-6 to 3-7); 4-7 and 5-7 lie across the river off the road.
	road := []string{"red:arm1 4-4", "blue:inf1 3-5", "blue:inf2 6-12"}
	t.Run("by the bridge", func(t *testing.T) {
		g := db2(t, advanced, SpringRain, road...)
		want := []string{"2-3", "2-7", "3-7", "5-6"}
		if got := retreatSquares(g, "blue:inf1"); !slices.Equal(got, want) {
			t.Errorf("spring rain: retreats %v, want %v (not 4-7 or 5-7, across the river off the road)", got, want)
		}
		const flood = "cannot retreat that way: the weather this month (spring rain) floods the river between "
		refused(t, g, "retreat blue:inf1 4-7", flood)
		refused(t, g, "retreat blue:inf1 4-6 4-7", flood+"4-6 and 4-7")
		refused(t, g, "retreat blue:inf1 4-6 3-7", flood+"4-6 and 3-7") // 3-7 only by the road
		do(t, g, "retreat blue:inf1 3-6 3-7")
		if where(g, "blue:inf1") != "3-7" {
			t.Errorf("blue:inf1 stands on %s, want 3-7 over the bridge", where(g, "blue:inf1"))
		}
	})
	t.Run("by the bridge, fine weather", func(t *testing.T) {
		g := db2(t, advanced, Fine, road...)
		want := []string{"2-3", "2-7", "3-7", "4-7", "5-6", "5-7"}
		if got := retreatSquares(g, "blue:inf1"); !slices.Equal(got, want) {
			t.Errorf("fine weather: retreats %v, want %v", got, want)
		}
	})
}

// TestWindMarineR30: strong wind forbids marine landings, not invasions (R30). A marine
// on Rotport's port square 2-3 that sails to Suedhafen's port 7-3 sails as an invasion
// when it started out of contact (R28); in contact with Blue 1st Inf. on 3-4 it cannot,
// and the refusal names the weather that took its landing away (R27), not the port it
// stands on.
func TestWindMarineR30(t *testing.T) {
	const (
		wind   = "the weather this month (strong wind) allows no marine landings, and Red 1st Mar. started this turn next to an enemy unit that is not across a river, so it cannot sail as an invasion either"
		windDe = "das Wetter in diesem Monat (starker Wind) erlaubt keine Einsätze der Marineinfanterie, und die rote 1. Mar. stand zu Beginn des Zuges neben einer feindlichen Einheit, ohne dass ein Fluss dazwischen lag, und kann daher auch nicht als Invasion übersetzen"
	)
	table := []struct {
		name    string
		weather Weather
		enemy   string // blue:inf1's square
		act     string
		want    string    // a refusal containing this; "" accepted
		kind    EventKind // the sea move's event when accepted
	}{
		{"in contact, strong wind, to a port", Wind, "3-4", "sail red:mar1 7-3", wind, 0},
		{"in contact, strong wind, to a beach", Wind, "3-4", "sail red:mar1 2-10", "the weather this month (strong wind) allows no marine landings", 0},
		{"out of contact, strong wind, to a port", Wind, "6-12", "sail red:mar1 7-3", "", EvInvasion},
		{"in contact, fine weather, to a port", Fine, "3-4", "sail red:mar1 7-3", "", EvLanding},
		{"in contact, storm, to a port", Storm, "3-4", "sail red:mar1 7-3", "the weather this month (storm) allows no invasions", 0},
	}
	for _, c := range table {
		t.Run(c.name, func(t *testing.T) {
			g := optionalGame(t, seasons, []string{"mode=advanced", "weather=on"}, weatherDice(t, c.weather),
				"red:mar1 2-3", "blue:inf1 "+c.enemy, "blue:inf2 6-11")
			if g.Weather() != c.weather {
				t.Fatalf("weather %s, want %s", g.Weather(), c.weather)
			}
			if c.want != "" {
				refused(t, g, c.act, c.want)
				if c.want == wind {
					if _, de := refusal(t, g, c.act); de != windDe {
						t.Errorf("German: %q", de)
					}
				}
				return
			}
			k := len(g.Events())
			do(t, g, c.act)
			if !hasEvent(g, k, c.kind) {
				t.Errorf("events %v, want %v", eventKinds(g, k), c.kind)
			}
		})
	}
}
