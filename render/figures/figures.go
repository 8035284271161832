// Package figures shows a game's figures (game/review.Stats) as charts on screen: the
// combat strength on the board and the cities held by each side over the game turns,
// the units lost by kind, and the luck of the dice, with a sentence saying whose dice
// were better than expected and by how much. The shapes are drawn by package chart; the
// words come from the catalogs. The replay viewer and the end of a game show them.
package figures

import (
	"fmt"
	"image"
	"image/color"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"taktik/game"
	"taktik/game/review"
	"taktik/render/chart"
	"taktik/render/hud"
	"taktik/render/info"
	"taktik/render/lang"
	"taktik/render/ui"
	"taktik/units"
)

// Chart names one of the charts.
type Chart int

const (
	Strength Chart = iota // combat strength on the board, by game turn
	Cities                // cities held, by game turn
	Losses                // units lost by kind
	Luck                  // the luck of the dice so far, by game turn
)

// All lists the charts in the order the viewer shows them.
var All = []Chart{Strength, Cities, Losses, Luck}

var titleKeys = [...]string{"figures.strength", "figures.cities", "figures.losses", "figures.luck"}

// Panel draws the charts of one game. The pictures are painted once per size and
// position shown.
type Panel struct {
	stats *review.Stats
	cache map[Chart]*painted
}

type painted struct {
	size  image.Point
	upTo  int
	lang  string
	img   *ebiten.Image
	frame chart.Frame
}

// New makes the panel of a game's figures.
func New(s *review.Stats) *Panel { return &Panel{stats: s, cache: map[Chart]*painted{}} }

// LuckSentence says whose dice did better than expected over the game up to position
// n, and by how much, in strength points: "Red's dice were 1.8 strength points better
// than expected."
func LuckSentence(s *review.Stats, n int) string {
	var l [2]float64
	rolled := false
	for _, b := range s.Battles {
		if b.At <= n {
			l[b.Attacker] += b.Luck()
			l[b.Attacker.Opponent()] -= b.Luck()
			rolled = true
		}
	}
	if !rolled {
		return lang.T("figures.luck.none")
	}
	side := units.Red
	if l[units.Blue] > l[units.Red] {
		side = units.Blue
	}
	v := math.Abs(l[side])
	if v < 0.05 {
		return lang.T("figures.luck.even")
	}
	return lang.Tf("figures.luck.better", info.SideName(side), decimal(v))
}

// Draw paints one chart with its title and axis numbers into r, for the game up to
// position n, which is g (the turns after it are left out of the lines, the last point
// is the position itself; the losses are those so far).
func (p *Panel) Draw(dst *ebiten.Image, r ui.Rect, c Chart, n int, g *game.Game) {
	ui.Draw(dst, lang.T(titleKeys[c]), ui.Face(ui.Bold, 14), r.X, r.Y+ui.S(9), ui.Ink, ui.Left)
	small := ui.Face(ui.Regular, 11)
	plot := ui.Rect{X: r.X, Y: r.Y + ui.S(22), W: r.W, H: r.H - ui.S(40)}
	if plot.W < 20 || plot.H < 20 {
		return
	}
	pt := p.picture(c, image.Pt(int(plot.W), int(plot.H)), n, g)
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(math.Round(plot.X), math.Round(plot.Y))
	dst.DrawImage(pt.img, op)
	f := pt.frame
	step := 1.0
	if len(f.Ticks) > 1 {
		step = f.Ticks[1] - f.Ticks[0]
	}
	for _, t := range f.Ticks {
		ui.Draw(dst, strings.Replace(chart.TickText(t, step), ".", lang.T("number.decimal.mark"), 1), small, plot.X+float64(f.Area.Min.X)-ui.S(4), math.Round(plot.Y)+float64(f.Y(t)), ui.InkSoft, ui.Right)
	}
	base := plot.Y + float64(f.Area.Max.Y) + ui.S(9)
	if c == Losses {
		for i, k := range units.Kinds {
			x0, x1 := chart.GroupX(f, i)
			ui.Draw(dst, lang.T("hud.kind."+k.String()), small, plot.X+float64(x0+x1)/2, base, ui.InkSoft, ui.Center)
		}
		return
	}
	turns := p.turns(n, g)
	if len(turns) > 0 {
		first, last := turns[0], turns[len(turns)-1]
		ui.Draw(dst, turnText(first.Turn), small, plot.X+float64(f.X(0)), base, ui.InkSoft, ui.Left)
		if len(turns) > 1 {
			ui.Draw(dst, turnText(last.Turn), small, plot.X+float64(f.X(len(turns)-1)), base, ui.InkSoft, ui.Right)
		}
	}
}

func turnText(turn int) string {
	if turn == 0 {
		return lang.T("figures.start")
	}
	return lang.Tf("figures.turn", turn)
}

// turns are the entries of the figures up to position n, and the position itself (g)
// as the last when it lies inside a game turn.
func (p *Panel) turns(n int, g *game.Game) []review.TurnStats {
	var list []review.TurnStats
	for _, t := range p.stats.Turns {
		if t.At > n {
			break
		}
		list = append(list, t)
	}
	if len(list) == 0 || list[len(list)-1].At != n {
		list = append(list, p.stats.At(g, n))
	}
	return list
}

// decimal is a number with one decimal, with the language's decimal mark.
func decimal(v float64) string {
	return strings.Replace(fmt.Sprintf("%.1f", v), ".", lang.T("number.decimal.mark"), 1)
}

// Inks of the two sides' lines and bars.
func inks() [2]color.NRGBA { return [2]color.NRGBA{hud.Ink(units.Red), hud.Ink(units.Blue)} }

// picture is the chart's shapes at a size, painted when the size, the position or the
// language changed.
func (p *Panel) picture(c Chart, size image.Point, n int, g *game.Game) *painted {
	pt := p.cache[c]
	if pt != nil && pt.size == size && pt.upTo == n && pt.lang == lang.Code() {
		return pt
	}
	if pt != nil {
		pt.img.Deallocate()
	}
	rgba := image.NewRGBA(image.Rectangle{Max: size})
	area := image.Rect(int(ui.S(34)), int(ui.S(4)), size.X-int(ui.S(6)), size.Y-int(ui.S(4)))
	var f chart.Frame
	ink := inks()
	if c == Losses {
		s := p.stats.At(g, n)
		groups := make([]chart.Bar, len(units.Kinds))
		for i, k := range units.Kinds {
			groups[i] = chart.Bar{Values: [2]float64{float64(s.Lost[units.Red][k]), float64(s.Lost[units.Blue][k])}}
		}
		f = chart.Bars(rgba, area, groups, ink)
	} else {
		turns := p.turns(n, g)
		var series [2]chart.Series
		for side := range series {
			series[side].Ink = ink[side]
			for _, t := range turns {
				series[side].Values = append(series[side].Values, value(c, t, units.Side(side)))
			}
		}
		f = chart.Lines(rgba, area, series[:], c != Luck, float32(math.Max(2, ui.S(2.5))))
	}
	img := ebiten.NewImageFromImage(rgba)
	pt = &painted{size: size, upTo: n, lang: lang.Code(), img: img, frame: f}
	p.cache[c] = pt
	return pt
}

func value(c Chart, t review.TurnStats, side units.Side) float64 {
	switch c {
	case Strength:
		return float64(t.Strength[side])
	case Cities:
		return float64(t.Cities[side])
	}
	return t.Luck[side]
}

// Legend draws the two sides' inks with their names from (x, y).
func Legend(dst *ebiten.Image, x, y float64) {
	face := ui.Face(ui.Medium, 13)
	for _, side := range units.Sides {
		ui.FillRound(dst, ui.Rect{X: x, Y: y - ui.S(5), W: ui.S(16), H: ui.S(10)}, ui.S(2), hud.Ink(side))
		name := info.SideName(side)
		ui.Draw(dst, name, face, x+ui.S(22), y, ui.Ink, ui.Left)
		w, _ := ui.Measure(name, face)
		x += w + ui.S(40)
	}
}

// Grid draws every chart in a 2×2 grid into r, with the luck sentence and the legend
// above, for the game up to position n.
func (p *Panel) Grid(dst *ebiten.Image, r ui.Rect, n int, g *game.Game) {
	ui.Draw(dst, LuckSentence(p.stats, n), ui.Face(ui.Medium, 15), r.X, r.Y+ui.S(10), ui.Ink, ui.Left)
	Legend(dst, r.X, r.Y+ui.S(34))
	top := r.Y + ui.S(50)
	gap := ui.S(22)
	w, h := (r.W-gap)/2, (r.Y+r.H-top-gap)/2
	for i, c := range All {
		cell := ui.Rect{X: r.X + float64(i%2)*(w+gap), Y: top + float64(i/2)*(h+gap), W: w, H: h}
		p.Draw(dst, cell, c, n, g)
	}
}

// Column draws the luck sentence, the legend and two charts, the strength on the board
// over the luck, one above the other: the end of a game shows them beside its record.
func (p *Panel) Column(dst *ebiten.Image, r ui.Rect, n int, g *game.Game) {
	ui.Draw(dst, LuckSentence(p.stats, n), ui.Face(ui.Medium, 14), r.X, r.Y+ui.S(10), ui.Ink, ui.Left)
	Legend(dst, r.X, r.Y+ui.S(34))
	top := r.Y + ui.S(50)
	gap := ui.S(14)
	h := (r.Y + r.H - top - gap) / 2
	p.Draw(dst, ui.Rect{X: r.X, Y: top, W: r.W, H: h}, Strength, n, g)
	p.Draw(dst, ui.Rect{X: r.X, Y: top + h + gap, W: r.W, H: h}, Luck, n, g)
}
