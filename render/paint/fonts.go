package paint

import (
	"fmt"
	"image"
	"image/color"
	"sync"

	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/gomedium"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/math/fixed"
)

// typeface names one of the embedded Go fonts.
type typeface int

const (
	regular typeface = iota
	medium
	bold
)

// Parsing a font file takes milliseconds, so it is done once per process.
var (
	fontsOnce sync.Once
	fonts     [3]*opentype.Font
	fontsErr  error
)

func parsedFonts() ([3]*opentype.Font, error) {
	fontsOnce.Do(func() {
		for i, src := range [][]byte{goregular.TTF, gomedium.TTF, gobold.TTF} {
			f, err := opentype.Parse(src)
			if err != nil {
				fontsErr = fmt.Errorf("the embedded Go font %d cannot be read: %w", i, err)
				return
			}
			fonts[i] = f
		}
	})
	return fonts, fontsErr
}

// faces makes and keeps the faces of one painting. A face is not safe for concurrent
// use, so each painting has its own set.
type faces struct {
	fonts [3]*opentype.Font
	made  map[faceKey]font.Face
}

type faceKey struct {
	tf   typeface
	size int
}

func newFaces() (*faces, error) {
	f, err := parsedFonts()
	if err != nil {
		return nil, err
	}
	return &faces{fonts: f, made: map[faceKey]font.Face{}}, nil
}

// face is a typeface at a pixel size.
func (fs *faces) face(tf typeface, size int) font.Face {
	k := faceKey{tf, size}
	if f, ok := fs.made[k]; ok {
		return f
	}
	f, err := opentype.NewFace(fs.fonts[tf], &opentype.FaceOptions{Size: float64(size), DPI: 72, Hinting: font.HintingFull})
	if err != nil {
		// NewFace fails only for a nil font, which parsedFonts rules out.
		panic(err)
	}
	fs.made[k] = f
	return f
}

// textBox measures a line of text: its advance width, and its height from the top of
// the tallest capital to the baseline (ascent) and below it (descent), in whole pixels.
type textBox struct{ width, ascent, descent int }

func measure(f font.Face, s string) textBox {
	m := f.Metrics()
	return textBox{
		width:   font.MeasureString(f, s).Ceil(),
		ascent:  m.CapHeight.Ceil(),
		descent: m.Descent.Ceil(),
	}
}

// drawText writes a line with its left end of baseline at (x, y).
func drawText(dst *image.RGBA, f font.Face, s string, x, y int, c color.NRGBA) {
	d := font.Drawer{Dst: dst, Src: image.NewUniform(c), Face: f, Dot: fixed.P(x, y)}
	d.DrawString(s)
}

// drawCentred writes a line centred on a point: horizontally on its advance, and
// vertically on its capitals, so digits and upper-case labels sit in the middle.
func drawCentred(dst *image.RGBA, f font.Face, s string, c vec, col color.NRGBA) {
	tb := measure(f, s)
	x := int(c.X+0.5) - tb.width/2
	y := int(c.Y+0.5) + tb.ascent/2
	drawText(dst, f, s, x, y, col)
}
