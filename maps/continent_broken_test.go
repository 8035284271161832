package maps_test

import (
	"strings"
	"testing"

	"taktik/assets"
	"taktik/maps"
)

// TestContinentChecksCatchBrokenMaps breaks the shipped map in one way at a time and
// demands that the check of the fact it breaks complains. Each check in
// continent_test.go is thus shown to be able to fail. The broken maps are read with
// ParseSketch, which checks structure only, so that the fact checks themselves (not the
// loader's TAKTIK II checks) must find the fault.
func TestContinentChecksCatchBrokenMaps(t *testing.T) {
	cases := []struct {
		name  string
		fact  check
		spoil func(m *mapText)
	}{
		{"fact 1: land on the board's edge", fact1GridAndSea, func(m *mapText) {
			m.terrain('.', sq(1, 31))
		}},
		{"fact 2: a Red city in Blue's country", fact2Countries, func(m *mapText) {
			m.replace(`city "Indigau" blue`, `city "Indigau" red`)
		}},
		{"fact 3: a fourth bridge to Red's island", fact3RedIsland, func(m *mapText) {
			m.terrain('=', sq(12, 3))
		}},
		{"fact 3: the island joined to the mainland by land", fact3RedIsland, func(m *mapText) {
			m.terrain('.', sq(8, 12), sq(8, 13))
		}},
		{"fact 4: the bay's inner arm filled in", fact4BlueCapital, func(m *mapText) {
			m.terrain('.', line(sq(24, 36), sq(24, 41))...)
			m.terrain('.', line(sq(25, 38), sq(25, 41))...)
		}},
		{"fact 5: Red with eleven port squares", fact5CitiesAndPorts, func(m *mapText) {
			m.replace("5-3* 6-3*", "5-3 6-3*")
		}},
		{"fact 6: no beaches", fact6TerrainKinds, func(m *mapText) {
			m.dropLines("beach ")
		}},
		{"fact 7: every Blue river removed", fact7BlueRuggedRedOpen, func(m *mapText) {
			m.rivers(func(s maps.Square) bool { return s.Col <= 28 })
		}},
		{"fact 7: a 24-square mountain range in Red's plain", fact7BlueRuggedRedOpen, func(m *mapText) {
			m.terrain('m', block(sq(28, 12), sq(31, 17))...)
		}},
		{"fact 7: Blue's forests and mountains cleared in rows 33–41", fact7BlueRuggedRedOpen, func(m *mapText) {
			m.clear(block(sq(33, 29), sq(41, 56)), 'f', 'm')
		}},
		{"fact 7: Red's rivers cut short", fact7BlueRuggedRedOpen, func(m *mapText) {
			m.rivers(func(s maps.Square) bool { return s.Col > 28 || s.Col >= 20 })
		}},
		{"fact 8: the Grenzwald cleared", fact8BorderForest, func(m *mapText) {
			m.clear(block(sq(1, 29), sq(22, 32)), 'f')
		}},
		{"fact 8: the Enzian and west Blaukamm passes closed", fact8MountainPasses, func(m *mapText) {
			m.terrain('m', sq(14, 49), sq(14, 50), sq(29, 36), sq(30, 36))
		}},
		{"fact 8: the west Blaukamm pass closed", fact8MountainPasses, func(m *mapText) {
			m.terrain('m', sq(29, 36), sq(30, 36))
		}},
		{"fact 8: B-2 joins B-1 north of the capital", fact8RoadsMeetInBlueCapital, func(m *mapText) {
			m.replaceLine("road B-2 ", "road B-2 15-52 14-51..14-49 15-48 16-47..16-43")
		}},
		{"fact 8: a road from north to south of the bay avoiding the capital", fact8RoadsMeetInBlueCapital, func(m *mapText) {
			m.add("road B-9 22-37 23-36 24-35 25-36 26-37")
		}},
		{"fact 9: Blue's I C too small", fact9Bivouacs, func(m *mapText) {
			m.replace(`bivouac blue "I C" 5-37..5-39 6-37..6-39 7-37..7-39`, `bivouac blue "I C" 5-37..5-39 6-37..6-39`)
		}},
		{"fact 9: Red's army group away from 15-5", fact9Bivouacs, func(m *mapText) {
			m.replace(`bivouac red "FIRST ARMY GROUP" 15-5 16-5`, `bivouac red "FIRST ARMY GROUP" 16-5 17-5`)
		}},
		{"fact 10: Blue with two beaches", fact10Beaches, func(m *mapText) {
			m.dropLines(`beach "Möwenstrand"`, `beach "Seehundküste"`)
		}},
		{"design: a city on no road", citiesOnRoads, func(m *mapText) {
			m.dropLines("road B-2 ")
		}},
		{"design: Red's corps far from the front", corpsDistanceBalanced, func(m *mapText) {
			m.replace(`bivouac red "III C" 24-23..24-25 25-23..25-25 26-23..26-25`, `bivouac red "III C" 28-3..28-5 29-3..29-5 30-3..30-5`)
			m.replace(`bivouac red "IV C" 32-22..32-24 33-22..33-24 34-22..34-24`, `bivouac red "IV C" 32-3..32-5 33-3..33-5 34-3..34-5`)
		}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			m := shippedText(t)
			c.spoil(m)
			b, err := maps.ParseSketch([]byte(m.String()))
			if err != nil {
				t.Fatalf("the broken map should still be a sound sketch: %v", err)
			}
			f := c.fact(b)
			if len(f) == 0 {
				t.Fatal("the check found nothing wrong")
			}
			t.Logf("found: %s", f[0])
		})
	}
}

// The unbroken text passes every check, so the faults above come from the breaks.
func TestContinentTextRoundTrip(t *testing.T) {
	b, err := maps.ParseSketch([]byte(shippedText(t).String()))
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []check{fact1GridAndSea, fact2Countries, fact3RedIsland, fact4BlueCapital,
		fact5CitiesAndPorts, fact6TerrainKinds, fact7BlueRuggedRedOpen, fact8BorderForest,
		fact8RoadsMeetInBlueCapital, fact8MountainPasses, fact9Bivouacs, fact10Beaches,
		citiesOnRoads, corpsDistanceBalanced} {
		for _, f := range c(b) {
			t.Error(f)
		}
	}
}

// mapText is the shipped map file as lines, to be edited by a test.
type mapText struct {
	t     *testing.T
	lines []string
}

func shippedText(t *testing.T) *mapText {
	return &mapText{t: t, lines: strings.Split(string(assets.ContinentMap), "\n")}
}

func (m *mapText) String() string { return strings.Join(m.lines, "\n") }

// gridRow is the index of the line holding a grid row (1-based) of a section, and the
// offset of its first letter.
func (m *mapText) gridRow(section string, row int) (int, int) {
	m.t.Helper()
	in, n := false, 0
	for k, l := range m.lines {
		text := strings.TrimSpace(strings.SplitN(l, "#", 2)[0])
		switch {
		case !in:
			in = text == section
		case text != "":
			n++
			if n == row {
				return k, strings.Index(l, text)
			}
		}
	}
	m.t.Fatalf("no row %d in the %s grid", row, section)
	return 0, 0
}

func (m *mapText) set(section string, s maps.Square, letter byte) {
	k, off := m.gridRow(section, s.Row)
	b := []byte(m.lines[k])
	b[off+s.Col-1] = letter
	m.lines[k] = string(b)
}

func (m *mapText) get(section string, s maps.Square) byte {
	k, off := m.gridRow(section, s.Row)
	return m.lines[k][off+s.Col-1]
}

// terrain gives squares a terrain letter.
func (m *mapText) terrain(letter byte, list ...maps.Square) {
	for _, s := range list {
		m.set("terrain", s, letter)
	}
}

// clear turns squares of some terrain letters to clear ground.
func (m *mapText) clear(list []maps.Square, letters ...byte) {
	for _, s := range list {
		if strings.IndexByte(string(letters), m.get("terrain", s)) >= 0 {
			m.set("terrain", s, '.')
		}
	}
}

// rivers removes the river marks of every square keep says no to.
func (m *mapText) rivers(keep func(s maps.Square) bool) {
	for r := 1; r <= 44; r++ {
		for c := 1; c <= 56; c++ {
			if s := sq(r, c); !keep(s) {
				m.set("rivers", s, '.')
			}
		}
	}
}

// replace swaps a piece of text that occurs once.
func (m *mapText) replace(old, repl string) {
	m.t.Helper()
	text := m.String()
	if n := strings.Count(text, old); n != 1 {
		m.t.Fatalf("%q occurs %d times in the map", old, n)
	}
	m.lines = strings.Split(strings.Replace(text, old, repl, 1), "\n")
}

// replaceLine swaps the one line that starts with a prefix.
func (m *mapText) replaceLine(prefix, repl string) {
	m.t.Helper()
	n := 0
	for k, l := range m.lines {
		if strings.HasPrefix(l, prefix) {
			m.lines[k] = repl
			n++
		}
	}
	if n != 1 {
		m.t.Fatalf("%d lines start with %q", n, prefix)
	}
}

// dropLines removes the lines that start with any of the prefixes.
func (m *mapText) dropLines(prefixes ...string) {
	m.t.Helper()
	var kept []string
	for _, l := range m.lines {
		drop := false
		for _, p := range prefixes {
			drop = drop || strings.HasPrefix(l, p)
		}
		if !drop {
			kept = append(kept, l)
		}
	}
	if len(kept) == len(m.lines) {
		m.t.Fatalf("no line starts with %q", prefixes)
	}
	m.lines = kept
}

// add appends an item line.
func (m *mapText) add(item string) { m.lines = append(m.lines, item) }

// block lists the squares of a rectangle, corners included.
func block(a, b maps.Square) []maps.Square {
	var list []maps.Square
	for r := a.Row; r <= b.Row; r++ {
		for c := a.Col; c <= b.Col; c++ {
			list = append(list, sq(r, c))
		}
	}
	return list
}

// line lists the squares from a to b along a row or a column.
func line(a, b maps.Square) []maps.Square { return block(a, b) }
