package model

import (
	"fmt"
	"strings"
	"testing"

	"taktik/game"
	"taktik/render/lang"
	"taktik/units"
)

// battleGame plays a short basic game on the continent: Red's armour (2) attacks a
// lone Blue infantry division (1) at 2-1, the queued die 1 gives DE (R17), and both
// player turns end. With blueReserve, Blue keeps a second division far away.
func battleGame(t *testing.T, blueReserve bool) *game.Game {
	g := newGame(t, "mode=basic seed=3 first=red setup=empty")
	play(t, g, "place red:arm1 20-26", "place red:inf1 10-5", "place blue:inf1 20-29")
	if blueReserve {
		play(t, g, "place blue:inf2 28-50")
	}
	play(t, g, "start", "move red:arm1 20-28", "endmove", "battle red:arm1 vs blue:inf1", "dice 1", "resolve")
	if blueReserve {
		play(t, g, "endturn", "endmove", "endturn")
	}
	return g
}

func TestCountTalliesLossesByKindAndCitiesByHome(t *testing.T) {
	g := battleGame(t, true)
	tally := Count(g)
	if got := tally.Losses[units.Blue][units.Infantry]; got != 1 {
		t.Errorf("Blue infantry lost = %d, want 1 (DE at 2-1, die 1)", got)
	}
	if tally.Losses[units.Blue].Total() != 1 || tally.Losses[units.Red].Total() != 0 {
		t.Errorf("losses red %v blue %v, want none and one", tally.Losses[units.Red], tally.Losses[units.Blue])
	}
	// R6: Red has 7 cities, Blue 5; nobody took any
	want := [2]Cities{{Own: 7, OwnTotal: 7}, {Own: 5, OwnTotal: 5}}
	if tally.Cities != want {
		t.Errorf("cities %+v, want %+v", tally.Cities, want)
	}
}

func TestSummarizeCountsTurnsAndBattles(t *testing.T) {
	g := battleGame(t, true)
	s := Summarize(g)
	if s.Turns != 2 || s.Battles != 1 || s.Rolls != 1 || s.Winner != game.NoWinner || s.How != Undecided {
		t.Errorf("summary %+v, want turn 2, one battle rolled, no winner", s)
	}
}

// ownAll gives every city of one country to a side during setup.
func ownAll(t *testing.T, g *game.Game, country, to units.Side) {
	for k, c := range g.Board().Cities {
		if c.Side == country {
			play(t, g, fmt.Sprintf("own %d %s", k, to))
		}
	}
}

// R22: each way a game ends, and what the summary reads from it.
func TestSummarizeTellsHowTheGameWasDecided(t *testing.T) {
	cases := []struct {
		name   string
		setup  func(t *testing.T) *game.Game
		winner game.Winner
		how    How
		took   [2]int // enemy cities held at the end
	}{
		{"the last blue unit eliminated", func(t *testing.T) *game.Game { return battleGame(t, false) },
			game.RedWins, Annihilated, [2]int{0, 0}},
		{"every blue city held through Blue's turn", func(t *testing.T) *game.Game {
			g := newGame(t, "mode=basic first=red setup=empty")
			play(t, g, "place red:inf1 10-5", "place blue:inf1 28-50")
			ownAll(t, g, units.Blue, units.Red)
			play(t, g, "start", "endmove", "endturn", "endmove", "endturn")
			return g
		}, game.RedWins, AllCities, [2]int{5, 0}},
		{"turn limit, nobody ahead", func(t *testing.T) *game.Game {
			g := newGame(t, "mode=basic first=red setup=empty turnlimit=1")
			play(t, g, "place red:inf1 10-5", "place blue:inf1 28-50", "start", "endmove", "endturn", "endmove", "endturn")
			return g
		}, game.Draw, TurnLimit, [2]int{0, 0}},
		{"turn limit, Blue holds a red city", func(t *testing.T) *game.Game {
			g := newGame(t, "mode=basic first=red setup=empty turnlimit=1")
			play(t, g, "place red:inf1 10-5", "place blue:inf1 28-50", "own 0 blue", "start", "endmove", "endturn", "endmove", "endturn")
			return g
		}, game.BlueWins, TurnLimit, [2]int{0, 1}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			g := c.setup(t)
			s := Summarize(g)
			if s.Winner != c.winner || s.How != c.how {
				t.Fatalf("winner %v by %v, want %v by %v", s.Winner, s.How, c.winner, c.how)
			}
			if got := [2]int{s.Cities[units.Red].Captured, s.Cities[units.Blue].Captured}; got != c.took {
				t.Errorf("enemy cities held %v, want %v", got, c.took)
			}
		})
	}
}

func TestDecisionSaysWhoMustActAndHow(t *testing.T) {
	defer lang.Set(lang.Fallback)
	lang.Set("de")
	g := newGame(t, "mode=basic seed=3 first=red setup=empty")
	if got := Decision(g); got != lang.T("hud.decide.setup") {
		t.Errorf("setup: %q", got)
	}
	play(t, g, "place red:arm1 20-26", "place blue:inf1 20-29", "place blue:inf2 28-50", "start")
	steps := []struct {
		lines []string
		want  string
	}{
		{nil, "Rot zieht"},
		{[]string{"move red:arm1 20-28", "endmove"}, "Rot sagt die Kämpfe an (offene Berührungen: 1)"},
		{[]string{"battle red:arm1 vs blue:inf1"}, "Rot würfelt die Kämpfe aus"},
		// 2-1 with a die of 3 is DB2 (R17): Red, the winner, moves the beaten unit (R19)
		{[]string{"dice 3", "resolve"}, "Rot wählt die Rückzüge"},
	}
	for _, s := range steps {
		play(t, g, s.lines...)
		if got := Decision(g); got != s.want {
			t.Errorf("after %v: %q, want %q", s.lines, got, s.want)
		}
	}
}

// R30: the panel's month line shows once the game keeps a calendar, with the weather
// when that rule is played.
func TestSeasonShowsTheMonthAndWeatherWhenPlayed(t *testing.T) {
	cases := []struct {
		options string
		weather bool
	}{
		{"mode=basic seed=3", false},
		{"mode=basic seed=3 replacements=on", false},
		{"mode=basic seed=3 weather=on", true},
	}
	for _, c := range cases {
		g := newGame(t, c.options)
		got := Season(g, "de")
		calendar := g.Month() != 0
		switch {
		case !calendar && got != "":
			t.Errorf("%s: no calendar, but %q", c.options, got)
		case calendar && !strings.HasPrefix(got, game.MonthName(g.Month(), "de")):
			t.Errorf("%s: %q does not start with the month", c.options, got)
		case calendar && c.weather != strings.Contains(got, " · "+g.WeatherName("de")):
			t.Errorf("%s: %q (weather %q)", c.options, got, g.WeatherName("de"))
		}
		if c.options != "mode=basic seed=3" && !calendar {
			t.Errorf("%s: the game keeps no calendar", c.options)
		}
	}
}

// An exchange of one point says "1 Punkt", not "1 Punkte" (R18): 3-1 with a die of 2,
// the attacker choosing between his armour and his infantry.
func TestDecisionCountsOnePointInTheSingular(t *testing.T) {
	defer lang.Set(lang.Fallback)
	for code, want := range map[string]string{"de": "Rot wählt die Austauschverluste (mindestens 1 Punkt)",
		"en": "Red chooses the exchange losses (at least 1 point)"} {
		lang.Set(code)
		g := newGame(t, "mode=basic seed=3 first=red setup=empty")
		play(t, g, "place red:arm1 20-26", "place red:inf1 21-28", "place red:inf2 40-10", "place blue:inf1 20-29",
			"place blue:inf2 28-50", "start", "move red:arm1 20-28", "endmove", "battle red:arm1,red:inf1 vs blue:inf1",
			"dice 2", "resolve")
		if got := Decision(g); got != want {
			t.Errorf("%s: %q, want %q", code, got, want)
		}
	}
}

// TestToActNamesWhoChoosesNow: after Red's failed attack (1-1, die 3: AB2) Blue, the
// winner, chooses where Red's attacker goes (R19) in Red's combat phase; the panel's
// head names Blue choosing, as the bar does, not "Red to move".
func TestToActNamesWhoChoosesNow(t *testing.T) {
	g := newGame(t, "mode=basic seed=3 first=red setup=empty")
	play(t, g, "place red:inf1 20-26", "place blue:inf1 20-27", "place blue:inf2 28-50", "start")
	if got := ToAct(g); got != "Red to move" {
		t.Errorf("movement: %q, want Red to move", got)
	}
	play(t, g, "endmove", "battle red:inf1 vs blue:inf1", "dice 3", "resolve")
	if p := g.Pending(); p.Kind != game.RetreatDecision || p.Side != units.Blue || g.Side() != units.Red {
		t.Fatalf("pending %+v in %v's turn, want Blue to retreat Red's attacker", p, g.Side())
	}
	if got := ToAct(g); got != "Blue chooses" {
		t.Errorf("Blue retreats Red's attacker: the panel says %q, want Blue chooses", got)
	}
}

// TestScenarioResultCountsHints: Red takes Indigau in the first scenario's first turn
// (the armour into the free city square, both defenders eliminated with the dice 1
// queued, 3-1 and 2-1: DE, R17); the result says whether the player asked the General
// and in how many turns, and says nothing when the computer won it or outside a scenario.
func TestScenarioResultCountsHints(t *testing.T) {
	lang.Set("en")
	g := newGame(t, "scenario=indigau seed=5")
	// Indigau in two turns, Blue passing: the outer defenders, then the last one
	play(t, g, "move red:arm2 34-33", "move red:inf1 33-33", "move red:arm1 36-33", "move red:inf2 35-33", "move red:inf3 37-33",
		"endmove", "battle red:arm2,red:inf1,red:inf2 vs blue:inf1", "battle red:arm1,red:inf3 vs blue:inf3",
		"dice 1", "resolve 0", "dice 1", "resolve 1", "endturn", "endmove", "endturn",
		"move red:arm1 35-34", "move red:arm2 34-34", "endmove", "battle red:arm1,red:arm2 vs blue:inf2", "dice 1", "resolve 0", "endturn")
	person := func(units.Side) bool { return false }
	for _, c := range []struct {
		hints    int
		computer func(units.Side) bool
		want     string
	}{
		{0, person, "won without hints, in 2 turns"},
		{1, person, "won in 2 turns, with 1 hint"},
		{3, person, "won in 2 turns, with 3 hints"},
		{0, func(s units.Side) bool { return s == units.Red }, ""},
	} {
		if got := ScenarioResult(g, c.computer, c.hints); got != c.want {
			t.Errorf("%d hints: %q, want %q", c.hints, got, c.want)
		}
	}
	if got := ScenarioResult(battleGame(t, false), person, 0); got != "" {
		t.Errorf("a game outside a scenario: %q", got)
	}
}

// holdAzurburg is the hold scenario in small: Blue must hold Azurburg, Red's armour stands
// beside it and its garrison is away.
const holdAzurburg = `{"taktik": "scenario", "id": "test-hold-azurburg", "rules": "basic", "first": "red",
 "player": "blue", "opponent": "medium", "goal": {"side": "blue", "hold": ["Azurburg"], "turns": 1},
 "units": ["red:arm3 23-40", "red:inf11 10-5", "blue:inf11 28-50"]}`

func TestScenarioEndSaysWhoTookWhat(t *testing.T) {
	sc, err := game.ParseScenario([]byte(holdAzurburg))
	if err != nil {
		t.Fatal(err)
	}
	if err := game.AddScenario(sc); err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		name   string
		moves  []string
		winner game.Winner
		how    How
		en, de string
	}{
		{"Red takes Azurburg", []string{"move red:arm3 23-42", "endmove", "endturn"}, game.RedWins, Seized,
			"Red took Azurburg, which Blue had to hold.", "Rot hat Azurburg genommen, das Blau halten musste."},
		{"Blue holds to the last turn", []string{"endmove", "endturn", "endmove", "endturn"}, game.BlueWins, Held,
			"Turn limit reached: Blue held Azurburg.", "Zuglimit erreicht: Blau hat Azurburg gehalten."},
	}
	defer lang.Set("en")
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			g := newGame(t, "scenario=test-hold-azurburg seed=1")
			play(t, g, c.moves...)
			s := Summarize(g)
			if s.Winner != c.winner || s.How != c.how {
				t.Fatalf("winner %v by %v, want %v by %v", s.Winner, s.How, c.winner, c.how)
			}
			for _, l := range []struct{ lang, want string }{{"en", c.en}, {"de", c.de}} {
				lang.Set(l.lang)
				if got := HowText(s); got != l.want {
					t.Errorf("%s: %q, want %q", l.lang, got, l.want)
				}
			}
		})
	}
}
