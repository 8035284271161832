package render

import (
	"syscall/js"
	"time"

	"taktik/render/gesture"
	"taktik/render/input"
	"taktik/render/ui"
)

// browserHooks ties the game to its page: the test's probe and bench (probe_js.go,
// bench_js.go), the save when the page is hidden, the keys and fingers caught, the files
// handed over (files_js.go).
func browserHooks(a *app) {
	exposeProbe(a)
	exposeBench(a)
	saveWhenHidden(a)
	keys := newPageKeyboard()
	ui.OnScreen = keys
	catchKeys()
	joinFromPage(a)
	catchTouches(keys)
	offerFiles()
	// a device whose pointer is a finger (a tablet, a phone) is laid out for fingers from
	// the first frame, before the first touch; a laptop's touch screen waits for one
	if js.Global().Call("matchMedia", "(pointer: coarse)").Get("matches").Bool() {
		a.fingersSeen = true
	}
}

// catchKeys hears every key going down on the page, before the game's canvas does, and
// notes it for the next tick (input.Catch: Ebitengine alone loses a key let go before
// its next tick) and ends the game loop's rest, so that the press is answered at once
// however short it was. A key's repeats while it is held are Ebitengine's to see.
func catchKeys() {
	js.Global().Get("document").Call("addEventListener", "keydown", js.FuncOf(func(_ js.Value, args []js.Value) any {
		e := args[0]
		if e.Get("repeat").Bool() || typedInPage(e) {
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

// catchTouches hears every touch event on the page and notes the fingers left on it,
// in the game's screen pixels, for the next tick (input.CatchTouches: a tap may begin
// and end within one slow frame), and ends the game loop's rest so that the next tick
// comes at once. A finger lifted from a form's field brings the keyboard up (keys).
func catchTouches(keys *pageKeyboard) {
	doc, perf := js.Global().Get("document"), js.Global().Get("performance")
	note := js.FuncOf(func(_ js.Value, args []js.Value) any {
		list := args[0].Get("touches")
		ratio := js.Global().Get("devicePixelRatio").Float()
		var left, top float64
		if c := doc.Call("querySelector", "canvas"); c.Truthy() {
			r := c.Call("getBoundingClientRect")
			left, top = r.Get("left").Float(), r.Get("top").Float()
		}
		touches := make([]gesture.Touch, list.Length())
		for i := range touches {
			t := list.Index(i)
			touches[i] = gesture.Touch{ID: t.Get("identifier").Int(),
				X: (t.Get("clientX").Float() - left) * ratio, Y: (t.Get("clientY").Float() - top) * ratio}
		}
		input.CatchTouches(ms(perf.Call("now").Float()), touches)
		if args[0].Get("type").String() == "touchend" {
			if c := args[0].Get("changedTouches"); c.Length() > 0 {
				t := c.Index(0)
				keys.touchEnded((t.Get("clientX").Float()-left)*ratio, (t.Get("clientY").Float()-top)*ratio)
			}
		}
		ui.Wake()
		return nil
	})
	input.SetTouchClock(func() time.Duration { return ms(perf.Call("now").Float()) })
	for _, ev := range []string{"touchstart", "touchmove", "touchend", "touchcancel"} {
		doc.Call("addEventListener", ev, note, map[string]any{"capture": true, "passive": true})
	}
}

// ms is a time of the page's clock (performance.now).
func ms(f float64) time.Duration { return time.Duration(f * float64(time.Millisecond)) }

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
