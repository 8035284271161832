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
	"syscall"
	"time"
)

func platform() FS { return Files{} }

// Files is the storage of the desktop: ordinary files.
type Files struct{}

// Read refuses what is no ordinary file before opening it (opening a FIFO would block
// for ever), checks again on the opened file (the path may have changed in between) and
// reads at most MaxFile bytes whatever the file claims.
func (Files) Read(path string) ([]byte, error) {
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
	defer f.Close()
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
func (Files) Write(path string, data []byte) error {
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

func (Files) Stat(path string) (Info, error) {
	st, err := os.Stat(path)
	if err != nil {
		return Info{}, err
	}
	return Info{Name: st.Name(), Path: path, Time: st.ModTime(), Size: st.Size()}, nil
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
				Time: st.ModTime(), Size: st.Size()})
		}
	}
	return list, err
}

// The temporary files of Write are named .NAME.RANDOM.tmp beside NAME.
const tempSuffix = ".tmp"

func tempPrefix(path string) string { return "." + filepath.Base(path) + "." }

func isTemp(name string) bool {
	return strings.HasPrefix(name, ".") && strings.HasSuffix(name, tempSuffix)
}

// CleanTemp removes the temporary files a killed Write left in a folder. Only those
// older than a minute go: a younger one may belong to a save in progress in another
// copy of the game.
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
