package menu

import (
	"github.com/hajimehoshi/ebiten/v2"

	"taktik/render/ui"
	"taktik/render/ui/scroll"
)

// scrollbar is the bar beside a page or a list taller than its room (the Rules pages,
// the Load list): a click on the track beside the thumb moves a page, the thumb can be
// dragged.
type scrollbar struct {
	dragging bool
	grab     float64 // where on the thumb the drag took hold
}

// minThumb is the shortest the thumb gets, so that it stays easy to take hold of.
func minThumb() float64 { return ui.S(30) }

// update works the pointer (at mx, my) on the bar at track for the scroll s; page is how
// far a click beside the thumb moves. It reports whether it used the input.
func (b *scrollbar) update(s *scroll.Scroll, track ui.Rect, page, mx, my float64) bool {
	top, h, bar := s.Thumb(track.H, minThumb())
	switch {
	case b.dragging && ui.Down():
		s.To(s.FromThumb(my-track.Y-b.grab, track.H, minThumb()))
		return true
	case b.dragging:
		b.dragging = false
	case bar && ui.Clicked() && (ui.Rect{X: track.X - ui.S(6), Y: track.Y, W: track.W + ui.S(12), H: track.H}).Contains(mx, my):
		switch {
		case my >= track.Y+top && my < track.Y+top+h:
			b.dragging, b.grab = true, my-track.Y-top
		case my < track.Y+top:
			s.By(-page)
		default:
			s.By(page)
		}
		return true
	}
	return false
}

// draw paints the bar for the scroll s when there is something to scroll, and reports
// whether there was.
func (b *scrollbar) draw(dst *ebiten.Image, s *scroll.Scroll, track ui.Rect) bool {
	top, h, ok := s.Thumb(track.H, minThumb())
	if !ok {
		return false
	}
	ui.FillRound(dst, track, ui.S(4), ui.PaperDark)
	thumb := ui.Olive
	if b.dragging {
		thumb = ui.OliveLight
	}
	ui.FillRound(dst, ui.Rect{X: track.X, Y: track.Y + top, W: track.W, H: h}, ui.S(4), thumb)
	return true
}
