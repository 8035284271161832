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
	old := filepath.Join(dir, ".autosave.json.taktik2-123.tmp")
	young := filepath.Join(dir, ".autosave.json.taktik2-456.tmp")
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

// A save into a folder of other documents (save DIR/g.json in the engine) cleans only
// the game's own temporary files: another program's, however old and however named
// like one, stays.
func TestCleanTempLeavesStrangersFiles(t *testing.T) {
	dir := t.TempDir()
	strangers := []string{".report.docx.tmp", ".report.docx.123.tmp", ".g.json.123.tmp", "x.taktik2-1.tmp",
		".taktik2-1.tmp", ".g.json.taktik2-.tmp", ".g.json.taktik2-12a.tmp", "notes.tmp"}
	past := time.Now().Add(-time.Hour)
	for _, name := range strangers {
		p := filepath.Join(dir, name)
		os.WriteFile(p, []byte("theirs"), 0o644)
		os.Chtimes(p, past, past)
	}
	if err := Write(filepath.Join(dir, "g.json"), []byte("{}")); err != nil {
		t.Fatal(err)
	}
	CleanTemp(dir)
	for _, name := range strangers {
		if _, err := os.Stat(filepath.Join(dir, name)); err != nil {
			t.Errorf("%s is gone: %v", name, err)
		}
	}
}

// Saving over a FIFO, a device, a folder or a link is refused (load refuses to read
// them), and the thing at the path stays what it was; a missing path or an ordinary
// file is written.
func TestWriteOnlyOverOrdinaryFiles(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "fifo.json")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Skip("no FIFOs here:", err)
	}
	target := filepath.Join(dir, "target.json")
	os.WriteFile(target, []byte("target"), 0o644)
	link := filepath.Join(dir, "link.json")
	os.Symlink(target, link)
	zero := filepath.Join(dir, "zero.json")
	os.Symlink("/dev/null", zero)
	folder := filepath.Join(dir, "folder.json")
	os.Mkdir(folder, 0o755)
	for _, p := range []string{fifo, link, zero, folder} {
		before, _ := os.Lstat(p)
		if err := Write(p, []byte("saved")); !errors.Is(err, ErrNotRegular) {
			t.Errorf("%s: got %v, want ErrNotRegular", filepath.Base(p), err)
		}
		if after, err := os.Lstat(p); err != nil || after.Mode() != before.Mode() {
			t.Errorf("%s: now %v, %v; want it left a %v", filepath.Base(p), after.Mode(), err, before.Mode())
		}
	}
	if data, _ := os.ReadFile(target); string(data) != "target" {
		t.Errorf("the link's target now holds %q", data)
	}
	for _, p := range []string{filepath.Join(dir, "new.json"), target} {
		if err := Write(p, []byte("saved")); err != nil {
			t.Errorf("%s: %v", filepath.Base(p), err)
		}
	}
}

// A file that never answers a read (a hung network folder; /proc/kmsg, which waits for
// the kernel's next message, behaves alike) is given up after ReadTimeout with
// ErrNoAnswer, and the file is closed, which ends a read that can be interrupted: here
// the read end of a pipe nobody writes to.
func TestReadGivesUpOnSilentFile(t *testing.T) {
	defer func(d time.Duration, f func(string, func(*os.File) bool) ([]byte, error)) {
		ReadTimeout, readFile = d, f
	}(ReadTimeout, readFile)
	ReadTimeout = 200 * time.Millisecond
	ended := make(chan error, 1)
	readFile = func(path string, opened func(*os.File) bool) ([]byte, error) {
		r, w, err := os.Pipe()
		if err != nil {
			t.Error(err)
			return nil, err
		}
		defer w.Close()
		opened(r)
		_, err = r.Read(make([]byte, 1))
		ended <- err
		return nil, err
	}
	done := make(chan error, 1)
	go func() { _, err := Read("autosave.json"); done <- err }()
	select {
	case err := <-done:
		if !errors.Is(err, ErrNoAnswer) {
			t.Fatalf("got %v, want ErrNoAnswer", err)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("Read still blocks after 10 s")
	}
	select {
	case err := <-ended:
		if !errors.Is(err, os.ErrClosed) {
			t.Errorf("the silent read ended with %v, want os.ErrClosed", err)
		}
	case <-time.After(5 * time.Second):
		t.Error("the silent read still blocks 5 s after it was given up: the file was not closed")
	}
}
