package game

import (
	"strconv"
	"strings"

	"taktik/units"
)

// Mode is the rule level.
type Mode uint8

const (
	Basic    Mode = iota // the basic game, R1–R22
	Advanced             // terrain, special operations, fixed deployment, R23–R29
)

func (m Mode) String() string {
	if m == Advanced {
		return "advanced"
	}
	return "basic"
}

// SetupMode says how a new game puts the units on the board.
type SetupMode uint8

const (
	SetupAuto SetupMode = iota // a legal deployment from the seed, then play begins
	// SetupEmpty is the test-position mode: an empty board in the setup phase where
	// `place` puts a unit on any land square and `own` gives a city to a side, so that
	// tests, the tutorial and the protocol can build any position. Legal still offers
	// only the placements R9 allows.
	SetupEmpty
	// SetupHand is the deployment by hand (R9, R29): an empty board in the setup phase
	// where `place` accepts only the squares Legal offers (the side's bivouac squares,
	// never a city; in the advanced game the formation's own area) and `own` is refused.
	SetupHand
)

var setupNames = [...]string{"auto", "empty", "hand"}

func (s SetupMode) String() string {
	if int(s) < len(setupNames) {
		return setupNames[s]
	}
	return "auto"
}

// position reports whether the setup phase builds a test position (SetupEmpty): placing
// anywhere on land and giving cities away are allowed.
func (o Options) position() bool { return o.Setup == SetupEmpty }

// Options are the choices made when a game starts. They are saved with it and, with the
// action history, replay it exactly.
// MaxShortCorps is the most infantry divisions the short game takes out of a corps (R34).
const MaxShortCorps = 5

type Options struct {
	Mode         Mode
	Seed         uint64
	First        units.Side // who moves first (R9, R10)
	Setup        SetupMode
	Weather      bool // R30
	Supply       bool // R32
	Replacements bool // R31
	Nuclear      bool // R33
	TurnLimit    int  // 0 for none; else the game ends after this game turn (R22)
	// Scenario names a first scenario (Scenarios): its units, objective and turn limit
	// replace the deployment and R22's cities; "" for the whole continent.
	Scenario string

	// The short game (R34): ShortReplacements leaves the replacement units (the
	// REPLACEMENT formation) out of the game; ShortCorps takes that many infantry
	// divisions (0–5, the highest-numbered) out of each corps.
	ShortReplacements bool
	ShortCorps        int

	// EvenReplacements is a house rule beside R31, not the rulebook's: each side gets at
	// most EvenReplacementCap points a period, where the rulebook gives Red 7 and Blue 5.
	// It only counts with Replacements on.
	EvenReplacements bool

	// Players says who commands each side, by units.Side: "" or "person", or a computer
	// strength the desktop game and the AI understand ("rekrut", "offizier", "general",
	// "feldmarschall", "random"). The rules never read it; it is saved so that Continue and Load bring
	// back the same opponents, and it is not part of the position's hash.
	Players [2]string
}

// check refuses options that make no game.
func (o Options) check() error {
	switch {
	case o.Setup > SetupHand:
		return refuse("rule.options.no.setup", o.Setup)
	case o.Mode != Basic && o.Mode != Advanced:
		return refuse("rule.options.no.rule", o.Mode)
	case o.ShortCorps < 0 || o.ShortCorps > MaxShortCorps:
		return refuse("rule.options.shortcorps.takes", // R34
			o.ShortCorps)
	case o.TurnLimit < 0:
		return refuse("rule.options.turn.limit")
	}
	return nil
}

// calendar reports whether the game keeps months: the weather (R30) and the
// replacements (R31) need them.
func (o Options) calendar() bool { return o.Weather || o.Replacements }

// optional reports whether any optional rule (R30–R34) is in play: only then do the
// hash and the saved game carry their state, so that other games keep theirs.
func (o Options) optional() bool {
	return o.Weather || o.Supply || o.Replacements || o.Nuclear || o.ShortReplacements || o.ShortCorps > 0
}

// Switch is a rule a game is played with or without: its word in the protocol's `new`
// (weather=on) and, for the rulebook's optional rules (Optional), in a scenario file's
// "optional" list and the editor's form; Of is where Options keeps it. One table, so
// that the protocol, the scenario files and the editor name the same rules alike.
type Switch struct {
	Word     string
	Optional bool // one of the rulebook's optional rules (R30–R33)
	Of       func(*Options) *bool
}

// Switches are the rules switched on or off, the optional rules first in the rulebook's
// order of the New game form.
var Switches = []Switch{
	{"weather", true, func(o *Options) *bool { return &o.Weather }},           // R30
	{"supply", true, func(o *Options) *bool { return &o.Supply }},             // R32
	{"replacements", true, func(o *Options) *bool { return &o.Replacements }}, // R31
	{"nuclear", true, func(o *Options) *bool { return &o.Nuclear }},           // R33
	{"shortreplacements", false, func(o *Options) *bool { return &o.ShortReplacements }},
	{"evenreplacements", false, func(o *Options) *bool { return &o.EvenReplacements }},
}

// SwitchNamed is the switch with a word.
func SwitchNamed(word string) (Switch, bool) {
	for _, sw := range Switches {
		if sw.Word == word {
			return sw, true
		}
	}
	return Switch{}, false
}

// OptionalRules are the optional rules' words, as a scenario file names them.
func OptionalRules() []string {
	var w []string
	for _, sw := range Switches {
		if sw.Optional {
			w = append(w, sw.Word)
		}
	}
	return w
}

// ParseOptions reads the protocol's `new` words: mode=basic|advanced seed=N
// first=red|blue setup=auto|empty|hand weather=on supply=on replacements=on nuclear=on
// shortreplacements=on shortcorps=N turnlimit=N evenreplacements=on (a house rule). Missing words keep their zero value
// (basic, seed 0, Red first, auto, no optional rule).
func ParseOptions(words []string) (Options, error) {
	var o Options
	for _, w := range words {
		key, val, ok := strings.Cut(strings.ToLower(w), "=")
		if !ok {
			return o, refuse("rule.options.not.option", Short(w))
		}
		bad := func() error {
			return refuse("rule.options.option.not", Short(key), Short(val))
		}
		switch key {
		case "mode":
			switch val {
			case "basic":
				o.Mode = Basic
			case "advanced":
				o.Mode = Advanced
			default:
				return o, bad()
			}
		case "seed":
			n, err := strconv.ParseUint(val, 10, 64)
			if err != nil {
				return o, bad()
			}
			o.Seed = n
		case "first":
			s, err := units.ParseSide(val)
			if err != nil {
				return o, bad()
			}
			o.First = s
		case "setup":
			switch val {
			case "auto":
				o.Setup = SetupAuto
			case "empty":
				o.Setup = SetupEmpty
			case "hand":
				o.Setup = SetupHand
			default:
				return o, bad()
			}
		case "turnlimit":
			n, err := strconv.Atoi(val)
			if err != nil || n < 0 {
				return o, bad()
			}
			o.TurnLimit = n
		case "scenario":
			if _, ok := FindScenario(val); !ok {
				return o, bad()
			}
			o.Scenario = val
		case "shortcorps":
			n, err := strconv.Atoi(val)
			if err != nil || n < 0 || n > MaxShortCorps {
				return o, bad()
			}
			o.ShortCorps = n
		default:
			sw, ok := SwitchNamed(key)
			if !ok {
				return o, refuse("rule.options.not.option.new", Short(key))
			}
			switch val {
			case "on", "true", "1", "yes":
				*sw.Of(&o) = true
			case "off", "false", "0", "no":
				*sw.Of(&o) = false
			default:
				return o, bad()
			}
		}
	}
	return o, nil
}

// Words is the inverse of ParseOptions: every option as key=value.
func (o Options) Words() []string {
	w := append(o.basicWords(), "shortreplacements="+onOff(o.ShortReplacements), "shortcorps="+strconv.Itoa(o.ShortCorps),
		"evenreplacements="+onOff(o.EvenReplacements))
	if o.Scenario != "" {
		w = append(w, "scenario="+o.Scenario)
	}
	return w
}

func onOff(b bool) string {
	if b {
		return "on"
	}
	return "off"
}

// hashWords are the words the position's hash reads: the short game's only when it is
// played, and the house rule's only when it is on, so that the hashes of every other
// game stay what they were.
func (o Options) hashWords() []string {
	w := o.basicWords()
	if o.ShortReplacements || o.ShortCorps > 0 || o.Scenario != "" {
		w = append(w, "shortreplacements="+onOff(o.ShortReplacements), "shortcorps="+strconv.Itoa(o.ShortCorps))
	}
	if o.EvenReplacements {
		w = append(w, "evenreplacements=on")
	}
	if o.Scenario != "" {
		w = append(w, "scenario="+o.Scenario)
	}
	return w
}

// basicWords are the options every game had before the short game (R34) came.
func (o Options) basicWords() []string {
	return []string{
		"mode=" + o.Mode.String(),
		"seed=" + strconv.FormatUint(o.Seed, 10),
		"first=" + o.First.String(),
		"setup=" + o.Setup.String(),
		"weather=" + onOff(o.Weather),
		"supply=" + onOff(o.Supply),
		"replacements=" + onOff(o.Replacements),
		"nuclear=" + onOff(o.Nuclear),
		"turnlimit=" + strconv.Itoa(o.TurnLimit),
	}
}
