package render

import (
	"encoding/json"
	"strconv"
	"syscall/js"

	"taktik/game"
	"taktik/render/board"
	"taktik/render/menu"
	"taktik/render/ui"
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
	Points    map[string][2]float64 `json:"points"`
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
	at := func(name string, x, y float64) { p.Points[name] = [2]float64{x / ui.Scale(), y / ui.Scale()} }
	switch s := a.scenes.Current().(type) {
	case *menu.Title:
		p.Scene = "title"
		x, y, _ := s.Entry(menu.EntryNew)
		at("new", x, y)
		x, y, _ = s.Entry(menu.EntryContinue)
		at("continue", x, y)
	case *menu.NewGame:
		p.Scene = "newgame"
		x, y := s.Option(menu.RowBlueStrength, 0)
		at("recruit", x, y)
		x, y = s.Button(1)
		at("start", x, y)
	case *menu.Elsewhere:
		p.Scene = "elsewhere"
		x, y := s.Button(0)
		at("readonly", x, y)
	case *board.View:
		p.Scene = "board"
		g := s.Game()
		p.Hash = strconv.FormatUint(g.Hash(), 16)
		p.Autosaved = strconv.FormatUint(s.Autosaved(), 16)
		if from, to, ok := aMove(s); ok {
			at("unit", from[0], from[1])
			at("to", to[0], to[1])
		}
	}
	return p
}

// aMove is the first legal move whose unit and goal both show on the map, clear of
// the cards over it.
func aMove(v *board.View) (from, to [2]float64, ok bool) {
	cam, m := v.Camera(), v.MapRect()
	if cam == nil {
		return from, to, false
	}
	g := v.Game()
	for _, act := range g.Legal() {
		if act.Kind != game.ActMove {
			continue
		}
		fx, fy := cam.Centre(g.Unit(act.Unit).Square)
		tx, ty := cam.Centre(act.To)
		if m.Contains(fx, fy) && m.Contains(tx, ty) && !v.Floating(fx, fy) && !v.Floating(tx, ty) {
			return [2]float64{fx, fy}, [2]float64{tx, ty}, true
		}
	}
	return from, to, false
}
