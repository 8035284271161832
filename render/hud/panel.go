package hud

import (
	"image"
	"image/color"
	"math"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"taktik/assets/i18n"
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
	toAct    string // "Red to move", "Blue chooses" (model.ToAct)
	phase    game.Phase
	winner   game.Winner
	season   string
	effects  string // the weather's effects, one a line
	decision string
	supply   bool   // the supply rule is played (R32)
	cutOff   [2]int // units of each side without a supply line
	tally    model.Tally
	limit    int    // the game's last turn, 0 for none (R22, a scenario's turn limit)
	goal     string // a scenario's objective, in words; "" outside one
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
	heightFor    heightKey
	height       int
	lossTop      float64 // where the losses table starts, from the panel's top
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
	m.toAct = model.ToAct(g)
	if changed {
		m.season, m.decision = model.Season(g, code), model.Decision(g)
		m.effects = strings.Join(g.WeatherEffects().Lines(code), "\n")
		m.supply = g.Options().Supply
		m.limit, m.goal = g.Options().TurnLimit, ""
		if sc, ok := game.FindScenario(g.Options().Scenario); ok {
			m.goal = goalLine(sc, code)
		}
		for _, side := range units.Sides {
			m.cutOff[side] = len(g.OutOfSupply(side))
		}
	}
	p.model, p.ok = m, true
}

// The panel is laid out at one of three densities, the roomiest that fits the room
// the column gives it: the weather's effects one a line (wrapped to the panel's width);
// compact, the effects as one wrapped paragraph, the side and the phase on one line
// and the tables' column heads beside their titles; tight, the effects cut to two
// lines (the weather table, M, has them all). The cities and the losses always show.
const (
	roomy = iota
	compact
	tight
	densities
)

// panelRoom is the most the column gives the panel on this screen: two thirds of the
// column under the 40-point status bar, less the gap (the board's columnRects).
func panelRoom() float64 {
	_, h := ui.ScreenSize()
	col := h - int(math.Round(ui.S(40)))
	return float64(col*2/3 - int(ui.S(6)))
}

// Height is the height in pixels the panel's content needs at its width, at the
// roomiest density that fits the room the column has for it, for the host to lay out
// what goes under it (the log).
func (p *Panel) Height() int {
	key := heightKey{p.model, ui.Scale(), panelRoom()}
	if key != p.heightFor {
		p.heightFor, p.height = key, int(math.Ceil(p.layout(nil, p.area(key.room), p.density(key.room))))
	}
	return p.height
}

// LossesTop is where the losses table starts, in pixels from the panel's top: the
// board keeps the table's newest losses clear of the die.
func (p *Panel) LossesTop() float64 {
	p.Height()
	return p.lossTop
}

// heightKey is what the panel's height depends on.
type heightKey struct {
	m           panelModel
	scale, room float64
}

// area is the panel's rectangle of a height at its width, at the origin.
func (p *Panel) area(h float64) ui.Rect {
	return ui.Rect{W: float64(PanelWidth()) - 2*ui.S(6), H: h}
}

// density is the roomiest layout whose content fits a height.
func (p *Panel) density(h float64) int {
	for d := roomy; d < densities-1; d++ {
		if p.layout(nil, p.area(h), d) <= h {
			return d
		}
	}
	return densities - 1
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
			p.img = ui.NewImage(r.Dx(), r.Dy())
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
	p.layout(dst, r, p.density(r.H))
}

// pen draws text, or only measures when it has no image: the panel's layout and its
// paint are the same code.
type pen struct {
	dst   *ebiten.Image
	right float64 // the rightmost pixel any text reached
}

func (q *pen) text(s string, face *text.GoTextFace, x, y float64, ink color.Color, align ui.Align) {
	w, _ := ui.Measure(s, face)
	switch align {
	case ui.Left:
		q.right = math.Max(q.right, x+w)
	case ui.Center:
		q.right = math.Max(q.right, x+w/2)
	default:
		q.right = math.Max(q.right, x)
	}
	if q.dst != nil {
		ui.Draw(q.dst, s, face, x, y, ink, align)
	}
}

func (q *pen) fill(r ui.Rect, radius float64, c color.NRGBA) {
	if q.dst != nil {
		ui.FillRound(q.dst, r, radius, c)
	}
}

func (q *pen) rule(x, y, w float64) {
	if q.dst != nil {
		ui.FillRect(q.dst, ui.Rect{X: x, Y: y, W: w, H: math.Max(1, ui.S(1))}, ui.Khaki)
	}
}

func (q *pen) chip(x, y, size float64, s units.Side) {
	if q.dst != nil {
		chip(q.dst, x, y, size, s)
	}
}

// paragraph writes a text wrapped to a width at the panel's type size for a density
// (15 points and lines of lineH, or 14 and 19 where room is short) and returns the y
// under it; an empty text takes no room.
func (q *pen) paragraph(text string, style ui.Style, lineH, x, y, w float64, density int, ink color.NRGBA) float64 {
	if text == "" {
		return y
	}
	face, lh := ui.Face(style, 15), ui.S(lineH)
	if density > roomy {
		face, lh = ui.Face(style, 14), ui.S(19)
	}
	for _, l := range ui.Wrap(text, face, w) {
		q.text(l, face, x, y+lh*0.42, ink, ui.Left)
		y += lh
	}
	return y
}

// layout paints the panel's content into r at a density (only measures when dst is
// nil) and returns the height it takes, its bottom padding included.
func (p *Panel) layout(dst *ebiten.Image, r ui.Rect, density int) float64 {
	h, _ := p.lay(&pen{dst: dst}, r, density)
	return h
}

// lay is layout, also returning the rightmost pixel any text reached.
func (p *Panel) lay(q *pen, r ui.Rect, density int) (height, right float64) {
	m := p.model
	pad := ui.S(14)
	if density > roomy {
		pad = ui.S(11)
	}
	x, w := r.X+pad, r.W-2*pad
	y := r.Y + pad

	// turn, side to move, phase
	turn := lang.T("hud.setup")
	if m.turn > 0 {
		turn = lang.Tf("hud.turn", m.turn)
		if m.limit > 0 {
			turn = lang.Tf("hud.turn.of", m.turn, m.limit)
		}
	}
	phase := lang.Tf("hud.phase", lang.T("phase."+m.phase.String()))
	if density == roomy {
		q.text(turn, ui.Face(ui.Bold, 22), x, y+ui.S(13), ui.Ink, ui.Left)
		y += ui.S(34)
		if m.winner == game.NoWinner {
			q.chip(x, y, ui.S(16), m.side)
			q.text(m.toAct, ui.Face(ui.Bold, 16), x+ui.S(24), y+ui.S(8), Ink(m.side), ui.Left)
			y += ui.S(24)
		}
		q.text(phase, ui.Face(ui.Regular, 15), x, y+ui.S(9), ui.InkSoft, ui.Left)
		y += ui.S(22)
	} else {
		q.text(turn, ui.Face(ui.Bold, 20), x, y+ui.S(11), ui.Ink, ui.Left)
		y += ui.S(27)
		if m.winner == game.NoWinner {
			q.chip(x, y+ui.S(1), ui.S(14), m.side)
			who := m.toAct
			bold := ui.Face(ui.Bold, 15)
			q.text(who, bold, x+ui.S(21), y+ui.S(8), Ink(m.side), ui.Left)
			ww, _ := ui.Measure(who+"  ", bold)
			small := ui.Face(ui.Regular, 13)
			short := "· " + lang.T("phase."+m.phase.String())
			if pw, _ := ui.Measure(short, small); x+ui.S(21)+ww+pw <= x+w {
				q.text(short, small, x+ui.S(21)+ww, y+ui.S(8), ui.InkSoft, ui.Left)
			} else {
				y += ui.S(19)
				q.text(phase, small, x, y+ui.S(8), ui.InkSoft, ui.Left)
			}
			y += ui.S(21)
		} else {
			q.text(phase, ui.Face(ui.Regular, 13), x, y+ui.S(8), ui.InkSoft, ui.Left)
			y += ui.S(19)
		}
	}

	// a scenario's objective, in the olive of the lessons; the month and its weather
	y = q.paragraph(m.goal, ui.Bold, 21, x, y, w, density, ui.Olive)
	y = q.paragraph(m.season, ui.Medium, 22, x, y, w, density, ui.Ink)
	if m.effects != "" {
		y = p.layEffects(q, x, y, w, density)
	}

	// the decision awaited, on a khaki band so the eye finds it
	face, lh, inset := ui.Face(ui.Medium, 15), ui.S(20), ui.S(12)
	if density > roomy {
		face, lh, inset = ui.Face(ui.Medium, 14), ui.S(18), ui.S(8)
	}
	lines := ui.Wrap(m.decision, face, w-ui.S(16))
	band := ui.Rect{X: x, Y: y + ui.S(4), W: w, H: float64(len(lines))*lh + inset}
	q.fill(band, ui.S(4), ui.PaperDark)
	for i, l := range lines {
		q.text(l, face, band.X+ui.S(8), band.Y+inset/2+lh*(float64(i)+0.5), ui.Ink, ui.Left)
	}
	y = band.Y + band.H + ui.S(14)
	if density > roomy {
		y = band.Y + band.H + ui.S(9)
	}

	y = p.layCities(q, x, y, w, density)
	if m.supply {
		line := lang.Tf("hud.supply", m.cutOff[units.Red], m.cutOff[units.Blue])
		small := ui.Face(ui.Regular, 13)
		for _, l := range ui.Wrap(line, small, w) {
			q.text(l, small, x, y+ui.S(8), ui.InkSoft, ui.Left)
			y += ui.S(18)
		}
		y += ui.S(4)
	}
	if density == roomy {
		y += ui.S(12)
	} else {
		y += ui.S(4)
	}
	p.lossTop = y - r.Y
	y = p.layLosses(q, x, y, w, density)
	return y + pad - r.Y, q.right
}

// layEffects writes the weather's effects: one a line with a bullet (roomy), or one
// paragraph, cut to two lines when tight.
func (p *Panel) layEffects(q *pen, x, y, w float64, density int) float64 {
	list := strings.Split(p.model.effects, "\n")
	if density == roomy {
		face, lh := ui.Face(ui.Regular, 13), ui.S(17)
		for _, l := range list {
			for i, part := range ui.Wrap(l, face, w-ui.S(18)) {
				if i == 0 {
					q.text("·", face, x+ui.S(4), y+ui.S(8), ui.InkSoft, ui.Left)
				}
				q.text(part, face, x+ui.S(14), y+ui.S(8), ui.InkSoft, ui.Left)
				y += lh
			}
		}
		return y + ui.S(2)
	}
	face, lh := ui.Face(ui.Regular, 12), ui.S(15)
	lines := ui.Wrap(strings.Join(list, " · "), face, w)
	if density == tight && len(lines) > 2 {
		const more = " … (M)"
		words := strings.Fields(lines[1])
		for len(words) > 1 {
			if lw, _ := ui.Measure(strings.Join(words, " ")+more, face); lw <= w {
				break
			}
			words = words[:len(words)-1]
		}
		lines = []string{lines[0], strings.TrimRight(strings.Join(words, " "), " ;·:") + more}
	}
	for _, l := range lines {
		q.text(l, face, x, y+ui.S(7), ui.InkSoft, ui.Left)
		y += lh
	}
	return y + ui.S(2)
}

// layCities is the cities table: per side, own-country cities held and enemy cities
// taken (R21). Compact, the column heads stand on the title's line.
func (p *Panel) layCities(q *pen, x, y, w float64, density int) float64 {
	small, body := ui.Face(ui.Regular, 13), ui.Face(ui.Medium, 15)
	c1, c2 := x+w*0.62, x+w*0.92
	rowH := ui.S(22)
	if density == roomy {
		y = q.heading("hud.cities", x, y, w)
		q.text(lang.T("hud.cities.own"), small, c1, y+ui.S(6), ui.InkSoft, ui.Right)
		q.text(lang.T("hud.cities.captured"), small, c2, y+ui.S(6), ui.InkSoft, ui.Right)
		y += ui.S(16)
	} else {
		small, body, rowH = ui.Face(ui.Regular, 12), ui.Face(ui.Medium, 14), ui.S(19)
		q.text(lang.T("hud.cities.own"), small, c1, y+ui.S(8), ui.InkSoft, ui.Right)
		q.text(lang.T("hud.cities.captured"), small, c2, y+ui.S(8), ui.InkSoft, ui.Right)
		y = q.headingBeside("hud.cities", x, y, w, c1-x-ui.S(8)-headW(small, "hud.cities.own"))
	}
	for _, s := range units.Sides {
		c := p.model.tally.Cities[s]
		q.chip(x, y+rowH/2-ui.S(6), ui.S(12), s)
		q.text(sideName(s), body, x+ui.S(20), y+rowH/2, ui.Ink, ui.Left)
		q.text(strconv.Itoa(c.Own)+"/"+strconv.Itoa(c.OwnTotal), body, c1, y+rowH/2, ui.Ink, ui.Right)
		q.text(strconv.Itoa(c.Captured), body, c2, y+rowH/2, ui.Ink, ui.Right)
		y += rowH
	}
	return y
}

// headW is the width of a translated text in a face.
func headW(face *text.GoTextFace, key string) float64 {
	w, _ := ui.Measure(lang.T(key), face)
	return w
}

// layLosses is the losses table: eliminated units of each side by kind. Compact, the
// kinds stand on the title's line.
func (p *Panel) layLosses(q *pen, x, y, w float64, density int) float64 {
	if density == roomy {
		y = q.heading("hud.losses", x, y, w)
		if q.dst == nil {
			return y + ui.S(15+4) + 2*ui.S(15+8)
		}
		return lossTable(q.dst, p.model.tally.Losses, x, y, w, 12, 15)
	}
	q.headingBeside("hud.losses", x, y, w, w*0.25-ui.S(2))
	y += ui.S(2) // the kinds go on the title's line
	if q.dst == nil {
		return y + ui.S(14+4) + 2*ui.S(14+6)
	}
	return lossTableRows(q.dst, p.model.tally.Losses, x, y, w, 11, 14, 6)
}

// heading is the panel's section title with a rule under it; it returns where the
// section's content starts.
func (q *pen) heading(key string, x, y, w float64) float64 {
	q.text(lang.T(key), ui.Face(ui.Bold, 13), x, y+ui.S(8), ui.Olive, ui.Left)
	q.rule(x, y+ui.S(18), w)
	return y + ui.S(26)
}

// headingBeside is a compact heading: its title sharing a line with the column heads
// (it is shrunk to fit the room left of them), the rule under both.
func (q *pen) headingBeside(key string, x, y, w, room float64) float64 {
	face := ui.Face(ui.Bold, 13)
	for size := 12.0; size >= 10; size-- {
		if tw, _ := ui.Measure(lang.T(key), face); tw <= room {
			break
		}
		face = ui.Face(ui.Bold, size)
	}
	q.text(lang.T(key), face, x, y+ui.S(8), ui.Olive, ui.Left)
	q.rule(x, y+ui.S(17), w)
	return y + ui.S(21)
}

// lossTable draws the losses of both sides by kind, with a total column; the panel and
// the victory summary share it. Sizes are in points.
func lossTable(dst *ebiten.Image, losses [2]model.Losses, x, y, w, small, big float64) float64 {
	return lossTableRows(dst, losses, x, y, w, small, big, 8)
}

// lossTableRows is lossTable with the room between the rows' text and their edges.
func lossTableRows(dst *ebiten.Image, losses [2]model.Losses, x, y, w, small, big, spacing float64) float64 {
	head, body, bold := ui.Face(ui.Regular, small), ui.Face(ui.Medium, big), ui.Face(ui.Bold, big)
	label := w * 0.25
	col := (w - label) / float64(len(units.Kinds)+1)
	for i, k := range units.Kinds {
		ui.Draw(dst, lang.T("hud.kind."+k.String()), head, x+label+col*(float64(i)+0.5), y+ui.S(6), ui.InkSoft, ui.Center)
	}
	ui.Draw(dst, "Σ", head, x+label+col*(float64(len(units.Kinds))+0.5), y+ui.S(6), ui.InkSoft, ui.Center)
	y += ui.S(big + 4)
	rowH := ui.S(big + spacing)
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

// goalLine is a scenario's goal for the panel: the cities to take, to hold, the units to
// destroy, each part there is ("Goal: take Indigau; destroy Blue 1st Inf."; a goal made
// in the editor showed only its cities).
func goalLine(sc game.Scenario, code string) string {
	var parts []string
	for _, p := range []struct {
		first, also, names string
	}{{"hud.goal", "hud.goal.also.take", strings.Join(sc.Objective, ", ")},
		{"hud.goal.hold", "hud.goal.also.hold", strings.Join(sc.Hold, ", ")},
		{"hud.goal.destroy", "hud.goal.also.destroy", game.UnitNamesOf(sc.Destroy, code)}} {
		switch {
		case p.names == "":
		case len(parts) == 0:
			parts = append(parts, i18n.Format(code, p.first, p.names))
		default:
			parts = append(parts, i18n.Format(code, p.also, p.names))
		}
	}
	return strings.Join(parts, "; ")
}
