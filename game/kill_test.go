//go:build !js

package game

import (
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"taktik/game/store"
)

// TestKilledSavesLoseNothing: a process that saves a game in a loop (this test binary
// again, told so by TAKTIK_SAVE_LOOP) is killed at random moments, 20 times: after each
// kill the save loads, and once store.CleanTemp has run no temporary file is left.
func TestKilledSavesLoseNothing(t *testing.T) {
	if path := os.Getenv("TAKTIK_SAVE_LOOP"); path != "" {
		g := midGame(t)
		for {
			if err := g.Save(path); err != nil {
				t.Fatal(err)
			}
		}
	}
	dir := t.TempDir()
	path := filepath.Join(dir, "game.json")
	g := midGame(t)
	if err := g.Save(path); err != nil {
		t.Fatal(err)
	}
	kills := 20
	if testing.Short() {
		kills = 5
	}
	for k := range kills {
		cmd := exec.Command(os.Args[0], "-test.run=^TestKilledSavesLoseNothing$")
		cmd.Env = append(os.Environ(), "TAKTIK_SAVE_LOOP="+path)
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		time.Sleep(time.Duration(30+rand.IntN(150)) * time.Millisecond)
		cmd.Process.Signal(syscall.SIGKILL)
		cmd.Wait()
		h, err := Load(g.Board(), path)
		if err != nil {
			t.Fatalf("kill %d: the save does not load: %v", k, err)
		}
		if h.Hash() != g.Hash() {
			t.Fatalf("kill %d: the save holds another position", k)
		}
	}
	// the temporary files of the killed saves are old enough to go (CleanTemp spares
	// those younger than a minute, which may belong to a save in progress)
	old := time.Now().Add(-time.Hour)
	entries, _ := os.ReadDir(dir)
	for _, e := range entries {
		os.Chtimes(filepath.Join(dir, e.Name()), old, old)
	}
	store.CleanTemp(dir)
	entries, _ = os.ReadDir(dir)
	for _, e := range entries {
		if strings.HasSuffix(e.Name(), ".tmp") || e.Name() != "game.json" {
			t.Errorf("%s is left after CleanTemp", e.Name())
		}
	}
}
