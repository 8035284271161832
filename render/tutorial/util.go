package tutorial

import (
	"image"
	"math"

	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"taktik/render/ui"
)

type ebitenFace = text.GoTextFace

// irect is a screen rectangle in whole pixels.
func irect(r ui.Rect) image.Rectangle {
	return image.Rect(int(math.Round(r.X)), int(math.Round(r.Y)), int(math.Round(r.X+r.W)), int(math.Round(r.Y+r.H)))
}
