//go:build gfx

package render

import (
	"testing"
	"time"

	"taktik/game"
	"taktik/render/play"

	"taktik/render/gfxtest"
)

// TestMain runs the tests inside Ebitengine's game loop (gfxtest.Main).
func TestMain(m *testing.M) { gfxtest.Main(m, "taktik render tests") }

// startGame starts a new game as the New game dialog does and waits for the previous
// game to be kept (startWork), failing the test when the game does not start.
func startGame(t *testing.T, a *app, opts game.Options, players play.Commanders) {
	t.Helper()
	var failed error
	a.NewGame(opts, players, func(err error) { failed = err })
	if l := a.reading; l != nil {
		select {
		case r := <-l.done:
			a.reading = nil
			l.finish(r)
		case <-time.After(30 * time.Second):
			t.Fatal("the previous game is still being kept after 30 s")
		}
	}
	if failed != nil {
		t.Fatal(failed)
	}
}
