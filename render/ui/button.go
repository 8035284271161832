package ui

import (
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"taktik/render/keymap"
)

// Button is a labelled button. Rect is set by whoever lays the screen out.
type Button struct {
	Label    string
	Disabled bool
	Rect     Rect
	hover    bool
}

// Hit reports whether the pointer is over an enabled button, remembering it for Draw.
// A menu's buttons show their focus instead (the pointer moves it), so that the mouse
// and the keyboard never light up two buttons at once.
func (b *Button) Hit(x, y float64) bool {
	b.hover = !b.Disabled && b.Rect.Contains(x, y)
	return b.hover
}

// Draw paints the button: olive drab, lighter with a brass rim under the pointer or the
// keyboard's focus, faded when disabled.
func (b *Button) Draw(dst *ebiten.Image, focused bool) {
	fill, ink, rim := Olive, Cream, OliveDark
	switch {
	case b.Disabled:
		fill, ink, rim = PaperDark, Disabled, Khaki
	case b.hover || focused:
		fill, rim = OliveLight, Brass
	}
	r := b.Rect
	Target(b.Label, r)
	FillRound(dst, Rect{r.X, r.Y + S(3), r.W, r.H}, S(6), OliveDark) // the button's thickness
	FillRound(dst, r, S(6), fill)
	w := S(1.5)
	if !b.Disabled && (b.hover || focused) {
		w = S(2.5)
	}
	StrokeRound(dst, r.Inset(w/2), S(6), w, rim)
	room := r.Inset(S(4))
	drawIn(dst, b.Label, LabelFace(b.Label, room.W), r.CX(), r.CY(), ink, Center, &room)
}

// Menu is a column of buttons worked by mouse or keyboard (arrows, Tab, Enter).
type Menu struct {
	Buttons []*Button
	Focus   int // index of the focused button, -1 for none
}

// NewMenu makes a menu of buttons with these labels, the first one focused.
func NewMenu(labels ...string) *Menu {
	m := &Menu{}
	for _, l := range labels {
		m.Buttons = append(m.Buttons, &Button{Label: l})
	}
	return m
}

// Place stacks the buttons from (x, y), each w × h pixels with a gap between.
func (m *Menu) Place(x, y, w, h, gap float64) { m.PlaceColumns(x, y, w, h, gap, 1) }

// PlaceColumns lays the buttons out in cols columns of w × h pixels side by side, from
// (x, y), down the first column first: a menu too long for a short screen.
func (m *Menu) PlaceColumns(x, y, w, h, gap float64, cols int) {
	rows := (len(m.Buttons) + cols - 1) / cols
	for i, b := range m.Buttons {
		b.Rect = Rect{x + float64(i/rows)*(w+gap), y + float64(i%rows)*(h+gap), w, h}
	}
}

// Update handles this frame's input and returns the index of a button pressed, or -1.
func (m *Menu) Update() int {
	x, y := Pointer()
	for i, b := range m.Buttons {
		if b.Hit(x, y) {
			if PointerMoved() || Clicked() {
				m.Focus = i
			}
			if Clicked() {
				return i
			}
		}
		b.hover = false // the focus shows where the pointer is
	}
	switch {
	case Command(keymap.FocusOn):
		m.step(1)
	case Command(keymap.FocusBack):
		m.step(-1)
	case Activate():
		if m.Focus >= 0 && m.Focus < len(m.Buttons) && !m.Buttons[m.Focus].Disabled {
			return m.Focus
		}
	}
	return -1
}

// step moves the focus to the next enabled button in a direction, wrapping around.
func (m *Menu) step(dir int) {
	n := len(m.Buttons)
	for k := 1; k <= n; k++ {
		i := ((m.Focus+dir*k)%n + n) % n
		if !m.Buttons[i].Disabled {
			m.Focus = i
			return
		}
	}
}

// Draw paints every button.
func (m *Menu) Draw(dst *ebiten.Image) {
	for i, b := range m.Buttons {
		b.Draw(dst, i == m.Focus)
	}
}

// LabelFace is the face of a button's label: bold 17 points, smaller down to 12 when
// the label is wider than the room w (a lesson's name on the button to it).
func LabelFace(label string, w float64) *text.GoTextFace {
	f := Face(Bold, 17)
	for p := 16.0; p >= 12; p-- {
		if lw, _ := Measure(label, f); lw <= w {
			break
		}
		f = Face(Bold, p)
	}
	return f
}

// KeyLess is a button's label without the key named at its end ("Undo (U)": "Undo"),
// for a player using fingers: a tablet has no keys, and the bar needs the room.
func KeyLess(label string) string {
	if i := strings.LastIndex(label, " ("); i > 0 && strings.HasSuffix(label, ")") {
		return label[:i]
	}
	return label
}
