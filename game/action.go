package game

import (
	"strconv"
	"strings"

	"taktik/maps"
	"taktik/units"
)

// ActionKind is what an action does.
type ActionKind uint8

const (
	ActNone    ActionKind = iota
	ActPlace              // setup: put Unit on To
	ActRemove             // setup: take Unit off the board
	ActOwn                // setup: City belongs to Side
	ActStart              // setup: the first player turn begins
	ActMove               // movement: Unit to To, by Path or the cheapest way (R11–R13)
	ActEndMove            // movement: end of movement (R20), combat begins
	ActBattle             // combat: declare Attackers against Defenders (R15)
	ActResolve            // combat: roll for battle Index (-1: the next one)
	ActRetreat            // pending retreat: Unit two squares to To (R19); zero To: eliminated
	ActLose               // pending exchange: the attacker loses Attackers (R18)
	ActEndTurn            // combat: end of the player turn (R21, R22)
	ActDice               // queue fixed die rolls
	ActDrop               // paratroop drop (R26, advanced)
	ActSail               // marine landing or invasion (R27, R28, advanced)
	ActNuke               // combat, before any battle is declared: HQ Unit fires at To (R33, optional)
	ActReplace            // pending replacement: rebuild Unit on To; Unit -1: the side is done (R31, optional)
)

var actionWords = [...]string{"", "place", "remove", "own", "start", "move", "endmove", "battle",
	"resolve", "retreat", "lose", "endturn", "dice", "drop", "sail", "nuke", "replace"}

func (k ActionKind) String() string { return actionWords[k] }

// Action is one decision of a player. Only the fields its kind names are used.
type Action struct {
	Kind      ActionKind
	Unit      int           // unit number: Place, Remove, Move, Retreat, Drop, Sail, Nuke, Replace (-1: done)
	To        maps.Square   // Place, Move, Retreat, Drop, Sail, Nuke, Replace
	Path      []maps.Square // Move: the exact squares after the start; Retreat: middle and final
	Attackers []int         // Battle; Lose: the units the attacker gives up
	Defenders []int         // Battle
	Index     int           // Resolve: battle index, -1 for the next unresolved one
	City      int           // Own: index into Board.Cities
	Side      units.Side    // Own
	Rolls     []int         // Dice
}

func (a Action) clone() Action {
	a.Path = append([]maps.Square(nil), a.Path...)
	a.Attackers = append([]int(nil), a.Attackers...)
	a.Defenders = append([]int(nil), a.Defenders...)
	a.Rolls = append([]int(nil), a.Rolls...)
	return a
}

// noSquare marks an unused square: a retreat to it is the elimination of a unit that has
// no way out.
var noSquare maps.Square

// String is the action in the protocol's words; ParseAction reads it back.
func (a Action) String() string {
	var b strings.Builder
	b.WriteString(a.Kind.String())
	word := func(s string) { b.WriteByte(' '); b.WriteString(s) }
	square := func(s maps.Square) { // as maps.Square.String, without fmt: a saved history writes thousands
		var buf [24]byte
		n := strconv.AppendInt(buf[:0], int64(s.Row), 10)
		n = append(n, '-')
		n = strconv.AppendInt(n, int64(s.Col), 10)
		b.WriteByte(' ')
		b.Write(n)
	}
	switch a.Kind {
	case ActPlace, ActDrop, ActSail, ActNuke:
		word(unitID(a.Unit))
		square(a.To)
	case ActReplace:
		if a.Unit < 0 {
			word("done")
		} else {
			word(unitID(a.Unit))
			square(a.To)
		}
	case ActRemove:
		word(unitID(a.Unit))
	case ActOwn:
		word(strconv.Itoa(a.City))
		word(a.Side.String())
	case ActMove, ActRetreat:
		word(unitID(a.Unit))
		switch {
		case a.Kind == ActRetreat && a.To == noSquare:
			word("none")
		case len(a.Path) > 0:
			for _, s := range a.Path {
				square(s)
			}
		default:
			square(a.To)
		}
	case ActBattle:
		word(unitList(a.Attackers))
		word("vs")
		word(unitList(a.Defenders))
	case ActResolve:
		if a.Index >= 0 {
			word(strconv.Itoa(a.Index))
		}
	case ActLose:
		word(unitList(a.Attackers))
	case ActDice:
		for _, r := range a.Rolls {
			word(strconv.Itoa(r))
		}
	}
	return b.String()
}

func unitID(n int) string {
	if n < 0 || n >= NumUnits {
		return "?"
	}
	return catalog[n].ID
}

func unitList(list []int) string {
	ids := make([]string, len(list))
	for i, n := range list {
		ids[i] = unitID(n)
	}
	return strings.Join(ids, ",")
}

// ParseAction reads an action written as the protocol writes it ("move red:inf1 20-28",
// "battle red:inf1,red:arm1 vs blue:inf2", "resolve 0", "retreat blue:inf2 20-31 20-32",
// "retreat blue:inf2 none", "lose red:inf1", "own 3 blue" or "own Rotheim blue",
// "dice 1 6", "nuke red:hq-1a 20-30", "replace red:inf3 10-3", "replace done"). It checks the form and the names; whether the action is legal now is
// Apply's business.
func ParseAction(board *maps.Board, text string) (Action, error) {
	f := strings.Fields(strings.ToLower(text))
	a := Action{Unit: -1, Index: -1}
	if len(f) == 0 {
		return a, refuse("rule.action.action.empty")
	}
	kind := ActNone
	for k, w := range actionWords {
		if k > 0 && w == f[0] {
			kind = ActionKind(k)
		}
	}
	if kind == ActNone {
		return a, refuse("rule.action.not.action", Short(f[0]))
	}
	a.Kind = kind
	args := f[1:]
	need := func(lo, hi int) error {
		if len(args) < lo || (hi >= 0 && len(args) > hi) {
			return refuse("rule.action.wrong.number", Short(text))
		}
		return nil
	}
	var err error
	switch kind {
	case ActStart, ActEndMove, ActEndTurn:
		err = need(0, 0)
	case ActPlace, ActDrop, ActSail, ActNuke:
		if err = need(2, 2); err == nil {
			if a.Unit, err = parseUnit(args[0]); err == nil {
				a.To, err = parseSquare(board, args[1])
			}
		}
	case ActRemove:
		if err = need(1, 1); err == nil {
			a.Unit, err = parseUnit(args[0])
		}
	case ActReplace:
		if len(args) == 1 && args[0] == "done" {
			break
		}
		if err = need(2, 2); err == nil {
			if a.Unit, err = parseUnit(args[0]); err == nil {
				a.To, err = parseSquare(board, args[1])
			}
		}
	case ActOwn:
		if err = need(2, -1); err == nil {
			name := strings.Trim(strings.Join(args[:len(args)-1], " "), `"`)
			a.City, err = parseCity(board, name)
			if err == nil {
				if a.Side, err = units.ParseSide(args[len(args)-1]); err != nil {
					err = refuse("rule.action.not.side", Short(args[len(args)-1]))
				}
			}
		}
	case ActMove, ActRetreat:
		if err = need(2, -1); err == nil {
			a.Unit, err = parseUnit(args[0])
			if err == nil && kind == ActRetreat && len(args) == 2 && args[1] == "none" {
				break
			}
			for _, w := range args[1:] {
				if err != nil {
					break
				}
				var s maps.Square
				s, err = parseSquare(board, w)
				a.Path = append(a.Path, s)
			}
			if err == nil {
				a.To = a.Path[len(a.Path)-1]
				if len(a.Path) == 1 {
					a.Path = nil
				}
			}
		}
	case ActBattle:
		i := indexOf(args, "vs")
		if i < 1 || i == len(args)-1 {
			return a, refuse("rule.action.write.battle")
		}
		if a.Attackers, err = parseUnits(args[:i]); err == nil {
			a.Defenders, err = parseUnits(args[i+1:])
		}
	case ActResolve:
		if err = need(0, 1); err == nil && len(args) == 1 {
			a.Index, err = strconv.Atoi(args[0])
			if err != nil || a.Index < 0 {
				err = refuse("rule.action.not.battle", Short(args[0]))
			}
		}
	case ActLose:
		if err = need(1, -1); err == nil {
			a.Attackers, err = parseUnits(args)
		}
	case ActDice:
		if err = need(1, -1); err == nil {
			for _, w := range args {
				r, e := strconv.Atoi(w)
				if e != nil || r < 1 || r > 6 {
					return a, refuse("rule.action.not.die", Short(w))
				}
				a.Rolls = append(a.Rolls, r)
			}
		}
	}
	return a, err
}

func indexOf(list []string, w string) int {
	for i, x := range list {
		if x == w {
			return i
		}
	}
	return -1
}

func parseUnit(id string) (int, error) {
	n, ok := UnitNumber(id)
	if !ok {
		return -1, refuse("rule.action.not.unit",
			Short(id))
	}
	return n, nil
}

// parseUnits reads comma-separated ids, possibly spread over several words.
func parseUnits(words []string) ([]int, error) {
	var list []int
	for _, id := range strings.Split(strings.Join(words, ","), ",") {
		if id == "" {
			continue
		}
		n, err := parseUnit(id)
		if err != nil {
			return nil, err
		}
		list = append(list, n)
	}
	if len(list) == 0 {
		return nil, refuse("rule.action.name.least")
	}
	return list, nil
}

func parseSquare(board *maps.Board, w string) (maps.Square, error) {
	s, err := maps.ParseSquare(w)
	if err != nil {
		return s, refuse("rule.action.not.square", Short(w))
	}
	if !board.In(s) {
		return s, refuse("rule.action.off.board", s, board.Rows, board.Cols)
	}
	return s, nil
}

// parseCity reads a city's index, its name or any of its squares.
func parseCity(board *maps.Board, name string) (int, error) {
	if k, err := strconv.Atoi(name); err == nil && k >= 0 && k < len(board.Cities) {
		return k, nil
	}
	if c := board.City(name); c != nil {
		for k := range board.Cities {
			if &board.Cities[k] == c {
				return k, nil
			}
		}
	}
	return -1, refuse("rule.action.not.city", Short(name))
}
