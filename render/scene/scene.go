// Package scene switches between the game's screens (title, dialogs, the board) with a
// short cross-fade, in the manner of Ebitengine's blocks example: no framework where
// seventy lines do.
package scene

import (
	"github.com/hajimehoshi/ebiten/v2"

	"taktik/render/ui"
)

// Scene is one screen of the game.
type Scene interface {
	Update() error
	Draw(screen *ebiten.Image)
}

// FadeTime is how long a change of scene takes, in seconds of the clock (ui.Dt), not
// in frames: a loaded machine that draws few frames fades as quickly as a fast one.
const FadeTime = 0.25

// Manager holds the current scene and fades to the next.
type Manager struct {
	current, next Scene
	left          float64 // seconds of fade still to run
	from, to      *ebiten.Image
}

// Current is the scene on screen (the one being left, during a fade).
func (m *Manager) Current() Scene { return m.current }

// GoTo changes scene: at once for the first one, else with a fade. Asking again during
// a fade retargets it.
func (m *Manager) GoTo(s Scene) {
	if m.current == nil {
		m.current = s
		return
	}
	m.next, m.left = s, FadeTime
}

// Switch changes scene at once, with no fade: for a dialog opening over its own parent.
func (m *Manager) Switch(s Scene) { m.current, m.next, m.left = s, nil, 0 }

// Fading reports whether a change of scene is under way.
func (m *Manager) Fading() bool { return m.left > 0 }

// Update runs the current scene; during a fade nothing takes input.
func (m *Manager) Update() error {
	if m.left == 0 {
		if m.current == nil {
			return nil
		}
		return m.current.Update()
	}
	ui.Animate()
	m.left -= ui.Dt()
	if m.left <= 1e-9 { // a hair of float left over is no frame of fade
		m.current, m.next, m.left = m.next, nil, 0
	}
	return nil
}

// Draw draws the current scene, or both blended during a fade.
func (m *Manager) Draw(screen *ebiten.Image) {
	if m.current == nil {
		return
	}
	if m.left == 0 {
		m.current.Draw(screen)
		m.release()
		return
	}
	m.from = fit(m.from, screen)
	m.to = fit(m.to, screen)
	m.from.Clear()
	m.current.Draw(m.from)
	m.to.Clear()
	m.next.Draw(m.to)
	screen.DrawImage(m.from, nil)
	op := &ebiten.DrawImageOptions{}
	op.ColorScale.ScaleAlpha(1 - float32(m.left/FadeTime))
	screen.DrawImage(m.to, op)
}

// release lets go of the fade's two screen copies once it is over: two screen-sized
// textures (8 MB at 1366 × 768) kept for the next fade, minutes away.
func (m *Manager) release() {
	if m.from == nil {
		return
	}
	m.from.Deallocate()
	m.to.Deallocate()
	m.from, m.to = nil, nil
}

// fit returns an offscreen image the size of the screen, reusing the old one if it fits.
func fit(img, screen *ebiten.Image) *ebiten.Image {
	b := screen.Bounds()
	if img != nil && img.Bounds().Size() == b.Size() {
		return img
	}
	if img != nil {
		img.Deallocate()
	}
	return ui.NewImage(b.Dx(), b.Dy())
}
