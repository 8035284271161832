//go:build gfx

package hud

import (
	"image"
	"testing"

	"taktik/game/ai"
	"taktik/render/ui"
)

// BenchmarkColumn is the side column's cost in one frame of a long game: the panel and
// the log read the game (Update) and draw (Draw) as the board scene does every tick.
// The whole frame has 4 ms of CPU; the column must take a small part of it.
//
//	xvfb-run -a go test -tags gfx -run '^$' -bench Column ./render/hud/
func BenchmarkColumn(b *testing.B) {
	g := aiGame(b, 5, 12, ai.Offizier)
	dst := screen(1366, 768, 1)
	p, l := NewPanel(), NewLog()
	pr := image.Rect(1076, 46, 1366, 46+int(ui.S(350)))
	lr := image.Rect(1076, pr.Max.Y+6, 1366, 762)
	p.Update(g)
	l.Update(g, lr)
	p.Draw(dst, pr)
	l.Draw(dst, lr)
	b.ResetTimer()
	for range b.N {
		p.Update(g)
		l.Update(g, lr)
		p.Draw(dst, pr)
		l.Draw(dst, lr)
	}
	b.ReportMetric(float64(len(g.Events())), "events")
}

// BenchmarkLogLayout is laying out a long game's log from scratch: a loaded game, or a
// change of language or window width.
func BenchmarkLogLayout(b *testing.B) {
	g := aiGame(b, 5, 12, ai.Offizier)
	dst := screen(1366, 768, 1)
	lr := image.Rect(1076, 400, 1366, 762)
	b.ResetTimer()
	for range b.N {
		l := NewLog()
		l.Update(g, lr)
		l.Draw(dst, lr)
	}
	b.ReportMetric(float64(len(g.Events())), "events")
}
