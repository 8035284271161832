package board

import (
	"taktik/render/input"
	"taktik/render/play"
	"taktik/render/ui"
)

// pinchStep is how far two fingers spread (or close, by its inverse) for the board to
// zoom one level: the levels are about a quarter apart (camera.Levels), so the
// counters grow about as much as the fingers spread.
const pinchStep = 1.25

// updateTouch pans the map as one finger drags it and zooms it as two fingers pinch,
// around their midpoint (input.Fingers: a tap and a long press come as the mouse).
func (v *looking) updateTouch() {
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

// fingerKeys are the bar's texts that speak of the mouse or the keys, and the words for
// a player using fingers (while the fingers have the pointer, input.Fingers).
var fingerKeys = map[string]string{
	"play.move.prompt":     "play.move.prompt.touch",
	"play.move.pick":       "play.move.pick.touch",
	"play.move.detail":     "play.move.detail.touch",
	"play.battle.detail":   "play.battle.detail.touch",
	"play.roll.detail":     "play.roll.detail.touch",
	"play.computer.detail": "play.computer.detail.touch",
	"play.retreat.detail":  "play.retreat.detail.touch",
	"play.exchange.detail": "play.exchange.detail.touch",
	"play.advice.prompt":   "play.advice.prompt.touch", // Counted: .touch.one for one move
}

// fingerWords is a message of the bar in the words for fingers when they have the
// pointer.
func (v *looking) fingerWords(m play.Msg) play.Msg {
	if k, ok := fingerKeys[m.Key]; ok && input.TouchOf(v.in).Fingers {
		m.Key = k
	}
	return m
}

// fingerLabel is a button's label without its key ("Undo (U)": "Undo") when the fingers
// have the pointer: a tablet has no keys, and the bar needs the room.
func (v *looking) fingerLabel(label string) string {
	if !input.TouchOf(v.in).Fingers {
		return label
	}
	return ui.KeyLess(label)
}
