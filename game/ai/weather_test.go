package ai

import (
	gomaps "maps"
	"slices"
	"testing"

	"taktik/game"
	"taktik/game/gametest"
	"taktik/maps"
	"taktik/units"
)

// With the weather rule (R30) the month's weather changes the step costs (snow takes
// the road rate away, frost and snow freeze the rivers, rain makes crossing dearer or
// bridges only) and caps every unit's movement. The AI's own reach search and its map
// of what a side can reach in a whole turn must follow the engine month by month:
// checked on every unit of the side to move at the start of its movement phase, over
// games that pass through many months, in both rule levels.
func TestReachFollowsTheWeather(t *testing.T) {
	b := continent(t)
	seen := map[game.Weather]bool{}
	checked := 0
	for seed := uint64(1); seed <= 6; seed++ {
		mode := game.Mode(seed % 2)
		g, err := game.New(b, game.Options{Seed: seed, Mode: mode, Weather: true})
		if err != nil {
			t.Fatal(err)
		}
		for turn := 0; turn < 12 && g.Phase() != game.PhaseDone; turn++ {
			seen[g.Weather()] = true
			p := positionOf(g)
			r := newReacher(p, g)
			th := newInfluence(p, newReacher(p, g), g.Side(), nil)
			lo, hi := sideRange(g.Side())
			for u := lo; u < hi; u++ {
				want := map[maps.Square]int{}
				for _, rs := range g.Reach(u) {
					want[rs.Square] = rs.Cost
				}
				if !p.onBoard(u) {
					continue
				}
				if full := r.fullMove(u); g.Unit(u).Left != full {
					t.Fatalf("seed %d turn %d (%v): %s has %d thirds, the AI thinks a turn gives %d",
						seed, g.Turn(), g.Weather(), game.UnitInfo(u).ID, g.Unit(u).Left, full)
				}
				got := map[maps.Square]int{}
				for _, i := range r.search(u, g.Unit(u).Left) {
					if p.unit(int(i)) < 0 {
						c, _ := r.r.Cost(int(i))
						got[b.SquareAt(int(i))] = c
					}
				}
				if len(got) != len(want) {
					t.Fatalf("seed %d turn %d (%v, %v): %s reaches %d squares, engine %d",
						seed, g.Turn(), mode, g.Weather(), game.UnitInfo(u).ID, len(got), len(want))
				}
				for s, c := range want {
					if got[s] != c {
						t.Fatalf("seed %d turn %d (%v): %s: %s costs %d, engine %d", seed, g.Turn(), g.Weather(),
							game.UnitInfo(u).ID, s, got[s], c)
					}
				}
				// the influence map (headquarters too: they never strike, but take cities)
				var ends []maps.Square
				for _, i := range th.lists[u-lo][1:] {
					ends = append(ends, b.SquareAt(int(i)))
				}
				if len(ends) != len(want) {
					t.Fatalf("seed %d turn %d (%v): the threat map gives %s %d squares, engine %d",
						seed, g.Turn(), g.Weather(), game.UnitInfo(u).ID, len(ends), len(want))
				}
				for _, s := range ends {
					if _, ok := want[s]; !ok {
						t.Fatalf("seed %d turn %d (%v): the threat map has %s reach %s, the engine not",
							seed, g.Turn(), g.Weather(), game.UnitInfo(u).ID, s)
					}
				}
				checked++
			}
			if _, err := PlayTurn(g, Recruit); err != nil {
				t.Fatal(err)
			}
		}
	}
	// The test must have met weather that changes the costs and caps movement.
	var capped, ground bool
	for w := range seen {
		e := w.Effects()
		capped = capped || e.MoveCap > 0
		ground = ground || e.NoRoadBonus || e.FrozenRivers || e.BridgesOnly || e.HeavyRain
	}
	if !capped || !ground || checked == 0 {
		t.Fatalf("the games met only %v: no test of the cap (%v) or of the costs (%v)", seen, capped, ground)
	}
}

// The plans of every level are made of actions the engine accepts, whatever the month:
// no planned move is refused and dropped. Under -short (the race run) one game, played
// on by the random level, and each level's plan looked at once in each weather it meets.
func TestPlansLegalInAllWeathers(t *testing.T) {
	b := continent(t)
	seeds, player := uint64(3), Officer
	if testing.Short() {
		seeds, player = 1, Random
	}
	for seed := uint64(1); seed <= seeds; seed++ {
		g, err := game.New(b, game.Options{Seed: seed, Mode: game.Advanced, Weather: true, TurnLimit: 10})
		if err != nil {
			t.Fatal(err)
		}
		planned := map[Level]map[game.Weather]bool{Recruit: {}, Officer: {}}
		for g.Phase() != game.PhaseDone {
			if g.Phase() == game.PhaseMovement && g.Pending().Kind == game.NoDecision {
				for _, level := range []Level{Recruit, Officer} {
					if testing.Short() && planned[level][g.Weather()] {
						continue
					}
					planned[level][g.Weather()] = true
					plan := planMovement(g, level)
					c := g.Clone()
					for _, a := range plan {
						if err := c.Apply(a); err != nil {
							t.Fatalf("seed %d turn %d (%v), %v: the engine refuses %v: %v", seed, g.Turn(), g.Weather(), level, a, err)
						}
					}
				}
			}
			a, err := decide(g, player, newMemory())
			if err == nil {
				err = g.Apply(a)
			}
			if err != nil {
				t.Fatal(err)
			}
		}
		if len(planned[Officer]) < 3 {
			t.Errorf("seed %d: plans looked at in %d weathers only: %v", seed, len(planned[Officer]), planned[Officer])
		}
	}
}

// What the AI knows of the step costs must never carry over from one game to another: a
// game without weather plays the same after a game in the snow (R30) as before it. The
// costs are the engine's tables (Game.StepCosts), one per board and weather.
func TestNoCostsCarriedOverFromTheSnow(t *testing.T) {
	b := continent(t)
	play := func(opts game.Options) []game.Action {
		g, err := game.New(b, opts)
		if err != nil {
			t.Fatal(err)
		}
		for g.Phase() != game.PhaseDone {
			if _, err := PlayTurn(g, Officer); err != nil {
				t.Fatal(err)
			}
		}
		return g.History()
	}
	// a seed whose first month brings snow or a blizzard
	var snowy game.Options
	for seed := uint64(1); ; seed++ {
		if seed > 500 {
			t.Fatal("no game starts in the snow")
		}
		opts := game.Options{Seed: seed, Mode: game.Advanced, Weather: true, TurnLimit: 1}
		g, err := game.New(b, opts)
		if err != nil {
			t.Fatal(err)
		}
		if g.WeatherEffects().NoRoadBonus {
			snowy = opts
			break
		}
	}
	clear := game.Options{Seed: 5, Mode: game.Advanced, TurnLimit: 3}
	fresh := play(clear)
	play(snowy)
	after := play(clear)
	if !slices.EqualFunc(fresh, after, func(x, y game.Action) bool { return x.String() == y.String() }) {
		t.Errorf("the same game plays %d actions in a fresh process and %d after a game in the snow", len(fresh), len(after))
	}
}

// The AI's supply lines (R32) are the engine's asked of the position it reads from the
// game (game.Game.CutOff): on the game's own position the AI finds cut off exactly the
// units the engine does. Checked for both sides at the start of every player turn of
// games with the supply rule.
func TestSupplyLinesMatchEngine(t *testing.T) {
	b := continent(t)
	cut := 0
	for seed := uint64(1); seed <= 4; seed++ {
		g, err := game.New(b, game.Options{Seed: seed, Mode: game.Mode(seed % 2), Supply: true, TurnLimit: 20})
		if err != nil {
			t.Fatal(err)
		}
		for g.Phase() != game.PhaseDone {
			p := positionOf(g)
			for _, side := range []units.Side{units.Red, units.Blue} {
				mine := g.CutOff(p.Layout, side)
				lo, hi := sideRange(side)
				for u := lo; u < hi; u++ {
					if !p.onBoard(u) {
						continue
					}
					engine := !g.InSupply(u)
					switch {
					case engine != mine[u]:
						t.Fatalf("seed %d turn %d: the engine finds %s cut off: %v, the AI: %v", seed, g.Turn(), game.UnitInfo(u).ID, engine, mine[u])
					case engine:
						cut++
					}
				}
			}
			level := Random // it strays deep into enemy country
			if g.Side() == units.Blue {
				level = Recruit
			}
			if _, err := PlayTurn(g, level); err != nil {
				t.Fatal(err)
			}
		}
	}
	if cut == 0 {
		t.Fatal("no unit was ever cut off: the test saw nothing")
	}
	t.Logf("cut off: %d", cut)
}

// floodMap is a small board with a river east of column 6 (rows 3–7) and a road along
// row 3 that crosses it by its bridge (3-6 to 3-7).
//
//	col  123456789012
//	 3   ~RRRRR|RRRRR   R road R-1 3-2..3-12
//	 6   ~.....|....B   B Blauburg (blue) 6-12
//	 7   ~R....|.....   R Rotdorf (red) 7-2
const floodMap = `taktik-map 1
size 8 12
terrain
~~~~~~~~~~~~
~...........
~...........
~...........
~...........
~...........
~...........
~~~~~~~~~~~~
rivers
............
............
.....|......
.....|......
.....|......
.....|......
.....|......
............
road R-1 3-2..3-12
city Blauburg blue 6-12
city Rotdorf red 7-2
`

// floodGame starts an advanced game with the weather rule on floodMap in March, with the
// month's weather from a die (6: spring rain, 1: fine, R30), and the units placed.
func floodGame(t *testing.T, weatherDie string, placements ...string) *game.Game {
	t.Helper()
	b, err := maps.ParseSketch([]byte(floodMap))
	if err != nil {
		t.Fatal(err)
	}
	g := gametest.Game(t, b, []string{"mode=advanced", "weather=on"}, placements...)
	do(t, g, "dice 2 "+weatherDie) // March (spring), then the month's weather
	do(t, g, "start")
	return g
}

// In spring rain no retreat crosses a river but by a road step over its bridge (R30,
// R19): the AI knows a unit on the river bank with only such ways back is trapped, and
// the squares it thinks a beaten unit can be moved to are the engine's.
func TestRetreatsFollowSpringRain(t *testing.T) {
	for _, c := range []struct {
		die     string
		weather game.Weather
	}{{"6", game.SpringRain}, {"1", game.Fine}} {
		bank := floodGame(t, c.die, "red:arm1 5-5", "blue:inf1 5-6", "blue:inf2 6-12")
		if bank.Weather() != c.weather {
			t.Fatalf("weather %v, want %v", bank.Weather(), c.weather)
		}
		if got, want := trapped(positionOf(bank), num("blue:inf1")), c.weather == game.SpringRain; got != want {
			t.Errorf("%v: the AI finds blue:inf1 on the river bank trapped: %v, want %v", c.weather, got, want)
		}

		g := floodGame(t, c.die, "red:arm1 4-4", "blue:inf1 3-5", "blue:inf2 6-12")
		do(t, g, "endmove")
		do(t, g, "battle red:arm1 vs blue:inf1") // 2-1
		do(t, g, "dice 3")                       // DB2
		do(t, g, "resolve")
		u := num("blue:inf1")
		want := map[maps.Square]bool{}
		for _, a := range g.Legal() {
			if a.Kind == game.ActRetreat && a.Unit == u && a.To != (maps.Square{}) {
				want[a.To] = true
			}
		}
		got := map[maps.Square]bool{}
		for _, i := range retreatEnds(positionOf(g), u, nil) {
			got[g.Board().SquareAt(i)] = true
		}
		if !gomaps.Equal(got, want) {
			t.Errorf("%v: the AI retreats blue:inf1 to %v, the engine to %v", c.weather, got, want)
		}
		if across := want[maps.Square{Row: 4, Col: 7}]; across != (c.weather == game.Fine) {
			t.Errorf("%v: the engine offers 4-7 across the river: %v", c.weather, across)
		}
	}
}
