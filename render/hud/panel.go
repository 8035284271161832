package hud

import (
	"image"
	"math"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"taktik/game"
	"taktik/render/hud/model"
	"taktik/render/lang"
	"taktik/render/ui"
	"taktik/units"
)

// PanelWidth is the width in pixels the side panel is laid out for: 290 points, room
// for the board beside it on a 1366 × 768 screen.
func PanelWidth() int { return int(math.Round(ui.S(290))) }

// panelModel is everything the panel shows, as comparable data: the panel is painted
// into its own image only when this changes, and copied in every other frame.
type panelModel struct {
	lang     string
	turn     int
	side     units.Side
	phase    game.Phase
	winner   game.Winner
	season   string
	effects  string // the weather's effects, one a line
	decision string
	supply   bool   // the supply rule is played (R32)
	cutOff   [2]int // units of each side without a supply line
	tally    model.Tally
}

// Panel is the side panel: turn, side to move, phase, season, cities, losses and the
// decision the game waits for.
type Panel struct {
	model, drawn panelModel
	img          *ebiten.Image
	scale        float64
	ok           bool // model holds a game
	g            *game.Game
	seen         int // events of g read: the costlier lines are worked out when it grows
}

// NewPanel makes an empty panel; Update gives it a game.
func NewPanel() *Panel { return &Panel{} }

// Update reads the game's standing. It is cheap enough for every tick: the tally is a
// hundred lookups, and what needs a search (the contacts still open, supply lines) is
// worked out again only when the game's log has changed.
func (p *Panel) Update(g *game.Game) {
	code := lang.Code()
	fresh := g.EventsSince(p.seen)
	changed := g != p.g || fresh == nil || len(fresh) > 0 || code != p.model.lang || !p.ok
	if g != p.g || fresh == nil {
		p.g, p.seen = g, len(g.EventsSince(0))
	} else {
		p.seen += len(fresh)
	}
	m := p.model
	// the side named is the one deciding now: in a replacement month the other side
	// places its units during the turn's first player's turn (R31)
	m.lang, m.turn, m.side, m.phase, m.winner, m.tally = code, g.Turn(), g.Decider(), g.Phase(), g.Winner(), model.Count(g)
	if changed {
		m.season, m.decision = model.Season(g, code), model.Decision(g)
		m.effects = strings.Join(g.WeatherEffects().Lines(code), "\n")
		m.supply = g.Options().Supply
		for _, side := range units.Sides {
			m.cutOff[side] = len(g.OutOfSupply(side))
		}
	}
	p.model, p.ok = m, true
}

// Height is the height in pixels the panel's content needs at its width, for the host
// to lay out what goes under it (the log). It follows the paint below step by step.
func (p *Panel) Height() int {
	m := p.model
	w := float64(PanelWidth()) - 2*ui.S(14)
	lines := len(ui.Wrap(m.decision, ui.Face(ui.Medium, 15), w-ui.S(16)))
	h := 14 + 34 + 22.0 + 4 + 12 + 14 + 86 + 12 + 91 + 14
	if m.winner == game.NoWinner {
		h += 24
	}
	if m.season != "" {
		h += 22
	}
	if m.effects != "" {
		h += 18 * float64(len(strings.Split(m.effects, "\n")))
	}
	if m.supply {
		h += 22
	}
	return int(math.Ceil(ui.S(h) + float64(lines)*ui.S(20)))
}

// Draw paints the panel into r, from its cached picture when nothing changed.
func (p *Panel) Draw(dst *ebiten.Image, r image.Rectangle) {
	if r.Empty() {
		return
	}
	if p.img == nil || p.img.Bounds().Size() != r.Size() || p.drawn != p.model || p.scale != ui.Scale() {
		if p.img == nil || p.img.Bounds().Size() != r.Size() {
			if p.img != nil {
				p.img.Deallocate()
			}
			p.img = ebiten.NewImage(r.Dx(), r.Dy())
		}
		p.img.Clear()
		p.paint(p.img, ui.Rect{W: float64(r.Dx()), H: float64(r.Dy())})
		p.drawn, p.scale = p.model, ui.Scale()
	}
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(float64(r.Min.X), float64(r.Min.Y))
	dst.DrawImage(p.img, op)
}

func (p *Panel) paint(dst *ebiten.Image, r ui.Rect) {
	card(dst, r)
	if !p.ok {
		return
	}
	m := p.model
	pad := ui.S(14)
	x, w := r.X+pad, r.W-2*pad
	y := r.Y + pad

	// turn, side to move, phase
	turn := lang.T("hud.setup")
	if m.turn > 0 {
		turn = lang.Tf("hud.turn", m.turn)
	}
	ui.Draw(dst, turn, ui.Face(ui.Bold, 22), x, y+ui.S(13), ui.Ink, ui.Left)
	y += ui.S(34)
	if m.winner == game.NoWinner {
		chip(dst, x, y, ui.S(16), m.side)
		ui.Draw(dst, lang.Tf("hud.tomove", sideName(m.side)), ui.Face(ui.Bold, 16), x+ui.S(24), y+ui.S(8), Ink(m.side), ui.Left)
		y += ui.S(24)
	}
	ui.Draw(dst, lang.Tf("hud.phase", lang.T("phase."+m.phase.String())), ui.Face(ui.Regular, 15), x, y+ui.S(9), ui.InkSoft, ui.Left)
	y += ui.S(22)
	if m.season != "" {
		ui.Draw(dst, m.season, ui.Face(ui.Medium, 15), x, y+ui.S(9), ui.Ink, ui.Left)
		y += ui.S(22)
	}
	if m.effects != "" {
		for _, l := range strings.Split(m.effects, "\n") {
			ui.Draw(dst, "· "+l, ui.Face(ui.Regular, 13), x+ui.S(4), y+ui.S(8), ui.InkSoft, ui.Left)
			y += ui.S(18)
		}
	}

	// the decision awaited, on a khaki band so the eye finds it
	face := ui.Face(ui.Medium, 15)
	lines := ui.Wrap(m.decision, face, w-ui.S(16))
	band := ui.Rect{X: x, Y: y + ui.S(4), W: w, H: float64(len(lines))*ui.S(20) + ui.S(12)}
	ui.FillRound(dst, band, ui.S(4), ui.PaperDark)
	for i, l := range lines {
		ui.Draw(dst, l, face, band.X+ui.S(8), band.Y+ui.S(16)+float64(i)*ui.S(20), ui.Ink, ui.Left)
	}
	y = band.Y + band.H + ui.S(14)

	y = p.paintCities(dst, x, y, w)
	if m.supply {
		line := lang.Tf("hud.supply", m.cutOff[units.Red], m.cutOff[units.Blue])
		ui.Draw(dst, line, ui.Face(ui.Regular, 13), x, y+ui.S(8), ui.InkSoft, ui.Left)
		y += ui.S(22)
	}
	p.paintLosses(dst, x, y+ui.S(12), w)
}

// paintCities is the cities table: per side, own-country cities held and enemy cities
// taken (R21).
func (p *Panel) paintCities(dst *ebiten.Image, x, y, w float64) float64 {
	y = heading(dst, "hud.cities", x, y, w)
	small, body := ui.Face(ui.Regular, 13), ui.Face(ui.Medium, 15)
	c1, c2 := x+w*0.62, x+w*0.92
	ui.Draw(dst, lang.T("hud.cities.own"), small, c1, y+ui.S(6), ui.InkSoft, ui.Right)
	ui.Draw(dst, lang.T("hud.cities.captured"), small, c2, y+ui.S(6), ui.InkSoft, ui.Right)
	y += ui.S(16)
	for _, s := range units.Sides {
		c := p.model.tally.Cities[s]
		chip(dst, x, y+ui.S(3), ui.S(12), s)
		ui.Draw(dst, sideName(s), body, x+ui.S(20), y+ui.S(9), ui.Ink, ui.Left)
		ui.Draw(dst, strconv.Itoa(c.Own)+"/"+strconv.Itoa(c.OwnTotal), body, c1, y+ui.S(9), ui.Ink, ui.Right)
		ui.Draw(dst, strconv.Itoa(c.Captured), body, c2, y+ui.S(9), ui.Ink, ui.Right)
		y += ui.S(22)
	}
	return y
}

// paintLosses is the losses table: eliminated units of each side by kind.
func (p *Panel) paintLosses(dst *ebiten.Image, x, y, w float64) float64 {
	y = heading(dst, "hud.losses", x, y, w)
	return lossTable(dst, p.model.tally.Losses, x, y, w, 12, 15)
}

// lossTable draws the losses of both sides by kind, with a total column; the panel and
// the victory summary share it. Sizes are in points.
func lossTable(dst *ebiten.Image, losses [2]model.Losses, x, y, w, small, big float64) float64 {
	head, body, bold := ui.Face(ui.Regular, small), ui.Face(ui.Medium, big), ui.Face(ui.Bold, big)
	label := w * 0.25
	col := (w - label) / float64(len(units.Kinds)+1)
	for i, k := range units.Kinds {
		ui.Draw(dst, lang.T("hud.kind."+k.String()), head, x+label+col*(float64(i)+0.5), y+ui.S(6), ui.InkSoft, ui.Center)
	}
	ui.Draw(dst, "Σ", head, x+label+col*(float64(len(units.Kinds))+0.5), y+ui.S(6), ui.InkSoft, ui.Center)
	y += ui.S(big + 4)
	rowH := ui.S(big + 8)
	for _, s := range units.Sides {
		chip(dst, x, y+rowH/2-ui.S(6), ui.S(12), s)
		ui.Draw(dst, sideName(s), body, x+ui.S(20), y+rowH/2, ui.Ink, ui.Left)
		for i, k := range units.Kinds {
			n := losses[s][k]
			ink := ui.Ink
			if n == 0 {
				ink = ui.Disabled
			}
			ui.Draw(dst, strconv.Itoa(n), body, x+label+col*(float64(i)+0.5), y+rowH/2, ink, ui.Center)
		}
		ui.Draw(dst, strconv.Itoa(losses[s].Total()), bold, x+label+col*(float64(len(units.Kinds))+0.5), y+rowH/2, Ink(s), ui.Center)
		y += rowH
	}
	return y
}
