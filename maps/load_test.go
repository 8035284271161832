package maps

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"taktik/assets"
	"taktik/units"
)

func TestLoad(t *testing.T) {
	dir := t.TempDir()
	good := filepath.Join(dir, "good.map")
	if err := os.WriteFile(good, []byte(fullTaktikMap(56, nil)), 0o644); err != nil {
		t.Fatal(err)
	}
	b, err := Load(good)
	if err != nil {
		t.Fatalf("Load(good) = %v", err)
	}
	if c := b.Capital(units.Blue); c == nil || c.Name != "Blauburg" {
		t.Errorf("Blue's capital = %v, want Blauburg", c)
	}

	// A broken file is refused with its path and the line.
	bad := filepath.Join(dir, "bad.map")
	src := mapReplaceOnce(t, fullTaktikMap(56, nil), "road R-2 10-4..30-4", "road R-2 10-4..20-4 22-4")
	if err := os.WriteFile(bad, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	_, err = Load(bad)
	want := bad + ": line " + strconv.Itoa(lineContaining(t, src, "road R-2")) + ": road R-2 jumps from 20-4 to 22-4; consecutive road squares must touch"
	if err == nil || err.Error() != want {
		t.Errorf("Load(bad) = %v\nwant %s", err, want)
	}
	var e *Error
	if !errors.As(err, &e) || e.Line != lineContaining(t, src, "road R-2") {
		t.Errorf("Load(bad) error does not carry the line: %#v", err)
	}

	if _, err := Load(filepath.Join(dir, "missing.map")); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("Load(missing) = %v, want a not-exist error", err)
	}
}

// TestContinentShared: the shipped board is parsed once and every caller gets the same
// one. While assets/continent.map is still empty, Continent must say so, not panic.
func TestContinentShared(t *testing.T) {
	b1, err1 := Continent()
	b2, err2 := Continent()
	if len(assets.ContinentMap) == 0 {
		if err1 == nil || !strings.Contains(err1.Error(), "empty") {
			t.Fatalf("Continent() on an empty asset = %v, want an error saying it is empty", err1)
		}
		t.Skip("assets/continent.map is empty: nothing more to check yet")
	}
	if err1 != nil {
		t.Fatalf("the shipped continent is refused: %v", err1)
	}
	if err2 != nil || b1 != b2 {
		t.Fatalf("Continent() gave %p then %p (%v); want the same board", b1, b2, err2)
	}
}

// BenchmarkContinent parses and checks the shipped map; the goal is under 5 ms.
func BenchmarkContinent(b *testing.B) {
	if len(assets.ContinentMap) == 0 {
		b.Skip("assets/continent.map is empty; BenchmarkParseFullMap times a generated 44×56 map meanwhile")
	}
	benchParse(b, assets.ContinentMap)
}

// BenchmarkParseFullMap times the generated 44×56 map, which passes every check.
func BenchmarkParseFullMap(b *testing.B) {
	benchParse(b, []byte(fullTaktikMap(56, nil)))
}

func benchParse(b *testing.B, data []byte) {
	b.ReportAllocs()
	b.SetBytes(int64(len(data)))
	for b.Loop() {
		if _, err := Parse(data); err != nil {
			b.Fatal(err)
		}
	}
}

// FuzzParse: whatever the bytes, Parse and ParseSketch return a board or an error and
// never panic; a board they return is consistent with its own lists.
func FuzzParse(f *testing.F) {
	f.Add([]byte(fullTaktikMap(56, nil)))
	f.Add([]byte(sketchMap(coastSketch, noRiverRows, "road R-1 2-1..2-5", "city Foo red capital 2-2* 3-2", `beach "Sand" 2-6..2-7`, `bivouac red "I C" 4-1..4-7`)))
	f.Add([]byte(sketchMap([]string{"~~~~~~~", ".......", "...=...", ".......", "......."}, []string{".......", "..|....", "..+_..."})))
	f.Add([]byte(sketchMap(coastSketch, nil, "road R-1 2-1..2-3")))
	f.Add([]byte(sketchMap(coastSketch, noRiverRows, "road R-3 2-1..2-3 2-5")))
	f.Add([]byte(sketchMap(coastSketch, noRiverRows, "city Foo red 3-2 3-4", `city "Bar blue 2-2`)))
	f.Add([]byte(sketchMap([]string{"~~~=~~~", "......."}, noRiverRows, "road R-1 2-7..2-9")))
	f.Add([]byte("taktik-map 1\nsize 200 200\nterrain\n"))
	f.Add([]byte(""))
	f.Fuzz(func(t *testing.T, data []byte) {
		if b, err := Parse(data); err == nil {
			checkConsistent(t, b)
		}
		if b, err := ParseSketch(data); err == nil {
			checkConsistent(t, b)
		}
	})
}

func checkConsistent(t *testing.T, b *Board) {
	for k := range b.Cities {
		for _, s := range b.Cities[k].Squares {
			if b.CityAt(s) != &b.Cities[k] {
				t.Fatalf("CityAt(%s) is not %q", s, b.Cities[k].Name)
			}
		}
	}
	for _, r := range b.Roads {
		for j := 1; j < len(r.Squares); j++ {
			if !b.RoadStep(r.Squares[j-1], r.Squares[j]) {
				t.Fatalf("road %s: %s→%s is not a road step", r.Name, r.Squares[j-1], r.Squares[j])
			}
		}
	}
}
