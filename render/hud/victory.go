package hud

import (
	"image"
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"taktik/game"
	"taktik/render/hud/model"
	"taktik/render/lang"
	"taktik/render/ui"
	"taktik/units"
)

// Summary is the record of a game (model.Summary): winner, how, turns, battles,
// losses by side and kind, cities.
type Summary = model.Summary

// Summarize reads a game's record (model.Summarize).
func Summarize(g *game.Game) Summary { return model.Summarize(g) }

// Victory is the overlay at the end of a game: who won and how (R22), what the game
// cost both sides, and the way on: a new game or the main menu.
type Victory struct {
	Summary Summary
	Result  string // a scenario won by a player: with or without hints, in how many turns
	// OnReview, when set, adds a button that opens the game in the replay viewer;
	// Charts, when set, draws the game's figures in a column right of the record.
	OnReview func()
	Charts   func(dst *ebiten.Image, r ui.Rect)
	onNew    func()
	onMenu   func()
	menu     *ui.Menu
	area     image.Rectangle
}

// NewVictory makes the overlay for a finished game; the callbacks are the host's.
func NewVictory(g *game.Game, onNewGame, onMainMenu func()) *Victory {
	return &Victory{Summary: model.Summarize(g), onNew: onNewGame, onMenu: onMainMenu, menu: ui.NewMenu("", "")}
}

// chartsWidth is the width of the column of charts, in points, when there is one.
const chartsWidth = 460

// Update works the buttons (mouse, arrows, Tab, Enter); Esc goes to the main menu. It
// takes all input: nothing under the overlay should react.
func (v *Victory) Update() bool {
	if v.area.Empty() {
		w, h := ui.ScreenSize()
		v.area = image.Rect(0, 0, w, h)
	}
	v.place(v.frame(v.area))
	switch i := v.menu.Update(); {
	case i == 2 && v.OnReview != nil:
		v.OnReview()
	case i == 0 && v.onNew != nil:
		v.onNew()
	case (i == 1 || ui.Back()) && v.onMenu != nil:
		v.onMenu()
	}
	return true
}

// frame is the overlay's panel in the host's rectangle.
func (v *Victory) frame(area image.Rectangle) ui.Rect {
	a := rect(area)
	full := ui.S(600)
	if v.Charts != nil {
		full += ui.S(chartsWidth)
	}
	w := math.Min(full, a.W-ui.S(24))
	h := math.Min(ui.S(486), a.H-ui.S(24))
	return ui.Rect{X: math.Round(a.X + (a.W-w)/2), Y: math.Round(a.Y + (a.H-h)/2), W: w, H: h}
}

func (v *Victory) place(f ui.Rect) {
	if v.OnReview != nil && len(v.menu.Buttons) == 2 {
		v.menu = ui.NewMenu("", "", "")
	}
	v.menu.Buttons[0].Label = lang.T("hud.victory.new")
	v.menu.Buttons[1].Label = lang.T("hud.victory.menu")
	n := float64(len(v.menu.Buttons))
	if n == 3 {
		v.menu.Buttons[2].Label = lang.T("hud.victory.review")
	}
	bw, bh, gap := ui.S(200), ui.S(46), ui.S(20)
	x := f.CX() - (n*bw+(n-1)*gap)/2
	y := f.Y + f.H - bh - ui.S(30)
	for i, b := range v.menu.Buttons {
		b.Rect = ui.Rect{X: x + float64(i)*(bw+gap), Y: y, W: bw, H: bh}
	}
}

// Headline is the overlay's title: "Rot siegt" or "Unentschieden".
func Headline(s Summary) string {
	switch s.Winner {
	case game.RedWins, game.BlueWins:
		return lang.Tf("hud.victory.wins", sideName(model.WinnerSide(s.Winner)))
	case game.Draw:
		return lang.T("hud.victory.draw")
	}
	return ""
}

// HowText says how the game was decided, in words (model.HowText).
func HowText(s Summary) string { return model.HowText(s) }

// Draw dims r and paints the overlay's panel in its middle.
func (v *Victory) Draw(dst *ebiten.Image, r image.Rectangle) {
	v.area = r
	ui.Dim(sub(dst, r), 0xa0)
	f := v.frame(r)
	ui.Panel(dst, f)
	whole := f
	if v.Charts != nil && f.W > ui.S(600+200) {
		cw := f.W - ui.S(600)
		v.Charts(dst, ui.Rect{X: f.X + ui.S(600) - ui.S(12), Y: f.Y + ui.S(24), W: cw - ui.S(24), H: f.H - ui.S(130)})
		f.W = ui.S(600) // the record keeps its column on the left
	}
	s := v.Summary
	ink := ui.Ink
	if s.Winner == game.RedWins || s.Winner == game.BlueWins {
		ink = Ink(model.WinnerSide(s.Winner))
	}
	ui.Draw(dst, Headline(s), ui.Face(ui.Bold, 32), f.CX(), f.Y+ui.S(48), ink, ui.Center)
	ui.Draw(dst, HowText(s), ui.Face(ui.Medium, 16), f.CX(), f.Y+ui.S(86), ui.Ink, ui.Center)
	rule := ui.Rect{X: f.X + ui.S(40), Y: f.Y + ui.S(108), W: f.W - ui.S(80), H: ui.S(2)}
	ui.FillRect(dst, ui.Rect{X: rule.X, Y: rule.Y, W: rule.W / 2, H: rule.H}, ui.Red)
	ui.FillRect(dst, ui.Rect{X: rule.X + rule.W/2, Y: rule.Y, W: rule.W / 2, H: rule.H}, ui.Blue)

	x, w := f.X+ui.S(48), f.W-ui.S(96)
	y := f.Y + ui.S(128)
	body := ui.Face(ui.Regular, 15)
	facts := [][2]string{
		{lang.T("hud.victory.turns"), strconv.Itoa(s.Turns)},
		{lang.T("hud.victory.battles"), lang.Tf("hud.victory.battlesn", s.Battles, s.Rolls)},
	}
	if v.Result != "" {
		facts = append(facts, [2]string{lang.T("hud.victory.result"), v.Result})
	}
	for _, fct := range facts {
		ui.Draw(dst, fct[0], body, x, y+ui.S(10), ui.InkSoft, ui.Left)
		ui.Draw(dst, fct[1], ui.Face(ui.Bold, 15), x+w, y+ui.S(10), ui.Ink, ui.Right)
		y += ui.S(24)
	}
	y += ui.S(10)
	y = heading(dst, "hud.cities", x, y, w)
	y = v.cityTable(dst, x, y, w)
	y += ui.S(12)
	y = heading(dst, "hud.losses", x, y, w)
	lossTable(dst, s.Losses, x, y, w, 13, 15)

	v.place(whole)
	v.menu.Draw(dst)
}

// cityTable shows per side the own cities held, the enemy cities held at the end, and
// how many captures the side made during the game.
func (v *Victory) cityTable(dst *ebiten.Image, x, y, w float64) float64 {
	s := v.Summary
	small, body := ui.Face(ui.Regular, 13), ui.Face(ui.Medium, 15)
	cols := []float64{x + w*0.55, x + w*0.77, x + w}
	for i, k := range []string{"hud.cities.own", "hud.cities.captured", "hud.victory.captures"} {
		ui.Draw(dst, lang.T(k), small, cols[i], y+ui.S(6), ui.InkSoft, ui.Right)
	}
	y += ui.S(19)
	for _, side := range units.Sides {
		c := s.Cities[side]
		chip(dst, x, y+ui.S(3), ui.S(12), side)
		ui.Draw(dst, sideName(side), body, x+ui.S(20), y+ui.S(9), ui.Ink, ui.Left)
		vals := []string{strconv.Itoa(c.Own) + "/" + strconv.Itoa(c.OwnTotal), strconv.Itoa(c.Captured), strconv.Itoa(s.Captures[side])}
		for i, val := range vals {
			ui.Draw(dst, val, body, cols[i], y+ui.S(9), ui.Ink, ui.Right)
		}
		y += ui.S(23)
	}
	return y
}

// Button is the middle of the overlay's button i (0 new game, 1 main menu) on a screen
// of the current size, for tests that click it.
func (v *Victory) Button(i int) (x, y float64) {
	if v.area.Empty() {
		w, h := ui.ScreenSize()
		v.area = image.Rect(0, 0, w, h)
	}
	v.place(v.frame(v.area))
	b := v.menu.Buttons[i]
	return b.Rect.CX(), b.Rect.CY()
}

// ScenarioResult is how a player won a scenario (model.ScenarioResult).
func ScenarioResult(g *game.Game, computer func(units.Side) bool, hints int) string {
	return model.ScenarioResult(g, computer, hints)
}
