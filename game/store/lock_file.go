//go:build unix || windows

package store

import (
	"os"
	"path/filepath"
)

// openLock opens (and makes) the lock file of a game folder, the folder made when it is
// not there yet.
func openLock(dir string) (*os.File, error) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, err
	}
	return os.OpenFile(filepath.Join(dir, LockName), os.O_RDWR|os.O_CREATE, 0o644)
}
