package play

import (
	"math"
	"slices"

	"taktik/game"
	"taktik/maps"
	"taktik/render/info"
	"taktik/render/lang"
)

// Nuclear weapons (R33, optional): in the combat phase, before any battle is declared,
// the player may fire the weapon of an HQ that still has one. The engine's legal
// strikes are the whole truth: the HQs ringed are those with a strike open, the squares
// tinted are those some strike of the picked HQ hits, and the block under the pointer
// is a strike the engine offers. A question names what the blast destroys before the
// order goes out.

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

func (o *Orders) aiming() *aim {
	a := &o.aim
	if a.cover != nil && a.ver == o.version && a.hq == o.nukeHQ {
		return a
	}
	*a = aim{ver: o.version, hq: o.nukeHQ, cover: map[maps.Square][]int{}}
	for _, act := range o.legalActions() {
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
		for _, sq := range game.WeaponOf(act.Unit).Squares(o.board, act.To) {
			if _, seen := a.cover[sq]; !seen {
				a.squares = append(a.squares, sq)
			}
			a.cover[sq] = append(a.cover[sq], len(a.strikes)-1)
		}
	}
	return a
}

// NukeHQs are the HQs that may fire now.
func (o *Orders) NukeHQs() []int { return o.aiming().hqs }

// Nuking reports whether the player is aiming a weapon, and the HQ picked to fire it
// (-1 while none is).
func (o *Orders) Nuking() (bool, int) { return o.nuking, o.nukeHQ }

// startNuke begins aiming: the HQs that can fire are ringed; one alone is picked.
func (o *Orders) startNuke() {
	hqs := o.NukeHQs()
	if len(hqs) == 0 {
		o.out.Note(T("play.nuke.none"))
		return
	}
	o.builder.Reset()
	o.nuking, o.nukeHQ = true, -1
	if len(hqs) == 1 {
		o.nukeHQ = hqs[0]
	}
}

func (o *Orders) stopNuke() { o.nuking, o.nukeHQ = false, -1 }

// updateNuke takes the clicks while aiming: an HQ that can fire picks it, a block it
// can hit fires after the question.
func (o *Orders) updateNuke(p Pointer) {
	if len(o.NukeHQs()) == 0 { // the chance has passed (a battle was declared by undo's redo, a turn ended)
		o.stopNuke()
		return
	}
	if p.Right {
		o.stopNuke()
		return
	}
	if !p.Click || !p.OnMap {
		return
	}
	if n, ok := o.game.UnitAt(p.Square); ok && slices.Contains(o.NukeHQs(), n) {
		o.nukeHQ = n
		o.out.Click()
		return
	}
	if o.nukeHQ < 0 {
		o.out.Note(T("play.nuke.pick"))
		return
	}
	a, ok := o.NukeTarget(p)
	if !ok {
		o.out.Note(T("play.nuke.miss"))
		return
	}
	hit := o.NukeVictims(a)
	w := game.WeaponOf(a.Unit)
	text := Counted(len(hit), "play.nuke.confirm").With(info.WeaponName(w), game.UnitInfo(a.Unit).Name(lang.Code()), a.To.String(), len(hit))
	o.ask(text, T("play.nuke.fire"), None, func() { o.fire(a) })
}

// NukeSquares are the squares some strike of the picked HQ hits.
func (o *Orders) NukeSquares() []maps.Square {
	if o.nukeHQ < 0 {
		return nil
	}
	return o.aiming().squares
}

// NukeTarget is the picked HQ's strike whose block holds the square under the pointer,
// the one whose middle is nearest the pointer when several do.
func (o *Orders) NukeTarget(p Pointer) (game.Action, bool) {
	if o.nukeHQ < 0 || !p.OnMap {
		return game.Action{}, false
	}
	w := game.WeaponOf(o.nukeHQ)
	best, bestD, found := game.Action{}, math.Inf(1), false
	aim := o.aiming()
	for _, k := range aim.cover[p.Square] {
		a := aim.strikes[k]
		n := float64(w.Block())
		cx, cy := float64(a.To.Col-1)+n/2, float64(a.To.Row-1)+n/2
		if d := math.Hypot(cx-p.BoardX, cy-p.BoardY); d < bestD {
			best, bestD, found = a, d, true
		}
	}
	return best, found
}

// NukeVictims are the enemy units a strike would destroy (R33: every enemy unit in the
// block; a block with an own unit is never offered).
func (o *Orders) NukeVictims(a game.Action) []int {
	var list []int
	for _, sq := range game.WeaponOf(a.Unit).Squares(o.board, a.To) {
		if n, ok := o.game.UnitAt(sq); ok && game.UnitInfo(n).Side != game.UnitInfo(a.Unit).Side {
			list = append(list, n)
		}
	}
	return list
}

// fire carries out a strike; the screen shows the blast over its block.
func (o *Orders) fire(a game.Action) {
	if o.out.Strike(a) {
		o.stopNuke()
	}
}
