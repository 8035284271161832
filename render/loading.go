package render

import (
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"taktik/render/board"
	"taktik/render/lang"
	"taktik/render/play"
	"taktik/render/scene"
	"taktik/render/ui"
)

// loading is work on a player's files done on a worker goroutine, never on the UI
// thread: reading and replaying a saved game (a long history takes a moment), keeping
// the previous game before a new one. A file that does not answer (a network folder, a
// device) must not freeze the window: the store gives up on it after store.ReadTimeout,
// and meanwhile the screen says that it loads; Esc goes back and Ctrl+Q quits while it
// works, and the work then ends unseen.
type loading struct {
	a      *app
	from   scene.Scene // where Esc and a failure go back to
	done   chan worked
	failed func(error) // tells the screen gone back to why the work failed
}

// worked is what the worker did: what to open on the UI thread, or why not.
type worked struct {
	open func()
	err  error
}

// quickWork is how long the UI thread waits for work that is usually done at once
// (keeping the previous game) before it shows the loading screen: the new game then
// opens without a flash of that screen. Tests that start games wait longer.
var quickWork = 150 * time.Millisecond

// startLoading reads a saved game in the background and shows that it does; the game
// opens once read (pollLoading), or failed runs on the screen it was asked from.
func (a *app) startLoading(path string, failed func(error)) {
	b := a.board
	a.startWork(0, func() (func(), error) {
		g, cs, err := play.LoadGame(b, path)
		if err != nil {
			return nil, err
		}
		return func() { a.play(board.NewView(a, g, a.pics, cs.Desktop())) }, nil
	}, failed)
}

// startWork runs work on a worker goroutine; what it gives back to open runs on the UI
// thread. The UI waits up to wait for it and otherwise shows the loading screen until
// it is done (pollLoading). work must not touch the app: it takes what it needs before.
func (a *app) startWork(wait time.Duration, work func() (open func(), err error), failed func(error)) {
	l := &loading{a: a, from: a.scenes.Current(), done: make(chan worked, 1), failed: failed}
	go func() {
		open, err := work()
		l.done <- worked{open, err} // buffered: work given up never blocks the worker
	}()
	a.reading = l
	if wait > 0 {
		timer := time.NewTimer(wait)
		defer timer.Stop()
		select {
		case r := <-l.done:
			a.reading = nil
			l.finish(r)
			return
		case <-timer.C:
		}
	}
	a.scenes.GoTo(l)
}

// pollLoading takes the worker's answer once it is there, whatever screen shows: what
// it did opens, a failure goes back to the screen the work was asked from.
func (a *app) pollLoading() {
	l := a.reading
	if l == nil {
		return
	}
	select {
	case r := <-l.done:
		a.reading = nil
		l.finish(r)
	default:
	}
}

func (l *loading) finish(r worked) {
	if r.err != nil { // back at once: the reason shows where the player asked
		l.a.scenes.Switch(l.from)
		if l.failed != nil {
			l.failed(r.err)
		}
		return
	}
	r.open()
}

// Update lets Esc give up the wait.
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
