package render

import "syscall/js"

// browserHooks ties the game to its page: the test's probe and bench (probe_js.go,
// bench_js.go), and the save when the page is hidden.
func browserHooks(a *app) {
	exposeProbe(a)
	exposeBench(a)
	saveWhenHidden(a)
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
