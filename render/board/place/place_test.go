package place

import (
	"fmt"
	"math"
	"strings"
	"sync"
	"testing"

	"taktik/game"
	"taktik/game/ai"
	"taktik/maps"
	"taktik/render/camera"
	"taktik/render/flow"
	"taktik/render/hud/model"
	"taktik/render/info"
	"taktik/render/lang"
	"taktik/render/paint"
	"taktik/render/play"
	"taktik/render/tutorial/lesson"
	"taktik/units"
)

func init() { lang.Set("en") }

// The positions are real: the lessons' games played as their tests play them, the
// threat view and a computer-vs-computer game, each seen through the board's camera at
// a window size and a zoom. The overlays' sizes are measured as the board measures
// them, with the counter face's widths estimated (0.62 em a letter for the tags, the
// tooltip's 7.3 px a letter at 14 pt).

// window is a window size and a zoom level.
type window struct{ w, h, level int }

var (
	laptop  = window{1366, 768, 32}
	desktop = window{1920, 1080, 48}
)

// screen is the board scene's screen at a window size: the status bar 40 px high, the
// column 290 px wide, the bar of orders 62 px high.
type screen struct {
	mapR, column, orders, log Rect
	losses                    Rect
}

func screenOf(w window) screen {
	m := Rect{0, 40, float64(w.w - 290), float64(w.h - 40 - 62)}
	col := Rect{m.W, 40, 290, float64(w.h - 40)}
	panelH := math.Min(470, col.H*2/3)
	return screen{mapR: m, column: col, orders: Rect{0, m.Y + m.H, m.W, 62},
		losses: Rect{col.X + 6, col.Y + panelH - 70, col.W - 12, 64},
		log:    Rect{col.X + 6, col.Y + panelH + 6, col.W - 12, col.H - panelH - 12}}
}

var (
	namesMu sync.Mutex
	names   = map[int][]paint.Name{}
)

// namesAt are the board's names painted at a level, worked out once per level.
func namesAt(t *testing.T, b *maps.Board, level int) []paint.Name {
	namesMu.Lock()
	defer namesMu.Unlock()
	if n, ok := names[level]; ok {
		return n
	}
	n, err := paint.Names(b, level)
	if err != nil {
		t.Fatal(err)
	}
	names[level] = n
	return n
}

// frame is the scene of a game in a window, the camera on a square.
func frame(t *testing.T, g *game.Game, w window, on maps.Square) *Scene {
	t.Helper()
	s := screenOf(w)
	b := g.Board()
	cam := &camera.Camera{Rows: b.Rows, Cols: b.Cols, View: camera.Rect(s.mapR), MinLevel: 20,
		Pad: func(level int) (float64, float64) {
			l := paint.NewLayout(b, level)
			return float64(l.Margin), float64(l.Size().X - l.Margin - l.Cols*l.Square)
		}}
	cam.Fit()
	cam.ZoomTo(w.level)
	cam.CentreOn(on)
	sc := &Scene{Game: g, Cam: cam, Map: s.mapR,
		Names:  ScreenNames(cam, w.level, paint.NewLayout(b, w.level).Margin, namesAt(t, b, w.level)),
		Rows:   []Rect{s.losses, {s.log.X, s.log.Y + s.log.H - 4*18 - 8, s.log.W, 4*18 + 8}},
		Prompt: Rect{s.orders.X, s.orders.Y, s.orders.W * 0.45, s.orders.H}}
	for i, n := range namesAt(t, b, w.level) { // the areas' labels, as the board sorts them out
		if n.Area {
			sc.Areas = append(sc.Areas, sc.Names[i])
		}
	}
	return sc.withRulers(w.level)
}

// withRulers lays the rulers where the board's numbered margin has scrolled away
// (board.rulers).
func (sc *Scene) withRulers(level int) *Scene {
	cam, m := sc.Cam, sc.Map
	margin := float64(paint.NewLayout(sc.Game.Board(), level).Margin)
	thick := math.Max(16, math.Min(margin, 26))
	sc.Rulers = nil
	if cam.GY-margin/2 < m.Y+thick/2 {
		sc.Rulers = append(sc.Rulers, Rect{m.X, m.Y, m.W, thick})
	}
	if cam.GX-margin/2 < m.X+thick/2 {
		sc.Rulers = append(sc.Rulers, Rect{m.X, m.Y, thick * 1.25, m.H})
	}
	return sc
}

// onlineNote is the line about an online game's link ("The other player is
// connected."), as the board measures it, with the camera panned so that a square's
// counter stands where the board always drew that line: at the top of the map in its
// middle.
func (sc *Scene) onlineNote(t *testing.T, sq maps.Square, level int) *Scene {
	x, y := sc.Cam.Centre(sq)
	sc.Cam.Pan(sc.Map.CX()-x, sc.Map.Y+8+14-y)
	sc.Names = ScreenNames(sc.Cam, level, paint.NewLayout(sc.Game.Board(), level).Margin, namesAt(t, sc.Game.Board(), level))
	size := Size{230, 28}
	sc.Note = &Box{Size: size, Spots: NoteSpots(sc.Map, size, 8)}
	return sc.withRulers(level)
}

// withDie shows the die as the board does after a roll.
func (sc *Scene) withDie(w window) *Scene {
	s := screenOf(w)
	size := Size{240, 176}
	sc.Die = &Die{Spots: DieSpots(s.column, s.log, 4*18+8, sc.Map, size), Sizes: []Size{size}}
	return sc
}

// withToast shows a message of a width.
func (sc *Scene) withToast(w window, width float64) *Scene {
	s := screenOf(w)
	size := Size{width, 43}
	sc.Toast = &Box{Size: size, Spots: ToastSpots(sc.Map, s.orders, size)}
	return sc
}

// withTip shows the tooltip of the square under the pointer, the pointer at its middle.
func (sc *Scene) withTip(sq maps.Square) *Scene {
	lines := info.Square(sc.Game.Board(), sc.Game, sq)
	w := 0.0
	for _, l := range lines {
		w = math.Max(w, float64(len([]rune(l.Text)))*7.3)
	}
	x, y := sc.Cam.Centre(sq)
	sc.Tip = &Tip{Size: Size{w + 20, float64(len(lines))*20 + 18}, X: x, Y: y}
	return sc
}

// withPreview shows the odds of the battle being built, as the board measures them.
func (sc *Scene) withPreview() *Scene {
	sc.Preview = PreviewBoxOf(sc.Map, Size{370, 106 + 26*float64(len(game.Results))}, Size{290, 106}, 10)
	return sc
}

// withResult shows a battle's result rising from the square above its defender.
func (sc *Scene) withResult(text string, def maps.Square) *Scene {
	x, y := sc.Cam.Centre(def)
	size := Size{float64(len([]rune(text)))*10 + 16, 30}
	sc.Floats = append(sc.Floats, Box{Size: size, Spots: FloatSpots(x, y-sc.Cam.Square-14, size, sc.Cam.Square)})
	return sc
}

// withCard is the lesson's card over the map's top left corner.
func (sc *Scene) withCard(h float64) *Scene {
	sc.Card = Rect{sc.Map.X + 44, sc.Map.Y + 34, math.Round(math.Min(400, sc.Map.W*0.45)), h}
	return sc
}

// withPulses rings squares as a lesson's step does.
func (sc *Scene) withPulses(list ...maps.Square) *Scene {
	for _, sq := range list {
		sc.Pulse = append(sc.Pulse, PulseOf(sq, sc.Cam.Square, 1))
	}
	return sc
}

// withBattles tags the declared, unresolved battles and bars the contacts, as the
// board does in the combat phase.
func (sc *Scene) withBattles() *Scene {
	g := sc.Game
	for k, b := range g.Battles() {
		if b.Resolved {
			continue
		}
		bt := Battle{}
		for _, u := range b.Attackers {
			bt.Attackers = append(bt.Attackers, g.Unit(u).Square)
		}
		for _, u := range b.Defenders {
			bt.Defenders = append(bt.Defenders, g.Unit(u).Square)
		}
		full := fmt.Sprintf("%d · %s", k+1, b.Odds)
		bt.Sizes = []Size{{float64(len([]rune(full)))*7.2 + 10, 18}, {float64(len(fmt.Sprint(k+1)))*7.2 + 10, 18}}
		sc.Battles = append(sc.Battles, bt)
	}
	for _, c := range g.Contacts() {
		sc.Contacts = append(sc.Contacts, Contact{A: g.Unit(c[0]).Square, B: g.Unit(c[1]).Square, Width: BarWidth(sc.Cam.Square)})
	}
	return sc
}

// withThreat tags the side's units the enemy can attack next turn, as the threat view
// does.
func (sc *Scene) withThreat(side units.Side) *Scene {
	for _, m := range play.Threat(sc.Game, side).Marks {
		label := []rune(model.OddsHead(m.Odds)) // as the board prints it
		var sizes []Size
		for _, px := range OddsFaces(sc.Cam.Square) {
			sizes = append(sizes, Size{float64(len(label))*px*0.62 + 6, px*1.3 + 2})
		}
		sc.Odds = append(sc.Odds, Odds{Square: m.Square, Sizes: sizes})
	}
	return sc
}

// withOrders marks the squares the orders offer to click.
func (sc *Scene) withOrders(o *play.Orders) *Scene {
	sc.Click = ClickSquares(o.Under())
	return sc
}

// quiet is an play.Screen that ignores every effect.
type quiet struct{}

func (quiet) Click()                                {}
func (quiet) Rebuilt()                              {}
func (quiet) Note(play.Msg)                         {}
func (quiet) Warn(play.Msg)                         {}
func (quiet) Refused(error)                         {}
func (quiet) Slide(int, maps.Square, []maps.Square) {}
func (quiet) Show(maps.Square)                      {}
func (quiet) Reveal([]maps.Square)                  {}
func (quiet) Centre(maps.Square)                    {}
func (quiet) Roll(int)                              {}
func (quiet) Strike(game.Action) bool               { return false }
func (quiet) Skip()                                 {}
func (quiet) Handoff(units.Side)                    {}
func (quiet) Odds(*game.Preview)                    {}
func (quiet) Ask(play.Question)                     {}
func sq(t *testing.T, s string) maps.Square         { q, err := maps.ParseSquare(s); must(t, err); return q }
func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}
func unitOf(t *testing.T, id string) int {
	n, ok := game.UnitNumber(id)
	if !ok {
		t.Fatal(id)
	}
	return n
}
func at(t *testing.T, g *game.Game, id string) maps.Square { return g.Unit(unitOf(t, id)).Square }

// play applies actions in protocol words, with the lesson's die before each roll.
func playWords(t *testing.T, g *game.Game, sc *lesson.Script, words ...string) {
	t.Helper()
	for _, w := range words {
		if w == "roll" {
			next := -1
			for i, b := range g.Battles() {
				if !b.Resolved {
					next = i
					break
				}
			}
			if d := sc.DieFor(g, next); d > 0 {
				must(t, g.Apply(game.Action{Kind: game.ActDice, Unit: -1, Index: -1, Rolls: []int{d}}))
			}
			w = "resolve"
		}
		a, err := game.ParseAction(g.Board(), w)
		must(t, err)
		must(t, g.Apply(a))
	}
}

// lessonGame is a lesson's position, played on by some actions.
func lessonGame(t *testing.T, id string, words ...string) (*game.Game, *lesson.Script) {
	t.Helper()
	sc, ok := lesson.Find(id)
	if !ok {
		t.Fatalf("no lesson %s", id)
	}
	b, err := maps.Continent()
	must(t, err)
	g, err := sc.NewGame(b, [2]string{"", "computer:rekrut"})
	must(t, err)
	playWords(t, g, sc, words...)
	return g, sc
}

// computerGame is a game of the computer against itself, played by the Recruit until
// the side to move has declared its battles and is about to roll the first, in its
// turn-th turn or later.
func computerGame(t *testing.T, seed uint64, turns int) *game.Game {
	t.Helper()
	b, err := maps.Continent()
	must(t, err)
	g, err := game.New(b, game.Options{Mode: game.Basic, Seed: seed, Setup: game.SetupAuto, First: units.Red})
	must(t, err)
	for range 400 {
		a, err := ai.Decide(g, ai.Rekrut)
		must(t, err)
		if a.Kind == game.ActResolve && g.Turn() >= turns && len(g.Battles()) > 1 {
			return g
		}
		must(t, g.Apply(a))
	}
	t.Fatal("no battles declared")
	return nil
}

// position is a frame of a real game with its overlays.
type position struct {
	name  string
	scene func(t *testing.T) *Scene
}

var positions = []position{
	{"lesson 1: the tooltip of Indigau, the card beside it", func(t *testing.T) *Scene {
		g, _ := lessonGame(t, "first")
		s := frame(t, g, laptop, lesson.TipSquare).withCard(260).withPulses(lesson.TipSquare).withTip(lesson.TipSquare)
		return s.withToast(laptop, 380)
	}},
	{"lesson 1: after the armour's first move, its tooltip beside the target", func(t *testing.T) *Scene {
		g, _ := lessonGame(t, "first", "move red:arm1 34-32")
		o := play.New(flow.NewLocal(g, play.Commanders{}, flow.Options{}), quiet{})
		o.Update(play.Pointer{Square: lesson.FirstHop, OnMap: true, Click: true})
		s := frame(t, g, laptop, lesson.FirstHop).withCard(230).withOrders(o).withPulses(lesson.CitySquare)
		return s.withTip(lesson.FirstHop)
	}},
	{"lesson 1: the battles over Indigau and the south", func(t *testing.T) *Scene {
		g, _ := lessonGame(t, "first", "move red:arm1 34-32", "move red:arm1 34-34", "move red:inf1 36-34", "endmove",
			"battle red:arm1,red:inf1 vs blue:inf1", "battle red:inf2,red:inf3 vs blue:inf2")
		s := frame(t, g, desktop, lesson.CitySquare).withCard(240).withBattles().withPulses(lesson.BlueCitySq)
		return s.withTip(lesson.BlueCitySq).withDie(desktop)
	}},
	{"lesson 1: Red chooses Blue's retreat from Indigau", func(t *testing.T) *Scene {
		g, sc := lessonGame(t, "first", "move red:arm1 34-32", "move red:arm1 34-34", "move red:inf1 36-34", "endmove",
			"battle red:arm1,red:inf1 vs blue:inf1", "battle red:inf2,red:inf3 vs blue:inf2")
		playWords(t, g, sc, "roll")
		if g.Pending().Kind != game.RetreatDecision {
			t.Fatalf("no retreat to choose: %v", g.Pending())
		}
		o := play.New(flow.NewLocal(g, play.Commanders{}, flow.Options{}), quiet{})
		s := frame(t, g, laptop, lesson.BlueCitySq).withCard(220).withOrders(o).withBattles().withResult("DB2 · retreat 2", lesson.BlueCitySq)
		if len(s.Click) == 0 {
			t.Fatal("no retreat squares to click")
		}
		s.withPulses(s.Click...)
		return s.withTip(at(t, g, lesson.BlueCity)).withDie(laptop).withToast(laptop, 420)
	}},
	{"lesson 1: the battle at Indigau being built, its odds shown", func(t *testing.T) *Scene {
		g, _ := lessonGame(t, "first", "move red:arm1 34-32", "move red:arm1 34-34", "move red:inf1 36-34", "endmove")
		s := frame(t, g, laptop, lesson.CitySquare).withCard(240).withBattles().withPreview()
		return s.withTip(lesson.BlueCitySq)
	}},
	{"lesson 2: two battles, the soak-off beside the main one", func(t *testing.T) *Scene {
		g, _ := lessonGame(t, "soakoff", "endmove", "battle red:arm1,red:inf1 vs blue:inf1", "battle red:inf2 vs blue:inf2,blue:inf3")
		s := frame(t, g, laptop, sq(t, "36-24")).withCard(200).withBattles()
		return s.withTip(sq(t, "37-24")).withDie(laptop)
	}},
	{"lesson 2: the soak-off being built on a laptop at 125 %, its odds shown", func(t *testing.T) *Scene {
		// the lessons open at 40 px a square on a laptop: the odds in full found no room
		// beside the card, the counters and the names, and lay over Purpurbrück's name
		g, _ := lessonGame(t, "soakoff", "endmove", "battle red:arm1,red:inf1 vs blue:inf1")
		s := frame(t, g, window{1366, 768, 40}, sq(t, "37-19")).withCard(255).withBattles().withPreview()
		return s.withTip(sq(t, "38-25"))
	}},
	{"lesson 3: the trap's ways back ringed, a move to close one", func(t *testing.T) *Scene {
		g, _ := lessonGame(t, "trap")
		o := play.New(flow.NewLocal(g, play.Commanders{}, flow.Options{}), quiet{})
		o.Update(play.Pointer{Square: sq(t, "39-14"), OnMap: true, Click: true})
		s := frame(t, g, desktop, sq(t, "41-18")).withCard(220).withOrders(o).withPulses(sq(t, "43-16"), sq(t, "43-20"))
		return s.withTip(sq(t, "39-14"))
	}},
	{"a game's first turn on a laptop, the General's move done, its message shown", func(t *testing.T) *Scene {
		// counters at the map's foot and top sent the message over the bar of orders,
		// where it hid the bar's sentence and the button of the General's next move
		b, err := maps.Continent()
		must(t, err)
		g, err := game.New(b, game.Options{Mode: game.Basic, Seed: 3, Setup: game.SetupAuto, First: units.Red})
		must(t, err)
		s := frame(t, g, laptop, sq(t, "24-25")).withToast(laptop, 430)
		// the General's reason beside the square of its next move, as the board lays it
		x, y := s.Cam.Centre(sq(t, "34-27"))
		size := Size{150, 21}
		s.Tags = append(s.Tags, Box{Size: size, Spots: TagSpots(x, y, size, s.Cam.Square, false)})
		return s
	}},
	{"threat view on a laptop", func(t *testing.T) *Scene {
		g := computerGame(t, 7, 3)
		s := frame(t, g, window{1366, 768, 24}, frontOf(g)).withThreat(g.Side().Opponent())
		return s.withTip(frontOf(g))
	}},
	{"threat view on a desktop, close", func(t *testing.T) *Scene {
		g := computerGame(t, 7, 3)
		s := frame(t, g, window{1920, 1080, 40}, frontOf(g)).withThreat(g.Side().Opponent())
		return s.withTip(frontOf(g))
	}},
	{"an enemy's reach hatched under the pointer, its tooltip beside it", func(t *testing.T) *Scene {
		g := computerGame(t, 7, 3)
		var enemy int
		for _, b := range g.Battles() {
			if !b.Resolved {
				enemy = b.Attackers[0]
				break
			}
		}
		on := g.Unit(enemy).Square
		s := frame(t, g, laptop, on)
		s.Look = g.ReachNextTurn(enemy)
		if len(s.Look) == 0 {
			t.Fatal("the enemy reaches nowhere")
		}
		return s.withTip(on)
	}},
}

// frontOf is the first defender of the game's first unresolved battle.
func frontOf(g *game.Game) maps.Square {
	for _, b := range g.Battles() {
		if !b.Resolved {
			return g.Unit(b.Defenders[0]).Square
		}
	}
	return maps.Square{Row: 30, Col: 30}
}

// computerFrames are a computer-vs-computer game's battles at two window sizes and two
// zooms.
func computerFrames() []position {
	var out []position
	for _, w := range []window{{1366, 768, 24}, {1366, 768, 40}, {1920, 1080, 32}, {1920, 1080, 64}} {
		out = append(out, position{fmt.Sprintf("computer vs computer, %dx%d at %d px", w.w, w.h, w.level), func(t *testing.T) *Scene {
			g := computerGame(t, 11, 4)
			s := frame(t, g, w, frontOf(g)).withBattles().withDie(w).withToast(w, 500)
			return s.withTip(frontOf(g))
		}})
	}
	return out
}

// onlineFrames are an online game with the other player connected, the line that says
// so over a crowded front at the top of the map (where docs/screenshots/online-game-1366.png
// had it over a row of counters), at two window sizes.
func onlineFrames() []position {
	var out []position
	for _, w := range []window{laptop, desktop} {
		out = append(out, position{fmt.Sprintf("online game, the other player connected, %dx%d at %d px", w.w, w.h, w.level), func(t *testing.T) *Scene {
			g := computerGame(t, 11, 4)
			return frame(t, g, w, frontOf(g)).onlineNote(t, frontOf(g), w.level)
		}})
	}
	return out
}

func allPositions() []position {
	return append(append(append([]position{}, positions...), computerFrames()...), onlineFrames()...)
}

// TestNothingCoversWhatMustBeSeen: on every position, no overlay the placement shows
// meets a must-see rectangle (a square to click, a counter's values, a name, the card,
// the newest rows), and no two tags lie on one another.
func TestNothingCoversWhatMustBeSeen(t *testing.T) {
	for _, p := range allPositions() {
		t.Run(p.name, func(t *testing.T) {
			s := p.scene(t)
			l := s.Lay()
			if c := append(l.Covering(), l.Piled()...); len(c) > 0 {
				t.Errorf("%d overlays cover what must be seen: %s", len(c), strings.Join(c, "; "))
			}
			for i, o := range l.Odds { // a unit's tag lies on no other counter
				if r := squareRect(s.Cam, s.Odds[i].Square); !o.Shown && r.Inside(s.Map) {
					t.Errorf("the unit on %s, threatened, has no readable mark", s.Odds[i].Square)
				}
				for _, b := range s.counters() {
					if o.Shown && b.Of != Of(s.Odds[i].Square) && o.R.Meets(b.R) {
						t.Errorf("the tag of %s lies on the counter on %d", s.Odds[i].Square, b.Of)
					}
				}
			}
			shown := 0
			for _, list := range [][]Placed{l.Battles, l.Odds, l.Pulses, l.Floats, {l.Die, l.Toast, l.Tip, l.Preview, l.Note}} {
				for _, x := range list {
					if x.Shown {
						shown++
					}
				}
			}
			if shown == 0 {
				t.Error("nothing shown: the test tests nothing")
			}
		})
	}
}

// TestWithoutThePlacementTheyCover: the same positions with the placement switched off
// (each overlay where the board used to put it) cover what must be seen, every one of
// them: the test above would fail without the placement.
func TestWithoutThePlacementTheyCover(t *testing.T) {
	for _, p := range allPositions() {
		t.Run(p.name, func(t *testing.T) {
			s := p.scene(t)
			s.Off = true
			l := s.Lay()
			if c := append(l.Covering(), l.Piled()...); len(c) == 0 {
				t.Error("with the placement off nothing is covered: the position shows nothing of what the placement prevents")
			} else {
				t.Logf("off: %s", strings.Join(c, "; "))
			}
		})
	}
}

// areaTexts are the names of the area labels of a frame at a level, by their place in
// Scene.Areas.
func areaTexts(t *testing.T, b *maps.Board, level int) []string {
	var out []string
	for _, n := range namesAt(t, b, level) {
		if n.Area {
			out = append(out, n.Text)
		}
	}
	return out
}

// TestCountersVeilTheLabelsTheyStandOn: in lesson 3 the Blue infantry on the beach and
// the two Red infantry that close its ways back stand on the beach's label ("BEACH
// Sandfurter Strand"): the board veils that label whole, so that no part of it peeks
// out between the counters; the labels no counter touches (the Second Army's area
// beside them) stay as painted, and so does every label of the map without counters.
func TestCountersVeilTheLabelsTheyStandOn(t *testing.T) {
	for _, w := range []window{laptop, desktop, {1366, 768, 24}} {
		g, _ := lessonGame(t, "trap", "move red:inf3 42-16", "move red:inf4 42-20")
		s := frame(t, g, w, sq(t, "41-18"))
		texts := areaTexts(t, g.Board(), w.level)
		veiled := map[string]bool{}
		for _, i := range s.Veiled() {
			veiled[texts[i]] = true
		}
		if !veiled["Sandfurter Strand"] {
			t.Errorf("%dx%d at %d px: the beach's label under the counters is not veiled (veiled: %v)", w.w, w.h, w.level, veiled)
		}
		bodies := s.bodies(0)
		for i, a := range s.Areas {
			touched := false
			for _, b := range bodies {
				touched = touched || a.Meets(b.R)
			}
			if touched != veiled[texts[i]] {
				t.Errorf("%dx%d at %d px: %q veiled %v, a counter on it %v", w.w, w.h, w.level, texts[i], veiled[texts[i]], touched)
			}
		}
		if veiled["SECOND ARMY"] {
			t.Errorf("the Second Army's label, no counter on it, is veiled")
		}
	}
}
