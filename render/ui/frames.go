package ui

import (
	"sync"
	"time"
)

// The game draws a frame only when something changed (render.Run puts Ebitengine in its
// FPSModeVsyncOffMinimum): input wakes it by itself; whatever moves on its own (a fade,
// a die, a sliding counter, a toast, a pulse, the computer's turn) asks for the next
// frame with Animate in every tick it moves, and work done on other goroutines (a
// painting finished) wakes the loop with Wake.

var (
	animating bool // asked for in this tick

	wakeMu    sync.Mutex
	wakeTimer *time.Timer
	wakeAt    time.Time
	// waker asks the game loop for a frame from any goroutine; render.Run sets it to
	// ebiten.ScheduleFrame, tests count its calls
	waker = func() {}
)

// Animate asks for another frame after this one: something on screen moves by itself.
// Only the game loop calls it.
func Animate() { animating = true }

// TakeAnimate reports whether a frame was asked for since the last call, and forgets
// the request; the game loop calls it once a frame.
func TakeAnimate() bool {
	a := animating
	animating = false
	return a
}

// SetWaker sets what wakes the game loop (ebiten.ScheduleFrame in the game).
func SetWaker(f func()) {
	wakeMu.Lock()
	defer wakeMu.Unlock()
	waker = f
}

// Wake asks the game loop for a frame now; any goroutine may call it.
func Wake() {
	wakeMu.Lock()
	f := waker
	wakeMu.Unlock()
	f()
}

// WakeIn asks for a frame after d (a caret's next blink); an earlier request that is
// still waiting wins. Any goroutine may call it.
func WakeIn(d time.Duration) {
	at := time.Now().Add(d)
	wakeMu.Lock()
	defer wakeMu.Unlock()
	if wakeTimer != nil && at.After(wakeAt) && time.Now().Before(wakeAt) {
		return
	}
	if wakeTimer != nil {
		wakeTimer.Stop()
	}
	wakeAt = at
	wakeTimer = time.AfterFunc(d, Wake)
}
