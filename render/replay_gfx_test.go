//go:build gfx

package render

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"taktik/game"
	"taktik/game/ai"
	"taktik/game/review"
	"taktik/render/board"
	"taktik/render/menu"
	"taktik/render/play"
	"taktik/render/replay"
	"taktik/render/settings"
	"taktik/render/ui"
)

// recruitsGame is a finished game of the computer against itself, recruit against
// recruit, on a fixed seed; the turn limit keeps it short (R22).
func recruitsGame(t *testing.T, s *scripted) *game.Game {
	t.Helper()
	g, err := game.New(s.a.board, game.Options{Seed: 19, TurnLimit: 6})
	if err != nil {
		t.Fatal(err)
	}
	if err := ai.PlayOut(g, [2]ai.Level{ai.Rekrut, ai.Rekrut}); err != nil {
		t.Fatal(err)
	}
	return g
}

// replayed is the position after the first n actions of a game, replayed afresh.
func replayed(t *testing.T, g *game.Game, n int) *game.Game {
	t.Helper()
	f, err := review.Replay(g, n)
	if err != nil {
		t.Fatal(err)
	}
	return f
}

// shows checks that the viewer's board (and so its bar and panel, drawn from the same
// game) holds the position after n actions: the hash of a fresh replay to there.
func shows(t *testing.T, sc *replay.Scene, g *game.Game, n int, what string) {
	t.Helper()
	if sc.Shown() != n {
		t.Fatalf("%s: the viewer shows position %d, want %d", what, sc.Shown(), n)
	}
	want := replayed(t, g, n)
	if got := sc.View().Game(); got.Hash() != want.Hash() || got.Turn() != want.Turn() || got.Phase() != want.Phase() {
		t.Fatalf("%s: the board at %d is not the replayed position (turn %d %s, want turn %d %s)", what, n,
			got.Turn(), got.Phase(), want.Turn(), want.Phase())
	}
}

// saveRecruits writes the finished game among the saved games and opens the Load list.
func saveRecruits(t *testing.T, s *scripted, g *game.Game) (string, *menu.Load) {
	t.Helper()
	dir, err := settings.SavesDir()
	if err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, "recruits.json")
	if err := g.Save(path); err != nil {
		t.Fatal(err)
	}
	d := menu.NewLoad(s.a)
	s.a.GoTo(d)
	s.play(20)
	s.until("the saved games read", d.Ready)
	return path, d
}

// TestReviewViewerStepsThroughAFinishedGame: a finished recruit-against-recruit game,
// opened from the Load list: the viewer starts at its end; Home, the arrows, PgUp/PgDn
// (phase) and ↑/↓ (player turn), a click on the timeline, a click on the log, and
// playing on, each show exactly the position a fresh replay gives; Play from here
// starts a new game from the shown position and leaves the saved file as it was.
func TestReviewViewerStepsThroughAFinishedGame(t *testing.T) {
	s := lazily(t, 1366, 768)
	g := recruitsGame(t, s)
	path, d := saveRecruits(t, s, g)
	before, _ := os.ReadFile(path)
	rb := d.ReviewButton(0)
	if rb.W == 0 {
		t.Fatal("the saved game has no Review button")
	}
	s.clickAt(rb.CX(), rb.CY(), 20)
	sc := on[*replay.Scene](s)
	last := sc.Review().Len()
	shows(t, sc, g, last, "opened")
	if sc.View().Game().Winner() != g.Winner() {
		t.Fatal("the viewer does not open on the end of the game")
	}

	s.press(ebiten.KeyHome)
	shows(t, sc, g, 0, "Home")
	for range 3 {
		s.press(ebiten.KeyArrowRight)
	}
	shows(t, sc, g, 3, "→ three times")
	s.press(ebiten.KeyArrowLeft)
	shows(t, sc, g, 2, "←")

	pts := sc.Review().Points()
	s.press(ebiten.KeyPageDown)
	n := sc.Shown()
	if n <= 2 || pts[n].Phase == pts[2].Phase && pts[n].Turn == pts[2].Turn && pts[n].Side == pts[2].Side {
		t.Fatalf("PgDn went from 2 to %d, not to the next phase", n)
	}
	shows(t, sc, g, n, "PgDn")
	s.press(ebiten.KeyArrowDown)
	m := sc.Shown()
	if pts[m].Turn == pts[n].Turn && pts[m].Side == pts[n].Side {
		t.Fatalf("↓ went from %d to %d, in the same player turn", n, m)
	}
	shows(t, sc, g, m, "↓ (next player turn)")
	s.press(ebiten.KeyArrowUp)
	shows(t, sc, g, sc.Shown(), "↑")
	if sc.Shown() >= m {
		t.Fatal("↑ did not go back")
	}
	s.press(ebiten.KeyPageUp)
	shows(t, sc, g, sc.Shown(), "PgUp")
	s.press(ebiten.KeyEnd)
	shows(t, sc, g, last, "End")

	// the timeline: a click at the middle, and a drag to a third
	x, y := sc.TimelineX(last / 2)
	s.clickAt(x, y, 2)
	shows(t, sc, g, last/2, "a click on the timeline")
	x3, _ := sc.TimelineX(last / 3)
	s.in.Drag(x, y, x3, y, 6)
	s.play(2)
	shows(t, sc, g, last/3, "a drag along the timeline")

	// the log: a click on a line above the newest past one goes back to it
	lr := sc.View().LogRect()
	from := sc.Shown()
	s.clickAt(lr.X+lr.W/3, lr.Y+lr.H/3, 2)
	n = sc.Shown()
	if n >= from {
		t.Fatalf("a click on an earlier log line went from %d to %d", from, n)
	}
	shows(t, sc, g, n, "a click on the log")
	// every event of the log up to the position is there, the next one is not
	got := sc.View().Game().Events()
	if len(got) != pts[n].Events {
		t.Fatalf("the position after a log click holds %d events, the review says %d", len(got), pts[n].Events)
	}

	// play on: the actions are carried out one by one with their animations
	set := s.a.Settings()
	set.Animation = settings.Fast
	s.a.ChangeSettings(set)
	s.press(ebiten.KeySpace)
	if !sc.Playing() {
		t.Fatal("Space does not play")
	}
	s.until("three actions played", func() bool { return sc.Shown() >= n+3 && sc.View().Idle() })
	s.press(ebiten.KeySpace)
	s.until("the last action shown", sc.View().Idle)
	s.play(1)
	shows(t, sc, g, sc.Shown(), "played on")
	if mark := sc.View().LogMark(); mark != pts[sc.Shown()].Events {
		t.Fatalf("after playing to %d the log dims from event %d, want %d", sc.Shown(), mark, pts[sc.Shown()].Events)
	}

	// Play from here: a new game from the shown position; the saved file is untouched
	at := sc.Shown()
	want := replayed(t, g, at).Hash()
	bx, by, ok := sc.Button("from")
	if !ok {
		t.Fatal("no Play from here button")
	}
	s.clickAt(bx, by, 20)
	v := on[*board.View](s)
	if v.Game().Hash() != want || len(v.Game().History()) != at {
		t.Fatal("Play from here did not start from the shown position")
	}
	if after, _ := os.ReadFile(path); !bytes.Equal(before, after) {
		t.Fatal("the saved game changed")
	}
}

// TestReviewDoorsAndExport: the game menu's "Review this game so far" opens the viewer
// on the game in memory, which goes on unchanged after Back; the end of a game draws
// its charts and offers Review; the viewer's charts open and close; Export writes the
// log and the final board beside each other into the saves folder.
func TestReviewDoorsAndExport(t *testing.T) {
	s := lazily(t, 1366, 768)
	// a game under way: three player turns of the computer against itself
	g, err := game.New(s.a.board, game.Options{Seed: 4})
	if err != nil {
		t.Fatal(err)
	}
	for range 3 {
		if _, err := ai.PlayTurn(g, ai.Rekrut); err != nil {
			t.Fatal(err)
		}
	}
	s.a.play(board.NewView(s.a, g, s.a.pics, play.Commanders{}))
	s.play(20)
	v := on[*board.View](s)
	hash := g.Hash()
	x, y := v.MenuEntry(2)
	s.clickAt(x, y, 20)
	sc := on[*replay.Scene](s)
	shows(t, sc, g, sc.Review().Len(), "from the game menu")
	s.press(ebiten.KeyHome)
	shows(t, sc, g, 0, "Home")
	s.press(ebiten.KeyEscape)
	s.play(20)
	if on[*board.View](s) != v || v.Game().Hash() != hash {
		t.Fatal("Back did not return to the game as it was")
	}

	// the end of a game: charts beside the record, and Review
	done := recruitsGame(t, s)
	s.a.play(board.NewView(s.a, done, s.a.pics, play.Commanders{}))
	s.play(20)
	v = on[*board.View](s)
	if w := v.Victory(); w == nil || w.OnReview == nil || w.Charts == nil {
		t.Fatal("the end of the game offers no review or no charts")
	}
	x, y, ok := v.VictoryButton(2)
	if !ok {
		t.Fatal("no Review button at the end of the game")
	}
	s.clickAt(x, y, 20)
	sc = on[*replay.Scene](s)
	shows(t, sc, done, sc.Review().Len(), "from the end of the game")
	bx, by, _ := sc.Button("charts")
	s.clickAt(bx, by, 2)
	if !sc.ChartsOpen() {
		t.Fatal("the Charts button shows no charts")
	}
	bx, by, _ = sc.Button("export")
	s.clickAt(bx, by, 2)
	if !strings.Contains(sc.Note(), "taktik-") {
		t.Fatalf("Export says %q", sc.Note())
	}
	// the sentence stays in the strip, left of the column (it ran on into the log)
	face := ui.Face(ui.Regular, 14)
	last := sc.LastButton()
	room := sc.View().BottomRect().X + sc.View().BottomRect().W - ui.S(12) - (last.X + last.W + ui.S(14))
	if said := sc.Said(room, func(t string) float64 { w, _ := ui.Measure(t, face); return w }); !strings.Contains(said, "taktik-") {
		t.Errorf("after Export the strip says %q", said)
	} else if w, _ := ui.Measure(said, face); w > room {
		t.Errorf("after Export the strip says %q, %.0f wide in %.0f", said, w, room)
	}
	if dir := os.Getenv("TAKTIK_SHOTS"); dir != "" {
		s.play(2)
		writePNG(t, s.screen, filepath.Join(dir, "review-export-1366.png"))
	}
	dir, _ := settings.SavesDir()
	txts, _ := filepath.Glob(filepath.Join(dir, "taktik-*.txt"))
	pngs, _ := filepath.Glob(filepath.Join(dir, "taktik-*.png"))
	if len(txts) != 1 || len(pngs) != 1 || strings.TrimSuffix(txts[0], ".txt") != strings.TrimSuffix(pngs[0], ".png") {
		t.Fatalf("export wrote %v and %v", txts, pngs)
	}
	text, _ := os.ReadFile(txts[0])
	if ev := done.Events(); !strings.Contains(string(text), ev[len(ev)-1].Text("en")) {
		t.Error("the exported log does not end with the game's last event")
	}
	s.press(ebiten.KeyEscape) // the charts
	if sc.ChartsOpen() {
		t.Fatal("Esc does not close the charts")
	}
	s.press(ebiten.KeyEscape) // the viewer
	s.play(20)
	if on[*board.View](s) != v {
		t.Fatal("Back did not return to the end of the game")
	}
}

// TestReviewScreenshots writes the viewer and its charts at 1366×768 and 1920×1080
// (TAKTIK_SHOTS names the folder, as TestScreenshots; its victory shows the end of a
// game with its charts).
func TestReviewScreenshots(t *testing.T) {
	dir := os.Getenv("TAKTIK_SHOTS")
	if dir == "" {
		t.Skip("TAKTIK_SHOTS names no folder to write the screenshots to")
	}
	if !filepath.IsAbs(dir) {
		dir = filepath.Join("..", dir)
	}
	code := os.Getenv("TAKTIK_SHOTS_LANG")
	suffix := ""
	if code == "" {
		code = "en"
	} else if code != "en" {
		suffix = "-" + code
	}
	for _, size := range [][2]int{{1366, 768}, {1920, 1080}} {
		s := lazily(t, size[0], size[1])
		s.speak(code)
		shoot := func(name string) {
			s.play(1)
			writePNG(t, s.screen, filepath.Join(dir, fmt.Sprintf("%s-%d%s.png", name, size[0], suffix)))
		}
		g := recruitsGame(t, s)
		s.a.play(board.NewView(s.a, g, s.a.pics, play.Commanders{}))
		s.play(20)
		s.until("the board painted", func() bool { return s.view().Sharp() })
		s.play(10)
		x, y, _ := s.view().VictoryButton(2)
		s.clickAt(x, y, 20)
		sc := on[*replay.Scene](s)
		// a moment of the game: the first battle of turn 4, just rolled
		pts := sc.Review().Points()
		at := sc.Review().Len() / 2
		for n := 1; n < len(pts); n++ {
			if pts[n].Battle && pts[n].Turn == 4 {
				at = n
				break
			}
		}
		tx, ty := sc.TimelineX(at)
		s.clickAt(tx, ty, 2)
		s.until("the board painted", func() bool { return sc.View().Sharp() })
		s.in.Move(tx, ty)
		s.play(10)
		shoot("review")
		bx, by, _ := sc.Button("charts")
		s.clickAt(bx, by, 2)
		s.in.Move(bx, by)
		s.play(4)
		shoot("charts")
	}
}
