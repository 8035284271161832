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

// Main is a package's TestMain: it runs the tests within the game loop of a small
// window titled title, and exits with their code.
//
// The tests run on a goroutine of their own, but only while the loop waits for them
// inside Update, so that to Ebitengine they are drawing in its tick. EndFrame lets the
// loop finish that tick and come back: Ebitengine keeps a copy of every picture written
// to the GPU until a frame ends, so tests that all ran in one tick held every board
// picture they uploaded until the last test (the render package's tests grew past 16 GB).
func Main(m *testing.M, title string) {
	r := &runner{m: m, resume: make(chan struct{}), paused: make(chan bool)}
	current = r
	ebiten.SetWindowSize(320, 240)
	ebiten.SetWindowTitle(title)
	if err := ebiten.RunGame(r); err != nil && !errors.Is(err, ebiten.Termination) {
		panic(err)
	}
	os.Exit(r.code)
}

// current is the runner of this test binary, nil before Main.
var current *runner

type runner struct {
	m       *testing.M
	code    int
	started bool
	resume  chan struct{} // Update → tests: go on
	paused  chan bool     // tests → Update: waiting in EndFrame (false) or done (true)
}

func (r *runner) Update() error {
	if !r.started {
		r.started = true
		go func() {
			r.code = r.m.Run()
			r.paused <- true
		}()
	} else {
		r.resume <- struct{}{}
	}
	if done := <-r.paused; done {
		return ebiten.Termination
	}
	return nil
}

// EndFrame lets Ebitengine end the current frame, which lets go of what it kept for
// the frame (the pixels written to images, above all), and returns in the next tick.
// The frame's end also draws what was queued to be drawn (under Xvfb, Mesa's software
// renderer does that work then, not at the next read of pixels). Call it from a test,
// between scenes, never from a parallel test: a frame would end while another test
// draws. Outside Main's loop (a test binary with a TestMain of its own) it does nothing.
func EndFrame() {
	if current == nil || !current.started {
		return
	}
	current.paused <- false
	<-current.resume
}

func (r *runner) Draw(*ebiten.Image)         {}
func (r *runner) Layout(w, h int) (int, int) { return w, h }
