package ui

// tapped, when set, hears of every thing drawn that a player taps: the tests that check
// each is a finger wide on a touch screen (ui.Tap).
var tapped func(label string, r Rect)

// RecordTargets has every button and list row drawn from now on reported to f, with its
// rectangle in screen pixels; nil stops it.
func RecordTargets(f func(label string, r Rect)) { tapped = f }

// Target reports a thing to tap as it is drawn (a button, a form's row, a list's row).
func Target(label string, r Rect) {
	if tapped != nil {
		tapped(label, r)
	}
}
