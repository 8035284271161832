package play

import "taktik/maps"

// Command is an order given by name: a button of the bar, or the key that stands for
// it (the board scene's keymap turns keys into commands). What a command does depends
// on the part of the turn: End ends the movement in the movement phase, the player
// turn in the combat phase, the replacements in a replacement period.
type Command uint8

const (
	None      Command = iota
	Skip              // see the rest of the computer's turn at once
	Next              // select the next unit that can still move
	Undo              // take back the last order of this player turn
	Plan              // let the computer suggest the battles (R15)
	Advise            // movement: ask the General for its moves, or put its advice away
	Advised           // movement: carry out the General's move picked
	Roll              // roll for the next declared battle
	End               // end the movement, the player turn, or the replacements
	Nuke              // aim a nuclear weapon (R33)
	Declare           // declare the battle as built
	Cancel            // drop what is in hand (the aiming too)
	PlaceRest         // setup: place the units left in the tray
	SetupDone         // setup: this person has placed his army
	Eliminate         // retreat: give up the beaten unit that has no way out (R19)
	GiveUp            // exchange: confirm the losses picked (R18)
)

// Do carries out the first of some commands (given at once, in the keymap's order)
// that means something in this part of the turn; it reports whether one did.
func (o *Orders) Do(cmds ...Command) bool {
	m := o.Mode()
	for _, c := range cmds {
		if o.do(m, c) {
			return true
		}
	}
	return false
}

// do carries out a command in a mode; it reports false when the command means nothing
// there.
func (o *Orders) do(m Mode, c Command) bool {
	switch c {
	case Cancel:
		o.Cancel()
		return true
	case Declare:
		o.declare()
		return true
	case PlaceRest:
		o.placeRest()
		return true
	case SetupDone:
		o.setupFinished()
		return true
	case Eliminate:
		o.eliminateTrapped()
		return true
	case GiveUp:
		o.giveUp()
		return true
	}
	switch m {
	case Computer:
		if c == Skip {
			o.out.Skip()
			return true
		}
	case Move:
		switch c {
		case Advise:
			o.askAdvice()
		case Advised:
			if _, picked := o.Advice(); picked >= 0 {
				o.doAdvice(picked)
			}
		case Next:
			if len(o.advisor.advice) > 0 {
				o.nextAdvice()
				break
			}
			o.nextUnit()
		case Undo:
			o.undo()
		case End:
			o.endMovement()
		default:
			return false
		}
		return true
	case Battle:
		switch c {
		case Undo:
			o.undo()
		case Plan:
			o.suggestPlan()
		case Roll:
			o.out.Roll(-1)
		case End:
			o.endTurn()
		case Nuke:
			o.startNuke()
		default:
			return false
		}
		return true
	case Replace:
		if c == End {
			o.replaceDone()
			return true
		}
	}
	return false
}

// Pointer is where the mouse is and what it did this tick, on the map.
type Pointer struct {
	Square maps.Square // the square under the pointer
	OnMap  bool        // the pointer is over a square of the map (not a bar, a window, the tray)
	Click  bool        // the left button clicked there (a press and release, not a drag)
	Right  bool        // the right button clicked there
	Shift  bool        // Shift was held: a unit's special operation before its march
	// BoardX, BoardY is the pointer in board squares from the grid's corner, for the
	// weapon's block nearest it
	BoardX, BoardY float64
	Tray           int  // the counter of the tray pressed this tick, when InTray
	InTray         bool // the left button went down on a counter of the tray
}

// Update takes a tick of the player's orders: the commands given by key, then the
// pointer on the map and the tray, in the part of the turn the game is in.
func (o *Orders) Update(p Pointer, cmds ...Command) {
	o.pollAdvice()
	m := o.Mode()
	if m != Battle {
		o.out.Odds(nil)
		if o.nuking {
			o.stopNuke()
		}
	}
	for _, c := range cmds {
		if o.do(m, c) {
			break
		}
	}
	switch m {
	case Setup:
		o.updateSetup(p)
	case Move:
		o.updateMove(p)
	case Battle:
		o.updateBattle(p)
	case Retreat:
		o.updateRetreat(p)
	case Exchange:
		o.updateExchange(p)
	case Replace:
		o.updateReplace(p)
	}
}
