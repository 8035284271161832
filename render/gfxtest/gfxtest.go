//go:build gfx

// Package gfxtest runs a package's graphics tests inside Ebitengine's game loop, where
// images can be drawn and read back: under a display (Xvfb in CI),
// go test -tags gfx ./render/...
package gfxtest

import (
	"errors"
	"os"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// Main is a package's TestMain: it runs the tests in the first tick of a small window
// titled title, and exits with their code.
func Main(m *testing.M, title string) {
	r := &runner{m: m}
	ebiten.SetWindowSize(320, 240)
	ebiten.SetWindowTitle(title)
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
