//go:build !js

package store

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"time"
)

func platform() FS { return Files{} }

// Files is the storage of the desktop: ordinary files.
type Files struct{}

// ReadTimeout bounds every read: a file that does not answer in that time (a stuck
// network folder, a link to a device that never ends a read such as /proc/kmsg) is
// given up with ErrNoAnswer, and the window and the engine go on.
var ReadTimeout = 5 * time.Second

// Read reads the file on a goroutine of its own and waits at most ReadTimeout for it.
// A read given up closes the file, which ends a read the system can interrupt (a
// device); one it cannot (a hung network mount) stays blocked on its goroutine, never
// on the caller's.
func (Files) Read(path string) ([]byte, error) {
	r := &reading{done: make(chan struct{})}
	go r.read(path)
	timer := time.NewTimer(ReadTimeout)
	defer timer.Stop()
	select {
	case <-r.done:
		return r.data, r.err
	case <-timer.C:
		r.giveUp()
		return nil, &fs.PathError{Op: "read", Path: path, Err: ErrNoAnswer}
	}
}

// reading is one Read on its goroutine: the open file, so that a read given up can
// close it, and the answer.
type reading struct {
	mu     sync.Mutex
	f      *os.File
	gaveUp bool
	done   chan struct{}
	data   []byte
	err    error
}

func (r *reading) read(path string) {
	defer close(r.done)
	r.data, r.err = readFile(path, r.opened)
}

// readFile is the read itself; tests put one in its place that never answers.
var readFile = readOrdinary

// opened hands the open file over; false when the read has already been given up.
func (r *reading) opened(f *os.File) bool {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.f = f
	return !r.gaveUp
}

func (r *reading) giveUp() {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.gaveUp = true
	if r.f != nil {
		r.f.Close()
	}
}

// readOrdinary refuses what is no ordinary file before opening it (opening a FIFO would
// block for ever), checks again on the opened file (the path may have changed in
// between) and reads at most MaxFile bytes whatever the file claims.
func readOrdinary(path string, opened func(*os.File) bool) ([]byte, error) {
	before, err := os.Stat(path)
	if err != nil {
		return nil, err
	}
	if err := fits(path, before); err != nil {
		return nil, err
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	if !opened(f) {
		f.Close()
		return nil, &fs.PathError{Op: "read", Path: path, Err: ErrNoAnswer}
	}
	defer f.Close() // closing twice (giveUp) only gives an error nobody reads
	st, err := f.Stat()
	if err != nil {
		return nil, err
	}
	if !os.SameFile(before, st) {
		return nil, &fs.PathError{Op: "read", Path: path, Err: errors.New("it changed while it was opened")}
	}
	if err := fits(path, st); err != nil {
		return nil, err
	}
	data, err := io.ReadAll(io.LimitReader(f, MaxFile+1))
	if err != nil {
		return nil, &fs.PathError{Op: "read", Path: path, Err: err}
	}
	if len(data) > MaxFile {
		return nil, &fs.PathError{Op: "read", Path: path, Err: ErrTooLarge}
	}
	return data, nil
}

func fits(path string, st fs.FileInfo) error {
	if !st.Mode().IsRegular() {
		return &fs.PathError{Op: "read", Path: path, Err: ErrNotRegular}
	}
	if st.Size() > MaxFile {
		return &fs.PathError{Op: "read", Path: path, Err: ErrTooLarge}
	}
	return nil
}

// Write writes a temporary file in the same folder, flushes it to the disk, renames it
// over the old file and flushes the folder, so that the rename itself survives a power
// cut. The file is an ordinary document (0644; CreateTemp makes 0600).
// Only an ordinary file is replaced (or a path with nothing there yet): a FIFO, a
// device, a folder or a link stays as it is and the write is refused with
// ErrNotRegular, as Read refuses to read them.
func (Files) Write(path string, data []byte) error {
	if st, err := os.Lstat(path); err == nil && !st.Mode().IsRegular() {
		return &fs.PathError{Op: "write", Path: path, Err: ErrNotRegular}
	}
	dir := filepath.Dir(path)
	tmp, err := os.CreateTemp(dir, tempPrefix(path)+"*"+tempSuffix)
	if err != nil {
		return full(err)
	}
	_, err = tmp.Write(data)
	if err == nil {
		err = tmp.Chmod(0o644)
	}
	if err == nil {
		err = tmp.Sync()
	}
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(tmp.Name(), path)
	}
	if err != nil {
		os.Remove(tmp.Name())
		return full(err)
	}
	if d, err := os.Open(dir); err == nil {
		d.Sync() // not every system can sync a folder; the write stands either way
		d.Close()
	}
	return nil
}

// full names a full disk as ErrFull, keeping the system's error beneath it.
func full(err error) error {
	if errors.Is(err, syscall.ENOSPC) {
		return fmt.Errorf("%w (%w)", ErrFull, err)
	}
	return err
}

func (Files) MakeDir(dir string) error { return os.MkdirAll(dir, 0o755) }

func (Files) Remove(path string) error {
	err := os.Remove(path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	return err
}

func (Files) Rename(from, to string) error {
	if _, err := os.Lstat(to); err == nil {
		return &fs.PathError{Op: "rename", Path: to, Err: fs.ErrExist}
	}
	return os.Rename(from, to)
}

func (Files) Stat(path string) (Info, error) { return stat(path, os.Stat) }

func (Files) Lstat(path string) (Info, error) { return stat(path, os.Lstat) }

func stat(path string, of func(string) (fs.FileInfo, error)) (Info, error) {
	st, err := of(path)
	if err != nil {
		return Info{}, err
	}
	return Info{Name: st.Name(), Path: path, Time: st.ModTime(), Size: st.Size(), Ordinary: st.Mode().IsRegular()}, nil
}

func (Files) List(dir string) ([]Info, error) {
	entries, err := os.ReadDir(dir)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	var list []Info
	for _, e := range entries {
		if !e.Type().IsRegular() || isTemp(e.Name()) {
			continue
		}
		if st, err := e.Info(); err == nil {
			list = append(list, Info{Name: e.Name(), Path: filepath.Join(dir, e.Name()),
				Time: st.ModTime(), Size: st.Size(), Ordinary: true})
		}
	}
	return list, err
}

// The temporary files of Write are named .NAME.taktik2-DIGITS.tmp beside NAME (the
// digits are CreateTemp's): a name only this game makes, so that CleanTemp never takes
// another program's temporary file for one of its own.
const (
	tempMark   = ".taktik2-"
	tempSuffix = ".tmp"
)

func tempPrefix(path string) string { return "." + filepath.Base(path) + tempMark }

// isTemp reports whether a name is one of Write's temporary files.
func isTemp(name string) bool {
	rest, ok := strings.CutSuffix(name, tempSuffix)
	if !ok || !strings.HasPrefix(rest, ".") {
		return false
	}
	i := strings.LastIndex(rest, tempMark)
	if i < 2 { // a name before the mark, after the dot
		return false
	}
	digits := rest[i+len(tempMark):]
	return digits != "" && strings.Trim(digits, "0123456789") == ""
}

// CleanTemp removes the temporary files a killed Write left in a folder, and nothing
// else: only ordinary files with Write's names (isTemp), and only those older than a
// minute, since a younger one may belong to a save in progress in another copy of the
// game.
func CleanTemp(dir string) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return
	}
	for _, e := range entries {
		if !e.Type().IsRegular() || !isTemp(e.Name()) {
			continue
		}
		if st, err := e.Info(); err == nil && time.Since(st.ModTime()) > time.Minute {
			os.Remove(filepath.Join(dir, e.Name()))
		}
	}
}
