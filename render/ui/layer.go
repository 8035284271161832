package ui

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"
)

// ownTexture is the size, in pixels across or down, from which an image gets a texture
// of its own (see NewImage).
const ownTexture = 512

// NewImage is an offscreen image of w × h pixels. A small one (a button's shape, a
// die's face) goes on one of Ebitengine's shared atlases, which draws many of them in
// one go; a large one (a fade's copy of the screen, the title's backdrop, a panel drawn
// once and copied, a sheet of labels) gets a texture of its own. An atlas grows by
// doubling to fit what it holds and is given back only once every image on it is gone:
// screen-sized images on atlases had kept atlases of 32 and 64 MB alive, mostly empty,
// for a few small images each.
func NewImage(w, h int) *ebiten.Image {
	if w < ownTexture && h < ownTexture {
		return ebiten.NewImage(w, h)
	}
	return ebiten.NewImageWithOptions(image.Rect(0, 0, w, h), &ebiten.NewImageOptions{Unmanaged: true})
}
