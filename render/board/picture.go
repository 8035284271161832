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
const tileSize = 256

// Picture is a board picture on the GPU, in tiles of tileSize (the last row and column
// narrower), each a texture of its own.
type Picture struct {
	w, h  int
	cols  int
	tiles []*ebiten.Image
}

// Bounds is the picture's size.
func (p *Picture) Bounds() image.Rectangle { return image.Rect(0, 0, p.w, p.h) }

// Draw draws the picture as dst.DrawImage would draw it whole, tile by tile, leaving
// out the tiles that fall outside dst. The transform is a scale and a move (no turn).
func (p *Picture) Draw(dst *ebiten.Image, op *ebiten.DrawImageOptions) {
	db := dst.Bounds()
	each := *op
	for i, t := range p.tiles {
		tb := t.Bounds()
		each.GeoM.Reset()
		each.GeoM.Translate(float64(i%p.cols*tileSize), float64(i/p.cols*tileSize))
		each.GeoM.Concat(op.GeoM)
		x0, y0 := each.GeoM.Apply(0, 0)
		x1, y1 := each.GeoM.Apply(float64(tb.Dx()), float64(tb.Dy()))
		if math.Max(x0, x1) <= float64(db.Min.X) || math.Min(x0, x1) >= float64(db.Max.X) ||
			math.Max(y0, y1) <= float64(db.Min.Y) || math.Min(y0, y1) >= float64(db.Max.Y) {
			continue
		}
		dst.DrawImage(t, &each)
	}
}

// Deallocate gives every tile's texture back.
func (p *Picture) Deallocate() {
	for _, t := range p.tiles {
		t.Deallocate()
	}
}

// uploadPicture makes a GPU picture of a painted board, in tiles.
func uploadPicture(src *image.RGBA) *Picture {
	b := src.Bounds()
	p := &Picture{w: b.Dx(), h: b.Dy(), cols: (b.Dx() + tileSize - 1) / tileSize}
	for y := 0; y < p.h; y += tileSize {
		for x := 0; x < p.w; x += tileSize {
			r := image.Rect(x, y, min(x+tileSize, p.w), min(y+tileSize, p.h)).Add(b.Min)
			p.tiles = append(p.tiles, uploadImage(src.SubImage(r).(*image.RGBA)))
		}
	}
	return p
}

// pictureBytes is the GPU memory a board picture of w × h pixels takes in tiles.
func pictureBytes(w, h int) int {
	side := func(n int) int { return n/tileSize*tileSize + texture(n%tileSize) }
	return 4 * side(w) * side(h)
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
