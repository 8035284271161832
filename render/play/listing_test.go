package play

import (
	"os"
	"path/filepath"
	"testing"
	"time"

	"taktik/game"
	"taktik/game/ai"
	"taktik/maps"
)

// The Load list names each saved game by what it holds: a first scenario's game by the
// scenario (it was listed as "a person against Recruit", like any game), an earlier game
// of the whole continent by its players, and a damaged file by neither: nothing read from
// it is made up, and a time that says nothing (1970) is no date.
func TestListedNamesAndDates(t *testing.T) {
	b, err := maps.Continent()
	if err != nil {
		t.Skip(err)
	}
	dir := t.TempDir()
	scenario, err := game.New(b, game.Options{Scenario: "indigau", Seed: 3, Players: [2]string{"person", "rekrut"}})
	if err != nil {
		t.Fatal(err)
	}
	whole, err := game.New(b, game.Options{Seed: 3, Setup: game.SetupAuto, Players: [2]string{"person", "rekrut"}})
	if err != nil {
		t.Fatal(err)
	}
	for name, g := range map[string]*game.Game{"s": scenario, "w": whole} {
		if err := SaveGame(g, filepath.Join(dir, name+".json")); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.WriteFile(filepath.Join(dir, "bad.json"), []byte(`{"options":`), 0o644); err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		file            string
		autosave, early bool
		want            string
	}{
		{"s", false, true, "Earlier game: Strike at Indigau"},
		{"s", true, false, "Autosave: Strike at Indigau"},
		{"w", false, true, "Earlier game: a person against Recruit"},
		{"w", true, false, "Autosave"},
		{"bad", false, true, "Earlier game"},
		{"bad", true, false, "Autosave"},
		{"s", false, false, "s"}, // a game the player named keeps its name
	}
	for _, c := range cases {
		path := filepath.Join(dir, c.file+".json")
		info, err := DescribeSave(b, path)
		if (err != nil) != (c.file == "bad") {
			t.Fatalf("%s: %v", c.file, err)
		}
		g := SavedGame{Path: path, Name: c.file, Autosave: c.autosave, Earlier: c.early}
		if got := ListedName(g, info, err == nil); got != c.want {
			t.Errorf("%s (autosave %v, earlier %v): listed as %q, want %q", c.file, c.autosave, c.early, got, c.want)
		}
	}
	if info, _ := DescribeSave(b, filepath.Join(dir, "s.json")); info.Players[1] != (Commander{Computer: true, Level: ai.Rekrut}) {
		t.Errorf("the scenario's players read as %+v", info.Players)
	}
	for _, c := range []struct {
		t    time.Time
		want string
	}{
		{time.UnixMilli(0), ""}, // a browser's record of the time, damaged
		{time.Unix(0, 0).UTC(), ""},
		{time.Time{}, ""},
		{time.Date(2026, 11, 28, 21, 5, 0, 0, time.UTC), "2026-11-28 21:05"},
	} {
		if got := ListedDate(c.t); got != c.want {
			t.Errorf("ListedDate(%v) = %q, want %q", c.t, got, c.want)
		}
	}
}
