//go:build !js

package store

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"syscall"
	"testing"
	"time"
)

func TestWriteThenRead(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "saves", "a.json")
	if err := Write(path, []byte("one")); !errors.Is(err, fs.ErrNotExist) {
		t.Fatalf("a write into a missing folder gave %v, want fs.ErrNotExist", err)
	}
	if err := MakeDir(filepath.Dir(path)); err != nil {
		t.Fatal(err)
	}
	if err := Write(path, []byte("one")); err != nil {
		t.Fatal(err)
	}
	if err := Write(path, []byte("two")); err != nil {
		t.Fatal(err)
	}
	data, err := Read(path)
	if err != nil || string(data) != "two" {
		t.Fatalf("read %q, %v; want the second write", data, err)
	}
	st, err := os.Stat(path)
	if err != nil || st.Mode().Perm() != 0o644 {
		t.Fatalf("mode %v, %v; want 0644, an ordinary document", st.Mode(), err)
	}
	list, err := List(filepath.Join(dir, "saves"))
	if err != nil || len(list) != 1 || list[0].Name != "a.json" || list[0].Size != 3 {
		t.Fatalf("list %+v, %v; want the one file and no temporary one", list, err)
	}
}

func TestMissingIsNotExist(t *testing.T) {
	_, err := Read(filepath.Join(t.TempDir(), "none.json"))
	if !errors.Is(err, fs.ErrNotExist) {
		t.Fatalf("got %v, want fs.ErrNotExist", err)
	}
	if list, err := List(filepath.Join(t.TempDir(), "no", "folder")); err != nil || len(list) != 0 {
		t.Fatalf("missing folder lists %v, %v; want nothing and no error", list, err)
	}
}

// Hostile files are refused at once, without reading them: a FIFO would block for ever,
// /dev/zero never ends, a sparse 200 MB file takes seconds to read.
func TestHostileFilesRefused(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "fifo.json")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Skip("no FIFOs here:", err)
	}
	zero := filepath.Join(dir, "zero.json")
	if err := os.Symlink("/dev/zero", zero); err != nil {
		t.Fatal(err)
	}
	huge := filepath.Join(dir, "huge.json")
	f, err := os.Create(huge)
	if err != nil {
		t.Fatal(err)
	}
	f.Truncate(200 << 20)
	f.Close()
	for _, c := range []struct {
		path string
		want error
	}{{fifo, ErrNotRegular}, {zero, ErrNotRegular}, {dir, ErrNotRegular}, {huge, ErrTooLarge}} {
		done := make(chan error, 1)
		go func() { _, err := Read(c.path); done <- err }()
		select {
		case err := <-done:
			if !errors.Is(err, c.want) {
				t.Errorf("%s: got %v, want %v", filepath.Base(c.path), err, c.want)
			}
		case <-time.After(5 * time.Second):
			t.Fatalf("%s: Read still blocks after 5 s", filepath.Base(c.path))
		}
	}
}

func TestCleanTempKeepsYoungOnes(t *testing.T) {
	dir := t.TempDir()
	old := filepath.Join(dir, ".autosave.json.123.tmp")
	young := filepath.Join(dir, ".autosave.json.456.tmp")
	keep := filepath.Join(dir, "autosave.json")
	for _, p := range []string{old, young, keep} {
		os.WriteFile(p, []byte("x"), 0o644)
	}
	past := time.Now().Add(-time.Hour)
	os.Chtimes(old, past, past)
	os.Chtimes(keep, past, past)
	CleanTemp(dir)
	for p, want := range map[string]bool{old: false, young: true, keep: true} {
		if _, err := os.Stat(p); (err == nil) != want {
			t.Errorf("%s: there %v, want %v", filepath.Base(p), err == nil, want)
		}
	}
}
