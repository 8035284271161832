//go:build gfx

package render

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"taktik/game"
	"taktik/render/editscreen"
	"taktik/render/menu"
	"taktik/render/replay"
)

// holds checks that the editor holds a game's position: every unit on the board on its
// square and no other, the cities held by the side that is not their own.
func holds(t *testing.T, ed *editscreen.Screen, g *game.Game, what string) {
	t.Helper()
	sc := ed.Editor().Scenario()
	if len(sc.Units) != g.OnBoard(0)+g.OnBoard(1) {
		t.Fatalf("%s: the editor holds %d units, the position %d", what, len(sc.Units), g.OnBoard(0)+g.OnBoard(1))
	}
	for u := range game.NumUnits {
		if x := g.Unit(u); x.Status == game.OnBoard && ed.Editor().At(x.Square) != game.UnitInfo(u).ID {
			t.Fatalf("%s: %s stands on %s, the editor has %q there", what, game.UnitInfo(u).ID, x.Square, ed.Editor().At(x.Square))
		}
	}
	for k, c := range g.Board().Cities {
		if got := sc.Owner(c); got != g.Owner(k) {
			t.Fatalf("%s: %s is held by %v in the editor, by %v in the game", what, c.Name, got, g.Owner(k))
		}
	}
	if sc.First != g.Side() || sc.Mode != g.Options().Mode {
		t.Fatalf("%s: %v moves first in %v rules, the game has %v to move", what, sc.First, sc.Mode, g.Side())
	}
}

// TestEditFromHereAndFromASavedGame: the replay viewer's "Edit from here" at the middle
// of a finished recruit-against-recruit game opens the editor with the units where they
// stood then; the editor's "A saved game …" lists the saved games under its own heading
// and a click on one opens its last position. TAKTIK_SHOTS gets editor-from-replay-1366.png.
func TestEditFromHereAndFromASavedGame(t *testing.T) {
	s := lazily(t, 1366, 768)
	g := recruitsGame(t, s)
	_, d := saveRecruits(t, s, g)
	rb := d.ReviewButton(0)
	s.clickAt(rb.CX(), rb.CY(), 20)
	sc := on[*replay.Scene](s)
	last := sc.Review().Len()
	x, y := sc.TimelineX(last / 2)
	s.clickAt(x, y, 2)
	at := sc.Shown()
	if at == 0 || at == last {
		t.Fatalf("the timeline's middle is position %d of %d", at, last)
	}
	if dir := os.Getenv("TAKTIK_SHOTS"); dir != "" {
		writePNG(t, s.screen, filepath.Join(dir, "editor-replay-1366.png"))
	}
	bx, by, ok := sc.Button("edit")
	if !ok {
		t.Fatal("no Edit from here button")
	}
	s.clickAt(bx, by, 20)
	ed := on[*editscreen.Screen](s)
	holds(t, ed, replayed(t, g, at), fmt.Sprintf("edit from position %d", at))
	if dir := os.Getenv("TAKTIK_SHOTS"); dir != "" {
		writePNG(t, s.screen, filepath.Join(dir, "editor-from-replay-1366.png"))
	}

	x, y = ed.Button("editor.saved.game")
	s.clickAt(x, y, 20)
	load := on[*menu.Load](s)
	s.until("the saved games read", load.Ready)
	x, y = load.Entry(0)
	s.clickAt(x, y, 2)
	s.until("the editor on the saved game", func() bool { _, ok := s.a.scenes.Current().(*editscreen.Screen); return ok })
	s.play(2)
	holds(t, on[*editscreen.Screen](s), g, "the saved game's last position")
}
