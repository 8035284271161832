//go:build gfx

package hud

import (
	"image"
	"image/color"
	"os"
	"path/filepath"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"taktik/game"
	"taktik/game/ai"
	"taktik/render/ui"
)

// TestShots draws every widget at the sizes a 1366 × 768 and a 1920 × 1080 screen give,
// and a HiDPI screen at scale 2, and checks each drawing where it must be: the panel
// and the log in the column, the odds and the die on their cards, the tables'
// highlights, the hand-over's colours. Set HUD_SHOTS to a folder to have the PNGs for a
// person to look at (every size, both languages); without it one size and one language
// are drawn and checked.
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
				var rects map[string]image.Rectangle // where the shot put its pieces
				shot := func(name string, draw func(dst *screenT), check func(px *image.RGBA)) {
					dst := screen(sz.w, sz.h, sz.scale)
					rects = map[string]image.Rectangle{}
					draw(&screenT{dst, image.Rect(0, 0, sz.w, sz.h)})
					if dir != "" {
						save(t, dst, filepath.Join(dir, name+"-"+sz.name+"-"+code+".png"))
					}
					px := image.NewRGBA(dst.Bounds())
					dst.ReadPixels(px.Pix)
					t.Run(name+"-"+sz.name+"-"+code, func(t *testing.T) { tt = t; check(px) })
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
					rects["panel"], rects["log"] = pr, lr
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
					rects["odds"] = image.Rectangle{Min: op, Max: op.Add(sz)}
					d := NewDice()
					d.Speed = 0
					d.Roll(4, "3-1", "DE")
					ds := DiceSize()
					at := image.Pt(int(ui.S(20)), int(ui.S(60))+sz.Y+int(ui.S(20)))
					d.Draw(s.dst, image.Rectangle{Min: at, Max: at.Add(ds)})
					rects["die"] = image.Rectangle{Min: at, Max: at.Add(ds)}
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
				}, func(px *image.RGBA) {
					// the panel and the log are paper cards in the column; the odds and the die
					// are cards of their own; the rest of the screen is the olive ground
					for _, k := range []string{"panel", "log", "odds", "die"} {
						if n := share(px, rects[k], ui.Paper, 6); n < 0.3 {
							tt.Errorf("%s: %.0f%% paper in its rectangle %v; it was not drawn there", k, n*100, rects[k])
						}
					}
					if n := share(px, image.Rect(rects["odds"].Max.X+20, rects["panel"].Min.Y, rects["panel"].Min.X-20, rects["odds"].Max.Y), ui.OliveDark, 4); n < 0.9 {
						tt.Errorf("%.0f%% olive between the cards and the column: something spilled", n*100)
					}
				})
				shot("crt", func(s *screenT) {
					c := NewCRTWindow()
					c.Toggle()
					c.Highlight(2, 4)
					c.Draw(s.dst, mapArea(s.r))
				}, func(px *image.RGBA) {
					// the 3-1 column and the row of die 4 are marked
					if n := share(px, mapArea(image.Rect(0, 0, sz.w, sz.h)), HighlightInk, 6); n < 0.005 {
						tt.Errorf("%.2f%% of the map area in the highlight colour: the battle's column is not marked", n*100)
					}
				})
				shot("terrain", func(s *screenT) {
					w := NewTerrainWindow()
					w.Toggle()
					w.Draw(s.dst, mapArea(s.r))
				}, func(px *image.RGBA) {
					if n := share(px, mapArea(image.Rect(0, 0, sz.w, sz.h)), ui.Paper, 6); n < 0.25 {
						tt.Errorf("%.0f%% paper over the map: the terrain window is missing", n*100)
					}
				})
				shot("weather", func(s *screenT) {
					w := NewWeatherWindow()
					w.Follow(g)
					w.Toggle()
					w.Draw(s.dst, mapArea(s.r))
				}, func(px *image.RGBA) {
					// the game keeps a calendar: this month's season is marked (R30)
					if n := share(px, mapArea(image.Rect(0, 0, sz.w, sz.h)), HighlightInk, 6); n < 0.01 {
						tt.Errorf("%.2f%% of the map area in the highlight colour: the season is not marked", n*100)
					}
				})
				shot("victory", func(s *screenT) {
					v := NewVictory(end, nil, nil)
					v.Draw(s.dst, s.r)
					rects["victory"] = irect(v.frame(s.r))
				}, func(px *image.RGBA) {
					if n := share(px, rects["victory"], ui.Paper, 8); n < 0.3 {
						tt.Errorf("%.0f%% paper in the victory panel %v", n*100, rects["victory"])
					}
				})
				shot("handoff", func(s *screenT) {
					var h Handoff
					h.Show(1)
					h.Draw(s.dst, s.r)
				}, func(px *image.RGBA) {
					// the board must not show through: olive all round, Blue's band across
					full := image.Rect(0, 0, sz.w, sz.h)
					if n := share(px, image.Rect(0, 0, sz.w, sz.h/8), ui.OliveDark, 4); n < 0.95 {
						tt.Errorf("%.0f%% olive at the top of the hand-over screen", n*100)
					}
					if n := share(px, full, ui.Mix(Ink(1), ui.OliveDark, 0.35), 8); n < 0.05 {
						tt.Errorf("%.1f%% of the screen in Blue's band", n*100)
					}
				})
			})
		}
	}
	if end.Winner() == game.NoWinner {
		t.Error("the computer's game did not end")
	}
}

// tt is the subtest a check reports to.
var tt *testing.T

// share is the part of a rectangle's pixels near a colour.
func share(px *image.RGBA, r image.Rectangle, c color.NRGBA, tol int) float64 {
	r = r.Intersect(px.Bounds())
	if r.Empty() {
		return 0
	}
	n := 0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			if alike(px.RGBAAt(x, y), c, tol) {
				n++
			}
		}
	}
	return float64(n) / float64(r.Dx()*r.Dy())
}

type screenT struct {
	dst *ebiten.Image
	r   image.Rectangle
}

// mapArea is where the board scene puts the map, and the windows over it: under the
// status bar, above the orders, left of the column.
func mapArea(r image.Rectangle) image.Rectangle {
	return image.Rect(r.Min.X, r.Min.Y+int(ui.S(40)), r.Max.X-PanelWidth(), r.Max.Y-int(ui.S(62)))
}
