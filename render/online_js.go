package render

import (
	"syscall/js"

	"taktik/game/online"
	"taktik/render/menu"
	"taktik/render/ui"
)

const canHost = false

// hostServer: a browser cannot take connections; games are hosted on a server.
func (a *app) hostServer() (*hosting, error) {
	return nil, online.NewError("online.host.web")
}

// joinFromPage opens the game of the page's own address when it is a game link
// (BASE/?game=ID&token=T, as taktik serve hands them out), and lets Ctrl+V paste into
// the link field: the page's paste event carries the clipboard's text. Copy writes through
// the page's clipboard where the page may use it.
func joinFromPage(a *app) {
	var pasted string
	js.Global().Get("document").Call("addEventListener", "paste", js.FuncOf(func(_ js.Value, args []js.Value) any {
		if d := args[0].Get("clipboardData"); d.Truthy() {
			pasted = d.Call("getData", "text").String()
		}
		return nil
	}))
	ui.Paste = func() string { return pasted }
	ui.Copy = func(text string) bool { // a page on plain http (a host at home) has no clipboard
		c := js.Global().Get("navigator").Get("clipboard")
		if !c.Truthy() {
			return false
		}
		c.Call("writeText", text)
		return true
	}
	href := js.Global().Get("location").Get("href").String()
	if _, err := online.ParseLink(href); err != nil {
		return
	}
	a.Join(href, func(err error) { a.notice = menu.OnlineProblem(err) })
}
