package ui

import "github.com/hajimehoshi/ebiten/v2"

// QuestionButtons places the two buttons of a question asked over the screen, w wide, at
// the foot of its panel r: the one that agrees right of the middle, the way back left.
func QuestionButtons(r Rect, w float64) (yes, no Rect) {
	h := Tap(S(44))
	yes = Rect{X: r.CX() + S(8), Y: r.Y + r.H - h - S(24), W: w, H: h}
	no = Rect{X: r.CX() - S(8) - w, Y: yes.Y, W: w, H: h}
	return yes, no
}

// DrawQuestion draws a question over the screen: the screen dimmed, the panel r with
// the text wrapped and centred from its top, and its buttons, the one that agrees lit.
func DrawQuestion(dst *ebiten.Image, r Rect, text string, yes, no *Button) {
	DrawQuestionFocus(dst, r, text, yes, no, true)
}

// DrawQuestionFocus is DrawQuestion with the button Enter answers lit: the way back
// for a question whose yes cannot be undone.
func DrawQuestionFocus(dst *ebiten.Image, r Rect, text string, yes, no *Button, yesFocused bool) {
	Dim(dst, 0x70)
	Panel(dst, r)
	face := Face(Medium, 17)
	y := r.Y + S(40)
	for _, line := range Wrap(text, face, r.W-S(56)) {
		Draw(dst, line, face, r.CX(), y, Ink, Center)
		y += S(24)
	}
	no.Draw(dst, !yesFocused)
	yes.Draw(dst, yesFocused)
}
