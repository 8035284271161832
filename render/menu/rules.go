package menu

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"taktik/audio"
	"taktik/game"
	"taktik/render/lang"
	"taktik/render/ui"
	"taktik/units"
)

// rulesPages are the sections of the rules reference, in reading order; each has a
// title and a text in the translation files ("rules.<page>.title", ".text").
var rulesPages = []string{"aim", "board", "units", "turn", "move", "combat", "crt", "cities"}

// Rules is the rules reference: a list of sections on the left, the chosen one on the
// right. The units page shows the counters themselves and the results page draws the
// combat results table from the engine's own data, so help and rules never disagree.
type Rules struct {
	app  App
	tabs *ui.Menu
	back *ui.Button
	page int
}

// NewRules makes the rules reference at its first page.
func NewRules(app App) *Rules {
	d := &Rules{app: app, tabs: ui.NewMenu(make([]string, len(rulesPages))...), back: &ui.Button{}}
	d.tabs.Buttons = append(d.tabs.Buttons, d.back)
	return d
}

func (d *Rules) area() ui.Rect {
	w, h := ui.ScreenSize()
	pw, ph := math.Min(ui.S(1040), float64(w)-ui.S(24)), math.Min(ui.S(680), float64(h)-ui.S(24))
	x, y := math.Round((float64(w)-pw)/2), math.Round((float64(h)-ph)/2)
	return ui.Rect{X: x + ui.S(40), Y: y + ui.S(90), W: pw - ui.S(80), H: ph - ui.S(118)}
}

func (d *Rules) place() {
	r := d.area()
	d.tabs.Place(r.X, r.Y, ui.S(230), ui.S(40), ui.S(8))
	d.back.Rect = ui.Rect{X: r.X, Y: r.Y + r.H - ui.S(46), W: ui.S(230), H: ui.S(46)}
}

func (d *Rules) Update() error {
	for i, p := range rulesPages {
		d.tabs.Buttons[i].Label = lang.T("rules." + p + ".title")
	}
	d.back.Label = lang.T("button.back")
	d.place()
	i := d.tabs.Update()
	switch {
	case ui.Back() || i == len(rulesPages):
		d.app.Sound().Play(audio.Click)
		d.app.Title()
	case i >= 0:
		d.page = i
	case d.tabs.Focus >= 0 && d.tabs.Focus < len(rulesPages):
		d.page = d.tabs.Focus // the keyboard's focus turns the pages too
	}
	return nil
}

func (d *Rules) Draw(dst *ebiten.Image) {
	dialog(dst, d.app, lang.T("rules.title"), 1040, 680)
	d.place()
	for i, b := range d.tabs.Buttons {
		b.Draw(dst, i == d.page || i == d.tabs.Focus)
	}
	r := d.area()
	text := ui.Rect{X: r.X + ui.S(262), Y: r.Y, W: r.W - ui.S(262), H: r.H}
	p := rulesPages[d.page]
	ui.Draw(dst, lang.T("rules."+p+".title"), ui.Face(ui.Bold, 20), text.X, text.Y+ui.S(12), ui.Olive, ui.Left)
	y := paragraph(dst, lang.T("rules."+p+".text"), text, text.Y+ui.S(46))
	switch p {
	case "units":
		d.drawUnits(dst, text, y+ui.S(16))
	case "crt":
		drawCRT(dst, text, y+ui.S(12))
	}
}

// paragraph writes wrapped text from y and returns where the next line would go.
func paragraph(dst *ebiten.Image, s string, r ui.Rect, y float64) float64 {
	face := ui.Face(ui.Regular, 16)
	lineH := ui.S(23)
	for _, line := range ui.Wrap(s, face, r.W) {
		if line != "" {
			ui.Draw(dst, line, face, r.X, y, ui.Ink, ui.Left)
		}
		y += lineH
	}
	return y
}

// drawUnits shows one counter of each kind with its name.
func (d *Rules) drawUnits(dst *ebiten.Image, r ui.Rect, y float64) {
	size := int(ui.S(48))
	img, sheet := d.app.Counters(size)
	if img == nil {
		return
	}
	all := units.All()
	col := r.W / 3
	for i, k := range units.Kinds {
		n := 0
		for j, u := range all {
			if u.Kind == k && u.Side == units.Side(i%2) {
				n = j
				break
			}
		}
		x := r.X + float64(i%3)*col
		yy := y + float64(i/3)*(float64(size)+ui.S(18))
		op := &ebiten.DrawImageOptions{}
		op.GeoM.Translate(math.Round(x), math.Round(yy))
		dst.DrawImage(img.SubImage(sheet.Cell(n)).(*ebiten.Image), op)
		ui.Draw(dst, k.Name(lang.Code()), ui.Face(ui.Medium, 15), x+float64(size)+ui.S(12), yy+float64(size)/2, ui.Ink, ui.Left)
	}
}

// drawCRT draws the combat results table (R17) from game.CRT, with its legend.
func drawCRT(dst *ebiten.Image, r ui.Rect, y float64) {
	var odds []game.Odds
	for o := game.Odds(-5); o <= 5; o++ {
		odds = append(odds, o)
	}
	cellW := math.Min(ui.S(56), (r.W-ui.S(60))/float64(len(odds)))
	cellH := ui.S(26)
	head, body := ui.Face(ui.Bold, 14), ui.Face(ui.Medium, 14)
	x0 := r.X + ui.S(60)
	ui.FillRect(dst, ui.Rect{X: r.X, Y: y, W: ui.S(60) + cellW*float64(len(odds)), H: cellH}, ui.Olive)
	ui.Draw(dst, lang.T("rules.crt.die"), head, r.X+ui.S(30), y+cellH/2, ui.Cream, ui.Center)
	for i, o := range odds {
		ui.Draw(dst, o.String(), head, x0+cellW*(float64(i)+0.5), y+cellH/2, ui.Cream, ui.Center)
	}
	for die := 1; die <= 6; die++ {
		yy := y + cellH*float64(die)
		if die%2 == 0 {
			ui.FillRect(dst, ui.Rect{X: r.X, Y: yy, W: ui.S(60) + cellW*float64(len(odds)), H: cellH}, ui.PaperDark)
		}
		ui.Draw(dst, string(rune('0'+die)), head, r.X+ui.S(30), yy+cellH/2, ui.Ink, ui.Center)
		for i, o := range odds {
			res := game.CRT(o, die)
			ink := ui.Ink
			switch res {
			case game.AE, game.AB2:
				ink = ui.Red
			case game.DE, game.DB2:
				ink = ui.Olive
			}
			ui.Draw(dst, res.String(), body, x0+cellW*(float64(i)+0.5), yy+cellH/2, ink, ui.Center)
		}
	}
	y += cellH*7 + ui.S(18)
	for _, res := range game.Results {
		ui.Draw(dst, lang.T("rules.crt."+res.String()), ui.Face(ui.Regular, 14), r.X, y, ui.Ink, ui.Left)
		y += ui.S(21)
	}
}
