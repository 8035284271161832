//go:build gfx

package render

import (
	"fmt"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"taktik/game"
	"taktik/game/ai"
	"taktik/maps"
	"taktik/render/board"
	"taktik/render/counter"
	"taktik/render/lang"
	"taktik/render/menu"
	"taktik/render/play"
	"taktik/render/settings"
	"taktik/render/tutorial/lesson"
	"taktik/units"
)

// TestScreenshots makes the README's screenshots: the game as a player sees it, at a
// laptop's 1366 × 768 and a desktop's 1920 × 1080, each screen reached the way a player
// reaches it (clicks on the title, the form, the board), the positions found by letting
// the computer play. Run it with the folder to write to (and a language, en by default):
//
//	TAKTIK_SHOTS=docs/screenshots xvfb-run -a -s "-screen 0 1920x1080x24" \
//	    go test -tags gfx -run TestScreenshots ./render/
//
// Without TAKTIK_SHOTS it is skipped: the click-through tests check these screens.
// TAKTIK_SHOTS_ONLY names the shots to write, by their names, between commas
// ("advice,newgame"); the others are played but not written.
func TestScreenshots(t *testing.T) {
	dir := os.Getenv("TAKTIK_SHOTS")
	if dir == "" {
		t.Skip("TAKTIK_SHOTS names no folder to write the screenshots to")
	}
	if !filepath.IsAbs(dir) { // go test runs in the package's folder: relative to the repository
		dir = filepath.Join("..", dir)
	}
	code := os.Getenv("TAKTIK_SHOTS_LANG")
	if code == "" {
		code = "en"
	}
	suffix := ""
	if code != "en" {
		suffix = "-" + code
	}
	for _, size := range [][2]int{{1366, 768}, {1920, 1080}} {
		w, h := size[0], size[1]
		shoot := func(name string, s *scripted) {
			t.Helper()
			if only := os.Getenv("TAKTIK_SHOTS_ONLY"); only != "" && !slices.Contains(strings.Split(only, ","), name) {
				return
			}
			s.play(1)
			path := filepath.Join(dir, fmt.Sprintf("%s-%d%s.png", name, w, suffix))
			writePNG(t, s.screen, path)
			t.Logf("wrote %s", path)
		}
		fresh := func() *scripted {
			s := newScripted(t, w, h)
			s.lazy = true
			set := s.a.Settings()
			set.Language, set.Animation = code, settings.Normal
			s.a.ChangeSettings(set)
			return s
		}

		// the title, then New game with the optional rules chosen
		s := fresh()
		level := board.CoverLevel(s.a.board, w, h)
		s.until("the title's map", func() bool { return s.a.pics.Board(level) != nil })
		s.play(30)
		shoot("title", s)
		x, y, _ := on[*menu.Title](s).Entry(menu.EntryNew)
		ng := everyRule(s, x, y)
		x, y = ng.Button(1)
		s.in.Move(x, y)
		s.play(2)
		shoot("newgame", s)

		// the tutorial: the card over the board at the step where contact stops a move
		// (R12), the armour's reach shaded and the square to click pulsing
		s = fresh()
		tt := startTutorial(t, s)
		tt.card("next")
		x, y = tt.sc.View().Camera().Centre(lesson.TipSquare)
		s.in.Move(x, y)
		s.play(40)
		tt.card("next")
		tt.square("35-29")
		tt.square("34-32")
		tt.step("contact")
		ready(s)
		x, y = tt.sc.View().Camera().Centre(lesson.CitySquare)
		s.in.Move(x, y)
		s.play(110) // the card's "well done" gives way to the step's number
		shoot("tutorial", s)

		// movement: a unit picked, where it can go, the way to a square and its cost
		s = fresh()
		g := newBasic(t, s, 7)
		look(s, g, 32, middleOf(g, units.Red))
		mover, to := showMove(t, s, g)
		x, y = s.view().Camera().Centre(g.Unit(mover).Square)
		s.clickAt(x, y, 2)
		x, y = s.view().Camera().Centre(to)
		s.in.Move(x, y)
		s.play(4)
		shoot("movement", s)

		// the coach: H asks the General for its moves in a position with contacts; an
		// arrow from each unit to its square, an attack picked with its reason
		s = fresh()
		g = newBasic(t, s, 3)
		advance(t, g, func(g *game.Game) bool {
			return g.Turn() >= 2 && g.Side() == units.Red && g.Phase() == game.PhaseMovement && g.Pending().Kind == game.NoDecision
		})
		look(s, g, 32, middleOf(g, units.Red))
		s.press(ebiten.KeyH)
		s.until("the General's advice", func() bool { _, k := s.view().Advice(); return k >= 0 })
		list, _ := s.view().Advice()
		for range list { // Tab to a move into battle
			if _, k := s.view().Advice(); strings.HasPrefix(list[k].Reason, "ai.advice.attack") {
				break
			}
			s.press(ebiten.KeyTab)
		}
		_, k := s.view().Advice()
		s.view().Camera().CentreOn(list[k].Move.To)
		ready(s)
		m := s.view().MapRect()
		s.in.Move(m.X+m.W-4, m.Y+4)
		s.play(4)
		shoot("advice", s)

		// combat: the contacts, a battle declared, another being built with its odds
		s = fresh()
		g = newBasic(t, s, 3)
		advance(t, g, func(g *game.Game) bool {
			return g.Turn() >= 2 && g.Side() == units.Red && g.Phase() == game.PhaseCombat &&
				g.Pending().Kind == game.NoDecision && len(g.Battles()) == 0 && len(g.Uncovered()) >= 4
		})
		// the map on the middle of the contacts, the battle nearest it declared first
		var engaged []int
		for _, c := range g.Uncovered() {
			engaged = append(engaged, c[0], c[1])
		}
		centre := middleSquare(g, engaged)
		battles := legalBattles(g)
		slices.SortStableFunc(battles, func(a, b game.Action) int {
			return maps.Chebyshev(g.Unit(a.Defenders[0]).Square, centre) - maps.Chebyshev(g.Unit(b.Defenders[0]).Square, centre)
		})
		look(s, g, 32, centre)
		build(s, g, battles[0])
		s.clickButton(lang.T("play.declare"))
		s.in.Move(float64(w)/3, float64(h)/3)
		s.play(2)
		shoot("combat", s)
		if next := legalBattles(g); len(next) > 0 {
			slices.SortStableFunc(next, func(a, b game.Action) int {
				return maps.Chebyshev(g.Unit(a.Defenders[0]).Square, centre) - maps.Chebyshev(g.Unit(b.Defenders[0]).Square, centre)
			})
			build(s, g, next[0])
			shoot("odds", s)
			s.press(ebiten.KeyK) // the results table, the battle's column marked
			shoot("crt", s)
			s.press(ebiten.KeyK)
			s.press(ebiten.KeyEscape)
		}

		// a retreat: every battle declared, one rolled with a die that drives the
		// defenders back two squares (R19); the winner picks their squares
		s.press(ebiten.KeyP)
		s.until("the suggested plan", func() bool { return len(g.Uncovered()) == 0 })
		retreated := false
		for k, b := range g.Battles() {
			die := 0
			for d := 1; d <= 6; d++ {
				if game.CRT(b.Odds, d) == game.DB2 {
					die = d
				}
			}
			if b.Resolved || die == 0 {
				continue
			}
			if err := g.Apply(game.Action{Kind: game.ActDice, Rolls: []int{die}}); err != nil {
				t.Fatal(err)
			}
			def := b.Defenders[0]
			look(s, g, 32, g.Unit(def).Square)
			x, y = s.view().Camera().Centre(g.Unit(def).Square)
			s.clickAt(x, y, 2)
			s.until("the battle's die", func() bool { return g.Battles()[k].Resolved })
			if g.Pending().Kind == game.RetreatDecision { // not when only one way was open
				// the pointer on the panel, no tooltip over the choice; the results of the
				// battles before faded (2.6 s)
				s.in.Move(float64(w)-60, float64(h)/4)
				s.play(170)
				shoot("retreat", s)
				retreated = true
				break
			}
		}
		if !retreated {
			t.Error("no battle of this position ended in a retreat to choose: no retreat screenshot")
		}

		// the replacements of a spring month (R31)
		s = fresh()
		g = newOptional(t, s, game.Options{Mode: game.Basic, Seed: 2, Replacements: true, Weather: true})
		advance(t, g, func(g *game.Game) bool {
			p := g.Pending()
			return p.Kind == game.ReplaceDecision && p.Side == units.Red && len(p.Units) > 1
		})
		s.a.play(board.NewView(s.a, g, s.a.pics, play.Commanders{{}, {Computer: true, Level: ai.Rekrut}}))
		s.play(20)
		ready(s)
		p := g.Pending()
		x, y, _ = s.view().TrayCell(p.Units[0])
		s.clickAt(x, y, 2)
		ready(s)
		s.in.Move(float64(w)/3, float64(h)-10)
		s.play(2)
		shoot("replacements", s)

		// a nuclear strike (R33): the weapon aimed, then the blast
		s = fresh()
		g = newOptional(t, s, game.Options{Mode: game.Basic, Seed: 4, Nuclear: true, Supply: true})
		advance(t, g, func(g *game.Game) bool {
			return g.Phase() == game.PhaseCombat && g.Side() == units.Red && len(g.Battles()) == 0 &&
				g.Pending().Kind == game.NoDecision && slices.ContainsFunc(g.Legal(), func(a game.Action) bool {
				return a.Kind == game.ActNuke
			})
		})
		// the strike that destroys most, its HQ near enough to show both on the screen
		var strike game.Action
		best := -1 << 20
		for _, a := range g.Legal() {
			if a.Kind == game.ActNuke {
				if n := hits(g, a)*100 - maps.Chebyshev(g.Unit(a.Unit).Square, a.To); n > best {
					strike, best = a, n
				}
			}
		}
		s.a.play(board.NewView(s.a, g, s.a.pics, play.Commanders{{}, {Computer: true, Level: ai.Rekrut}}))
		s.play(20)
		// first a unit cut off from supply (R32): its mark, and its tooltip
		if cut := append(g.OutOfSupply(units.Blue), g.OutOfSupply(units.Red)...); len(cut) > 0 {
			sq := g.Unit(cut[0]).Square
			look(s, g, 40, maps.Square{Row: sq.Row + 2, Col: sq.Col + 3})
			x, y = s.view().Camera().Centre(sq)
			s.in.Move(x, y)
			s.play(40) // the tooltip comes when the pointer rests
			shoot("supply", s)
		} else {
			t.Error("no unit is cut off from supply: no supply screenshot")
		}
		hq, target := g.Unit(strike.Unit).Square, strike.To
		look(s, g, 24, maps.Square{Row: (hq.Row + target.Row + 1) / 2, Col: (hq.Col + target.Col + 1) / 2})
		s.press(ebiten.KeyF)
		x, y = s.view().Camera().Centre(hq)
		s.clickAt(x, y, 2)
		r := s.view().Camera().SquareRect(target)
		s.in.Move(r.X+r.W*0.9, r.Y+r.H*0.9)
		s.play(4)
		shoot("nuclear", s)
		s.in.Click(r.X+r.W*0.9, r.Y+r.H*0.9)
		s.play(2)
		s.press(ebiten.KeyEnter) // the question: fire
		s.in.Move(float64(w)/3, float64(h)-10)
		s.play(14)
		shoot("nuclear-blast", s)

		// the end of a game
		s = fresh()
		g = newBasic(t, s, 4)
		for g.Winner() == game.NoWinner {
			if _, err := ai.PlayTurn(g, ai.Rekrut); err != nil {
				t.Fatal(err)
			}
		}
		s.a.play(board.NewView(s.a, g, s.a.pics, play.Commanders{{}, {Computer: true, Level: ai.Rekrut}}))
		s.play(20)
		ready(s)
		s.play(20)
		shoot("victory", s)

		// the Load screen with more saved games than it has room for: an advanced game
		// with weather saved every player turn, the list scrolled down a little
		s = fresh()
		savedTurns(t, s, 12, game.Options{Mode: game.Advanced, Seed: 6, Setup: game.SetupAuto, Weather: true},
			func(_ int, at time.Time) string { return play.QuickSaveName(at) })
		d := menu.NewLoad(s.a)
		s.a.GoTo(d)
		s.until("the saved games read", d.Ready)
		s.until("the map behind", func() bool { return s.a.pics.Board(level) != nil })
		s.play(30)
		x, y = d.Entry(1)
		s.in.Move(x, y)
		s.in.Scroll(-1)
		s.play(2)
		x, y = d.Entry(3)
		s.in.Move(x, y)
		s.play(2)
		shoot("load", s)
	}
}

// everyRule clicks the title's New game at (x, y) and chooses the advanced game and
// every optional rule on the form.
func everyRule(s *scripted, x, y float64) *menu.NewGame {
	s.clickAt(x, y, 20)
	ng := on[*menu.NewGame](s)
	for _, c := range [][2]int{{menu.RowLevel, 1}, {menu.RowWeather, 1}, {menu.RowSupply, 1},
		{menu.RowReplacements, 1}, {menu.RowNuclear, 1}} {
		x, y := ng.Option(c[0], c[1])
		s.clickAt(x, y, 1)
	}
	return ng
}

// newBasic starts a basic game, auto-deployed, Red first, its view not yet shown.
func newBasic(t *testing.T, s *scripted, seed uint64) *game.Game {
	return newOptional(t, s, game.Options{Mode: game.Basic, Seed: seed, TurnLimit: 30})
}

func newOptional(t *testing.T, s *scripted, opts game.Options) *game.Game {
	t.Helper()
	g, err := game.New(s.a.board, opts)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// look shows a game (once) with the map at a zoom level around a square, and waits
// for its pictures.
func look(s *scripted, g *game.Game, level int, sq maps.Square) {
	if v, ok := s.a.scenes.Current().(*board.View); !ok || v.Game() != g {
		s.a.play(board.NewView(s.a, g, s.a.pics, play.Commanders{{}, {Computer: true, Level: ai.Rekrut}}))
		s.play(20)
	}
	cam := s.view().Camera()
	for cam.Level < level && cam.ZoomCentre(1) {
		cam.Step(1)
	}
	for cam.Level > level && cam.ZoomCentre(-1) {
		cam.Step(1)
	}
	cam.CentreOn(sq)
	ready(s)
}

// ready waits until the board and the counters are painted at the camera's level.
func ready(s *scripted) {
	cam := s.view().Camera()
	s.until("the pictures", func() bool {
		img, _ := s.a.pics.Counters(counter.SizeFor(cam.Level))
		return s.a.pics.Board(cam.Level) != nil && img != nil && !cam.Zooming()
	})
	s.play(2)
}

// middleOf is the square amid a side's units.
func middleOf(g *game.Game, side units.Side) maps.Square {
	var list []int
	for n := range game.NumUnits {
		if game.UnitInfo(n).Side == side {
			list = append(list, n)
		}
	}
	return middleSquare(g, list)
}

func middleSquare(g *game.Game, list []int) maps.Square {
	r, c, n := 0, 0, 0
	for _, u := range list {
		if st := g.Unit(u); st.Status == game.OnBoard {
			r, c, n = r+st.Square.Row, c+st.Square.Col, n+1
		}
	}
	if n == 0 {
		return maps.Square{Row: 22, Col: 28}
	}
	return maps.Square{Row: r / n, Col: c / n}
}

// showMove picks the unit on screen with the longest way to go and the square at its
// end.
func showMove(t *testing.T, s *scripted, g *game.Game) (int, maps.Square) {
	t.Helper()
	cam := s.view().Camera()
	r0, c0, r1, c1 := cam.Visible()
	inside := func(sq maps.Square) bool {
		return sq.Row > r0+2 && sq.Row < r1-2 && sq.Col > c0+2 && sq.Col < c1-4
	}
	best, to, far := -1, maps.Square{}, 0
	for n := range game.NumUnits {
		st := g.Unit(n)
		if game.UnitInfo(n).Side != g.Side() || st.Status != game.OnBoard || !inside(st.Square) {
			continue
		}
		for _, rs := range g.Reach(n) {
			if _, cost, err := g.Path(n, rs.Square); err == nil && inside(rs.Square) && cost > far && !g.StopsAt(n, rs.Square) {
				best, to, far = n, rs.Square, cost
			}
		}
	}
	if best < 0 {
		t.Fatal("no unit on the screen can move")
	}
	return best, to
}

// legalBattles are the battles the engine offers now.
func legalBattles(g *game.Game) []game.Action {
	var list []game.Action
	for _, a := range g.Legal() {
		if a.Kind == game.ActBattle {
			list = append(list, a)
		}
	}
	return list
}

// build clicks a battle's attackers, then its defenders.
func build(s *scripted, g *game.Game, a game.Action) {
	for _, u := range append(slices.Clone(a.Attackers), a.Defenders...) {
		x, y := s.view().Camera().Centre(g.Unit(u).Square)
		s.clickAt(x, y, 1)
	}
	s.play(2)
}

// hits counts the units a strike's block holds.
func hits(g *game.Game, a game.Action) int {
	n := 0
	for _, sq := range game.WeaponOf(a.Unit).Squares(g.Board(), a.To) {
		if _, ok := g.UnitAt(sq); ok {
			n++
		}
	}
	return n
}

func writePNG(t *testing.T, img *ebiten.Image, path string) {
	t.Helper()
	px := image.NewRGBA(img.Bounds())
	img.ReadPixels(px.Pix)
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := png.Encode(f, px); err != nil {
		t.Fatal(err)
	}
}
