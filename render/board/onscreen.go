package board

import (
	"taktik/game"
	"taktik/maps"
	"taktik/render/play"
)

// shows reports whether a square's middle lies on the map, clear of the cards over it:
// a spot a test may click or tap.
func (v probe) shows(s maps.Square) (x, y float64, ok bool) {
	x, y = v.cam.Centre(s)
	return x, y, v.MapRect().Contains(x, y) && !v.Floating(x, y)
}

// MoveOnScreen is the first legal move whose unit and goal both show on the map, clear
// of the cards over it: for the tests (and the browser test's probe) that play a move
// by clicks or taps.
func (v probe) MoveOnScreen() (unit int, from, to maps.Square, ok bool) {
	if v.cam == nil {
		return 0, from, to, false
	}
	g := v.Game()
	for _, a := range g.Legal() {
		if a.Kind != game.ActMove {
			continue
		}
		_, _, fromOK := v.shows(g.Unit(a.Unit).Square)
		_, _, toOK := v.shows(a.To)
		if fromOK && toOK {
			return a.Unit, g.Unit(a.Unit).Square, a.To, true
		}
	}
	return 0, from, to, false
}

// ContactMoveOnScreen is a move like MoveOnScreen's that brings the unit next to one
// enemy and no other contact: after it the combat phase owes one battle, of that unit
// against that enemy (R14), which a test can build by two taps.
func (v probe) ContactMoveOnScreen() (unit int, from, to maps.Square, ok bool) {
	if v.cam == nil {
		return 0, from, to, false
	}
	g := v.Game()
	if g.Phase() != game.PhaseMovement || len(g.Contacts()) > 0 {
		return 0, from, to, false
	}
	for _, a := range g.Legal() {
		if a.Kind != game.ActMove {
			continue
		}
		_, _, fromOK := v.shows(g.Unit(a.Unit).Square)
		_, _, toOK := v.shows(a.To)
		if !fromOK || !toOK || !v.nextToEnemy(a.Unit, a.To) {
			continue
		}
		after := g.Clone()
		if after.Apply(a) != nil || after.Apply(game.Action{Kind: game.ActEndMove}) != nil {
			continue
		}
		if c := after.Contacts(); len(c) == 1 && c[0][0] == a.Unit {
			return a.Unit, g.Unit(a.Unit).Square, a.To, true
		}
	}
	return 0, from, to, false
}

// BattleOnScreen is an owed battle's attacker and defender (R14), when both show.
func (v probe) BattleOnScreen() (attacker, defender maps.Square, ok bool) {
	if v.cam == nil {
		return attacker, defender, false
	}
	g := v.Game()
	for _, p := range g.Uncovered() {
		a, d := g.Unit(p[0]).Square, g.Unit(p[1]).Square
		_, _, aOK := v.shows(a)
		_, _, dOK := v.shows(d)
		if aOK && dOK {
			return a, d, true
		}
	}
	return attacker, defender, false
}

// DecisionOnScreen is what to tap for the decision the game waits for from the player
// at the screen: a beaten unit and the square it retreats to (R19), or the units an
// exchange gives up (R18), then the bar's button that confirms it, if any.
func (v probe) DecisionOnScreen() (squares []maps.Square, button play.Command) {
	g := v.Game()
	switch v.ord.Mode() {
	case play.Retreat:
		for _, a := range g.Legal() {
			if a.Kind == game.ActRetreat && a.To != (maps.Square{}) {
				return []maps.Square{g.Unit(a.Unit).Square, a.To}, play.None
			}
		}
		return nil, play.Eliminate
	case play.Exchange:
		for _, a := range g.Legal() {
			if a.Kind == game.ActLose {
				for _, u := range a.Attackers {
					squares = append(squares, g.Unit(u).Square)
				}
				return squares, play.GiveUp
			}
		}
	}
	return nil, play.None
}

// Mode is the part of the turn the player at the screen is in, in a word: "over",
// "computer", "setup", "move", "battle", "retreat", "exchange", "replace".
func (v probe) Mode() string {
	return [...]string{"over", "computer", "setup", "move", "battle", "retreat", "exchange", "replace"}[v.ord.Mode()]
}

// OrderButton is the middle of the order bar's button for a command, and whether it
// may be pressed.
func (v probe) OrderButton(c play.Command) (x, y float64, enabled, ok bool) {
	for _, b := range v.bar.buttons {
		if b.command == c {
			return b.Rect.CX(), b.Rect.CY(), !b.Disabled, true
		}
	}
	return 0, 0, false, false
}

// nextToEnemy reports whether a square touches a unit of the other side than unit's.
func (v probe) nextToEnemy(unit int, s maps.Square) bool {
	g := v.Game()
	side := game.UnitInfo(unit).Side
	for _, n := range g.Board().Neighbours(s) {
		if u, ok := g.UnitAt(n); ok && game.UnitInfo(u).Side != side {
			return true
		}
	}
	return false
}
