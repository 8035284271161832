//go:build gfx

package render

import (
	"image/color"
	"math"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"taktik/game"
	"taktik/maps"
	"taktik/render/board"
	"taktik/render/hud"
	"taktik/render/lang"
	"taktik/render/play"
	"taktik/render/ui"
	"taktik/units"
)

// TestReplacementsInHotseatNameTheDeciderAndKeepTheMap: in a replacement month (R31)
// the second side places its units while the first side's turn is under way. The bar
// and the panel name the side placing them, not the one whose turn it is; and picking
// a unit in the tray, placing it and picking the next leaves the map where it is as
// long as a square the unit may go to is in view.
func TestReplacementsInHotseatNameTheDeciderAndKeepTheMap(t *testing.T) {
	s := lazily(t, 1366, 768)
	g, err := game.New(s.a.board, game.Options{Mode: game.Basic, Seed: 2, Replacements: true})
	if err != nil {
		t.Fatal(err)
	}
	advance(t, g, func(g *game.Game) bool {
		p := g.Pending()
		return p.Kind == game.ReplaceDecision && p.Side != g.Side() && len(p.Units) > 1 &&
			g.ReplacementPoints(p.Side) >= 2
	})
	decider := g.Decider()
	s.a.play(board.NewView(s.a, g, s.a.pics, play.Commanders{{}, {}}))
	s.play(20)
	v := on[*board.View](s)

	// the chips in the bar and in the panel are in the decider's colour
	bar := math.Round(ui.S(40))
	tw, _ := ui.Measure(lang.T("app.title"), ui.Face(ui.Bold, 20))
	barChip := rgba(s.screen.At(int(ui.S(16)+tw+ui.S(24)+ui.S(8)), int(bar/2)))
	panelChip := rgba(s.screen.At(1366-hud.PanelWidth()+int(ui.S(6)+ui.S(14)+ui.S(8)), int(bar+ui.S(6)+ui.S(14)+ui.S(34)+ui.S(8))))
	for what, px := range map[string]color.RGBA{"bar": barChip, "panel": panelChip} {
		if isBlue := px.B > px.R; isBlue != (decider == units.Blue) {
			t.Errorf("the %s's chip is %v while %v places replacements during %v's turn", what, px, decider, g.Side())
		}
	}

	cam := v.Camera()
	onScreen := func(sq maps.Square) bool {
		r := cam.SquareRect(sq)
		return r.X >= cam.View.X && r.Y >= cam.View.Y && r.X+r.W <= cam.View.X+cam.View.W && r.Y+r.H <= cam.View.Y+cam.View.H
	}
	squares := func(n int) []maps.Square {
		var list []maps.Square
		for _, a := range g.Legal() {
			if a.Kind == game.ActReplace && a.Unit == n {
				list = append(list, a.To)
			}
		}
		return list
	}
	// a unit whose squares are partly in view: centre the map on one of them
	p := g.Pending()
	first := p.Units[0]
	cam.CentreOn(squares(first)[len(squares(first))/2])
	ready(s)
	ref := maps.Square{Row: 20, Col: 20}
	x0, y0 := cam.Centre(ref)
	pick := func(n int) {
		t.Helper()
		x, y, ok := v.TrayCell(n)
		if !ok {
			t.Fatalf("%s is not in the tray", game.UnitInfo(n).ID)
		}
		s.clickAt(x, y, 4)
		if x, y := cam.Centre(ref); x != x0 || y != y0 {
			t.Fatalf("picking %s moved the map by %.0f,%.0f", game.UnitInfo(n).ID, x-x0, y-y0)
		}
	}
	pick(first)
	var to maps.Square
	found := false
	for _, sq := range squares(first) {
		if onScreen(sq) {
			to, found = sq, true
			break
		}
	}
	if !found {
		t.Fatal("no square for the unit in view")
	}
	s.clickSquare(to)
	if u := g.Unit(first); u.Status != game.OnBoard || u.Square != to {
		t.Fatalf("%s was not placed on %v", game.UnitInfo(first).ID, to)
	}
	if x, y := cam.Centre(ref); x != x0 || y != y0 {
		t.Fatalf("placing %s moved the map", game.UnitInfo(first).ID)
	}
	p = g.Pending()
	if p.Kind != game.ReplaceDecision || p.Side != decider || len(p.Units) == 0 {
		t.Fatal("no second unit to place in this position")
	}
	next := -1
	for _, n := range p.Units {
		for _, sq := range squares(n) {
			if onScreen(sq) {
				next = n
			}
		}
	}
	if next < 0 {
		t.Fatal("no unit left whose squares are in view")
	}
	pick(next)
}

// TestHotseatRetreatHandoffSaysWhatToDo: Red's attack bounces (1-1, die 3: AB2, R19),
// so Blue, the winner, retreats Red's unit in Red's turn. The screen between the
// players says Blue chooses the retreat (not that it is Blue's turn), the map shows the
// unit to retreat rather than Blue's army, and once Blue has chosen, Red gets the map
// back as Blue left it, its turn going on.
func TestHotseatRetreatHandoffSaysWhatToDo(t *testing.T) {
	t.Cleanup(func() { board.SetZoom(0) })
	for _, code := range []string{"en", "de"} {
		s := lazily(t, 1366, 768)
		s.speak(code)
		board.SetZoom(48)
		g, err := game.New(s.a.board, game.Options{Mode: game.Basic, Seed: 5, Setup: game.SetupEmpty, First: units.Red})
		if err != nil {
			t.Fatal(err)
		}
		for _, a := range []string{"place red:inf1 20-13", "place blue:inf1 20-14", "place blue:inf2 40-50",
			"place red:inf2 40-10", "start", "endmove", "battle red:inf1 vs blue:inf1", "dice 3"} {
			act, err := game.ParseAction(s.a.board, a)
			if err == nil {
				err = g.Apply(act)
			}
			if err != nil {
				t.Fatalf("%s: %v", a, err)
			}
		}
		s.a.play(board.NewView(s.a, g, s.a.pics, play.Commanders{{}, {}}))
		s.play(20)
		v := on[*board.View](s)
		s.press(ebiten.KeyR)
		s.until("the roll", func() bool { return g.Battles()[0].Resolved })
		if p := g.Pending(); p.Kind != game.RetreatDecision || p.Side != units.Blue {
			t.Fatalf("%s: after AB2 the game waits for %v by %v", code, p.Kind, p.Side)
		}
		s.play(20) // past the screen's grace
		title, up := v.Handoff()
		if want := lang.Tf("hud.handoff.retreat", lang.T("side.blue")); !up || title != want {
			t.Errorf("%s: the screen between the players reads %q (up %v), want %q", code, title, up, want)
		}
		s.press(ebiten.KeySpace)
		s.play(20)
		if _, up := v.Handoff(); up {
			t.Fatalf("%s: Space left the screen up", code)
		}
		cam := v.Camera()
		r, m := cam.SquareRect(g.Unit(num(t, "red:inf1")).Square), cam.View
		if r.X < m.X || r.Y < m.Y || r.X+r.W > m.X+m.W || r.Y+r.H > m.Y+m.H {
			t.Errorf("%s: the unit Blue is to retreat, on 20-13, is not in view (%+v in %+v)", code, r, m)
		}
		if h, ok := v.HintFits(); !ok {
			t.Errorf("%s: the retreat's hint %q is cut off", code, h)
		}
		to := legalTo(t, g, game.ActRetreat, num(t, "red:inf1")) // AB2: Blue retreats the attacker
		s.clickSquare(to)
		if g.Pending().Kind != game.NoDecision {
			t.Fatalf("%s: the retreat to %v was not taken", code, to)
		}
		x0, y0 := cam.Centre(to)
		s.play(20)
		title, up = v.Handoff()
		if want := lang.Tf("hud.handoff.turn", lang.T("side.red")); !up || title != want {
			t.Errorf("%s: back to Red the screen reads %q (up %v), want %q", code, title, up, want)
		}
		s.press(ebiten.KeySpace)
		s.play(20)
		if x, y := cam.Centre(to); x != x0 || y != y0 {
			t.Errorf("%s: Red's turn goes on, yet the map moved by %.0f,%.0f", code, x-x0, y-y0)
		}
	}
	lang.Set("en")
}
