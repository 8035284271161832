package info

import (
	"strings"
	"testing"

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
	if !strings.Contains(got, "Straße: "+b.RoadsAt(road)[0]) {
		t.Errorf("%v: %q names no road %v", road, got, b.RoadsAt(road))
	}
}

func TestBivouacAndUnitLinesCarryTheirSide(t *testing.T) {
	b := continent(t)
	lang.Set("en")
	defer lang.Set(lang.Fallback)
	s := maps.Square{Row: 15, Col: 5} // Red's FIRST ARMY GROUP area (R9)
	lines := Square(b, position{at: map[maps.Square]int{s: 43}}, s)
	got := texts(lines)
	if !strings.Contains(got, "FIRST ARMY GROUP") || !strings.Contains(got, "First Army Group HQ (Red) 0-5") {
		t.Errorf("15-5: %q", got)
	}
	for _, l := range lines[1:] {
		if !l.Sided || l.Side != units.Red {
			t.Errorf("line %q is not marked Red", l.Text)
		}
	}
}
