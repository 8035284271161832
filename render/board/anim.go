package board

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"taktik/game"
	"taktik/maps"
	"taktik/render/ui"
)

// animation is what moves on the map between orders: a counter sliding along its
// path, a pause that lets an order be seen, a die rolling for a battle, and labels
// rising over battles and cities. Times are seconds at normal speed, advanced by the
// clock (input.Source.Elapsed), not by frames, so a slow machine shows them as long as
// a fast one; the speed setting scales them, and "instant" (speed 0) shows everything
// at once.
type animation struct {
	unit   int // the sliding unit, -1 for none
	path   []maps.Square
	t, end float64 // seconds into the slide, and its length

	pause float64 // seconds of pause left

	rolling *game.Action // a resolve waiting for its die to land
	label   floatAt      // where the next battle result is shown

	floats []floatLabel
	cards  []ui.Rect // where the labels are drawn this frame
	blasts []blastAt
}

// blastAt is a nuclear blast over a block of squares (R33): x, y its middle and size
// its side in board squares, age in seconds at normal speed.
type blastAt struct {
	x, y, size float64
	age, speed float64
}

// blastTime is how long a blast shows at normal speed, in seconds.
const blastTime = 1.5

// blast shows a nuclear blast over a block; with no animation there is nothing to show
// (the log tells what it did).
func (a *animation) blast(x, y, size, speed float64) {
	if speed > 0 {
		a.blasts = append(a.blasts, blastAt{x: x, y: y, size: size, speed: speed})
	}
}

// slideStep is how long a counter takes per square at normal speed, in seconds.
const slideStep = 0.12

// floatAt is a place on the board in squares from the grid's corner.
type floatAt struct {
	x, y   float64
	battle int
}

// floatLabel is a short text rising and fading over the board.
type floatLabel struct {
	text string
	x, y float64 // board squares
	ink  color.NRGBA
	age  float64 // seconds
}

// floatTime is how long a label stays, in seconds.
const floatTime = 2.6

func (a *animation) slide(n int, from maps.Square, path []maps.Square, speed float64) {
	if speed <= 0 || len(path) == 0 {
		a.unit = -1
		return
	}
	a.unit = n
	a.path = append(append(a.path[:0], from), path...)
	a.t, a.end = 0, float64(len(path))*slideStep/speed
}

// wait pauses for some seconds at normal speed.
func (a *animation) wait(seconds, speed float64) {
	if speed <= 0 {
		return
	}
	a.pause = seconds / speed
}

// blocking reports whether a die is rolling: no order may be given until it lands.
func (a *animation) blocking() bool { return a.rolling != nil }

// idle reports whether nothing is under way that the next order must wait for.
func (a *animation) idle() bool { return a.unit < 0 && a.pause <= 0 && a.rolling == nil }

// update advances the animations by the time this tick stands for.
func (a *animation) update(v *View) {
	dt := v.in.Elapsed()
	if a.unit >= 0 {
		a.t += dt
		if a.t >= a.end {
			a.unit = -1
		}
	}
	if a.pause > 0 {
		a.pause -= dt
	}
	if a.rolling != nil && v.hud.dice.Done() {
		v.settle(*a.rolling)
	}
	live := a.floats[:0]
	for _, f := range a.floats {
		f.age += dt
		if f.age < floatTime {
			live = append(live, f)
		}
	}
	a.floats = live
	blasts := a.blasts[:0]
	for _, b := range a.blasts {
		b.age += b.speed * dt
		if b.age < blastTime {
			blasts = append(blasts, b)
		}
	}
	a.blasts = blasts
	if !a.idle() || len(a.floats) > 0 || len(a.blasts) > 0 {
		ui.Animate()
	}
}

// finish ends every animation at once (the player skips the computer's turn): the
// labels already up go too, the log tells the results.
func (a *animation) finish(v *View) {
	a.unit, a.pause = -1, 0
	a.floats = a.floats[:0]
	if a.rolling != nil {
		v.settle(*a.rolling)
	}
}

// sliding is where the sliding unit is drawn now, in board squares from the grid's
// corner (the middle of a square is at col-0.5, row-0.5).
func (a *animation) sliding(n int) (x, y float64, ok bool) {
	if a.unit != n || a.unit < 0 {
		return 0, 0, false
	}
	pos := a.t / a.end * float64(len(a.path)-1)
	i := min(int(pos), len(a.path)-2)
	f := pos - float64(i)
	f = f * f * (3 - 2*f) // ease each step a little
	p, q := a.path[i], a.path[i+1]
	x = float64(p.Col) + (float64(q.Col)-float64(p.Col))*f - 0.5
	y = float64(p.Row) + (float64(q.Row)-float64(p.Row))*f - 0.5
	return x, y, true
}

// float puts up a label over a board point.
func (a *animation) float(text string, x, y float64, ink color.NRGBA) {
	a.floats = append(a.floats, floatLabel{text: text, x: x, y: y, ink: ink})
}

// draw paints the blasts and the labels; the sliding counter is drawn with the others.
func (a *animation) draw(dst *ebiten.Image, v *View) {
	for _, b := range a.blasts {
		drawBlast(dst, v, b)
	}
	face := floatFace()
	// where the placement put them (placing.go): rising over their battle, moved off
	// each other and off what the player must see, or not at all
	a.cards = a.cards[:0]
	for i := range a.floats {
		if p := v.placed.Floats; i < len(p) && p[i].Shown {
			a.cards = append(a.cards, ur(p[i].R))
		} else {
			a.cards = append(a.cards, ui.Rect{})
		}
	}
	for i, f := range a.floats {
		t := f.age / floatTime
		alpha := math.Min(1, (1-t)*3)
		card := a.cards[i]
		if card.W == 0 {
			continue
		}
		sx, sy := card.CX(), card.CY()
		bg := ui.Cream
		bg.A = uint8(230 * alpha)
		ink := f.ink
		ink.A = uint8(255 * alpha)
		edge := ui.PaperEdge
		edge.A = uint8(255 * alpha)
		// plain rectangles: the rounded ones are cached per colour, and the alpha fades
		ui.FillRect(dst, card, edge)
		ui.FillRect(dst, card.Inset(ui.S(1.2)), bg)
		ui.Draw(dst, f.text, face, sx, sy, ink, ui.Center)
	}
}

// drawBlast paints a blast: a white flash that swells to a fireball and cools from
// yellow to a dull red, and a pale shock ring running outwards past it.
func drawBlast(dst *ebiten.Image, v *View, b blastAt) {
	t := b.age / blastTime
	cx, cy := float32(v.cam.GX+b.x*v.cam.Square), float32(v.cam.GY+b.y*v.cam.Square)
	unit := float32(b.size * v.cam.Square)
	fade := float32(1 - t)
	// the shock ring
	ring := unit * (0.6 + 2.4*float32(t))
	shock := color.NRGBA{0xff, 0xf4, 0xd8, uint8(200 * fade * fade)}
	vector.StrokeCircle(dst, cx, cy, ring, float32(math.Max(2, float64(unit)*0.08)), shock, true)
	// the fireball: white, then yellow, orange, red as it cools
	heat := math.Min(1, float64(t)*2.2)
	r := unit * (0.45 + 0.6*float32(math.Sqrt(math.Min(1, float64(t)*3))))
	outer := color.NRGBA{0xd8, uint8(0x90 - 0x60*heat), 0x20, uint8(220 * fade)}
	inner := color.NRGBA{0xff, uint8(0xff - 0x50*heat), uint8(0xe0 - 0xc0*heat), uint8(240 * fade)}
	vector.DrawFilledCircle(dst, cx, cy, r, outer, true)
	vector.DrawFilledCircle(dst, cx, cy, r*0.62, inner, true)
}
