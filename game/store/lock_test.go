//go:build unix || windows

package store

import (
	"errors"
	"os"
	"path/filepath"
	"testing"
)

// One game folder has one writer: the second window's Lock finds the folder taken
// (flock and LockFileEx hold per open file, so two in one process behave as two
// programs), and takes it once the first lets go, as the system does when a program
// ends, a crash included.
func TestLockOneWriterPerFolder(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "taktik2")
	release, err := Lock(dir)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Lock(dir); !errors.Is(err, ErrLocked) {
		t.Fatalf("a second window got %v, want ErrLocked", err)
	}
	if _, err := Lock(t.TempDir()); err != nil {
		t.Errorf("another folder: %v", err)
	}
	release()
	again, err := Lock(dir)
	if err != nil {
		t.Fatalf("after the first let go: %v", err)
	}
	again()
}

// The window that found the folder taken reads, and changes nothing: every write,
// folder, removal and rename is refused with ErrReadOnly and the files stay.
func TestReadOnlyChangesNothing(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "autosave.json")
	os.WriteFile(path, []byte("theirs"), 0o644)
	ro := ReadOnly{FS: Files{}}
	if data, err := ro.Read(path); err != nil || string(data) != "theirs" {
		t.Errorf("read %q, %v", data, err)
	}
	for what, err := range map[string]error{
		"write":  ro.Write(path, []byte("mine")),
		"mkdir":  ro.MakeDir(filepath.Join(dir, "saves")),
		"remove": ro.Remove(path),
		"rename": ro.Rename(path, path+".x"),
	} {
		if !errors.Is(err, ErrReadOnly) {
			t.Errorf("%s: %v, want ErrReadOnly", what, err)
		}
	}
	if data, _ := os.ReadFile(path); string(data) != "theirs" {
		t.Errorf("the file now holds %q", data)
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 1 {
		t.Errorf("the folder holds %v", entries)
	}
}
