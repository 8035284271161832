//go:build gfx

package render

import (
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"taktik/game"
	"taktik/game/ai"
	"taktik/maps"
	"taktik/render/board"
	"taktik/render/lang"
	"taktik/render/play"
	"taktik/render/settings"
	"taktik/render/ui"
	"taktik/units"
)

// These tests check what a player on a slow machine, or one who clicks fast, sees:
// animations that take the time they should whatever the frame rate, clicks that are
// clicks and drags that are drags, and cards that leave what the player needs in view.

// handMade shows a basic game built square by square (R9 deployment skipped), Red to
// move, Blue played by the computer, at normal animation speed.
func handMade(t *testing.T, s *scripted, places ...string) *game.Game {
	t.Helper()
	return handMadeAt(t, s, settings.Normal, places...)
}

// handMadeAt is handMade at the given animation speed.
func handMadeAt(t *testing.T, s *scripted, speed settings.Speed, places ...string) *game.Game {
	t.Helper()
	set := s.a.Settings()
	set.Animation = speed
	s.a.ChangeSettings(set)
	players := play.Commanders{{}, {Computer: true, Level: ai.Rekrut}}
	g, err := game.New(s.a.board, game.Options{Mode: game.Basic, Seed: 11, Setup: game.SetupEmpty,
		Players: players.Words()})
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range places {
		a, err := game.ParseAction(s.a.board, "place "+p)
		if err == nil {
			err = g.Apply(a)
		}
		if err != nil {
			t.Fatalf("place %s: %v", p, err)
		}
	}
	if err := g.Apply(game.Action{Kind: game.ActStart}); err != nil {
		t.Fatal(err)
	}
	s.a.play(board.NewView(s.a, g, s.a.pics, players))
	s.play(20) // past the fade
	return g
}

// fight is a 3-1 battle declared in the combat phase: red:inf1 and red:arm1 against
// blue:inf1.
func fight(t *testing.T, s *scripted) *game.Game {
	t.Helper()
	g := handMade(t, s, "red:inf1 20-13", "red:arm1 21-13", "red:inf2 30-12", "blue:inf1 20-14", "blue:inf2 30-40")
	for _, a := range []game.Action{{Kind: game.ActEndMove, Unit: -1, Index: -1}} {
		if err := g.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	s.play(2)
	s.clickSquare(sqr(t, "20-13"))
	s.clickSquare(sqr(t, "21-13"))
	s.clickSquare(sqr(t, "20-14"))
	s.clickButton(lang.T("play.declare"))
	if len(g.Battles()) != 1 {
		t.Fatalf("battles %+v after Declare", g.Battles())
	}
	return g
}

// On a machine that draws ten frames a second the die lands after the same time as on a
// fast one (0.9 s at normal speed), not after six times as long.
func TestDieLandsByTheClockNotTheFrames(t *testing.T) {
	for _, tick := range []float64{1.0 / 60, 0.1, 0.25} {
		s := lazily(t, 1366, 768)
		g := fight(t, s)
		if err := g.Apply(game.Action{Kind: game.ActDice, Rolls: []int{3}}); err != nil {
			t.Fatal(err)
		}
		s.in.SetTick(tick)
		s.in.Key(ebiten.KeyR)
		s.play(0)
		ticks := 0
		for !g.Battles()[0].Resolved {
			if ticks > 200 {
				t.Fatalf("%.3f s a tick: the die has not landed after %d ticks", tick, ticks)
			}
			s.play(1)
			ticks++
		}
		if secs := float64(ticks) * tick; secs > 1.0+tick || secs < 0.5 {
			t.Errorf("%.3f s a tick: the die took %d ticks, %.2f s; want about 0.9 s", tick, ticks, secs)
		}
	}
}

// A change of screen fades in a quarter of a second, however few frames that is.
func TestFadeTakesAQuarterSecondByTheClock(t *testing.T) {
	for _, tick := range []float64{1.0 / 60, 0.1} {
		s := lazily(t, 1366, 768)
		s.play(2)
		s.in.SetTick(tick)
		s.a.Menu() // the title, with a fade
		ticks := 0
		for s.a.scenes.Fading() {
			s.play(1)
			ticks++
		}
		if secs := float64(ticks) * tick; secs > 0.25+tick || ticks == 0 {
			t.Errorf("%.3f s a tick: the fade took %d ticks, %.2f s; want 0.25 s", tick, ticks, secs)
		}
	}
}

// An arrow key held for a second moves the map as far at ten frames a second as at
// sixty: smoothly, by the clock.
func TestArrowKeyPansByTheClock(t *testing.T) {
	var moved []float64
	for _, tick := range []float64{1.0 / 60, 0.1} {
		s := lazily(t, 1366, 768)
		g := handMade(t, s, "red:inf1 20-13", "blue:inf1 20-30")
		look(s, g, 32, maps.Square{Row: 22, Col: 28})
		cam := s.view().Camera()
		x0 := cam.GX
		s.in.SetTick(tick)
		s.in.Hold(ebiten.KeyArrowRight)
		s.in.Wait(int(0.5/tick + 0.5))
		s.in.Release(ebiten.KeyArrowRight)
		s.play(1)
		moved = append(moved, x0-cam.GX)
	}
	if moved[0] < ui.S(200) || moved[1] < moved[0]*0.85 || moved[1] > moved[0]*1.15 {
		t.Errorf("half a second of the right arrow moved the map %.0f px at 60 frames a second and %.0f px at 10; want the same, and far", moved[0], moved[1])
	}
}

// A press that moves more than a few pixels drags the map and selects nothing, even
// when it is let go in the very next tick; a click whose press and release fall into one
// tick still selects.
func TestDragIsNoClickAndAQuickClickCounts(t *testing.T) {
	s := lazily(t, 1366, 768)
	handMade(t, s, "red:inf1 20-13", "blue:inf1 20-30")
	v := s.view()
	x, y := v.Camera().Centre(sqr(t, "20-13"))
	s.in.Drag(x, y, x+40, y+25, 0)
	s.play(2)
	if v.Selected() >= 0 {
		t.Error("a quick flick from a unit selected it")
	}
	x, y = v.Camera().Centre(sqr(t, "20-13"))
	s.in.Drag(x, y, x-30, y+30, 4)
	s.play(2)
	if v.Selected() >= 0 {
		t.Error("a drag from a unit selected it")
	}
	x, y = v.Camera().Centre(sqr(t, "20-13")) // the map has moved under the pointer
	s.in.Drag(x, y, x+2, y+1, 3)
	s.play(2)
	if v.Selected() != num(t, "red:inf1") {
		t.Error("a click that wobbled two pixels did not select the unit")
	}
	s.in.Tap(x, y)
	s.play(2)
	if v.Selected() >= 0 {
		t.Error("a click pressed and let go within one tick was missed (the unit stays selected)")
	}
}

// Space during the computer's turn shows the rest of it at once: the next turn of the
// person comes within a few ticks of the computer deciding, with no result labels left
// piled over the map.
func TestSpaceSkipsTheComputersTurnAtOnce(t *testing.T) {
	s := lazily(t, 1366, 768)
	g := handMade(t, s, "red:inf1 20-10", "red:inf2 24-10", "red:inf3 30-12", "red:inf4 12-30",
		"blue:inf1 20-14", "blue:inf2 21-14", "blue:inf3 25-14", "blue:arm1 22-15", "blue:arm2 26-14")
	s.press(ebiten.KeyE) // end the movement: red:inf1 could still move
	s.press(ebiten.KeyEnter)
	s.press(ebiten.KeyE) // end the turn
	if g.Side() != units.Blue {
		t.Fatalf("side %v after ending Red's turn", g.Side())
	}
	s.press(ebiten.KeySpace)
	ticks := 0
	s.until("Red's second turn", func() bool {
		ticks++
		return g.Turn() == 2 && g.Side() == units.Red
	})
	t.Logf("the skipped turn took %d ticks; its events: %v", ticks, kinds(g.Events()))
	if ticks > 10 { // shown order by order, a dozen orders take several dozen ticks
		t.Errorf("the skipped turn took %d ticks to show", ticks)
	}
	s.play(2)
	if l := s.view().ResultLabels(); len(l) > 0 {
		t.Errorf("%d result labels over the map after the skipped turn", len(l))
	}
}

// The tooltip of a unit just selected stays off its reach: the squares it can go to
// are what the player looks at.
func TestTooltipLeavesTheReachInView(t *testing.T) {
	for _, size := range [][2]int{{1366, 768}, {1920, 1080}} {
		s := lazily(t, size[0], size[1])
		g := handMade(t, s, "red:inf1 20-13", "blue:inf1 20-30")
		look(s, g, 32, sqr(t, "20-13"))
		v := s.view()
		inf := num(t, "red:inf1")
		s.clickSquare(sqr(t, "20-13"))
		s.play(150) // the pointer rests on the unit: the tooltip comes after a while
		tip, ok := v.TipRect()
		if !ok {
			t.Fatal("no tooltip after resting on the selected unit")
		}
		for _, rs := range g.Reach(inf) {
			r := v.Camera().SquareRect(rs.Square)
			if tip.Overlaps(ui.Rect{X: r.X, Y: r.Y, W: r.W, H: r.H}) {
				t.Errorf("%dx%d: the tooltip %v covers %v, in reach", size[0], size[1], tip, rs.Square)
				break
			}
		}
	}
}

// A declared battle's label leaves the counters' values readable, and the die does not
// cover the map.
func TestBattleLabelAndDieLeaveTheUnitsInView(t *testing.T) {
	for _, size := range [][2]int{{1366, 768}, {1920, 1080}} {
		s := lazily(t, size[0], size[1])
		g := fight(t, s)
		s.play(1)
		v := s.view()
		labels := v.BattleLabels()
		if len(labels) != 1 {
			t.Fatalf("%d battle labels, want 1", len(labels))
		}
		for _, u := range []string{"red:inf1", "red:arm1", "blue:inf1"} {
			r := v.Camera().SquareRect(g.Unit(num(t, u)).Square)
			values := ui.Rect{X: r.X, Y: r.Y + r.H*0.55, W: r.W, H: r.H * 0.45} // the lower part: the values
			if labels[0].Overlaps(values) {
				t.Errorf("%dx%d: the battle label %v covers the values of %s", size[0], size[1], labels[0], u)
			}
		}
		if err := g.Apply(game.Action{Kind: game.ActDice, Rolls: []int{3}}); err != nil {
			t.Fatal(err)
		}
		s.press(ebiten.KeyR)
		die, shown, _ := v.DieShown()
		if !shown {
			t.Fatal("no die shown")
		}
		if m := v.MapRect(); die.Overlaps(m) {
			t.Errorf("%dx%d: the die %v lies over the map %v", size[0], size[1], die, m)
		}
	}
}

// The bar's sentence under the map shows whole at a laptop's 1366 × 768 and in the
// window such a laptop opens (1229 × 652), on one line or two, in German as in English:
// moving, a unit picked (the armour has the longest name), the contacts to fight, the
// dice to roll, the retreat to choose, the computer's turn.
func TestPromptsFitAt1366(t *testing.T) {
	for _, run := range []struct {
		code string
		w, h int
	}{{"de", 1366, 768}, {"en", 1366, 768}, {"de", 1229, 652}, {"en", 1229, 652}} { // a laptop's screen, and the window it opens
		code := run.code
		s := lazily(t, run.w, run.h)
		s.speak(code)
		g := handMade(t, s, "red:inf1 20-10", "red:arm1 21-10", "red:inf2 30-12", "blue:inf1 20-14", "blue:inf2 30-40")
		v := s.view()
		check := func(when string) {
			t.Helper()
			s.play(1)
			if p, ok := v.PromptFits(); !ok {
				t.Errorf("%s %dx%d, %s: the bar's sentence %q is cut off", code, run.w, run.h, when, p)
			}
			if h, ok := v.HintFits(); !ok {
				t.Errorf("%s %dx%d, %s: the hint %q under it is cut off", code, run.w, run.h, when, h)
			}
		}
		check("movement")
		s.clickSquare(sqr(t, "20-10"))
		check("a unit picked")
		s.clickSquare(sqr(t, "20-13"))
		s.clickSquare(sqr(t, "21-10"))
		check("the armour picked") // the longest name: 1. Panzerdivision (Rot)
		s.clickSquare(sqr(t, "21-13"))
		s.press(ebiten.KeyE)
		s.press(ebiten.KeyEnter)
		if g.Phase() != game.PhaseCombat {
			t.Fatalf("phase %v", g.Phase())
		}
		check("contacts to fight")
		s.press(ebiten.KeyP)
		s.until("the plan", func() bool { return len(g.Uncovered()) == 0 })
		check("battles to roll")
		if err := g.Apply(game.Action{Kind: game.ActDice, Rolls: []int{3}}); err != nil {
			t.Fatal(err)
		}
		s.press(ebiten.KeyR)
		s.until("the die", func() bool { return g.Battles()[0].Resolved })
		if g.Pending().Kind == game.RetreatDecision {
			check("a retreat")
		}
	}
}

// The zoom the player chose stays when a game is opened again (Continue, Load): the
// new board opens at it, not at the whole map.
func TestZoomStaysForTheNextGame(t *testing.T) {
	t.Cleanup(func() { board.SetZoom(0) })
	board.SetZoom(0)
	s := lazily(t, 1366, 768)
	g := handMade(t, s, "red:inf1 20-13", "blue:inf1 20-30")
	fitted, zoomed := s.zoomInByWheel()
	s.a.play(board.NewView(s.a, g.Clone(), s.a.pics, s.view().Players())) // as Continue and Load do
	s.play(20)
	if got := s.view().Camera().Level; got != zoomed {
		t.Errorf("the game opened again at zoom %d, want the %d chosen", got, zoomed)
	}
	s.press(ebiten.KeyHome)
	s.a.play(board.NewView(s.a, g.Clone(), s.a.pics, s.view().Players()))
	s.play(20)
	if got := s.view().Camera().Level; got != fitted {
		t.Errorf("after Home the next game opened at zoom %d, want the fitted %d", got, fitted)
	}
}

// Aiming a nuclear weapon (R33), the tooltip of the square under the pointer stays off
// the block the weapon would strike.
func TestTooltipLeavesTheNuclearBlockInView(t *testing.T) {
	s := lazily(t, 1366, 768)
	g := newOptional(t, s, game.Options{Mode: game.Basic, Seed: 4, Nuclear: true, Supply: true})
	advance(t, g, func(g *game.Game) bool {
		return g.Phase() == game.PhaseCombat && g.Side() == units.Red && len(g.Battles()) == 0 &&
			g.Pending().Kind == game.NoDecision && slices.ContainsFunc(g.Legal(), func(a game.Action) bool {
			return a.Kind == game.ActNuke
		})
	})
	var strike game.Action
	for _, a := range g.Legal() {
		if a.Kind == game.ActNuke {
			strike = a
			break
		}
	}
	hq, target := g.Unit(strike.Unit).Square, strike.To
	look(s, g, 24, maps.Square{Row: (hq.Row + target.Row + 1) / 2, Col: (hq.Col + target.Col + 1) / 2})
	s.press(ebiten.KeyF)
	s.clickSquare(hq)
	v := s.view()
	r := v.Camera().SquareRect(target)
	s.in.Move(r.X+r.W/2, r.Y+r.H/2)
	s.play(60)
	tip, ok := v.TipRect()
	if !ok {
		t.Fatal("no tooltip while the pointer rests on the target")
	}
	for _, sq := range game.WeaponOf(strike.Unit).Squares(g.Board(), target) {
		q := v.Camera().SquareRect(sq)
		if tip.Overlaps(ui.Rect{X: q.X, Y: q.Y, W: q.W, H: q.H}) {
			t.Errorf("the tooltip %v covers %v of the target block", tip, sq)
		}
	}
	if os.Getenv("TAKTIK_QA_SHOTS") != "" {
		writePNG(t, s.screen, filepath.Join(os.Getenv("TAKTIK_QA_SHOTS"), "nuke-aim-1366.png"))
	}
}

// A combat phase with no unit in contact says that no battle was declared, not that
// every battle is fought; with battles fought it says so. German and English, at the
// window a 1366x768 laptop opens, the sentence whole.
func TestEndTurnSentenceWithoutBattles(t *testing.T) {
	for _, code := range []string{"de", "en"} {
		s := lazily(t, 1229, 652)
		s.speak(code)
		g := handMade(t, s, "red:inf1 20-10", "blue:inf1 30-40")
		s.press(ebiten.KeyE)
		s.press(ebiten.KeyEnter)
		if g.Phase() != game.PhaseCombat {
			t.Fatalf("%s: phase %v after ending the movement", code, g.Phase())
		}
		s.play(2)
		p, ok := s.view().PromptFits()
		if want := lang.T("play.endturn.nobattle"); p != want || !ok {
			t.Errorf("%s: the bar says %q (whole %v), want %q", code, p, ok, want)
		}
	}
	lang.Set("en")
}

// Two battles around one crowded group of defenders: each label takes an empty square
// of its own beside its defenders, so neither covers a counter's values nor the other
// label (they shared one square and were stacked onto the counters above it).
func TestBattleLabelsInACrowdKeepOffTheCounters(t *testing.T) {
	s := lazily(t, 1366, 768)
	g := handMade(t, s, "red:inf1 20-30", "red:arm1 21-30", "red:inf2 40-10",
		"blue:inf1 21-31", "blue:inf2 20-31", "blue:inf3 22-31", "blue:inf4 20-32", "blue:inf5 22-32")
	for _, a := range []string{"endmove", "battle red:arm1 vs blue:inf3", "battle red:inf1 vs blue:inf1,blue:inf2"} {
		act, err := game.ParseAction(s.a.board, a)
		if err == nil {
			err = g.Apply(act)
		}
		if err != nil {
			t.Fatalf("%s: %v", a, err)
		}
	}
	look(s, g, 48, sqr(t, "21-31"))
	s.play(2)
	v := s.view()
	labels := v.BattleLabels()
	if len(labels) != 2 {
		t.Fatalf("%d battle labels, want 2", len(labels))
	}
	if labels[0].Overlaps(labels[1]) {
		t.Errorf("the labels %v and %v lie on each other", labels[0], labels[1])
	}
	for n := range game.NumUnits {
		if g.Unit(n).Status != game.OnBoard {
			continue
		}
		r := v.Camera().SquareRect(g.Unit(n).Square)
		values := ui.Rect{X: r.X, Y: r.Y + r.H*0.55, W: r.W, H: r.H * 0.45}
		for i, l := range labels {
			if l.Overlaps(values) {
				t.Errorf("battle %d's label %v covers the values of %s", i+1, l, game.UnitInfo(n).ID)
			}
		}
	}
}
