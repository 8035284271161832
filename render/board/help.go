package board

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"taktik/render/input"
	"taktik/render/keymap"
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

// helpItem is one text of the help overlay where it stands (left, middle of its line).
type helpItem struct {
	text string
	face *text.GoTextFace
	x, y float64
	ink  color.NRGBA
}

// helpLayout places the help overlay on a screen: its panel, and every text in it. The
// keys keep their width; where both columns do not fit the screen side by side (the
// German texts at 1366 pixels), what the keys do is wrapped onto more lines, and the
// lines come closer where the screen is short.
func helpLayout() (ui.Rect, []helpItem) {
	w, h := ui.ScreenSize()
	keyFace, actFace := ui.Face(ui.Bold, 15), ui.Face(ui.Regular, 15)
	pad, gap, inner := ui.S(30), ui.S(40), ui.S(16)
	var keyW, actW [2]float64
	helpKeys := helpLines()
	for c, col := range helpKeys {
		for _, k := range col {
			a, _ := ui.Measure(helpText(k, "k"), keyFace)
			b, _ := ui.Measure(helpText(k, "a"), actFace)
			keyW[c], actW[c] = math.Max(keyW[c], a), math.Max(actW[c], b)
		}
	}
	room := float64(w) - ui.S(16)
	if need := 2*pad + keyW[0] + keyW[1] + 2*inner + gap + actW[0] + actW[1]; need > room {
		cut := (need - room) / (actW[0] + actW[1]) // each column gives up its share
		actW[0], actW[1] = math.Floor(actW[0]*(1-cut)), math.Floor(actW[1]*(1-cut))
	}
	wrapped := [2][][]string{}
	for c, col := range helpKeys {
		for _, k := range col {
			wrapped[c] = append(wrapped[c], ui.Wrap(helpText(k, "a"), actFace, actW[c]))
		}
	}
	lineH, wrapH := ui.S(28), ui.S(19) // a line of the legend; a wrapped line within it
	height := func() float64 {
		most := 0.0
		for c := range helpKeys {
			y := 0.0
			for _, l := range wrapped[c] {
				y += lineH + float64(len(l)-1)*wrapH
			}
			most = math.Max(most, y)
		}
		return most
	}
	if hh := height(); hh+ui.S(130) > float64(h) {
		k := (float64(h) - ui.S(130)) / hh
		lineH, wrapH = lineH*k, wrapH*k
	}
	pw := 2*pad + keyW[0] + keyW[1] + 2*inner + gap + actW[0] + actW[1]
	ph := height() + ui.S(120)
	r := ui.Rect{X: math.Round((float64(w) - pw) / 2), Y: math.Round((float64(h) - ph) / 2), W: pw, H: ph}
	items := []helpItem{{lang.T("help.title"), ui.Face(ui.Bold, 22), r.CX(), r.Y + ui.S(34), ui.Ink}}
	x := r.X + pad
	for c, col := range helpKeys {
		y := r.Y + ui.S(72)
		for i, k := range col {
			items = append(items, helpItem{helpText(k, "k"), keyFace, x, y, ui.Olive})
			for j, l := range wrapped[c][i] {
				items = append(items, helpItem{l, actFace, x + keyW[c] + inner, y + float64(j)*wrapH, ui.Ink})
			}
			y += lineH + float64(len(wrapped[c][i])-1)*wrapH
		}
		x += keyW[c] + inner + actW[c] + gap
	}
	items = append(items, helpItem{lang.T("help.close"), ui.Face(ui.Regular, 13), r.CX(), r.Y + r.H - ui.S(22), ui.InkSoft})
	return r, items
}

// drawHelp shows the keyboard and mouse controls over the dimmed board.
func drawHelp(dst *ebiten.Image) {
	ui.Dim(dst, 0x90)
	r, items := helpLayout()
	ui.Panel(dst, r)
	for k, it := range items {
		align := ui.Left
		if k == 0 || k == len(items)-1 { // the title and the way out, centred
			align = ui.Center
		}
		ui.Draw(dst, it.text, it.face, it.x, it.y, it.ink, align)
	}
}

// HelpFits reports, for tests, whether the help overlay lies on the screen and every
// text of it inside its panel; the first text that does not, when one does not.
func HelpFits() (string, bool) {
	w, h := ui.ScreenSize()
	r, items := helpLayout()
	if r.X < 0 || r.Y < 0 || r.X+r.W > float64(w) || r.Y+r.H > float64(h) {
		return "the panel", false
	}
	for k, it := range items {
		tw, th := ui.Measure(it.text, it.face)
		x0 := it.x
		if k == 0 || k == len(items)-1 {
			x0 -= tw / 2
		}
		if x0 < r.X+ui.S(8) || x0+tw > r.X+r.W-ui.S(8) || it.y-th/2 < r.Y || it.y+th/2 > r.Y+r.H {
			return it.text, false
		}
	}
	return "", true
}
