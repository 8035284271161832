package menu

import (
	"github.com/hajimehoshi/ebiten/v2"

	"taktik/audio"
	"taktik/render/lang"
	"taktik/render/ui"
)

// Elsewhere is the first screen of a window that found the game folder taken by
// another window or browser tab (store.Lock): one folder has one writer, so this window
// may only look (open read-only, the storage then refusing every change) or quit. A
// browser tab cannot close itself, so there only the first is offered.
type Elsewhere struct {
	app  App
	menu *ui.Menu
}

// elsewhereW and elsewhereH are the dialog's size in points.
const elsewhereW, elsewhereH = 640, 360

// NewElsewhere makes the question.
func NewElsewhere(app App) *Elsewhere {
	e := &Elsewhere{app: app, menu: ui.NewMenu(lang.T("elsewhere.readonly"))}
	if !ui.Browser {
		e.menu.Buttons = append(e.menu.Buttons, &ui.Button{Label: lang.T("elsewhere.quit")})
	}
	return e
}

// Button is the middle of button i (0 open read-only, 1 quit), for tests.
func (e *Elsewhere) Button(i int) (x, y float64) {
	e.place()
	return e.menu.Buttons[i].Rect.CX(), e.menu.Buttons[i].Rect.CY()
}

// place puts the buttons side by side at the dialog's foot.
func (e *Elsewhere) place() ui.Rect {
	r := dialogArea(elsewhereW, elsewhereH)
	w, h, gap := ui.S(240), ui.S(44), ui.S(16)
	n := float64(len(e.menu.Buttons))
	x := r.CX() - (n*w+(n-1)*gap)/2
	for i, b := range e.menu.Buttons {
		b.Rect = ui.Rect{X: x + float64(i)*(w+gap), Y: r.Y + r.H - h, W: w, H: h}
	}
	return r
}

func (e *Elsewhere) Update() error {
	e.place()
	k := e.menu.Update()
	if ui.Back() && !ui.Browser {
		k = 1
	}
	switch k {
	case 0:
		e.app.Sound().Play(audio.Click)
		e.app.Title()
	case 1:
		e.app.Quit()
	}
	return nil
}

// Text is the dialog's sentence, and whether it fits above the buttons: for tests.
func (e *Elsewhere) Text() (string, bool) {
	r := e.place()
	lines := ui.Wrap(lang.T("elsewhere.text"), ui.Face(ui.Regular, 17), r.W)
	return lang.T("elsewhere.text"), r.Y+float64(len(lines))*ui.S(24) <= e.menu.Buttons[0].Rect.Y
}

func (e *Elsewhere) Draw(dst *ebiten.Image) {
	dialog(dst, e.app, lang.T("elsewhere.title"), elsewhereW, elsewhereH)
	r := e.place()
	face := ui.Face(ui.Regular, 17)
	for i, line := range ui.Wrap(lang.T("elsewhere.text"), face, r.W) {
		ui.DrawTop(dst, line, face, r.X, r.Y+float64(i)*ui.S(24), ui.Ink, ui.Left)
	}
	e.menu.Draw(dst)
}
