package board

// Strength is how well the computer plays a side; the names are the ranks shown in
// the new-game dialog.
type Strength uint8

const (
	Recruit Strength = iota
	Officer
	General
)

// Player says who commands a side: a person at this screen, or the computer at a
// strength. The computer's moves come from the AI (a later issue); until then a
// computer side is moved by hand.
type Player struct {
	Computer bool
	Strength Strength
}

// Players are Red's and Blue's commanders, indexed by units.Side.
type Players [2]Player
