package menu

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"taktik/audio"
	"taktik/game"
	"taktik/render/hud"
	"taktik/render/hud/model"
	"taktik/render/input"
	"taktik/render/keymap"
	"taktik/render/lang"
	"taktik/render/ui"
	"taktik/render/ui/scroll"
	"taktik/units"
)

// rulesSections are the parts of the rules reference, each a list of pages in reading
// order: the basic game, the advanced game, the optional rules. A page has a title and
// a text in the translation files ("rules.<page>.title", ".text").
var rulesSections = []struct {
	key   string
	pages []string
}{
	{"basic", []string{"aim", "board", "units", "turn", "move", "combat", "crt", "cities"}},
	{"advanced", []string{"terrain", "special"}},
	{"optional", []string{"weather", "replace", "supply", "nuclear", "short"}},
}

// maxPages is the most pages a section has: the tab column has a button for each.
const maxPages = 8

// Rules is the rules reference: the three parts of the rules on top of a list of pages
// on the left, the chosen page on the right. The units page shows the counters
// themselves, and the results and weather pages draw their tables from the engine's
// own data, so help and rules never disagree.
type Rules struct {
	app      App
	sections *ui.Menu
	tabs     *ui.Menu
	back     *ui.Button
	section  int
	page     int
	ret      func() // where Back goes; nil: the title

	// the page's text scrolls under its title when it is taller than the room
	scroll scroll.Scroll
	shown  string // the page the scroll belongs to: another page starts at the top
	bar    scrollbar
}

// Returning makes Back go somewhere else than the title (the game it was opened from).
func (d *Rules) Returning(f func()) *Rules { d.ret = f; return d }

// NewRules makes the rules reference at its first page.
func NewRules(app App) *Rules {
	d := &Rules{app: app, sections: ui.NewMenu(make([]string, len(rulesSections))...),
		tabs: ui.NewMenu(make([]string, maxPages)...), back: &ui.Button{}}
	d.tabs.Buttons = append(d.tabs.Buttons, d.back)
	return d
}

// Show opens a page of a section, for tests and for the game's help.
func (d *Rules) Show(section, page int) { d.section, d.page, d.tabs.Focus = section, page, page }

// Page is the page shown, as its translation key part ("crt", "nuclear").
func (d *Rules) Page() string { return rulesSections[d.section].pages[d.page] }

const rulesW, rulesH = 1200, 700 // wide enough for the results table's thirteen columns in German

func (d *Rules) area() ui.Rect { return dialogArea(rulesW, rulesH) }

// sectionsH is the room the row of parts takes above the pages, in points.
const sectionsH = 46

// tabW is the width of the column of page buttons.
func tabW() float64 { return ui.S(250) }

func (d *Rules) place() {
	r := d.area()
	pages := rulesSections[d.section].pages
	w := ui.S(220)
	for i, b := range d.sections.Buttons {
		b.Rect = ui.Rect{X: r.X + float64(i)*(w+ui.S(8)), Y: r.Y - ui.S(8), W: w, H: ui.S(34)}
	}
	h, gap := ui.S(34), ui.S(6)
	for i, b := range d.tabs.Buttons[:maxPages] {
		b.Disabled = i >= len(pages)
		b.Rect = ui.Rect{X: r.X, Y: r.Y + ui.S(sectionsH) + float64(i)*(h+gap), W: tabW(), H: h}
		if b.Disabled {
			b.Rect = ui.Rect{} // out of the way
		}
	}
	d.back.Rect = ui.Rect{X: r.X, Y: r.Y + r.H - ui.S(46), W: tabW(), H: ui.S(46)}
}

func (d *Rules) relabel() {
	for i, sec := range rulesSections {
		d.sections.Buttons[i].Label = lang.T("rules.section." + sec.key)
	}
	pages := rulesSections[d.section].pages
	for i, b := range d.tabs.Buttons[:maxPages] {
		b.Label = ""
		if i < len(pages) {
			b.Label = lang.T("rules." + pages[i] + ".title")
		}
	}
	d.back.Label = lang.T("button.back")
}

func (d *Rules) Update() error {
	d.relabel()
	d.place()
	x, y := ui.Pointer()
	for i, b := range d.sections.Buttons {
		if b.Hit(x, y) && ui.Clicked() && i != d.section {
			d.app.Sound().Play(audio.Click)
			d.section, d.page, d.tabs.Focus = i, 0, 0
			d.relabel()
			d.place()
			return nil
		}
	}
	// Left and Right (and Ctrl+PageUp, Ctrl+PageDown) turn to the previous and the
	// next part; the wheel, PageUp, PageDown, Home, End and the scrollbar scroll a long
	// page
	ctrl := input.Ctrl(ui.Input())
	switch {
	case ui.Command(keymap.PartOn) && d.section+1 < len(rulesSections):
		d.section, d.page, d.tabs.Focus = d.section+1, 0, 0
		return nil
	case ui.Command(keymap.PartBack) && d.section > 0:
		d.section, d.page, d.tabs.Focus = d.section-1, 0, 0
		return nil
	}
	if d.updateScroll(x, y, ctrl) {
		return nil
	}
	i := d.tabs.Update()
	switch {
	case ui.Back() || i == maxPages:
		d.app.Sound().Play(audio.Click)
		if d.ret != nil {
			d.ret()
		} else {
			d.app.Title()
		}
	case i >= 0:
		d.page = i
	case d.tabs.Focus >= 0 && d.tabs.Focus < len(rulesSections[d.section].pages):
		d.page = d.tabs.Focus // the keyboard's focus turns the pages too
	}
	return nil
}

// textRect is the page's side of the dialog, right of the page buttons.
func (d *Rules) textRect() ui.Rect {
	r := d.area()
	return ui.Rect{X: r.X + tabW() + ui.S(32), Y: r.Y + ui.S(sectionsH) - ui.S(6), W: r.W - tabW() - ui.S(32), H: r.H - ui.S(sectionsH) + ui.S(6)}
}

// bodyRect is where the page's text goes under its title: the part that scrolls.
func (d *Rules) bodyRect() ui.Rect {
	t := d.textRect()
	top := ui.S(30)
	return ui.Rect{X: t.X, Y: t.Y + top, W: t.W, H: t.H - top}
}

// scrollTrack is the scrollbar beside the body.
func (d *Rules) scrollTrack() ui.Rect {
	b := d.bodyRect()
	return ui.Rect{X: b.X + b.W - ui.S(8), Y: b.Y + ui.S(4), W: ui.S(8), H: b.H - ui.S(8)}
}

// scrollStep is how far one notch of the wheel moves the page.
func scrollStep() float64 { return ui.S(23) * 3 }

// updateScroll works the page's scrolling; it reports whether it used the input.
func (d *Rules) updateScroll(mx, my float64, ctrl bool) bool {
	d.follow()
	s := &d.scroll
	used := false
	if _, dy := ui.Wheel(); dy != 0 && d.textRect().Contains(mx, my) {
		s.By(-dy * scrollStep())
		used = true
	}
	page := math.Max(scrollStep(), s.View-ui.S(46))
	switch {
	case ctrl:
	case ui.Command(keymap.PageOn):
		s.By(page)
		used = true
	case ui.Command(keymap.PageBack):
		s.By(-page)
		used = true
	case ui.Command(keymap.First):
		s.To(0)
		used = true
	case ui.Command(keymap.Last):
		s.To(s.Max())
		used = true
	}
	if d.bar.update(s, d.scrollTrack(), page, mx, my) {
		used = true
	}
	return used
}

// follow starts a page that has just been turned to at its top.
func (d *Rules) follow() {
	key := rulesSections[d.section].key + "/" + d.Page()
	if key != d.shown {
		d.shown, d.scroll, d.bar = key, scroll.Scroll{}, scrollbar{}
	}
}

// Scrolled is how far the page is scrolled, how tall its text is and how tall the room
// it shows in, in pixels: for tests.
func (d *Rules) Scrolled() (offset, content, view float64) {
	return d.scroll.Offset, d.scroll.Content, d.scroll.View
}

// SectionButton is the middle of a part's button, for tests that click it.
func (d *Rules) SectionButton(i int) (x, y float64) {
	d.relabel()
	d.place()
	b := d.sections.Buttons[i]
	return b.Rect.CX(), b.Rect.CY()
}

// PageButton is the middle of a page's button in the current part, for tests.
func (d *Rules) PageButton(i int) (x, y float64) {
	d.relabel()
	d.place()
	b := d.tabs.Buttons[i]
	return b.Rect.CX(), b.Rect.CY()
}

func (d *Rules) Draw(dst *ebiten.Image) {
	d.relabel()
	dialog(dst, d.app, lang.T("rules.title"), rulesW, rulesH)
	d.place()
	for i, b := range d.sections.Buttons {
		drawTab(dst, b, i == d.section)
	}
	for i, b := range d.tabs.Buttons {
		if !b.Disabled {
			b.Draw(dst, i == d.page || i == d.tabs.Focus)
		}
	}
	text := d.textRect()
	p := d.Page()
	ui.Draw(dst, lang.T("rules."+p+".title"), ui.Face(ui.Bold, 20), text.X, text.Y+ui.S(12), ui.Olive, ui.Left)

	// the body, drawn onto the part of the screen it may use and moved up by the
	// scroll; how tall it came out sets the scroll's range for the next frame
	d.follow()
	body := d.bodyRect()
	clip := dst.SubImage(image.Rect(int(body.X), int(body.Y), int(math.Ceil(body.X+body.W)), int(math.Ceil(body.Y+body.H)))).(*ebiten.Image)
	inner := ui.Rect{X: body.X, Y: body.Y - d.scroll.Offset, W: body.W - ui.S(20), H: body.H}
	top := inner.Y
	y := paragraph(clip, lang.T("rules."+p+".text"), inner, inner.Y+ui.S(16))
	switch p {
	case "units":
		y = d.drawUnits(clip, inner, y+ui.S(16))
	case "crt":
		y = drawCRT(clip, inner, y+ui.S(12))
	case "weather":
		y = hud.DrawWeatherTable(clip, ui.Rect{X: inner.X, Y: y + ui.S(12), W: inner.W, H: inner.H})
	}
	d.scroll.Resize(y-top+ui.S(10), body.H)
	d.drawScroll(dst, body)
}

// drawScroll paints the scrollbar of a page taller than its room, and a fade at the
// edge where more text waits.
func (d *Rules) drawScroll(dst *ebiten.Image, body ui.Rect) {
	s := &d.scroll
	if !d.bar.draw(dst, s, d.scrollTrack()) {
		return
	}
	fade := func(y float64, down bool) {
		for i := range 8 {
			a := uint8(0x18 * (8 - i) / 2)
			yy := y + float64(i)*ui.S(2)
			if !down {
				yy = y - float64(i+1)*ui.S(2)
			}
			ui.FillRect(dst, ui.Rect{X: body.X, Y: yy, W: body.W - ui.S(16), H: ui.S(2)}, withAlpha(ui.Paper, a))
		}
	}
	if s.Offset > 0 {
		fade(body.Y, true)
	}
	if s.Offset < s.Max() {
		fade(body.Y+body.H, false)
	}
}

// withAlpha is a colour made see-through.
func withAlpha(c color.NRGBA, a uint8) color.NRGBA { c.A = a; return c }

// drawTab paints a part's button: olive when chosen, paper when not.
func drawTab(dst *ebiten.Image, b *ui.Button, chosen bool) {
	fill, ink := ui.PaperDark, ui.Ink
	if chosen {
		fill, ink = ui.Olive, ui.Cream
	}
	ui.FillRound(dst, b.Rect, ui.S(6), fill)
	ui.StrokeRound(dst, b.Rect, ui.S(6), ui.S(1.2), ui.PaperEdge)
	ui.DrawIn(dst, b.Label, ui.Face(ui.Bold, 16), b.Rect.Inset(ui.S(4)), ink)
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

// drawUnits shows one counter of each kind with its name; it returns where the next
// line would go.
func (d *Rules) drawUnits(dst *ebiten.Image, r ui.Rect, y float64) float64 {
	size := int(ui.S(48))
	rows := (len(units.Kinds) + 2) / 3
	end := y + float64(rows)*(float64(size)+ui.S(18))
	img, sheet := d.app.Counters(size)
	if img == nil {
		return end
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
		ui.DrawRoom(dst, k.Name(lang.Code()), ui.Face(ui.Medium, 15), x+float64(size)+ui.S(12), yy+float64(size)/2, ui.Ink, ui.Left,
			ui.Rect{X: x, Y: yy, W: col, H: float64(size)})
	}
	return end
}

// drawCRT draws the combat results table (R17) as the reference window does
// (hud.DrawCRT, the automatic columns included), its cells narrowed to the page, with
// the rules' own legend; it returns where the next line would go.
func drawCRT(dst *ebiten.Image, r ui.Rect, y float64) float64 {
	t := model.NewCRTTable()
	cellW, label := hud.CRTCell()
	cellW = math.Min(cellW, (r.W-label)/float64(len(t.Odds)))
	hud.DrawCRT(dst, t, r.X, y, cellW, -1, 0)
	y += hud.CRTHeight() + ui.S(18)
	for _, res := range game.Results {
		ui.Draw(dst, lang.T("rules.crt."+res.String()), ui.Face(ui.Regular, 14), r.X, y, ui.Ink, ui.Left)
		y += ui.S(21)
	}
	return y
}

// RulesPages are the pages of each part, by their translation key part: for tests.
func RulesPages() [][]string {
	var out [][]string
	for _, sec := range rulesSections {
		out = append(out, append([]string(nil), sec.pages...))
	}
	return out
}

// TextMiddle is the middle of the page's text, for tests that scroll it.
func (d *Rules) TextMiddle() (x, y float64) {
	b := d.bodyRect()
	return b.CX(), b.CY()
}
