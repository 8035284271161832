package play

import (
	"taktik/game"
	"taktik/maps"
	"taktik/units"
)

// Mode is what the player at the screen is asked to do now; it is read from the game
// every time, never stored, so it cannot drift from the engine.
type Mode uint8

const (
	Over     Mode = iota // the game is decided
	Computer             // the computer acts (or the player watches)
	Setup                // placing units by hand (R9)
	Move                 // the movement phase
	Battle               // the combat phase: declaring and rolling
	Retreat              // the winner of a battle retreats the beaten units (R19)
	Exchange             // the attacker picks his exchange losses (R18)
	Replace              // a side rebuilds eliminated units at the start of a replacement month (R31)
)

// Screen is what the orders need of the scene that shows them: the effects of an order
// that only a screen can give. The board scene is one; the tests record them.
type Screen interface {
	Click()                                               // an order taken: its sound
	Rebuilt()                                             // a unit rebuilt: the march
	Note(m Msg)                                           // a message at the foot of the map
	Warn(m Msg)                                           // a message about what must be done first
	Refused(err error)                                    // the engine's refusal, in the player's words
	Slide(unit int, from maps.Square, path []maps.Square) // a unit moved: it slides along its path
	Show(sq maps.Square)                                  // bring a square into view
	Reveal(list []maps.Square)                            // bring some square of a list into view unless one shows
	Centre(sq maps.Square)                                // turn the map to a square
	Roll(k int)                                           // throw the die for battle k (-1: the next)
	Strike(a game.Action) bool                            // carry out a nuclear strike with its blast (R33)
	Skip()                                                // show the rest of the computer's turn at once
	Handoff(side units.Side)                              // the screen between two people, for the side placing next
	Odds(p *game.Preview)                                 // the odds of the battle being built, nil for none
	Ask(q Question)                                       // put a question up; Agree carries the order out
}

// Flow is the way the orders reach the game: the game's flow (render/flow's Match, a
// game played here or, later, across a network) carries their actions out, takes them
// back, and says whose turn it is. The orders read the position from Game.
type Flow interface {
	Game() *game.Game
	Players() Commanders
	Apply(a game.Action) error
	Undo() error
	CanUndo() bool
	// Elsewhere reports whether the next action is not for the people at this screen.
	Elsewhere() bool
	// DonePlacing notes that the people at this screen have placed their armies.
	DonePlacing()
}

// Orders is the play of the people at the screen on one game: what they are in the
// middle of, and what is derived from the game for it, kept until the game changes.
type Orders struct {
	flow    Flow
	game    *game.Game // flow.Game(), read only
	board   *maps.Board
	players Commanders
	out     Screen
	version int // bumped whenever the game changes, to refresh what is derived from it

	sel     int // the selected unit, -1 for none
	targets []Target
	at      map[maps.Square]int // target index by square
	ops     []game.Action       // special operations of the selected unit (advanced game)
	selVer  int

	pathTo   maps.Square
	path     []maps.Square
	pathCost int
	pathOK   bool
	pathVer  int

	builder  Builder
	planner  Thinker // a battle plan suggested to the player
	advisor  advisor // the General's moves suggested to the player
	losses   *Losses
	lossVer  int
	retreats Retreats
	retreat  int // the beaten unit whose squares show
	retVer   int

	legal    []game.Action
	legalVer int

	tray      int // setup: the unit taken from the tray, -1 for none
	setupDone [2]bool

	rebuild     int    // replacements: the eliminated unit picked to rebuild, -1 for none (R31)
	rebuildSeen [2]int // the turn and side (+1) whose replacement squares the map was turned to

	nuking bool // combat: the player is aiming a nuclear weapon (R33)
	nukeHQ int  // the HQ firing, -1 while none is picked
	aim    aim  // the strikes on offer, worked out once per change

	asked *asked // the question up, until it is answered

	cut    []bool // units cut off from supply now (R32), by unit number; nil without the rule
	cutVer int
}

// New starts the orders on a game's flow; out shows their effects.
func New(f Flow, out Screen) *Orders {
	g := f.Game()
	o := &Orders{flow: f, game: g, board: g.Board(), players: f.Players(), out: out}
	o.reset()
	return o
}

func (o *Orders) reset() {
	*o = Orders{flow: o.flow, game: o.game, board: o.board, players: o.players, out: o.out, version: o.version,
		sel: -1, retreat: -1, tray: -1, selVer: -1, pathVer: -1, lossVer: -1, retVer: -1, legalVer: -1,
		rebuild: -1, nukeHQ: -1, cutVer: -1}
}

// Mode is what the player at the screen is asked to do now.
func (o *Orders) Mode() Mode {
	g := o.game
	switch {
	case g.Winner() != game.NoWinner:
		return Over
	case o.ComputerActs():
		return Computer
	}
	switch g.Pending().Kind { // a decision comes before the phase's own orders
	case game.RetreatDecision:
		return Retreat
	case game.ExchangeDecision:
		return Exchange
	case game.ReplaceDecision:
		return Replace
	}
	switch g.Phase() {
	case game.PhaseSetup:
		return Setup
	case game.PhaseMovement:
		return Move
	}
	return Battle
}

// ComputerActs reports whether the next action is not the people's at the screen but
// the computer's (the flow's Elsewhere).
func (o *Orders) ComputerActs() bool { return o.flow.Elsewhere() }

// Version counts the changes of the game the orders know of: what is derived from the
// game is worked out again when it moves on.
func (o *Orders) Version() int { return o.version }

// Changed notes that the game changed: everything derived from it is read again.
func (o *Orders) Changed() { o.version++ }

// Apply carries out an order, and has the screen say why when the engine refuses it.
func (o *Orders) Apply(a game.Action) bool {
	k := o.followed(a)
	if err := o.flow.Apply(a); err != nil {
		o.out.Refused(err)
		return false
	}
	o.Changed()
	if k >= 0 {
		o.carriedOut(k)
	}
	return true
}

// legalActions is g.Legal() for the current position, asked once per change. The
// movement phase's list is long and never needed whole: use the unit queries there.
func (o *Orders) legalActions() []game.Action {
	if o.legalVer != o.version {
		o.legal, o.legalVer = o.game.Legal(), o.version
	}
	return o.legal
}

// Drop forgets what the player was in the middle of (the hand-over to the other
// person): the selection and the battle being built.
func (o *Orders) Drop() {
	o.selectUnit(-1)
	o.builder.Reset()
}

// Cancel drops what the player is in the middle of (Esc or a right click); it reports
// whether there was anything. During the computer's turn it skips to the end of it.
func (o *Orders) Cancel() bool {
	switch {
	case o.Mode() == Computer:
		o.out.Skip()
		return true
	case len(o.advisor.advice) > 0: // the General's advice put away
		o.advisor.advice = nil
	case o.nuking:
		o.stopNuke()
	case !o.builder.Empty():
		o.builder.Reset()
	case o.sel >= 0:
		o.selectUnit(-1)
	case o.tray >= 0:
		o.tray = -1
	default:
		return false
	}
	return true
}

// Selected is the unit selected, -1 for none: in the movement phase the unit to move,
// in the combat phase a marine picked to go back to sea (R27).
func (o *Orders) Selected() int { return o.sel }

// Building is the battle being built: the attackers and the defenders clicked so far.
func (o *Orders) Building() *Builder { return &o.builder }

// Planning reports whether the computer is working out a battle plan for the player.
func (o *Orders) Planning() bool { return o.planner.Busy() }
