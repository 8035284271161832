package board

import (
	"image"
	"math"

	"taktik/render/camera"
	"taktik/render/hud"
	"taktik/render/ui"
)

// The screen: the status bar across the top; under it the map on the left with the
// bar of orders beneath it, and the column on the right with the side panel over the
// log.

// ordersHeight is the height of the bar of orders under the map, in points.
const ordersHeight = 62

// barPixels is the status bar's height in screen pixels: barHeight points, taller where
// its buttons must be a finger wide (ui.Tap).
func barPixels() float64 { return math.Round(barButtonH() + ui.S(10)) }

// barButtonH is the height of the status bar's buttons in screen pixels.
func barButtonH() float64 { return ui.Tap(math.Round(ui.S(barHeight - 10))) }

// orderButtonH is the height of the order bar's buttons in screen pixels.
func orderButtonH() float64 { return ui.Tap(math.Round(ui.S(40))) }

// stripPixels is the height of the strip under the map in screen pixels: its points,
// or room for a finger's buttons.
func (v *View) stripPixels() float64 {
	return math.Round(math.Max(ui.S(v.stripHeight()), orderButtonH()+ui.S(16)))
}

// viewRect is the part of the screen that shows the map.
func (v *View) viewRect() camera.Rect {
	bar := barPixels()
	w := float64(v.screenW - hud.PanelWidth())
	h := float64(v.screenH) - bar - v.stripPixels()
	return camera.Rect{X: 0, Y: bar, W: math.Max(w, 1), H: math.Max(h, 1)}
}

// mapRect is the map's part of the screen as a ui.Rect.
func (v *View) mapRect() ui.Rect {
	r := v.viewRect()
	return ui.Rect{X: r.X, Y: r.Y, W: r.W, H: r.H}
}

// ordersRect is the bar of orders under the map.
func (v *View) ordersRect() ui.Rect {
	m := v.mapRect()
	return ui.Rect{X: m.X, Y: m.Y + m.H, W: m.W, H: float64(v.screenH) - m.Y - m.H}
}

// columnRect is the column right of the map.
func (v *View) columnRect() image.Rectangle {
	bar := int(barPixels())
	return image.Rect(v.screenW-hud.PanelWidth(), bar, v.screenW, v.screenH)
}

// columnRects split the column between the side panel and the log: the panel gets
// the room its contents need (at most two thirds of the column), the log the rest.
func (v *View) columnRects() (panel, log image.Rectangle) {
	c := v.columnRect()
	gap := int(ui.S(6))
	ph := min(v.hud.panel.Height()+gap, c.Dy()*2/3)
	panel = image.Rect(c.Min.X+gap, c.Min.Y+gap, c.Max.X-gap, c.Min.Y+ph)
	log = image.Rect(c.Min.X+gap, panel.Max.Y+gap, c.Max.X-gap, c.Max.Y-gap)
	return panel, log
}
