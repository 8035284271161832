//go:build unix

package play

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"syscall"
	"testing"
	"time"

	"taktik/game"
	"taktik/game/store"
)

// An autosave the game cannot keep (a FIFO, a folder, a link to /dev/zero, a file over
// 8 MB, one that cannot be read) and a "saves" that is no folder are set aside beside
// themselves, never deleted, and the new game may begin: the autosave's place is free
// and a game is written there.
func TestKeepAutosaveSetsAsideWhatItCannotKeep(t *testing.T) {
	now := time.Date(2026, 11, 28, 21, 0, 0, 0, time.UTC)
	g, err := game.New(strip(t), game.Options{Setup: game.SetupEmpty, Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name string
		make func(auto, saves string) error
		kept bool // the autosave itself was kept among the saves, "saves" set aside
	}{
		{"fifo", func(auto, _ string) error { return syscall.Mkfifo(auto, 0o644) }, false},
		{"folder", func(auto, _ string) error { return os.Mkdir(auto, 0o755) }, false},
		{"zero", func(auto, _ string) error { return os.Symlink("/dev/zero", auto) }, false},
		{"huge", func(auto, _ string) error { return os.WriteFile(auto, make([]byte, store.MaxFile+1), 0o644) }, false},
		{"unreadable", func(auto, _ string) error {
			if os.Geteuid() == 0 {
				return errors.New("root reads any file")
			}
			os.WriteFile(auto, []byte("{}"), 0o644)
			return os.Chmod(auto, 0)
		}, false},
		{"no answer", func(auto, _ string) error {
			store.Use(silent{store.Default()})
			return os.WriteFile(auto, []byte("{}"), 0o644)
		}, false},
		{"saves is a file", func(auto, saves string) error {
			os.WriteFile(auto, []byte("the game"), 0o644)
			return os.WriteFile(saves, []byte("a stranger's"), 0o644)
		}, true},
	} {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			auto, saves := filepath.Join(dir, "autosave.json"), filepath.Join(dir, "saves")
			defer store.Use(store.Default())
			if err := c.make(auto, saves); err != nil {
				t.Skip(err)
			}
			aside, err := KeepAutosave(auto, saves, now)
			if err != nil || len(aside) != 1 {
				t.Fatalf("got %v, %v; want one file set aside and no error", aside, err)
			}
			set := aside[0]
			if want := map[bool]string{false: auto, true: saves}[c.kept]; set.Path != want ||
				set.As != want+".set-aside-20261128-210000" || set.Why == nil {
				t.Errorf("set aside %+v, want %s beside itself with the reason", set, want)
			}
			if _, err := os.Lstat(set.As); err != nil {
				t.Errorf("what was set aside is not there: %v", err)
			}
			if _, err := os.Lstat(auto); !errors.Is(err, fs.ErrNotExist) {
				t.Errorf("the autosave's place is not free: %v", err)
			}
			if c.kept {
				if data, _ := os.ReadFile(set.As); string(data) != "a stranger's" {
					t.Errorf("the file that was \"saves\" now holds %q", data)
				}
				if data, _ := os.ReadFile(filepath.Join(saves, "autosave-2026-11-28_21-00-00.json")); string(data) != "the game" {
					t.Errorf("the autosave was not kept in the new saves folder: %q", data)
				}
			}
			if aside, err := SaveAutosave(g, auto, now); err != nil || aside != nil {
				t.Errorf("the new game's autosave: %v, %v", aside, err)
			}
		})
	}
}

// silent is storage whose every read does not answer (store.ReadTimeout ran out).
type silent struct{ store.FS }

func (silent) Read(path string) ([]byte, error) {
	return nil, &fs.PathError{Op: "read", Path: path, Err: store.ErrNoAnswer}
}

// The game's autosave written where a FIFO or a link stands (the player's turn, the
// window's quit) sets it aside and writes the game in its place.
func TestSaveAutosaveSetsAsideFIFO(t *testing.T) {
	now := time.Date(2026, 11, 28, 21, 0, 0, 0, time.UTC)
	g, err := game.New(strip(t), game.Options{Setup: game.SetupEmpty, Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	auto := filepath.Join(dir, "autosave.json")
	if err := syscall.Mkfifo(auto, 0o644); err != nil {
		t.Skip(err)
	}
	os.WriteFile(auto+".set-aside-20261128-210000", []byte("older"), 0o644) // taken: the next name
	aside, err := SaveAutosave(g, auto, now)
	if err != nil || len(aside) != 1 || aside[0].As != auto+".set-aside-20261128-210000-2" {
		t.Fatalf("got %+v, %v; want the FIFO set aside under the next free name", aside, err)
	}
	if st, err := os.Lstat(aside[0].As); err != nil || st.Mode()&fs.ModeNamedPipe == 0 {
		t.Errorf("the FIFO set aside: %v, %v", st, err)
	}
	if _, _, err := LoadGame(g.Board(), auto); err != nil {
		t.Errorf("the game written in its place: %v", err)
	}
}
