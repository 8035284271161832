package play

import (
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"
)

// Starting a new game keeps the game Continue would have resumed: the autosave moves to
// the saves folder, and of those kept only the newest KeptAutosaves stay.
func TestKeepAutosaveRotates(t *testing.T) {
	dir := t.TempDir()
	auto, saves := filepath.Join(dir, "autosave.json"), filepath.Join(dir, "saves")
	start := time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)
	for k := range KeptAutosaves + 2 {
		if err := os.WriteFile(auto, []byte{byte('a' + k)}, 0o644); err != nil {
			t.Fatal(err)
		}
		// two of them in the same second: neither may overwrite the other
		if aside, err := KeepAutosave(auto, saves, start.Add(time.Duration(k/2*2)*time.Second)); err != nil || aside != nil {
			t.Fatal(aside, err)
		}
		if _, err := os.Stat(auto); !os.IsNotExist(err) {
			t.Fatalf("the autosave is still there after it was kept: %v", err)
		}
	}
	entries, _ := os.ReadDir(saves)
	var kept []string
	for _, e := range entries {
		data, _ := os.ReadFile(filepath.Join(saves, e.Name()))
		kept = append(kept, string(data))
	}
	slices.Sort(kept)
	if want := []string{"c", "d", "e", "f", "g"}; !slices.Equal(kept, want) {
		t.Errorf("kept %v (files %v), want the newest five %v", kept, entries, want)
	}
	// no autosave: nothing to keep, and no error
	if aside, err := KeepAutosave(auto, saves, start); err != nil || aside != nil {
		t.Errorf("no autosave: %v, %v", aside, err)
	}
}

// A player's saved game is never taken for one the rotation may remove.
func TestSaveFileName(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"Angriff im Norden", "Angriff im Norden.json"},
		{"  ../../etc/passwd ", "______etc_passwd.json"},
		{".hidden", "_hidden.json"},
		{"a/b\\c:d", "a_b_c_d.json"},
		{"   ", ""},
		{"autosave-2026", ""},
		{string(make([]rune, 100)), "____________________________________________________________.json"},
	} {
		if got := SaveFileName(c.in); got != c.want {
			t.Errorf("SaveFileName(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

// Names Windows keeps for its devices are refused on every system (the window answers
// them with play.save.reserved); what SaveFileName cleans (a colon, a trailing dot) is
// no such name, nor is a longer name that starts like one.
func TestReservedName(t *testing.T) {
	for _, c := range []struct {
		in   string
		want bool
	}{
		{"con", true}, {"CON", true}, {" aux ", true}, {"Nul", true}, {"prn", true},
		{"com1", true}, {"LPT9", true},
		{"com0", false}, {"com10", false}, {"console", false}, {"con.txt", false},
		{"a:b", false}, {"Angriff.", false}, {"Jürgen", false}, {"", false},
	} {
		if got := ReservedName(c.in); got != c.want {
			t.Errorf("ReservedName(%q) = %v, want %v", c.in, got, c.want)
		}
	}
}
