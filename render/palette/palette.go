// Package palette is the game's one table of colours: the two countries' inks, on the
// counters, the painted board and the panels alike; the paper and inks of the panels and
// menus (ui takes them under its own short names); the painted board's inks (board.go);
// the marks of the orders on the map. Each colour is written here once, and no other
// package of render writes a colour of its own (TestNoColourOutsideThePalette).
package palette

import (
	"image/color"

	"taktik/units"
)

var (
	Red   = color.NRGBA{0xb3, 0x1d, 0x22, 0xff} // ROT's ink
	Blue  = color.NRGBA{0x1d, 0x45, 0xa8, 0xff} // BLAU's ink
	Cream = color.NRGBA{0xfb, 0xf6, 0xe6, 0xff}
)

// Side is a country's ink.
func Side(s units.Side) color.NRGBA {
	if s == units.Blue {
		return Blue
	}
	return Red
}

// Paper is the one paper of the game: the board is printed on it, the panels, cards and
// menus are sheets of it, and the marks below are seen against it. (The panels had a
// darker paper of their own, 0xece3c6, beside the board's.)
var Paper = color.NRGBA{0xf2, 0xea, 0xd3, 0xff}

// The panels and menus: field-manual paper, olive drab, brass, and the inks written on
// them.
var (
	PaperDark  = color.NRGBA{0xd9, 0xcc, 0xa3, 0xff}
	PaperEdge  = color.NRGBA{0x8a, 0x7d, 0x55, 0xff}
	Olive      = color.NRGBA{0x4b, 0x53, 0x20, 0xff}
	OliveDark  = color.NRGBA{0x2f, 0x34, 0x14, 0xff}
	OliveLight = color.NRGBA{0x6d, 0x77, 0x35, 0xff}
	Khaki      = color.NRGBA{0xc3, 0xb0, 0x7a, 0xff}
	Brass      = color.NRGBA{0xd4, 0xa7, 0x2c, 0xff}
	Ink        = color.NRGBA{0x26, 0x23, 0x1a, 0xff}
	InkSoft    = color.NRGBA{0x5c, 0x55, 0x42, 0xff}
	Disabled   = color.NRGBA{0x9d, 0x97, 0x80, 0xff}
	Shade      = color.NRGBA{0x14, 0x16, 0x0a, 0xc0} // the olive veil behind a dialog
	RedLight   = color.NRGBA{0xd9, 0x4a, 0x45, 0xff}
	BlueLight  = color.NRGBA{0x45, 0x6f, 0xd0, 0xff}
	Shadow     = color.NRGBA{0, 0, 0, 0x60}          // under panels, cards and windows
	TipShadow  = color.NRGBA{0, 0, 0, 0x50}          // under a tooltip
	Stripe     = color.NRGBA{0, 0, 0, 0x14}          // every other row of a table
	Highlight  = color.NRGBA{0xf0, 0xd0, 0x70, 0xff} // the results table's column in play
	Rim        = color.NRGBA{0x1f, 0x1c, 0x12, 0xff} // around a badge or a lesson's mark
	Done       = color.NRGBA{0x2e, 0x7d, 0x32, 0xff} // a tick: a step done, a unit moved
	Hint       = color.NRGBA{0xa3, 0x1a, 0x1a, 0xff} // a lesson's word when the player strays
	CreamVeil  = color.NRGBA{0xfb, 0xf6, 0xe6, 0xd0} // Cream, see-through: behind the swords
	SymbolInk  = color.NRGBA{0x1e, 0x1a, 0x14, 0xff} // the counters' symbols
	TextInk    = color.NRGBA{0xff, 0xfb, 0xf0, 0xff} // the counters' values
	Cut        = color.NRGBA{0xf0, 0x8a, 0x10, 0xff} // the badge of a unit cut off from supply (R32)
	Atom       = color.NRGBA{0xf4, 0xd0, 0x20, 0xff} // the trefoil of an HQ that has fired (R33)
	NukeReach  = color.NRGBA{0xe0, 0x60, 0x40, 0x50} // the squares a nuclear weapon can reach
	NukeBlock  = color.NRGBA{0xd0, 0x20, 0x10, 0x48} // the block under the pointer it would strike
	Ruler      = color.NRGBA{0xe2, 0xd6, 0xb6, 0xf0} // Frame, nearly opaque: the sticky coordinates
)

// The marks of the orders on the map. Each carries a meaning that must stay apart from
// the marks it is drawn beside, for every player: Distinctions lists those pairs, and
// the palette's test checks them under simulated deuteranopia and protanopia.
var (
	Reach   = color.NRGBA{0xf6, 0xe7, 0x8e, 0x78} // a square the chosen unit can end on
	Stop    = color.NRGBA{0xf0, 0x9a, 0x5a, 0x80} // …where it stops next to the enemy (R12); crossed swords mark it too
	Op      = color.NRGBA{0xa4, 0x78, 0xe0, 0x88} // a special operation's square
	Good    = color.NRGBA{0x78, 0xd0, 0x68, 0x90} // a square a placement or retreat may go to
	GoodInk = color.NRGBA{0x2e, 0x9d, 0x32, 0xff}
	Path    = color.NRGBA{0x1f, 0x1c, 0x12, 0xe6} // the way to the square under the pointer
	// A contact that must still be fought (R14): a solid red bar. Covered by a declared
	// battle: a dashed slate bar. Red against olive, as it once was, ran together under
	// protanopia; slate stays apart from red for every eye, and the dashes say it again.
	Open    = color.NRGBA{0xc8, 0x1e, 0x1e, 0xff}
	Covered = color.NRGBA{0x3c, 0x5a, 0x82, 0xd0}
	Attack  = color.NRGBA{0xe8, 0x8a, 0x1a, 0xff} // the attackers being picked
	Defend  = Open                                // the defenders being picked
	// Threat tints the squares the enemy can reach next turn, under a hatching, and
	// rings the units it can attack.
	Threat = color.NRGBA{0x8e, 0x1f, 0x6a, 0x58}
	// Select rings the unit picked; Pulse rings, round and beating, what the lesson asks
	// the player to click: a round ring in another hue, so it is never taken for a unit
	// already picked or put in a battle.
	Select = color.NRGBA{0xd4, 0xa7, 0x2c, 0xff}
	Pulse  = color.NRGBA{0x12, 0xb8, 0xe0, 0xff}
	// Advice draws the General's suggested moves as arrows, the one picked
	// broader and with its reason.
	Advice = color.NRGBA{0x0b, 0x6b, 0x5a, 0xe0}
)

// Distinction is a pair of colours whose difference carries meaning where they are drawn
// together, on the paper.
type Distinction struct {
	What string // what tells them apart, for the test's message
	A, B color.NRGBA
}

// Distinctions are the pairs of marks a player must tell apart by colour.
var Distinctions = []Distinction{
	{"the two sides' inks", Red, Blue},
	{"contact to fight vs covered contact", Open, Covered},
	{"attackers vs defenders being picked", Attack, Defend},
	{"reach vs threatened squares", Reach, Threat},
	{"reach vs special operation", Reach, Op},
	{"threatened squares vs path", Threat, Path},
	{"the lesson's pulse vs the selection ring", Pulse, Select},
	{"the lesson's pulse vs the attackers picked", Pulse, Attack},
	{"the lesson's pulse vs the defenders picked", Pulse, Defend},
	{"the General's advice vs contact to fight", Advice, Open},
	{"the General's advice vs the path", Advice, Path},
}
