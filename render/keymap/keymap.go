// Package keymap is the one table of the game's keys: which key gives which command, and
// the F1 legend's lines drawn from it. Letters are bound by what the key types on the
// player's keyboard, not by where it sits on a US one: on a German keyboard the key
// labelled Z (the US Y position) gives the Z command, on a French one Q and A are where
// the labels say. Keys that are about place, not letter (W A S D to pan), stay where
// they are and the legend shows what they type there. The package draws nothing and
// reads no device, so the table is tested without a display; render/input asks it.
package keymap

import (
	"strings"

	"taktik/render/lang"
)

// Command is something a key asks for.
type Command int

const (
	None Command = iota
	Zoom
	ZoomIn
	ZoomOut
	Pan
	PanLeft
	PanRight
	PanUp
	PanDown
	Fit
	Tip
	Full
	FullWeb
	Menu
	Help
	CRT
	Terrain
	Weather
	Threat
	Back
	Save
	Quit
	Select
	Next
	Move
	Op
	Undo
	EndMove
	Battle
	Declare
	Plan
	Advise
	Nuke
	Roll
	EndTurn
	Cancel
	Skip

	// the replay viewer
	StepBack
	StepOn
	PhaseBack
	PhaseOn
	TurnBack
	TurnOn
	First
	Last
	Play
	Charts
	Leave

	// long pages and lists: the rules, the Load list, the log
	PageBack
	PageOn
	PartBack
	PartOn
	Delete

	// the menus and forms
	FocusBack
	FocusOn
	ChoiceBack
	ChoiceOn
	Confirm
	Press
	Erase
	Paste
)

// Where is the part of the game a key is read in: a key gives one command in each.
type Where int

const (
	OnBoard  Where = iota // the board in a game
	InViewer              // the replay viewer
	InPages               // the rules' pages, the Load list, the log
	InMenus               // the menus, the forms and their questions
)

// Binding is one line of the table.
type Binding struct {
	Command Command
	Letters string   // the letters whose key gives the command, as the player's layout types them
	Keys    []string // keys by their place (Ebitengine's names by US position: "Tab", "F1", "W")
	Ctrl    bool     // with Control (the Mac's Command)
	Repeat  bool     // repeats while held
	Held    bool     // acts while held (panning)
	Line    string   // the legend's line ("help.zoom": keys "help.k.zoom", action "help.a.zoom"); "" for none
	Column  int      // the legend's column: 0 looks around, 1 gives orders
	Also    string   // the catalog key of what else gives the command (the mouse), written first
	After   string   // the catalog key of a remark written after the keys ("in combat")
	With    Command  // a command whose keys the line writes after its own (→ after ←)
	Where   Where    // where the key is read
}

// Table is every key the board knows, in the legend's order. Commands with several
// lines (undo by letter and by Ctrl+Z) share the first line's legend.
var Table = []Binding{
	{Command: Zoom, Line: "help.zoom", Also: "help.k.zoom"},
	{Command: ZoomIn, Letters: "+=", Keys: []string{"NumpadAdd"}, Repeat: true},
	{Command: ZoomOut, Letters: "-", Keys: []string{"NumpadSubtract"}, Repeat: true},
	{Command: Pan, Line: "help.pan", Also: "help.k.pan", Keys: []string{"W", "A", "S", "D"}},
	{Command: PanLeft, Keys: []string{"ArrowLeft", "A"}, Held: true},
	{Command: PanRight, Keys: []string{"ArrowRight", "D"}, Held: true},
	{Command: PanUp, Keys: []string{"ArrowUp", "W"}, Held: true},
	{Command: PanDown, Keys: []string{"ArrowDown", "S"}, Held: true},
	{Command: Fit, Keys: []string{"Home", "Digit0", "Numpad0"}, Line: "help.fit"},
	{Command: Tip, Line: "help.tip", Also: "help.k.tip"},
	{Command: Full, Keys: []string{"F11"}, Line: "help.full", After: "help.k.full"},
	{Command: FullWeb, Keys: []string{"F11"}, Line: "help.fullweb"},
	{Command: Menu, Keys: []string{"Escape"}, Line: "help.menu"},
	{Command: Help, Keys: []string{"F1"}, Line: "help.help"},
	{Command: CRT, Letters: "k", Line: "play.help.crt"},
	{Command: Terrain, Letters: "g", Line: "play.help.terrain"},
	{Command: Weather, Letters: "m", Line: "play.help.weather"},
	{Command: Threat, Letters: "t", Line: "play.help.threat"},
	{Command: Back, Letters: "b", Line: "play.help.back"},
	{Command: Save, Letters: "s", Ctrl: true, Line: "play.help.save"},
	{Command: Quit, Letters: "q", Ctrl: true, Line: "play.help.quit"},
	{Command: Select, Line: "play.help.select", Column: 1, Also: "play.help.k.select"},
	{Command: Next, Letters: "n", Keys: []string{"Tab"}, Line: "play.help.next", Column: 1},
	{Command: Move, Line: "play.help.move", Column: 1, Also: "play.help.k.move"},
	{Command: Op, Line: "play.help.op", Column: 1, Also: "play.help.k.op"},
	{Command: Undo, Letters: "u", Keys: []string{"Backspace"}, Line: "play.help.undo", Column: 1},
	{Command: Undo, Letters: "z", Ctrl: true},
	{Command: EndMove, Letters: "e", Line: "play.help.endmove", Column: 1},
	{Command: Battle, Line: "play.help.battle", Column: 1, Also: "play.help.k.battle"},
	{Command: Declare, Keys: []string{"Enter", "NumpadEnter"}, Line: "play.help.declare", Column: 1},
	{Command: Plan, Letters: "p", Line: "play.help.plan", Column: 1},
	{Command: Advise, Letters: "h", Line: "play.help.advice", Column: 1},
	{Command: Nuke, Letters: "f", Line: "play.help.nuke", Column: 1},
	{Command: Roll, Letters: "r", Line: "play.help.roll", Column: 1},
	{Command: EndTurn, Letters: "e", Line: "play.help.endturn", Column: 1, After: "play.help.k.endturn"},
	{Command: Cancel, Keys: []string{"Escape"}, Line: "play.help.cancel", Column: 1, Also: "play.help.k.cancel"},
	{Command: Skip, Keys: []string{"Space"}, Line: "play.help.skip", Column: 1, After: "play.help.k.skip"},
	// the replay viewer
	{Command: Leave, Keys: []string{"Escape"}, Where: InViewer}, // back where it was opened: the menu's Esc
	{Command: StepBack, Keys: []string{"ArrowLeft"}, Repeat: true, Line: "replay.help.step", With: StepOn, Where: InViewer},
	{Command: StepOn, Keys: []string{"ArrowRight"}, Repeat: true, Where: InViewer},
	{Command: PhaseBack, Keys: []string{"PageUp"}, Repeat: true, Line: "replay.help.phase", With: PhaseOn, Where: InViewer},
	{Command: PhaseOn, Keys: []string{"PageDown"}, Repeat: true, Where: InViewer},
	{Command: TurnBack, Keys: []string{"ArrowUp"}, Repeat: true, Line: "replay.help.turn", With: TurnOn, After: "replay.help.k.turn", Where: InViewer},
	{Command: TurnOn, Keys: []string{"ArrowDown"}, Repeat: true, Where: InViewer},
	{Command: First, Keys: []string{"Home"}, Line: "replay.help.ends", With: Last, Where: InViewer},
	{Command: Last, Keys: []string{"End"}, Where: InViewer},
	{Command: Play, Keys: []string{"Space"}, Line: "replay.help.play", Where: InViewer},
	{Command: Charts, Letters: "c", Line: "replay.help.charts", Where: InViewer},
	// long pages and lists
	{Command: PageBack, Keys: []string{"PageUp"}, Repeat: true, Line: "help.pages", With: PageOn, Column: 1, Where: InPages},
	{Command: PageOn, Keys: []string{"PageDown"}, Repeat: true, Where: InPages},
	{Command: First, Keys: []string{"Home"}, Line: "help.ends", With: Last, Column: 1, Where: InPages},
	{Command: Last, Keys: []string{"End"}, Where: InPages},
	{Command: PartBack, Keys: []string{"ArrowLeft"}, Repeat: true, Line: "help.parts", With: PartOn, Column: 1, Where: InPages},
	{Command: PartBack, Keys: []string{"PageUp"}, Ctrl: true, Repeat: true, Where: InPages},
	{Command: PartOn, Keys: []string{"ArrowRight"}, Repeat: true, Where: InPages},
	{Command: PartOn, Keys: []string{"PageDown"}, Ctrl: true, Repeat: true, Where: InPages},
	{Command: Delete, Keys: []string{"Delete"}, Line: "help.delete", Column: 1, Where: InPages},
	// the menus and forms: Enter and Space press the button in focus, Esc goes back
	{Command: FocusBack, Keys: []string{"ArrowUp"}, Repeat: true, Line: "help.menus", With: FocusOn, Column: 1, Where: InMenus},
	{Command: FocusOn, Keys: []string{"ArrowDown", "Tab"}, Repeat: true, Where: InMenus},
	{Command: ChoiceBack, Keys: []string{"ArrowLeft"}, Repeat: true, Line: "help.choices", With: ChoiceOn, After: "help.k.choices", Column: 1, Where: InMenus},
	{Command: ChoiceOn, Keys: []string{"ArrowRight"}, Repeat: true, Where: InMenus},
	{Command: Confirm, Keys: []string{"Enter", "NumpadEnter"}, Where: InMenus},
	{Command: Press, Keys: []string{"Space"}, Where: InMenus},
	{Command: Leave, Keys: []string{"Escape"}, Where: InMenus},
	{Command: Erase, Keys: []string{"Backspace"}, Repeat: true, Where: InMenus},
	{Command: Paste, Letters: "v", Ctrl: true, Line: "help.paste", Column: 1, Where: InMenus},
}

// Layout says what the key at a US position types on the player's keyboard ("z" for the
// position "Y" on a German one), "" when it does not know: Ebitengine's KeyName, or a
// test's table. A nil Layout is the US one.
type Layout func(pos string) string

// Typed is what the key at position pos types on layout l, in lower case: the layout's
// own answer when it gives a single character, else the US letter of a letter key, else
// "".
func Typed(pos string, l Layout) string {
	if l != nil {
		if s := []rune(strings.ToLower(l(pos))); len(s) == 1 {
			return string(s)
		}
	}
	if len(pos) == 1 && pos[0] >= 'A' && pos[0] <= 'Z' {
		return strings.ToLower(pos)
	}
	return usSigns[pos]
}

// usSigns are what the US keyboard's sign keys type, for a Layout that does not know.
var usSigns = map[string]string{"Equal": "=", "Minus": "-", "Slash": "/", "Comma": ",", "Period": ".", "Semicolon": ";"}

// Means reports whether binding b is given by the key at position pos with Control held
// or not, on layout l: a letter by what the key types, a named key by its place.
func (b Binding) Means(pos string, ctrl bool, l Layout) bool {
	if b.Ctrl != ctrl && !b.Held {
		return false
	}
	for _, k := range b.Keys {
		if k == pos {
			return true
		}
	}
	t := Typed(pos, l)
	return t != "" && strings.Contains(b.Letters, t)
}

// For lists the bindings of command c.
func For(c Command) []Binding {
	var list []Binding
	for _, b := range Table {
		if b.Command == c {
			list = append(list, b)
		}
	}
	return list
}

// Lines are the legend's lines of one column, in the table's order.
func Lines(column int, browser bool) []Binding {
	var list []Binding
	for _, b := range Table {
		switch {
		case b.Line == "" || b.Column != column:
		case browser && (b.Command == Full || b.Command == Quit):
			// F11 is the browser's own full screen (FullWeb says so); a page is closed, not quit
		case !browser && b.Command == FullWeb:
		default:
			list = append(list, b)
		}
	}
	return list
}

// Legend is how the F1 legend writes the keys of line b on layout l: the mouse first,
// then every binding of the command ("U, Backspace, Ctrl+Z"), then any remark.
func Legend(b Binding, l Layout) string {
	var parts []string
	if b.Also != "" {
		parts = append(parts, lang.T(b.Also))
	}
	if b.Command == Pan { // the four keys as one group, as they type on this layout
		var ks []string
		for _, k := range b.Keys {
			ks = append(ks, strings.ToUpper(Typed(k, l)))
		}
		parts = append(parts, lang.T("key.arrows"), strings.Join(ks, " "))
	} else {
		for _, o := range For(b.Command) {
			if o.Where == b.Where {
				parts = append(parts, keyNames(o)...)
			}
		}
		for _, o := range For(b.With) {
			if b.With != None && o.Where == b.Where {
				parts = append(parts, keyNames(o)...)
			}
		}
	}
	s := strings.Join(parts, ", ")
	if b.After != "" {
		s += " " + lang.T(b.After)
	}
	return s
}

// Key is the first key of command c as a menu names it beside its entry ("K",
// "Strg+S"), "" for a command no key gives.
func Key(c Command) string {
	for _, b := range For(c) {
		if names := keyNames(b); len(names) > 0 {
			return names[0]
		}
	}
	return ""
}

// keyNames are the names of one binding's keys: its letters as the keyboard labels
// them, then its named keys, each behind "Ctrl+" when it needs Control.
func keyNames(b Binding) []string {
	var names []string
	for _, r := range b.Letters {
		names = append(names, strings.ToUpper(string(r)))
	}
	for _, k := range b.Keys {
		if k == "NumpadAdd" || k == "NumpadSubtract" || k == "NumpadEnter" || k == "Numpad0" {
			continue // the legend names the main key; the keypad's twin needs no line
		}
		names = append(names, keyName(k))
	}
	if b.Ctrl {
		for i := range names {
			names[i] = lang.T("key.ctrl") + "+" + names[i]
		}
	}
	return names
}

// keyName is a named key as the legend writes it in the player's language.
func keyName(k string) string {
	switch k {
	case "Equal":
		return "+"
	case "Minus":
		return "−"
	case "Digit0":
		return "0"
	case "Escape", "Enter", "Tab", "Backspace", "Space", "Home", "End", "PageUp", "PageDown", "Delete":
		return lang.T("key." + strings.ToLower(k))
	case "ArrowLeft":
		return "←"
	case "ArrowRight":
		return "→"
	case "ArrowUp":
		return "↑"
	case "ArrowDown":
		return "↓"
	}
	return k
}

// ActionKey is the catalog key of what line b does: "help.zoom" reads "help.a.zoom".
func ActionKey(b Binding) string {
	i := strings.LastIndexByte(b.Line, '.')
	return b.Line[:i] + ".a" + b.Line[i:]
}
