package ui

import (
	"fmt"
	"image"
	"math"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"taktik/render/input"
	"taktik/render/keymap"
	"taktik/render/lang"
	"taktik/render/ui/scroll"
)

// RowKind is what a form row holds.
type RowKind uint8

const (
	Choice RowKind = iota // one of a few options, all shown side by side
	Slider                // a value from 0 to 1, shown in percent
	Field                 // a short number typed in
)

// Row is one labelled control of a form.
type Row struct {
	Label    string
	Kind     RowKind
	Options  []string // Choice: the options' texts
	Index    int      // Choice: the option chosen
	Value    float64  // Slider
	Text     string   // Field: digits only
	Hint     string   // Field: shown while empty
	MaxLen   int      // Field: most digits (letters, when Free)
	Free     bool     // Field: any text on one line (a link, an address), pasted with Ctrl+V
	Prose    bool     // Free field: words with spaces between (a title, a briefing)
	Disabled bool

	rect, control Rect
	segs          []Rect
	hoverSeg      int
	paste         Button // a Free field's Paste, for fingers (pasteShown)
}

// OptionAt is the middle of a choice row's option on screen (after Place), for tests
// that click it; the middle of the control for other rows.
func (r *Row) OptionAt(i int) (x, y float64) {
	if i >= 0 && i < len(r.segs) {
		return r.segs[i].CX(), r.segs[i].CY()
	}
	return r.control.CX(), r.control.CY()
}

// PasteAt is the middle of a Free field's Paste button and its height, while it shows
// (after a frame drawn), for tests; ok is false without one.
func (r *Row) PasteAt() (x, y, h float64, ok bool) {
	if !pasteShown(r) || r.paste.Rect.W == 0 {
		return 0, 0, 0, false
	}
	return r.paste.Rect.CX(), r.paste.Rect.CY(), r.paste.Rect.H, true
}

// OptionRect is the part of a choice row option i takes (after Place), for tests.
func (r *Row) OptionRect(i int) Rect {
	if i >= 0 && i < len(r.segs) {
		return r.segs[i]
	}
	return r.control
}

// optionMargin is the room an option's text leaves in its part of the row: the rounded
// frame and a margin each side.
func optionMargin() float64 { return S(18) }

// optionSize is the size a choice row's options are written in where they fit.
const optionSize = 16.0

// OptionFace is the face a choice row's options are written in (after Place):
// optionSize, or smaller, down to 12 pt, when an option would not fit its part of the
// row even with the parts shared out by their texts' widths (placeChoice).
func (r *Row) OptionFace() *text.GoTextFace {
	size := optionSize
	for ; size > 12; size-- {
		fits := true
		for k, o := range r.Options {
			if w, _ := Measure(o, Face(Medium, size)); k < len(r.segs) && w > r.segs[k].W-optionMargin() {
				fits = false
			}
		}
		if fits {
			break
		}
	}
	return Face(Medium, size)
}

// placeChoice shares a choice row's control out among its options: equally when every
// option fits its equal part, else by the widths of their texts (a long name among
// four, Feldmarschall), the room left over shared equally.
func (r *Row) placeChoice() {
	n := float64(len(r.Options))
	equal := r.control.W / n
	widths := make([]float64, len(r.Options))
	sum, fits := 0.0, true
	for k, o := range r.Options {
		w, _ := Measure(o, Face(Medium, optionSize))
		widths[k] = w + optionMargin()
		sum += widths[k]
		fits = fits && widths[k] <= equal
	}
	if fits || sum > r.control.W {
		for k := range widths {
			widths[k] = equal
		}
	} else {
		for k := range widths {
			widths[k] += (r.control.W - sum) / n
		}
	}
	x := r.control.X
	for _, w := range widths {
		r.segs = append(r.segs, Rect{x, r.control.Y, w, r.control.H})
		x += w
	}
}

// Form is a column of rows above a line of buttons, worked by mouse or keyboard:
// Up/Down/Tab move between rows and buttons, Left/Right change a row's value, digits
// type into a field, Enter presses the focused button.
type Form struct {
	Rows    []*Row
	Buttons []*Button
	Focus   int  // rows first, then buttons
	Changed bool // a row's value changed in the last Update
	// Split puts the rows from this index on in a second column beside the first (0:
	// one column), for a form too long for a laptop's screen.
	Split int

	dragging *Row
	rowH     float64 // the rows' height in pixels, as Place laid them out
	// scroll is the rows' window, laid out for fingers on a screen too short for all of
	// them a finger high (a phone held across): view is where they show, shown the
	// focus last kept in view.
	scroll    scroll.Scroll
	view      Rect
	scrolling bool
	shown     int
}

const (
	rowHeight = 42
	rowGap    = 10
	buttonH   = 46
)

// Step is the distance from one row to the next in screen pixels, as Place laid the
// rows out.
func (f *Form) Step() float64 { return f.rowH + S(rowGap) }

// rowsHigh is how high the rows are in a room of r.H pixels: rowHeight points, or a
// finger's height (Tap) laid out for fingers. A room too short for so many rows a
// finger high takes them a finger high all the same, and they scroll (Scrolls): rows
// squeezed to the room's height were less than a finger high (Settings on a phone).
func (f *Form) rowsHigh(r Rect, n int) float64 {
	h := S(rowHeight)
	f.scrolling = false
	if Tap(h) == h || n == 0 {
		return h
	}
	h = math.Round(Tap(h))
	f.scrolling = float64(n)*h+float64(n-1)*S(rowGap) > f.rowsRoom(r)+0.5
	return h
}

// rowsRoom is the height the rows have in a room r, above the buttons.
func (f *Form) rowsRoom(r Rect) float64 { return r.H - S(28) - Tap(S(buttonH)) }

// Scrolls reports whether the rows scroll in their room (after Place): a one-finger
// drag or the wheel over them moves them, the buttons stay below.
func (f *Form) Scrolls() bool { return f.scrolling }

// View is where the rows show (after Place): the form's room above the buttons.
func (f *Form) View() Rect { return f.view }

// Scroll is how far the rows are scrolled, in pixels, and the most they can be.
func (f *Form) Scroll() (offset, most float64) { return f.scroll.Offset, f.scroll.Max() }

// BesideButtons is the room left of the buttons on their line (after Place): where a
// form whose rows scroll says what it has to say, the room under its rows being the
// rows' own.
func (f *Form) BesideButtons() Rect {
	if len(f.Buttons) == 0 {
		return Rect{}
	}
	b := f.Buttons[0].Rect
	return Rect{f.view.X, b.Y, b.X - S(14) - f.view.X, b.H}
}

// ColumnGap is the room between the two columns of a split form, in points.
const ColumnGap = 44

// Height is the room the form needs, in screen pixels.
func (f *Form) Height() float64 {
	n := float64(len(f.Rows))
	if f.Split > 0 {
		n = float64(max(f.Split, len(f.Rows)-f.Split))
	}
	return n*Tap(S(rowHeight)) + S((n-1)*rowGap+28) + Tap(S(buttonH))
}

// Columns are the rectangles of the form's columns in r: one, or two side by side.
func (f *Form) Columns(r Rect) []Rect {
	if f.Split <= 0 || f.Split >= len(f.Rows) {
		return []Rect{r}
	}
	w := (r.W - S(ColumnGap)) / 2
	return []Rect{{r.X, r.Y, w, r.H}, {r.X + w + S(ColumnGap), r.Y, w, r.H}}
}

// Place lays the form out in a rectangle: rows from the top (in one or two columns),
// buttons along the bottom.
func (f *Form) Place(r Rect) {
	cols := f.Columns(r)
	n := len(f.Rows)
	if len(cols) == 2 {
		n = max(f.Split, len(f.Rows)-f.Split)
	}
	f.rowH = f.rowsHigh(r, n)
	f.view = Rect{r.X, r.Y, r.W, f.rowsRoom(r) + S(14)}
	f.scroll.Resize(float64(n)*f.Step()-S(rowGap), f.view.H)
	if !f.scrolling {
		f.scroll.To(0)
	}
	f.keepInView(cols, n)
	for c, col := range cols {
		rows := f.Rows
		if len(cols) == 2 && c == 0 {
			rows = rows[:f.Split]
		} else if len(cols) == 2 {
			rows = rows[f.Split:]
		}
		label := 0.0
		for _, row := range rows {
			w, _ := Measure(row.Label, Face(Medium, 17))
			label = math.Max(label, w)
		}
		label += S(24)
		y := col.Y - f.scroll.Offset
		for _, row := range rows {
			row.rect = Rect{col.X, y, col.W, f.rowH}
			row.control = Rect{col.X + label, y, col.W - label, f.rowH}
			row.segs = row.segs[:0]
			if row.Kind == Choice {
				row.placeChoice()
			}
			y += f.Step()
		}
	}
	bw, gap := S(210), S(14)
	x := r.X + r.W - float64(len(f.Buttons))*bw - float64(len(f.Buttons)-1)*gap
	for i, b := range f.Buttons {
		b.Rect = Rect{x + float64(i)*(bw+gap), r.Y + r.H - Tap(S(buttonH)), bw, Tap(S(buttonH))}
	}
}

// keepInView scrolls the focused row into the view when the focus has moved to it (by
// keys, or a tap on a row half out of sight); a row the player scrolled away from
// stays where it went.
func (f *Form) keepInView(cols []Rect, n int) {
	if f.Focus == f.shown {
		return
	}
	f.shown = f.Focus
	if !f.scrolling || f.Focus >= len(f.Rows) {
		return
	}
	k := f.Focus
	if len(cols) == 2 && k >= f.Split {
		k -= f.Split
	}
	top := float64(k) * f.Step()
	switch {
	case top < f.scroll.Offset:
		f.scroll.To(top)
	case top+f.rowH > f.scroll.Offset+f.view.H:
		f.scroll.To(top + f.rowH - f.view.H)
	}
}

// scrollRows moves rows that scroll by a one-finger drag or the wheel over them.
func (f *Form) scrollRows(x, y float64) {
	if !f.scrolling {
		return
	}
	if t := input.TouchOf(src); t.DragY != 0 {
		f.scroll.By(-t.DragY)
	}
	if _, dy := Wheel(); dy != 0 && f.view.Contains(x, y) {
		f.scroll.By(-dy * S(rowHeight+rowGap))
	}
}

// Update handles this frame's input; it returns the index of a button pressed, or -1.
func (f *Form) Update() int {
	f.Changed = false
	x, y := Pointer()
	f.scrollRows(x, y)
	n := len(f.Rows) + len(f.Buttons)
	tapped := false // a click on a field: the keyboard on the screen comes up
	if Released() {
		f.dragging = nil
	}
	if f.dragging != nil {
		f.setSlider(f.dragging, x)
	}
	for i, row := range f.Rows {
		row.hoverSeg = -1
		if row.Disabled || !row.rect.Contains(x, y) || f.scrolling && !f.view.Contains(x, y) {
			continue
		}
		for k, s := range row.segs {
			if s.Contains(x, y) {
				row.hoverSeg = k
			}
		}
		if Clicked() {
			f.Focus = i
			tapped = row.Kind == Field
			switch {
			case row.Kind == Choice && row.hoverSeg >= 0 && row.hoverSeg != row.Index:
				row.Index = row.hoverSeg
				f.Changed = true
			case row.Kind == Slider && row.control.Contains(x, y):
				f.dragging = row
				f.setSlider(row, x)
			}
		}
	}
	for i, b := range f.Buttons {
		if b.Hit(x, y) {
			if PointerMoved() || Clicked() {
				f.Focus = len(f.Rows) + i
			}
			if Clicked() {
				return i
			}
		}
		b.hover = false // the focus shows where the pointer is
	}
	switch {
	case Command(keymap.FocusOn):
		f.step(1, n)
	case Command(keymap.FocusBack):
		f.step(-1, n)
	case Command(keymap.ChoiceBack):
		f.change(-1)
	case Command(keymap.ChoiceOn):
		f.change(1)
	case Command(keymap.PageOn) && f.Split > 0 && f.Focus < f.Split:
		f.Focus = f.Split // to the second column
	case Command(keymap.PageBack) && f.Split > 0 && f.Focus >= f.Split && f.Focus < len(f.Rows):
		f.Focus = 0
	case Enter():
		if i := f.Focus - len(f.Rows); i >= 0 && i < len(f.Buttons) && !f.Buttons[i].Disabled {
			return i
		}
		f.step(1, n)
	}
	f.typeInto(tapped)
	return -1
}

// step moves the focus to the next enabled row or button.
func (f *Form) step(dir, n int) {
	for k := 1; k <= n; k++ {
		i := ((f.Focus+dir*k)%n + n) % n
		if i < len(f.Rows) && f.Rows[i].Disabled || i >= len(f.Rows) && f.Buttons[i-len(f.Rows)].Disabled {
			continue
		}
		f.Focus = i
		return
	}
}

// change steps the focused row's value, or moves between the buttons.
func (f *Form) change(dir int) {
	if f.Focus >= len(f.Rows) {
		f.step(dir, len(f.Rows)+len(f.Buttons))
		return
	}
	row := f.Rows[f.Focus]
	switch row.Kind {
	case Choice:
		i := min(max(row.Index+dir, 0), len(row.Options)-1)
		f.Changed = i != row.Index
		row.Index = i
	case Slider:
		v := math.Round((row.Value+0.1*float64(dir))*10) / 10
		v = min(max(v, 0), 1)
		f.Changed = v != row.Value
		row.Value = v
	}
}

func (f *Form) setSlider(row *Row, x float64) {
	track := sliderTrack(row)
	v := min(max((x-track.X)/track.W, 0), 1)
	v = math.Round(v*20) / 20
	if v != row.Value {
		row.Value = v
		f.Changed = true
	}
}

// typeInto edits the focused field: digits (any letter in a Free field, spaces too in
// Prose), Ctrl+V and Backspace, or what the keyboard on the screen types (fingerField).
// MaxLen counts letters, and Backspace takes the last letter whole (an umlaut is two
// bytes).
func (f *Form) typeInto(tapped bool) {
	onScreen := false
	for i, row := range f.Rows {
		if row.Kind == Field && !row.Disabled {
			if before := row.Text; fingerField(row, tapped, i == f.Focus) {
				f.Changed = f.Changed || row.Text != before
				onScreen = true
			}
		}
	}
	if onScreen || f.Focus >= len(f.Rows) || f.Rows[f.Focus].Kind != Field {
		return
	}
	row := f.Rows[f.Focus]
	room := func(n int) bool { return row.MaxLen == 0 || utf8.RuneCountInString(row.Text)+n <= row.MaxLen }
	for _, r := range Chars() {
		if row.takes(r) && room(1) {
			row.Text += string(r)
			f.Changed = true
		}
	}
	if pasteShown(row) {
		placePaste(row, fieldBox(row))
	}
	if row.Free && Paste != nil && (Command(keymap.Paste) || pasteShown(row) && row.paste.Hit(Pointer()) && Clicked()) {
		if row.Prose { // a sentence is pasted where the typing is
			row.Text = fieldText(row, row.Text+strings.TrimSpace(Paste()))
		} else { // a link replaces the field's text, without the spaces a mail put in
			row.Text = fieldText(row, Paste())
		}
		f.Changed = true
	}
	if Command(keymap.Erase) && row.Text != "" {
		_, size := utf8.DecodeLastRuneInString(row.Text)
		row.Text = row.Text[:len(row.Text)-size]
		f.Changed = true
	}
}

func sliderTrack(row *Row) Rect {
	c := row.control
	return Rect{c.X + S(10), c.CY() - S(3), c.W - S(90), S(6)}
}

// Draw paints the rows and the buttons; rows that scroll show within their view, with
// a bar at its right that tells how far they are scrolled.
func (f *Form) Draw(dst *ebiten.Image) {
	rows := dst
	if f.scrolling {
		v := f.view
		rows = dst.SubImage(image.Rect(int(v.X-S(12)), int(v.Y), int(math.Ceil(v.X+v.W+S(12))), int(math.Ceil(v.Y+v.H)))).(*ebiten.Image)
		if top, h, ok := f.scroll.Thumb(v.H, S(30)); ok {
			FillRound(dst, Rect{v.X + v.W + S(4), v.Y + top, S(5), h}, S(2.5), Olive)
		}
	}
	f.drawRows(rows)
	for i, b := range f.Buttons {
		b.Draw(dst, f.Focus == len(f.Rows)+i)
	}
}

// drawRows paints the rows, those out of the view left out.
func (f *Form) drawRows(dst *ebiten.Image) {
	for i, row := range f.Rows {
		if f.scrolling && (row.rect.Y+row.rect.H <= f.view.Y || row.rect.Y >= f.view.Y+f.view.H) {
			continue
		}
		focused := i == f.Focus
		ink := Ink
		if row.Disabled {
			ink = Disabled
		}
		if focused && !row.Disabled {
			FillRound(dst, Rect{row.rect.X - S(10), row.rect.Y - S(3), row.rect.W + S(20), row.rect.H + S(6)}, S(6), PaperDark)
		}
		Draw(dst, row.Label, Face(Medium, 17), row.rect.X, row.rect.CY(), ink, Left)
		Target(row.Label, row.control)
		switch row.Kind {
		case Choice:
			drawChoice(dst, row)
		case Slider:
			drawSlider(dst, row)
		case Field:
			drawField(dst, row, focused)
		}
	}
}

// drawChoice draws the options as one segmented bar, the chosen one in olive.
func drawChoice(dst *ebiten.Image, row *Row) {
	c := row.control.Inset(S(3))
	FillRound(dst, c, S(6), Cream)
	face := row.OptionFace()
	for k, s := range row.segs {
		s = s.Inset(S(3))
		fill, ink := Cream, Ink
		switch {
		case row.Disabled && k == row.Index:
			fill, ink = PaperDark, Disabled
		case row.Disabled:
			ink = Disabled
		case k == row.Index:
			fill, ink = Olive, Cream
		case k == row.hoverSeg:
			fill = Khaki
		}
		if fill != Cream {
			FillRound(dst, s.Inset(S(2)), S(5), fill)
		}
		Draw(dst, row.Options[k], face, s.CX(), s.CY(), ink, Center)
	}
	StrokeRound(dst, c, S(6), S(1.5), PaperEdge)
}

func drawSlider(dst *ebiten.Image, row *Row) {
	t := sliderTrack(row)
	fill := Olive
	if row.Disabled {
		fill = Disabled
	}
	FillRound(dst, t, S(3), PaperDark)
	FillRound(dst, Rect{t.X, t.Y, t.W * row.Value, t.H}, S(3), fill)
	kx := t.X + t.W*row.Value
	FillRound(dst, Rect{kx - S(8), t.CY() - S(12), S(16), S(24)}, S(4), OliveDark)
	FillRound(dst, Rect{kx - S(6), t.CY() - S(10), S(12), S(20)}, S(3), Brass)
	Draw(dst, fmt.Sprintf("%d %%", int(math.Round(row.Value*100))), Face(Medium, 17),
		row.control.X+row.control.W-S(8), row.control.CY(), Ink, Right)
}

// Paste reads the system's clipboard for a Free field's Ctrl+V; nil where the program
// cannot (the text is typed then).
var Paste func() string

// Copy puts a text on the system's clipboard, and reports whether it could; nil where the
// program has no clipboard.
var Copy func(text string) bool

// pasteShown reports whether a Free field shows a Paste button at its end: for a
// player using fingers, who has no Ctrl+V, where the screen has no keyboard of its own
// to paste with (a touch screen on a desktop).
func pasteShown(row *Row) bool {
	return row.Free && Paste != nil && OnScreen == nil && input.TouchOf(src).Fingers
}

// placePaste puts a Free field's Paste button at the end of the field's box, as high
// as the row; the text keeps the rest.
func placePaste(row *Row, box Rect) Rect {
	row.paste.Label = lang.T("form.paste")
	w, _ := Measure(row.paste.Label, Face(Bold, 17))
	w += S(28)
	row.paste.Rect = Rect{box.X + box.W - w, row.control.Y, w, row.control.H}
	box.W -= w + S(6)
	return box
}

// fieldBox is the box a field's text is typed in.
func fieldBox(row *Row) Rect {
	c := Rect{row.control.X, row.control.Y + S(3), math.Min(row.control.W, S(260)), row.control.H - S(6)}
	if row.Free {
		c.W = row.control.W
	}
	return c
}

func drawField(dst *ebiten.Image, row *Row, focused bool) {
	c := fieldBox(row)
	FillRound(dst, c, S(5), Cream)
	rim, w := PaperEdge, S(1.5)
	if focused {
		rim, w = Brass, S(2.5)
	}
	StrokeRound(dst, c, S(5), w, rim)
	if focused && pasteShown(row) {
		c = placePaste(row, c)
		row.paste.Draw(dst, false)
	}
	face := Face(Regular, 17)
	if row.Text == "" && !focused {
		Draw(dst, row.Hint, face, c.X+S(12), c.CY(), Disabled, Left)
		return
	}
	shown := row.Text
	for tw, _ := Measure(shown, face); tw > c.W-S(30) && shown != ""; tw, _ = Measure(shown, face) {
		_, size := utf8.DecodeRuneInString(shown) // a long link shows its end, where the typing is
		shown = shown[size:]
	}
	Draw(dst, shown, face, c.X+S(12), c.CY(), Ink, Left)
	if focused {
		tw, _ := Measure(shown, face)
		Caret(dst, c.X+S(13)+tw, c.CY())
	}
}

// Caret draws a text field's blinking caret at x, centred on cy, and asks for the frame
// of its next blink (the loop rests while nothing else moves).
func Caret(dst *ebiten.Image, x, cy float64) {
	WakeIn(time.Duration(500-time.Now().UnixMilli()%500) * time.Millisecond)
	if (time.Now().UnixMilli()/500)%2 == 0 {
		FillRect(dst, Rect{x, cy - S(10), S(2), S(20)}, Ink)
	}
}
