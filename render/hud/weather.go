package hud

import (
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"taktik/game"
	"taktik/render/hud/model"
	"taktik/render/lang"
	"taktik/render/palette"
	"taktik/render/ui"
)

// WeatherWindow is the reference window with the weather table of the optional rules
// (R30), drawn from the engine's own table (game.WeatherTable) and effects
// (Weather.Effects().Lines): the season's column and this month's weather are marked.
type WeatherWindow struct {
	Window
	season  game.Season
	weather game.Weather
	marked  bool

	laidLang  string
	laidScale float64
	legend    [][2]string // weather name, its effects wrapped; one entry a line
}

// NewWeatherWindow makes the (closed) weather window.
func NewWeatherWindow() *WeatherWindow {
	w := &WeatherWindow{}
	w.Window = Window{TitleKey: "hud.weather.title", Size: w.size, Content: w.draw}
	return w
}

// Follow marks the game's season and weather (nothing when it keeps no calendar).
func (w *WeatherWindow) Follow(g *game.Game) {
	m := g.Month()
	w.marked = m != 0
	if w.marked {
		w.season, w.weather = game.SeasonOf(m), g.Weather()
	}
}

func weatherMetrics() (label, colW, rowH float64) { return ui.S(56), ui.S(150), ui.S(28) }

func (w *WeatherWindow) layout() {
	if w.laidLang == lang.Code() && w.laidScale == ui.Scale() && w.legend != nil {
		return
	}
	w.laidLang, w.laidScale, w.legend = lang.Code(), ui.Scale(), w.legend[:0]
	label, colW, _ := weatherMetrics()
	width := label + colW*float64(len(game.Seasons))
	nameW := ui.S(170)
	face := ui.Face(ui.Regular, 13)
	measure := func(s string) float64 { x, _ := ui.Measure(s, face); return x }
	for _, wt := range game.Weathers {
		lines := wt.Effects().Lines(lang.Code())
		if len(lines) == 0 {
			continue
		}
		for i, l := range model.Wrap(strings.Join(lines, "; "), width-nameW, measure) {
			name := ""
			if i == 0 {
				name = wt.Name(lang.Code())
			}
			w.legend = append(w.legend, [2]string{name, l})
		}
	}
}

func (w *WeatherWindow) size() (float64, float64) {
	w.layout()
	label, colW, rowH := weatherMetrics()
	return label + colW*float64(len(game.Seasons)), rowH*7 + ui.S(16) + float64(len(w.legend))*ui.S(18)
}

func (w *WeatherWindow) draw(dst *ebiten.Image, r ui.Rect) {
	w.layout()
	label, colW, rowH := weatherMetrics()
	width := label + colW*float64(len(game.Seasons))
	head, body := ui.Face(ui.Bold, 14), ui.Face(ui.Medium, 14)
	code := lang.Code()
	y := r.Y
	ui.FillRect(dst, ui.Rect{X: r.X, Y: y, W: width, H: rowH}, ui.Olive)
	if w.marked {
		ui.FillRect(dst, ui.Rect{X: r.X + label + colW*float64(w.season), Y: y, W: colW, H: rowH * 7}, HighlightInk)
	}
	ui.Draw(dst, lang.T("hud.crt.die"), head, r.X+label/2, y+rowH/2, ui.Cream, ui.Center)
	for i, s := range game.Seasons {
		ink := ui.Cream
		if w.marked && s == w.season {
			ink = ui.Ink
		}
		ui.Draw(dst, s.Name(code), head, r.X+label+colW*(float64(i)+0.5), y+rowH/2, ink, ui.Center)
	}
	for die := 1; die <= 6; die++ {
		yy := y + rowH*float64(die)
		if die%2 == 0 {
			ui.FillRect(dst, ui.Rect{X: r.X, Y: yy, W: width, H: rowH}, palette.Stripe)
		}
		ui.Draw(dst, strconv.Itoa(die), head, r.X+label/2, yy+rowH/2, ui.Ink, ui.Center)
		for i, s := range game.Seasons {
			wt := game.WeatherFor(s, die)
			ink, f := ui.Ink, body
			if wt == game.Fine {
				ink = ui.InkSoft
			}
			if w.marked && s == w.season && wt == w.weather {
				f = ui.Face(ui.Bold, 14)
			}
			ui.Draw(dst, wt.Name(code), f, r.X+label+colW*(float64(i)+0.5), yy+rowH/2, ink, ui.Center)
		}
	}
	y += rowH*7 + ui.S(16)
	for _, l := range w.legend {
		if l[0] != "" {
			ui.Draw(dst, l[0], ui.Face(ui.Bold, 13), r.X, y, ui.Ink, ui.Left)
		}
		ui.Draw(dst, l[1], ui.Face(ui.Regular, 13), r.X+ui.S(170), y, ui.Ink, ui.Left)
		y += ui.S(18)
	}
}

// table is the weather table the rules reference shows: no month marked.
var table = NewWeatherWindow()

// DrawWeatherTable draws the weather table with its legend at the top left of r (the
// rules reference's weather page), from the engine's table as the window does. It
// returns the y under its last line.
func DrawWeatherTable(dst *ebiten.Image, r ui.Rect) float64 {
	table.draw(dst, r)
	_, h := table.size()
	return r.Y + h
}
