// Package board is the board scene: the painted continent at the zoom the player picks,
// the counters on it, coordinate rulers that stay in view, a tooltip for any square,
// and the play on top: selecting and moving units, building and resolving battles,
// retreats and exchanges, the optional rules' orders (rebuilding lost units, R31;
// nuclear strikes, R33) and marks (cut off from supply, R32; a weapon fired), the
// computer's turns shown move by move, the side panel and the log, the game menu,
// saving. Every order offered is one of the engine's legal actions. What a click or a
// command means is decided in package play, and the game's flow (whose turn, the
// computer's turn, the autosave, the hand-over) is run by package flow, both without a
// display; this package reads the mouse and the keys, turns the keys into commands, and
// draws.
package board

import (
	"image"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"taktik/audio"
	"taktik/game"
	"taktik/maps"
	"taktik/render/camera"
	"taktik/render/flow"
	"taktik/render/input"
	"taktik/render/keymap"
	"taktik/render/lang"
	"taktik/render/paint"
	"taktik/render/play"
	"taktik/render/settings"
	"taktik/render/ui"
)

// App is what the board view needs of the program around it.
type App interface {
	Settings() settings.Settings
	Sound() audio.Player
	Input() input.Source
	Menu()        // leave the board for the title menu; the game stays in memory
	NewGameMenu() // the new-game dialog, after a game is over
	// the screens the game menu opens; their Back returns to the board
	OpenLoad()
	OpenRules()
	OpenSettings()
}

// barHeight is the height of the status bar above the map, in points.
const barHeight = 40

// View is the board scene: the map, the counters of a game, the controls to look
// around, and the orders of the side whose turn it is.
type View struct {
	app     App
	in      input.Source
	board   *maps.Board
	match   flow.Match // the game's flow: every action goes through it
	game    *game.Game // match.Game(), read only
	players play.Commanders
	pics    *Pictures
	cam     *camera.Camera
	follow  camera.Follow // the camera through the computer's turns (follow.go)

	screenW, screenH int

	help    bool
	menuBtn ui.Button
	helpBtn ui.Button
	gmenu   gameMenu

	ord     *play.Orders // what the player is doing, and what his clicks and commands mean
	anim    animation
	hud     widgets
	confirm *confirmation
	guide   Guide // the tutorial beside the board, or nil

	text      labels  // the short texts, written once and copied
	badges    []badge // the corner marks of the counters this frame
	badgeHalf float64 // half a counter's size this frame
	tip       tipCache

	sharp bool // the last frame showed the board painted at its zoom level, at rest
	seen  int  // events already turned into sounds and labels

	// the parts of the view, each with what it keeps and the view as a whole (their
	// files say what they do)
	marksLayer
	looking
	reviewing
	threatLayer
	placer
	orderStrip
	probe
	turnShow
	saving
	setupTray
	onlineLink
}

// NewView shows a game played at this screen on its board, autosaved. pics may be
// shared with other scenes (the title uses the same pictures).
func NewView(app App, g *game.Game, pics *Pictures, players play.Commanders) *View {
	return NewMatchView(app, flow.NewLocal(g, players, flow.Options{Autosave: settings.AutosavePath}), pics)
}

// NewMatchView shows a game on its board, driven through its flow: a game played here,
// a lesson's, a position of a history shown again.
func NewMatchView(app App, m flow.Match, pics *Pictures) *View {
	g := m.Game()
	v := &View{app: app, in: app.Input(), board: g.Board(), match: m, game: g, players: m.Players(), pics: pics}
	v.ord = play.New(m, effects{v})
	withParts(v)
	v.anim.unit = -1
	v.threat.ver, v.threat.reachOf = -1, -1
	v.seen = len(g.Events())
	v.hud = newWidgets(g)
	prepareNames(v.board)
	return v
}

// withParts gives a view its parts, each over the view as a whole.
func withParts(v *View) *View {
	v.marksLayer, v.looking, v.reviewing, v.threatLayer, v.placer, v.orderStrip, v.probe, v.turnShow, v.saving, v.setupTray = marksLayer{View: v}, looking{View: v}, reviewing{View: v}, threatLayer{View: v}, placer{View: v}, orderStrip{View: v}, probe{View: v}, turnShow{View: v}, saving{View: v}, setupTray{View: v}
	v.onlineLink = onlineLink{View: v}
	return v
}

// Sharp reports whether the last frame showed the board painted at its zoom level (not
// a neighbouring level scaled while that one is painted).
func (v *View) Sharp() bool { return v.sharp }

// Game is the game on view.
func (v *View) Game() *game.Game { return v.game }

// Players are the game's commanders.
func (v *View) Players() play.Commanders { return v.players }

// Camera is the view's camera, for scenes that build on the view.
func (v *View) Camera() *camera.Camera { return v.cam }

// Update runs one tick: the overlays that take all input first (help, a question, the
// hand-over between players, the end of the game), then the bar, the keys, the play,
// and looking around.
func (v *View) Update() error {
	v.layoutCamera()
	mx, my := v.in.Cursor()
	v.trackClicks(mx, my)
	if v.watch != nil {
		v.updateWatching(mx, my)
		return nil
	}
	v.afterChange()
	v.hud.update(v)
	v.anim.update(v)
	switch {
	case v.help:
		if v.in.Pressed(ebiten.MouseButtonLeft) || v.in.AnyKey() {
			v.help = false
		}
		return nil
	case v.gmenu.open:
		v.updateBar(mx, my) // the Menu button shuts it again
		if v.gmenu.open {
			v.updateGameMenu(mx, my)
		}
		return nil
	case v.confirm != nil:
		v.updateConfirm(mx, my)
		return nil
	case v.naming != nil:
		v.updateNaming(mx, my)
		return nil
	case v.hud.handoffActive():
		v.updateHandoff()
		return nil
	case v.hud.victoryActive():
		v.hud.updateVictory()
		return nil
	case v.hud.windowsTakeInput():
		v.updateLook(mx, my)
		return nil
	}
	v.updateBar(mx, my)
	if v.updateKeys() {
		return nil
	}
	v.layoutBar()
	if !v.anim.blocking() && v.updateOrderBar(mx, my) { // no Undo while a die is in the air
		v.clicked = false
	}
	v.updatePlay(mx, my)
	v.updateLook(mx, my)
	return nil
}

// updateKeys handles the keys that work in every part of a turn; it reports whether one
// ended the tick (the menu, the help).
func (v *View) updateKeys() bool {
	in := v.in
	switch {
	case input.Just(in, ebiten.KeyEscape):
		if v.ord.Cancel() {
			return false
		}
		v.gmenu.show()
		return true
	case input.Command(in, keymap.Help):
		v.help = true
		return true
	case input.Command(in, keymap.Save):
		v.quickSave()
	case input.Command(in, keymap.CRT):
		v.hud.toggleCRT()
	case input.Command(in, keymap.Terrain):
		v.hud.toggleTerrain()
	case input.Command(in, keymap.Weather):
		v.hud.weather.Window.Toggle()
	case input.Command(in, keymap.Threat):
		v.toggleThreat()
	case input.Command(in, keymap.Back):
		v.follow.Back(v.cam)
	}
	return false
}

// updateBarRects places the Menu and Help buttons at the right end of the status bar.
func (v *View) updateBarRects() {
	w := float64(v.screenW)
	bw, bh, gap := ui.S(96), barButtonH(), ui.S(8)
	v.helpBtn.Label, v.menuBtn.Label = lang.T("board.help"), lang.T("board.menu")
	v.helpBtn.Rect = ui.Rect{X: w - gap - bw, Y: ui.S(5), W: bw, H: bh}
	v.menuBtn.Rect = ui.Rect{X: w - 2*(gap+bw), Y: ui.S(5), W: bw, H: bh}
	v.threat.btn.Label = v.fingerLabel(lang.T("play.threat.button"))
	tw, _ := ui.Measure(v.threat.btn.Label, ui.Face(ui.Bold, 15))
	tw = math.Max(bw, tw+ui.S(24))
	v.threat.btn.Rect = ui.Rect{X: v.menuBtn.Rect.X - gap - tw, Y: ui.S(5), W: tw, H: bh}
}

func (v *View) updateBar(mx, my float64) {
	v.updateBarRects()
	if v.helpBtn.Hit(mx, my) && v.in.Pressed(ebiten.MouseButtonLeft) {
		v.help = true
		v.app.Sound().Play(audio.Click)
	}
	if v.threat.btn.Hit(mx, my) && v.in.Pressed(ebiten.MouseButtonLeft) && !v.gmenu.open {
		v.app.Sound().Play(audio.Click)
		v.toggleThreat()
		v.clicked = false
	}
	if v.menuBtn.Hit(mx, my) && v.in.Pressed(ebiten.MouseButtonLeft) {
		v.app.Sound().Play(audio.Click)
		if v.gmenu.open {
			v.gmenu.open = false
		} else {
			v.gmenu.show()
		}
		v.clicked = false
	}
}

// tooltipDelay is how long the pointer rests on a square before its tooltip shows, in
// seconds.
const tooltipDelay = 0.4

// Draw paints the map, the counters and the orders on them, the rulers, the bars, the
// panel and any overlay.
func (v *View) Draw(screen *ebiten.Image) {
	v.layoutCamera()
	if v.bar.rect.W == 0 { // drawn in a fade before its first Update
		v.layoutBar()
	}
	screen.Fill(ui.OliveDark)
	vr := v.cam.View
	view := screen.SubImage(rectOf(vr)).(*ebiten.Image)
	painting := !v.drawBoard(view)
	v.sharp = !painting
	v.lay()
	v.drawVeils(view)
	v.drawUnder(view)
	v.drawCounters(view)
	v.drawHeld(view)
	v.drawOver(view)
	v.drawBadges(view, v.badges, v.badgeHalf)
	if v.hoverOK {
		v.drawHover(view)
	}
	v.anim.draw(view, v)
	v.drawRulers(view)
	v.drawBar(screen)
	if v.watch == nil { // watching, the strip is the viewer's
		v.drawOrderBar(screen)
	}
	v.hud.draw(screen, v)
	if painting {
		r := v.PaintingNote()
		ui.Draw(screen, lang.T("board.painting"), ui.Face(ui.Medium, 16), r.CX(), r.CY(), ui.Cream, ui.Center)
	}
	if v.guide != nil && !v.Won() {
		v.guide.DrawGuide(screen)
	}
	if t := v.placed.Tip; t.Shown && v.showTip() {
		// the card stays on the map, clear of what the player must see (placing.go)
		ui.TooltipIn(view, v.tooltip(v.hover), ur(t.R))
	}
	v.drawOnline(screen)
	v.hud.drawModal(screen, v)
	if v.guide != nil && v.Won() { // a lesson won: its last card over the end of the game
		v.guide.DrawGuide(screen)
	}
	v.drawGameMenu(screen)
	if v.naming != nil {
		v.naming.draw(screen)
	}
	if v.confirm != nil {
		v.confirm.draw(screen)
	}
	if v.help {
		drawHelp(screen)
	}
}

// tipDelayAfterClick is the longer rest the tooltip waits for on a square just
// clicked: the click has shown something there (a unit's reach) to be seen first.
const tipDelayAfterClick = 1.5

func (v *View) tipDelay() float64 {
	if v.tipHeld {
		return tipDelayAfterClick
	}
	return tooltipDelay
}

// showTip reports whether the square tooltip shows: the pointer has rested on a square
// of the map, and is there now (not on the bars, the panel, a window or a menu over it).
func (v *View) showTip() bool {
	if !v.hoverOK || !v.stirred || v.hoverRest < v.tipDelay() || v.help || v.confirm != nil || v.naming != nil || v.gmenu.open ||
		v.hud.handoffActive() || v.hud.victoryActive() {
		return false
	}
	mx, my := v.in.Cursor()
	s, ok := v.cam.SquareAt(mx, my)
	return ok && s == v.hover && v.overMap(mx, my)
}

// drawBoard draws the picture for the current zoom: the exact level 1:1 when it is
// painted and the zoom is at rest, else the nearest one scaled. It reports whether the
// exact level was there.
func (v *View) drawBoard(dst *ebiten.Image) bool {
	exact := v.pics.Board(v.cam.Level)
	img, level := exact, v.cam.Level
	if exact == nil {
		img, level = v.pics.BestBoard(v.cam.Square)
		if img != nil {
			v.pics.Wait(v.cam.Level, level)
		}
	} else {
		v.pics.Focus(v.cam.Level)
	}
	if img == nil {
		return false
	}
	margin := float64(paint.NewLayout(v.board, level).Margin)
	k := v.cam.Square / float64(level)
	op := &ebiten.DrawImageOptions{}
	if k != 1 {
		// scaled only between two levels: no smaller copies (mipmaps) of a picture that
		// is 42 MB at the closest level
		op.Filter, op.DisableMipmaps = ebiten.FilterLinear, true
		op.GeoM.Scale(k, k)
	}
	op.GeoM.Translate(v.cam.GX-margin*k, v.cam.GY-margin*k)
	img.Draw(dst, op)
	return exact != nil && !v.cam.Zooming()
}

func rectOf(r camera.Rect) image.Rectangle {
	return image.Rect(int(r.X), int(r.Y), int(r.X+r.W), int(r.Y+r.H))
}

// MenuButton is the middle of the Menu button in the status bar, for tests that click
// it.
func (v *View) MenuButton() (x, y float64) {
	v.layoutCamera()
	v.updateBarRects()
	return v.menuBtn.Rect.CX(), v.menuBtn.Rect.CY()
}
