package ui

import (
	"strings"
	"unicode"

	"taktik/render/input"
)

// Keyboard is the device's keyboard on the screen, which a tablet or a phone shows only
// for a text field of its own: the browser's page gives one (a hidden input element
// whose text the game's field mirrors); nil where there is none.
type Keyboard interface {
	// Show brings the keyboard up for a field holding text (digits: a number).
	Show(text string, digits bool)
	// Hide puts it away.
	Hide()
	// Typed is the field's text as typed on it since Show, and whether it changed
	// since the last call.
	Typed() (string, bool)
	// Spots tells the page where on the screen the fields are that a finger's tap
	// brings the keyboard up for (a page may open it only while the tap is heard).
	Spots([]Rect)
}

// OnScreen is the screen's keyboard, or nil.
var OnScreen Keyboard

// The keyboard on the screen belongs to one field at a time; a field that is not
// updated in a frame (its screen has gone) gives it up (NextFrame).
var (
	keysFor     any    // the field the keyboard is up for
	keysClaimed bool   // the field was updated in this frame
	fieldSpots  []Rect // the fields of the forms updated in this frame
)

// keyboardFrame puts the keyboard away when no form holds its field any more, and
// tells the page where the fields of the last frame were.
func keyboardFrame() {
	if OnScreen == nil {
		return
	}
	if keysFor != nil && !keysClaimed {
		keysFor = nil
		OnScreen.Hide()
	}
	keysClaimed = false
	OnScreen.Spots(fieldSpots)
	fieldSpots = fieldSpots[:0]
}

// fingerField is a form's field focused this frame: a finger's tap on it brings the
// keyboard on the screen up, and while it is up, the field holds what is typed there
// (the page's field hears the keys, the game's does not). It reports whether the field
// took its text from the keyboard.
func fingerField(row *Row, tapped, focused bool) bool {
	fieldSpots = append(fieldSpots, row.control)
	text, ok := FieldKeys(row, row.Text, tapped, focused, !row.Free)
	if ok {
		row.Text = fieldText(row, text)
	}
	return keysFor == row
}

// FieldKeys works the keyboard on the screen for a text field of any kind (owner is
// its identity, text what it holds): a finger's tap on the focused field brings it up,
// the field losing the focus puts it away, and while it is up the field holds what is
// typed on it: the text and true when it changed. A field not drawn by a Form tells
// the page where it is with FieldSpot.
func FieldKeys(owner any, text string, tapped, focused, digits bool) (string, bool) {
	if OnScreen == nil {
		return text, false
	}
	switch {
	case !focused && keysFor == owner:
		keysFor = nil
		OnScreen.Hide()
		return text, false
	case focused && tapped && keysFor != owner && input.TouchOf(src).Fingers:
		keysFor = owner
		OnScreen.Show(text, digits)
	}
	if keysFor != owner {
		return text, false
	}
	keysClaimed = true
	return OnScreen.Typed()
}

// FieldSpot tells the page where a text field lies on the screen in this frame, for a
// finger's tap on it to bring the keyboard up at once.
func FieldSpot(r Rect) { fieldSpots = append(fieldSpots, r) }

// fieldText is what a field keeps of a text typed or pasted into it: digits only for a
// number, no spaces in a link or an address, single spaces between the words of Prose,
// at most MaxLen characters.
func fieldText(row *Row, text string) string {
	var b strings.Builder
	n, last := 0, ' '
	for _, r := range text {
		if row.MaxLen > 0 && n >= row.MaxLen {
			break
		}
		if row.Prose && unicode.IsSpace(r) { // a line break or a tab pasted is a space; one between words
			if r = ' '; last == ' ' {
				continue
			}
		}
		last = r
		if row.takes(r) {
			b.WriteRune(r)
			n++
		}
	}
	return b.String()
}

// takes reports whether a field keeps a letter typed or pasted into it: digits in any,
// any letter in a Free field (a link, an address, a name), spaces too in Prose.
func (row *Row) takes(r rune) bool {
	return r >= '0' && r <= '9' || row.Free && r > ' ' || row.Prose && r == ' '
}
