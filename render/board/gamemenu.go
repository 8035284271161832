package board

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"taktik/audio"
	"taktik/render/input"
	"taktik/render/keymap"
	"taktik/render/lang"
	"taktik/render/ui"
)

// The game menu drops down from the Menu button (or opens with Esc): saving and
// loading, the reference windows, the rules, the settings, and the way back to the
// title. Each entry names its key, so the menu teaches the keyboard too.

// The game menu's entries, in order.
const (
	gmSave = iota
	gmLoad
	gmReview
	gmCRT
	gmTerrain
	gmWeather
	gmRules
	gmSettings
	gmTitle
	gmCount
)

// gameMenuKeys are the entries' labels and the commands whose keys do the same on the
// board: the key shown beside an entry is the keymap's, so it cannot drift from it.
var gameMenuKeys = [gmCount]struct {
	label string
	cmd   keymap.Command
}{
	{"game.menu.save", keymap.Save}, {"game.menu.load", keymap.None}, {"game.menu.review", keymap.None},
	{"game.menu.crt", keymap.CRT}, {"game.menu.terrain", keymap.Terrain}, {"game.menu.weather", keymap.Weather},
	{"game.menu.rules", keymap.None}, {"game.menu.settings", keymap.None}, {"game.menu.title", keymap.None},
}

type gameMenu struct {
	open bool
	menu *ui.Menu
	rect ui.Rect
}

func (m *gameMenu) show() {
	if m.menu == nil {
		m.menu = ui.NewMenu(make([]string, gmCount)...)
	}
	m.open, m.menu.Focus = true, 0
}

// layout places the entries under the Menu button, the card's right edge on the
// button's.
func (v *View) layoutGameMenu() {
	m := &v.gmenu
	for i, k := range gameMenuKeys {
		m.menu.Buttons[i].Label = lang.T(k.label)
	}
	m.menu.Buttons[gmReview].Disabled = !v.canReview()
	w, h, gap, pad := ui.S(300), ui.Tap(ui.S(36)), ui.S(6), ui.S(10)
	top := v.menuBtn.Rect.Y + v.menuBtn.Rect.H + ui.S(6)
	// entries a finger wide may not fit a short screen in one column: two side by side
	cols := 1
	if top+float64(gmCount)*(h+gap)-gap+2*pad > float64(v.screenH)-ui.S(4) {
		cols = 2
	}
	rows := (gmCount + cols - 1) / cols
	cw := float64(cols)*(w-2*pad) + float64(cols-1)*gap + 2*pad
	r := ui.Rect{X: v.menuBtn.Rect.X + v.menuBtn.Rect.W - cw, Y: top, W: cw, H: float64(rows)*(h+gap) - gap + 2*pad}
	r.X = math.Max(ui.S(4), r.X)
	m.rect = r
	m.menu.PlaceColumns(r.X+pad, r.Y+pad, w-2*pad, h, gap, cols)
}

// updateGameMenu works the open menu: a click on an entry or Enter does it; Esc, the
// Menu button or a click beside the menu closes it.
func (v *View) updateGameMenu(mx, my float64) {
	m := &v.gmenu
	v.layoutGameMenu()
	i := m.menu.Update()
	click := v.in.Pressed(ebiten.MouseButtonLeft)
	if i < 0 {
		if input.Just(v.in, ebiten.KeyEscape) || (click && !m.rect.Contains(mx, my)) {
			m.open = false
			v.app.Sound().Play(audio.Click)
		}
		return
	}
	m.open = false
	v.app.Sound().Play(audio.Click)
	switch i {
	case gmSave:
		v.quickSave()
	case gmLoad:
		v.app.OpenLoad()
	case gmReview:
		v.review()
	case gmCRT:
		v.hud.crt.Window.Toggle()
	case gmTerrain:
		v.hud.terrain.Window.Toggle()
	case gmWeather:
		v.hud.weather.Window.Toggle()
	case gmRules:
		v.app.OpenRules()
	case gmSettings:
		v.app.OpenSettings()
	case gmTitle:
		v.app.Menu()
	}
}

// drawGameMenu paints the open menu: a paper card of buttons, each with its key.
func (v *View) drawGameMenu(dst *ebiten.Image) {
	m := &v.gmenu
	if !m.open {
		return
	}
	v.layoutGameMenu()
	r := m.rect
	ui.FillRound(dst, ui.Rect{X: r.X + ui.S(3), Y: r.Y + ui.S(5), W: r.W, H: r.H}, ui.S(8), ui.Shade)
	ui.Panel(dst, r)
	m.menu.Draw(dst)
	face := ui.Face(ui.Regular, 13)
	for i, b := range m.menu.Buttons {
		if k := keymap.Key(gameMenuKeys[i].cmd); k != "" {
			ui.Draw(dst, k, face, b.Rect.X+b.Rect.W-ui.S(10), b.Rect.CY(), ui.Khaki, ui.Right)
		}
	}
}

// MenuEntry is the middle of a game menu entry (opening the menu if it is shut), for
// tests that click it: 0 save, 1 load, 2 review, 7 settings, 8 main menu.
func (v *View) MenuEntry(i int) (x, y float64) {
	if !v.gmenu.open {
		v.gmenu.show()
	}
	v.layoutGameMenu()
	b := v.gmenu.menu.Buttons[i]
	return b.Rect.CX(), b.Rect.CY()
}
