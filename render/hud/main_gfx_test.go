//go:build gfx

package hud

import (
	"errors"
	"os"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// Tests that draw need Ebitengine's game loop: TestMain starts a tiny window and runs
// the tests inside its first Update, where images can be drawn and read back. Run them
// under a display (Xvfb in CI): go test -tags gfx ./render/hud/
func TestMain(m *testing.M) {
	r := &runner{m: m}
	ebiten.SetWindowSize(320, 240)
	ebiten.SetWindowTitle("taktik hud tests")
	if err := ebiten.RunGame(r); err != nil && !errors.Is(err, ebiten.Termination) {
		panic(err)
	}
	os.Exit(r.code)
}

type runner struct {
	m    *testing.M
	code int
}

func (r *runner) Update() error {
	r.code = r.m.Run()
	return ebiten.Termination
}

func (r *runner) Draw(*ebiten.Image)         {}
func (r *runner) Layout(w, h int) (int, int) { return w, h }
