//go:build gfx

package render

import (
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"taktik/game"
	"taktik/render/board"
	"taktik/render/counter"
	"taktik/units"
)

// BenchmarkBoardFrame measures one frame (Update and Draw) of the board view on a
// 1920×1080 screen with all 88 counters, zoomed in to 32 px squares. The goal
// is under 4 ms of CPU. Run: xvfb-run go test -tags gfx -run X -bench BoardFrame ./render/
func BenchmarkBoardFrame(b *testing.B) {
	a := newTestApp(b, 1920, 1080)
	screen := ebiten.NewImage(1920, 1080)
	opts := game.Options{Mode: game.Basic, Seed: 7, First: units.Red, Setup: game.SetupAuto}
	if err := a.NewGame(opts, board.Players{}); err != nil {
		b.Fatal(err)
	}
	v := a.view
	for range 20 {
		_ = a.scenes.Update()
		a.Draw(screen)
	}
	v.Camera().ZoomCentre(2)
	v.Camera().Step(1)
	for a.pics.Board(v.Camera().Level) == nil || first(a.pics.Counters(counter.SizeFor(v.Camera().Level))) == nil {
		a.Draw(screen)
		time.Sleep(10 * time.Millisecond) // the pictures are painted in the background
	}
	b.ResetTimer()
	for b.Loop() {
		if err := a.scenes.Update(); err != nil {
			b.Fatal(err)
		}
		a.Draw(screen)
	}
}

func first[A, B any](x A, _ B) A { return x }
