package input

import (
	"sync"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"taktik/render/gesture"
)

// The live fingers: Ebitengine's touches (the browser's and a phone's; on a desktop a
// touch screen's taps come as the mouse), read once a tick.
var (
	fingers    Fingers
	touchStart = time.Now()
	touchIDs   []ebiten.TouchID
	touchBuf   []gesture.Touch
	mouseX     int
	mouseY     int
)

// A browser's touch events, as CatchTouches notes them: Ebitengine keeps only the
// fingers down at each tick, and a page drawn slowly (a software GPU, a busy tablet)
// may take longer over a frame than a quick tap lasts, so the page hears every touch
// event itself and the game sees each state the fingers passed through.
var (
	touchMu       sync.Mutex
	touchCaught   []TouchFrame // since the last tick
	touchCatching bool         // the page catches touches: Ebitengine's are not read
	touchLast     []gesture.Touch
	touchFrames   []TouchFrame // this tick's, kept between ticks
	touchClock    = func() time.Duration { return time.Since(touchStart) }
	touchTicked   time.Duration // when the last tick read the fingers
)

// CatchTouches notes the fingers on the page after a touch event, in screen pixels, and
// the time the page heard it, on the clock the page gives (SetTouchClock); any
// goroutine may call it (the page's event handler does).
func CatchTouches(at time.Duration, touches []gesture.Touch) {
	touchMu.Lock()
	defer touchMu.Unlock()
	touchCatching = true
	touchCaught = append(touchCaught, TouchFrame{At: at, Touches: touches})
}

// SetTouchClock makes the fingers' clock the page's, the one its events' times are
// on.
func SetTouchClock(now func() time.Duration) { touchClock = now }

// tickTouches are the states of the fingers for this tick: those caught since the
// last, or the fingers as they are (still ones too: a long press is a matter of time).
//
// Still fingers caught by the page count as still until the last tick, not until now:
// the page hears its events on the thread that draws, so while a frame is drawn (a
// second, on a software GPU) a finger's lifting waits to be heard, and a quick tap
// would pass for a long press. Whatever happened before the last tick has been heard
// by now.
func tickTouches() []TouchFrame {
	now := touchClock()
	since := touchTicked
	touchTicked = now
	touchMu.Lock()
	defer touchMu.Unlock()
	touchFrames = touchFrames[:0]
	if touchCatching {
		touchFrames = append(touchFrames, touchCaught...)
		touchCaught = touchCaught[:0]
		if n := len(touchFrames); n > 0 {
			touchLast = touchFrames[n-1].Touches
		} else {
			touchFrames = append(touchFrames, TouchFrame{At: since, Touches: touchLast})
		}
		return touchFrames
	}
	touchIDs = ebiten.AppendTouchIDs(touchIDs[:0])
	touchBuf = touchBuf[:0]
	for _, id := range touchIDs {
		x, y := ebiten.TouchPosition(id)
		touchBuf = append(touchBuf, gesture.Touch{ID: int(id), X: float64(x), Y: float64(y)})
	}
	return append(touchFrames, TouchFrame{At: now, Touches: touchBuf})
}

// readFingers feeds the tick's touches to the live Fingers, and hands the pointer back
// to the mouse when the mouse moves or clicks.
func readFingers() {
	scale := 1.0
	if m := ebiten.Monitor(); m != nil {
		scale = m.DeviceScaleFactor()
	}
	fingers.FeedAll(scale, tickTouches())
	now := touchClock()
	x, y := ebiten.CursorPosition()
	if x != mouseX || y != mouseY || ebiten.IsMouseButtonPressed(ebiten.MouseButtonLeft) {
		fingers.MouseMoved(now)
	}
	mouseX, mouseY = x, y
}

// Touch is what the live fingers did in this tick.
func (Live) Touch() TouchTick { return fingers.Touch() }

// TouchUsed reports whether a finger has the pointer (a finger touched last, not the
// mouse): the screens size their targets for fingers then.
func TouchUsed() bool { return fingers.Used() }
