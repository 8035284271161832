package store

import (
	"errors"

	"golang.org/x/sys/windows"
)

// Lock takes the game folder for this program (LockFileEx on LockName in it) and gives
// the function that lets go of it; ErrLocked when another program holds it. The folder
// is made when it is not there yet.
func Lock(dir string) (release func(), err error) {
	f, err := openLock(dir)
	if err != nil {
		return nil, err
	}
	var whole windows.Overlapped
	err = windows.LockFileEx(windows.Handle(f.Fd()), windows.LOCKFILE_EXCLUSIVE_LOCK|windows.LOCKFILE_FAIL_IMMEDIATELY,
		0, 1, 0, &whole)
	if err != nil {
		f.Close()
		if errors.Is(err, windows.ERROR_LOCK_VIOLATION) {
			return nil, ErrLocked
		}
		return nil, err
	}
	return func() { f.Close() }, nil // closing the file lets go of the lock
}
