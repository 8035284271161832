package hud

import (
	"image"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"taktik/game"
	"taktik/render/lang"
	"taktik/render/ui"
)

// Dice shows a battle's die roll: the die tumbles through random faces, slowing down,
// for 0.6 s to 1.2 s by the animation speed, then lands on the engine's roll and the
// label tells odds, die and result ("3-1 · Würfel 4 · DE"). The die is only shown:
// the engine has already rolled it (its dice are seeded and saved).
type Dice struct {
	// Speed is the animation speed as settings.Speed.Factor gives it: 0.5 slow, 1
	// normal, 2 fast, 0 instant (the result at once).
	Speed float64

	face          int
	odds, result  string
	tick, total   int
	shown         int // the face on top now
	next          int // tick of the next change of face
	seed          uint32
	visible       bool
	faces         map[[2]int]*ebiten.Image // [face, size] → picture
	angle, height float64
}

// NewDice makes a hidden die at normal speed.
func NewDice() *Dice { return &Dice{Speed: 1} }

// TPS is the game's ticks per second, which the animations count in (Ebitengine's
// default, which the game keeps).
const TPS = 60

// RollTicks is how long the die tumbles at an animation speed: 0.9 s at normal speed,
// held between 0.6 s and 1.2 s, none when instant.
func RollTicks(speed float64) int {
	if speed <= 0 {
		return 0
	}
	return int(math.Round(math.Min(1.2, math.Max(0.6, 0.9/speed)) * TPS))
}

// Roll starts showing a roll: the die's face (1–6; 0 for odds that decide without a
// die, R16), the odds and the result as the table names them ("3-1", "DE").
func (d *Dice) Roll(face int, odds, result string) {
	d.face, d.odds, d.result = face, odds, result
	d.tick, d.total, d.visible = 0, RollTicks(d.Speed), true
	if face < 1 || face > 6 {
		d.face, d.total = 0, 0
	}
	d.seed = uint32(face)*2654435761 + uint32(len(odds))*40503 + 12345
	d.shown, d.next = 1+int(d.rand()%6), 0
	if d.total == 0 {
		d.shown = d.face
	}
}

// RollBattle is Roll for a resolved battle of the engine.
func (d *Dice) RollBattle(b game.Battle) { d.Roll(b.Die, b.Odds.String(), b.Result.String()) }

// rand is a small xorshift: the tumbling faces need not be the engine's dice.
func (d *Dice) rand() uint32 {
	d.seed ^= d.seed << 13
	d.seed ^= d.seed >> 17
	d.seed ^= d.seed << 5
	return d.seed
}

// Update advances the tumbling by one tick.
func (d *Dice) Update() {
	if !d.visible || d.tick >= d.total {
		return
	}
	d.tick++
	p := float64(d.tick) / float64(d.total)
	if d.tick >= d.total {
		d.shown, d.angle, d.height = d.face, 0, 0
		return
	}
	if d.tick >= d.next { // faces change fast at first, then slower as the die settles
		f := d.shown
		for f == d.shown {
			f = 1 + int(d.rand()%6)
		}
		d.shown = f
		d.next = d.tick + 2 + int(8*p*p)
	}
	d.angle = (1 - p) * 0.5 * math.Sin(float64(d.tick)*0.9)
	d.height = math.Abs(math.Sin(p*math.Pi*2.5)) * (1 - p)
}

// Done reports whether the die shows its result (at once for a roll without a die).
func (d *Dice) Done() bool { return d.tick >= d.total }

// Face is the face on top now: tumbling, or the result once done.
func (d *Dice) Face() int { return d.shown }

// Visible reports whether a roll is being shown; Hide ends it.
func (d *Dice) Visible() bool { return d.visible }

// Hide stops showing the roll.
func (d *Dice) Hide() { d.visible = false }

// DiceSize is the room the widget is laid out for, in pixels.
func DiceSize() image.Point { return image.Pt(int(ui.S(240)), int(ui.S(176))) }

// Label is the line under the die: "3-1 · Würfel 4 · DE", or "7-1 · ohne Würfel · DE".
func (d *Dice) Label() string {
	result := d.result
	if res, ok := resultNamed(d.result); ok {
		result = CellName(res) // as the table writes it: "EX", "Austausch"
	}
	if d.face == 0 {
		return lang.Tf("hud.dice.auto", d.odds, result)
	}
	return lang.Tf("hud.dice.label", d.odds, d.face, result)
}

// Draw paints the die and, once it has settled, the label and the result in words.
func (d *Dice) Draw(dst *ebiten.Image, r image.Rectangle) {
	if !d.visible || r.Empty() {
		return
	}
	a := rect(r)
	card(dst, a)
	labelH := ui.S(58)
	size := math.Round(math.Min(a.H-labelH-ui.S(24), a.W*0.5))
	if d.face > 0 && size > 8 {
		img := d.picture(d.shown, int(size))
		op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
		s := float64(img.Bounds().Dx())
		op.GeoM.Translate(-s/2, -s/2)
		op.GeoM.Rotate(d.angle)
		op.GeoM.Translate(a.CX(), a.Y+ui.S(14)+size/2-d.height*ui.S(10))
		dst.DrawImage(img, op)
	}
	y := a.Y + a.H - labelH
	if d.face == 0 {
		y = a.CY() - labelH/2
	}
	if !d.Done() {
		ui.Draw(dst, d.odds+" · …", ui.Face(ui.Bold, 17), a.CX(), y+ui.S(18), ui.InkSoft, ui.Center)
		return
	}
	ui.Draw(dst, d.Label(), ui.Face(ui.Bold, 17), a.CX(), y+ui.S(18), ui.Ink, ui.Center)
	if res, ok := resultNamed(d.result); ok && ResultName(res) != CellName(res) { // in words, unless the label has them
		ui.Draw(dst, ResultName(res), ui.Face(ui.Medium, 14), a.CX(), y+ui.S(41), resultInk(res), ui.Center)
	}
}

// resultNamed finds the engine's result by its table name.
func resultNamed(s string) (game.Result, bool) {
	for _, r := range game.Results {
		if r.String() == s {
			return r, true
		}
	}
	return game.NoResult, false
}

// PipInk is the colour of the die's pips, for the tests.
var PipInk = ui.Ink

// pips are the pip positions of each face on a 3 × 3 grid (0, 1, 2 across and down).
var pips = [7][][2]int{
	{},
	{{1, 1}},
	{{0, 0}, {2, 2}},
	{{0, 0}, {1, 1}, {2, 2}},
	{{0, 0}, {2, 0}, {0, 2}, {2, 2}},
	{{0, 0}, {2, 0}, {1, 1}, {0, 2}, {2, 2}},
	{{0, 0}, {2, 0}, {0, 1}, {2, 1}, {0, 2}, {2, 2}},
}

// picture is a die face at a size, drawn once (with a margin, so it can turn).
func (d *Dice) picture(face, size int) *ebiten.Image {
	k := [2]int{face, size}
	if img := d.faces[k]; img != nil {
		return img
	}
	if d.faces == nil || len(d.faces) > 24 {
		for _, img := range d.faces {
			img.Deallocate()
		}
		d.faces = map[[2]int]*ebiten.Image{}
	}
	pad := size / 4
	s := float64(size)
	body := ui.Rect{X: float64(pad), Y: float64(pad), W: s, H: s}
	img := ui.Bake(size+2*pad, size+2*pad, func(img *ebiten.Image) {
		ui.FillPath(img, ui.RoundRect(ui.Rect{X: body.X + s*0.04, Y: body.Y + s*0.06, W: s, H: s}, s*0.18), shadow)
		ui.FillPath(img, ui.RoundRect(body, s*0.18), ui.Cream)
		ui.StrokePath(img, ui.RoundRect(body.Inset(s*0.015), s*0.17), float32(math.Max(1, s*0.03)), ui.PaperEdge)
		p := &vector.Path{}
		for _, q := range pips[face] {
			cx := float32(body.X + s*(0.25+0.25*float64(q[0])))
			cy := float32(body.Y + s*(0.25+0.25*float64(q[1])))
			p.MoveTo(cx+float32(s*0.09), cy)
			p.Arc(cx, cy, float32(s*0.09), 0, 2*math.Pi, vector.Clockwise)
			p.Close()
		}
		ui.FillPath(img, p, PipInk)
	})
	d.faces[k] = img
	return img
}
