//go:build gfx

package render

import "testing"

// TestWindowIcons: the window gets the icon in its six sizes, each square.
func TestWindowIcons(t *testing.T) {
	icons := windowIcons()
	sizes := map[int]bool{}
	for _, img := range icons {
		b := img.Bounds()
		if b.Dx() != b.Dy() {
			t.Errorf("an icon of %v is not square", b)
		}
		sizes[b.Dx()] = true
	}
	for _, n := range []int{16, 32, 48, 64, 128, 256} {
		if !sizes[n] {
			t.Errorf("no icon of %d pixels among %d", n, len(icons))
		}
	}
}
