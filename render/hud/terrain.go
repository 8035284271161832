package hud

import (
	"github.com/hajimehoshi/ebiten/v2"

	"taktik/game"
	"taktik/render/hud/model"
	"taktik/render/lang"
	"taktik/render/palette"
	"taktik/render/ui"
)

// TerrainWindow is the reference window with the terrain effects table: what entering
// each kind of square costs in the basic game and, by kind of unit, in the advanced
// game (the engine's own, game.TerrainTable), and what the terrain does in
// combat.
type TerrainWindow struct {
	Window
	rows []game.TerrainRow

	laidLang  string
	laidScale float64
	cells     []terrainCells
	note      []string
}

// terrainCells is a row laid out in lines: the name, then (when the cost depends on
// how the square is entered) one line per case, each with its four costs; the combat
// effect wrapped beside them.
type terrainCells struct {
	name   []string    // the name, then the cases' names
	costs  [][4]string // per line of name; empty strings where a line has none
	combat []string
	h      float64
}

// NewTerrainWindow makes the (closed) terrain window.
func NewTerrainWindow() *TerrainWindow {
	t := &TerrainWindow{}
	t.rows = game.TerrainTable()
	t.Window = Window{TitleKey: "hud.terrain.title", Size: t.size, Content: t.draw}
	return t
}

// terrainCols are the columns' widths in points: terrain, four costs, combat.
var terrainCols = [6]float64{170, 74, 74, 74, 100, 370}

func (t *TerrainWindow) width() float64 {
	w := 0.0
	for _, c := range terrainCols {
		w += ui.S(c)
	}
	return w
}

func terrainFaces() (head, name, note, body *textFace) {
	return ui.Face(ui.Bold, 13), ui.Face(ui.Medium, 14), ui.Face(ui.Regular, 12), ui.Face(ui.Regular, 13)
}

func (t *TerrainWindow) layout() {
	if t.laidLang == lang.Code() && t.laidScale == ui.Scale() && t.cells != nil {
		return
	}
	t.laidLang, t.laidScale, t.cells = lang.Code(), ui.Scale(), t.cells[:0]
	_, _, _, bodyF := terrainFaces()
	for _, r := range t.rows {
		c := terrainCells{name: []string{lang.T("hud.terrain." + r.Key)}}
		cost := func(k int) [4]string {
			var out [4]string
			for i, list := range [][]int{r.Basic, r.Foot, r.Armour, r.Mountain} {
				out[i] = model.Thirds(list[k], r.Extra)
			}
			return out
		}
		switch {
		case len(r.Cases) == 1:
			c.costs = [][4]string{cost(0)}
		case len(r.Cases) > 1:
			c.costs = [][4]string{{}}
			for k, name := range r.Cases {
				c.name = append(c.name, lang.T("hud.terrain.case."+r.Key+"."+name))
				c.costs = append(c.costs, cost(k))
			}
		default:
			c.costs = [][4]string{{}}
		}
		c.combat = model.Wrap(lang.T("hud.terrain."+r.Key+".combat"), ui.S(terrainCols[5]-10), measurer(bodyF))
		c.h = float64(max(len(c.name), len(c.combat)))*terrainLineH() + ui.S(10)
		t.cells = append(t.cells, c)
	}
	_, _, noteF, _ := terrainFaces()
	t.note = model.Wrap(lang.T("hud.terrain.note"), t.width(), measurer(noteF))
}

func terrainLineH() float64 { return ui.S(18) }

// terrainHeadH is the height of the three heading rows.
func terrainHeadH() float64 { return ui.S(66) }

func measurer(f *textFace) func(string) float64 {
	return func(s string) float64 { w, _ := ui.Measure(s, f); return w }
}

func (t *TerrainWindow) size() (w, h float64) {
	t.layout()
	h = terrainHeadH() + ui.S(4)
	for _, c := range t.cells {
		h += c.h
	}
	return t.width(), h + ui.S(10) + float64(len(t.note))*ui.S(17)
}

func (t *TerrainWindow) draw(dst *ebiten.Image, r ui.Rect) {
	t.layout()
	headF, nameF, noteF, bodyF := terrainFaces()
	xs := [7]float64{r.X}
	for i, c := range terrainCols {
		xs[i+1] = xs[i] + ui.S(c)
	}
	w := xs[6] - r.X
	// col is the room of columns a to b, for the test that every text fits its place
	col := func(a, b int) ui.Rect { return ui.Rect{X: xs[a], Y: r.Y, W: xs[b] - xs[a], H: r.H} }
	// three heading rows: "movement cost" over the four cost columns; "basic" and
	// "advanced game" under it; the advanced game's kinds of unit
	y := r.Y
	hh := terrainHeadH()
	ui.FillRect(dst, ui.Rect{X: r.X, Y: y, W: w, H: hh}, ui.Olive)
	ui.Draw(dst, lang.T("hud.terrain.move"), headF, (xs[1]+xs[5])/2, y+ui.S(12), ui.Cream, ui.Center)
	ui.FillRect(dst, ui.Rect{X: xs[1] + ui.S(6), Y: y + ui.S(23), W: xs[5] - xs[1] - ui.S(12), H: ui.S(1)}, ui.Khaki)
	ui.DrawRoom(dst, lang.T("hud.terrain.col.basic"), headF, (xs[1]+xs[2])/2, y+ui.S(44), ui.Cream, ui.Center, col(1, 2))
	ui.DrawRoom(dst, lang.T("hud.terrain.advanced"), ui.Face(ui.Regular, 12), (xs[2]+xs[5])/2, y+ui.S(34), ui.Khaki, ui.Center, col(2, 5))
	for i, k := range []string{"hud.terrain.col.foot", "hud.terrain.col.armour", "hud.terrain.col.mountain"} {
		ui.DrawRoom(dst, lang.T(k), headF, (xs[i+2]+xs[i+3])/2, y+ui.S(53), ui.Cream, ui.Center, col(i+2, i+3))
	}
	ui.DrawRoom(dst, lang.T("hud.terrain.col.terrain"), headF, xs[0]+ui.S(6), y+hh/2, ui.Cream, ui.Left, col(0, 1))
	ui.Draw(dst, lang.T("hud.terrain.col.combat"), headF, xs[5]+ui.S(6), y+hh/2, ui.Cream, ui.Left)
	y += hh + ui.S(4)
	lineH := terrainLineH()
	for k, c := range t.cells {
		if k%2 == 1 {
			ui.FillRect(dst, ui.Rect{X: r.X, Y: y - ui.S(2), W: w, H: c.h}, palette.Stripe)
		}
		cy := y + ui.S(3) + lineH/2
		for i, l := range c.name {
			f, ink, x := nameF, ui.Ink, xs[0]+ui.S(6)
			if i > 0 {
				f, ink, x = noteF, ui.InkSoft, x+ui.S(10)
			}
			ui.DrawRoom(dst, l, f, x, cy+float64(i)*lineH, ink, ui.Left, col(0, 1))
			for j, s := range c.costs[i] {
				ink := ui.Ink
				if s == "—" {
					ink = ui.Red
				}
				ui.Draw(dst, s, nameF, (xs[j+1]+xs[j+2])/2, cy+float64(i)*lineH, ink, ui.Center)
			}
		}
		for i, l := range c.combat {
			ui.DrawRoom(dst, l, bodyF, xs[5]+ui.S(6), cy+float64(i)*lineH, ui.Ink, ui.Left, col(5, 6))
		}
		y += c.h
	}
	for i, l := range t.note {
		ui.Draw(dst, l, noteF, r.X, y+ui.S(14)+float64(i)*ui.S(17), ui.InkSoft, ui.Left)
	}
}
