package board

import (
	"taktik/render/input"
	"taktik/render/ui"
)

// pinchStep is how far two fingers spread (or close, by its inverse) for the board to
// zoom one level: the levels are about a quarter apart (camera.Levels), so the
// counters grow about as much as the fingers spread.
const pinchStep = 1.25

// updateTouch pans the map as one finger drags it and zooms it as two fingers pinch,
// around their midpoint (input.Fingers: a tap and a long press come as the mouse).
func (v *View) updateTouch() {
	t := input.TouchOf(v.in)
	if !t.Active {
		v.pinch = 1
	}
	if v.cam == nil || t.DragX == 0 && t.DragY == 0 && t.Pinch == 0 {
		return
	}
	if v.pinch == 0 {
		v.pinch = 1
	}
	if t.DragX != 0 || t.DragY != 0 {
		v.cam.Pan(t.DragX, t.DragY)
	}
	if t.Pinch > 0 {
		v.pinch *= t.Pinch
		for v.pinch >= pinchStep {
			v.pinch /= pinchStep
			if v.cam.ZoomAt(1, t.PinchX, t.PinchY) {
				chosenZoom = v.cam.Level
			}
		}
		for v.pinch <= 1/pinchStep {
			v.pinch *= pinchStep
			if v.cam.ZoomAt(-1, t.PinchX, t.PinchY) {
				chosenZoom = v.cam.Level
			}
		}
	}
	ui.Animate()
}
