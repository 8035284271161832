package editscreen

import (
	"math"

	"taktik/maps"
	"taktik/render/input"
	"taktik/render/ui"
)

// On a screen laid out for fingers the map's squares, fitted whole beside the panel, are
// far narrower than a finger (8 pixels on a phone held across): two fingers spreading
// over the map zoom it in around their middle, up to squares a finger wide, and one
// finger drags it. The mouse's map stays fitted whole, as it was.

// pinchStep is how far two fingers spread (or close, by its inverse) for the map to
// zoom one step.
const pinchStep = 1.25

// zoomSteps is how many steps of a quarter the map zooms in at most: as many as make
// its squares a finger wide (ui.TapMin) from fit pixels.
func zoomSteps(fit float64) int {
	if fit <= 0 || ui.TapMin() <= fit {
		return 0
	}
	return int(math.Ceil(math.Log(ui.TapMin()/fit) / math.Log(pinchStep)))
}

// placeMap lays the map out in its window: fitted whole (fit pixels a square), or
// zoomed in by the fingers' steps, the part the fingers brought there in sight.
func (s *Screen) placeMap(fit float64) {
	s.zoom = min(s.zoom, zoomSteps(fit))
	s.sq = fit
	if s.zoom > 0 {
		s.sq = math.Round(fit * math.Pow(pinchStep, float64(s.zoom)))
	}
	w, h := s.sq*float64(s.board.Cols), s.sq*float64(s.board.Rows)
	s.panX = min(max(s.panX, 0), max(w-s.view.W, 0))
	s.panY = min(max(s.panY, 0), max(h-s.view.H, 0))
	s.mapRect = ui.Rect{X: s.view.X - s.panX, Y: s.view.Y - s.panY, W: w, H: h}
}

// fingerZoom zooms the map by two fingers spread or closed over it and drags it by one.
func (s *Screen) fingerZoom() {
	t := input.TouchOf(ui.Input())
	if !t.Active {
		s.pinch = 1
	}
	switch x, y := ui.Pointer(); { // a finger's drag takes the pointer off the screen
	case s.view.Contains(x, y):
		s.overMap = true
	case x >= 0 && y >= 0 && !s.view.Contains(x, y):
		s.overMap = false
	}
	if t.DragX == 0 && t.DragY == 0 && t.Pinch == 0 {
		return
	}
	if s.overMap {
		s.panX -= t.DragX
		s.panY -= t.DragY
	}
	if t.Pinch > 0 && s.view.Contains(t.PinchX, t.PinchY) {
		if s.pinch == 0 {
			s.pinch = 1
		}
		s.pinch *= t.Pinch
		for ; s.pinch >= pinchStep; s.pinch /= pinchStep {
			s.zoomAt(1, t.PinchX, t.PinchY)
		}
		for ; s.pinch <= 1/pinchStep; s.pinch *= pinchStep {
			s.zoomAt(-1, t.PinchX, t.PinchY)
		}
	}
	s.place()
	ui.Animate()
}

// zoomAt zooms the map a step in (or out), the point of the map under (x, y) staying
// there.
func (s *Screen) zoomAt(step int, x, y float64) {
	cx, cy := (x-s.mapRect.X)/s.sq, (y-s.mapRect.Y)/s.sq // in squares
	s.zoom = max(s.zoom+step, 0)
	s.place()
	s.panX, s.panY = cx*s.sq-(x-s.view.X), cy*s.sq-(y-s.view.Y)
	s.place()
}

// squareAt is the square under a point of the map's window, ok false off the map.
func (s *Screen) squareAt(x, y float64) (maps.Square, bool) {
	if !s.view.Contains(x, y) || !s.mapRect.Contains(x, y) {
		return maps.Square{}, false
	}
	return maps.Square{Row: int((y-s.mapRect.Y)/s.sq) + 1, Col: int((x-s.mapRect.X)/s.sq) + 1}, true
}

// MapZoom is the width of the map's squares in pixels and the map's window, for tests.
func (s *Screen) MapZoom() (square float64, view ui.Rect) {
	s.place()
	return s.sq, s.view
}
