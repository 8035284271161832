package play

import (
	"os"
	"path/filepath"
	"testing"

	"taktik/game/gametest"
	"taktik/game/store"
)

// On Windows a name the player typed either becomes a file Windows makes and finds
// again, in a folder with spaces and letters beyond ASCII in its name, or is refused by
// ReservedName before the game tries. Run under wine by scripts/wine-test.sh.
func TestWindowsSaveNames(t *testing.T) {
	dir := filepath.Join(gametest.Scratch(t), "Jürgen Müller", "Spielstände")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	for _, typed := range []string{"a:b", "Angriff.", "Nord/Süd", "Ölfeld *2*", `x<>"|?`, "conrad", "com10"} {
		file := SaveFileName(typed)
		if file == "" || ReservedName(typed) {
			t.Errorf("%q: file %q, reserved %v; want a file", typed, file, ReservedName(typed))
			continue
		}
		path := filepath.Join(dir, file)
		if err := store.Write(path, []byte("{}")); err != nil {
			t.Errorf("%q: saving as %q: %v", typed, file, err)
			continue
		}
		if data, err := store.Read(path); err != nil || string(data) != "{}" {
			t.Errorf("%q: reading %q back: %q, %v", typed, file, data, err)
		}
	}
	for _, typed := range []string{"con", "AUX", "nul", "com1", "lpt3"} {
		if !ReservedName(typed) {
			t.Errorf("%q is not refused", typed)
		}
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 7 {
		t.Errorf("the folder holds %d files, want 7: %v", len(entries), entries)
	}
}
