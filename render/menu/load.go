package menu

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

	"taktik/audio"
	"taktik/render/lang"
	"taktik/render/ui"
)

// Load lists the saved games, newest first, the autosave among them.
type Load struct {
	app   App
	games []SavedGame
	menu  *ui.Menu
	back  *ui.Button
	err   string
	ret   func() // where Back goes; nil: the title
}

// Returning makes Back go somewhere else than the title (the game it was opened from).
func (d *Load) Returning(f func()) *Load { d.ret = f; return d }

func (d *Load) leave() {
	if d.ret != nil {
		d.ret()
		return
	}
	d.app.Title()
}

// maxListed is how many saved games the list shows.
const maxListed = 8

// NewLoad makes the Load screen from the saved games found now.
func NewLoad(app App) *Load {
	games := app.SavedGames()
	if len(games) > maxListed {
		games = games[:maxListed]
	}
	d := &Load{app: app, games: games, menu: ui.NewMenu(), back: &ui.Button{}}
	for range games {
		d.menu.Buttons = append(d.menu.Buttons, &ui.Button{})
	}
	d.menu.Buttons = append(d.menu.Buttons, d.back)
	return d
}

func (d *Load) label(g SavedGame) string {
	name := g.Name
	if g.Autosave {
		name = lang.T("load.autosave")
	}
	return fmt.Sprintf("%s  ·  %s", name, g.Time.Format("2006-01-02 15:04"))
}

func (d *Load) Update() error {
	for i, g := range d.games {
		d.menu.Buttons[i].Label = d.label(g)
	}
	d.back.Label = lang.T("button.back")
	d.place()
	i := d.menu.Update()
	switch {
	case ui.Back() || i == len(d.games):
		d.app.Sound().Play(audio.Click)
		d.leave()
	case i >= 0:
		d.app.Sound().Play(audio.Click)
		if err := d.app.LoadGame(d.games[i].Path); err != nil {
			d.err = lang.Tf("load.failed", explain(err))
		}
	}
	return nil
}

// area is the dialog's content rectangle; it is the same every frame for a screen size.
func (d *Load) area() ui.Rect {
	w, h := ui.ScreenSize()
	pw, ph := ui.S(720), ui.S(560)
	pw, ph = min(pw, float64(w)-ui.S(24)), min(ph, float64(h)-ui.S(24))
	x, y := float64(int((float64(w)-pw)/2)), float64(int((float64(h)-ph)/2))
	return ui.Rect{X: x + ui.S(40), Y: y + ui.S(90), W: pw - ui.S(80), H: ph - ui.S(118)}
}

func (d *Load) place() {
	r := d.area()
	d.menu.Place(r.X, r.Y, r.W, ui.S(40), ui.S(8))
	d.back.Rect = ui.Rect{X: r.X + r.W - ui.S(210), Y: r.Y + r.H - ui.S(46), W: ui.S(210), H: ui.S(46)}
}

func (d *Load) Draw(dst *ebiten.Image) {
	dialog(dst, d.app, lang.T("load.title"), 720, 560)
	d.place()
	r := d.area()
	if len(d.games) == 0 {
		ui.Draw(dst, lang.T("load.none"), ui.Face(ui.Medium, 17), r.X, r.Y+ui.S(20), ui.InkSoft, ui.Left)
	}
	d.menu.Draw(dst)
	message(dst, d.err, r, r.Y+r.H-ui.S(80), true)
}

// Entry is the middle of the i-th saved game in the list (the Back button after them),
// for tests that click it.
func (d *Load) Entry(i int) (x, y float64) {
	d.place()
	b := d.menu.Buttons[i]
	return b.Rect.CX(), b.Rect.CY()
}

// Games are the saved games the list offers, newest first.
func (d *Load) Games() []SavedGame { return d.games }
