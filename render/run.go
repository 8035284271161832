// Package render is the desktop game: the window, its scenes (title, menus, the board)
// and the wiring between them, the settings and the sound. Run opens the window and
// plays until the player quits.
package render

import (
	"errors"
	"fmt"
	"os"
	"runtime"
	"runtime/debug"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"

	"taktik/audio"
	"taktik/game/store"
	"taktik/maps"
	"taktik/render/board"
	"taktik/render/input"
	"taktik/render/keymap"
	"taktik/render/lang"
	"taktik/render/settings"
)

// Run opens the game's window and runs it until the player quits or closes it.
func Run() error {
	trace := newTracer()
	trace.note("start")
	limitMemory()
	b, err := maps.Continent()
	if err != nil {
		return fmt.Errorf("the map cannot be loaded: %w", err)
	}
	taken, release := claimFolder()
	defer release()
	if !taken {
		settings.CleanTemp() // not in a folder another window writes to
	}
	path, perr := settings.Path()
	set, serr := settings.Defaults(), error(nil)
	if perr == nil {
		set, serr = settings.Load(path)
	}
	lang.Set(set.Language)
	notice := ""
	switch {
	case perr != nil:
		notice = lang.Tf("settings.unsaved", perr.Error())
		path = ""
	case serr != nil:
		notice = lang.T("settings.damaged")
	}
	sound := audio.New(set.Volume, !set.Sound)
	a := newApp(path, set, sound, notice, b)
	a.trace = trace
	if taken {
		a.openedElsewhere()
	}
	browserHooks(a)
	stopped := watchSignals(stopSignals...)
	a.closing = func() bool { return ebiten.IsWindowBeingClosed() || stopped() }

	w, h := windowSize(set)
	paintCover(a.pics, w, h)
	ebiten.SetWindowTitle("TAKTIK II")
	ebiten.SetWindowIcon(windowIcons())
	ebiten.SetWindowSize(w, h)
	ebiten.SetWindowSizeLimits(800, 560, -1, -1)
	ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled)
	ebiten.SetFullscreen(set.Fullscreen)
	ebiten.SetWindowClosingHandled(true) // the close button saves the game first (app.Quit)
	// a frame only when something changes (see rhythm): the screen keeps the last one
	ebiten.SetScreenClearedEveryFrame(false)
	a.pace.lazy, a.pace.rest = true, restTime
	a.pace.collect = func() { go runtime.GC() }
	err = ebiten.RunGameWithOptions(a, &ebiten.RunGameOptions{})
	if a.dirty {
		a.saveSettings()
	}
	return err
}

// claimFolder takes the game folder for this window (store.Lock), or reports that
// another window or tab holds it. A folder that cannot be locked for another reason
// (it cannot be made) is no reason to refuse the game: its writes fail with their own
// sentences.
func claimFolder() (taken bool, release func()) {
	dir, err := settings.DataDir()
	if err != nil {
		return false, func() {}
	}
	release, err = store.Lock(dir)
	if err != nil {
		return errors.Is(err, store.ErrLocked), func() {}
	}
	return false, release
}

// memoryLimit is the Go heap's soft limit: the board pictures are painted in Go memory
// and handed to the GPU, and the garbage they leave is collected and given back to the
// system before the heap grows past it (GOMEMLIMIT, when set, wins).
const memoryLimit = 160 << 20

func limitMemory() {
	if os.Getenv("GOMEMLIMIT") == "" {
		debug.SetMemoryLimit(memoryLimit)
	}
}

// paintCover starts painting the title's map for a window of w × h points while the
// window comes up, so that the title is drawn whole from its first frames.
func paintCover(p *board.Pictures, w, h int) {
	scale := 1.0
	if m := ebiten.Monitor(); m != nil {
		scale = m.DeviceScaleFactor()
	}
	p.PaintCover(int(float64(w)*scale+0.5), int(float64(h)*scale+0.5))
}

// windowSize is the window's first size: the one the player left it at, or nine tenths
// of the monitor's width and most of its height (a taskbar and a title bar need room),
// never larger than the monitor.
func windowSize(s settings.Settings) (int, int) {
	mw, mh := 1366, 768
	if m := ebiten.Monitor(); m != nil {
		if w, h := m.Size(); w > 0 && h > 0 {
			mw, mh = w, h
		}
	}
	if s.Width > 0 && s.Height > 0 {
		return min(s.Width, mw), min(s.Height, mh)
	}
	return mw * 9 / 10, mh * 85 / 100
}

// toggleFullscreenPressed reports F11 (the keymap's Full) or Alt+Enter.
func toggleFullscreenPressed() bool {
	if input.Command(input.Live{}, keymap.Full) {
		return true
	}
	return inpututil.IsKeyJustPressed(ebiten.KeyEnter) && ebiten.IsKeyPressed(ebiten.KeyAlt)
}
