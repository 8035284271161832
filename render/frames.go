package render

import (
	"taktik/render/input"
	"taktik/render/ui"
)

// graceFrames is how many frames the game goes on drawing after the last input: a
// safety margin for whatever answers a click a frame late.
const graceFrames = 10

// pace is the rhythm of the game loop. Ebitengine calls Update and Draw only when input
// arrives or a frame is asked for (FPSModeVsyncOffMinimum, set in Run); pace asks for
// the next frame while something moves (ui.Animate) and for a few frames after the last
// input, and otherwise lets the loop rest, so a still screen costs nothing.
type pace struct {
	grace int  // frames still to draw after the last input
	next  bool // the last frame asked for another
	draws int  // frames drawn, for the tests
	// settle is called once the first second's frames are drawn: it puts Ebitengine in
	// the mode that waits for events. Not from the start: while the window is being
	// shown, GLFW swallows the wake-ups ScheduleFrame sends (the window then stays
	// on its first frame until the mouse moves).
	settle func()
}

// startFrames are the frames drawn at sixty a second before the loop starts resting.
const startFrames = 60

// begin starts a tick, before the input is read: after a rest the clock restarts, so
// that the first tick stands for one frame and not for the time the game slept.
func (p *pace) begin(in input.Source) {
	if _, live := in.(input.Live); live && !p.next {
		input.RestartClock()
	}
}

// input notes whether the tick brought input.
func (p *pace) input(in input.Source) {
	if ui.PointerMoved() || in.Busy() {
		p.grace = graceFrames
	}
}

// drawn ends a frame: it asks for the next one when something moves or input came
// lately, and reports whether it did.
func (p *pace) drawn() bool {
	p.draws++
	if p.draws == startFrames && p.settle != nil {
		p.settle()
	}
	p.next = ui.TakeAnimate() || p.grace > 0
	if p.grace > 0 {
		p.grace--
	}
	if p.next {
		ui.Wake()
	}
	return p.next
}
