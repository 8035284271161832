package board

import (
	"errors"
	"slices"

	"taktik/game"
	"taktik/game/store"
	"taktik/maps"
	"taktik/render/lang"
	"taktik/render/play"
)

// mode is what the player at the screen is asked to do now; it is read from the game
// every tick, never stored, so it cannot drift from the engine.
type mode uint8

const (
	modeOver     mode = iota // the game is decided
	modeComputer             // the computer acts (or the player watches)
	modeSetup                // placing units by hand (R9)
	modeMove                 // the movement phase
	modeBattle               // the combat phase: declaring and rolling
	modeRetreat              // the winner of a battle retreats the beaten units (R19)
	modeExchange             // the attacker picks his exchange losses (R18)
	modeReplace              // a side rebuilds eliminated units at the start of a replacement month (R31)
)

func (v *View) mode() mode {
	g := v.game
	switch {
	case g.Winner() != game.NoWinner:
		return modeOver
	case v.computerActs():
		return modeComputer
	}
	switch g.Pending().Kind { // a decision comes before the phase's own orders
	case game.RetreatDecision:
		return modeRetreat
	case game.ExchangeDecision:
		return modeExchange
	case game.ReplaceDecision:
		return modeReplace
	}
	switch g.Phase() {
	case game.PhaseSetup:
		return modeSetup
	case game.PhaseMovement:
		return modeMove
	}
	return modeBattle
}

// computerActs reports whether the next action is the computer's: in the setup once
// the people have placed their armies, else whenever the side that must act is its.
func (v *View) computerActs() bool {
	if v.game.Phase() == game.PhaseSetup {
		return v.st.setupAI
	}
	return v.players[v.game.Decider()].Computer
}

// playState is what the player is in the middle of: the unit selected, the battle
// being built, the losses being picked, and what is derived from the game for them,
// kept until the game changes (version).
type playState struct {
	sel     int // the selected unit, -1 for none
	targets []play.Target
	at      map[maps.Square]int // target index by square
	ops     []game.Action       // special operations of the selected unit (advanced game)
	selVer  int

	pathTo   maps.Square
	path     []maps.Square
	pathCost int
	pathOK   bool
	pathVer  int

	builder  play.Builder
	losses   *play.Losses
	lossVer  int
	retreats play.Retreats
	retreat  int // the beaten unit whose squares show
	retVer   int

	legal    []game.Action
	legalVer int

	tray      int // setup: the unit taken from the tray, -1 for none
	setupDone [2]bool
	setupAI   bool // the people are done: the computer places the rest and starts

	rebuild     int    // replacements: the eliminated unit picked to rebuild, -1 for none (R31)
	rebuildSeen [2]int // the turn and side (+1) whose replacement squares the map was turned to

	nuking bool // combat: the player is aiming a nuclear weapon (R33)
	nukeHQ int  // the HQ firing, -1 while none is picked
	aim    aim  // the strikes on offer, worked out once per change

	cut    []bool // units cut off from supply now (R32), by unit number; nil without the rule
	cutVer int
}

func (s *playState) reset() {
	*s = playState{sel: -1, retreat: -1, tray: -1, selVer: -1, pathVer: -1, lossVer: -1, retVer: -1, legalVer: -1,
		rebuild: -1, nukeHQ: -1, cutVer: -1}
}

// changed notes that the game changed: everything derived from it is read again.
func (v *View) changed() { v.version++ }

// apply carries out an order and tells the player why when the engine refuses it.
func (v *View) apply(a game.Action) bool {
	if err := v.game.Apply(a); err != nil {
		v.problem(err)
		return false
	}
	v.changed()
	return true
}

// problem shows a refusal in the player's language.
func (v *View) problem(err error) {
	v.hud.toast.Problem(explain(err))
}

// explain is an error in the player's language when the engine has it in both.
func explain(err error) string {
	if ge, ok := err.(*game.Error); ok {
		return ge.Text(lang.Code())
	}
	if errors.Is(err, store.ErrFull) { // the disk, or the browser's storage for the page
		return lang.T("store.full")
	}
	return err.Error()
}

// legal is g.Legal() for the current position, asked once per change. The movement
// phase's list is long and never needed whole: use the unit queries there.
func (v *View) legal() []game.Action {
	if v.st.legalVer != v.version {
		v.st.legal, v.st.legalVer = v.game.Legal(), v.version
	}
	return v.st.legal
}

// selection refreshes the selected unit's targets after a change, and drops the
// selection when the unit is no longer the player's to move.
func (v *View) selection() {
	s := &v.st
	if s.sel < 0 || s.selVer == v.version {
		return
	}
	s.selVer = v.version
	u := v.game.Unit(s.sel)
	if u.Status != game.OnBoard || game.UnitInfo(s.sel).Side != v.game.Side() || v.game.Phase() != game.PhaseMovement {
		v.selectUnit(-1)
		return
	}
	s.targets = play.Targets(v.game, s.sel)
	s.ops = v.game.LegalOperations(s.sel)
	if s.at == nil {
		s.at = map[maps.Square]int{}
	}
	clear(s.at)
	for i, t := range s.targets {
		s.at[t.Square] = i
	}
}

// selectUnit selects a unit (or none, with -1) and works out where it can go.
func (v *View) selectUnit(n int) {
	s := &v.st
	s.sel, s.selVer, s.pathVer = n, -1, -1
	s.targets, s.ops = s.targets[:0], nil
	if n >= 0 {
		v.selection()
	}
}

// pathTo is the path of the selected unit to a square and its cost, worked out when
// the pointer comes to rest on a new square.
func (v *View) pathTo(sq maps.Square) ([]maps.Square, int, bool) {
	s := &v.st
	if s.sel < 0 {
		return nil, 0, false
	}
	if s.pathVer != v.version || s.pathTo != sq {
		s.pathTo, s.pathVer, s.pathOK = sq, v.version, false
		if _, ok := s.at[sq]; ok {
			path, cost, err := v.game.Path(s.sel, sq)
			s.path, s.pathCost, s.pathOK = path, cost, err == nil
		}
	}
	return s.path, s.pathCost, s.pathOK
}

// opsAt are the selected unit's special operations onto a square (a drop, a landing,
// an invasion, or a marine's way back to sea).
func (v *View) opsAt(sq maps.Square) []game.Action {
	var list []game.Action
	for _, a := range v.st.ops {
		if a.To == sq {
			list = append(list, a)
		}
	}
	return list
}

// retreatChoices refreshes the retreats on offer after a change and keeps a beaten
// unit picked whose squares show.
func (v *View) retreatChoices() play.Retreats {
	s := &v.st
	if s.retVer != v.version {
		s.retVer = v.version
		s.retreats = play.NewRetreats(v.legal())
		if !slices.Contains(s.retreats.Units, s.retreat) {
			s.retreat = -1
			if len(s.retreats.Units) > 0 {
				s.retreat = s.retreats.Units[0]
			}
		}
	}
	return s.retreats
}

// lossChoice is the exchange being picked, started afresh for each decision.
func (v *View) lossChoice() *play.Losses {
	s := &v.st
	if s.lossVer != v.version || s.losses == nil {
		p := v.game.Pending()
		if s.losses == nil || !slices.Equal(s.losses.Offered, p.Units) || s.losses.Need != p.Need {
			s.losses = play.NewLosses(p)
		}
		s.lossVer = v.version
	}
	return s.losses
}

// cancel drops what the player is in the middle of (Esc or a right click); it reports
// whether there was anything. During the computer's turn it skips to the end of it.
func (v *View) cancel() bool {
	s := &v.st
	switch {
	case v.mode() == modeComputer:
		v.skip()
		return true
	case s.nuking:
		v.stopNuke()
	case !s.builder.Empty():
		s.builder.Reset()
	case s.sel >= 0:
		v.selectUnit(-1)
	case s.tray >= 0:
		s.tray = -1
	default:
		return false
	}
	return true
}
