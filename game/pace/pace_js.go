package pace

import (
	"syscall/js"
	"time"
)

// In a browser the page has one thread: Go's goroutines take turns on it, and the page
// draws only when all of them wait. A goroutine that works for seconds would freeze the
// tab, so after every slice of work Breathe waits for the next animation frame: the
// frame is drawn, then the work goes on.

// slice is how long work goes on between two frames: with the drawing it keeps the
// frames within about 50 ms of each other, and the work gets most of the time.
const slice = 30 * time.Millisecond

var (
	breaths    int
	sliceStart time.Time
	longest    time.Duration // the longest slice of work, for Stats
	waited     time.Duration // the time spent waiting for frames, for Stats
)

// Stats is the longest slice of work between two waits and the time spent waiting
// since the last call (the browser bench reports them).
func Stats() (time.Duration, time.Duration) {
	l, w := longest, waited
	longest, waited = 0, 0
	return l, w
}

// Breathe waits for the next frame when the work has gone on for a slice since the last.
func Breathe() {
	breaths++
	if breaths%32 != 0 { // the clock is a call into JavaScript: not every time
		return
	}
	now := time.Now()
	work := now.Sub(sliceStart)
	if work < slice {
		return
	}
	if work < time.Second { // not the first slice after a pause
		longest = max(longest, work)
	}
	nextFrame()
	sliceStart = time.Now()
	waited += sliceStart.Sub(now)
}

// nextFrame waits for the page's next animation frame, or 50 ms where none comes (a
// hidden tab draws no frames). One callback serves both and every wait; a late call
// from a wait before at worst ends one wait early.
func nextFrame() {
	if frameFunc.IsUndefined() {
		frameFunc = js.FuncOf(func(js.Value, []js.Value) any {
			select {
			case frame <- struct{}{}:
			default:
			}
			return nil
		})
	}
	select {
	case <-frame:
	default:
	}
	js.Global().Call("requestAnimationFrame", frameFunc)
	timer := js.Global().Call("setTimeout", frameFunc, 50)
	<-frame
	js.Global().Call("clearTimeout", timer)
}

var (
	frame     = make(chan struct{}, 1)
	frameFunc js.Func
)
