package engine

import (
	"fmt"
	"sort"
	"strings"

	"taktik/game"
)

// need is what a command requires before it can run.
type need uint8

const (
	needNothing need = iota
	needBoard        // the map (board, square, new, load)
	needGame         // a game started with new or load
)

// command is one protocol command: its words for help and errors, and its handler.
type command struct {
	name     string
	args     string // the argument pattern shown by help: "UNIT SQUARE…"
	wants    string // the arguments in words, for errors: "a unit and a square"
	example  string // a complete line that works in a typical position
	min, max int    // how many words may follow the name; max -1 for any number
	needs    need
	what     string // what it does, one line for help
	run      func(s *Session, c call) *reply
}

// NewWords is how many options `new` takes: each of its keys once (mode, seed, first,
// setup, weather, supply, replacements, nuclear, shortreplacements, shortcorps,
// evenreplacements, turnlimit).
const NewWords = 12

// commands is the protocol (docs/protocol.md) in the order help lists it, plus help, legal
// and undo, which the specification allows as additions.
var commands []command

func init() {
	commands = []command{
		{"new", "[mode=basic|advanced] [seed=N] [first=red|blue] [setup=auto|empty|hand] [weather=on] [supply=on] [replacements=on] [nuclear=on] [shortreplacements=on] [shortcorps=N] [evenreplacements=on] [turnlimit=N]",
			"options written key=value", "new mode=basic seed=7 setup=auto", 0, NewWords, needBoard,
			"start a game", (*Session).cmdNew},
		{"place", "UNIT SQUARE", "a unit and a square", "place red:inf1 20-27", 2, 2, needGame,
			"setup: put a unit on a square", (*Session).cmdPlace},
		{"remove", "UNIT", "a unit", "remove red:inf1", 1, 1, needGame,
			"setup: take a unit off the board", (*Session).cmdRemove},
		{"own", "CITY SIDE", "a city (its name or one of its squares) and a side", "own 23-43 red", 2, -1, needGame,
			"setup: give a city to a side", (*Session).cmdOwn},
		{"start", "", "", "start", 0, 0, needGame,
			"setup: begin the first player turn", (*Session).cmdStart},
		{"status", "", "", "status", 0, 0, needGame,
			"turn, month, weather, side to move, phase, pending decision, winner", (*Session).cmdStatus},
		{"units", "[SIDE]", "at most a side", "units red", 0, 1, needGame,
			"every unit, or one side's: where it stands and what it can still do", (*Session).cmdUnits},
		{"board", "", "", "board", 0, 0, needBoard,
			"the map as data: terrain, rivers, roads, cities, beaches, bivouacs", (*Session).cmdBoard},
		{"square", "SQUARE", "a square", "square 20-28", 1, 1, needBoard,
			"what lies on one square", (*Session).cmdSquare},
		{"reach", "UNIT", "a unit", "reach red:inf1", 1, 1, needGame,
			"the squares a unit can end its move on, with the cost in thirds", (*Session).cmdReach},
		{"move", "UNIT SQUARE…", "a unit and a square", "move red:inf1 20-28", 2, -1, needGame,
			"move a unit by the cheapest way, or along the squares given", (*Session).cmdMove},
		{"drop", "UNIT SQUARE", "a paratroop unit and a square", "drop red:para1 20-30", 2, 2, needGame,
			"paratroop drop (R26)", (*Session).cmdDrop},
		{"sail", "UNIT SQUARE", "a unit and a port or beach square", "sail red:mar1 30-20", 2, 2, needGame,
			"marine landing or invasion by sea; in combat, a marine back to port after its attack (R27, R28)", (*Session).cmdSail},
		{"endmove", "", "", "endmove", 0, 0, needGame,
			"end the movement phase; lists the contacts that must fight", (*Session).cmdEndMove},
		{"odds", "A1,A2… vs D1,D2…", "attackers, the word vs, and defenders", "odds red:inf1,red:arm1 vs blue:inf1", 3, -1, needGame,
			"preview a battle's odds and outcomes; changes nothing", (*Session).cmdOdds},
		{"battle", "A1,A2… vs D1,D2…", "attackers, the word vs, and defenders", "battle red:inf1 vs blue:inf1", 3, -1, needGame,
			"declare a battle (R15)", (*Session).cmdBattle},
		{"nuke", "HQ SQUARE", "an HQ and the target square", "nuke red:hq-1c 20-30", 2, 2, needGame,
			"fire an HQ's nuclear weapon (R33)", (*Session).cmdNuke},
		{"replace", "UNIT SQUARE | done", "an eliminated unit and a square, or done", "replace red:inf1 10-3", 1, 2, needGame,
			"replacements: rebuild an eliminated unit on a square, or end (R31)", (*Session).cmdReplace},
		{"dice", "N…", "one or more die rolls from 1 to 6", "dice 1 6", 1, -1, needGame,
			"queue fixed die rolls, used before the random ones", (*Session).cmdDice},
		{"resolve", "[INDEX]", "at most a battle number", "resolve 0", 0, 1, needGame,
			"roll for the next declared battle, or the one given", (*Session).cmdResolve},
		{"retreat", "UNIT SQUARE [SQUARE]", "a unit and its final square (or the middle and the final square)", "retreat blue:inf1 20-31", 2, 3, needGame,
			"retreat a beaten unit two squares (R19)", (*Session).cmdRetreat},
		{"lose", "UNIT,UNIT…", "the attacking units to give up", "lose red:inf1", 1, -1, needGame,
			"the attacker's choice of exchange losses (R18)", (*Session).cmdLose},
		{"auto", "", "", "auto", 0, 0, needGame,
			"answer the pending decision (retreat, exchange, replacements) as the computer would", (*Session).cmdAuto},
		{"endturn", "", "", "endturn", 0, 0, needGame,
			"end the combat phase and the player turn", (*Session).cmdEndTurn},
		{"ai", "[LEVEL]", "at most a level: random, easy, medium, hard or expert", "ai hard", 0, 1, needGame,
			"the computer plays the side to move to the end of its player turn", (*Session).cmdAI},
		{"legal", "", "", "legal", 0, 0, needGame,
			"the legal actions of the side that must act, as command lines", (*Session).cmdLegal},
		{"undo", "", "", "undo", 0, 0, needGame,
			"take back the last move or declaration since the last die roll", (*Session).cmdUndo},
		{"history", "", "", "history", 0, 0, needGame,
			"every action so far with the turn, side and phase it was taken in", (*Session).cmdHistory},
		{"goto", "N|end", "a position: the number of actions from 0, or end", "goto 12", 1, 1, needGame,
			"show the position after action N of the history; changes nothing", (*Session).cmdGoto},
		{"save", "FILE", "a file name", "save game.json", 1, -1, needGame,
			"write the game to a file", (*Session).cmdSave},
		{"load", "FILE", "a file name", "load game.json", 1, -1, needBoard,
			"read a saved game; a damaged file changes nothing", (*Session).cmdLoad},
		{"state", "", "", "state", 0, 0, needGame,
			"the whole game state as JSON, in the save format", (*Session).cmdState},
		{"help", "[COMMAND]", "at most a command name", "help move", 0, 1, needNothing,
			"list the commands, or explain one", (*Session).cmdHelp},
		{"quit", "", "", "quit", 0, 0, needNothing,
			"end the session", func(*Session, call) *reply { return okReply() }},
	}
}

// lookup finds a command by its (lower-case) name.
func lookup(name string) *command {
	for k := range commands {
		if commands[k].name == name {
			return &commands[k]
		}
	}
	return nil
}

// checkCount refuses too few or too many words, showing the right form.
func (c *command) checkCount(n int) error {
	switch {
	case n < c.min:
		return fmt.Errorf("%s needs %s: %s", c.name, c.wants, c.example)
	case c.max >= 0 && n > c.max && c.max == 0:
		return fmt.Errorf("%s takes no arguments: write just %s", c.name, c.name)
	case c.max >= 0 && n > c.max:
		return fmt.Errorf("%s takes %s, and no more: %s", c.name, c.wants, c.example)
	}
	return nil
}

// usage is the command's form: "move UNIT SQUARE…".
func (c *command) usage() string {
	if c.args == "" {
		return c.name
	}
	return c.name + " " + c.args
}

// unknownCommand names the commands closest to a mistyped one.
func unknownCommand(word string) error {
	w := strings.ToLower(word)
	type near struct {
		name string
		d    int
	}
	var list []near
	if len(w) > 20 { // no command is that long; the distance to one says nothing
		return fmt.Errorf("unknown command %q: try new, status, move, battle, resolve, endturn … (help lists them all; see docs/protocol.md)", game.Short(word))
	}
	for _, c := range commands {
		if d := editDistance(w, c.name); d <= 2 || (len(w) >= 3 && strings.HasPrefix(c.name, w)) {
			list = append(list, near{c.name, d})
		}
	}
	sort.SliceStable(list, func(i, j int) bool { return list[i].d < list[j].d })
	if len(list) == 0 {
		return fmt.Errorf("unknown command %q: try new, status, move, battle, resolve, endturn … (help lists them all; see docs/protocol.md)", game.Short(word))
	}
	names := make([]string, len(list))
	for i, n := range list {
		names[i] = n.name
	}
	return fmt.Errorf("unknown command %q: did you mean %s? (help lists them all; see docs/protocol.md)", word, strings.Join(names, " or "))
}

// editDistance is the Levenshtein distance between two short words.
func editDistance(a, b string) int {
	ra, rb := []rune(a), []rune(b)
	prev := make([]int, len(rb)+1)
	cur := make([]int, len(rb)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(ra); i++ {
		cur[0] = i
		for j := 1; j <= len(rb); j++ {
			cost := 1
			if ra[i-1] == rb[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev, cur = cur, prev
	}
	return prev[len(rb)]
}

// cmdHelp lists the commands, or shows one.
func (s *Session) cmdHelp(c call) *reply {
	type entry struct {
		Command string `json:"command"`
		What    string `json:"what"`
		Example string `json:"example"`
	}
	if len(c.args) == 1 {
		cmd := lookup(strings.ToLower(c.args[0]))
		if cmd == nil {
			return fail(unknownCommand(c.args[0]))
		}
		return okReply().set("commands", []entry{{cmd.usage(), cmd.what, cmd.example}})
	}
	list := make([]entry, len(commands))
	for k := range commands {
		list[k] = entry{commands[k].usage(), commands[k].what, commands[k].example}
	}
	return okReply().set("commands", list)
}
