package engine

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestSaveLoad: a game saved in the middle of a decision loads back to the same state,
// through file names with spaces and capitals; damaged, truncated, foreign and missing
// files are refused and the game being played goes on untouched.
func TestSaveLoad(t *testing.T) {
	dir := t.TempDir()
	s := sketchSession(t, "new seed=5 setup=empty", "place red:inf1 3-5", "place red:inf2 4-5", "place red:inf4 9-2",
		"place blue:inf1 3-6", "place blue:inf2 9-13", "start", "endmove", "battle red:inf1,red:inf2 vs blue:inf1",
		"dice 2 4", "resolve")
	wantPending(t, mustOK(t, s, "status")["pending"], "red", "exchange", "red:inf1", "red:inf2")
	saved := snapshot(s)
	file := filepath.Join(dir, "My Game.json")
	a := mustOK(t, s, "save "+file)
	if str(a, "file") != file {
		t.Errorf("save reply names %q, want %q", a["file"], file)
	}
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}

	mustOK(t, s, "new seed=9 setup=empty")
	a = mustOK(t, s, "load "+file)
	wantStatus(t, a, 1, "red", "combat", nil)
	wantPending(t, a["pending"], "red", "exchange", "red:inf1", "red:inf2")
	if got := snapshot(s); got != saved {
		t.Errorf("the loaded game differs from the saved one:\nsaved  %s\nloaded %s", saved, got)
	}
	// The queued die 4 came back with the game.
	if q := mustOK(t, s, "dice 1")["queue"]; len(q.([]any)) != 2 || q.([]any)[0] != 4.0 {
		t.Errorf("dice queue after load = %v, want [4 1]", q)
	}
	mustOK(t, s, "load "+file)

	bad := map[string]struct {
		content []byte
		why     string
	}{
		"garbage.json":   {[]byte("this is not a saved game"), "this is not a readable TAKTIK II saved game: its text is not in the saved-game format"},
		"truncated.json": {data[:len(data)/2], "this is not a readable TAKTIK II saved game: it breaks off before its end; the file was cut short"},
		"empty.json":     {nil, "this is not a readable TAKTIK II saved game: the file is empty"},
		"foreign.json":   {[]byte(`{"format":"chess-pgn","version":1}`), "this is not a TAKTIK II saved game"},
		"tampered.json": {[]byte(strings.Replace(string(data), `"red:inf2"`, `"red:inf3"`, 1)),
			"the saved position does not follow from the saved history: the file was changed or damaged"}, // the first "red:inf2" is in the pending decision
		"square.json": {[]byte(strings.Replace(string(data), `"3-5"`, `"99-99"`, 1)),
			"the saved game puts Red 1st Inf. on 99-99, off the board: the board has rows 1 to "},
	}
	for name, c := range bad {
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, c.content, 0o644); err != nil {
			t.Fatal(err)
		}
		mustFail(t, s, "load "+path, "could not load "+path+": "+c.why)
	}
	mustFail(t, s, "load "+filepath.Join(dir, "missing.json"), "could not load")
	mustFail(t, s, "save "+filepath.Join(dir, "no such folder", "x.json"), "could not save")
	// The game goes on where it was.
	if a := mustOK(t, s, "lose red:inf1"); a["pending"] != nil {
		t.Errorf("after lose: %v", a)
	}
}

// TestLoadWithoutGame: load needs no game, and a failed load leaves none.
func TestLoadWithoutGame(t *testing.T) {
	s := NewSession(sketchBoard(t))
	mustFail(t, s, "load "+filepath.Join(t.TempDir(), "none.json"), "could not load")
	if s.g != nil {
		t.Fatal("a failed load created a game")
	}
}

// TestState: state is the game as JSON in the save format, and it matches what save
// writes.
func TestState(t *testing.T) {
	s := sketchSession(t, "new seed=3 setup=empty", "place red:inf1 5-3", "place blue:inf1 5-9", "start")
	a := mustOK(t, s, "state")
	st, ok := a["state"].(map[string]any)
	if !ok || st["format"] != "taktik-save" || st["turn"] != 1.0 || st["side"] != "red" {
		t.Fatalf("state = %v", a["state"])
	}
	file := filepath.Join(t.TempDir(), "g.json")
	mustOK(t, s, "save "+file)
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	text, _ := s.Exec("state")
	inner := strings.TrimSuffix(strings.TrimPrefix(text, `{"ok":true,"state":`), "}")
	if compact(t, inner) != compact(t, string(data)) {
		t.Errorf("state and the saved file differ:\nstate %s\nfile  %s", inner, data)
	}
}

// compact is JSON without its spaces, for comparing two encodings of the same value.
func compact(t *testing.T, text string) string {
	t.Helper()
	var b bytes.Buffer
	if err := json.Compact(&b, []byte(text)); err != nil {
		t.Fatalf("not JSON: %v", err)
	}
	return b.String()
}

// TestSaveClearsKilledSaves: save removes the temporary files an earlier save, killed
// half-way, left in the target folder (older than a minute), and keeps a younger one.
func TestSaveClearsKilledSaves(t *testing.T) {
	dir := t.TempDir()
	stale, young := filepath.Join(dir, ".g.json.taktik2-1.tmp"), filepath.Join(dir, ".g.json.taktik2-2.tmp")
	for _, p := range []string{stale, young} {
		if err := os.WriteFile(p, []byte("{"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	old := time.Now().Add(-time.Hour)
	os.Chtimes(stale, old, old)
	s := NewSession(continent(t))
	mustOK(t, s, "new mode=basic seed=7 setup=auto")
	mustOK(t, s, "save "+filepath.Join(dir, "g.json"))
	if _, err := os.Stat(stale); !os.IsNotExist(err) {
		t.Errorf("the stale temporary file is still there: %v", err)
	}
	if _, err := os.Stat(young); err != nil {
		t.Errorf("the young temporary file went: %v", err)
	}
}
