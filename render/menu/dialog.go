package menu

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"taktik/render/ui"
)

// dialog draws the common frame of a menu screen over the backdrop: a veil, a paper
// panel of a size in points (shrunk to fit the screen), and the title. It returns the
// panel's inner area for the content.
func dialog(dst *ebiten.Image, app App, title string, w, h float64) ui.Rect {
	app.Backdrop(dst, true)
	r := dialogFrame(w, h)
	ui.Panel(dst, r)
	ui.Draw(dst, title, ui.Face(ui.Bold, 26), r.CX(), r.Y+ui.S(40), ui.Ink, ui.Center)
	rule := ui.Rect{X: r.X + ui.S(40), Y: r.Y + ui.S(66), W: r.W - ui.S(80), H: ui.S(2)}
	ui.FillRect(dst, ui.Rect{X: rule.X, Y: rule.Y, W: rule.W / 2, H: rule.H}, ui.Red)
	ui.FillRect(dst, ui.Rect{X: rule.X + rule.W/2, Y: rule.Y, W: rule.W / 2, H: rule.H}, ui.Blue)
	return dialogInner(r)
}

// dialogFrame is the panel of a dialog of a size in points, shrunk to fit the screen;
// laid out for fingers (ui.Touch) it takes the screen's whole height, the room its rows
// need to be a finger high.
func dialogFrame(w, h float64) ui.Rect {
	sw, sh := ui.ScreenSize()
	pw := math.Min(ui.S(w), float64(sw)-ui.S(24))
	ph := math.Min(ui.S(h), float64(sh)-ui.S(24))
	if ui.Touch() {
		ph = float64(sh) - ui.S(24)
	}
	return ui.Rect{X: math.Round((float64(sw) - pw) / 2), Y: math.Round((float64(sh) - ph) / 2), W: pw, H: ph}
}

func dialogInner(r ui.Rect) ui.Rect {
	return ui.Rect{X: r.X + ui.S(40), Y: r.Y + ui.S(90), W: r.W - ui.S(80), H: r.H - ui.S(90) - ui.S(28)}
}

// dialogArea is the content area dialog returns, without drawing: for the layout in
// Update.
func dialogArea(w, h float64) ui.Rect { return dialogInner(dialogFrame(w, h)) }

// message draws a line of feedback under a dialog's content, red for a problem.
func message(dst *ebiten.Image, text string, r ui.Rect, y float64, problem bool) {
	if text == "" {
		return
	}
	ink := ui.InkSoft
	if problem {
		ink = ui.Red
	}
	face := ui.Face(ui.Medium, 15)
	for i, line := range ui.Wrap(text, face, r.W) {
		ui.Draw(dst, line, face, r.X, y+float64(i)*ui.S(20), ink, ui.Left)
	}
}

// formMessage draws a line of feedback of a form at y, under its rows in the room r
// gives, where its lines end above the buttons; else left of the buttons, in the middle
// of their line: where the rows scroll (a phone held across) under them is their own
// room, and on a short screen the rows a finger high leave little under them.
func formMessage(dst *ebiten.Image, text string, f *ui.Form, r ui.Rect, y float64, problem bool) {
	face := ui.Face(ui.Medium, 15)
	if n := len(ui.Wrap(text, face, r.W)); !f.Scrolls() && y+float64(n-1)*ui.S(20)+ui.S(10) <= f.Buttons[0].Rect.Y {
		message(dst, text, r, y, problem)
		return
	}
	at := f.BesideButtons()
	n := len(ui.Wrap(text, face, at.W))
	message(dst, text, at, at.CY()-float64(n-1)*ui.S(10), problem)
}
