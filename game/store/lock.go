package store

import "errors"

// One game folder has one writer: a second window (or browser tab) on the same folder
// would overwrite the first one's autosave every few seconds, and whichever quit last
// would lose the other's game. The first copy of the game takes the folder's lock for
// as long as it runs (Lock); a second finds it taken and only reads (ReadOnly).

// ErrLocked is a game folder another copy of the game holds.
var ErrLocked = errors.New("the game is open in another window")

// ErrReadOnly is a write refused because another copy of the game holds the folder.
var ErrReadOnly = errors.New("the game is open in another window, and this one changes no file")

// LockName is the lock file in the game folder, on the desktop. It holds nothing: the
// system's lock on it is what counts, and the system lets go of it when the program
// ends in any way, a crash included.
const LockName = "taktik2.lock"

// ReadOnly is storage that reads and refuses every change with ErrReadOnly: the window
// that found the folder taken.
type ReadOnly struct{ FS }

func (ReadOnly) Write(string, []byte) error { return ErrReadOnly }

func (ReadOnly) MakeDir(string) error { return ErrReadOnly }

func (ReadOnly) Remove(string) error { return ErrReadOnly }

func (ReadOnly) Rename(string, string) error { return ErrReadOnly }
