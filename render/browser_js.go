package render

import (
	"syscall/js"

	"taktik/render/input"
	"taktik/render/ui"
)

// browserHooks ties the game to its page: the test's probe and bench (probe_js.go,
// bench_js.go), and the save when the page is hidden.
func browserHooks(a *app) {
	exposeProbe(a)
	exposeBench(a)
	saveWhenHidden(a)
	catchKeys()
	wakeOnTouch()
}

// wakeOnTouch ends the game loop's rest when a finger lands or leaves, so that the
// next tick reads it at once: a still screen looks at its input only every 80 ms,
// and a quick tap must not fall between two looks (input.Fingers reads the touches
// Ebitengine holds at each tick).
func wakeOnTouch() {
	wake := js.FuncOf(func(js.Value, []js.Value) any {
		ui.Wake()
		return nil
	})
	for _, ev := range []string{"touchstart", "touchend", "touchcancel"} {
		js.Global().Get("document").Call("addEventListener", ev, wake, map[string]any{"capture": true, "passive": true})
	}
}

// catchKeys hears every key going down on the page, before the game's canvas does, and
// notes it for the next tick (input.Catch: Ebitengine alone loses a key let go before
// its next tick) and ends the game loop's rest, so that the press is answered at once
// however short it was. A key's repeats while it is held are Ebitengine's to see.
func catchKeys() {
	js.Global().Get("document").Call("addEventListener", "keydown", js.FuncOf(func(_ js.Value, args []js.Value) any {
		e := args[0]
		if e.Get("repeat").Bool() {
			return nil
		}
		if k, ok := input.KeyByCode(e.Get("code").String()); ok {
			input.Catch(input.Press{Key: k, Ctrl: e.Get("ctrlKey").Bool(), Shift: e.Get("shiftKey").Bool(),
				Alt: e.Get("altKey").Bool(), Meta: e.Get("metaKey").Bool()})
			ui.Wake()
		}
		return nil
	}), true)
}

// saveWhenHidden writes the game in memory to the autosave, and the settings, when the
// page is hidden: the tab closed or switched away, the browser quit or sent to the
// background. A page gets no Quit, and no surer word that it is going away; the orders
// of the last two seconds, which the autosave has not yet taken, are kept so.
func saveWhenHidden(a *app) {
	doc := js.Global().Get("document")
	doc.Call("addEventListener", "visibilitychange", js.FuncOf(func(js.Value, []js.Value) any {
		if doc.Get("visibilityState").String() == "hidden" {
			_ = a.saveInMemory() // nobody is left to tell of a failure
			if a.dirty {
				a.saveSettings()
			}
		}
		return nil
	}))
}
