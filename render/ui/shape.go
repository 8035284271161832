package ui

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"taktik/render/palette"
)

// Rect is a rectangle in screen pixels.
type Rect struct{ X, Y, W, H float64 }

// Contains reports whether a point lies inside.
func (r Rect) Contains(x, y float64) bool {
	return x >= r.X && x < r.X+r.W && y >= r.Y && y < r.Y+r.H
}

// Inset shrinks a rectangle by d on every side.
func (r Rect) Inset(d float64) Rect { return Rect{r.X + d, r.Y + d, r.W - 2*d, r.H - 2*d} }

// CX and CY are the middle.
func (r Rect) CX() float64 { return r.X + r.W/2 }
func (r Rect) CY() float64 { return r.Y + r.H/2 }

var whitePixel = func() *ebiten.Image {
	img := ebiten.NewImage(3, 3)
	img.Fill(color.White)
	return img.SubImage(image.Rect(1, 1, 2, 2)).(*ebiten.Image)
}()

// FillPath fills a vector path with a colour, antialiased.
func FillPath(dst *ebiten.Image, p *vector.Path, clr color.Color) {
	vs, is := p.AppendVerticesAndIndicesForFilling(nil, nil)
	drawVertices(dst, vs, is, clr, ebiten.FillRuleNonZero)
}

// StrokePath draws a vector path's outline.
func StrokePath(dst *ebiten.Image, p *vector.Path, width float32, clr color.Color) {
	vs, is := p.AppendVerticesAndIndicesForStroke(nil, nil, &vector.StrokeOptions{Width: width, LineJoin: vector.LineJoinRound})
	drawVertices(dst, vs, is, clr, ebiten.FillRuleFillAll)
}

func drawVertices(dst *ebiten.Image, vs []ebiten.Vertex, is []uint16, clr color.Color, rule ebiten.FillRule) {
	r, g, b, a := clr.RGBA()
	for i := range vs {
		vs[i].SrcX, vs[i].SrcY = 1, 1
		vs[i].ColorR = float32(r) / 0xffff
		vs[i].ColorG = float32(g) / 0xffff
		vs[i].ColorB = float32(b) / 0xffff
		vs[i].ColorA = float32(a) / 0xffff
	}
	op := &ebiten.DrawTrianglesOptions{FillRule: rule, AntiAlias: true}
	dst.DrawTriangles(vs, is, whitePixel, op)
}

// Bake is an image of w × h pixels drawn once by draw, antialiased shapes and all, to
// be kept and copied. Ebitengine draws antialiased shapes into a buffer of four times
// the pixels beside the image drawn on (a texture rounded up to powers of two, so a
// card's shape of 360 × 450 kept 4 MB beside it) and keeps that buffer as long as the
// image lives: here the drawing goes to a scratch image, is copied, and the scratch
// image goes with its buffer.
func Bake(w, h int, draw func(dst *ebiten.Image)) *ebiten.Image {
	scratch := NewImage(w, h)
	draw(scratch)
	img := NewImage(w, h)
	img.DrawImage(scratch, nil)
	scratch.Deallocate()
	return img
}

// RoundRect is the outline of a rectangle with rounded corners, as a path.
func RoundRect(r Rect, radius float64) *vector.Path {
	x, y, w, h := float32(r.X), float32(r.Y), float32(r.W), float32(r.H)
	rad := float32(math.Min(radius, math.Min(r.W, r.H)/2))
	p := &vector.Path{}
	p.MoveTo(x+rad, y)
	p.LineTo(x+w-rad, y)
	p.ArcTo(x+w, y, x+w, y+rad, rad)
	p.LineTo(x+w, y+h-rad)
	p.ArcTo(x+w, y+h, x+w-rad, y+h, rad)
	p.LineTo(x+rad, y+h)
	p.ArcTo(x, y+h, x, y+h-rad, rad)
	p.LineTo(x, y+rad)
	p.ArcTo(x, y, x+rad, y, rad)
	p.Close()
	return p
}

// FillRect fills a plain rectangle.
func FillRect(dst *ebiten.Image, r Rect, clr color.Color) {
	vector.DrawFilledRect(dst, float32(r.X), float32(r.Y), float32(r.W), float32(r.H), clr, false)
}

// Panel draws a sheet of paper with a dark edge and a soft shadow: the background of
// every dialog.
func Panel(dst *ebiten.Image, r Rect) {
	shadow := r
	shadow.X += S(4)
	shadow.Y += S(5)
	FillRound(dst, shadow, S(8), palette.Shadow)
	FillRound(dst, r, S(8), Paper)
	StrokeRound(dst, r.Inset(S(1)), S(7), S(2), PaperEdge)
	StrokeRound(dst, r.Inset(S(6)), S(4), S(1), Khaki)
}

// Dim covers the whole screen with a dark olive veil, to set a dialog off from what lies
// behind it.
func Dim(dst *ebiten.Image, alpha uint8) {
	b := dst.Bounds()
	veil := palette.Shade
	veil.A = alpha
	vector.DrawFilledRect(dst, float32(b.Min.X), float32(b.Min.Y), float32(b.Dx()), float32(b.Dy()), veil, false)
}

// Mix blends two colours: t = 0 gives a, t = 1 gives b.
func Mix(a, b color.NRGBA, t float64) color.NRGBA {
	l := func(x, y uint8) uint8 { return uint8(float64(x) + (float64(y)-float64(x))*t + 0.5) }
	return color.NRGBA{l(a.R, b.R), l(a.G, b.G), l(a.B, b.B), l(a.A, b.A)}
}

// Antialiased shapes are costly when drawn straight onto the screen between texts
// (Ebitengine resolves its antialiasing buffer at every switch), so rounded rectangles
// are drawn once into small images and then copied: a button costs an image copy.

type shapeKey struct {
	w, h, radius, line int // quarter pixels; line 0 means filled
	c                  color.NRGBA
}

var shapes = map[shapeKey]*ebiten.Image{}

// FillRound fills a rectangle with rounded corners.
func FillRound(dst *ebiten.Image, r Rect, radius float64, c color.NRGBA) {
	drawShape(dst, r, radius, 0, c)
}

// StrokeRound draws a rounded rectangle's outline, centred on its edge.
func StrokeRound(dst *ebiten.Image, r Rect, radius, width float64, c color.NRGBA) {
	drawShape(dst, r, radius, width, c)
}

func drawShape(dst *ebiten.Image, r Rect, radius, width float64, c color.NRGBA) {
	if r.W <= 0 || r.H <= 0 {
		return
	}
	q := func(v float64) int { return int(math.Round(v * 4)) }
	k := shapeKey{q(r.W), q(r.H), q(radius), q(width), c}
	img := shapes[k]
	if img == nil {
		if len(shapes) > 400 { // a resize made many sizes stale
			for _, old := range shapes {
				old.Deallocate()
			}
			shapes = map[shapeKey]*ebiten.Image{}
		}
		pad := math.Ceil(width/2) + 1
		p := RoundRect(Rect{pad, pad, r.W, r.H}, radius)
		img = Bake(int(math.Ceil(r.W+2*pad)), int(math.Ceil(r.H+2*pad)), func(dst *ebiten.Image) {
			if width == 0 {
				FillPath(dst, p, c)
			} else {
				StrokePath(dst, p, float32(width), c)
			}
		})
		shapes[k] = img
	}
	pad := math.Ceil(width/2) + 1
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(math.Round(r.X-pad), math.Round(r.Y-pad))
	dst.DrawImage(img, op)
}
