package board

import (
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"taktik/audio"
	"taktik/game"
	"taktik/maps"
	"taktik/render/counter"
	"taktik/render/lang"
	"taktik/render/play"
	"taktik/render/ui"
	"taktik/units"
)

// The setup by hand (setup=hand): each person places his army in turn from a tray of
// the units not yet on the board onto the free squares of his bivouac areas the engine
// offers (R9; R29 in the advanced game); then the computer places its army, if it
// commands a side, and play begins.

// trayColumns is how many counters a row of the tray holds.
const trayColumns = 6

// setupSide is the side placing now: the first person in the order of play who has not
// finished.
func (v *View) setupSide() (units.Side, bool) {
	first := v.game.Side()
	for _, s := range []units.Side{first, first.Opponent()} {
		if !v.players[s].Computer && !v.st.setupDone[s] {
			return s, true
		}
	}
	return 0, false
}

func (v *View) updateSetup(mx, my float64) {
	side, ok := v.setupSide()
	if !ok {
		v.st.setupAI = true
		return
	}
	v.pc.decider, v.pc.deciderKnown = side, true // the next hand-over is from this player
	s := &v.st
	if s.tray >= 0 && (game.UnitInfo(s.tray).Side != side || v.game.Unit(s.tray).Status == game.OnBoard) {
		s.tray = -1
	}
	if v.in.Pressed(ebiten.MouseButtonLeft) {
		if n, ok := v.trayUnitAt(mx, my); ok {
			s.tray = n
			v.app.Sound().Play(audio.Click)
			return
		}
	}
	if v.rightClicked && v.hoverOK {
		if n, ok := v.game.UnitAt(v.hover); ok && game.UnitInfo(n).Side == side {
			v.apply(game.Action{Kind: game.ActRemove, Unit: n, Index: -1})
			return
		}
	}
	if !v.clicked || !v.hoverOK {
		return
	}
	if n, ok := v.game.UnitAt(v.hover); ok && game.UnitInfo(n).Side == side {
		s.tray = n // a placed unit can be picked up and put elsewhere
		v.app.Sound().Play(audio.Click)
		return
	}
	if s.tray < 0 {
		return
	}
	if a, ok := v.placeAt(s.tray, v.hover); ok {
		if v.apply(a) {
			v.app.Sound().Play(audio.Click)
			s.tray = v.nextUnplaced(side, s.tray)
		}
		return
	}
	v.hud.toast.Show(lang.T("play.setup.where"))
}

// placeAt is the placing of a unit on a square, if the engine offers it.
func (v *View) placeAt(n int, sq maps.Square) (game.Action, bool) {
	for _, a := range v.legal() {
		if a.Kind == game.ActPlace && a.Unit == n && a.To == sq {
			return a, true
		}
	}
	return game.Action{}, false
}

// placeSquares are the squares a unit may be placed on now.
func (v *View) placeSquares(n int) []maps.Square {
	var list []maps.Square
	for _, a := range v.legal() {
		if a.Kind == game.ActPlace && a.Unit == n {
			list = append(list, a.To)
		}
	}
	return list
}

// nextUnplaced is the unit after n in the tray (the order of battle), so a formation
// is placed click after click; -1 when the tray is empty.
func (v *View) nextUnplaced(side units.Side, n int) int {
	left := play.Unplaced(v.game, side)
	for _, u := range left {
		if u > n {
			return u
		}
	}
	if len(left) > 0 {
		return left[0]
	}
	return -1
}

// placeRest puts the side's units still in the tray on the board.
func (v *View) placeRest() {
	side, ok := v.setupSide()
	if !ok {
		return
	}
	if err := play.Deploy(v.game, side); err != nil {
		v.problem(err)
	}
	v.st.tray = -1
	v.changed()
}

// setupFinished ends a person's placing: with units left in the tray he is asked
// whether they should be placed for him.
func (v *View) setupFinished() {
	side, ok := v.setupSide()
	if !ok {
		return
	}
	done := func() {
		v.placeRest()
		v.st.setupDone[side] = true
		v.st.tray = -1
		if next, ok := v.setupSide(); ok {
			if !v.players[0].Computer && !v.players[1].Computer {
				v.hud.showHandoff(next, game.NoDecision)
			}
			return
		}
		v.st.setupAI = true
	}
	if n := len(play.Unplaced(v.game, side)); n > 0 {
		v.ask(lang.Tf(lang.Counted(n, "play.confirm.setup"), n), lang.T("play.setup.done"), done)
		return
	}
	done()
}

// trayList is what the tray holds now: the placing side's units still off the board in
// the setup, the units a side may rebuild in a replacement period (R31); ok is false
// when no tray shows.
func (v *View) trayList() (side units.Side, list []int, ok bool) {
	switch v.mode() {
	case modeSetup:
		side, ok = v.setupSide()
		if ok {
			list = play.Unplaced(v.game, side)
		}
		return side, list, ok
	case modeReplace:
		p := v.game.Pending()
		return p.Side, p.Units, true
	}
	return 0, nil, false
}

// trayRect is the tray's card over the map, sized for count units: on the enemy's half
// of the map, away from the side's own squares being filled.
func (v *View) trayRect(side units.Side, count int) (ui.Rect, float64) {
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
func (v *View) trayCovers(x, y float64) bool {
	side, list, ok := v.trayList()
	if !ok {
		return false
	}
	r, _ := v.trayRect(side, len(list))
	return r.Contains(x, y)
}

// trayUnitAt is the tray's counter under a point.
func (v *View) trayUnitAt(x, y float64) (int, bool) {
	side, list, ok := v.trayList()
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

func (v *View) trayCell(r ui.Rect, cell float64, i int) ui.Rect {
	pad, head := ui.S(12), ui.S(30)
	return ui.Rect{X: r.X + pad + float64(i%trayColumns)*cell, Y: r.Y + pad + head + float64(i/trayColumns)*cell, W: cell, H: cell}
}

// drawTray paints the tray: the units to place or to rebuild, the one taken ringed in
// brass; in a replacement period each with what it costs (R31).
func (v *View) drawTray(dst *ebiten.Image) {
	side, list, ok := v.trayList()
	if !ok {
		return
	}
	picked, title := v.st.tray, lang.Tf("play.setup.tray", len(list))
	rebuild := v.mode() == modeReplace
	if rebuild {
		picked, title = v.st.rebuild, lang.Tf("play.replace.tray", v.game.ReplacementPoints(side))
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
func (v *View) TrayCell(n int) (x, y float64, ok bool) {
	side, list, ok := v.trayList()
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
