//go:build gfx

package hud

import (
	"image"
	"os"
	"path/filepath"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"taktik/game"
	"taktik/game/ai"
	"taktik/render/ui"
)

// TestShots draws every widget at the sizes a 1366 × 768 and a 1920 × 1080 screen give,
// and a HiDPI screen at scale 2, into PNGs for a person to look at: set HUD_SHOTS to a
// folder. Without it the test only draws (which still catches panics).
func TestShots(t *testing.T) {
	dir := os.Getenv("HUD_SHOTS")
	g := newGame(t, "mode=advanced seed=11 weather=on supply=on replacements=on")
	for range 5 {
		if _, err := ai.PlayTurn(g, ai.Offizier); err != nil {
			t.Fatal(err)
		}
	}
	end := aiGame(t, 5, 6, ai.Offizier)
	pg := newGame(t, "mode=basic setup=empty")
	play(t, pg, "place blue:inf1 20-28", "place red:arm1 20-27", "place red:inf1 19-27", "place red:inf2 21-27")
	sizes := []struct {
		name  string
		w, h  int
		scale float64
	}{{"1366", 1366, 768, 1}, {"1920", 1920, 1080, 1}, {"hidpi", 2732, 1536, 2}}
	languages := []string{"de", "en"}
	if dir == "" { // software rendering under Xvfb is slow: one size, one language
		sizes, languages = sizes[:1], languages[:1]
	}
	for _, sz := range sizes {
		for _, code := range languages {
			inLanguage(code, func() {
				shot := func(name string, draw func(dst *screenT)) {
					dst := screen(sz.w, sz.h, sz.scale)
					draw(&screenT{dst, image.Rect(0, 0, sz.w, sz.h)})
					if dir != "" {
						save(t, dst, filepath.Join(dir, name+"-"+sz.name+"-"+code+".png"))
					}
				}
				shot("side", func(s *screenT) {
					p, l := NewPanel(), NewLog()
					col := s.r
					col.Min.X = col.Max.X - PanelWidth() - int(ui.S(8))
					col.Min.Y += int(ui.S(48))
					col.Max.X -= int(ui.S(8))
					col.Max.Y -= int(ui.S(8))
					p.Update(g)
					pr, lr := col, col
					pr.Max.Y = pr.Min.Y + p.Height()
					lr.Min.Y = pr.Max.Y + int(ui.S(8))
					l.Update(g, lr)
					p.Draw(s.dst, pr)
					l.Draw(s.dst, lr)
					o := NewOddsPreview()
					pv, err := pg.Preview(ids(t, "red:arm1", "red:inf1", "red:inf2"), ids(t, "blue:inf1"))
					if err != nil {
						t.Fatal(err)
					}
					pv.Doubled = true // to see the line; the basic game never doubles
					o.Set(pv)
					sz := OddsPreviewSize()
					op := image.Pt(int(ui.S(20)), int(ui.S(60)))
					o.Draw(s.dst, image.Rectangle{Min: op, Max: op.Add(sz)})
					d := NewDice()
					d.Speed = 0
					d.Roll(4, "3-1", "DE")
					ds := DiceSize()
					at := image.Pt(int(ui.S(20)), int(ui.S(60))+sz.Y+int(ui.S(20)))
					d.Draw(s.dst, image.Rectangle{Min: at, Max: at.Add(ds)})
					d2 := NewDice()
					d2.Roll(2, "1-2", "AB2")
					for range 20 {
						d2.Update()
					}
					at2 := at.Add(image.Pt(ds.X+int(ui.S(20)), 0))
					d2.Draw(s.dst, image.Rectangle{Min: at2, Max: at2.Add(ds)})
					var toast Toast
					toast.Problem("red:inf3 cannot end on 20-27: 20-27 is held by red:inf1")
					board := s.r
					board.Max.X = col.Min.X
					toast.Draw(s.dst, board)
				})
				shot("crt", func(s *screenT) {
					c := NewCRTWindow()
					c.Toggle()
					c.Highlight(2, 4)
					c.Draw(s.dst, mapArea(s.r))
				})
				shot("terrain", func(s *screenT) {
					w := NewTerrainWindow(g.Board())
					w.Toggle()
					w.Draw(s.dst, mapArea(s.r))
				})
				shot("weather", func(s *screenT) {
					w := NewWeatherWindow()
					w.Follow(g)
					w.Toggle()
					w.Draw(s.dst, mapArea(s.r))
				})
				shot("victory", func(s *screenT) {
					v := NewVictory(end, nil, nil)
					v.Draw(s.dst, s.r)
				})
				shot("handoff", func(s *screenT) {
					var h Handoff
					h.Show(1)
					h.Draw(s.dst, s.r)
				})
			})
		}
	}
	if end.Winner() == game.NoWinner {
		t.Error("the computer's game did not end")
	}
}

type screenT struct {
	dst *ebiten.Image
	r   image.Rectangle
}

// mapArea is where the board scene puts the map, and the windows over it: under the
// status bar, above the orders, left of the column.
func mapArea(r image.Rectangle) image.Rectangle {
	return image.Rect(r.Min.X, r.Min.Y+int(ui.S(40)), r.Max.X-PanelWidth(), r.Max.Y-int(ui.S(58)))
}
