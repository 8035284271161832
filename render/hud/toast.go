package hud

import (
	"image"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"taktik/render/ui"
)

// Toast is a short message at the bottom of the board (saved, a move refused with the
// engine's reason) that fades out by itself. A new message replaces the old one.
type Toast struct {
	text    string
	problem bool
	left    float64 // seconds still to show
	img     *ebiten.Image
	drawn   string // text and width the picture was painted for
	scale   float64
}

// ToastTime is how long a message stays, in seconds, the last half second fading. The
// clock counts, not the frames (ui.Dt), so a slow machine shows it as long as a fast one.
const (
	ToastTime = 2.5
	toastFade = 0.5
)

// Show puts up a message.
func (t *Toast) Show(text string) { t.text, t.problem, t.left = text, false, ToastTime }

// Problem puts up a message about something refused: a red edge and a longer stay, for
// the engine's reason is worth reading.
func (t *Toast) Problem(text string) { t.text, t.problem, t.left = text, true, ToastTime*1.5 }

// Text is the message showing, "" for none.
func (t *Toast) Text() string {
	if !t.Visible() {
		return ""
	}
	return t.text
}

// Visible reports whether a message shows.
func (t *Toast) Visible() bool { return t.left > 0 }

// Alpha is how opaque the message is now: 1, falling to 0 over the last half second.
func (t *Toast) Alpha() float64 { return math.Min(1, float64(t.left)/toastFade) }

// Update counts down by the time the tick stands for.
func (t *Toast) Update() {
	if t.left > 0 {
		ui.Animate() // it fades, and goes
		t.left = max(0, t.left-ui.Dt())
		if t.left < 1e-9 { // a hair of float left over is no frame of message
			t.left = 0
		}
	}
}

// Draw paints the message at the bottom centre of r.
func (t *Toast) Draw(dst *ebiten.Image, r image.Rectangle) {
	if t.left <= 0 || r.Empty() {
		return
	}
	a := rect(r)
	w, h := t.Size(a.W)
	t.DrawAt(dst, ui.Rect{X: a.CX() - w/2, Y: a.Y + a.H - h - ui.S(24), W: w, H: h}, a.W)
}

// Size is the message's card, for a place as wide as width.
func (t *Toast) Size(width float64) (w, h float64) {
	lines, lw := t.lines(width)
	return math.Ceil(lw + ui.S(36)), math.Ceil(float64(len(lines))*ui.S(21) + ui.S(22))
}

// lines are the message's lines for a place as wide as width, and the widest's width.
func (t *Toast) lines(width float64) ([]string, float64) {
	face := ui.Face(ui.Medium, 15)
	maxW := math.Min(ui.S(560), width-ui.S(40))
	lines := ui.Wrap(t.text, face, maxW-ui.S(36))
	w := 0.0
	for _, l := range lines {
		lw, _ := ui.Measure(l, face)
		w = math.Max(w, lw)
	}
	return lines, w
}

// DrawAt paints the message's card (of Size for width) at a place the board chose.
func (t *Toast) DrawAt(dst *ebiten.Image, at ui.Rect, width float64) {
	if t.left <= 0 {
		return
	}
	face := ui.Face(ui.Medium, 15)
	lines, _ := t.lines(width)
	w, h := t.Size(width)
	lineH := ui.S(21)
	box := ui.Rect{W: w, H: h}
	key := t.text + string(rune(int(box.W)))
	if t.img == nil || t.drawn != key || t.scale != ui.Scale() || t.img.Bounds().Dx() < int(box.W)+8 || t.img.Bounds().Dy() < int(box.H)+8 {
		if t.img != nil {
			t.img.Deallocate()
		}
		t.img = ui.NewImage(int(box.W)+8, int(box.H)+8)
		edge := ui.OliveDark
		if t.problem {
			edge = ui.Red
		}
		ui.FillRound(t.img, box, ui.S(8), ui.Mix(ui.OliveDark, ui.Ink, 0.3))
		ui.StrokeRound(t.img, box.Inset(ui.S(1)), ui.S(8), ui.S(2), edge)
		for i, l := range lines {
			ui.Draw(t.img, l, face, box.W/2, ui.S(11)+lineH*(float64(i)+0.5), ui.Cream, ui.Center)
		}
		t.drawn, t.scale = key, ui.Scale()
	}
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(math.Round(at.X), math.Round(at.Y))
	op.ColorScale.ScaleAlpha(float32(t.Alpha()))
	dst.DrawImage(t.img, op)
}
