package counter

import (
	"image"
	"math"

	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/math/fixed"
)

var boldFont = func() *opentype.Font {
	f, err := opentype.Parse(gobold.TTF)
	if err != nil {
		panic(err) // compiled in: a parse failure is a bug
	}
	return f
}()

// Faces keeps the text faces of one painting; a face is not safe for concurrent use,
// so each sheet has its own.
type Faces struct{ made map[int]font.Face }

// NewFaces makes an empty set of faces.
func NewFaces() *Faces { return &Faces{made: map[int]font.Face{}} }

func (f *Faces) face(px int) font.Face {
	if face, ok := f.made[px]; ok {
		return face
	}
	face, err := opentype.NewFace(boldFont, &opentype.FaceOptions{Size: float64(px), DPI: 72, Hinting: font.HintingFull})
	if err != nil {
		panic(err) // only for a nil font
	}
	f.made[px] = face
	return face
}

// centred writes a line in the counter's text colour, centred on (x, y) of the cell:
// horizontally on its advance, vertically on its capitals.
func (f *Faces) centred(dst *image.RGBA, cell image.Rectangle, s string, px int, x, y float32) {
	face := f.face(px)
	w := font.MeasureString(face, s)
	cap := face.Metrics().CapHeight
	dot := fixed.Point26_6{
		X: fixed.I(cell.Min.X) + fixed.Int26_6(math.Round(float64(x)*64)) - w/2,
		Y: fixed.I(cell.Min.Y) + fixed.Int26_6(math.Round(float64(y)*64)) + cap/2,
	}
	dot.X = fixed.I(dot.X.Round()) // whole pixels keep hinted glyphs crisp
	dot.Y = fixed.I(dot.Y.Round())
	d := font.Drawer{Dst: dst, Src: image.NewUniform(TextInk), Face: face, Dot: dot}
	d.DrawString(s)
}
