package board

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"taktik/game"
	"taktik/maps"
	"taktik/render/camera"
	"taktik/render/counter"
	"taktik/render/input"
	"taktik/render/keymap"
	"taktik/render/paint"
	"taktik/render/ui"
	"taktik/units"
)

// Looking around the map: the camera, zooming, panning, the square under the pointer,
// and telling a click on the map from a drag of it.

// looking is the part of the view that looks around: the camera's layout, the zoom and the
// pan, the clicks and the square under the pointer.
type looking struct {
	*View

	wheel float64 // wheel travel not yet turned into zoom steps
	pinch float64 // two fingers' spread not yet turned into zoom steps (touch.go)

	pressed, dragging bool
	pressX, pressY    float64
	lastX, lastY      float64
	clicked           bool // the left button went up without a drag this tick
	rightClicked      bool

	hover     maps.Square
	hoverOK   bool
	hoverRest float64 // seconds the pointer has rested on the square
	tipHeld   bool    // a click on this square: the tooltip waits longer
	// the pointer's place last tick, and whether it has moved since the view or the
	// lesson's card last changed under it: no tooltip until it has
	lastX0, lastY0       float64
	pointerSeen, stirred bool
	lastCard             ui.Rect
}

// layoutCamera makes the camera on the first frame and follows window resizes.
func (v *looking) layoutCamera() {
	w, h := ui.ScreenSize()
	if v.cam != nil && w == v.screenW && h == v.screenH {
		return
	}
	v.screenW, v.screenH = w, h
	if v.cam == nil {
		v.cam = &camera.Camera{Rows: v.board.Rows, Cols: v.board.Cols, View: v.viewRect(), Pad: v.pad, MinLevel: minLevel()}
		v.cam.Fit()
		if chosenZoom > 0 {
			v.cam.ZoomTo(chosenZoom)
		} else if l := max(firstLevel(), v.fingerLevel()); v.cam.Level < l {
			// a laptop fits the whole map only with counters too small to read at ease:
			// it opens with them at firstCounter points, the rest of the map a pan away;
			// a tablet with squares a finger wide
			v.cam.ZoomTo(l)
		}
		v.firstLook()
		return
	}
	v.cam.MinLevel = minLevel() // a window moved to a screen of another density
	v.cam.Resize(v.viewRect())
	if v.cam.Level < v.cam.Lowest() { // turned upright: the board covers the view again
		v.cam.ZoomTo(v.cam.Lowest())
	}
}

// chosenZoom is the zoom level the player last chose with the wheel or the keys (0:
// the whole map, as Home gives): a game continued or loaded opens at it, not at the
// fitted map.
var chosenZoom int

// Zoom is the zoom level the player chose last (0 for the fitted map), for the program
// to keep between sessions; SetZoom gives it back.
func Zoom() int { return chosenZoom }

// SetZoom sets the zoom level the next board opens at (0: the fitted map).
func SetZoom(level int) { chosenZoom = max(level, 0) }

// firstCounter is the size, in points, of the counters a game opens with when the player
// has chosen no zoom: values and numbers read at ease (the whole map fitted to a
// 1366 × 768 screen gave 21 px counters).
const firstCounter = 28

// firstLevel is the smallest zoom level whose counters are firstCounter points or more.
func firstLevel() int {
	for _, l := range camera.Levels {
		if float64(counter.SizeFor(l)) >= ui.S(firstCounter) {
			return l
		}
	}
	return camera.Levels[len(camera.Levels)-1]
}

// fingerRows and fingerCols are the squares the map must still show with squares a
// finger wide: fewer, and the map is too small a window onto the board to play on.
const fingerRows, fingerCols = 5, 8

// fingerLevel is the level a board opens at when the screen is laid out for fingers
// (ui.Touch): the smallest whose squares are a finger wide (ui.TapMin), as far as the map
// still shows fingerRows × fingerCols squares; 0 when laid out for the mouse. The
// player pinches out from there if he likes.
func (v *looking) fingerLevel() int {
	if !ui.Touch() {
		return 0
	}
	best := 0
	for _, l := range camera.Levels {
		if float64(l*fingerCols) > v.cam.View.W || float64(l*fingerRows) > v.cam.View.H {
			break
		}
		best = l
		if float64(l) >= ui.TapMin() {
			break
		}
	}
	return best
}

// readableLevel is the smallest square size, in points, at which a counter's values
// can be read (counter.ValuesMin): the map zooms out no further.
const readableLevel = 20

// minLevel is the smallest zoom level of the map on this screen: readableLevel points,
// in the screen's pixels.
func minLevel() int { return camera.LevelAtLeast(ui.S(readableLevel)) }

// firstLook centres the map on the army of the side to move: at the smallest zoom a
// large screen shows all of the map, a laptop's most of it.
func (v *looking) firstLook() {
	if v.game.Options().Scenario != "" { // a first scenario: its battlefield, as large as it fits
		v.lookAtAll()
		return
	}
	side := v.game.Side()
	if s, ok := v.ord.SetupSide(); ok && v.game.Phase() == game.PhaseSetup {
		side = s
	}
	v.lookAt(side)
}

// lookAtAll zooms the map to the units of both sides, as large as they fit with a
// square to spare around them, and centres it on them.
func (v *looking) lookAtAll() {
	r0, c0, r1, c1 := v.board.Rows, v.board.Cols, 1, 1
	for u := range game.NumUnits {
		if st := v.game.Unit(u); st.Status == game.OnBoard {
			r0, c0 = min(r0, st.Square.Row-1), min(c0, st.Square.Col-1)
			r1, c1 = max(r1, st.Square.Row+1), max(c1, st.Square.Col+1)
		}
	}
	if r1 < r0 {
		return
	}
	best := 0
	for _, l := range camera.Levels {
		if l >= v.cam.MinLevel && float64(l*(c1-c0+1)) <= v.cam.View.W && float64(l*(r1-r0+1)) <= v.cam.View.H {
			best = max(best, l)
		}
	}
	if best = max(best, v.fingerLevel()); best > 0 {
		v.cam.ZoomTo(best)
	}
	v.cam.CentreOn(maps.Square{Row: (r0 + r1) / 2, Col: (c0 + c1) / 2})
}

// lookAt centres the map on a side's army, or on its bivouac areas while the board is
// still empty.
func (v *looking) lookAt(side units.Side) {
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

// lookAtDecision centres the map on what a side is to decide in the other's turn: the
// units to retreat, the attackers to choose exchange losses from (unless they are well
// in view already). The side whose combat phase it is gets the map back as it left it;
// a side starting its turn finds its army in view.
func (v *looking) lookAtDecision(side units.Side) {
	p := v.game.Pending()
	if (p.Kind != game.RetreatDecision && p.Kind != game.ExchangeDecision) || len(p.Units) == 0 {
		if v.game.Phase() != game.PhaseCombat {
			v.lookAt(side)
		}
		return
	}
	rows, cols, n := 0, 0, 0
	for _, u := range p.Units {
		if st := v.game.Unit(u); st.Status == game.OnBoard {
			if v.onScreen(st.Square) && v.inMiddle(st.Square) {
				return
			}
			rows, cols, n = rows+st.Square.Row, cols+st.Square.Col, n+1
		}
	}
	if n > 0 {
		v.cam.CentreOn(maps.Square{Row: rows / n, Col: cols / n})
	}
}

// inMiddle reports whether a square lies well inside the map's view, three squares or
// more from its edges, so that the squares around it show too.
func (v *looking) inMiddle(sq maps.Square) bool {
	r := v.cam.SquareRect(sq)
	m := v.cam.View
	d := 3 * r.W
	return r.X-d >= m.X && r.Y-d >= m.Y && r.X+r.W+d <= m.X+m.W && r.Y+r.H+d <= m.Y+m.H
}

// pad is the painted picture's room around the grid at a level: the numbers before it,
// the frame after.
func (v *looking) pad(level int) (lead, trail float64) {
	l := paint.NewLayout(v.board, level)
	size := l.Size()
	return float64(l.Margin), float64(size.X - l.Margin - l.Cols*l.Square)
}

// updateLook zooms, pans and follows the pointer for the tooltip.
func (v *looking) updateLook(mx, my float64) {
	v.updateZoom(mx, my)
	v.updatePan()
	v.updateTouch()
	v.cam.Step(v.zoomSpeed())
	v.updateHover(mx, my)
	if v.cam.Zooming() || (v.hoverOK && v.hoverRest < v.tipDelay()) {
		ui.Animate() // the zoom glides on; the tooltip comes after a rest
	}
}

// zoomSpeed is the share of the way to the next zoom level covered in this tick: 28 %
// of what is left every sixtieth of a second at normal speed, by the clock, so a slow
// machine zooms as quickly as a fast one.
func (v *looking) zoomSpeed() float64 {
	f := v.app.Settings().Animation.Factor()
	if f == 0 {
		return 1
	}
	perTick := math.Min(1, 0.28*f)
	return 1 - math.Pow(1-perTick, v.in.Elapsed()*60)
}

func (v *looking) updateZoom(mx, my float64) {
	_, dy := v.in.Wheel()
	v.wheel += dy
	inView := v.overMap(mx, my)
	for v.wheel >= 1 {
		v.wheel--
		if inView && v.cam.ZoomAt(1, mx, my) {
			chosenZoom = v.cam.Level
		}
	}
	for v.wheel <= -1 {
		v.wheel++
		if inView && v.cam.ZoomAt(-1, mx, my) {
			chosenZoom = v.cam.Level
		}
	}
	zoom := func(steps int) { // around the pointer when it is over the map, else the middle
		if _, ok := v.cam.SquareAt(mx, my); ok {
			v.cam.ZoomAt(steps, mx, my)
		} else {
			v.cam.ZoomCentre(steps)
		}
		chosenZoom = v.cam.Level
	}
	switch {
	case input.Command(v.in, keymap.ZoomIn): // + where the keyboard has it (keymap)
		zoom(1)
	case input.Command(v.in, keymap.ZoomOut):
		zoom(-1)
	case input.Command(v.in, keymap.Fit) && !(v.watch != nil && input.Plain(v.in, ebiten.KeyHome)): // Home steps a review
		v.cam.Fit()
		chosenZoom = 0
	}
}

// overMap reports whether a screen point lies on the map's part of the screen, not on
// the bars or the panel beside it.
func (v *looking) overMap(x, y float64) bool {
	r := v.cam.View
	return x >= r.X && y >= r.Y && x < r.X+r.W && y < r.Y+r.H && !v.bar.rect.Contains(x, y) &&
		!v.hud.covers(x, y) && !v.trayCovers(x, y) && (v.guide == nil || !v.guide.Covers(x, y))
}

// panSpeed is how fast the arrow keys move the map while held, in points a second
// (Shift: two and a half times as fast). The clock, not the frames, sets the pace.
const panSpeed = 840

func (v *looking) updatePan() {
	in := v.in
	if input.Ctrl(in) {
		return // Ctrl+S saves; it must not pan the map down as well
	}
	step := ui.S(panSpeed) * in.Elapsed()
	if input.Shift(in) {
		step *= 2.5
	}
	dx, dy := 0.0, 0.0
	if v.watch != nil { // the arrows step through the game under review
		return
	}
	if input.Holding(in, keymap.PanLeft) {
		dx += step
	}
	if input.Holding(in, keymap.PanRight) {
		dx -= step
	}
	if input.Holding(in, keymap.PanUp) {
		dy += step
	}
	if input.Holding(in, keymap.PanDown) {
		dy -= step
	}
	if dx != 0 || dy != 0 {
		v.cam.Pan(dx, dy)
	}
}

// dragThreshold is how far, in points, the pointer may move between pressing and
// letting go for the press to count as a click; farther, it drags the map.
const dragThreshold = 5

// trackClicks turns the mouse into drags of the map and clicks on it: a press that
// moves less than a few pixels before it is let go is a click; more is a drag. A press
// and release that fall into one tick are a click too. A press is the map's only when
// it comes down on the map while nothing over the board takes it (takesPresses): a
// question answered as the button went down (End movement's) let its release click the
// unit under the button, which told "None of your units beside it can still attack it".
func (v *looking) trackClicks(mx, my float64) {
	in := v.in
	v.clicked, v.rightClicked = false, false
	down := in.Down(ebiten.MouseButtonLeft) || in.Down(ebiten.MouseButtonRight) || in.Down(ebiten.MouseButtonMiddle)
	came := in.Pressed(ebiten.MouseButtonLeft) || in.Pressed(ebiten.MouseButtonRight) || in.Pressed(ebiten.MouseButtonMiddle)
	moved := func() bool { return math.Hypot(mx-v.pressX, my-v.pressY) > ui.S(dragThreshold) }
	switch {
	case down && !v.pressed:
		if v.cam != nil && came && v.overMap(mx, my) && !v.takesPresses() {
			v.pressed, v.dragging = true, false
			v.pressX, v.pressY, v.lastX, v.lastY = mx, my, mx, my
		}
	case down && v.pressed:
		if !v.dragging && moved() {
			v.dragging = true
		}
		if v.dragging {
			v.cam.Pan(mx-v.lastX, my-v.lastY)
		}
		v.lastX, v.lastY = mx, my
	case !down && v.pressed:
		// the pointer may have travelled since the last tick: where it was let go counts
		if !v.dragging && !moved() {
			v.clicked = in.Released(ebiten.MouseButtonLeft)
			v.rightClicked = in.Released(ebiten.MouseButtonRight)
		} else if !v.dragging {
			v.cam.Pan(mx-v.lastX, my-v.lastY) // a quick flick is a drag too
		}
		v.pressed, v.dragging = false, false
	case !down && (in.Pressed(ebiten.MouseButtonLeft) || in.Pressed(ebiten.MouseButtonRight)) &&
		v.cam != nil && v.overMap(mx, my) && !v.takesPresses():
		// pressed and let go within one tick
		v.clicked = in.Pressed(ebiten.MouseButtonLeft) && in.Released(ebiten.MouseButtonLeft)
		v.rightClicked = in.Pressed(ebiten.MouseButtonRight) && in.Released(ebiten.MouseButtonRight)
	}
	if v.clicked || v.rightClicked {
		v.clickedAt(mx, my)
	}
}

// clickedAt makes the square clicked the one the play acts on, even when the pointer
// came to it in this very tick, and starts the tooltip's wait afresh and longer: the
// card does not spring up over what the click has just shown (a unit's reach).
func (v *looking) clickedAt(mx, my float64) {
	if s, ok := v.cam.SquareAt(mx, my); ok {
		v.hover, v.hoverOK = s, true
	}
	v.hoverRest, v.tipHeld = 0, true
}

// updateHover follows the square under the pointer and how long the pointer has rested
// on it (the tooltip waits for a rest). After a click the tooltip stays away until the
// pointer moves on to another square.
func (v *looking) updateHover(mx, my float64) {
	v.followPointer(mx, my)
	s, ok := v.cam.SquareAt(mx, my)
	ok = ok && v.overMap(mx, my)
	if ok != v.hoverOK || s != v.hover || v.dragging || v.cam.Zooming() {
		if s != v.hover || ok != v.hoverOK {
			v.tipHeld = false
		}
		v.hover, v.hoverOK, v.hoverRest = s, ok, 0
		return
	}
	v.hoverRest += v.in.Elapsed()
}

// followPointer notes whether the pointer has really moved: a tooltip shows only for a
// square the pointer was brought to, not for the one it happens to lie on when a lesson
// opens or its card shrinks away from under it. A finger's long press brought it there
// on purpose: its tooltip stays until the next touch, though the lesson's card moves on
// to the step that speaks of it (lesson 1's third step).
func (v *looking) followPointer(mx, my float64) {
	var card ui.Rect
	if v.guide != nil {
		card = v.guide.Card()
	}
	switch {
	case input.TouchOf(v.in).Resting:
		v.stirred = true
	case !v.pointerSeen || card != v.lastCard:
		v.stirred = false
	case mx != v.lastX0 || my != v.lastY0:
		v.stirred = true
	}
	v.pointerSeen, v.lastCard, v.lastX0, v.lastY0 = true, card, mx, my
}
