package board

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"taktik/maps"
	"taktik/render/info"
	"taktik/render/lang"
	"taktik/render/ui"
	"taktik/units"
)

func mapsSquare(row, col int) maps.Square { return maps.Square{Row: row, Col: col} }

// tipCache is the last tooltip worked out: a unit's lines ask for supply lines (R32),
// a search over the board, so they are made again only when something changed.
type tipCache struct {
	square  maps.Square
	version int
	lang    string
	lines   []ui.TipLine
	ok      bool
}

// tooltip turns the description of a square into coloured tooltip lines.
func (v *View) tooltip(s maps.Square) []ui.TipLine {
	c := &v.tip
	if c.ok && c.square == s && c.version == v.ord.Version() && c.lang == lang.Code() {
		return c.lines
	}
	*c = tipCache{square: s, version: v.ord.Version(), lang: lang.Code(), lines: v.describe(s), ok: true}
	return c.lines
}

// describe turns the description of a square into coloured tooltip lines.
func (v *View) describe(s maps.Square) []ui.TipLine {
	var lines []ui.TipLine
	for _, l := range info.Square(v.board, v.game, s) {
		t := ui.TipLine{Text: l.Text}
		if l.Sided {
			t.Ink = ui.Red
			if l.Side == units.Blue {
				t.Ink = ui.Blue
			}
		}
		lines = append(lines, t)
	}
	return lines
}

// drawHover outlines the square under the pointer.
func (v *View) drawHover(dst *ebiten.Image) {
	r := v.cam.SquareRect(v.hover)
	w := math.Max(1.5, ui.S(2))
	ui.StrokeRound(dst, ui.Rect{X: r.X + w/2, Y: r.Y + w/2, W: r.W - w, H: r.H - w}, w, w, ui.Brass)
}
