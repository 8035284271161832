//go:build gfx

package render

import (
	"image"
	"slices"
	"syscall"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"taktik/game"
	"taktik/maps"
	"taktik/render/board"
	"taktik/render/counter"
	"taktik/render/play"
	"taktik/units"
)

// BenchmarkBoardFrame measures one frame (Update and Draw) of the board scene on a
// 1920×1080 screen with all 88 counters, zoomed in to 32 px squares, the side panel
// and the log beside the map. The goal is under 4 ms of CPU per frame.
//
//   - view: the board at rest, nothing selected;
//   - movement: a unit selected, its reach shaded with the movement left on each
//     square, the path to the square under the pointer with its cost;
//   - combat: the two armies face to face along a long front, every contact line
//     drawn, a battle declared and another being built with its odds preview.
//
// Run: xvfb-run -a go test -tags gfx -run '^$' -bench Frame -benchtime 300x ./render/
// (a fixed count: the frames handed to the software GPU take long in wall time)
func BenchmarkBoardFrame(b *testing.B) {
	b.Run("view", func(b *testing.B) {
		s := benchScene(b, autoGame(b))
		benchFrames(b, s)
	})
	b.Run("movement", func(b *testing.B) {
		g := autoGame(b)
		s := benchScene(b, g)
		n := firstMover(b, g)
		x, y := s.view().Camera().Centre(g.Unit(n).Square)
		s.in.Click(x, y)
		s.play(2)
		reach := g.Reach(n)
		far := reach[len(reach)-1].Square
		fx, fy := s.view().Camera().Centre(far)
		s.in.Move(fx, fy)
		s.play(2)
		if _, _, ok := s.view().Button("End movement"); !ok {
			b.Fatal("not in the movement phase")
		}
		benchFrames(b, s)
	})
	b.Run("combat", func(b *testing.B) {
		g := frontGame(b)
		s := benchScene(b, g)
		v := s.view()
		for _, u := range []int{num(b, "red:inf1"), num(b, "blue:inf1")} {
			x, y := v.Camera().Centre(g.Unit(u).Square)
			s.in.Click(x, y)
			s.play(1)
		}
		s.clickButton("Declare")
		for _, u := range []int{num(b, "red:inf3"), num(b, "blue:inf3")} {
			x, y := v.Camera().Centre(g.Unit(u).Square)
			s.in.Click(x, y)
			s.play(1)
		}
		if len(g.Battles()) != 1 || len(g.Contacts()) < 40 {
			b.Fatalf("%d battles and %d contacts", len(g.Battles()), len(g.Contacts()))
		}
		benchFrames(b, s)
	})
	b.Run("nuclear", func(b *testing.B) {
		// the optional rules' marks: supply (R32) on every counter, a weapon aimed (R33)
		g, err := game.New(testBoard(b), game.Options{Mode: game.Basic, Seed: 4, Nuclear: true, Supply: true})
		if err != nil {
			b.Fatal(err)
		}
		advance(b, g, func(g *game.Game) bool {
			return g.Phase() == game.PhaseCombat && g.Side() == units.Red && len(g.Battles()) == 0 &&
				g.Pending().Kind == game.NoDecision && slices.ContainsFunc(g.Legal(), func(a game.Action) bool {
				return a.Kind == game.ActNuke && game.WeaponOf(a.Unit) == game.ICBM
			})
		})
		s := benchScene(b, g)
		v := s.view()
		var strike game.Action
		for _, a := range g.Legal() {
			if a.Kind == game.ActNuke && game.WeaponOf(a.Unit) == game.ICBM {
				strike = a
			}
		}
		s.press(ebiten.KeyF)
		v.Camera().CentreOn(g.Unit(strike.Unit).Square)
		s.play(1)
		s.clickSquare(g.Unit(strike.Unit).Square)
		v.Camera().CentreOn(strike.To)
		s.play(1)
		r := v.Camera().SquareRect(strike.To)
		s.in.Move(r.X+r.W*0.9, r.Y+r.H*0.9)
		s.play(2)
		if _, _, ok := v.Button("Cancel"); !ok {
			b.Fatal("not aiming a nuclear weapon")
		}
		benchFrames(b, s)
	})
}

// benchScene shows a game at 32 px squares on a full HD screen, with its pictures
// painted.
func benchScene(b *testing.B, g *game.Game) *scripted {
	s := newScripted(b, 1920, 1080)
	s.a.play(board.NewView(s.a, g, s.a.pics, play.Commanders{}))
	s.play(20)
	cam := s.view().Camera()
	for cam.Level < 32 {
		cam.ZoomCentre(1)
		cam.Step(1)
	}
	cam.CentreOn(maps.Square{Row: 20, Col: 28})
	// the pictures are painted in the background: this level's, and the neighbouring
	// levels' the view asks for ahead of a zoom, so that no painting runs while frames
	// are measured
	for s.a.pics.Board(cam.Level) == nil || first(s.a.pics.Counters(counter.SizeFor(cam.Level))) == nil ||
		s.a.pics.Board(24) == nil || s.a.pics.Board(40) == nil {
		s.a.Draw(s.screen)
		time.Sleep(10 * time.Millisecond)
	}
	s.play(2)
	return s
}

// benchFrames runs frames and reports, beside the wall time, the CPU time the process
// spent per frame building it (user and system, every thread): the measure, and
// steadier than the wall clock on a machine shared with other work. The game loop hands
// each frame's commands to the GPU when the frame ends; a benchmark runs inside one
// tick, so every tenth frame the queue is handed on here, outside the measured time
// (on this machine the "GPU" is llvmpipe on the same CPU, and the budget is for
// the frame's own work).
func benchFrames(b *testing.B, s *scripted) {
	var before, after, p0, p1 syscall.Rusage
	cpu := func(r *syscall.Rusage) time.Duration { return time.Duration(r.Utime.Nano() + r.Stime.Nano()) }
	pixel := make([]byte, 4)
	corner := s.screen.SubImage(image.Rect(0, 0, 1, 1)).(*ebiten.Image)
	flush := func() { corner.ReadPixels(pixel) }
	flush()
	var paused time.Duration
	b.ResetTimer()
	_ = syscall.Getrusage(syscall.RUSAGE_SELF, &before)
	for i := 0; i < b.N; i++ {
		s.tick()
		if i%10 == 9 {
			b.StopTimer()
			_ = syscall.Getrusage(syscall.RUSAGE_SELF, &p0)
			flush()
			_ = syscall.Getrusage(syscall.RUSAGE_SELF, &p1)
			paused += cpu(&p1) - cpu(&p0)
			b.StartTimer()
		}
	}
	_ = syscall.Getrusage(syscall.RUSAGE_SELF, &after)
	used := cpu(&after) - cpu(&before) - paused
	b.ReportMetric(float64(used.Microseconds())/1000/float64(b.N), "cpu-ms/op")
}

func autoGame(b *testing.B) *game.Game {
	g, err := game.New(testBoard(b), game.Options{Mode: game.Basic, Seed: 7, First: units.Red, Setup: game.SetupAuto})
	if err != nil {
		b.Fatal(err)
	}
	return g
}

// frontGame puts both armies on a front across the middle of the map, Red in rows
// 18–19 and Blue in rows 20–21, so every unit is in contact, and begins the combat.
func frontGame(b *testing.B) *game.Game {
	g, err := game.New(testBoard(b), game.Options{Mode: game.Basic, Seed: 7, Setup: game.SetupEmpty})
	if err != nil {
		b.Fatal(err)
	}
	for side, rows := range [2][2]int{{19, 18}, {20, 21}} { // front row, back row
		var order []int // the fighting units first, the headquarters at the back (R20)
		for _, hq := range []bool{false, true} {
			for n := range game.NumUnits {
				u := game.UnitInfo(n)
				if u.Side == units.Side(side) && (u.Kind == units.HQ) == hq {
					order = append(order, n)
				}
			}
		}
		for k, n := range order {
			sq := maps.Square{Row: rows[k/22], Col: 6 + k%22}
			if err := g.Apply(game.Action{Kind: game.ActPlace, Unit: n, To: sq}); err != nil {
				b.Fatalf("%s on %v: %v", game.UnitInfo(n).ID, sq, err)
			}
		}
	}
	for _, a := range []game.Action{{Kind: game.ActStart}, {Kind: game.ActEndMove}} {
		if err := g.Apply(a); err != nil {
			b.Fatal(err)
		}
	}
	if g.Winner() != game.NoWinner || g.Phase() != game.PhaseCombat || g.OnBoard(units.Red)+g.OnBoard(units.Blue) != game.NumUnits {
		b.Fatalf("the front position is %v in %v", g.Winner(), g.Phase())
	}
	return g
}

func firstMover(b *testing.B, g *game.Game) int {
	for n := range game.NumUnits {
		if game.UnitInfo(n).Side == g.Side() && len(g.Reach(n)) > 5 {
			return n
		}
	}
	b.Fatal("no unit can move")
	return -1
}

func testBoard(tb testing.TB) *maps.Board {
	bd, err := maps.Continent()
	if err != nil {
		tb.Fatal(err)
	}
	return bd
}

func first[A, B any](x A, _ B) A { return x }
