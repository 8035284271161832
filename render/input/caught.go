package input

import (
	"slices"
	"strings"
	"sync"

	"github.com/hajimehoshi/ebiten/v2"
)

// Ebitengine reads the keyboard's state once a tick. In the browser its state follows
// the page's key events, so a key that goes down and up between two ticks (a quick tap
// while the game rests, 80 ms at a time on a still screen) leaves no trace, and the
// press is lost. The browser build therefore also hears the page's keydown events
// itself and notes each press here (Catch); Live shows a press caught since the last
// tick as a key that went down in this tick, held for that one tick, with the
// modifiers that were held with it. (The desktop needs none of this: GLFW keeps a
// press that was released before it was read, its sticky keys, until Ebitengine reads
// it.)

// Press is a key that went down, with the modifiers held at that moment.
type Press struct {
	Key                    ebiten.Key
	Ctrl, Shift, Alt, Meta bool
}

var (
	catchMu  sync.Mutex
	catching []Press // caught since the last tick
	caught   []Press // the presses this tick shows
)

// Catch notes a press; any goroutine may call it (the page's event handler does).
func Catch(p Press) {
	catchMu.Lock()
	defer catchMu.Unlock()
	catching = append(catching, p)
}

// takeCaught makes the presses caught since the last tick this tick's; Live.Tick calls
// it.
func takeCaught() {
	catchMu.Lock()
	defer catchMu.Unlock()
	caught, catching = append(caught[:0], catching...), catching[:0]
}

// modifiers are the modifier keys a press notes as held, each with its left and right
// key.
var modifiers = []struct {
	keys [3]ebiten.Key
	held func(Press) bool
}{
	{[3]ebiten.Key{ebiten.KeyControl, ebiten.KeyControlLeft, ebiten.KeyControlRight}, func(p Press) bool { return p.Ctrl }},
	{[3]ebiten.Key{ebiten.KeyShift, ebiten.KeyShiftLeft, ebiten.KeyShiftRight}, func(p Press) bool { return p.Shift }},
	{[3]ebiten.Key{ebiten.KeyAlt, ebiten.KeyAltLeft, ebiten.KeyAltRight}, func(p Press) bool { return p.Alt }},
	{[3]ebiten.Key{ebiten.KeyMeta, ebiten.KeyMetaLeft, ebiten.KeyMetaRight}, func(p Press) bool { return p.Meta }},
}

// caughtDown reports whether a press of this tick holds k: the key itself, or a
// modifier that was held with a press.
func caughtDown(k ebiten.Key) bool {
	for _, p := range caught {
		if p.Key == k {
			return true
		}
		for _, m := range modifiers {
			if slices.Contains(m.keys[:], k) && m.held(p) {
				return true
			}
		}
	}
	return false
}

// caughtPress reports whether k was caught going down for this tick.
func caughtPress(k ebiten.Key) bool {
	for _, p := range caught {
		if p.Key == k {
			return true
		}
	}
	return false
}

// KeyByCode is the key of a browser's KeyboardEvent.code ("KeyA", "Digit1", "Escape",
// "ArrowUp", "F1"), false for a code Ebitengine has no key for.
func KeyByCode(code string) (ebiten.Key, bool) {
	if len(code) == 4 && strings.HasPrefix(code, "Key") {
		code = code[3:] // Ebitengine names the letters A to Z
	}
	var k ebiten.Key
	if err := k.UnmarshalText([]byte(code)); err != nil {
		return 0, false
	}
	return k, true
}
