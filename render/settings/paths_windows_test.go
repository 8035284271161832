package settings

import (
	"os"
	"path/filepath"
	"testing"

	"taktik/game/gametest"
)

// On Windows the settings, the autosave and the saved games live in the user's
// application data (%APPDATA%\taktik2), also when the user's folder has spaces and
// letters beyond ASCII in its name. Run under wine by scripts/wine-test.sh.
func TestWindowsFoldersInAppData(t *testing.T) {
	appdata := filepath.Join(gametest.Scratch(t), "Jürgen Müller", "AppData", "Roaming")
	t.Setenv("APPDATA", appdata)
	want := filepath.Join(appdata, "taktik2")
	sp, err := Path()
	if err != nil || sp != filepath.Join(want, "settings.json") {
		t.Fatalf("Path() = %q, %v; want %q", sp, err, filepath.Join(want, "settings.json"))
	}
	data, err := DataDir()
	if err != nil || data != want {
		t.Fatalf("DataDir() = %q, %v; want %q", data, err, want)
	}
	saves, _ := SavesDir()
	if saves != filepath.Join(want, "saves") {
		t.Errorf("SavesDir() = %q, want %q", saves, filepath.Join(want, "saves"))
	}
	if err := os.MkdirAll(filepath.Dir(sp), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := Save(sp, Settings{Language: "de", Volume: 0.25, Animation: Slow}); err != nil {
		t.Fatal(err)
	}
	got, err := Load(sp)
	if err != nil || got.Language != "de" || got.Volume != 0.25 || got.Animation != Slow {
		t.Errorf("settings read back from %q: %+v, %v", sp, got, err)
	}
	entries, _ := os.ReadDir(filepath.Dir(sp))
	if len(entries) != 1 || entries[0].Name() != "settings.json" {
		t.Errorf("the settings folder holds %v, want settings.json alone (no temporary file)", entries)
	}
}
