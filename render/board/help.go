package board

import (
	"math"

	"taktik/render/input"
	"taktik/render/keymap"

	"github.com/hajimehoshi/ebiten/v2"

	"taktik/render/lang"
	"taktik/render/ui"
)

// helpLines are the help overlay's lines, from the keymap's one table: the first column
// looks around, the second gives orders. Each line's keys are written as the player's
// keyboard labels them (keymap.Legend).
func helpLines() [2][]keymap.Binding {
	return [2][]keymap.Binding{keymap.Lines(0, ui.Browser), keymap.Lines(1, ui.Browser)}
}

// helpText is a help line's keys (part "k") or what it does (part "a").
func helpText(b keymap.Binding, part string) string {
	if part == "k" {
		return keymap.Legend(b, input.LayoutOf(ui.Input()))
	}
	return lang.T(keymap.ActionKey(b))
}

// drawHelp shows the keyboard and mouse controls over the dimmed board.
func drawHelp(dst *ebiten.Image) {
	ui.Dim(dst, 0x90)
	w, h := ui.ScreenSize()
	keyFace, actFace := ui.Face(ui.Bold, 15), ui.Face(ui.Regular, 15)
	var keyW, actW [2]float64
	helpKeys := helpLines()
	for c, col := range helpKeys {
		for _, k := range col {
			a, _ := ui.Measure(helpText(k, "k"), keyFace)
			b, _ := ui.Measure(helpText(k, "a"), actFace)
			keyW[c], actW[c] = math.Max(keyW[c], a), math.Max(actW[c], b)
		}
	}
	rows := max(len(helpKeys[0]), len(helpKeys[1]))
	lineH := ui.S(28)
	if float64(rows)*lineH+ui.S(130) > float64(h) {
		lineH = (float64(h) - ui.S(130)) / float64(rows)
	}
	colW := [2]float64{keyW[0] + actW[0] + ui.S(40), keyW[1] + actW[1] + ui.S(40)}
	pw := math.Min(colW[0]+colW[1]+ui.S(60), float64(w)-ui.S(16))
	ph := float64(rows)*lineH + ui.S(120)
	r := ui.Rect{X: math.Round((float64(w) - pw) / 2), Y: math.Round((float64(h) - ph) / 2), W: pw, H: ph}
	ui.Panel(dst, r)
	ui.Draw(dst, lang.T("help.title"), ui.Face(ui.Bold, 22), r.CX(), r.Y+ui.S(34), ui.Ink, ui.Center)
	x := r.X + ui.S(30)
	for c, col := range helpKeys {
		y := r.Y + ui.S(72)
		for _, k := range col {
			ui.Draw(dst, helpText(k, "k"), keyFace, x, y, ui.Olive, ui.Left)
			ui.Draw(dst, helpText(k, "a"), actFace, x+keyW[c]+ui.S(16), y, ui.Ink, ui.Left)
			y += lineH
		}
		x += colW[c]
	}
	ui.Draw(dst, lang.T("help.close"), ui.Face(ui.Regular, 13), r.CX(), r.Y+r.H-ui.S(22), ui.InkSoft, ui.Center)
}
