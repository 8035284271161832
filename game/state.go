package game

import (
	"strings"

	"taktik/maps"
	"taktik/units"
)

// NumUnits is the number of counters in a game: both orders of battle (R8). A unit's
// number is its index in units.All(), Red's 44 first.
const NumUnits = 2 * units.PerSide

// catalog is units.All(), made once: the game looks units up by number all the time.
var catalog = units.All()

// UnitInfo is the counter with a number.
func UnitInfo(n int) units.Unit { return catalog[n] }

// unitNumbers maps protocol ids to unit numbers.
var unitNumbers = func() map[string]int {
	m := make(map[string]int, NumUnits)
	for n, u := range catalog {
		m[u.ID] = n
	}
	return m
}()

// UnitNumber finds a unit's number from its protocol id (any case).
func UnitNumber(id string) (int, bool) {
	n, ok := unitNumbers[strings.ToLower(strings.TrimSpace(id))]
	if !ok {
		return -1, false
	}
	return n, true
}

// Phase is the part of a player turn the game is in (R10).
type Phase uint8

const (
	PhaseSetup Phase = iota
	PhaseMovement
	PhaseCombat
	PhaseDone
)

var phaseNames = [...]string{"setup", "movement", "combat", "done"}

func (p Phase) String() string { return phaseNames[p] }

// Winner is how a game stands or ended.
type Winner uint8

const (
	NoWinner Winner = iota
	RedWins
	BlueWins
	Draw
)

var winnerNames = [...]string{"", "red", "blue", "draw"}

// String gives "red", "blue", "draw", or "" while the game goes on.
func (w Winner) String() string { return winnerNames[w] }

// WinnerOf is the Winner that says a side won.
func WinnerOf(s units.Side) Winner { return winnerOf(s) }

// winnerOf is the Winner that says a side won.
func winnerOf(s units.Side) Winner {
	if s == units.Blue {
		return BlueWins
	}
	return RedWins
}

// UnitStatus says whether a unit is on the board.
type UnitStatus uint8

const (
	Unplaced   UnitStatus = iota // not yet put on the board (setup)
	OnBoard                      // standing on UnitState.Square
	Eliminated                   // removed by combat, by R20, by lack of supply (R32) or a nuclear strike (R33)
	Absent                       // left out of this game (the short game, R34)
)

var statusNames = [...]string{"unplaced", "active", "eliminated", "absent"}

func (s UnitStatus) String() string { return statusNames[s] }

// UnitState is what changes about a unit during a game.
type UnitState struct {
	Square   maps.Square // where it stands; the zero Square when not on the board
	Status   UnitStatus
	Left     int  // movement left in this player turn, in thirds of a point (R11)
	Moved    bool // has moved in this player turn
	Attacked bool // is an attacker in a battle declared in this player turn (R14)
	Defended bool // is a defender in a battle declared in this player turn (R14)
	// Advanced game only (zero in the basic game):
	Ops Operations // the special operations the unit may still make this player turn (R26–R28)
	// Beach is the beach square a marine landed on from the sea in this player turn, and
	// Spare what it still has of its allowance since, in thirds, counted without the stop
	// on contact (R12): its way back to that beach after its attack (R27). Zero otherwise.
	Beach maps.Square
	Spare int
	// Optional rules only (zero otherwise):
	Cut   int  // R32: how many of its own player turns in a row began with it cut off from supply; 0 when supplied
	Fired bool // R33: an HQ that has fired its nuclear weapon
}

// Operations are the special operations of the advanced game a unit may still make in
// this player turn. They are fixed at the start of the turn from where the unit stands
// (R26–R28: "starts its turn in …") and lost once the unit moves or makes one.
type Operations uint8

const (
	OpDrop     Operations = 1 << iota // R26: a paratroop unit in an own city, out of contact
	OpLand                            // R27: a marine on an own port square
	OpInvade                          // R28: any unit on an own port square, out of contact
	OpWithdraw                        // R27: a marine may still go back to sea after its attack (combat phase)
)

var opNames = [...]string{"drop", "land", "invade", "withdraw"}

// Words lists the operations by name ("drop", "land", "invade", "withdraw").
func (o Operations) Words() []string {
	var list []string
	for k, w := range opNames {
		if o&(1<<k) != 0 {
			list = append(list, w)
		}
	}
	return list
}

// Battle is one declared battle (R15) and, once resolved, its outcome.
type Battle struct {
	Attackers []int
	Defenders []int
	Attack    int // attackers' combat total
	Defend    int // defenders' total as defended (HQ 1, R16)
	Odds      Odds
	Resolved  bool
	Die       int // 0 when the odds decided without a roll (R16)
	Result    Result
}

// DecisionKind is what a pending decision asks for.
type DecisionKind uint8

const (
	NoDecision       DecisionKind = iota
	RetreatDecision               // the winner retreats each losing unit (R19)
	ExchangeDecision              // the attacker picks his exchange losses (R18)
	ReplaceDecision               // a side rebuilds eliminated units at the start of a replacement month (R31)
)

var decisionNames = [...]string{"", "retreat", "exchange", "replace"}

func (k DecisionKind) String() string { return decisionNames[k] }

// Decision is a choice the game waits for in the middle of resolving a battle, or (R31)
// at the start of a replacement month. It may belong to the side not moving (the
// defender retreats the attackers after AB2; both sides rebuild units in the first
// side's player turn).
type Decision struct {
	Kind   DecisionKind
	Side   units.Side // who decides
	Battle int        // index into State.Battles
	Units  []int      // retreat: the units still to move; exchange: the battle's attackers; replace: the eliminated units the side can still afford
	Need   int        // exchange: the printed total the losses must reach (R18); replace: the points left (R31)
}

// State is the whole game as a plain value. Slices make a plain assignment share
// memory; Clone gives an independent copy.
type State struct {
	Options Options
	Turn    int        // game turn, from 1; 0 during setup
	Side    units.Side // side to move
	Phase   Phase
	Units   [NumUnits]UnitState
	Owners  []units.Side // owner of each city, by index into Board.Cities
	Battles []Battle     // declared in this player turn
	Pending Decision
	Winner  Winner
	// HoldAll[s]: side s owned every enemy city at the end of its own last player turn;
	// it wins if it still does at the end of the enemy's next one (R22).
	HoldAll [2]bool
	// MarinePorts are the port squares a marine has reached by sea in this player turn:
	// each takes one (R27). Always empty in the basic game.
	MarinePorts []maps.Square
	// The optional rules (R30–R33); zero when they are off.
	StartMonth int     // R30, R31: the month game turn 1 fell in (1–12); 0 without a calendar
	Weather    Weather // R30: this month's weather
	Points     [2]int  // R31: the replacement points each side still has in this replacement period
	Refilled   []int   // R31: the cities (Board.Cities) that have taken a rebuilt unit in this period
	Dice       Dice
	Events     []Event
	History    []Action
}

// Clone is a deep copy.
func (s State) Clone() State {
	c := s
	c.Owners = append([]units.Side(nil), s.Owners...)
	c.MarinePorts = append([]maps.Square(nil), s.MarinePorts...)
	c.Refilled = append([]int(nil), s.Refilled...)
	c.Battles = make([]Battle, len(s.Battles))
	for i, b := range s.Battles {
		b.Attackers = append([]int(nil), b.Attackers...)
		b.Defenders = append([]int(nil), b.Defenders...)
		c.Battles[i] = b
	}
	c.Pending.Units = append([]int(nil), s.Pending.Units...)
	c.Dice.Queue = append([]int(nil), s.Dice.Queue...)
	c.Events = make([]Event, len(s.Events))
	for i, e := range s.Events {
		c.Events[i] = e.clone()
	}
	c.History = make([]Action, len(s.History))
	for i, a := range s.History {
		c.History[i] = a.clone()
	}
	return c
}
