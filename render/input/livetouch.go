package input

import (
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

// readFingers feeds the tick's touches to the live Fingers, and hands the pointer back
// to the mouse when the mouse moves or clicks.
func readFingers() {
	now := time.Since(touchStart)
	touchIDs = ebiten.AppendTouchIDs(touchIDs[:0])
	touchBuf = touchBuf[:0]
	for _, id := range touchIDs {
		x, y := ebiten.TouchPosition(id)
		touchBuf = append(touchBuf, gesture.Touch{ID: int(id), X: float64(x), Y: float64(y)})
	}
	scale := 1.0
	if m := ebiten.Monitor(); m != nil {
		scale = m.DeviceScaleFactor()
	}
	fingers.Feed(now, scale, touchBuf)
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
