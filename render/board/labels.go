package board

import (
	"image"
	"image/color"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"taktik/render/ui"
)

// Text costs a draw per letter, and the board scene writes the same short texts every
// frame (the rulers' numbers, the movement left on each square, the bars). Each
// distinct line is written once into one shared picture and then copied from it: a
// draw per line. One picture rather than one per line, because every separate image
// makes each later draw a little dearer for Ebitengine.

type labelKey struct {
	text string
	face *text.GoTextFace
	ink  color.NRGBA
}

// labels are the lines written so far, packed in rows into one sheet, and the texts
// shortened to fit.
type labels struct {
	sheet      *ebiten.Image
	m          map[labelKey]image.Rectangle
	x, y, rowH int // where the next line goes, and the height of the row being filled
	clipped    map[clipKey]string
	wrapped    map[clipKey][]string
}

type clipKey struct {
	text string
	face *text.GoTextFace
	w    float64
}

// The sheet's size: thousands of short lines; when it is full it is cleared and
// filled again with what is in use.
const sheetW, sheetH = 2048, 1024

// draw writes a line with its anchor at (x, y), as ui.Draw does: aligned as given
// horizontally, centred vertically.
func (l *labels) draw(dst *ebiten.Image, s string, face *text.GoTextFace, x, y float64, ink color.NRGBA, align ui.Align) {
	if s == "" {
		return
	}
	k := labelKey{s, face, ink}
	r, ok := l.m[k]
	if !ok {
		r, ok = l.add(k)
		if !ok { // a line too long for the sheet
			ui.Draw(dst, s, face, x, y, ink, align)
			return
		}
	}
	ox := x - 2
	switch align {
	case ui.Center:
		ox = x - float64(r.Dx())/2
	case ui.Right:
		ox = x - float64(r.Dx()) + 2
	}
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(math.Round(ox), math.Round(y-math.Round(float64(r.Dy())/2)))
	dst.DrawImage(l.sheet.SubImage(r).(*ebiten.Image), op)
}

// add writes a line into the sheet.
func (l *labels) add(k labelKey) (image.Rectangle, bool) {
	w, _ := ui.Measure(k.text, k.face)
	iw, ih := int(math.Ceil(w))+4, int(math.Ceil(k.face.Size*1.3))+2
	if iw > sheetW || ih > sheetH {
		return image.Rectangle{}, false
	}
	if l.sheet == nil {
		l.sheet = ui.NewImage(sheetW, sheetH)
	}
	if l.m == nil {
		l.m = map[labelKey]image.Rectangle{}
	}
	if l.x+iw > sheetW { // next row
		l.x, l.y, l.rowH = 0, l.y+l.rowH, 0
	}
	if l.y+ih > sheetH { // full: start again
		l.sheet.Clear()
		clear(l.m)
		l.x, l.y, l.rowH = 0, 0, 0
	}
	r := image.Rect(l.x, l.y, l.x+iw, l.y+ih)
	ui.Draw(l.sheet.SubImage(r).(*ebiten.Image), k.text, k.face, float64(l.x+2), float64(l.y)+math.Round(float64(ih)/2), k.ink, ui.Left)
	l.x += iw + 1
	l.rowH = max(l.rowH, ih+1)
	l.m[k] = r
	return r, true
}

// clip shortens a text with an ellipsis to fit a width, once per text and width.
func (l *labels) clip(s string, face *text.GoTextFace, w float64) string {
	k := clipKey{s, face, w}
	if c, ok := l.clipped[k]; ok {
		return c
	}
	if l.clipped == nil || len(l.clipped) >= 500 {
		l.clipped = map[clipKey]string{}
	}
	c := s
	if tw, _ := ui.Measure(s, face); tw > w {
		r := []rune(s)
		for c = ""; len(r) > 0; {
			r = r[:len(r)-1]
			if tw, _ := ui.Measure(string(r)+"…", face); tw <= w {
				c = string(r) + "…"
				break
			}
		}
	}
	l.clipped[k] = c
	return c
}

// wrap breaks a text into lines of a width, at most n of them, the last shortened with
// an ellipsis when the text is longer; once per text and width.
func (l *labels) wrap(s string, face *text.GoTextFace, w float64, n int) []string {
	k := clipKey{s, face, w}
	if c, ok := l.wrapped[k]; ok {
		return c
	}
	if l.wrapped == nil || len(l.wrapped) >= 500 {
		l.wrapped = map[clipKey][]string{}
	}
	lines := ui.Wrap(s, face, w)
	if len(lines) > n {
		rest := strings.Join(lines[n-1:], " ")
		lines = append(lines[:n-1:n-1], l.clip(rest, face, w))
	}
	l.wrapped[k] = lines
	return lines
}
