//go:build gfx

package board

import (
	"errors"
	"os"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// TestMain runs the tests inside Ebitengine's game loop, where images can be drawn and
// read back.
func TestMain(m *testing.M) {
	r := &runner{m: m}
	ebiten.SetWindowSize(320, 240)
	ebiten.SetWindowTitle("taktik board tests")
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
