//go:build unix

package store

import (
	"errors"
	"syscall"
)

// Lock takes the game folder for this program (flock on LockName in it) and gives the
// function that lets go of it; ErrLocked when another program holds it. The folder is
// made when it is not there yet.
func Lock(dir string) (release func(), err error) {
	f, err := openLock(dir)
	if err != nil {
		return nil, err
	}
	if err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB); err != nil {
		f.Close()
		if errors.Is(err, syscall.EWOULDBLOCK) {
			return nil, ErrLocked
		}
		return nil, err
	}
	return func() { f.Close() }, nil // closing the file lets go of the lock
}
