package keymap

import (
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// keyRead is a key the code names to Ebitengine (ebiten.KeyPageDown).
var keyRead = regexp.MustCompile(`ebiten\.Key([A-Z][A-Za-z0-9]*)`)

// oldNames are Ebitengine's older names of keys, by the names the table uses.
var oldNames = map[string]string{"Left": "ArrowLeft", "Right": "ArrowRight", "Up": "ArrowUp", "Down": "ArrowDown"}

// modifiers are held with a key, never a command of their own.
var modifiers = []string{"Alt", "AltLeft", "AltRight", "Control", "ControlLeft", "ControlRight", "Shift", "ShiftLeft",
	"ShiftRight", "Meta", "MetaLeft", "MetaRight", "Max"}

// legendKeys are the keys the F1 legend names, in both editions: the keys of every
// binding of each line's commands.
func legendKeys() map[string]bool {
	keys := map[string]bool{}
	for col := range 2 {
		for _, browser := range []bool{false, true} {
			for _, line := range Lines(col, browser) {
				for _, b := range append(For(line.Command), For(line.With)...) {
					if line.Command == Pan && b.Command == Pan || b.Where == line.Where && b.Command != None {
						for _, k := range b.Keys {
							keys[k] = true
						}
						for _, r := range b.Letters {
							keys[strings.ToUpper(string(r))] = true
						}
					}
				}
			}
		}
	}
	return keys
}

// TestEveryKeyReadIsInTheLegend: each key the game's code reads (outside the input
// package, which reads them for the keymap) is one the F1 legend names, and only the
// board (until its scene is taken apart, issue 36) and Alt+Enter's full screen name a
// key themselves: the replay viewer, the rules' pages, the Load list, the log, the menus
// and forms read theirs through the keymap's table. The legend missed the viewer's and
// the lists' PgUp, PgDn, End, Del and C.
func TestEveryKeyReadIsInTheLegend(t *testing.T) {
	legend := legendKeys()
	err := filepath.WalkDir("..", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (d.Name() == "input" || d.Name() == "keymap") {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		src, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		rel := filepath.ToSlash(strings.TrimPrefix(path, ".."+string(filepath.Separator)))
		for _, m := range keyRead.FindAllStringSubmatch(string(src), -1) {
			k := m[1]
			if n, ok := oldNames[k]; ok {
				k = n
			}
			if slices.Contains(modifiers, k) {
				continue
			}
			if !legend[k] {
				t.Errorf("%s reads the key %s, which the F1 legend does not name", rel, k)
			}
			if !strings.HasPrefix(rel, "board/") && !(rel == "run.go" && k == "Enter") {
				t.Errorf("%s reads the key %s itself, not through the keymap's table", rel, k)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}
