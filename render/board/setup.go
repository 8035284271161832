package board

import (
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"taktik/game"
	"taktik/render/counter"
	"taktik/render/lang"
	"taktik/render/play"
	"taktik/render/ui"
	"taktik/units"
)

// The tray over the map, from which units are placed in the setup by hand (R9) and
// rebuilt in a replacement period (R31); package play says what it holds.

// trayColumns is how many counters a row of the tray holds.
const trayColumns = 6

// setupTray is the part of the view that shows the tray of units to place or rebuild.
type setupTray struct{ *View }

// trayRect is the tray's card over the map, sized for count units: on the enemy's half
// of the map, away from the side's own squares being filled.
func (v setupTray) trayRect(side units.Side, count int) (ui.Rect, float64) {
	m := v.mapRect()
	cell := math.Round(ui.S(40))
	rows := max(1, (count+trayColumns-1)/trayColumns)
	pad := ui.S(12)
	head := ui.S(30)
	w := trayColumns*cell + 2*pad
	h := math.Min(float64(rows)*cell+2*pad+head, m.H-ui.S(20))
	x := m.X + ui.S(34) // clear of the row numbers
	if side == units.Red {
		x = m.X + m.W - w - ui.S(10)
	}
	return ui.Rect{X: x, Y: m.Y + ui.S(34), W: w, H: h}, cell
}

// trayCovers reports whether the tray lies over a point of the map.
func (v setupTray) trayCovers(x, y float64) bool {
	side, list, _, ok := v.ord.Tray()
	if !ok {
		return false
	}
	r, _ := v.trayRect(side, len(list))
	return r.Contains(x, y)
}

// trayUnitAt is the tray's counter under a point.
func (v setupTray) trayUnitAt(x, y float64) (int, bool) {
	side, list, _, ok := v.ord.Tray()
	if !ok {
		return 0, false
	}
	r, cell := v.trayRect(side, len(list))
	if !r.Contains(x, y) {
		return 0, false
	}
	for i, n := range list {
		if v.trayCell(r, cell, i).Contains(x, y) {
			return n, true
		}
	}
	return 0, false
}

func (v setupTray) trayCell(r ui.Rect, cell float64, i int) ui.Rect {
	pad, head := ui.S(12), ui.S(30)
	return ui.Rect{X: r.X + pad + float64(i%trayColumns)*cell, Y: r.Y + pad + head + float64(i/trayColumns)*cell, W: cell, H: cell}
}

// drawTray paints the tray: the units to place or to rebuild, the one taken ringed in
// brass; in a replacement period each with what it costs (R31).
func (v setupTray) drawTray(dst *ebiten.Image) {
	side, list, picked, ok := v.ord.Tray()
	if !ok {
		return
	}
	title := lang.Tf("play.setup.tray", len(list))
	rebuild := v.ord.Mode() == play.Replace
	if rebuild {
		title = lang.Tf("play.replace.tray", v.game.ReplacementPoints(side))
	}
	r, cell := v.trayRect(side, len(list))
	ui.FillRound(dst, r, ui.S(6), ui.Paper)
	ui.StrokeRound(dst, r, ui.S(6), ui.S(1.5), ui.PaperEdge)
	ui.Draw(dst, title, ui.Face(ui.Bold, 14), r.X+ui.S(12), r.Y+ui.S(24), ui.Ink, ui.Left)
	size := counter.SizeFor(int(cell - ui.S(6)))
	img, sheet := v.pics.Counters(size)
	if img == nil {
		img, sheet = v.pics.NearestCounters(size)
	}
	badge := ui.Face(ui.Bold, 11)
	for i, n := range list {
		c := v.trayCell(r, cell, i)
		if c.Y+c.H > r.Y+r.H {
			break
		}
		if img != nil {
			k := (cell - ui.S(6)) / float64(sheet.Size)
			op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
			op.GeoM.Scale(k, k)
			op.GeoM.Translate(math.Round(c.X+ui.S(3)), math.Round(c.Y+ui.S(3)))
			dst.DrawImage(img.SubImage(sheet.Cell(n)).(*ebiten.Image), op)
		}
		if rebuild { // the price in a brass disc over the top right corner, clear of the values
			cx, cy := c.X+c.W-ui.S(5), c.Y+ui.S(5)
			ui.FillRound(dst, ui.Rect{X: cx - ui.S(7), Y: cy - ui.S(7), W: ui.S(14), H: ui.S(14)}, ui.S(7), ui.Brass)
			ui.Draw(dst, strconv.Itoa(game.ReplacementCost(n)), badge, cx, cy, ui.Ink, ui.Center)
		}
		if n == picked {
			ui.StrokeRound(dst, c.Inset(ui.S(1)), ui.S(4), ui.S(3), ui.Brass)
		}
	}
}

// TrayCell is the middle of a unit's counter in the tray, for tests that click it.
func (v setupTray) TrayCell(n int) (x, y float64, ok bool) {
	side, list, _, ok := v.ord.Tray()
	if !ok {
		return 0, 0, false
	}
	r, cell := v.trayRect(side, len(list))
	for i, u := range list {
		if u == n {
			c := v.trayCell(r, cell, i)
			return c.CX(), c.CY(), true
		}
	}
	return 0, 0, false
}
