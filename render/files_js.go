package render

import (
	"syscall/js"

	"taktik/render/ui"
)

// offerFiles lets the page hand files over (ui.Download, ui.Upload): a scenario file is
// downloaded as a Blob behind a link the game clicks, and uploaded through a hidden file
// <input id="taktik-upload"> that the game clicks (the browser opens its file chooser
// while the player's click is fresh) and whose change event reads the file's text.
func offerFiles() {
	doc := js.Global().Get("document")
	ui.Download = func(name string, data []byte) {
		blob := js.Global().Get("Blob").New([]any{string(data)}, map[string]any{"type": "application/json"})
		url := js.Global().Get("URL").Call("createObjectURL", blob)
		a := doc.Call("createElement", "a")
		a.Set("href", url)
		a.Set("download", name)
		doc.Get("body").Call("appendChild", a)
		a.Call("click")
		a.Call("remove")
		js.Global().Call("setTimeout", js.FuncOf(func(js.Value, []js.Value) any {
			js.Global().Get("URL").Call("revokeObjectURL", url)
			return nil
		}), 60000)
	}
	in := doc.Call("createElement", "input")
	in.Set("type", "file")
	in.Set("id", "taktik-upload")
	in.Set("accept", ".json,application/json")
	in.Get("style").Set("display", "none")
	doc.Get("body").Call("appendChild", in)
	var got func(name string, data []byte)
	in.Call("addEventListener", "change", js.FuncOf(func(js.Value, []js.Value) any {
		files := in.Get("files")
		if files.Length() == 0 || got == nil {
			return nil
		}
		f := files.Index(0)
		name, take := f.Get("name").String(), got
		f.Call("text").Call("then", js.FuncOf(func(_ js.Value, args []js.Value) any {
			take(name, []byte(args[0].String()))
			ui.Wake()
			return nil
		}))
		in.Set("value", "") // the same file chosen again is a change again
		return nil
	}))
	ui.Upload = func(f func(name string, data []byte)) {
		got = f
		in.Call("click")
	}
}
