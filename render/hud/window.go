package hud

import (
	"image"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"taktik/render/lang"
	"taktik/render/ui"
)

// Window is a movable paper window over the board: a title bar, a close box, and a
// content drawn by its owner. Esc or the close box shuts it; dragging the title bar
// moves it. Hosts open it with a key (K for the combat results, T for the terrain).
type Window struct {
	TitleKey string // translation key of the title
	Open     bool
	// Size is the content's size in pixels at the current scale.
	Size func() (w, h float64)
	// Content draws into the window's inner area.
	Content func(dst *ebiten.Image, r ui.Rect)

	// Avoid is what the window keeps clear of while the player has not dragged it (the
	// lesson's card, whose text it would hide); empty for nothing.
	Avoid ui.Rect

	dx, dy       float64 // dragged away from the centre of the host's rectangle
	dragged      bool    // the player moved it: it stays where he put it
	dragging     bool
	grabX, grabY float64
	area         image.Rectangle // the host's rectangle at the last Draw
	closeHover   bool
	shrink       *ebiten.Image // the content at full size, when it must be shrunk
}

// Toggle opens a closed window and closes an open one.
func (w *Window) Toggle() { w.Open = !w.Open; w.dragging = false }

// Close shuts the window.
func (w *Window) Close() { w.Open, w.dragging = false, false }

func windowTitleH() float64 { return math.Round(ui.S(34)) }
func windowPad() float64    { return ui.S(16) }

// fit is how much the content must shrink to fit the host's rectangle: 1 when it fits
// (1366 × 768 and larger), less on a small window, so that nothing is ever cut off.
func (w *Window) fit(a ui.Rect) float64 {
	cw, ch := w.Size()
	if cw <= 0 || ch <= 0 {
		return 1
	}
	availW, availH := a.W-2*windowPad(), a.H-2*windowPad()-windowTitleH()
	return math.Max(0.1, math.Min(1, math.Min(availW/cw, availH/ch)))
}

// frame is the window's rectangle inside the host's, kept on screen.
func (w *Window) frame(area image.Rectangle) ui.Rect {
	f, _ := w.placed(area)
	return f
}

// placed is the window's rectangle inside the host's, kept on screen and off the card
// it avoids, and the scale of its content there.
func (w *Window) placed(area image.Rectangle) (ui.Rect, float64) {
	a := rect(area)
	f, k := w.within(a, w.dx, w.dy)
	c := w.Avoid
	if w.dragged || c.W <= 0 || !f.Overlaps(c) {
		return f, k
	}
	// beside the card, under it, or over it: the first place inside the host's
	// rectangle
	gap := ui.S(12)
	for _, p := range [][2]float64{{c.X + c.W + gap, f.Y}, {f.X, c.Y + c.H + gap}, {f.X, c.Y - gap - f.H}} {
		r := ui.Rect{X: math.Round(p[0]), Y: math.Round(p[1]), W: f.W, H: f.H}
		if r.X >= a.X && r.Y >= a.Y && r.X+r.W <= a.X+a.W && r.Y+r.H <= a.Y+a.H && !r.Overlaps(c) {
			return r, k
		}
	}
	// else smaller, in the room beside the card or under it: the card says what to do
	// with the window, and how to close it
	for _, room := range []ui.Rect{{X: c.X + c.W + gap, Y: a.Y, W: a.X + a.W - c.X - c.W - gap, H: a.H},
		{X: a.X, Y: c.Y + c.H + gap, W: a.W, H: a.Y + a.H - c.Y - c.H - gap}} {
		if room.W > 0 && room.H > 0 && w.fit(room) >= minShrink {
			return w.within(room, 0, 0)
		}
	}
	return f, k // it stays in the middle
}

// minShrink is the least scale the window's content is shrunk to beside a card.
const minShrink = 0.6

// within is the window centred in a rectangle (moved by dx, dy, kept inside it), and
// the scale of its content.
func (w *Window) within(a ui.Rect, dx, dy float64) (ui.Rect, float64) {
	cw, ch := w.Size()
	k := w.fit(a)
	fw := math.Min(math.Ceil(cw*k)+2*windowPad(), a.W)
	fh := math.Min(math.Ceil(ch*k)+2*windowPad()+windowTitleH(), a.H)
	x := a.X + (a.W-fw)/2 + dx
	y := a.Y + (a.H-fh)/2 + dy
	x = math.Max(a.X, math.Min(x, a.X+a.W-fw))
	y = math.Max(a.Y, math.Min(y, a.Y+a.H-fh))
	return ui.Rect{X: math.Round(x), Y: math.Round(y), W: math.Round(fw), H: math.Round(fh)}, k
}

// closeHit is where a tap closes the window: the close box, grown to a finger's size
// around its middle on a touch layout (ui.TapMin).
func closeHit(cb ui.Rect) ui.Rect {
	s := math.Max(cb.W, ui.TapMin())
	return ui.Rect{X: cb.CX() - s/2, Y: cb.CY() - s/2, W: s, H: s}
}

func (w *Window) closeBox(f ui.Rect) ui.Rect {
	s := ui.S(24)
	return ui.Rect{X: f.X + f.W - s - ui.S(6), Y: f.Y + (windowTitleH()-s)/2, W: s, H: s}
}

// Update handles the window's input. It reports true whenever the window is open and
// the input was its own (a key, or a click inside it), so the board under it does
// nothing with it.
func (w *Window) Update() bool {
	if !w.Open {
		return false
	}
	if w.area.Empty() {
		sw, sh := ui.ScreenSize()
		w.area = image.Rect(0, 0, sw, sh)
	}
	if ui.Back() {
		w.Close()
		return true
	}
	mx, my := ui.Pointer()
	f := w.frame(w.area)
	cb := closeHit(w.closeBox(f))
	w.closeHover = cb.Contains(mx, my)
	pressed := ui.Down()
	switch {
	case w.dragging && pressed:
		if !w.dragged { // from where it stood clear of what it avoids
			g, host := w.frame(w.area), rect(w.area)
			w.dragged, w.dx, w.dy = true, g.X-(host.X+(host.W-g.W)/2), g.Y-(host.Y+(host.H-g.H)/2)
		}
		w.dx += mx - w.grabX
		w.dy += my - w.grabY
		w.grabX, w.grabY = mx, my
		// keep the stored offset within what frame allows, so that dragging back
		// responds at once after pushing against an edge
		g := w.frame(w.area)
		a := rect(w.area)
		w.dx, w.dy = g.X-(a.X+(a.W-g.W)/2), g.Y-(a.Y+(a.H-g.H)/2)
		return true
	case w.dragging:
		w.dragging = false
		return true
	case ui.Clicked() && w.closeHover:
		w.Close()
		return true
	case ui.Clicked() && (ui.Rect{X: f.X, Y: f.Y, W: f.W, H: windowTitleH()}).Contains(mx, my):
		w.dragging, w.grabX, w.grabY = true, mx, my
		return true
	}
	return f.Contains(mx, my) && (ui.Clicked() || pressed)
}

// Frame is where the open window lies, as last drawn.
func (w *Window) Frame() (ui.Rect, bool) {
	if !w.Open || w.area.Empty() {
		return ui.Rect{}, false
	}
	return w.frame(w.area), true
}

// Contains reports whether a point lies on the open window, for hosts that route the
// pointer themselves.
func (w *Window) Contains(x, y float64) bool {
	return w.Open && !w.area.Empty() && w.frame(w.area).Contains(x, y)
}

// Draw paints the open window centred in r (or where it was dragged).
func (w *Window) Draw(dst *ebiten.Image, r image.Rectangle) {
	w.area = r
	if !w.Open || r.Empty() {
		return
	}
	f, k := w.placed(r)
	ui.FillRound(dst, ui.Rect{X: f.X + ui.S(4), Y: f.Y + ui.S(6), W: f.W, H: f.H}, ui.S(8), shadow)
	ui.FillRound(dst, f, ui.S(8), ui.Paper)
	bar := ui.Rect{X: f.X, Y: f.Y, W: f.W, H: windowTitleH()}
	ui.FillRound(dst, bar, ui.S(8), ui.Olive)
	ui.FillRect(dst, ui.Rect{X: f.X, Y: f.Y + bar.H - ui.S(8), W: f.W, H: ui.S(8)}, ui.Olive)
	ui.StrokeRound(dst, f.Inset(ui.S(0.75)), ui.S(8), ui.S(1.5), ui.OliveDark)
	ui.Draw(dst, lang.T(w.TitleKey), ui.Face(ui.Bold, 16), f.X+ui.S(14), bar.CY(), ui.Cream, ui.Left)

	cb := w.closeBox(f)
	if w.closeHover {
		ui.FillRound(dst, cb, ui.S(4), ui.OliveLight)
	}
	c := float32(ui.S(6))
	x0, y0, x1, y1 := float32(cb.CX())-c, float32(cb.CY())-c, float32(cb.CX())+c, float32(cb.CY())+c
	vector.StrokeLine(dst, x0, y0, x1, y1, float32(ui.S(2)), ui.Cream, true)
	vector.StrokeLine(dst, x0, y1, x1, y0, float32(ui.S(2)), ui.Cream, true)

	inner := ui.Rect{X: f.X + windowPad(), Y: f.Y + bar.H + windowPad(), W: f.W - 2*windowPad(), H: f.H - bar.H - 2*windowPad()}
	if w.Content == nil {
		return
	}
	if k >= 1 {
		w.Content(sub(dst, irect(inner)), inner)
		return
	}
	// too big for the screen: drawn at full size aside, then shrunk into place
	cw, ch := w.Size()
	size := image.Pt(int(math.Ceil(cw)), int(math.Ceil(ch)))
	if w.shrink == nil || w.shrink.Bounds().Size() != size {
		if w.shrink != nil {
			w.shrink.Deallocate()
		}
		w.shrink = ui.NewImage(size.X, size.Y)
	}
	w.shrink.Fill(ui.Paper)
	w.Content(w.shrink, ui.Rect{W: cw, H: ch})
	op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
	op.GeoM.Scale(k, k)
	op.GeoM.Translate(inner.X, inner.Y)
	dst.DrawImage(w.shrink, op)
}
