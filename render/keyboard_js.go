package render

import (
	"sync"
	"syscall/js"

	"taktik/render/ui"
)

// pageKeyboard is the keyboard on a tablet's or a phone's screen, brought up by a
// hidden input element of the page (a browser shows its keyboard for nothing else):
// a finger's tap on a form's field focuses it, while the tap is still being heard
// (a page may bring the keyboard up only then), and the field mirrors its text.
type pageKeyboard struct {
	mu      sync.Mutex
	el      js.Value
	text    string
	changed bool
	spots   []ui.Rect // the fields on the screen, in screen pixels
}

// keyboardID is the hidden input's id: the browser test looks for it.
const keyboardID = "taktik-keys"

func newPageKeyboard() *pageKeyboard {
	doc := js.Global().Get("document")
	el := doc.Call("createElement", "input")
	el.Set("id", keyboardID)
	el.Set("type", "text")
	el.Set("autocomplete", "off")
	el.Call("setAttribute", "autocapitalize", "off")
	el.Call("setAttribute", "autocorrect", "off")
	el.Set("spellcheck", false)
	// out of sight but focusable: not display:none; 16 px, so that no browser zooms in
	el.Get("style").Set("cssText", "position:fixed;left:0;top:0;width:1px;height:1px;opacity:0;border:0;padding:0;font-size:16px;")
	doc.Get("body").Call("appendChild", el)
	k := &pageKeyboard{el: el}
	el.Call("addEventListener", "input", js.FuncOf(func(js.Value, []js.Value) any {
		k.mu.Lock()
		k.text, k.changed = el.Get("value").String(), true
		k.mu.Unlock()
		ui.Wake()
		return nil
	}))
	el.Call("addEventListener", "keydown", js.FuncOf(func(_ js.Value, args []js.Value) any {
		if args[0].Get("key").String() == "Enter" { // the keyboard's Go: done typing
			el.Call("blur")
		}
		return nil
	}))
	return k
}

func (k *pageKeyboard) Show(text string, digits bool) {
	k.mu.Lock()
	k.text, k.changed = text, false
	k.mu.Unlock()
	mode := "text"
	if digits {
		mode = "numeric"
	}
	k.el.Call("setAttribute", "inputmode", mode)
	k.el.Set("value", text)
	k.el.Call("focus", map[string]any{"preventScroll": true})
}

func (k *pageKeyboard) Hide() {
	k.el.Call("blur")
	if c := js.Global().Get("document").Call("querySelector", "canvas"); c.Truthy() {
		c.Call("focus") // the keys are the game's again
	}
}

func (k *pageKeyboard) Typed() (string, bool) {
	k.mu.Lock()
	defer k.mu.Unlock()
	changed := k.changed
	k.changed = false
	return k.text, changed
}

func (k *pageKeyboard) Spots(r []ui.Rect) {
	k.mu.Lock()
	k.spots = append(k.spots[:0], r...)
	k.mu.Unlock()
}

// touchEnded focuses the hidden input when a finger is lifted from a field, at a point
// in screen pixels: inside the touch's own handler, where the page may bring the
// keyboard up (the game's tick, which Shows it, comes later).
func (k *pageKeyboard) touchEnded(x, y float64) {
	k.mu.Lock()
	hit := false
	for _, r := range k.spots {
		hit = hit || r.Contains(x, y)
	}
	k.mu.Unlock()
	if hit {
		k.el.Call("focus", map[string]any{"preventScroll": true})
	}
}

// typedInPage reports whether a key event is the hidden input's: the field's typing,
// not the game's keys.
func typedInPage(e js.Value) bool {
	t := e.Get("target")
	return t.Truthy() && t.Get("id").String() == keyboardID
}
