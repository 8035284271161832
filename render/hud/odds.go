package hud

import (
	"image"
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"taktik/game"
	"taktik/render/hud/model"
	"taktik/render/lang"
	"taktik/render/ui"
)

// OddsPreview shows a battle before it is declared: both sides' totals, the odds, a
// note when a river doubles the defence (R25), and the chance of each result as a bar
// with its percentage and its name in words.
type OddsPreview struct {
	p      game.Preview
	pct    []int
	active bool
}

// NewOddsPreview makes an empty preview.
func NewOddsPreview() *OddsPreview { return &OddsPreview{} }

// Set shows a preview from game.Game.Preview.
func (o *OddsPreview) Set(p game.Preview) {
	o.p, o.pct, o.active = p, model.Percentages(p.Outcomes), true
}

// Clear hides the preview; Active reports whether one is set.
func (o *OddsPreview) Clear()       { o.active = false }
func (o *OddsPreview) Active() bool { return o.active }

// OddsPreviewSize is the room the preview is laid out for, in pixels.
func OddsPreviewSize() image.Point {
	return image.Pt(int(ui.S(370)), int(ui.S(106)+ui.S(26)*float64(len(game.Results))))
}

// OddsPreviewCompactSize is the room of the compact preview: the totals, the odds and
// the river's note, without the results' bars, for where the whole finds no room.
func OddsPreviewCompactSize() image.Point { return image.Pt(int(ui.S(290)), int(ui.S(106))) }

// Draw paints the preview into r; into a rectangle lower than OddsPreviewSize it
// paints the compact preview.
func (o *OddsPreview) Draw(dst *ebiten.Image, r image.Rectangle) {
	if !o.active || r.Empty() {
		return
	}
	a := rect(r)
	card(dst, a)
	pad := ui.S(14)
	x, w := a.X+pad, a.W-2*pad
	y := a.Y + pad

	// attack : defence, and the odds big on the right
	big, small := ui.Face(ui.Bold, 26), ui.Face(ui.Regular, 13)
	ui.Draw(dst, lang.T("hud.odds.attack"), small, x, y+ui.S(7), ui.InkSoft, ui.Left)
	ui.Draw(dst, lang.T("hud.odds.defence"), small, x+ui.S(92), y+ui.S(7), ui.InkSoft, ui.Left)
	ui.Draw(dst, lang.T("hud.odds.odds"), small, x+w, y+ui.S(7), ui.InkSoft, ui.Right)
	y += ui.S(18)
	ui.Draw(dst, strconv.Itoa(o.p.Attack), big, x, y+ui.S(16), ui.Ink, ui.Left)
	ui.Draw(dst, ":", big, x+ui.S(66), y+ui.S(14), ui.InkSoft, ui.Center)
	ui.Draw(dst, strconv.Itoa(o.p.Defend), big, x+ui.S(92), y+ui.S(16), ui.Ink, ui.Left)
	ui.Draw(dst, model.OddsHead(o.p.Odds), big, x+w, y+ui.S(16), ui.Olive, ui.Right)
	y += ui.S(38)
	if o.p.Doubled {
		ui.Draw(dst, lang.T("hud.odds.doubled"), ui.Face(ui.Medium, 13), x, y+ui.S(6), ui.Blue, ui.Left)
	} else if o.p.Odds.Auto() {
		ui.Draw(dst, lang.T("hud.odds.nodie"), ui.Face(ui.Medium, 13), x, y+ui.S(6), ui.InkSoft, ui.Left)
	}
	y += ui.S(18)
	if r.Dy() < OddsPreviewSize().Y {
		return // compact
	}

	// a bar per result: name, bar, percentage
	label := ui.S(186)
	barX, barW := x+label, w-label-ui.S(44)
	rowH := ui.S(26)
	for i, res := range game.Results {
		cy := y + rowH*(float64(i)+0.5)
		ui.Draw(dst, ResultName(res), ui.Face(ui.Medium, 13), x, cy, resultInk(res), ui.Left)
		track := ui.Rect{X: barX, Y: cy - ui.S(7), W: barW, H: ui.S(14)}
		ui.FillRound(dst, track, ui.S(3), ui.PaperDark)
		if p := o.pct[i]; p > 0 {
			fill := track
			fill.W = math.Max(ui.S(6), barW*float64(p)/100)
			ui.FillRound(dst, fill, ui.S(3), ui.Mix(resultInk(res), ui.Paper, 0.25))
		}
		ui.Draw(dst, lang.Tf("hud.odds.pct", o.pct[i]), ui.Face(ui.Bold, 13), x+w, cy, ui.Ink, ui.Right)
	}
}
