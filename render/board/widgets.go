package board

import (
	"image"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"taktik/game"
	"taktik/render/hud"
	"taktik/render/input"
	"taktik/render/ui"
	"taktik/units"
)

// widgets are the information pieces of package hud the board scene carries: the side
// panel and the log in the column right of the map, the reference windows, the die,
// the odds of the battle being built, the messages, the hand-over between two players
// and the end of the game.
type widgets struct {
	panel   *hud.Panel
	log     *hud.Log
	crt     *hud.CRTWindow
	terrain *hud.TerrainWindow
	weather *hud.WeatherWindow
	dice    *hud.Dice
	odds    *hud.OddsPreview
	toast   hud.Toast
	handoff hud.Handoff
	grace   float64 // seconds the hand-over screen has shown
	victory *hud.Victory
	// where the floating pieces were drawn last, for what the pointer is over
	oddsRect, diceRect image.Rectangle
	diceShown          float64 // seconds since the die landed
	diceClock          float64 // seconds of tumbling not yet shown
}

// diceStays is how long the die stays on its face after landing, in seconds.
const diceStays = 4.0

// diceTick is the time one step of the die's tumbling stands for: the die counts in
// Ebitengine's ticks, the board steps it by the clock, so it lands as soon on a slow
// machine as on a fast one.
const diceTick = 1.0 / hud.TPS

func newWidgets(g *game.Game) widgets {
	return widgets{panel: hud.NewPanel(), log: hud.NewLog(), crt: hud.NewCRTWindow(),
		terrain: hud.NewTerrainWindow(), weather: hud.NewWeatherWindow(), dice: hud.NewDice(), odds: hud.NewOddsPreview()}
}

// update runs the widgets' clocks and gives them the game; the log takes the wheel
// when the pointer is over it.
func (w *widgets) update(v *View) {
	w.panel.Update(v.game)
	w.weather.Follow(v.game)
	w.toast.Update()
	w.dice.Speed = v.speed()
	dt := v.in.Elapsed()
	if w.dice.Visible() && !w.dice.Done() {
		ui.Animate()
		for w.diceClock += dt; w.diceClock >= diceTick && !w.dice.Done(); w.diceClock -= diceTick {
			w.dice.Update()
		}
	} else {
		w.diceClock = 0
	}
	if w.dice.Visible() && w.dice.Done() && v.game.Phase() == game.PhaseMovement {
		w.dice.Hide() // a new turn has begun: the roll belongs to the last one
	}
	if w.dice.Visible() && w.dice.Done() && v.game.Pending().Kind == game.NoDecision {
		w.diceShown += dt // the die stays while its battle's retreats or losses are chosen
		ui.Animate()      // and then goes by itself
		if w.diceShown > diceStays {
			w.dice.Hide()
		}
	} else {
		w.diceShown = 0
	}
	if v.game.Winner() != game.NoWinner && w.victory == nil && v.watch == nil {
		w.victory = hud.NewVictory(v.game, v.app.NewGameMenu, v.app.Menu)
		w.victory.Result = hud.ScenarioResult(v.game, func(s units.Side) bool { return v.players[s].Computer }, v.ord.HintsAsked())
		v.offerReview(w.victory)
		if o, ok := v.app.(GameOverer); ok { // the program ticks off a won scenario
			o.GameOver(v.game, v.players)
		}
	}
	_, log := v.columnRects()
	w.log.Update(v.logGame(), log)
}

// windowsTakeInput gives the open reference windows their input; true when one used it.
func (w *widgets) windowsTakeInput() bool {
	used := w.crt.Window.Update()
	used = w.weather.Window.Update() || used
	return w.terrain.Window.Update() || used
}

func (w *widgets) toggleCRT()     { w.crt.Window.Toggle() }
func (w *widgets) toggleTerrain() { w.terrain.Window.Toggle() }

// covers reports whether a floating widget lies over a point of the map.
func (w *widgets) covers(x, y float64) bool {
	p := image.Pt(int(x), int(y))
	return (w.odds.Active() && p.In(w.oddsRect)) || (w.dice.Visible() && p.In(w.diceRect)) ||
		w.crt.Window.Contains(x, y) || w.terrain.Window.Contains(x, y) || w.weather.Window.Contains(x, y)
}

// handoffActive reports whether the screen between two players is up.
func (w *widgets) handoffActive() bool { return w.handoff.Active() }

// showHandoff puts the screen between two players up for a side: for its turn, or for
// a decision it makes in the other's turn (a retreat, exchange losses, replacements).
func (w *widgets) showHandoff(side units.Side, task game.DecisionKind) {
	w.handoff.ShowDecision(side, task)
	w.grace = 0
}

// handoffGrace is how long the hand-over screen ignores clicks, in seconds.
const handoffGrace = 0.25

// updateHandoff waits for the next player: a click, Space or Enter, after a short grace
// so that a click meant for the last order does not pass the screen unseen.
func (v *View) updateHandoff() {
	w := &v.hud
	w.grace += v.in.Elapsed()
	if w.grace <= handoffGrace {
		return
	}
	in := v.in
	if in.Pressed(ebiten.MouseButtonLeft) || input.Just(in, ebiten.KeySpace, ebiten.KeyEnter, ebiten.KeyNumpadEnter) || w.handoff.Update() {
		v.lookAtDecision(w.handoff.Side()) // the next player finds his army, or his choice, in view
		w.handoff = hud.Handoff{}
	}
}

func (w *widgets) victoryActive() bool { return w.victory != nil }

func (w *widgets) updateVictory() { w.victory.Update() }

// draw paints the column (panel and log) and the pieces floating over the map.
func (w *widgets) draw(dst *ebiten.Image, v *View) {
	panel, log := v.columnRects()
	ui.FillRect(dst, rectF(v.columnRect()), ui.OliveDark)
	w.panel.Draw(dst, panel)
	w.log.Draw(dst, log)
	m := v.mapRect()
	if p := v.placed.Preview; w.odds.Active() && p.Shown {
		w.oddsRect = irect(ur(p.R))
		w.odds.Draw(dst, w.oddsRect)
	}
	// the die and the message where the placement put them (placing.go): the die in the
	// column clear of the losses and the log's newest lines, the message clear of what
	// the player must see on the map
	w.diceRect = image.Rectangle{}
	if d := v.placed.Die; w.dice.Visible() && d.Shown {
		w.diceRect = irect(ur(d.R))
		w.dice.Draw(dst, w.diceRect)
	}
	if t := v.placed.Toast; t.Shown {
		w.toast.DrawAt(dst, ur(t.R), m.W)
	}
}

// drawModal paints what lies over everything: the reference windows, the end of the
// game, the hand-over screen.
func (w *widgets) drawModal(dst *ebiten.Image, v *View) {
	screen := dst.Bounds()
	if v.guide != nil { // the lesson's card stays readable under the reference windows
		w.crt.Window.Avoid, w.terrain.Window.Avoid, w.weather.Window.Avoid = v.guide.Card(), v.guide.Card(), v.guide.Card()
	}
	w.crt.Window.Draw(dst, irect(v.mapRect()))
	w.terrain.Window.Draw(dst, irect(v.mapRect()))
	w.weather.Window.Draw(dst, irect(v.mapRect()))
	if w.victory != nil {
		w.victory.Draw(dst, screen)
	}
	w.handoff.Draw(dst, screen)
}

// dieKeepsLines is how many of the log's newest lines the die leaves in view.
const dieKeepsLines = 4

func rectF(r image.Rectangle) ui.Rect {
	return ui.Rect{X: float64(r.Min.X), Y: float64(r.Min.Y), W: float64(r.Dx()), H: float64(r.Dy())}
}

func irect(r ui.Rect) image.Rectangle {
	return image.Rect(int(math.Round(r.X)), int(math.Round(r.Y)), int(math.Round(r.X+r.W)), int(math.Round(r.Y+r.H)))
}

// VictoryButton is the middle of a button of the end-of-game overlay (0 new game, 1
// main menu); ok is false while the game goes on.
func (v *View) VictoryButton(i int) (x, y float64, ok bool) {
	if v.hud.victory == nil {
		return 0, 0, false
	}
	x, y = v.hud.victory.Button(i)
	return x, y, true
}
