package ai

import (
	"syscall/js"
	"time"
)

// In a browser the page has one thread: Go's goroutines take turns on it, and the page
// draws only when all of them wait. A goroutine that thinks for seconds would freeze
// the tab, so the thinking waits for the next animation frame after every slice of
// work: the frame is drawn, then the thinking goes on.

// thinkSlice is how long the computer thinks between two frames: with the drawing it
// keeps the frames within about 50 ms of each other, and the thinking gets most of the
// time.
const thinkSlice = 30 * time.Millisecond

var (
	breaths    int
	sliceStart time.Time
)

func breathe() {
	breaths++
	if breaths%32 != 0 { // the clock is a call into JavaScript: not every time
		return
	}
	now := time.Now()
	if now.Sub(sliceStart) < thinkSlice {
		return
	}
	nextFrame()
	sliceStart = time.Now()
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
