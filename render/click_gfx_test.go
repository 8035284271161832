//go:build gfx

package render

import (
	"image"
	"image/color"
	"os"
	"slices"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"taktik/game"
	"taktik/game/ai"
	"taktik/render/board"
	"taktik/render/counter"
	"taktik/render/menu"
	"taktik/render/play"
	"taktik/render/settings"
	"taktik/units"
)

// These tests go through the screens as a player does, by clicks and keys only: the
// title's menu, the new-game form with the optional rules, the game menu's Save and the
// Load screen, the replacements (R31), a nuclear strike (R33), the end of a game.

// atomYellow is the rim of the mark a fired HQ wears (R33).
var atomYellow = color.NRGBA{0xf4, 0xd0, 0x20, 0xff}

// on is the scene on screen, as a T, or the test fails.
func on[T any](s *scripted) T {
	s.t.Helper()
	sc, ok := s.a.scenes.Current().(T)

	if !ok {
		var want T
		s.t.Fatalf("the scene is %T, want %T", s.a.scenes.Current(), want)
	}
	return sc
}

// lazily makes a scripted app that draws only the frames a test looks at.
func lazily(t *testing.T, w, h int) *scripted {
	s := newScripted(t, w, h)
	s.lazy = true
	return s
}

// clickAt clicks a point and runs the frames of a change of scene.
func (s *scripted) clickAt(x, y float64, frames int) {
	s.tap(x, y)
	s.play(frames)
}

// advance lets the computer play both sides until stop holds: a position to test
// found by playing, not written by hand.
func advance(t testing.TB, g *game.Game, stop func(*game.Game) bool) {
	t.Helper()
	for !stop(g) {
		if g.Winner() != game.NoWinner || g.Turn() > 30 {
			t.Fatalf("the position looked for never came (turn %d, winner %v)", g.Turn(), g.Winner())
		}
		a, err := ai.Decide(g, ai.Rekrut)
		if err == nil {
			err = g.Apply(a)
		}
		if err != nil {
			t.Fatal(err)
		}
	}
}

func TestNewGameFormByClicksWithOptionalRules(t *testing.T) {
	s := lazily(t, 1366, 768)
	s.play(2)
	x, y, label := on[*menu.Title](s).Entry(menu.EntryNew)
	if label != "New game" {
		t.Fatalf("the first entry of the title menu is %q", label)
	}
	s.clickAt(x, y, 20)
	ng := on[*menu.NewGame](s)
	click := func(row, k int) {
		x, y := ng.Option(row, k)
		s.clickAt(x, y, 1)
	}
	click(menu.RowLevel, 1)        // the advanced game
	click(menu.RowBlueStrength, 0) // Blue: the computer as a recruit
	click(menu.RowFirst, 1)        // Blue moves first
	for _, row := range []int{menu.RowWeather, menu.RowSupply, menu.RowReplacements, menu.RowNuclear} {
		click(row, 1) // on
	}
	click(menu.RowShortReplacements, 1) // R34: the replacement units left out
	click(menu.RowShortCorps, 2)        // R34: two divisions out of each corps
	click(menu.RowTurnLimit, 0)
	s.in.Type("12x") // a letter is no digit: ignored
	click(menu.RowSeed, 0)
	s.in.Type("42")
	s.play(4)
	x, y = ng.Button(1)
	s.clickAt(x, y, 20)

	v := on[*board.View](s)
	g := v.Game()
	got := g.Options()
	got.Players = [2]string{}
	want := game.Options{Mode: game.Advanced, Seed: 42, First: units.Blue, Setup: game.SetupAuto, Weather: true,
		Supply: true, Replacements: true, Nuclear: true, TurnLimit: 12, ShortReplacements: true, ShortCorps: 2}
	if got != want {
		t.Errorf("the game started with\n%+v, want\n%+v", got, want)
	}
	if p := v.Players(); p[0].Computer || p[1] != (play.Commander{Computer: true, Level: ai.Rekrut}) {
		t.Errorf("players %+v, want a person as Red and the recruit as Blue", p)
	}
	// R34: 8 infantry divisions (2 from each of 4 corps) and the replacement units out
	absent := 0
	for n := range game.NumUnits {
		if game.UnitInfo(n).Side == units.Red && g.Unit(n).Status == game.Absent {
			absent++
		}
	}
	if absent <= 8 || g.OnBoard(units.Red) != units.PerSide-absent {
		t.Errorf("%d Red units left out and %d on the board: the short game was not applied", absent, g.OnBoard(units.Red))
	}
	if g.Month() == 0 {
		t.Error("no month: the weather rule keeps a calendar (R30)")
	}
}

func TestSaveByTheGameMenuAndLoadFromTheTitle(t *testing.T) {
	s := lazily(t, 1366, 768)
	startGame(t, s.a, game.Options{Mode: game.Basic, Seed: 9, Setup: game.SetupAuto}, play.Commanders{{}, {Computer: true, Level: ai.Rekrut}})
	s.play(20)
	v := on[*board.View](s)
	g := v.Game()
	// move a unit by clicks, so the saved game is not the starting position
	var mover int
	for n := range game.NumUnits {
		if game.UnitInfo(n).Side == g.Side() && len(g.Reach(n)) > 3 {
			mover = n
			break
		}
	}
	reach := g.Reach(mover)
	to := reach[len(reach)/2].Square
	v.Camera().CentreOn(g.Unit(mover).Square) // the game opens with readable counters: not all the map shows
	s.clickSquare(g.Unit(mover).Square)
	v.Camera().CentreOn(to)
	s.clickSquare(to)
	if g.Unit(mover).Square != to {
		t.Fatalf("%s on %v after clicking %v", game.UnitInfo(mover).ID, g.Unit(mover).Square, to)
	}
	before := g.Hash()

	// the Menu button, then Save game
	x, y := v.MenuButton()
	s.clickAt(x, y, 2)
	x, y = v.MenuEntry(0)
	s.clickAt(x, y, 2)
	s.press(ebiten.KeyEnter) // the name it suggests
	dir, _ := settings.SavesDir()
	files, err := os.ReadDir(dir)
	if err != nil || len(files) != 1 {
		t.Fatalf("files in the saves folder after Save game: %v, %v", files, err)
	}
	// the Menu again, then Main menu: the title
	x, y = v.MenuButton()
	s.clickAt(x, y, 2)
	x, y = v.MenuEntry(8) // Main menu
	s.clickAt(x, y, 20)
	title := on[*menu.Title](s)
	// Load game, then the saved game in the list
	x, y, _ = title.Entry(menu.EntryLoad)
	s.clickAt(x, y, 20)
	ld := on[*menu.Load](s)
	pick := slices.IndexFunc(ld.Games(), func(sg menu.SavedGame) bool { return !sg.Autosave })
	if pick < 0 {
		t.Fatalf("the Load screen offers %+v, not the saved game", ld.Games())
	}
	x, y = ld.Entry(pick)
	s.clickAt(x, y, 20)
	lv := on[*board.View](s)
	if lv == v || lv.Game().Hash() != before {
		t.Errorf("the game loaded from the list is not the one saved")
	}
	if lv.Players() != (play.Commanders{{}, {Computer: true, Level: ai.Rekrut}}) {
		t.Errorf("players after loading: %+v", lv.Players())
	}
	// the game menu's Load opens the list over the game; Back returns to it
	x, y = lv.MenuButton()
	s.clickAt(x, y, 2)
	x, y = lv.MenuEntry(1)
	s.clickAt(x, y, 20)
	ld = on[*menu.Load](s)
	x, y = ld.Entry(len(ld.Games())) // Back
	s.clickAt(x, y, 20)
	if on[*board.View](s) != lv {
		t.Error("Back from the Load screen opened from the game did not return to the game")
	}
}

func TestReplacementsByClicksR31(t *testing.T) {
	s := lazily(t, 1920, 1080)
	g, err := game.New(s.a.board, game.Options{Mode: game.Basic, Seed: 2, Replacements: true})
	if err != nil {
		t.Fatal(err)
	}
	advance(t, g, func(g *game.Game) bool {
		p := g.Pending()
		return p.Kind == game.ReplaceDecision && p.Side == units.Red && len(p.Units) > 0
	})
	s.a.play(board.NewView(s.a, g, s.a.pics, play.Commanders{{}, {Computer: true, Level: ai.Rekrut}}))
	s.play(20)
	v := on[*board.View](s)
	p := g.Pending()
	unit := p.Units[len(p.Units)-1]
	points := g.ReplacementPoints(units.Red)
	x, y, ok := v.TrayCell(unit)
	if !ok {
		t.Fatalf("%s is not in the tray", game.UnitInfo(unit).ID)
	}
	s.clickAt(x, y, 2)
	to := legalTo(t, g, game.ActReplace, unit)
	v.Camera().CentreOn(to)
	s.clickSquare(to)
	if u := g.Unit(unit); u.Status != game.OnBoard || u.Square != to {
		t.Fatalf("%s is %v on %v after clicking it in the tray and then %v", game.UnitInfo(unit).ID, u.Status, u.Square, to)
	}
	if got := points - game.ReplacementCost(unit); g.Pending().Kind == game.ReplaceDecision && g.Pending().Side == units.Red &&
		g.ReplacementPoints(units.Red) != got {
		t.Errorf("%d points left, want %d", g.ReplacementPoints(units.Red), got)
	}
	if p := g.Pending(); p.Kind == game.ReplaceDecision && p.Side == units.Red {
		s.clickButton("Done")
		if g.ReplacementPoints(units.Red) > 0 && len(g.Pending().Units) > 0 && g.Pending().Side == units.Red {
			s.press(ebiten.KeyEnter) // the question: points are left
		}
	}
	if p := g.Pending(); p.Kind == game.ReplaceDecision && p.Side == units.Red {
		t.Fatal("Red's replacements did not end with Done")
	}
	e := g.Events()
	if !slices.ContainsFunc(e, func(ev game.Event) bool { return ev.Kind == game.EvRebuilt && slices.Contains(ev.Units, unit) }) {
		t.Error("the log has no rebuilt unit")
	}
}

func TestNuclearStrikeByClicksR33(t *testing.T) {
	s := lazily(t, 1920, 1080)
	g, err := game.New(s.a.board, game.Options{Mode: game.Basic, Seed: 4, Nuclear: true})
	if err != nil {
		t.Fatal(err)
	}
	advance(t, g, func(g *game.Game) bool {
		if g.Phase() != game.PhaseCombat || g.Side() != units.Red || len(g.Battles()) > 0 || g.Pending().Kind != game.NoDecision {
			return false
		}
		return slices.ContainsFunc(g.Legal(), func(a game.Action) bool { return a.Kind == game.ActNuke })
	})
	// the strike that destroys most, by an HQ on the screen
	var strike game.Action
	best := 0
	for _, a := range g.Legal() {
		if a.Kind != game.ActNuke {
			continue
		}
		hit := 0
		for _, sq := range game.WeaponOf(a.Unit).Squares(g.Board(), a.To) {
			if _, ok := g.UnitAt(sq); ok {
				hit++
			}
		}
		if hit > best {
			strike, best = a, hit
		}
	}
	s.a.play(board.NewView(s.a, g, s.a.pics, play.Commanders{{}, {Computer: true, Level: ai.Rekrut}}))
	s.play(20)
	v := on[*board.View](s)
	s.clickButton("Nuclear strike")
	v.Camera().CentreOn(g.Unit(strike.Unit).Square)
	s.play(1)
	s.clickSquare(g.Unit(strike.Unit).Square) // the HQ
	v.Camera().CentreOn(strike.To)
	s.play(1)
	var victims []int
	for _, sq := range game.WeaponOf(strike.Unit).Squares(g.Board(), strike.To) {
		if n, ok := g.UnitAt(sq); ok {
			victims = append(victims, n)
		}
	}
	// aim near the block's middle: for a 2×2 block the target's bottom-right corner
	r := v.Camera().SquareRect(strike.To)
	k := 0.5
	if game.WeaponOf(strike.Unit).Block() == 2 {
		k = 0.85
	}
	s.in.Move(r.X+r.W*k, r.Y+r.H*k)
	s.play(2)
	s.in.Click(r.X+r.W*k, r.Y+r.H*k)
	s.play(2)
	if g.Unit(strike.Unit).Fired {
		t.Fatal("the weapon fired without the question")
	}
	s.press(ebiten.KeyEnter) // Fire
	if !g.Unit(strike.Unit).Fired {
		t.Fatalf("%s has not fired after aiming at %v and confirming", game.UnitInfo(strike.Unit).ID, strike.To)
	}
	for _, n := range victims {
		if g.Unit(n).Status != game.Eliminated {
			t.Errorf("%s in the blast is %v", game.UnitInfo(n).ID, g.Unit(n).Status)
		}
	}
	e := g.Events()
	if !slices.ContainsFunc(e, func(ev game.Event) bool { return ev.Kind == game.EvNuke }) {
		t.Error("the log has no nuclear strike")
	}
	// the fired HQ wears its mark: yellow at the counter's top-right corner
	cam := v.Camera()
	cam.CentreOn(g.Unit(strike.Unit).Square)
	s.until("the counters", func() bool { img, _ := s.a.pics.Counters(counter.SizeFor(cam.Level)); return img != nil })
	s.play(2)
	hq := cam.SquareRect(g.Unit(strike.Unit).Square)
	yellow := 0
	shot := grab(s.screen)
	for y := int(hq.Y); y < int(hq.Y+hq.H/2); y++ {
		for x := int(hq.X + hq.W/2); x < int(hq.X+hq.W); x++ {
			if alike(shot.RGBAAt(x, y), rgba(atomYellow), 30) {
				yellow++
			}
		}
	}
	if yellow < 6 {
		t.Errorf("%d yellow pixels at the fired HQ's corner: no mark", yellow)
	}
}

func TestVictoryOffersANewGameByClick(t *testing.T) {
	s := lazily(t, 1366, 768)
	g, err := game.New(s.a.board, game.Options{Mode: game.Basic, Seed: 4, TurnLimit: 30})
	if err != nil {
		t.Fatal(err)
	}
	for g.Winner() == game.NoWinner { // the turn limit ends it at the latest (R22)
		if _, err := ai.PlayTurn(g, ai.Rekrut); err != nil {
			t.Fatal(err)
		}
	}
	s.a.play(board.NewView(s.a, g, s.a.pics, play.Commanders{{}, {Computer: true, Level: ai.Rekrut}}))
	s.play(20)
	x, y, ok := on[*board.View](s).VictoryButton(0)
	if !ok {
		t.Fatal("no victory screen for a finished game")
	}
	s.clickAt(x, y, 20)
	on[*menu.NewGame](s)
}

// grab reads a screen's pixels once: asking an ebiten.Image pixel by pixel is slow.
func grab(img *ebiten.Image) *image.RGBA {
	b := img.Bounds()
	out := image.NewRGBA(b)
	img.ReadPixels(out.Pix)
	return out
}
