package board

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"taktik/game"
	"taktik/maps"
	"taktik/render/camera"
	"taktik/render/input"
	"taktik/render/paint"
	"taktik/render/ui"
	"taktik/units"
)

// Looking around the map: the camera, zooming, panning, the square under the pointer,
// and telling a click on the map from a drag of it.

// layoutCamera makes the camera on the first frame and follows window resizes.
func (v *View) layoutCamera() {
	w, h := ui.ScreenSize()
	if v.cam != nil && w == v.screenW && h == v.screenH {
		return
	}
	v.screenW, v.screenH = w, h
	if v.cam == nil {
		v.cam = &camera.Camera{Rows: v.board.Rows, Cols: v.board.Cols, View: v.viewRect(), Pad: v.pad, MinLevel: minLevel()}
		v.cam.Fit()
		v.firstLook()
		return
	}
	v.cam.MinLevel = minLevel() // a window moved to a screen of another density
	v.cam.Resize(v.viewRect())
	if v.cam.Level < v.cam.MinLevel {
		v.cam.ZoomCentre(1)
		v.cam.Step(1)
	}
}

// readableLevel is the smallest square size, in points, at which a counter's values
// can be read (counter.ValuesMin): the map zooms out no further.
const readableLevel = 20

// minLevel is the smallest zoom level of the map on this screen: readableLevel points,
// in the screen's pixels.
func minLevel() int { return camera.LevelAtLeast(ui.S(readableLevel)) }

// firstLook centres the map on the army of the side to move: at the smallest zoom a
// large screen shows all of the map, a laptop's most of it.
func (v *View) firstLook() {
	side := v.game.Side()
	if s, ok := v.setupSide(); ok && v.game.Phase() == game.PhaseSetup {
		side = s
	}
	v.lookAt(side)
}

// lookAt centres the map on a side's army, or on its bivouac areas while the board is
// still empty.
func (v *View) lookAt(side units.Side) {
	rows, cols, n := 0, 0, 0
	for u := range game.NumUnits {
		if st := v.game.Unit(u); st.Status == game.OnBoard && game.UnitInfo(u).Side == side {
			rows, cols, n = rows+st.Square.Row, cols+st.Square.Col, n+1
		}
	}
	if n == 0 {
		for _, b := range v.board.Bivouacs {
			for _, sq := range b.Squares {
				if b.Side == side {
					rows, cols, n = rows+sq.Row, cols+sq.Col, n+1
				}
			}
		}
	}
	if n > 0 {
		v.cam.CentreOn(maps.Square{Row: rows / n, Col: cols / n})
	}
}

// pad is the painted picture's room around the grid at a level: the numbers before it,
// the frame after.
func (v *View) pad(level int) (lead, trail float64) {
	l := paint.NewLayout(v.board, level)
	size := l.Size()
	return float64(l.Margin), float64(size.X - l.Margin - l.Cols*l.Square)
}

// updateLook zooms, pans and follows the pointer for the tooltip.
func (v *View) updateLook(mx, my float64) {
	v.updateZoom(mx, my)
	v.updatePan()
	v.cam.Step(v.zoomSpeed())
	v.updateHover(mx, my)
}

// zoomSpeed is the share of the way to the next zoom level covered per frame.
func (v *View) zoomSpeed() float64 {
	f := v.app.Settings().Animation.Factor()
	if f == 0 {
		return 1
	}
	return math.Min(1, 0.28*f)
}

func (v *View) updateZoom(mx, my float64) {
	_, dy := v.in.Wheel()
	v.wheel += dy
	inView := v.overMap(mx, my)
	for v.wheel >= 1 {
		v.wheel--
		if inView {
			v.cam.ZoomAt(1, mx, my)
		}
	}
	for v.wheel <= -1 {
		v.wheel++
		if inView {
			v.cam.ZoomAt(-1, mx, my)
		}
	}
	zoom := func(steps int) { // around the pointer when it is over the map, else the middle
		if _, ok := v.cam.SquareAt(mx, my); ok {
			v.cam.ZoomAt(steps, mx, my)
			return
		}
		v.cam.ZoomCentre(steps)
	}
	switch {
	case input.Repeat(v.in, ebiten.KeyEqual, ebiten.KeyNumpadAdd):
		zoom(1)
	case input.Repeat(v.in, ebiten.KeyMinus, ebiten.KeyNumpadSubtract):
		zoom(-1)
	case input.Plain(v.in, ebiten.KeyHome) || input.Plain(v.in, ebiten.Key0) || input.Plain(v.in, ebiten.KeyNumpad0):
		v.cam.Fit()
	}
}

// overMap reports whether a screen point lies on the map's part of the screen, not on
// the bars or the panel beside it.
func (v *View) overMap(x, y float64) bool {
	r := v.cam.View
	return x >= r.X && y >= r.Y && x < r.X+r.W && y < r.Y+r.H && !v.orders.rect.Contains(x, y) &&
		!v.hud.covers(x, y) && !v.trayCovers(x, y) && (v.coach == nil || !v.coach.Covers(x, y))
}

func (v *View) updatePan() {
	in := v.in
	if input.Ctrl(in) {
		return // Ctrl+S saves; it must not pan the map down as well
	}
	step := ui.S(14)
	if input.Shift(in) {
		step *= 2.5
	}
	dx, dy := 0.0, 0.0
	if in.KeyDown(ebiten.KeyArrowLeft) || in.KeyDown(ebiten.KeyA) {
		dx += step
	}
	if in.KeyDown(ebiten.KeyArrowRight) || in.KeyDown(ebiten.KeyD) {
		dx -= step
	}
	if in.KeyDown(ebiten.KeyArrowUp) || in.KeyDown(ebiten.KeyW) {
		dy += step
	}
	if in.KeyDown(ebiten.KeyArrowDown) || in.KeyDown(ebiten.KeyS) {
		dy -= step
	}
	if dx != 0 || dy != 0 {
		v.cam.Pan(dx, dy)
	}
}

// trackClicks turns the mouse into drags of the map and clicks on it: a press that
// moves less than a few pixels before it is let go is a click; more is a drag.
func (v *View) trackClicks(mx, my float64) {
	in := v.in
	v.clicked, v.rightClicked = false, false
	down := in.Down(ebiten.MouseButtonLeft) || in.Down(ebiten.MouseButtonRight) || in.Down(ebiten.MouseButtonMiddle)
	switch {
	case down && !v.pressed:
		if v.cam != nil && v.overMap(mx, my) {
			v.pressed, v.dragging = true, false
			v.pressX, v.pressY, v.lastX, v.lastY = mx, my, mx, my
		}
	case down && v.pressed:
		if !v.dragging && math.Hypot(mx-v.pressX, my-v.pressY) > ui.S(5) {
			v.dragging = true
		}
		if v.dragging {
			v.cam.Pan(mx-v.lastX, my-v.lastY)
		}
		v.lastX, v.lastY = mx, my
	case !down && v.pressed:
		if !v.dragging {
			v.clicked = in.Released(ebiten.MouseButtonLeft)
			v.rightClicked = in.Released(ebiten.MouseButtonRight)
		}
		v.pressed, v.dragging = false, false
	}
}

func (v *View) updateHover(mx, my float64) {
	s, ok := v.cam.SquareAt(mx, my)
	ok = ok && v.overMap(mx, my)
	if ok != v.hoverOK || s != v.hover || v.dragging || v.cam.Zooming() {
		v.hover, v.hoverOK, v.hoverTicks = s, ok, 0
		return
	}
	v.hoverTicks++
}
