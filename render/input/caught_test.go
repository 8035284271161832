//go:build gfx

package input

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// A press caught between two ticks (the browser's Esc, down and up while the game
// rested) is a key that went down in the next tick, held with its modifiers for that
// tick only; Ebitengine's own state never saw it.
func TestCaughtPressShowsForOneTick(t *testing.T) {
	var live Live
	Catch(Press{Key: ebiten.KeyS, Ctrl: true})
	live.Tick()
	if !Just(live, ebiten.KeyS) || live.KeyTicks(ebiten.KeyS) != 1 {
		t.Errorf("the caught S: KeyTicks %d, want 1", live.KeyTicks(ebiten.KeyS))
	}
	if !Ctrl(live) || Shift(live) || !live.KeyDown(ebiten.KeyControlLeft) {
		t.Error("the caught S was pressed with Ctrl and without Shift")
	}
	if !live.AnyKey() || !live.Busy() {
		t.Error("a caught press is input: AnyKey and Busy")
	}
	if Just(live, ebiten.KeyEscape) {
		t.Error("Esc was not pressed")
	}
	live.Tick()
	if live.KeyTicks(ebiten.KeyS) != 0 || live.KeyDown(ebiten.KeyS) || Ctrl(live) || live.AnyKey() {
		t.Error("the caught press still shows a tick later")
	}
}

// The browser's KeyboardEvent.code names the keys as Ebitengine does, but for the
// letters ("KeyA").
func TestKeyByCode(t *testing.T) {
	for code, want := range map[string]ebiten.Key{
		"KeyA": ebiten.KeyA, "KeyZ": ebiten.KeyZ, "Digit1": ebiten.KeyDigit1, "Escape": ebiten.KeyEscape,
		"ArrowUp": ebiten.KeyArrowUp, "F1": ebiten.KeyF1, "Space": ebiten.KeySpace, "Enter": ebiten.KeyEnter,
		"BracketRight": ebiten.KeyBracketRight, "Numpad0": ebiten.KeyNumpad0, "ControlLeft": ebiten.KeyControlLeft,
	} {
		if k, ok := KeyByCode(code); !ok || k != want {
			t.Errorf("KeyByCode(%q) = %v, %v; want %v", code, k, ok, want)
		}
	}
	for _, code := range []string{"", "Unidentified", "KeyAB", "Lang1"} {
		if k, ok := KeyByCode(code); ok {
			t.Errorf("KeyByCode(%q) = %v, want none", code, k)
		}
	}
}
