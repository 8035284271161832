package settings

import (
	"math"
	"os"
	"path/filepath"
	"reflect"
	"runtime"
	"strings"
	"testing"
	"time"

	"taktik/render/lang"
)

func TestSaveThenLoadKeepsEverything(t *testing.T) {
	path := filepath.Join(t.TempDir(), "taktik2", "settings.json") // folder made on save
	want := Settings{Language: "de", Sound: false, Volume: 0.25, Animation: Fast, Width: 1200, Height: 700, Fullscreen: true, Zoom: 40,
		NewGame: "level=1 red=1 turnlimit=12", TextSize: 125, Lessons: []string{"first", "trap"}, Scenarios: []string{"indigau"}}
	if err := Save(path, want); err != nil {
		t.Fatal(err)
	}
	got, err := Load(path)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("loaded %+v, want %+v", got, want)
	}
	leftovers, _ := filepath.Glob(filepath.Join(filepath.Dir(path), ".*tmp"))
	if len(leftovers) != 0 {
		t.Errorf("temporary files left behind: %v", leftovers)
	}
}

func TestMissingFileGivesDefaultsQuietly(t *testing.T) {
	t.Setenv("LC_ALL", "de_DE.UTF-8")
	got, err := Load(filepath.Join(t.TempDir(), "none.json"))
	if err != nil {
		t.Fatalf("a first start is not an error: %v", err)
	}
	if !reflect.DeepEqual(got, Defaults()) || got.Language != "de" {
		t.Errorf("got %+v, want the defaults in German", got)
	}
}

func TestDamagedFileGivesDefaultsAndASentence(t *testing.T) {
	t.Setenv("LC_ALL", "en_GB.UTF-8")
	for name, content := range map[string]string{
		"truncated":  `{"language": "de", "sound": tr`,
		"not json":   "\x00\x01garbage",
		"wrong type": `{"volume": "loud"}`,
	} {
		t.Run(name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "settings.json")
			if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
				t.Fatal(err)
			}
			got, err := Load(path)
			if err == nil || !strings.Contains(err.Error(), "damaged") || !strings.Contains(err.Error(), path) {
				t.Errorf("error %v; want one that names the file and says it is damaged", err)
			}
			if !reflect.DeepEqual(got, Defaults()) {
				t.Errorf("got %+v, want the defaults", got)
			}
		})
	}
}

func TestUnknownValuesAreRepaired(t *testing.T) {
	t.Setenv("LC_ALL", "C")
	path := filepath.Join(t.TempDir(), "settings.json")
	content := `{"language":"fr","sound":true,"volume":3,"animation":"warp","window_width":100,"window_height":50,"zoom":33,"text_size":300}`
	if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
	got, err := Load(path)
	if err != nil {
		t.Fatal(err)
	}
	want := Settings{Language: "en", Sound: true, Volume: 1, Animation: Normal, TextSize: 100}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("got %+v, want %+v", got, want)
	}
}

// The map's zoom is kept as one of its levels; a level the map has none of, or a
// negative one, gives the whole map (0).
func TestZoomIsALevelOrTheWholeMap(t *testing.T) {
	for zoom, want := range map[int]int{0: 0, 12: 12, 32: 32, 64: 64, -20: 0, 33: 0, 65: 0, 1000: 0} {
		s := Defaults()
		s.Zoom = zoom
		if got := s.Clean().Zoom; got != want {
			t.Errorf("zoom %d cleaned to %d, want %d", zoom, got, want)
		}
	}
}

func TestSaveReplacesTheOldFile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "settings.json")
	if err := os.WriteFile(path, []byte("old and damaged"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := Save(path, Settings{Language: "en", Volume: 0.5, Animation: Slow}); err != nil {
		t.Fatal(err)
	}
	got, err := Load(path)
	if err != nil || got.Animation != Slow {
		t.Errorf("after saving over a damaged file: %+v, %v", got, err)
	}
}

func TestSaveIntoAnUnwritablePlaceIsAnError(t *testing.T) {
	blocker := filepath.Join(t.TempDir(), "file")
	if err := os.WriteFile(blocker, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := Save(filepath.Join(blocker, "settings.json"), Defaults()); err == nil {
		t.Error("saving below a plain file succeeded")
	}
}

func TestSystemLanguage(t *testing.T) {
	cases := []struct{ all, messages, lang, want string }{
		{"", "", "de_AT.UTF-8", "de"},
		{"", "", "en_US.UTF-8", "en"},
		{"en_US.UTF-8", "", "de_DE.UTF-8", "en"}, // LC_ALL wins
		{"", "de_CH", "en_US", "de"},             // then LC_MESSAGES
		{"", "", "", "en"},
	}
	for _, c := range cases {
		t.Setenv("LC_ALL", c.all)
		t.Setenv("LC_MESSAGES", c.messages)
		t.Setenv("LANG", c.lang)
		t.Setenv("LANGUAGE", "")
		if got := systemLanguage(); got != c.want {
			t.Errorf("LC_ALL=%q LC_MESSAGES=%q LANG=%q: %q, want %q", c.all, c.messages, c.lang, got, c.want)
		}
	}
}

func TestDataDirFollowsXDG(t *testing.T) {
	t.Setenv("XDG_DATA_HOME", "/srv/data")
	dir, err := DataDir()
	if err != nil {
		t.Fatal(err)
	}
	if runtime.GOOS == "linux" && dir != "/srv/data/taktik2" {
		t.Errorf("DataDir %q, want /srv/data/taktik2", dir)
	}
}

// TestCleanTempClearsEveryFolder: the temporary files of saves killed half-way go from
// the settings' folder, the data folder and the saves folder; the files beside them and
// a temporary file of a save still in progress (younger than a minute) stay.
func TestCleanTempClearsEveryFolder(t *testing.T) {
	root := t.TempDir()
	t.Setenv("XDG_CONFIG_HOME", filepath.Join(root, "config"))
	t.Setenv("XDG_DATA_HOME", filepath.Join(root, "data"))
	t.Setenv("HOME", root)
	sp, _ := Path()
	data, _ := DataDir()
	saves, _ := SavesDir()
	old := time.Now().Add(-time.Hour)
	var stale, kept []string
	for _, dir := range []string{filepath.Dir(sp), data, saves} {
		if err := os.MkdirAll(dir, 0o755); err != nil {
			t.Fatal(err)
		}
		for _, name := range []string{".x.json.taktik2-123.tmp", "x.json", ".y.json.taktik2-456.tmp"} {
			p := filepath.Join(dir, name)
			os.WriteFile(p, []byte("{}"), 0o644)
			if name == ".x.json.taktik2-123.tmp" {
				os.Chtimes(p, old, old)
				stale = append(stale, p)
			} else {
				kept = append(kept, p)
			}
		}
	}
	CleanTemp()
	for _, p := range stale {
		if _, err := os.Stat(p); !os.IsNotExist(err) {
			t.Errorf("%s is still there", p)
		}
	}
	for _, p := range kept {
		if _, err := os.Stat(p); err != nil {
			t.Errorf("%s went: %v", p, err)
		}
	}
}

// TestTextSizeHeldSaysWhy: a 1366 × 768 laptop holds the game's smallest layout
// (SmallW × SmallH points) at 111 % at most, so 125 and 150 % give the same text as
// 111 %; the settings say so beside the choice instead of changing nothing silently. A
// 1920 × 1080 screen gives 150 % whole.
func TestTextSizeHeldSaysWhy(t *testing.T) {
	defer lang.Set(lang.Fallback)
	lang.Set("en")
	cases := []struct {
		w, h float64
		pct  int
		got  float64
		note string
	}{
		{1366, 768, 100, 1, ""},
		{1366, 768, 125, 1366.0 / SmallW, "This screen holds text at 111 % at most: larger sizes need a larger window or screen."},
		{1366, 768, 150, 1366.0 / SmallW, "This screen holds text at 111 % at most: larger sizes need a larger window or screen."},
		{1920, 1080, 150, 1.5, ""},
		{1600, 900, 150, 1600.0 / SmallW, "This screen holds text at 130 % at most: larger sizes need a larger window or screen."},
		{1600, 900, 125, 1.25, ""},
	}
	for _, c := range cases {
		s := Settings{TextSize: c.pct}
		if got := s.TextScaleOn(c.w, c.h); math.Abs(got-c.got) > 0.001 {
			t.Errorf("%v×%v at %d %%: scale %.3f, want %.3f", c.w, c.h, c.pct, got, c.got)
		}
		if got := s.TextSizeHeld(c.w, c.h); got != c.note {
			t.Errorf("%v×%v at %d %%: note %q, want %q", c.w, c.h, c.pct, got, c.note)
		}
	}
}
