package play

import (
	"fmt"
	"strings"
	"testing"

	"taktik/game"
	"taktik/game/gametest"
	"taktik/maps"
	"taktik/units"
)

// people are two people at the screen.
var people = Commanders{}

// slide is a unit's slide the orders asked for.
type slide struct {
	unit int
	from maps.Square
	path []maps.Square
}

// screen records the effects the orders ask of the scene.
type screen struct {
	clicks, rebuilt int
	notes, warns    []Msg
	refused         []error
	slides          []slide
	shown, centred  []maps.Square
	revealed        [][]maps.Square
	rolls           []int
	strikes         []game.Action
	skips           int
	handoffs        []units.Side
	odds            []*game.Preview
	asked           []Question
	orders          *Orders // for Strike, which the scene carries out through the orders
}

func (s *screen) Click()                    { s.clicks++ }
func (s *screen) Rebuilt()                  { s.rebuilt++ }
func (s *screen) Note(m Msg)                { s.notes = append(s.notes, m) }
func (s *screen) Warn(m Msg)                { s.warns = append(s.warns, m) }
func (s *screen) Refused(err error)         { s.refused = append(s.refused, err) }
func (s *screen) Show(sq maps.Square)       { s.shown = append(s.shown, sq) }
func (s *screen) Reveal(list []maps.Square) { s.revealed = append(s.revealed, list) }
func (s *screen) Centre(sq maps.Square)     { s.centred = append(s.centred, sq) }
func (s *screen) Roll(k int)                { s.rolls = append(s.rolls, k) }
func (s *screen) Skip()                     { s.skips++ }
func (s *screen) Handoff(side units.Side)   { s.handoffs = append(s.handoffs, side) }
func (s *screen) Odds(p *game.Preview)      { s.odds = append(s.odds, p) }
func (s *screen) Ask(q Question)            { s.asked = append(s.asked, q) }
func (s *screen) Strike(a game.Action) bool {
	s.strikes = append(s.strikes, a)
	return s.orders.Apply(a)
}
func (s *screen) Slide(n int, from maps.Square, path []maps.Square) {
	s.slides = append(s.slides, slide{n, from, path})
}

// here is the game's flow as the orders' tests need it: actions go straight to the
// engine, and the computer's sides are its (render/flow's Local is the real one, with
// the computer thinking, the autosave and the hand-over, tested there).
type here struct {
	g       *game.Game
	players Commanders
	placed  bool // the people have placed their armies
}

func (h *here) Game() *game.Game          { return h.g }
func (h *here) Players() Commanders       { return h.players }
func (h *here) Apply(a game.Action) error { return h.g.Apply(a) }
func (h *here) Undo() error               { return h.g.Undo() }
func (h *here) CanUndo() bool             { return h.g.CanUndo() }
func (h *here) DonePlacing()              { h.placed = true }
func (h *here) Elsewhere() bool {
	if h.g.Phase() == game.PhaseSetup {
		return h.placed
	}
	return h.players[h.g.Decider()].Computer
}

// newOrders are the orders of the people at the screen on a game, with the screen that
// records their effects.
func newOrders(g *game.Game, players Commanders) (*Orders, *screen) {
	s := &screen{}
	o := New(&here{g: g, players: players}, s)
	s.orders = o
	return o, s
}

// click is a left click on a square of the map.
func click(o *Orders, at maps.Square) { o.Update(Pointer{Square: at, OnMap: true, Click: true}) }

// lastOdds is the odds shown last, nil when none.
func (s *screen) lastOdds() *game.Preview {
	if len(s.odds) == 0 {
		return nil
	}
	return s.odds[len(s.odds)-1]
}

// keys are the keys of the bar's buttons, in order, with "*" after the primary one and
// "-" after a disabled one.
func keys(b Bar) []string {
	var list []string
	for _, x := range b.Buttons {
		k := x.Label.Key
		if x.Primary {
			k += "*"
		}
		if x.Disabled {
			k += "-"
		}
		list = append(list, k)
	}
	return list
}

// squares are the squares of the marks of a kind, in order.
func squares(list []Marked, m Mark) []maps.Square {
	var out []maps.Square
	for _, x := range list {
		if x.Mark == m {
			out = append(out, x.Square)
		}
	}
	return out
}

// press presses the bar's button with a label, as the board scene does: its command.
func press(t *testing.T, o *Orders, label string) {
	t.Helper()
	for _, b := range o.Bar(false).Buttons {
		if b.Label.Key == label {
			o.Do(b.Command)
			return
		}
	}
	t.Fatalf("no button %s on the bar: %v", label, keys(o.Bar(false)))
}

// sketch is a board of the given terrain rows, no rivers, and the items (cities,
// bivouac areas) in the map file's words.
func sketch(t *testing.T, terrain []string, items ...string) *maps.Board {
	t.Helper()
	var sb strings.Builder
	fmt.Fprintf(&sb, "taktik-map 1\nsize %d %d\nterrain\n", len(terrain), len(terrain[0]))
	for _, row := range terrain {
		sb.WriteString(row + "\n")
	}
	sb.WriteString("rivers\n")
	for range terrain {
		sb.WriteString(strings.Repeat(".", len(terrain[0])) + "\n")
	}
	for _, it := range items {
		sb.WriteString(it + "\n")
	}
	b, err := maps.ParseSketch([]byte(sb.String()))
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// open is rows × cols squares of open land, as terrain rows.
func open(rows, cols int) []string {
	list := make([]string, rows)
	for r := range list {
		list[r] = strings.Repeat(".", cols)
	}
	return list
}

// optionalGame begins a game (not started) on a board with options in protocol words (setup=empty,
// first=red and seed=1 before them) and units placed as "id square" pairs.
var optionalGame = gametest.Game
