package replay

import (
	"github.com/hajimehoshi/ebiten/v2"

	"taktik/game/review"
	"taktik/render/figures"
	"taktik/render/lang"
	"taktik/render/ui"
)

// chartsPanel is the game's figures over the map, up to the position shown; the
// timeline, the keys and the buttons go on working under it, so the charts follow the
// position.
type chartsPanel struct {
	fig  *figures.Panel
	rect ui.Rect
}

func newChartsPanel(r *review.Review) *chartsPanel {
	return &chartsPanel{fig: figures.New(r.Stats())}
}

// update takes the clicks on the card (they are not the map's); it reports whether
// it used the input.
func (c *chartsPanel) update(s *Scene, mx, my float64) bool {
	c.place(s)
	return ui.Clicked() && c.rect.Contains(mx, my)
}

func (c *chartsPanel) place(s *Scene) {
	m := s.v.BottomRect()
	top := ui.S(52)
	c.rect = ui.Rect{X: m.X + ui.S(12), Y: top, W: m.W - ui.S(24), H: m.Y - top - ui.S(12)}
}

func (c *chartsPanel) draw(dst *ebiten.Image, s *Scene) {
	c.place(s)
	ui.Panel(dst, c.rect)
	in := c.rect.Inset(ui.S(18))
	ui.Draw(dst, lang.T("figures.title"), ui.Face(ui.Bold, 20), in.X, in.Y+ui.S(10), ui.Ink, ui.Left)
	in.Y += ui.S(30)
	in.H -= ui.S(30)
	c.fig.Grid(dst, in, s.Shown(), s.v.Game())
}
