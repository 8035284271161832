package ui

import (
	"sync"
	"sync/atomic"
	"time"
)

// The game draws a frame only when something changed (render's pace): input by itself;
// whatever moves on its own (a fade, a die, a sliding counter, a toast, a pulse, the
// computer's turn) asks for the next frame with Animate in every tick it moves, and
// work done on other goroutines (a painting finished) ends the loop's rest with Wake.

var (
	animating bool // asked for in this tick

	wake      = make(chan struct{}, 1)
	woken     atomic.Bool // Wake was called since the last frame
	wakeMu    sync.Mutex
	wakeTimer *time.Timer
	wakeAt    time.Time
)

// Animate asks for another frame after this one: something on screen moves by itself.
// Only the game loop calls it.
func Animate() { animating = true }

// Animating reports whether a frame was asked for in this tick.
func Animating() bool { return animating }

// TakeWoken reports whether Wake was called since the last call, and forgets it.
func TakeWoken() bool { return woken.Swap(false) }

// TakeAnimate reports whether a frame was asked for since the last call, and forgets
// the request; the game loop calls it once a frame.
func TakeAnimate() bool {
	a := animating
	animating = false
	return a
}

// Wake asks for a frame now and ends the game loop's rest; any goroutine may call it.
func Wake() {
	woken.Store(true)
	select {
	case wake <- struct{}{}:
	default:
	}
}

// Rest is the game loop's pause when there is nothing to draw: d, or less when Wake
// is called.
func Rest(d time.Duration) {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-wake:
	case <-t.C:
	}
}

// WakeIn ends the rest after d (a caret's next blink); an earlier request that is
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
