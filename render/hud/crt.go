package hud

import (
	"image/color"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"taktik/game"
	"taktik/render/hud/model"
	"taktik/render/lang"
	"taktik/render/palette"
	"taktik/render/ui"
)

// CRTWindow is the reference window with the combat results table.
type CRTWindow struct {
	Window
	table   model.CRTTable
	hiOdds  game.Odds
	hiDie   int
	hilight bool
}

// NewCRTWindow makes the (closed) combat results window.
func NewCRTWindow() *CRTWindow {
	c := &CRTWindow{table: model.NewCRTTable()}
	c.Window = Window{TitleKey: "hud.crt.title", Size: c.size, Content: c.draw}
	return c
}

// Highlight marks the current battle's column, and its row once the die is known
// (die 0: column only).
func (c *CRTWindow) Highlight(o game.Odds, die int) { c.hiOdds, c.hiDie, c.hilight = o, die, true }

// Clear removes the highlight.
func (c *CRTWindow) Clear() { c.hilight = false }

// HighlightInk is the highlighted column's fill, for the tests.
var HighlightInk = palette.Highlight

// crtMetrics are the table's label column, cell width and row height: a cell is wide
// enough for the longest result at its full size ("A zurück 2" in German).
func crtMetrics() (label, cellW, cellH float64) {
	return ui.S(64), max(ui.S(48), WidestCell(ui.Face(ui.Medium, 14))+ui.S(8)), ui.S(28)
}

// WidestCell is the width of the longest result a cell writes, in a face.
func WidestCell(face *text.GoTextFace) float64 {
	w := 0.0
	for _, r := range game.Results {
		cw, _ := ui.Measure(CellName(r), face)
		w = max(w, cw)
	}
	return w
}

func (c *CRTWindow) size() (w, h float64) {
	label, cellW, cellH := crtMetrics()
	return label + cellW*float64(len(c.table.Odds)), cellH*7 + ui.S(20) + ui.S(22)*2 + ui.S(8)
}

func (c *CRTWindow) draw(dst *ebiten.Image, r ui.Rect) {
	_, cellW, _ := crtMetrics()
	col := -1
	if c.hilight {
		col = c.table.Column(c.hiOdds)
	}
	width := DrawCRT(dst, c.table, r.X, r.Y, cellW, col, c.hiDie)
	y := r.Y + CRTHeight() + ui.S(20)
	// the legend in two columns: the results in words
	small, bold := ui.Face(ui.Regular, 13), ui.Face(ui.Bold, 13)
	names := ui.S(52) // the words begin after the longest name ("A zurück 2")
	for _, res := range game.Results {
		w, _ := ui.Measure(CellName(res), bold)
		names = max(names, w+ui.S(10))
	}
	for i, res := range game.Results {
		x := r.X + float64(i%2)*width/2
		yy := y + float64(i/2)*ui.S(22)
		ui.Draw(dst, CellName(res), bold, x, yy, resultInk(res), ui.Left)
		ui.Draw(dst, lang.T("hud.crt.legend."+res.String()), small, x+names, yy, ui.Ink, ui.Left)
	}
}

// DrawCRT draws the combat results table t (R17) with its top left corner at (x, y),
// its cells cellW wide, the automatic columns (R16) included: the reference window and
// the rules' page both draw it through here. col is the column to mark (-1: none), die
// the row of the throw in it (0: none). It returns the table's width; its height is
// seven rows (CRTHeight).
func DrawCRT(dst *ebiten.Image, t model.CRTTable, x, y, cellW float64, col, die int) (width float64) {
	label, _, cellH := crtMetrics()
	head := ui.Face(ui.Bold, 14)
	x0 := x + label
	width = label + cellW*float64(len(t.Odds))
	ui.FillRect(dst, ui.Rect{X: x, Y: y, W: width, H: cellH}, ui.Olive)
	if col >= 0 {
		ui.FillRect(dst, ui.Rect{X: x0 + cellW*float64(col), Y: y, W: cellW, H: cellH * 7}, HighlightInk)
	}
	ui.Draw(dst, lang.T("hud.crt.die"), head, x+label/2, y+cellH/2, ui.Cream, ui.Center)
	for i, h := range t.Heads {
		ink := ui.Cream
		if i == col {
			ink = ui.Ink
		}
		ui.DrawIn(dst, h, CellFace(h, ui.Bold, 14, cellW), ui.Rect{X: x0 + cellW*float64(i), Y: y, W: cellW, H: cellH}, ink)
	}
	for d := 1; d <= 6; d++ {
		yy := y + cellH*float64(d)
		if d%2 == 0 {
			ui.FillRect(dst, ui.Rect{X: x, Y: yy, W: width, H: cellH}, palette.Stripe)
		}
		ui.Draw(dst, strconv.Itoa(d), head, x+label/2, yy+cellH/2, ui.Ink, ui.Center)
		for i := range t.Odds {
			res := t.Cells[d-1][i]
			cell := ui.Rect{X: x0 + cellW*float64(i), Y: yy, W: cellW, H: cellH}
			if i == col && d == die {
				ui.StrokeRound(dst, cell.Inset(ui.S(2)), ui.S(3), ui.S(2.5), ui.Ink)
			}
			ui.DrawIn(dst, CellName(res), CellFace(CellName(res), ui.Medium, 14, cellW), cell, resultInk(res))
		}
	}
	return width
}

// CRTHeight is the height of the table DrawCRT draws.
func CRTHeight() float64 { _, _, cellH := crtMetrics(); return cellH * 7 }

// CRTCell is the natural width of the table's cells (the reference window's), and the
// width of its label column: a page narrower than the table gives its cells less.
func CRTCell() (cellW, label float64) { label, cellW, _ = crtMetrics(); return cellW, label }

// resultInk colours a result by who suffers it: red ink for the attacker's losses,
// olive for the defender's, plain for an exchange.
func resultInk(r game.Result) color.NRGBA {
	switch r {
	case game.AE, game.AB2:
		return ui.Red
	case game.DE, game.DB2:
		return ui.Olive
	}
	return ui.Ink
}

// ResultName is a result in plain words ("Attackers eliminated").
func ResultName(r game.Result) string { return lang.T("hud.result." + r.String()) }

// CellName is a result as the table's cells write it: in German the rulebook's own words
// ("D zurück 2"), in English the English game's abbreviations ("DB2").
func CellName(r game.Result) string { return lang.T("hud.crt.cell." + r.String()) }

// CellFace is the style at the given size, or smaller when text would not fit a cell w
// pixels wide, but never so small that it is hard to read (11 points).
func CellFace(text string, style ui.Style, points, w float64) *text.GoTextFace {
	f := ui.Face(style, points)
	for p := points - 1; p >= 11; p-- {
		if tw, _ := ui.Measure(text, f); tw <= w-ui.S(4) {
			break
		}
		f = ui.Face(style, p)
	}
	return f
}
