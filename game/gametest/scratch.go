package gametest

import (
	"os"
	"testing"
)

// Scratch is a folder for the test, removed after it as far as the system lets: under
// wine 8, Go's removal of a folder tree stops at the files with ERROR_INVALID_FUNCTION
// (t.TempDir would fail the test for it); the wine test's prefix goes as a whole. The
// Windows-only tests of the folders and the save names (scripts/wine) work in one.
func Scratch(t testing.TB) string {
	t.Helper()
	dir, err := os.MkdirTemp("", "taktik")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		if err := os.RemoveAll(dir); err != nil {
			t.Logf("left behind: %v", err)
		}
	})
	return dir
}
