package board

import (
	"github.com/hajimehoshi/ebiten/v2"

	"taktik/game"
	"taktik/render/counter"
)

// drawCounters draws every unit on the board from the counter sheet of the zoom level,
// or a neighbouring level's sheet scaled while that one is being painted. In the
// movement phase the units that have moved are ticked and those that cannot move on
// are dimmed; a unit on its way along its path is drawn where it is.
func (v *View) drawCounters(dst *ebiten.Image) {
	size := counter.SizeFor(v.cam.Level)
	img, sheet := v.pics.Counters(size)
	if img == nil {
		img, sheet = v.anySheet()
		if img == nil {
			return
		}
	}
	k := v.cam.Square * float64(size) / float64(v.cam.Level) / float64(sheet.Size)
	filter := ebiten.FilterNearest
	if k != 1 {
		filter = ebiten.FilterLinear
	}
	r0, c0, r1, c1 := v.cam.Visible()
	moving := v.game.Phase() == game.PhaseMovement
	op := &ebiten.DrawImageOptions{Filter: filter}
	half := float64(sheet.Size) * k / 2
	var ticks []tick
	cut := v.ord.CutOff()
	nuclear := v.game.Options().Nuclear
	badges := v.badges[:0]
	for n := 0; n < game.NumUnits; n++ {
		u := v.game.Unit(n)
		if u.Status != game.OnBoard {
			continue
		}
		cx, cy := 0.0, 0.0
		if bx, by, ok := v.anim.sliding(n); ok {
			cx, cy = v.cam.GX+bx*v.cam.Square, v.cam.GY+by*v.cam.Square
		} else {
			s := u.Square
			if s.Row < r0 || s.Row > r1 || s.Col < c0 || s.Col > c1 {
				continue
			}
			cx, cy = v.cam.Centre(s)
		}
		op.GeoM.Reset()
		op.GeoM.Scale(k, k)
		op.GeoM.Translate(snap(cx-half, k), snap(cy-half, k))
		op.ColorScale.Reset()
		if moving && u.Moved && game.UnitInfo(n).Side == v.game.Side() {
			if u.Left == 0 {
				op.ColorScale.Scale(0.62, 0.62, 0.62, 1)
			}
			ticks = append(ticks, tick{cx + half, cy})
		}
		dst.DrawImage(img.SubImage(sheet.Cell(n)).(*ebiten.Image), op)
		if cut != nil && cut[n] {
			badges = append(badges, badge{cx - half, cy - half, badgeCut})
		}
		if nuclear && u.Fired {
			badges = append(badges, badge{cx + half, cy - half, badgeFired})
		}
	}
	v.drawTicks(dst, ticks, half)
	v.badges, v.badgeHalf = badges, half // drawn over the orders' marks, see drawBadges
}

// tick is the middle of the right edge of a counter that has moved: beside its symbol,
// clear of its values ("2-✓" hid the movement value when it sat on the bottom corner).
type tick struct{ x, y float64 }

// snap puts a counter drawn 1:1 on whole pixels so its text stays crisp.
func snap(x, k float64) float64 {
	if k != 1 {
		return x
	}
	return float64(int(x + 0.5))
}

// anySheet is the counter sheet already painted that is nearest the zoom's size, for
// the frames while the right one is on its way.
func (v *View) anySheet() (*ebiten.Image, *counter.Sheet) {
	return v.pics.NearestCounters(counter.SizeFor(v.cam.Level))
}
