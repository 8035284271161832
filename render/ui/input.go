package ui

import (
	"github.com/hajimehoshi/ebiten/v2"

	"taktik/render/input"
	"taktik/render/keymap"
)

// The widgets read the mouse and the keyboard from one Source: Ebitengine's own while
// the game runs, a test's script in the end-to-end tests, so that a test can click its
// way through the menus as a person does.
var (
	src                        input.Source = input.Live{}
	lastX, lastY, thisX, thisY float64
	framed                     bool // NextFrame has run before
)

// SetInput makes the widgets read a Source (nil: Ebitengine's own input).
func SetInput(s input.Source) {
	if s == nil {
		s = input.Live{}
	}
	src = s
	framed = false
}

// Input is the Source the widgets read.
func Input() input.Source { return src }

// NextFrame notes where the pointer is this frame; the game calls it first in every
// Update, so PointerMoved can tell a moving mouse from a resting one.
func NextFrame() {
	keyboardFrame()
	lastX, lastY = thisX, thisY
	thisX, thisY = Pointer()
	if !framed { // where the pointer starts is not a movement
		lastX, lastY, framed = thisX, thisY, true
	}
}

// PointerMoved reports whether the mouse moved since the last frame. A resting pointer
// must not steal the focus the keyboard has just moved.
func PointerMoved() bool { return thisX != lastX || thisY != lastY }

// Dt is the time the current tick stands for, in seconds (see input.Source.Elapsed):
// what the animations advance by.
func Dt() float64 { return src.Elapsed() }

// Pointer is the mouse position in screen pixels.
func Pointer() (x, y float64) { return src.Cursor() }

// Clicked reports a left-button press this frame.
func Clicked() bool { return src.Pressed(ebiten.MouseButtonLeft) }

// Released reports that the left button went up this frame.
func Released() bool { return src.Released(ebiten.MouseButtonLeft) }

// Down reports whether the left button is held.
func Down() bool { return src.Down(ebiten.MouseButtonLeft) }

// Wheel is the mouse wheel's travel this frame.
func Wheel() (dx, dy float64) { return src.Wheel() }

// Held reports whether a key is down.
func Held(k ebiten.Key) bool { return src.KeyDown(k) }

// Pressed reports whether any of the keys went down this frame (no repeat).
func Pressed(keys ...ebiten.Key) bool { return input.Just(src, keys...) }

// Key reports whether any of the keys went down this frame (or repeats while held, so
// lists scroll and values step as in any desktop program).
func Key(keys ...ebiten.Key) bool { return input.Repeat(src, keys...) }

// Command reports whether a key went down this frame (or repeats, for the commands that
// repeat) that gives command c by the keymap's one table.
func Command(c keymap.Command) bool { return input.Command(src, c) }

// Chars are the characters typed this frame.
func Chars() []rune { return input.Chars(src) }

// Back reports the key that leaves a screen: Escape.
func Back() bool { return Command(keymap.Leave) }

// Activate reports the keys that press the focused button: Enter or Space (but not
// Alt+Enter, which toggles full screen).
func Activate() bool { return Enter() || Command(keymap.Press) }

// Enter reports Enter (main or keypad) without Alt.
func Enter() bool {
	return Command(keymap.Confirm)
}
