//go:build gfx

package render

import (
	"fmt"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"taktik/game"
	"taktik/maps"
	"taktik/render/board"
	"taktik/render/board/place"
	"taktik/render/counter"
	"taktik/render/lang"
	"taktik/render/play"
	"taktik/render/ui"
	"taktik/units"
)

// nearCity reports whether a square is a city's or touches one, where the city's name
// is painted.
var nearCity = place.NearCity

// TestBattleTagOffTheCityName: a battle just south of a city puts its tag ("1 · 1–1") in
// an empty square clear of the city and its name (it lay over the name), on the side.
func TestBattleTagOffTheCityName(t *testing.T) {
	s := lazily(t, 1366, 768)
	b := s.a.board
	// the lowest square of a one-row city with clear land two and three rows below
	var city maps.Square
	for _, c := range b.Cities {
		sq := c.Squares[len(c.Squares)-1]
		d, a := maps.Square{Row: sq.Row + 2, Col: sq.Col}, maps.Square{Row: sq.Row + 3, Col: sq.Col}
		if b.In(a) && b.Terrain(d) == maps.Clear && b.Terrain(a) == maps.Clear && b.CityAt(d) == nil && !nearCity(b, a) {
			city = sq
			break
		}
	}
	if city == (maps.Square{}) {
		t.Fatal("no city with clear land below it")
	}
	def := maps.Square{Row: city.Row + 2, Col: city.Col}
	att := maps.Square{Row: city.Row + 3, Col: city.Col}
	g := handMade(t, s, "red:inf1 "+att.String(), "blue:inf1 "+def.String())
	for _, a := range []string{"endmove", "battle red:inf1 vs blue:inf1"} {
		act, err := game.ParseAction(b, a)
		if err == nil {
			err = g.Apply(act)
		}
		if err != nil {
			t.Fatalf("%s: %v", a, err)
		}
	}
	look(s, g, 48, def)
	s.play(2)
	v := s.view()
	labels := v.BattleLabels()
	if len(labels) != 1 {
		t.Fatalf("%d battle labels, want 1", len(labels))
	}
	sq, ok := v.Camera().SquareAt(labels[0].CX(), labels[0].CY())
	if !ok || nearCity(b, sq) {
		t.Errorf("the battle's tag is on %s, next to the city at %s and its name", sq, city)
	}
}

// retreatGame is a game the computer played until a retreat waits to be chosen (one
// that want holds for), in the first six turns of one of twenty games.
func retreatGame(t *testing.T, s *scripted, want func(*game.Game) bool) *game.Game {
	t.Helper()
	for seed := uint64(1); seed <= 20; seed++ {
		g, err := game.New(s.a.board, game.Options{Mode: game.Basic, Seed: seed, TurnLimit: 30})
		if err != nil {
			t.Fatal(err)
		}
		ok := false
		func() {
			defer func() { recover() }()
			advance(t, g, func(g *game.Game) bool { return g.Pending().Kind == game.RetreatDecision && want(g) || g.Turn() > 6 })
			ok = g.Pending().Kind == game.RetreatDecision
		}()
		if ok {
			return g
		}
	}
	t.Fatal("no such retreat to choose in 20 games")
	return nil
}

// TestRetreatHeader: while the winner of a battle chooses where the beaten units go, the
// bar above the map names that side and the retreat, not the side to move and its phase
// (it said "Red to move · combat" while Blue chose Red's retreat, R19).
func TestRetreatHeader(t *testing.T) {
	defer lang.Set("en")
	lang.Set("en")
	s := lazily(t, 1366, 768)
	g := retreatGame(t, s, func(g *game.Game) bool { return g.Pending().Side != g.Side() })
	// two people at one screen, so the computer does not choose for the winner
	s.a.play(board.NewView(s.a, g, s.a.pics, play.Commanders{{}, {}}))
	s.play(20)
	status, side := s.view().Status()
	want := fmt.Sprintf("%s chooses the retreat", map[int]string{0: "Red", 1: "Blue"}[int(g.Pending().Side)])
	if !strings.Contains(status, want) || side != int(g.Pending().Side) || strings.Contains(status, "to move") {
		t.Errorf("the bar says %q (side %d) while %v chooses the retreat", status, side, g.Pending().Side)
	}
}

// TestDieLeavesTheNewestLogLines: the die docked over the log leaves the log's newest
// lines, which say what it decided, in view, on a laptop's screen and the window it
// opens as on a desktop (it covered them at 1366 × 768).
func TestDieLeavesTheNewestLogLines(t *testing.T) {
	for _, size := range [][2]int{{1366, 768}, {1229, 652}, {1920, 1080}} {
		s := lazily(t, size[0], size[1])
		_, v := rolled(t, s)
		die, shown, _ := v.DieShown()
		if !shown {
			t.Fatal("no die shown")
		}
		log := v.LogRect()
		newest := ui.Rect{X: log.X, Y: log.Y + log.H - 4*ui.S(19), W: log.W, H: 4 * ui.S(19)}
		if die.Overlaps(newest) {
			t.Errorf("%dx%d: the die %v covers the log's newest lines %v", size[0], size[1], die, newest)
		}
		if m := v.MapRect(); die.Overlaps(m) {
			t.Errorf("%dx%d: the die %v lies over the map %v", size[0], size[1], die, m)
		}
	}
}

// TestTipKeepsOffTheWayToTheEnemy: with a unit picked next to the enemy, the tooltip of
// the enemy unit under the pointer keeps off the picked unit's reach, the squares
// towards the enemy among them.
func TestTipKeepsOffTheWayToTheEnemy(t *testing.T) {
	for _, size := range [][2]int{{1366, 768}, {1920, 1080}} {
		s := lazily(t, size[0], size[1])
		g := handMade(t, s, "red:arm1 20-13", "blue:inf1 20-17", "blue:inf2 40-40")
		look(s, g, 32, sqr(t, "20-15"))
		v := s.view()
		s.clickSquare(sqr(t, "20-13"))
		x, y := v.Camera().Centre(sqr(t, "20-17"))
		s.in.Move(x, y)
		s.play(150)
		tip, ok := v.TipRect()
		if !ok {
			t.Fatal("no tooltip on the enemy unit")
		}
		for _, rs := range g.Reach(num(t, "red:arm1")) {
			r := v.Camera().SquareRect(rs.Square)
			if tip.Overlaps(ui.Rect{X: r.X + 1, Y: r.Y + 1, W: r.W - 2, H: r.H - 2}) {
				t.Errorf("%dx%d: the tooltip %v covers %v, in reach", size[0], size[1], tip, rs.Square)
				break
			}
		}
	}
}

// TestFirstZoomReadsAtEase: with no zoom chosen, a game on a laptop's 1366 × 768 opens
// with counters of 28 px or more (the fitted map gave 21 px), the rest of the map a pan
// away; the arrow keys pan it.
func TestFirstZoomReadsAtEase(t *testing.T) {
	t.Cleanup(func() { board.SetZoom(0) })
	board.SetZoom(0)
	s := lazily(t, 1366, 768)
	handMade(t, s, "red:inf1 20-13", "blue:inf1 20-30")
	cam := s.view().Camera()
	if size := counter.SizeFor(cam.Level); size < 28 {
		t.Errorf("the game opened with %d px counters (squares of %d), want 28 or more", size, cam.Level)
	}
	gx := cam.GX
	s.in.Hold(ebiten.KeyArrowRight)
	s.play(10)
	s.in.Release(ebiten.KeyArrowRight)
	s.play(1)
	if cam.GX == gx {
		t.Error("the arrow key did not pan the map")
	}
}

// TestTextSize: the settings' text size (100, 125, 150 %) grows the game's text and the
// panels with it, as far as the screen holds the smallest layout the game is tested at
// (1229 × 652 points): a desktop's 1920 × 1080 takes 150 %, a laptop's 1366 × 768 only
// a little more than 100 %; the bar's sentence shows whole either way. With TAKTIK_SHOTS
// set it writes textsize-150-1920.png there.
func TestTextSize(t *testing.T) {
	defer ui.SetScale(1)
	for _, c := range []struct {
		w, h, pct int
		want      float64
	}{{1366, 768, 100, 1}, {1366, 768, 150, 1366.0 / 1229}, {1920, 1080, 125, 1.25}, {1920, 1080, 150, 1.5}} {
		s := lazily(t, c.w, c.h)
		set := s.a.Settings()
		set.TextSize = c.pct
		s.a.ChangeSettings(set)
		handMade(t, s, "red:inf1 20-13", "blue:inf1 20-30")
		s.a.Layout(c.w, c.h)
		s.play(2)
		if got := ui.Scale(); math.Abs(got-c.want) > 0.01 {
			t.Errorf("%dx%d, text size %d %%: the widgets' scale is %.2f, want %.2f", c.w, c.h, c.pct, got, c.want)
		}
		v := s.view()
		if p, ok := v.PromptFits(); !ok {
			t.Errorf("%dx%d, text size %d %%: the bar's sentence %q is cut off", c.w, c.h, c.pct, p)
		}
		if dir := os.Getenv("TAKTIK_SHOTS"); dir != "" && c.pct == 150 && c.w == 1920 {
			if !filepath.IsAbs(dir) {
				dir = filepath.Join("..", dir)
			}
			ready(s)
			s.clickSquare(sqr(t, "20-13"))
			s.play(2)
			writePNG(t, s.screen, filepath.Join(dir, "textsize-150-1920.png"))
		}
	}
}

// rolled is fight's battle rolled with a 3, a second after the roll.
func rolled(t *testing.T, s *scripted) (*game.Game, *board.View) {
	t.Helper()
	g := fight(t, s)
	s.play(1)
	v := s.view()
	if err := g.Apply(game.Action{Kind: game.ActDice, Rolls: []int{3}}); err != nil {
		t.Fatal(err)
	}
	s.press(ebiten.KeyR)
	s.play(60)
	return g, v
}

// TestDieGoesWithItsTurn: the die of the player's last battle does not stay into the
// next turn (it lay over the panel while the computer moved: issue 34).
func TestDieGoesWithItsTurn(t *testing.T) {
	s := lazily(t, 1366, 768)
	g, v := rolled(t, s)
	if _, shown, landed := v.DieShown(); !shown || !landed {
		t.Fatalf("the die shown %v, landed %v after the roll", shown, landed)
	}
	for g.Pending().Kind != game.NoDecision { // the retreat or the losses: the first offered
		if err := g.Apply(g.Legal()[0]); err != nil {
			t.Fatal(err)
		}
	}
	s.play(2)
	s.press(ebiten.KeyE) // end the turn
	s.play(5)
	if g.Side() != units.Blue || g.Phase() != game.PhaseMovement {
		t.Fatalf("%v's %v after ending Red's turn", g.Side(), g.Phase())
	}
	if r, shown, _ := v.DieShown(); shown {
		t.Errorf("the die of Red's battle still shows at %+v in Blue's turn", r)
	}
}

// TestRetreatSquaresStayClear: while the winner chooses a retreat, no unit's hatched
// reach shows over the green squares to click, and with the pointer resting on the
// beaten unit its tooltip and every other overlay keep off them (issue 34: the tooltip
// and the hatch covered them).
func TestRetreatSquaresStayClear(t *testing.T) {
	s := lazily(t, 1366, 768)
	g := retreatGame(t, s, func(*game.Game) bool { return true })
	s.a.play(board.NewView(s.a, g, s.a.pics, play.Commanders{{}, {}}))
	beaten := g.Unit(g.Pending().Units[0]).Square
	look(s, g, 32, beaten)
	s.play(2)
	v := s.view()
	for _, sq := range []maps.Square{beaten, {Row: beaten.Row - 1, Col: beaten.Col}, {Row: beaten.Row, Col: beaten.Col + 1}} {
		x, y := v.Camera().Centre(sq)
		s.in.Move(x, y)
		s.play(60)
		if u, reach := v.EnemyReach(); reach != nil {
			t.Errorf("the reach of %s shades the map during the retreat", game.UnitInfo(u).ID)
		}
		if c := v.Placed().Covering(); len(c) > 0 {
			t.Errorf("pointer on %s: %s", sq, strings.Join(c, "; "))
		}
	}
	if len(v.Placed().Keeps) == 0 {
		t.Error("nothing kept in view: the test tests nothing")
	}
}
