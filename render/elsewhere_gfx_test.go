//go:build gfx

package render

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"taktik/game"
	"taktik/game/store"
	"taktik/render/board"
	"taktik/render/menu"
	"taktik/render/play"
	"taktik/render/settings"
)

// TestSecondWindowOnlyReads: window A holds the game folder (store.Lock) and has a game
// in its autosave; window B finds the folder taken (claimFolder), asks, and opened
// read-only can continue A's game to look at it, but cannot start another, and quits
// without writing: A's autosave and the folder are as A left them.
func TestSecondWindowOnlyReads(t *testing.T) {
	for _, size := range [][2]int{{1366, 768}, {1920, 1080}} {
		t.Run(fmt.Sprint(size[0]), func(t *testing.T) { secondWindow(t, size) })
	}
}

func secondWindow(t *testing.T, size [2]int) {
	{
		s := lazily(t, size[0], size[1])
		dir, _ := settings.DataDir()
		releaseA, err := store.Lock(dir) // window A
		if err != nil {
			t.Fatal(err)
		}
		defer releaseA()
		g := newBasic(t, s, 5)
		path := autosave(t)
		if err := g.Save(path); err != nil {
			t.Fatal(err)
		}
		before, _ := os.ReadFile(path)
		taken, release := claimFolder()
		release()
		if !taken {
			t.Fatal("window B did not find the folder taken")
		}
		defer store.Use(store.Default())
		s.a.openedElsewhere()
		s.play(20)
		e := on[*menu.Elsewhere](s)
		if text, fits := e.Text(); !fits {
			t.Errorf("%dx%d: the question %q runs into its buttons", size[0], size[1], text)
		}
		if dir := os.Getenv("TAKTIK_SHOTS"); filepath.IsAbs(dir) {
			writePNG(t, s.screen, filepath.Join(dir, fmt.Sprintf("elsewhere-%d.png", size[0])))
		}
		x, y := e.Button(0)
		s.clickAt(x, y, 20)
		on[*menu.Title](s)
		var failed error
		s.a.NewGame(game.Options{Seed: 8, Setup: game.SetupAuto}, play.Commanders{}, func(err error) { failed = err })
		s.play(20)
		if failed == nil {
			t.Error("the read-only window started a game over A's autosave")
		}
		s.a.Continue(func(err error) { t.Error(err) })
		s.play(20)
		if v := on[*board.View](s); v.Game().Hash() != g.Hash() {
			t.Error("Continue did not show A's game")
		}
		s.in.Key(ebiten.KeyControl, ebiten.KeyQ)
		s.quitWithin(5, "Ctrl+Q in the read-only window")
		if after, _ := os.ReadFile(path); string(after) != string(before) {
			t.Error("the read-only window changed A's autosave")
		}
		if entries, _ := os.ReadDir(dir); len(entries) != 2 { // autosave.json, taktik2.lock
			t.Errorf("the game folder holds %v", entries)
		}
	}
}
