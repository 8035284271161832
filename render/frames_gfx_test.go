//go:build gfx

package render

import (
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"taktik/game"
	"taktik/render/board"
	"taktik/render/ui"
	"taktik/units"
)

// loop runs the game loop as Run sets it up (its rests left out) for at most n ticks,
// or until stop reports true; it returns the frames drawn and the ticks that passed.
func (s *scripted) loop(n int, stop func() bool) (drawn, ticks int) {
	s.t.Helper()
	s.a.pace.lazy = true
	before := s.a.pace.draws
	for ticks < n && (stop == nil || !stop()) {
		ticks++
		if err := s.a.Update(); err != nil {
			s.t.Fatal(err)
		}
		s.a.Draw(s.screen)
	}
	return s.a.pace.draws - before, ticks
}

// sharpBoard runs frames until the board shows at its level, painted in the background.
func (s *scripted) sharpBoard() {
	s.t.Helper()
	deadline := time.Now().Add(60 * time.Second)
	for !s.view().Sharp() {
		if time.Now().After(deadline) {
			s.t.Fatal("the board was never painted at its level")
		}
		s.tick()
		time.Sleep(10 * time.Millisecond)
	}
}

// quiet runs frames until no painting is under way in the background (this app's or
// one an earlier test left), then lets any caret's blink an earlier test asked for ring
// out: from then on only what the test does wakes the loop.
func (s *scripted) quiet() {
	s.t.Helper()
	s.until("the end of the paintings in the background", func() bool { return !board.Painting() })
	time.Sleep(600 * time.Millisecond)
	s.loop(60, nil)
}

// A screen where nothing moves draws no frames, the title and the board alike; input
// wakes it.
func TestStillScreensDrawNoFrames(t *testing.T) {
	s := newScripted(t, 1366, 768)
	level := board.CoverLevel(s.a.board, 1366, 768)
	until(t, s.a, s.screen, "the title's map", func() bool { return s.a.pics.Board(level) != nil })
	s.loop(120, nil) // the first second is drawn whatever happens
	s.quiet()        // the title has the opening board painted ahead (Prepare)
	if n, _ := s.loop(600, nil); n != 0 {
		t.Errorf("the title at rest drew %d frames in ten seconds", n)
	}
	s.in.Move(500, 300)
	if n, _ := s.loop(1, nil); n != 1 {
		t.Errorf("a moving pointer drew %d frames, want 1", n)
	}
	s.loop(60, nil)
	ui.Wake() // as a painting finished in the background does
	if n, _ := s.loop(10, nil); n != 1 {
		t.Errorf("a wake-up drew %d frames, want 1", n)
	}

	handMade(t, s, "red:inf1 20-13", "blue:inf1 20-20")
	s.sharpBoard()
	s.quiet()        // the neighbouring levels are painted ahead (Focus)
	s.in.Move(2, 2)  // the pointer off the map: no tooltip to wait for
	s.loop(300, nil) // the autosave's wait
	if n, _ := s.loop(600, nil); n != 0 {
		t.Errorf("the board at rest drew %d frames in ten seconds", n)
	}
	s.in.Move(600, 400)
	s.in.Scroll(1)
	if n, _ := s.loop(2, nil); n != 2 {
		t.Errorf("the pointer and the wheel drew %d frames, want 2", n)
	}
	if n, ticks := s.loop(600, func() bool { return !s.view().Camera().Zooming() }); n != ticks || n < 2 {
		t.Errorf("the zoom drew %d frames in its %d ticks", n, ticks)
	}
}

// Everything that moves by itself reaches the screen frame by frame: a change of
// scene, the die, a toast fading, the computer's turn, the lesson's pulse.
func TestAnimationsDrawEveryFrame(t *testing.T) {
	s := lazily(t, 1366, 768)
	s.lazy = false
	every := func(what string, n int, stop func() bool) {
		t.Helper()
		drawn, ticks := s.loop(n, stop)
		if drawn != ticks || ticks < 2 {
			t.Errorf("%s: %d frames drawn in %d ticks", what, drawn, ticks)
		}
		if stop != nil && !stop() {
			t.Errorf("%s: not over after %d ticks", what, ticks)
		}
	}
	g := fight(t, s)
	if err := g.Apply(game.Action{Kind: game.ActDice, Rolls: []int{3}}); err != nil {
		t.Fatal(err)
	}
	s.loop(60, nil) // the grace after the clicks runs out
	s.in.Key(ebiten.KeyR)
	every("the die", 300, func() bool { return g.Battles()[0].Resolved })

	rest := func() bool { return !s.a.pace.next }
	s.loop(1200, rest) // the die goes, the autosave is written: the board rests
	if !rest() {
		t.Fatal("the board never came to rest after the battle")
	}
	s.press(ebiten.KeyControl, ebiten.KeyS) // a save: Ctrl+S asks for a name,
	s.in.Key(ebiten.KeyEnter)               // Enter keeps the one suggested, and its toast shows
	s.loop(3, nil)
	if !s.view().ToastShown() {
		t.Fatal("no toast after Ctrl+S")
	}
	every("the toast", 600, func() bool { return !s.view().ToastShown() })

	s.a.Menu()
	every("the fade", 60, func() bool { return !s.a.scenes.Fading() })

	// the computer's turn, order by order
	h := handMade(t, s, "red:inf1 20-10", "red:inf2 24-10", "red:inf3 30-12", "red:inf4 12-30",
		"blue:inf1 20-14", "blue:inf2 21-14", "blue:inf3 25-14", "blue:arm1 22-15", "blue:arm2 26-14")
	s.press(ebiten.KeyE)
	s.press(ebiten.KeyEnter)
	s.press(ebiten.KeyE)
	if h.Side() != units.Blue {
		t.Fatalf("side %v after ending Red's turn", h.Side())
	}
	// until a person must act: Red's next turn, or a retreat of Red's in Blue's
	every("the computer's turn", 6000, func() bool { return h.Decider() == units.Red })

	if err := s.a.Tutorial(); err != nil {
		t.Fatal(err)
	}
	s.loop(60, nil)
	every("the lesson's pulse", 120, nil)
}

// A window resized while nothing moves is drawn at once at its new size: Ebitengine
// gives a new, blank screen, which a still game used to leave blank until the pointer
// moved (the browser's page stayed black after any resize).
func TestResizeDrawsAFrame(t *testing.T) {
	s := newScripted(t, 1366, 768)
	level := board.CoverLevel(s.a.board, 1366, 768)
	until(t, s.a, s.screen, "the title's map", func() bool { return s.a.pics.Board(level) != nil })
	s.loop(120, nil)
	s.quiet()
	if n, _ := s.loop(120, nil); n != 0 {
		t.Fatalf("the title at rest drew %d frames", n)
	}
	for _, size := range [][2]int{{1100, 700}, {1366, 768}} {
		s.a.Layout(size[0], size[1])
		if n, _ := s.loop(1, nil); n != 1 {
			t.Errorf("resized to %d × %d: %d frames drawn, want 1", size[0], size[1], n)
		}
		s.quiet() // a cover for the new size may be painted meanwhile
		s.a.Layout(size[0], size[1])
		if n, _ := s.loop(60, nil); n != 0 {
			t.Errorf("at the same size %d × %d again: %d frames drawn, want none", size[0], size[1], n)
		}
	}
}

// While frames are drawn the garbage is collected every collectFrames of them (the
// antialiasing buffers Ebitengine lets go, up to 32 MB each, go with it); a still
// screen collects nothing.
func TestDrawingCollectsTheGarbage(t *testing.T) {
	s := lazily(t, 1366, 768)
	collected := 0
	s.a.pace.collect = func() { collected++ }
	level := board.CoverLevel(s.a.board, 1366, 768)
	until(t, s.a, s.screen, "the title's map", func() bool { return s.a.pics.Board(level) != nil })
	s.quiet()
	collected = 0
	if s.loop(600, nil); collected != 0 {
		t.Errorf("a still title collected %d times in ten seconds", collected)
	}
	s.lazy = false
	drawn, _ := s.loop(1, nil)
	for n := 0; n < 300; n++ {
		s.in.Move(float64(400+n%50), 300) // a moving pointer draws every frame
		d, _ := s.loop(1, nil)
		drawn += d
	}
	if want := drawn / collectFrames; collected < want-1 || collected > want+1 || want < 5 {
		t.Errorf("%d frames drawn collected %d times, want about %d", drawn, collected, want)
	}
}

// A shape baked through a scratch image (ui.Bake) looks as one drawn straight on.
func TestBakedShapeLooksDrawn(t *testing.T) {
	path := ui.RoundRect(ui.Rect{X: 2, Y: 2, W: 60, H: 30}, 8)
	straight := ebiten.NewImage(64, 34)
	ui.FillPath(straight, path, ui.Cream)
	baked := ui.Bake(64, 34, func(dst *ebiten.Image) { ui.FillPath(dst, path, ui.Cream) })
	a, b := make([]byte, 4*64*34), make([]byte, 4*64*34)
	straight.ReadPixels(a)
	baked.ReadPixels(b)
	diff := 0
	for i := range a {
		if d := int(a[i]) - int(b[i]); d > 2 || d < -2 {
			diff++
		}
	}
	if diff > 0 || a[4*(17*64+30)+3] != 0xff || a[3] != 0 {
		t.Errorf("the baked shape differs from the one drawn straight in %d bytes", diff)
	}
}
