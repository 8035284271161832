//go:build gfx

package render

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"taktik/game"
	"taktik/render/play"
)

// TestKeysByLabelOnTheBoard: on a German keyboard (QWERTZ: the key labelled Z sits where a
// US keyboard has Y) Ctrl with the key labelled Z takes a move back, and Ctrl with the
// one labelled Y does not; on a US keyboard Ctrl+Z does (render/keymap's table).
func TestKeysByLabelOnTheBoard(t *testing.T) {
	s := newScripted(t, 1366, 768)
	s.lazy = true
	g, mover, _ := threatPosition(t, s)
	var to = g.Unit(mover).Square
	for _, tg := range play.Targets(g, mover) {
		if !tg.Stops {
			to = tg.Square
			break
		}
	}
	move := func() {
		t.Helper()
		if err := g.Apply(game.Action{Kind: game.ActMove, Unit: mover, Index: -1, To: to}); err != nil {
			t.Fatal(err)
		}
		s.play(1)
	}
	undo := func(k ebiten.Key) bool {
		before := g.Unit(mover).Square
		s.in.Hold(ebiten.KeyControl)
		s.in.Key(k)
		s.in.Release(ebiten.KeyControl)
		s.play(2)
		return g.Unit(mover).Square != before
	}
	move()
	s.in.SetLayout(map[string]string{"Y": "z", "Z": "y"})
	if undo(ebiten.KeyZ) {
		t.Error("QWERTZ: Ctrl with the key labelled Y (US Z position) took the move back")
	}
	if !undo(ebiten.KeyY) {
		t.Error("QWERTZ: Ctrl with the key labelled Z (US Y position) did not take the move back")
	}
	move()
	s.in.SetLayout(nil)
	if !undo(ebiten.KeyZ) {
		t.Error("US: Ctrl+Z did not take the move back")
	}
}
