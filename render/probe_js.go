package render

import (
	"encoding/json"
	"strconv"
	"syscall/js"

	"github.com/hajimehoshi/ebiten/v2"

	"taktik/maps"
	"taktik/render/board"
	"taktik/render/editscreen"
	"taktik/render/menu"
	"taktik/render/play"
)

// The web build answers the browser test (scripts/web) through one JavaScript
// function, globalThis.taktikProbe(), which returns JSON: the scene on the screen, the
// hash of the game in memory and of its autosave, and where on the page (in CSS
// pixels) to click for the next step of a player's way — the title's New game and
// Continue, the form's Recruit for Blue and Start, a unit of the side to move and a
// square it may move to. A game's own page never calls it.
type probe struct {
	Scene     string                `json:"scene"`
	Hash      string                `json:"hash,omitempty"`
	Autosaved string                `json:"autosaved,omitempty"`
	Fading    bool                  `json:"fading"`
	Mode      string                `json:"mode,omitempty"`
	Points    map[string][2]float64 `json:"points"`
	Seed      string                `json:"seed,omitempty"` // the New game form's seed as typed
	// Own are the player's own scenarios the Lessons screen lists, "FILE: TITLE"
	Own  []string `json:"own,omitempty"`
	Note string   `json:"note,omitempty"` // what the editor's panel says
}

// markFrame notes the time of the first frame drawn, in the page's clock
// (performance.now(), milliseconds since the page began loading), as taktikFirstFrame.
func markFrame() {
	if !firstFrame {
		firstFrame = true
		js.Global().Set("taktikFirstFrame", js.Global().Get("performance").Call("now"))
	}
}

var firstFrame bool

func exposeProbe(a *app) {
	js.Global().Set("taktikProbe", js.FuncOf(func(js.Value, []js.Value) any {
		b, _ := json.Marshal(a.probe())
		return string(b)
	}))
}

func (a *app) probe() probe {
	p := probe{Scene: "other", Points: map[string][2]float64{}, Fading: a.scenes.Fading()}
	css := 1.0 // screen pixels a CSS pixel (the game's own scale may be smaller: settings.FitOn)
	if m := ebiten.Monitor(); m != nil {
		css = m.DeviceScaleFactor()
	}
	at := func(name string, x, y float64) { p.Points[name] = [2]float64{x / css, y / css} }
	switch s := a.scenes.Current().(type) {
	case *menu.Title:
		p.Scene = "title"
		x, y, _ := s.Entry(menu.EntryNew)
		at("new", x, y)
		x, y, _ = s.Entry(menu.EntryContinue)
		at("continue", x, y)
		x, y, _ = s.Entry(menu.EntryTutorial)
		at("lessons", x, y)
	case *menu.NewGame:
		p.Scene = "newgame"
		x, y := s.Option(menu.RowBlueStrength, 0)
		at("recruit", x, y)
		x, y = s.Button(1)
		at("start", x, y)
		x, y = s.Option(menu.RowSeed, 0)
		at("seed", x, y)
		p.Seed = s.Form().Rows[menu.RowSeed].Text
	case *menu.Lessons:
		p.Scene = "lessons"
		x, y := s.EditorButton()
		at("editor", x, y)
		for _, o := range a.OwnScenarios() {
			p.Own = append(p.Own, o.Name+": "+o.Scenario.Text("en", "title"))
		}
	case *editscreen.Screen:
		p.Scene = "editor"
		p.Note = s.Note()
		for _, k := range []string{"editor.download", "editor.upload", "button.back"} {
			x, y := s.Button(k)
			at(k, x, y)
		}
	case *menu.Elsewhere:
		p.Scene = "elsewhere"
		x, y := s.Button(0)
		at("readonly", x, y)
	case *board.View:
		p.Scene = "board"
		g := s.Game()
		p.Hash = strconv.FormatUint(g.Hash(), 16)
		p.Autosaved = strconv.FormatUint(s.Autosaved(), 16)
		p.Mode = s.Mode()
		boardPoints(s, func(name string, sq maps.Square) { x, y := s.Camera().Centre(sq); at(name, x, y) }, at)
	}
	return p
}

// orderButtons are the order bar's buttons the browser test taps, by name.
var orderButtons = map[string]play.Command{"undo": play.Undo, "end": play.End, "declare": play.Declare,
	"roll": play.Roll, "giveup": play.GiveUp, "eliminate": play.Eliminate}

// boardPoints are the board's spots for the browser test: a move ("unit", "to"), a
// move into contact with one enemy ("cunit", "cto"), an owed battle ("attacker",
// "defender"), the squares of a decision ("decide0", "decide1"...), the order bar's
// buttons that may be pressed, and a question's "yes".
func boardPoints(v *board.View, square func(string, maps.Square), at func(string, float64, float64)) {
	if _, from, to, ok := v.MoveOnScreen(); ok {
		square("unit", from)
		square("to", to)
	}
	if _, from, to, ok := v.ContactMoveOnScreen(); ok {
		square("cunit", from)
		square("cto", to)
	}
	if a, d, ok := v.BattleOnScreen(); ok {
		square("attacker", a)
		square("defender", d)
	}
	list, _ := v.DecisionOnScreen()
	for i, sq := range list {
		square("decide"+strconv.Itoa(i), sq)
	}
	for name, c := range orderButtons {
		if x, y, enabled, ok := v.OrderButton(c); ok && enabled {
			at(name, x, y)
		}
	}
	if x, y, ok := v.Confirming(); ok {
		at("yes", x, y)
	}
}
