package board

import (
	"image"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// tileSize is the side of the tiles a board picture goes to the GPU in, in pixels.
// Ebitengine gives every texture a power of two on each side, so the closest level
// (3634 × 2866) whole took a texture of 4096 × 4096, 64 MB for 42 MB of picture, and
// the level next to it as much again for 24 MB; in tiles only the last row and
// column are rounded up, and only to the next power of two of what is left of them.
// Each tile on screen is a draw of its own: tiles of 256 pixels cost a frame at full
// HD 1.2 ms more than the whole picture, those of 512 a fifth of that.
const tileSize = 512

// tileStep is the part of the picture a tile stands for: its texture has the pixels
// around that part too (an apron of one), so that a picture drawn scaled with linear
// filtering blends across the tiles' edges with the pixels next to them, as the
// picture whole did, instead of with the edge's own.
const tileStep = tileSize - 2

// Picture is a board picture on the GPU, in tiles, each a texture of its own.
type Picture struct {
	w, h  int
	tiles []tile
}

// tile is a part of a picture: img holds the pixels of the picture from at on, which
// are those of part and its apron (none on the picture's own edges).
type tile struct {
	img  *ebiten.Image
	at   image.Point
	part image.Rectangle
}

// Bounds is the picture's size.
func (p *Picture) Bounds() image.Rectangle { return image.Rect(0, 0, p.w, p.h) }

// Draw draws the picture as dst.DrawImage would draw it whole (the transform, the
// filter, the colour scale, the blend), tile by tile, leaving out the tiles that fall
// outside dst. The transform is a scale and a move (no turn).
func (p *Picture) Draw(dst *ebiten.Image, op *ebiten.DrawImageOptions) {
	db := dst.Bounds()
	r, g, b, a := op.ColorScale.R(), op.ColorScale.G(), op.ColorScale.B(), op.ColorScale.A()
	top := &ebiten.DrawTrianglesOptions{ColorScaleMode: ebiten.ColorScaleModePremultipliedAlpha,
		Blend: op.Blend, Filter: op.Filter, DisableMipmaps: op.DisableMipmaps}
	vs := make([]ebiten.Vertex, 4)
	for _, t := range p.tiles {
		x0, y0 := op.GeoM.Apply(float64(t.part.Min.X), float64(t.part.Min.Y))
		x1, y1 := op.GeoM.Apply(float64(t.part.Max.X), float64(t.part.Max.Y))
		if math.Max(x0, x1) <= float64(db.Min.X) || math.Min(x0, x1) >= float64(db.Max.X) ||
			math.Max(y0, y1) <= float64(db.Min.Y) || math.Min(y0, y1) >= float64(db.Max.Y) {
			continue
		}
		s := t.part.Sub(t.at)
		for i := range vs {
			x, y, sx, sy := x0, y0, s.Min.X, s.Min.Y
			if i&1 == 1 {
				x, sx = x1, s.Max.X
			}
			if i&2 == 2 {
				y, sy = y1, s.Max.Y
			}
			vs[i] = ebiten.Vertex{DstX: float32(x), DstY: float32(y), SrcX: float32(sx), SrcY: float32(sy),
				ColorR: r, ColorG: g, ColorB: b, ColorA: a}
		}
		dst.DrawTriangles(vs, []uint16{0, 1, 2, 1, 3, 2}, t.img, top)
	}
}

// Deallocate gives every tile's texture back.
func (p *Picture) Deallocate() {
	for _, t := range p.tiles {
		t.img.Deallocate()
	}
}

// pictureUpload is a painted board on its way to the GPU, a few tiles a tick
// (Pictures.upload).
type pictureUpload struct {
	src   *image.RGBA
	pic   *Picture
	parts []image.Rectangle // the tiles' parts still to send, in picture coordinates
}

func newPictureUpload(src *image.RGBA) *pictureUpload {
	b := src.Bounds()
	u := &pictureUpload{src: src, pic: &Picture{w: b.Dx(), h: b.Dy()}}
	for y := 0; y < u.pic.h; y += tileStep {
		for x := 0; x < u.pic.w; x += tileStep {
			u.parts = append(u.parts, image.Rect(x, y, min(x+tileStep, u.pic.w), min(y+tileStep, u.pic.h)))
		}
	}
	return u
}

// step sends tiles, one at least, while the bytes sent in this tick stay under limit;
// it returns the bytes sent in the tick now and whether the picture is all sent (then
// it lets go of the painting).
func (u *pictureUpload) step(sent, limit int) (int, bool) {
	whole := image.Rect(0, 0, u.pic.w, u.pic.h)
	for first := true; len(u.parts) > 0 && (first || sent < limit); first = false {
		part := u.parts[0]
		u.parts = u.parts[1:]
		tex := part.Inset(-1).Intersect(whole)
		img := uploadImage(u.src.SubImage(tex.Add(u.src.Bounds().Min)).(*image.RGBA))
		u.pic.tiles = append(u.pic.tiles, tile{img: img, at: tex.Min, part: part})
		sent += 4 * tex.Dx() * tex.Dy()
	}
	if len(u.parts) > 0 {
		return sent, false
	}
	u.src = nil
	return sent, true
}

// pictureBytes is the GPU memory a board picture of w × h pixels takes in tiles.
func pictureBytes(w, h int) int {
	return 4 * textures(w) * textures(h)
}

// textures is the length of the textures of a row (or column) of tiles across n pixels.
func textures(n int) int {
	sum := 0
	for x := 0; x < n; x += tileStep {
		sum += texture(min(x+tileStep+1, n) - max(x-1, 0))
	}
	return sum
}

// texture is the side of the texture Ebitengine makes for an image side of n pixels:
// the next power of two (16 at least), 0 for none.
func texture(n int) int {
	if n == 0 {
		return 0
	}
	t := 16
	for t < n {
		t *= 2
	}
	return t
}
