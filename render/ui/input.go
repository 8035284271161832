package ui

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
)

var (
	lastX, lastY, thisX, thisY float64
	framed                     bool // NextFrame has run before
)

// NextFrame notes where the pointer is this frame; the game calls it first in every
// Update, so PointerMoved can tell a moving mouse from a resting one.
func NextFrame() {
	lastX, lastY = thisX, thisY
	thisX, thisY = Pointer()
	if !framed { // where the pointer starts is not a movement
		lastX, lastY, framed = thisX, thisY, true
	}
}

// PointerMoved reports whether the mouse moved since the last frame. A resting pointer
// must not steal the focus the keyboard has just moved.
func PointerMoved() bool { return thisX != lastX || thisY != lastY }

// Pointer is the mouse position in screen pixels.
func Pointer() (x, y float64) {
	cx, cy := ebiten.CursorPosition()
	return float64(cx), float64(cy)
}

// Clicked reports a left-button press this frame.
func Clicked() bool { return inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonLeft) }

// Key reports whether any of the keys went down this frame (or repeats while held, so
// lists scroll and values step as in any desktop program).
func Key(keys ...ebiten.Key) bool {
	for _, k := range keys {
		d := inpututil.KeyPressDuration(k)
		if d == 1 || (d > 24 && d%4 == 0) {
			return true
		}
	}
	return false
}

// Back reports the key that leaves a screen: Escape.
func Back() bool { return inpututil.IsKeyJustPressed(ebiten.KeyEscape) }

// Activate reports the keys that press the focused button: Enter or Space (but not
// Alt+Enter, which toggles full screen).
func Activate() bool { return Enter() || inpututil.IsKeyJustPressed(ebiten.KeySpace) }

// Enter reports Enter (main or keypad) without Alt.
func Enter() bool {
	return (inpututil.IsKeyJustPressed(ebiten.KeyEnter) || inpututil.IsKeyJustPressed(ebiten.KeyNumpadEnter)) &&
		!ebiten.IsKeyPressed(ebiten.KeyAlt)
}
