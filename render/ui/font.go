package ui

import (
	"bytes"
	"image/color"
	"math"
	"sort"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/gomedium"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/gofont/gosmallcaps"
)

// Style is one of the game's typefaces.
type Style uint8

const (
	Regular Style = iota
	Medium
	Bold
	SmallCaps // headings and the title: the look of a stencilled field manual
)

var sources = func() [4]*text.GoTextFaceSource {
	var s [4]*text.GoTextFaceSource
	for i, ttf := range [][]byte{goregular.TTF, gomedium.TTF, gobold.TTF, gosmallcaps.TTF} {
		src, err := text.NewGoTextFaceSource(bytes.NewReader(ttf))
		if err != nil {
			panic(err) // the Go fonts are compiled in: failing to parse them is a bug
		}
		s[i] = src
	}
	return s
}()

type faceKey struct {
	style Style
	px    float64
}

var faces = map[faceKey]*text.GoTextFace{}

// Face is a typeface at a size in points, scaled for the screen. Sizes are rounded to
// whole pixels so glyphs sit on the pixel grid and stay crisp.
func Face(style Style, points float64) *text.GoTextFace {
	return FacePx(style, S(points))
}

// FacePx is a typeface at a size in screen pixels, for what scales with the board
// rather than with the monitor (counters, rulers).
func FacePx(style Style, px float64) *text.GoTextFace {
	k := faceKey{style, math.Max(1, math.Round(px))}
	f := faces[k]
	if f == nil {
		f = &text.GoTextFace{Source: sources[style], Size: k.px}
		faces[k] = f
	}
	return f
}

// Align says where a text's anchor is: its left, middle or right.
type Align = text.Align

const (
	Left   = text.AlignStart
	Center = text.AlignCenter
	Right  = text.AlignEnd
)

// The Go fonts have no glyphs for the vulgar fractions ⅓ and ⅔ (movement is counted in
// thirds of a point, R11), but they have superscript digits, the fraction slash and the
// subscript three: a third is written with those, so "4⅓" reads as 4¹⁄₃ wherever text
// is drawn or measured, the engine's sentences included.
var fractions = strings.NewReplacer("⅓", "¹⁄₃", "⅔", "²⁄₃")

// Glyphs is a text as the fonts can draw it: the fractions the fonts lack composed of
// glyphs they have. Draw, DrawTop, Measure and Wrap apply it themselves.
func Glyphs(s string) string {
	if !strings.Contains(s, "\u2153") && !strings.Contains(s, "\u2154") {
		return s
	}
	return fractions.Replace(s)
}

// Draw writes a line (or lines) with its anchor at (x, y) in screen pixels: horizontal
// alignment as given, vertically centred on y.
func Draw(dst *ebiten.Image, s string, face *text.GoTextFace, x, y float64, clr color.Color, align Align) {
	drawIn(dst, s, face, x, y, clr, align, nil)
}

// drawIn is Draw with the room the text has, when it is less than the image (a button).
func drawIn(dst *ebiten.Image, s string, face *text.GoTextFace, x, y float64, clr color.Color, align Align, room *Rect) {
	place(dst, s, face, x, y, align, false, room)
	s = Glyphs(s)
	op := &text.DrawOptions{}
	op.GeoM.Translate(math.Round(x), math.Round(y))
	op.ColorScale.ScaleWithColor(clr)
	op.PrimaryAlign = align
	op.SecondaryAlign = text.AlignCenter
	op.LineSpacing = face.Size * 1.3
	text.Draw(dst, s, face, op)
}

// DrawTop is Draw with the anchor at the top of the text instead of its middle.
func DrawTop(dst *ebiten.Image, s string, face *text.GoTextFace, x, y float64, clr color.Color, align Align) {
	place(dst, s, face, x, y, align, true, nil)
	s = Glyphs(s)
	op := &text.DrawOptions{}
	op.GeoM.Translate(math.Round(x), math.Round(y))
	op.ColorScale.ScaleWithColor(clr)
	op.PrimaryAlign = align
	op.LineSpacing = face.Size * 1.3
	text.Draw(dst, s, face, op)
}

// Measure is the width and height of a text in screen pixels.
func Measure(s string, face *text.GoTextFace) (w, h float64) {
	return text.Measure(Glyphs(s), face, face.Size*1.3)
}

// Wrap breaks a text into lines no wider than width pixels, at spaces; paragraphs
// (blank-line or newline separated) stay apart. A word wider than a line (a file's
// path) is broken where the line ends.
func Wrap(s string, face *text.GoTextFace, width float64) []string {
	var lines []string
	for _, para := range splitLines(s) {
		line := ""
		for _, word := range splitWords(para) {
			try := word
			if line != "" {
				try = line + " " + word
			}
			if w, _ := Measure(try, face); w > width && line != "" {
				lines = append(lines, line)
				try = word
			}
			for {
				head, rest := fitting(try, face, width)
				if rest == "" {
					break
				}
				lines = append(lines, head)
				try = rest
			}
			line = try
		}
		lines = append(lines, line)
	}
	return lines
}

// fitting splits a word into its longest start no wider than width (at least one
// character) and the rest; rest is "" when the whole word fits.
func fitting(word string, face *text.GoTextFace, width float64) (head, rest string) {
	if w, _ := Measure(word, face); w <= width {
		return word, ""
	}
	runes := []rune(word)
	n := sort.Search(len(runes), func(i int) bool {
		w, _ := Measure(string(runes[:i+1]), face)
		return w > width
	})
	n = max(n, 1)
	return string(runes[:n]), string(runes[n:])
}

func splitLines(s string) []string {
	var out []string
	start := 0
	for i := 0; i < len(s); i++ {
		if s[i] == '\n' {
			out = append(out, s[start:i])
			start = i + 1
		}
	}
	return append(out, s[start:])
}

func splitWords(s string) []string {
	var out []string
	start := -1
	for i := 0; i <= len(s); i++ {
		if i == len(s) || s[i] == ' ' {
			if start >= 0 {
				out = append(out, s[start:i])
				start = -1
			}
			continue
		}
		if start < 0 {
			start = i
		}
	}
	return out
}
