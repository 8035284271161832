package render

import (
	"github.com/hajimehoshi/ebiten/v2"

	"taktik/game"
	"taktik/render/board"
	"taktik/render/lang"
	"taktik/render/play"
	"taktik/render/scene"
	"taktik/render/ui"
)

// loading is a saved game being read and replayed on a worker goroutine, never on the
// UI thread: a long history takes a moment, and a file that does not answer (a network
// folder, a FIFO the store did not catch) must not freeze the window. Its screen says
// so; Esc goes back and Ctrl+Q quits while it reads, and the read then ends unseen.
type loading struct {
	a      *app
	from   scene.Scene // where Esc and a failure go back to
	done   chan loaded
	failed func(error) // tells the screen gone back to why the file did not load
}

// loaded is what the worker read: the game and its commanders, or why not.
type loaded struct {
	g   *game.Game
	cs  play.Commanders
	err error
}

// startLoading reads a saved game in the background and shows that it does; the game
// opens once read (pollLoading), or failed runs on the screen it was asked from.
func (a *app) startLoading(path string, failed func(error)) {
	l := &loading{a: a, from: a.scenes.Current(), done: make(chan loaded, 1), failed: failed}
	go func() {
		g, cs, err := play.LoadGame(a.board, path)
		l.done <- loaded{g, cs, err} // buffered: a read given up never blocks the worker
	}()
	a.reading = l
	a.scenes.GoTo(l)
}

// pollLoading takes the worker's answer once it is there, whatever screen shows: the
// game read opens, a failure goes back to the screen the game was asked from.
func (a *app) pollLoading() {
	l := a.reading
	if l == nil {
		return
	}
	select {
	case r := <-l.done:
		a.reading = nil
		if r.err != nil { // back at once: the reason shows where the player asked
			a.scenes.Switch(l.from)
			if l.failed != nil {
				l.failed(r.err)
			}
			return
		}
		a.play(board.NewView(a, r.g, a.pics, r.cs.Desktop()))
	default:
	}
}

// Update lets Esc give up the read.
func (l *loading) Update() error {
	if ui.Back() && l.a.reading == l {
		l.a.reading = nil
		l.a.scenes.GoTo(l.from)
	}
	return nil
}

func (l *loading) Draw(dst *ebiten.Image) {
	l.a.Backdrop(dst, true)
	w, h := ui.ScreenSize()
	ui.Draw(dst, lang.T("load.loading"), ui.Face(ui.Bold, 24), float64(w)/2, float64(h)/2, ui.Cream, ui.Center)
	ui.Draw(dst, lang.T("load.loading.back"), ui.Face(ui.Regular, 15), float64(w)/2, float64(h)/2+ui.S(40), ui.Khaki, ui.Center)
}
