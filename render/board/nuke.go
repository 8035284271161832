package board

import (
	"image/color"
	"math"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"taktik/audio"
	"taktik/game"
	"taktik/maps"
	"taktik/render/info"
	"taktik/render/lang"
	"taktik/render/ui"
)

// Nuclear weapons (R33, optional): in the combat phase, before any battle is declared,
// the player may fire the weapon of an HQ that still has one. The engine's legal
// strikes are the whole truth: the HQs ringed are those with a strike open, the squares
// tinted are those some strike of the picked HQ hits, and the block under the pointer
// is a strike the engine offers. A question names what the blast destroys before the
// order goes out; the blast shows on the map and the log tells the rest.

var (
	nukeReach = color.NRGBA{0xe0, 0x60, 0x40, 0x50}
	nukeBlock = color.NRGBA{0xd0, 0x20, 0x10, 0x48}
)

// aim is what the aiming works from, read from the engine's legal actions once per
// change of the game or of the HQ picked: the HQs that can fire, the picked HQ's
// strikes, and for each square the strikes whose block holds it.
type aim struct {
	ver, hq int
	hqs     []int
	strikes []game.Action
	cover   map[maps.Square][]int // indexes into strikes
	squares []maps.Square         // every square some strike hits, once
}

func (v *View) aim() *aim {
	a := &v.st.aim
	if a.cover != nil && a.ver == v.version && a.hq == v.st.nukeHQ {
		return a
	}
	*a = aim{ver: v.version, hq: v.st.nukeHQ, cover: map[maps.Square][]int{}}
	for _, act := range v.legal() {
		if act.Kind != game.ActNuke {
			continue
		}
		if !slices.Contains(a.hqs, act.Unit) {
			a.hqs = append(a.hqs, act.Unit)
		}
		if act.Unit != a.hq {
			continue
		}
		a.strikes = append(a.strikes, act)
		for _, sq := range game.WeaponOf(act.Unit).Squares(v.board, act.To) {
			if _, seen := a.cover[sq]; !seen {
				a.squares = append(a.squares, sq)
			}
			a.cover[sq] = append(a.cover[sq], len(a.strikes)-1)
		}
	}
	return a
}

// nukeHQs are the HQs that may fire now.
func (v *View) nukeHQs() []int { return v.aim().hqs }

// startNuke begins aiming: the HQs that can fire are ringed; one alone is picked.
func (v *View) startNuke() {
	hqs := v.nukeHQs()
	if len(hqs) == 0 {
		v.hud.toast.Show(lang.T("play.nuke.none"))
		return
	}
	s := &v.st
	s.builder.Reset()
	s.nuking, s.nukeHQ = true, -1
	if len(hqs) == 1 {
		s.nukeHQ = hqs[0]
	}
}

func (v *View) stopNuke() { v.st.nuking, v.st.nukeHQ = false, -1 }

// updateNuke takes the clicks while aiming: an HQ that can fire picks it, a block it
// can hit fires after the question.
func (v *View) updateNuke() {
	s := &v.st
	if len(v.nukeHQs()) == 0 { // the chance has passed (a battle was declared by undo's redo, a turn ended)
		v.stopNuke()
		return
	}
	if v.rightClicked {
		v.stopNuke()
		return
	}
	if !v.clicked || !v.hoverOK {
		return
	}
	if n, ok := v.game.UnitAt(v.hover); ok && slices.Contains(v.nukeHQs(), n) {
		s.nukeHQ = n
		v.app.Sound().Play(audio.Click)
		return
	}
	if s.nukeHQ < 0 {
		v.hud.toast.Show(lang.T("play.nuke.pick"))
		return
	}
	a, ok := v.nukeTarget()
	if !ok {
		v.hud.toast.Show(lang.T("play.nuke.miss"))
		return
	}
	hit := v.nukeVictims(a)
	w := game.WeaponOf(a.Unit)
	v.ask(lang.Tf(lang.Counted(len(hit), "play.nuke.confirm"), info.WeaponName(w),
		game.UnitInfo(a.Unit).Name(lang.Code()), a.To.String(), len(hit)), lang.T("play.nuke.fire"), func() { v.fire(a) })
}

// nukeTarget is the picked HQ's strike whose block holds the square under the pointer,
// the one whose middle is nearest the pointer when several do.
func (v *View) nukeTarget() (game.Action, bool) {
	s := &v.st
	if s.nukeHQ < 0 || !v.hoverOK {
		return game.Action{}, false
	}
	mx, my := v.in.Cursor()
	bx, by := v.cam.BoardPoint(mx, my)
	w := game.WeaponOf(s.nukeHQ)
	best, bestD, found := game.Action{}, math.Inf(1), false
	aim := v.aim()
	for _, k := range aim.cover[v.hover] {
		a := aim.strikes[k]
		n := float64(w.Block())
		cx, cy := float64(a.To.Col-1)+n/2, float64(a.To.Row-1)+n/2
		if d := math.Hypot(cx-bx, cy-by); d < bestD {
			best, bestD, found = a, d, true
		}
	}
	return best, found
}

// nukeVictims are the enemy units a strike would destroy (R33: every enemy unit in the
// block; a block with an own unit is never offered).
func (v *View) nukeVictims(a game.Action) []int {
	var list []int
	for _, sq := range game.WeaponOf(a.Unit).Squares(v.board, a.To) {
		if n, ok := v.game.UnitAt(sq); ok && game.UnitInfo(n).Side != game.UnitInfo(a.Unit).Side {
			list = append(list, n)
		}
	}
	return list
}

// fire carries out a strike and shows the blast over its block.
func (v *View) fire(a game.Action) {
	if v.strike(a) {
		v.stopNuke()
	}
}

// strike carries out a strike, the player's or the computer's: the blast over the
// block, its sound, and what it destroyed written over it.
func (v *View) strike(a game.Action) bool {
	hit := len(v.nukeVictims(a))
	if !v.apply(a) {
		return false
	}
	n := float64(game.WeaponOf(a.Unit).Block())
	x, y := float64(a.To.Col-1)+n/2, float64(a.To.Row-1)+n/2
	v.anim.blast(x, y, n, v.speed())
	v.anim.float(lang.Tf("play.float.nuke", hit), x, y-n/2, defendInk)
	v.app.Sound().Play(audio.Blast)
	return true
}

// nukeOrders fills the bar while aiming.
func (v *View) nukeOrders() {
	o, s := &v.orders, &v.st
	if s.nukeHQ < 0 {
		o.prompt = lang.T("play.nuke.prompt")
		o.detail = lang.T("play.nuke.prompt.detail")
	} else {
		w := game.WeaponOf(s.nukeHQ)
		o.prompt = lang.Tf("play.nuke.aim", game.UnitInfo(s.nukeHQ).Name(lang.Code()), info.WeaponName(w))
		o.detail = lang.T("play.nuke.aim.detail")
	}
	o.add(lang.T("play.nuke.cancel"), false, false, v.stopNuke)
}

// drawNukeUnder tints what the picked HQ can hit.
func (v *View) drawNukeUnder(dst *ebiten.Image) {
	s := &v.st
	if s.nukeHQ < 0 {
		return
	}
	r0, c0, r1, c1 := v.cam.Visible()
	for _, sq := range v.aim().squares {
		if sq.Row >= r0 && sq.Row <= r1 && sq.Col >= c0 && sq.Col <= c1 {
			v.fillSquare(dst, sq, nukeReach)
		}
	}
}

// drawNukeOver rings the HQs that can fire and marks the block under the pointer.
func (v *View) drawNukeOver(dst *ebiten.Image) {
	s := &v.st
	for _, hq := range v.nukeHQs() {
		c, w := ui.Brass, 2.5
		if hq == s.nukeHQ {
			c, w = attackInk, 4
		}
		v.ringSquare(dst, v.game.Unit(hq).Square, c, w)
	}
	a, ok := v.nukeTarget()
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
