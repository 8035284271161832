package info

import (
	"strings"
	"testing"

	"taktik/game"
	"taktik/maps"
	"taktik/render/lang"
	"taktik/units"
)

// position is a game position reduced to what info asks: who owns which city, who
// stands where.
type position struct {
	owners map[int]units.Side
	at     map[maps.Square]int
}

func (p position) Owner(city int) units.Side {
	if s, ok := p.owners[city]; ok {
		return s
	}
	return units.Red
}

func (p position) UnitAt(s maps.Square) (int, bool) { n, ok := p.at[s]; return n, ok }

func continent(t *testing.T) *maps.Board {
	t.Helper()
	b, err := maps.Continent()
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func texts(lines []Line) string {
	var out []string
	for _, l := range lines {
		out = append(out, l.Text)
	}
	return strings.Join(out, " | ")
}

func TestDescribesTheBlueCapitalR6(t *testing.T) {
	b := continent(t)
	lang.Set("en")
	defer lang.Set(lang.Fallback)
	s := maps.Square{Row: 23, Col: 43} // Blue's capital holds 23-43 (MAP.md fact 4)
	c := b.CityAt(s)
	if c == nil {
		t.Fatal("no city at 23-43")
	}
	idx := b.CityIndexAt(b.Index(s))
	pos := position{owners: map[int]units.Side{idx: units.Red}, at: map[maps.Square]int{s: 0}}
	got := texts(Square(b, pos, s))
	for _, want := range []string{"23-43 · ", c.Name + " (capital), Blue", "held by Red", "HQ"} {
		if !strings.Contains(got, want) {
			t.Errorf("%q lacks %q", got, want)
		}
	}
	if b.Port(s) != strings.Contains(got, "Port") {
		t.Errorf("%q: port %v", got, b.Port(s))
	}
}

func TestNamesRiversAndRoadsR3R4(t *testing.T) {
	b := continent(t)
	lang.Set("de")
	defer lang.Set(lang.Fallback)
	var river, road maps.Square
	for i := 0; i < b.Size(); i++ {
		s := b.SquareAt(i)
		if len(b.Rivers(s)) > 0 && river == (maps.Square{}) {
			river = s
		}
		if len(b.RoadsAt(s)) > 0 && road == (maps.Square{}) {
			road = s
		}
	}
	got := texts(Square(b, nil, river))
	if !strings.Contains(got, "Fluss") {
		t.Errorf("%v: %q names no river", river, got)
	}
	got = texts(Square(b, nil, road))
	if !strings.Contains(got, "Straße: ") {
		t.Errorf("%v: %q names no road %v", road, got, b.RoadsAt(road))
	}
}

// A road is named by the cities at its ends, not by the map's id; a junction lists
// every road through it.
func TestRoadsAreNamedByTheirCities(t *testing.T) {
	b := continent(t)
	lang.Set("en")
	defer lang.Set(lang.Fallback)
	got := texts(Square(b, nil, maps.Square{Row: 20, Col: 22})) // on R-4 only
	if !strings.Contains(got, "Road: Zinnoberhafen – Azurburg") || strings.Contains(got, "R-4") {
		t.Errorf("20-22: %q, want the central road named by its ends", got)
	}
	got = texts(Square(b, nil, maps.Square{Row: 21, Col: 16})) // in Glutstadt, where cross
	for _, want := range []string{"Road: Glutstadt – Rubingen", "Road: Zinnoberhafen – Azurburg"} {
		if !strings.Contains(got, want) {
			t.Errorf("21-16: %q lacks %q", got, want)
		}
	}
}

func TestBivouacAndUnitLinesCarryTheirSide(t *testing.T) {
	b := continent(t)
	lang.Set("en")
	defer lang.Set(lang.Fallback)
	s := maps.Square{Row: 15, Col: 5} // Red's FIRST ARMY GROUP area (R9)
	lines := Square(b, position{at: map[maps.Square]int{s: 43}}, s)
	got := texts(lines)
	// the area's printed label is English on the board; the tooltip names the formation
	if !strings.Contains(got, "Bivouac area First Army Group (Red)") || !strings.Contains(got, "First Army Group HQ (Red) 0-5") {
		t.Errorf("15-5: %q", got)
	}
	for _, l := range lines[1:] {
		if !l.Sided || l.Side != units.Red {
			t.Errorf("line %q is not marked Red", l.Text)
		}
	}
}

func TestBivouacNamesAreTranslated(t *testing.T) {
	b := continent(t)
	lang.Set("de")
	defer lang.Set(lang.Fallback)
	got := texts(Square(b, nil, maps.Square{Row: 15, Col: 5}))
	if strings.Contains(got, "FIRST ARMY GROUP") || !strings.Contains(got, "Bivakgebiet") {
		t.Errorf("15-5 in German: %q", got)
	}
}

// match is a game position for the unit lines: a position with unit states, a phase,
// battles, supply and options.
type match struct {
	position
	units   map[int]game.UnitState
	phase   game.Phase
	side    units.Side
	battles []game.Battle
	cut     map[int]bool
	opts    game.Options
}

func (m match) Unit(n int) game.UnitState { return m.units[n] }
func (m match) Phase() game.Phase         { return m.phase }
func (m match) Side() units.Side          { return m.side }
func (m match) Battles() []game.Battle    { return m.battles }
func (m match) InSupply(n int) bool       { return !m.cut[n] }
func (m match) Options() game.Options     { return m.opts }

// TestUnitLinesTellTheUnitsState: the tooltip of a unit names its formation and what
// it has done this turn: moved and how far it may still go (R11), its battle (R15),
// cut off from supply (R32), its nuclear weapon (R33).
func TestUnitLinesTellTheUnitsState(t *testing.T) {
	lang.Set("en")
	defer lang.Set(lang.Fallback)
	inf, _ := game.UnitNumber("red:inf1")
	hq, _ := game.UnitNumber("red:hq-1c")
	foe, _ := game.UnitNumber("blue:inf1")
	on := func(st game.UnitState) game.UnitState { st.Status = game.OnBoard; return st }
	cases := []struct {
		name string
		m    match
		unit int
		want []string
		not  []string
	}{
		{"moved with movement left", match{units: map[int]game.UnitState{inf: on(game.UnitState{Moved: true, Left: 7})},
			phase: game.PhaseMovement}, inf, []string{"1st Infantry Division", "Formation: I Corps", "Moved this turn; 2⅓ points left"}, nil},
		{"not moved", match{units: map[int]game.UnitState{inf: on(game.UnitState{Left: 15})}, phase: game.PhaseMovement},
			inf, []string{"Not moved yet: 5 points"}, nil},
		{"the enemy's unit shows no movement", match{units: map[int]game.UnitState{foe: on(game.UnitState{Left: 15})},
			phase: game.PhaseMovement}, foe, nil, []string{"moved"}},
		{"battles count from one", match{units: map[int]game.UnitState{inf: on(game.UnitState{Attacked: true}), foe: on(game.UnitState{Defended: true})},
			phase: game.PhaseCombat, battles: []game.Battle{{Attackers: []int{5}, Defenders: []int{50}}, {Attackers: []int{inf}, Defenders: []int{foe}}}},
			inf, []string{"Attacks in battle 2"}, nil},
		{"a resolved battle tells its result", match{units: map[int]game.UnitState{foe: on(game.UnitState{Defended: true})},
			phase: game.PhaseCombat, battles: []game.Battle{{Attackers: []int{inf}, Defenders: []int{foe}, Resolved: true, Result: game.DB2}}},
			foe, []string{"Defends in battle 1 · Defenders fall back two"}, nil},
		{"cut off twice: lost at the end of this turn", match{units: map[int]game.UnitState{inf: on(game.UnitState{Cut: 2})},
			phase: game.PhaseCombat, cut: map[int]bool{inf: true}, opts: game.Options{Supply: true}},
			inf, []string{"Cut off from supply for two turns: lost at the end of this turn"}, nil},
		{"cut off is only said with the supply rule", match{units: map[int]game.UnitState{inf: on(game.UnitState{Cut: 2})},
			phase: game.PhaseCombat, cut: map[int]bool{inf: true}}, inf, nil, []string{"supply"}},
		{"an HQ's weapon, ready", match{units: map[int]game.UnitState{hq: on(game.UnitState{})}, phase: game.PhaseCombat,
			opts: game.Options{Nuclear: true}}, hq, []string{"Nuclear weapon: atomic gun, range 4, ready"}, []string{"Formation"}},
		{"an HQ's weapon, fired", match{units: map[int]game.UnitState{hq: on(game.UnitState{Fired: true})}, phase: game.PhaseCombat,
			opts: game.Options{Nuclear: true}}, hq, []string{"Nuclear weapon: atomic gun, fired"}, nil},
	}
	for _, c := range cases {
		c.m.side = units.Red
		got := texts(Unit(c.m, c.unit))
		for _, w := range c.want {
			if !strings.Contains(got, w) {
				t.Errorf("%s: %q lacks %q", c.name, got, w)
			}
		}
		for _, w := range c.not {
			if strings.Contains(got, w) {
				t.Errorf("%s: %q says %q", c.name, got, w)
			}
		}
	}
}
