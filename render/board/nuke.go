package board

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"taktik/audio"
	"taktik/game"
	"taktik/render/lang"
	"taktik/render/palette"
	"taktik/render/ui"
)

// Nuclear weapons (R33, optional): package play works out the aiming; here the blast
// shows on the map, and the block under the pointer is marked.

var (
	nukeReach = palette.NukeReach
	nukeBlock = palette.NukeBlock
)

// strike carries out a strike, the player's or the computer's: the blast over the
// block, its sound, and what it destroyed written over it.
func (v *View) strike(a game.Action) bool {
	hit := len(v.ord.NukeVictims(a))
	if !v.ord.Apply(a) {
		return false
	}
	n := float64(game.WeaponOf(a.Unit).Block())
	x, y := float64(a.To.Col-1)+n/2, float64(a.To.Row-1)+n/2
	v.anim.blast(x, y, n, v.speed())
	v.anim.float(lang.Tf("play.float.nuke", hit), x, y-n/2, defendInk)
	v.app.Sound().Play(audio.Blast)
	return true
}

// drawNukeBlock marks the block of the strike under the pointer.
func (v *View) drawNukeBlock(dst *ebiten.Image) {
	a, ok := v.ord.NukeTarget(v.pointer())
	if !ok {
		return
	}
	sq := game.WeaponOf(a.Unit).Squares(v.board, a.To)
	for _, q := range sq {
		v.fillSquare(dst, q, nukeBlock)
	}
	v.flushTints(dst)
	// the block's edge, dark red on a cream rim so that it reads over either army
	first, last := v.cam.SquareRect(sq[0]), v.cam.SquareRect(sq[len(sq)-1])
	px := float32(math.Max(2, ui.S(3)))
	x, y := float32(first.X), float32(first.Y)
	w, h := float32(last.X+last.W-first.X), float32(last.Y+last.H-first.Y)
	vector.StrokeRect(dst, x-px, y-px, w+2*px, h+2*px, px, ui.Cream, false)
	vector.StrokeRect(dst, x, y, w, h, px, defendInk, false)
}
