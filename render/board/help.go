package board

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"taktik/render/lang"
	"taktik/render/ui"
)

// helpKeys are the help overlay's lines: the keys, then what they do.
var helpKeys = []string{"zoom", "pan", "fit", "tip", "full", "menu", "help"}

// drawHelp shows the keyboard and mouse controls over the dimmed board.
func drawHelp(dst *ebiten.Image) {
	ui.Dim(dst, 0x90)
	w, h := ui.ScreenSize()
	keyFace, actFace := ui.Face(ui.Bold, 16), ui.Face(ui.Regular, 16)
	keyW, actW := 0.0, 0.0
	for _, k := range helpKeys {
		a, _ := ui.Measure(lang.T("help.k."+k), keyFace)
		b, _ := ui.Measure(lang.T("help.a."+k), actFace)
		keyW, actW = math.Max(keyW, a), math.Max(actW, b)
	}
	lineH := ui.S(34)
	pw := keyW + actW + ui.S(100)
	ph := float64(len(helpKeys))*lineH + ui.S(130)
	r := ui.Rect{X: (float64(w) - pw) / 2, Y: (float64(h) - ph) / 2, W: pw, H: ph}
	ui.Panel(dst, r)
	ui.Draw(dst, lang.T("help.title"), ui.Face(ui.Bold, 22), r.CX(), r.Y+ui.S(36), ui.Ink, ui.Center)
	y := r.Y + ui.S(76)
	for _, k := range helpKeys {
		ui.Draw(dst, lang.T("help.k."+k), keyFace, r.X+ui.S(36), y, ui.Olive, ui.Left)
		ui.Draw(dst, lang.T("help.a."+k), actFace, r.X+ui.S(64)+keyW, y, ui.Ink, ui.Left)
		y += lineH
	}
	ui.Draw(dst, lang.T("help.close"), ui.Face(ui.Regular, 13), r.CX(), r.Y+r.H-ui.S(26), ui.InkSoft, ui.Center)
}
