package render

import (
	"image"
	"image/png"
	"io/fs"

	"taktik/assets"
)

// windowIcons are the game's icon in every size it is kept in, for the window's title
// bar and the task bar (ebiten.SetWindowIcon picks the size it needs).
func windowIcons() []image.Image {
	var list []image.Image
	names, _ := fs.Glob(assets.Icon, "icon/*.png")
	for _, name := range names {
		f, err := assets.Icon.Open(name)
		if err != nil {
			continue
		}
		if img, err := png.Decode(f); err == nil {
			list = append(list, img)
		}
		f.Close()
	}
	return list
}
