package keymap

import (
	"testing"

	"taktik/render/lang"
)

// layouts: what some keys type (by their US position) on three keyboards.
var (
	qwertz = map[string]string{"Y": "z", "Z": "y", "Equal": "´", "Minus": "ß", "Slash": "-", "BracketRight": "+", "Semicolon": "ö"}
	azerty = map[string]string{"Q": "a", "A": "q", "W": "z", "Z": "w", "M": ",", "Semicolon": "m", "Equal": "=", "Digit6": "-"}
)

func layout(m map[string]string) Layout {
	return func(pos string) string { return m[pos] }
}

// means reports the commands a key press gives on the board, checking every binding.
func means(pos string, ctrl bool, l Layout) []Command { return meansIn(OnBoard, pos, ctrl, l) }

// meansIn reports the commands a key press gives in one part of the game.
func meansIn(w Where, pos string, ctrl bool, l Layout) []Command {
	var list []Command
	for _, b := range Table {
		if !b.Held && b.Where == w && b.Means(pos, ctrl, l) {
			list = append(list, b.Command)
		}
	}
	return list
}

func has(list []Command, c Command) bool {
	for _, x := range list {
		if x == c {
			return true
		}
	}
	return false
}

// TestKeysFollowTheLabels: a command bound to a letter comes from the key that types that
// letter on the player's keyboard, wherever it sits: on German QWERTZ the key labelled Z
// (the US Y position) with Ctrl takes back, the one labelled Y does not; on French
// AZERTY the key labelled Q (US A) with Ctrl quits and the one labelled M (US ;) opens
// the weather. Keys that are about place (W A S D) stay where they are.
func TestKeysFollowTheLabels(t *testing.T) {
	cases := []struct {
		name   string
		l      Layout
		pos    string
		ctrl   bool
		want   Command
		wantNo bool // the key must not give the command
	}{
		{"US: Ctrl+Z takes back", nil, "Z", true, Undo, false},
		{"QWERTZ: the key labelled Z", layout(qwertz), "Y", true, Undo, false},
		{"QWERTZ: the key labelled Y", layout(qwertz), "Z", true, Undo, true},
		{"QWERTZ: + zooms in", layout(qwertz), "BracketRight", false, ZoomIn, false},
		{"QWERTZ: ´ does not zoom", layout(qwertz), "Equal", false, ZoomIn, true},
		{"QWERTZ: − zooms out", layout(qwertz), "Slash", false, ZoomOut, false},
		{"QWERTZ: ß does not zoom", layout(qwertz), "Minus", false, ZoomOut, true},
		{"US: = zooms in", nil, "Equal", false, ZoomIn, false},
		{"AZERTY: the key labelled Q quits", layout(azerty), "A", true, Quit, false},
		{"AZERTY: the key labelled A does not", layout(azerty), "Q", true, Quit, true},
		{"AZERTY: the key labelled M", layout(azerty), "Semicolon", false, Weather, false},
		{"AZERTY: the key labelled ,", layout(azerty), "M", false, Weather, true},
		{"AZERTY: T shows the threat", layout(azerty), "T", false, Threat, false},
		{"US: T shows the threat", nil, "T", false, Threat, false},
		{"US: G the terrain", nil, "G", false, Terrain, false},
		{"Tab: by place", layout(qwertz), "Tab", false, Next, false},
		{"a letter without Ctrl is not Ctrl+letter", nil, "S", false, Save, true},
	}
	for _, c := range cases {
		got := means(c.pos, c.ctrl, c.l)
		if has(got, c.want) == c.wantNo {
			t.Errorf("%s: key %s (ctrl %v) gives %v; want command %d given: %v", c.name, c.pos, c.ctrl, got, c.want, !c.wantNo)
		}
	}
	// panning is by place: on AZERTY the key at W (labelled Z) pans up
	up := For(PanUp)[0]
	if !up.Means("W", false, layout(azerty)) || up.Means("Z", false, layout(azerty)) {
		t.Error("W A S D pan by place: on AZERTY the key at the US W position (labelled Z) must pan up")
	}
}

// TestNoKeyTwice: no key gives two commands at once in one part of the game, except
// those that act in different parts of a turn (E ends the movement, later the turn; Esc
// cancels, skips or opens the menu, in that order).
func TestNoKeyTwice(t *testing.T) {
	shared := map[Command]bool{EndMove: true, EndTurn: true, Menu: true, Cancel: true, Skip: true, Full: true, FullWeb: true}
	positions := []string{"Tab", "Escape", "Space", "Enter", "Backspace", "F1", "F11", "Home", "End", "Equal", "Minus", "Digit0",
		"PageUp", "PageDown", "Delete", "ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown"}
	for r := 'A'; r <= 'Z'; r++ {
		positions = append(positions, string(r))
	}
	for _, w := range []Where{OnBoard, InViewer, InPages, InMenus} {
		for _, pos := range positions {
			for _, ctrl := range []bool{false, true} {
				var list []Command
				for _, c := range meansIn(w, pos, ctrl, nil) {
					if !shared[c] && !has(list, c) {
						list = append(list, c)
					}
				}
				if len(list) > 1 {
					t.Errorf("in part %d key %s (ctrl %v) gives %v", w, pos, ctrl, list)
				}
			}
		}
	}
}

// TestLegendFromTheTable: the F1 legend's lines are the table's, with their keys as the
// table binds them, in the player's language and on the player's layout.
func TestLegendFromTheTable(t *testing.T) {
	defer lang.Set(lang.Fallback)
	cases := []struct {
		code string
		c    Command
		l    Layout
		want string
	}{
		{"en", Undo, nil, "U, Backspace, Ctrl+Z"},
		{"de", Undo, nil, "U, Rücktaste, Strg+Z"},
		{"en", Threat, nil, "T"},
		{"en", Next, nil, "N, Tab"},
		{"en", Help, nil, "F1"},
		{"en", Advise, nil, "H"},
		{"en", Pan, nil, "Drag, arrow keys, W A S D"},
		{"de", Pan, layout(azerty), "Ziehen, Pfeiltasten, Z Q S D"},
		{"en", EndTurn, nil, "E (in combat)"},
		{"en", Cancel, nil, "Right-click, Esc"},
		{"en", Skip, nil, "Space or Esc"},
		{"en", Full, nil, "F11 or Alt+Enter"},
		{"en", StepBack, nil, "←, →"},
		{"en", TurnBack, nil, "↑, ↓ or Shift+PgUp, PgDn"},
		{"de", PhaseBack, nil, "Bild↑, Bild↓"},
		{"en", First, nil, "Home, End"},
		{"en", Charts, nil, "C"},
		{"en", PartBack, nil, "←, Ctrl+PgUp, →, Ctrl+PgDn"},
		{"de", Delete, nil, "Entf"},
		{"en", FocusBack, nil, "↑, ↓, Tab"},
	}
	for _, c := range cases {
		lang.Set(c.code)
		var line *Binding
		for col := range 2 {
			for _, b := range Lines(col, false) {
				if b.Command == c.c {
					line = &b
				}
			}
		}
		if line == nil {
			t.Errorf("no legend line for command %d", c.c)
			continue
		}
		if got := Legend(*line, c.l); got != c.want {
			t.Errorf("%s legend of %s: %q, want %q", c.code, line.Line, got, c.want)
		}
	}
	lang.Set("en")
	for col := range 2 {
		for _, browser := range []bool{false, true} {
			for _, b := range Lines(col, browser) {
				if Legend(b, nil) == "" || lang.T(ActionKey(b)) == ActionKey(b) {
					t.Errorf("legend line %s has no keys or no text", b.Line)
				}
				if browser && (b.Command == Quit || b.Command == Full) || !browser && b.Command == FullWeb {
					t.Errorf("legend line %s in the wrong edition (browser %v)", b.Line, browser)
				}
			}
		}
	}
}

// TestMenuKeysFromTheTable: a menu names an entry's key as the table binds it. The game
// menu showed "Terrain effects T" where T opens the threat view and G the terrain table.
func TestMenuKeysFromTheTable(t *testing.T) {
	defer lang.Set(lang.Fallback)
	cases := []struct {
		code string
		c    Command
		want string
	}{
		{"en", Terrain, "G"},
		{"en", Threat, "T"},
		{"en", CRT, "K"},
		{"en", Weather, "M"},
		{"en", Save, "Ctrl+S"},
		{"de", Save, "Strg+S"},
		{"en", Select, ""},
	}
	for _, c := range cases {
		lang.Set(c.code)
		if got := Key(c.c); got != c.want {
			t.Errorf("%s: the key of command %d is %q, want %q", c.code, c.c, got, c.want)
		}
	}
}
