// Package store keeps the player's files: the settings, the autosave and the saved
// games. On the desktop they are files (read bounded, written atomically); in a browser
// they live in the browser's own storage. Everything that reads or writes one of them
// goes through the FS here, so that both places behave alike and a hostile file (a
// FIFO, a device, a link to /dev/zero, a file of gigabytes) is refused at once.
package store

import (
	"errors"
	"sync/atomic"
	"time"
)

// MaxFile is the largest file the game reads: a saved game of a 200-turn game is far
// below it (about 1 MB), and anything larger is refused before it is read.
const MaxFile = 8 << 20

var (
	// ErrTooLarge is a file larger than MaxFile.
	ErrTooLarge = errors.New("the file is larger than 8 MB, far more than any saved game")
	// ErrNotRegular is a path that is no ordinary file (a folder, a FIFO, a device, a socket).
	ErrNotRegular = errors.New("it is not an ordinary file")
	// ErrNoAnswer is a file that did not answer within ReadTimeout (a stuck network
	// folder, a device that never ends a read).
	ErrNoAnswer = errors.New("it did not answer within 5 seconds (a network folder that does not respond, or a device)")
	// ErrFull is storage that refused to take more (a full disk or the browser's quota).
	ErrFull = errors.New("there is no room left to store it")
)

// Info is what a listing tells of one file.
type Info struct {
	Name string    // the file's name, without its folder
	Path string    // the whole path, to give back to Read
	Time time.Time // when it was last written
	Size int64
	// Ordinary is an ordinary file, what Write replaces: no folder, FIFO or device, and
	// for Lstat no link either
	Ordinary bool
}

// FS is where the player's files are kept. Paths are slash- or OS-separated paths as
// settings.DataDir builds them; a missing file gives an error that matches
// fs.ErrNotExist.
type FS interface {
	// Read gives the whole file: refused without reading when it is no ordinary file
	// (ErrNotRegular) or larger than MaxFile (ErrTooLarge).
	Read(path string) ([]byte, error)
	// Write replaces the file as one step: a reader sees the old file or the new one,
	// never a mix, even when the program is killed in between. Its folder must be
	// there (MakeDir).
	Write(path string, data []byte) error
	// MakeDir makes a folder and those above it, when they are not there yet.
	MakeDir(dir string) error
	// Remove deletes the file; a missing one is no error.
	Remove(path string) error
	// Rename gives a file a new name in its folder (on the desktop anything there: a
	// FIFO, a folder, a link, which is moved and not followed); a new name already taken
	// is refused with fs.ErrExist, so that nothing is written over.
	Rename(from, to string) error
	// Stat tells of one file.
	Stat(path string) (Info, error)
	// Lstat tells of one file; a link is told of itself, not followed.
	Lstat(path string) (Info, error)
	// List gives the ordinary files directly in a folder (none for a missing folder).
	List(dir string) ([]Info, error)
}

// inUse is the storage the functions below use: at first the platform's (files on the
// desktop, the browser's storage in a browser). Workers read it while the UI thread may
// put another in its place (Use), hence the atomic pointer.
var inUse atomic.Pointer[holder]

type holder struct{ fs FS }

func init() { inUse.Store(&holder{platform()}) }

// Default is the storage in use.
func Default() FS { return inUse.Load().fs }

// Use puts another storage in place of the one in use and gives back the one before:
// the window that found the game folder taken reads only (ReadOnly), and tests put in
// storage that misbehaves.
func Use(fs FS) (before FS) { return inUse.Swap(&holder{fs}).fs }

// Read reads a file of the default storage.
func Read(path string) ([]byte, error) { return Default().Read(path) }

// Write writes a file of the default storage atomically.
func Write(path string, data []byte) error { return Default().Write(path, data) }

// MakeDir makes a folder of the default storage.
func MakeDir(dir string) error { return Default().MakeDir(dir) }

// Remove deletes a file of the default storage.
func Remove(path string) error { return Default().Remove(path) }

// Rename gives a file of the default storage a new name.
func Rename(from, to string) error { return Default().Rename(from, to) }

// Stat tells of a file of the default storage.
func Stat(path string) (Info, error) { return Default().Stat(path) }

// Lstat tells of a file of the default storage, a link not followed.
func Lstat(path string) (Info, error) { return Default().Lstat(path) }

// List gives the files of a folder of the default storage.
func List(dir string) ([]Info, error) { return Default().List(dir) }
