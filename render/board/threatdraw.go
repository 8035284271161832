package board

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"taktik/game"
	"taktik/maps"
	"taktik/render/board/place"
	"taktik/render/hud/model"
	"taktik/render/lang"
	"taktik/render/palette"
	"taktik/render/play"
	"taktik/render/ui"
	"taktik/units"
)

// What the enemy can do next: the threat view (T, or the bar's button) shades the squares
// the enemy can reach next turn and marks each of the player's units it can attack with
// the best odds it can bring; resting the pointer on an enemy unit shades its own reach;
// and before a move that ends in contact the bar says which battle the move forces and
// at what odds (R14). play works each out from the engine; this file draws them.
type threatState struct {
	on   bool
	btn  ui.Button
	view play.ThreatView
	ver  int // v.ord.Version() the view was worked out for; -1: never
	side units.Side

	reachOf  int // the enemy unit whose reach is shaded, -1 for none
	reachVer int
	reach    []maps.Square

	forced             play.Forced
	forcedOK           bool
	forcedU, forcedVer int
	forcedTo           maps.Square
	forcedAsked        bool
}

// threatLayer is the part of the view that shows the threat: the enemy's reach and the
// contacts it would force.
type threatLayer struct {
	*View

	threat threatState
}

// threatSide is the side whose danger the view shows: the side moving when a person
// moves it, else the person's side watching the computer.
func (v *threatLayer) threatSide() units.Side {
	s := v.game.Side()
	if v.players[s].Computer && !v.players[s.Opponent()].Computer {
		return s.Opponent()
	}
	return s
}

// toggleThreat shows or hides the threat view.
func (v *threatLayer) toggleThreat() { v.threat.on = !v.threat.on }

// ThreatOn reports whether the threat view is shown, for tests.
func (v *threatLayer) ThreatOn() bool { return v.threat.on }

// ThreatView is what the threat view shows now, for tests.
func (v *threatLayer) ThreatView() play.ThreatView {
	t := &v.threat
	side := v.threatSide()
	if t.ver != v.ord.Version() || t.side != side || t.view.Squares == nil && t.view.Marks == nil {
		t.view, t.ver, t.side = play.Threat(v.game, side), v.ord.Version(), side
	}
	return t.view
}

// threatShown reports whether the threat view is drawn now: it is on and the game is
// in a side's turn (not its setup or its end).
func (v *threatLayer) threatShown() bool {
	p := v.game.Phase()
	return v.threat.on && (p == game.PhaseMovement || p == game.PhaseCombat) && v.game.Winner() == game.NoWinner
}

// hoveredEnemy is the enemy unit under the pointer whose reach is shaded, -1 for none:
// only while no unit of the player's is picked, so it never hides a reach being chosen.
func (v *threatLayer) hoveredEnemy() int {
	if !v.hoverOK || v.ord.Selected() >= 0 || v.game.Phase() != game.PhaseMovement && v.game.Phase() != game.PhaseCombat {
		return -1
	}
	if m := v.ord.Mode(); m != play.Move && m != play.Battle && m != play.Computer {
		return -1 // a retreat, a loss or a rebuild to choose: its green squares stay clear
	}
	u, ok := v.game.UnitAt(v.hover)
	if !ok || game.UnitInfo(u).Side == v.threatSide() {
		return -1
	}
	return u
}

// EnemyReach is the reach shaded for the enemy unit under the pointer, for tests.
func (v *threatLayer) EnemyReach() (int, []maps.Square) {
	u := v.hoveredEnemy()
	t := &v.threat
	if u < 0 {
		return -1, nil
	}
	if t.reachOf != u || t.reachVer != v.ord.Version() || t.reach == nil {
		t.reachOf, t.reachVer, t.reach = u, v.ord.Version(), v.game.ReachNextTurn(u)
		if t.reach == nil {
			t.reach = []maps.Square{}
		}
	}
	return u, t.reach
}

// ForcedHere is the battle the move of the picked unit to the square under the pointer
// would force (R14), for the bar's sentence and the tests.
func (v *threatLayer) ForcedHere() (play.Forced, bool) {
	t, sel := &v.threat, v.ord.Selected()
	if v.ord.Mode() != play.Move || sel < 0 || !v.hoverOK {
		return play.Forced{}, false
	}
	stops := false
	for _, tg := range v.ord.Targets() {
		stops = stops || tg.Square == v.hover && tg.Stops
	}
	if !stops {
		return play.Forced{}, false
	}
	if t.forcedU != sel || t.forcedTo != v.hover || t.forcedVer != v.ord.Version() || !t.forcedAsked {
		t.forcedU, t.forcedTo, t.forcedVer, t.forcedAsked = sel, v.hover, v.ord.Version(), true
		t.forced, t.forcedOK = play.ForcedBy(v.game, sel, v.hover)
	}
	return t.forced, t.forcedOK
}

// drawThreatUnder shades the enemy's reach under the counters: the whole side's in the
// threat view, one unit's while the pointer rests on it. A hatching goes with the tint,
// so the shade does not rest on its colour alone.
func (v *threatLayer) drawThreatUnder(dst *ebiten.Image) {
	var list []maps.Square
	if v.threatShown() {
		list = v.ThreatView().Squares
	}
	if _, r := v.EnemyReach(); r != nil {
		list = r
	}
	if len(list) == 0 {
		return
	}
	// the squares the player may click now keep their own tint, unhatched
	click := make(map[maps.Square]bool, len(v.scene.Click))
	for _, sq := range v.scene.Click {
		click[sq] = true
	}
	shaded := v.shaded[:0]
	for _, sq := range list {
		if !click[sq] {
			shaded = append(shaded, sq)
		}
	}
	v.shaded = shaded
	for _, sq := range shaded {
		v.fillSquare(dst, sq, palette.Threat)
	}
	v.flushTints(dst)
	hatch := &vector.Path{}
	for _, sq := range shaded {
		r := v.cam.SquareRect(sq)
		for _, k := range []float64{0.25, 0.75} { // two strokes from lower left to upper right
			hatch.MoveTo(float32(r.X), float32(r.Y+r.H*k))
			hatch.LineTo(float32(r.X+r.W*k), float32(r.Y))
			hatch.MoveTo(float32(r.X+r.W*k), float32(r.Y+r.H))
			hatch.LineTo(float32(r.X+r.W), float32(r.Y+r.H*k))
		}
	}
	ink := palette.Threat
	ink.A = 0x90
	ui.StrokePath(dst, hatch, float32(math.Max(1, v.cam.Square*0.04)), ink)
}

// drawThreatOver marks, over the counters, each of the player's units the enemy can
// attack next turn: a ring, and its best odds on a tag, red where the unit is lost on
// half the rolls or more. The placement puts the tag on the square's top right corner,
// half outside it, or on the counter's symbol, or at another corner, smaller where it
// must, and in a crowded front as a compact badge on the counter's own upper half;
// never on a counter's values, another counter or another tag: one readable mark a unit.
func (v *threatLayer) drawThreatOver(dst *ebiten.Image) {
	if !v.threatShown() {
		return
	}
	faces := place.OddsFaces(v.cam.Square)
	for i, m := range v.ThreatView().Marks {
		fill := ui.Ink
		if m.Grave() {
			fill = palette.Open
		}
		v.ringSquare(dst, m.Square, fill, 2)
		if i >= len(v.placed.Odds) || !v.placed.Odds[i].Shown {
			continue
		}
		p := v.placed.Odds[i]
		card := ur(p.R)
		ui.FillRound(dst, card, ui.S(3), fill)
		v.text.draw(dst, model.OddsHead(m.Odds), ui.FacePx(ui.Bold, faces[p.Size]), card.CX(), card.CY(), ui.Cream, ui.Center)
	}
}

// drawForcedTag puts the forced battle's odds beside the way's cost at its end, red when
// the attackers are lost on half the rolls or more.
func (v *threatLayer) drawForcedTag(dst *ebiten.Image) {
	f, ok := v.ForcedHere()
	if !ok {
		return
	}
	card, shown := v.tagAt(v.forcedTag)
	if !shown {
		return // the bar says it too
	}
	fill := ui.Ink
	if f.Grave() {
		fill = palette.Open
	}
	ui.FillRect(dst, card, fill)
	v.text.draw(dst, lang.Tf("play.forced.tag", model.OddsHead(f.Odds)), tagFace(), card.CX(), card.CY(), ui.Cream, ui.Center)
}

// threatDetail is the bar's second line while the threat view is on, or before a move
// into contact: the forced battle comes first.
func (v *threatLayer) threatDetail() (string, bool) {
	if f, ok := v.ForcedHere(); ok {
		return f.Text(), true
	}
	if v.threatShown() {
		return lang.T("play.threat.legend"), true
	}
	return "", false
}
