package render

import (
	"time"

	"taktik/render/input"
	"taktik/render/ui"
)

// graceFrames is how many frames the game goes on drawing after the last input: a
// safety margin for whatever answers a click a frame late.
const graceFrames = 10

// restTime is the pause between two looks at the input while nothing changes, and
// longRest the pause once the screen has been still for two seconds. A still screen is
// drawn never; each look costs Ebitengine's loop about a millisecond with the software
// renderer. Two keystrokes that come within one rest are seen as one (Ebitengine reads
// the keys' state, not their events), so while a player is at it the input is looked at
// as often as a 60 Hz frame would (16 ms), and only a screen left alone rests longer.
// Measured idle (title, 15 s, Xvfb): 40/100 ms 1.0 % of a core, 16/50 ms 2.0 %, 16 ms
// throughout 4.9 %, drawing every frame 184 %; with the tiled board pictures, 16/80 ms
// (make bench-laptop, 20 s): title 1.2 %, still board 1.1 %, against 2.0 and 1.9 at 16/50.
const (
	restTime = 16 * time.Millisecond
	longRest = 80 * time.Millisecond
	restLong = 120 // rests before the long ones: two seconds
)

// rhythm is the pace of the game loop. A frame is drawn only while something moves
// (ui.Animate), for a few frames after input, and when the last frame asked for
// another; otherwise Draw leaves the screen as it is (Ebitengine does not clear it,
// SetScreenClearedEveryFrame(false), and presents nothing new) and the loop rests
// until the next look at the input, or until ui.Wake (a painting finished).
//
// Ebitengine's FPSModeVsyncOffMinimum would sleep until an event comes, but in that
// mode it reads the keys and buttons without GLFW's sticky state: a press and a release
// that arrive together (a remote desktop, xdotool, a quick tap) are lost.
type rhythm struct {
	lazy  bool          // skip the frames with nothing new (the game; most tests draw every frame)
	rest  time.Duration // how long a frame with nothing to draw rests (restTime in the game)
	grace int           // frames still to draw after the last input
	next  bool          // the last frame asked for another
	draws int           // frames drawn
	rests int           // frames rested since the last one drawn
	// collect, when set, is called every collectFrames frames drawn (see collectFrames)
	collect func()
}

// collectFrames is how often, in frames drawn, the game has the garbage collected
// while it draws. Ebitengine draws an antialiased shape on the screen (a ring, a battle
// line, a route) through a buffer of twice the screen's width and height sized to the
// shapes drawn together; when the next shapes need another size it makes a new buffer
// and leaves the old one to the garbage collector, whose finalizer frees its texture.
// With the game's small Go heap the collector ran every few seconds, and meanwhile
// the buffers let go, up to 32 MB each (a texture of 4096 × 2048 at 1366 × 768), piled
// up: a game being played held 90 MB more than a still board. Collected twice a
// second while frames are drawn, they go at once; a still screen draws no frames and
// collects nothing. A collection of the game's heap (about 25 MB) takes a few ms on
// another core.
const collectFrames = 30

// begin starts a tick, before the input is read: after a rest the clock restarts, so
// that the first tick stands for one frame and not for the time the game rested.
func (p *rhythm) begin(in input.Source) {
	if _, live := in.(input.Live); live && p.lazy && !p.next {
		input.RestartClock()
	}
}

// input notes whether the tick brought input.
func (p *rhythm) input(in input.Source) {
	if ui.PointerMoved() || in.Busy() {
		p.grace = graceFrames
	}
}

// still reports, after the input is read, that the tick brings nothing: no input,
// nothing moving, no frame asked for.
func (p *rhythm) still() bool {
	if p.lazy && ui.TakeWoken() {
		p.next = true // a painting finished, a timer ran out: one frame shows it
	}
	return p.lazy && !p.next && p.grace == 0 && !ui.Animating()
}

// frame reports whether this frame is drawn; when it is not, the loop has rested.
func (p *rhythm) frame() bool {
	if !p.lazy || p.next || p.grace > 0 || ui.Animating() {
		p.rests = 0
		return true
	}
	p.rests++
	if d := p.rest; d > 0 {
		if p.rests > restLong {
			d = max(d, longRest)
		}
		ui.Rest(d)
	}
	return false
}

// resized notes that the screen changed its size: Ebitengine gives a new screen,
// blank, which a still game would leave so until the next input (a browser's page stayed
// black after any resize until the mouse moved).
func (p *rhythm) resized() { p.next = true }

// drawn ends a drawn frame: it notes whether the next one is wanted.
func (p *rhythm) drawn() {
	p.draws++
	if p.collect != nil && p.draws%collectFrames == 0 {
		p.collect()
	}
	p.next = ui.TakeAnimate() || p.grace > 0
	if p.grace > 0 {
		p.grace--
	}
}
