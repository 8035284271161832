package board

import (
	"image"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"

	"taktik/audio"
	"taktik/game"
	"taktik/maps"
	"taktik/render/camera"
	"taktik/render/lang"
	"taktik/render/paint"
	"taktik/render/settings"
	"taktik/render/ui"
)

// App is what the board view needs of the program around it.
type App interface {
	Settings() settings.Settings
	Sound() audio.Player
	Menu() // leave the board for the title menu; the game stays in memory
}

// barHeight is the height of the status bar above the map, in points.
const barHeight = 40

// View is the board scene: the map, the counters of a game, and the controls to look
// around. Phase two of the desktop game adds selection, movement and combat on top.
type View struct {
	app     App
	board   *maps.Board
	game    *game.Game
	players Players
	pics    *Pictures
	cam     *camera.Camera

	screenW, screenH int
	wheel            float64 // wheel travel not yet turned into zoom steps

	pressed, dragging bool
	pressX, pressY    float64
	lastX, lastY      float64

	hover      maps.Square
	hoverOK    bool
	hoverTicks int

	help    bool
	menuBtn ui.Button
	helpBtn ui.Button
}

// NewView shows a game on its board. pics may be shared with other scenes (the title
// uses the same pictures).
func NewView(app App, g *game.Game, pics *Pictures, players Players) *View {
	return &View{app: app, board: g.Board(), game: g, players: players, pics: pics}
}

// Game is the game on view.
func (v *View) Game() *game.Game { return v.game }

// Players are the game's commanders.
func (v *View) Players() Players { return v.players }

// Camera is the view's camera, for scenes that build on the view.
func (v *View) Camera() *camera.Camera { return v.cam }

// viewRect is the part of the screen under the status bar.
func (v *View) viewRect() camera.Rect {
	bar := math.Round(ui.S(barHeight))
	return camera.Rect{X: 0, Y: bar, W: float64(v.screenW), H: float64(v.screenH) - bar}
}

// layoutCamera makes the camera on the first frame and follows window resizes.
func (v *View) layoutCamera() {
	w, h := ui.ScreenSize()
	if v.cam != nil && w == v.screenW && h == v.screenH {
		return
	}
	v.screenW, v.screenH = w, h
	if v.cam == nil {
		v.cam = &camera.Camera{Rows: v.board.Rows, Cols: v.board.Cols, View: v.viewRect(), Pad: v.pad}
		v.cam.Fit()
		return
	}
	v.cam.Resize(v.viewRect())
}

// pad is the painted picture's room around the grid at a level: the numbers before it,
// the frame after.
func (v *View) pad(level int) (lead, trail float64) {
	l := paint.NewLayout(v.board, level)
	size := l.Size()
	return float64(l.Margin), float64(size.X - l.Margin - l.Cols*l.Square)
}

// Update handles the player's input: zoom, pan, hover, help, leaving.
func (v *View) Update() error {
	v.layoutCamera()
	mx, my := ui.Pointer()
	if v.help {
		if inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonLeft) || len(inpututil.AppendJustPressedKeys(nil)) > 0 {
			v.help = false
		}
		return nil
	}
	v.updateBar(mx, my)
	switch {
	case ui.Back():
		v.app.Menu()
		return nil
	case inpututil.IsKeyJustPressed(ebiten.KeyF1) || inpututil.IsKeyJustPressed(ebiten.KeyH):
		v.help = true
		return nil
	}
	v.updateZoom(mx, my)
	v.updatePan(mx, my)
	v.cam.Step(v.zoomSpeed())
	v.updateHover(mx, my)
	return nil
}

func (v *View) updateBar(mx, my float64) {
	w := float64(v.screenW)
	bw, bh, gap := ui.S(96), ui.S(barHeight-10), ui.S(8)
	v.helpBtn.Label, v.menuBtn.Label = lang.T("board.help"), lang.T("board.menu")
	v.helpBtn.Rect = ui.Rect{X: w - gap - bw, Y: ui.S(5), W: bw, H: bh}
	v.menuBtn.Rect = ui.Rect{X: w - 2*(gap+bw), Y: ui.S(5), W: bw, H: bh}
	if v.helpBtn.Hit(mx, my) && ui.Clicked() {
		v.help = true
		v.app.Sound().Play(audio.Click)
	}
	if v.menuBtn.Hit(mx, my) && ui.Clicked() {
		v.app.Sound().Play(audio.Click)
		v.app.Menu()
	}
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
	_, dy := ebiten.Wheel()
	v.wheel += dy
	inView := v.cam.View.Y <= my
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
	case ui.Key(ebiten.KeyEqual, ebiten.KeyNumpadAdd):
		zoom(1)
	case ui.Key(ebiten.KeyMinus, ebiten.KeyNumpadSubtract):
		zoom(-1)
	case inpututil.IsKeyJustPressed(ebiten.KeyHome) || inpututil.IsKeyJustPressed(ebiten.Key0) ||
		inpututil.IsKeyJustPressed(ebiten.KeyNumpad0):
		v.cam.Fit()
	}
}

func (v *View) updatePan(mx, my float64) {
	step := ui.S(14)
	if ebiten.IsKeyPressed(ebiten.KeyShift) {
		step *= 2.5
	}
	dx, dy := 0.0, 0.0
	if ebiten.IsKeyPressed(ebiten.KeyArrowLeft) || ebiten.IsKeyPressed(ebiten.KeyA) {
		dx += step
	}
	if ebiten.IsKeyPressed(ebiten.KeyArrowRight) || ebiten.IsKeyPressed(ebiten.KeyD) {
		dx -= step
	}
	if ebiten.IsKeyPressed(ebiten.KeyArrowUp) || ebiten.IsKeyPressed(ebiten.KeyW) {
		dy += step
	}
	if ebiten.IsKeyPressed(ebiten.KeyArrowDown) || ebiten.IsKeyPressed(ebiten.KeyS) {
		dy -= step
	}
	if dx != 0 || dy != 0 {
		v.cam.Pan(dx, dy)
	}

	// drag with any button; a press that moves less than a few pixels stays a click
	down := ebiten.IsMouseButtonPressed(ebiten.MouseButtonLeft) || ebiten.IsMouseButtonPressed(ebiten.MouseButtonRight) ||
		ebiten.IsMouseButtonPressed(ebiten.MouseButtonMiddle)
	switch {
	case down && !v.pressed:
		if my >= v.cam.View.Y {
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
	case !down:
		v.pressed, v.dragging = false, false
	}
}

func (v *View) updateHover(mx, my float64) {
	s, ok := v.cam.SquareAt(mx, my)
	if ok != v.hoverOK || s != v.hover || v.dragging || v.cam.Zooming() {
		v.hover, v.hoverOK, v.hoverTicks = s, ok, 0
		return
	}
	v.hoverTicks++
}

// tooltipDelay is how long the pointer rests on a square before its tooltip shows.
const tooltipDelay = 25

// Draw paints the map, the counters, the rulers, the status bar and any overlay.
func (v *View) Draw(screen *ebiten.Image) {
	v.layoutCamera()
	screen.Fill(ui.OliveDark)
	vr := v.cam.View
	view := screen.SubImage(rectOf(vr)).(*ebiten.Image)
	painting := !v.drawBoard(view)
	v.drawCounters(view)
	if v.hoverOK {
		v.drawHover(view)
	}
	v.drawRulers(view)
	v.drawBar(screen)
	if painting {
		ui.Draw(screen, lang.T("board.painting"), ui.Face(ui.Medium, 16), vr.X+vr.W/2, vr.Y+vr.H/2, ui.Cream, ui.Center)
	}
	if v.hoverOK && v.hoverTicks >= tooltipDelay && !v.help {
		mx, my := ui.Pointer()
		ui.Tooltip(screen, v.tooltip(v.hover), mx, my)
	}
	if v.help {
		drawHelp(screen)
	}
}

// drawBoard draws the picture for the current zoom: the exact level 1:1 when it is
// painted and the zoom is at rest, else the nearest one scaled. It reports whether the
// exact level was there.
func (v *View) drawBoard(dst *ebiten.Image) bool {
	exact := v.pics.Board(v.cam.Level)
	img, level := exact, v.cam.Level
	if exact == nil {
		img, level = v.pics.BestBoard(v.cam.Square)
	} else {
		v.pics.Prefetch(v.cam.Level)
	}
	if img == nil {
		return false
	}
	margin := float64(paint.NewLayout(v.board, level).Margin)
	k := v.cam.Square / float64(level)
	op := &ebiten.DrawImageOptions{}
	if k != 1 {
		op.Filter = ebiten.FilterLinear
		op.GeoM.Scale(k, k)
	}
	op.GeoM.Translate(v.cam.GX-margin*k, v.cam.GY-margin*k)
	dst.DrawImage(img, op)
	return exact != nil && !v.cam.Zooming()
}

func rectOf(r camera.Rect) image.Rectangle {
	return image.Rect(int(r.X), int(r.Y), int(r.X+r.W), int(r.Y+r.H))
}
