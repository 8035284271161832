package replay

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"taktik/game"
	"taktik/game/review"
	"taktik/render/hud"
	"taktik/render/lang"
	"taktik/render/ui"
	"taktik/units"
)

// timeline is the bar under the map: the game from its first position to its last,
// left to right. A tall mark opens each game turn (with its number where there is
// room), a shorter one each player turn, a small one each phase; battles are ticks
// under the bar in the attacker's colour. The marks are painted once per size.
type timeline struct {
	rect ui.Rect
	img  *ebiten.Image
	for_ ui.Rect // the rect img was painted for
}

// x is where position n lies on the bar.
func (t *timeline) x(n, total int) float64 {
	if total == 0 {
		return t.rect.X
	}
	return t.rect.X + t.rect.W*float64(n)/float64(total)
}

// at is the position under a point of the bar.
func (t *timeline) at(x float64, total int) int {
	if t.rect.W <= 0 {
		return 0
	}
	n := int(math.Round((x - t.rect.X) / t.rect.W * float64(total)))
	return max(0, min(n, total))
}

// TimelineX is where position n lies on the timeline, for tests that click it.
func (s *Scene) TimelineX(n int) (x, y float64) {
	s.layout()
	return s.line.x(n, s.r.Len()), s.line.rect.CY()
}

// updateTimeline goes to the position under the pointer while the bar is pressed.
func (s *Scene) updateTimeline(mx, my float64) bool {
	hot := s.line.rect
	hot.Y, hot.H = hot.Y-ui.S(4), hot.H+ui.S(8)
	switch {
	case s.drag && ui.Down():
		s.playing = false
		if n := s.line.at(mx, s.r.Len()); n != s.Shown() {
			s.goTo(n)
		}
		return true
	case s.drag:
		s.drag = false
		return true
	case ui.Clicked() && hot.Contains(mx, my):
		s.drag, s.playing = true, false
		s.goTo(s.line.at(mx, s.r.Len()))
		return true
	}
	return false
}

// draw paints the bar, its marks and the knob at position n.
func (t *timeline) draw(dst *ebiten.Image, r *review.Review, n int) {
	if t.img == nil || t.for_ != t.rect {
		t.paint(r)
	}
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(math.Round(t.rect.X), math.Round(t.rect.Y))
	dst.DrawImage(t.img, op)
	total := r.Len()
	x := t.x(n, total)
	ui.FillRect(dst, ui.Rect{X: t.rect.X, Y: t.rect.Y + t.rect.H*0.35, W: x - t.rect.X, H: t.rect.H * 0.3}, ui.Brass)
	knob := ui.Rect{X: x - ui.S(5), Y: t.rect.Y - ui.S(3), W: ui.S(10), H: t.rect.H + ui.S(6)}
	ui.FillRound(dst, knob, ui.S(3), ui.Cream)
	ui.StrokeRound(dst, knob, ui.S(3), ui.S(1.5), ui.OliveDark)
}

// paint draws the bar and its marks into the cached image.
func (t *timeline) paint(r *review.Review) {
	if t.img != nil {
		t.img.Deallocate()
	}
	t.for_ = t.rect
	w, h := int(math.Ceil(t.rect.W))+1, int(math.Ceil(t.rect.H))+1
	t.img = ebiten.NewImage(w, h)
	local := *t
	local.rect.X, local.rect.Y = 0, 0
	img := t.img
	bar := ui.Rect{Y: local.rect.H * 0.35, W: local.rect.W, H: local.rect.H * 0.3}
	ui.FillRound(img, bar, bar.H/2, ui.OliveDark)
	pts := r.Points()
	total := r.Len()
	lastLabel := -1e9
	face := ui.Face(ui.Bold, 11)
	if pts[0].Turn > 0 { // the game begins inside its first turn
		ui.Draw(img, lang.Tf("replay.turn.short", pts[0].Turn), face, ui.S(3), ui.S(6), ui.Cream, ui.Left)
		lastLabel = 0
	}
	for k := 1; k < len(pts); k++ {
		p, q := pts[k-1], pts[k]
		x := math.Round(local.x(k, total))
		switch {
		case q.Turn != p.Turn && q.Turn > 0: // a game turn begins
			ui.FillRect(img, ui.Rect{X: x, Y: 0, W: math.Max(1, ui.S(1.5)), H: local.rect.H * 0.7}, ui.Cream)
			label := lang.Tf("replay.turn.short", q.Turn)
			if lw, _ := ui.Measure(label, face); x-lastLabel > lw+ui.S(8) && x+lw+ui.S(3) < local.rect.W {
				ui.Draw(img, label, face, x+ui.S(3), ui.S(6), ui.Cream, ui.Left)
				lastLabel = x
			}
		case q.Side != p.Side:
			ui.FillRect(img, ui.Rect{X: x, Y: local.rect.H * 0.2, W: math.Max(1, ui.S(1)), H: local.rect.H * 0.5}, ui.Khaki)
		case q.Phase != p.Phase:
			ui.FillRect(img, ui.Rect{X: x, Y: local.rect.H * 0.3, W: math.Max(1, ui.S(1)), H: local.rect.H * 0.4}, ui.OliveLight)
		}
		if q.Battle {
			ink := hud.Ink(units.Red)
			if p.Side == units.Blue {
				ink = hud.Ink(units.Blue)
			}
			ui.FillRect(img, ui.Rect{X: x, Y: local.rect.H * 0.72, W: math.Max(1, ui.S(1.5)), H: local.rect.H * 0.28}, ink)
		}
	}
	if total > 0 && pts[total].Phase == game.PhaseDone {
		ui.FillRect(img, ui.Rect{X: local.rect.W - ui.S(2), Y: 0, W: ui.S(2), H: local.rect.H * 0.7}, ui.Brass)
	}
}
