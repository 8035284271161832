//go:build gfx

package hud

import (
	"image"
	"image/color"
	"math"
	"testing"

	"taktik/game"
	"taktik/render/input"
	"taktik/render/ui"
	"taktik/units"
)

// The current battle's column of the combat results table is filled with the
// highlight; its neighbours are not, and nothing is once the highlight is cleared.
func TestCRTWindowHighlightsTheBattleColumn(t *testing.T) {
	dst := screen(1366, 768, 1)
	area := image.Rect(0, 40, 1076, 670)
	c := NewCRTWindow()
	c.Window.Toggle()
	c.Highlight(game.Odds(2), 4) // 3-1, die 4
	c.Window.Draw(dst, area)
	f := c.Window.frame(area)
	label, cellW, cellH := crtMetrics()
	x0, y0 := f.X+windowPad()+label, f.Y+windowTitleH()+windowPad()
	col := c.table.Column(2)
	at := func(col, row int) color.RGBA { // a corner of a cell, clear of its text
		return rgba(dst.At(int(x0+cellW*float64(col)+5), int(y0+cellH*float64(row)+4)))
	}
	if got := at(col, 1); !alike(got, HighlightInk, 6) {
		t.Errorf("3-1, die 1: %v, want the highlight %v", got, HighlightInk)
	}
	for _, other := range []int{col - 1, col + 1} {
		if got := at(other, 1); !alike(got, ui.Paper, 6) {
			t.Errorf("column %d, die 1: %v, want paper", other, got)
		}
	}
	// the die's cell is framed in ink
	cell := ui.Rect{X: x0 + cellW*float64(col), Y: y0 + cellH*4, W: cellW, H: cellH}
	if got := rgba(dst.At(int(cell.X+ui.S(2)), int(cell.CY()))); !alike(got, ui.Ink, 40) {
		t.Errorf("the die-4 cell's frame is %v, want ink", got)
	}
	c.Clear()
	dst.Fill(ui.OliveDark)
	c.Window.Draw(dst, area)
	if got := at(col, 1); !alike(got, ui.Paper, 6) {
		t.Errorf("after Clear: %v, want paper", got)
	}
}

// The die lands on the face the engine rolled: its pips where that face has them, and
// bare ivory where it has none.
func TestDiceShowsTheRolledFace(t *testing.T) {
	for face := 1; face <= 6; face++ {
		dst := screen(800, 600, 1)
		r := image.Rectangle{Min: image.Pt(100, 100), Max: image.Pt(100, 100).Add(DiceSize())}
		d := NewDice()
		d.Speed = 0
		d.Roll(face, "3-1", "DE")
		if !d.Done() || d.Face() != face {
			t.Fatalf("instant roll of %d: done %v, face %d", face, d.Done(), d.Face())
		}
		d.Draw(dst, r)
		a := rect(r)
		size := float64(int(min(a.H-ui.S(58)-ui.S(24), a.W*0.5)))
		left, top := a.CX()-size/2, a.Y+ui.S(14)
		want := map[[2]int]bool{}
		for _, p := range pips[face] {
			want[p] = true
		}
		for gx := 0; gx < 3; gx++ {
			for gy := 0; gy < 3; gy++ {
				x := int(left + size*(0.25+0.25*float64(gx)))
				y := int(top + size*(0.25+0.25*float64(gy)))
				got := rgba(dst.At(x, y))
				switch {
				case want[[2]int{gx, gy}] && !alike(got, PipInk, 30):
					t.Errorf("face %d: no pip at %d,%d (%v)", face, gx, gy, got)
				case !want[[2]int{gx, gy}] && !alike(got, ui.Cream, 30):
					t.Errorf("face %d: a pip at %d,%d (%v)", face, gx, gy, got)
				}
			}
		}
	}
}

func TestDiceTumblesForTheAnimationSpeed(t *testing.T) {
	cases := []struct {
		speed float64
		ticks int
	}{{0.5, 72}, {1, 54}, {2, 36}, {0, 0}} // 1.2 s, 0.9 s, 0.6 s at 60 ticks a second
	for _, c := range cases {
		if got := RollTicks(c.speed); got != c.ticks {
			t.Errorf("RollTicks(%v) = %d, want %d", c.speed, got, c.ticks)
		}
		d := NewDice()
		d.Speed = c.speed
		d.Roll(5, "2-1", "EX")
		changes, last := 0, d.Face()
		for i := 0; i < c.ticks; i++ {
			if d.Done() {
				t.Fatalf("speed %v: done after %d ticks, want %d", c.speed, i, c.ticks)
			}
			d.Update()
			if d.Face() != last {
				changes, last = changes+1, d.Face()
			}
		}
		if !d.Done() || d.Face() != 5 {
			t.Errorf("speed %v: done %v, face %d after %d ticks", c.speed, d.Done(), d.Face(), c.ticks)
		}
		if c.ticks > 0 && changes < 5 {
			t.Errorf("speed %v: the die changed face %d times; it should tumble", c.speed, changes)
		}
	}
	d := NewDice()
	d.Roll(0, "auto-DE", "DE") // no die at 7-1 and better (R16)
	if !d.Done() || d.Label() != "auto-DE · no die · DE" {
		t.Errorf("automatic result: done %v, label %q", d.Done(), d.Label())
	}
}

// Each result's bar starts filled when it can happen and empty when it cannot.
func TestOddsPreviewBarsShowTheChances(t *testing.T) {
	dst := screen(800, 600, 1)
	o := NewOddsPreview()
	o.Set(game.Preview{Attack: 6, Defend: 2, Odds: 2, Outcomes: game.Outcomes(2)}) // 3-1
	r := image.Rectangle{Min: image.Pt(50, 50), Max: image.Pt(50, 50).Add(OddsPreviewSize())}
	o.Draw(dst, r)
	a := rect(r)
	barX := a.X + ui.S(14) + ui.S(186)
	top := a.Y + ui.S(14) + ui.S(18) + ui.S(38) + ui.S(18)
	for i, res := range game.Results {
		y := int(top + ui.S(26)*(float64(i)+0.5))
		got := rgba(dst.At(int(barX+ui.S(3)), y))
		filled := ui.Mix(resultInk(res), ui.Paper, 0.25)
		if p := o.pct[i]; p > 0 && !alike(got, filled, 12) {
			t.Errorf("%v (%d%%): bar starts %v, want %v", res, p, got, filled)
		} else if p == 0 && !alike(got, ui.PaperDark, 12) {
			t.Errorf("%v (0%%): bar starts %v, want the empty track", res, got)
		}
	}
	want := []int{17, 0, 33, 17, 33} // 3-1 (R17)
	for i := range want {
		if o.pct[i] != want[i] {
			t.Fatalf("percentages %v, want %v", o.pct, want)
		}
	}
}

// The compact preview, where the whole finds no room over the map (the lessons on a
// laptop), shows the totals and the odds in its smaller card and draws nothing below
// it: no bar of the results runs out of the card.
func TestOddsPreviewCompactShowsTheOddsAlone(t *testing.T) {
	dst := screen(800, 600, 1)
	o := NewOddsPreview()
	o.Set(game.Preview{Attack: 1, Defend: 2, Odds: -1, Outcomes: game.Outcomes(-1)}) // 1-2
	c := OddsPreviewCompactSize()
	if full := OddsPreviewSize(); c.X >= full.X || c.Y >= full.Y {
		t.Fatalf("the compact preview %v is not smaller than the whole %v", c, full)
	}
	r := image.Rectangle{Min: image.Pt(50, 50), Max: image.Pt(50, 50).Add(c)}
	o.Draw(dst, r)
	a := rect(r)
	inked := 0 // the odds, big on the right of the card's top half
	for y := int(a.Y + ui.S(32)); y < int(a.Y+ui.S(66)); y++ {
		for x := int(a.X + a.W/2); x < int(a.X+a.W-ui.S(14)); x++ {
			if alike(rgba(dst.At(x, y)), ui.Olive, 40) {
				inked++
			}
		}
	}
	if inked < 20 {
		t.Errorf("the odds are not drawn in the compact card (%d pixels of their ink)", inked)
	}
	below := image.Rect(r.Min.X, int(a.Y+ui.S(88)), r.Max.X, r.Max.Y+int(ui.S(26)*float64(len(game.Results))))
	if n := count(dst, below, ui.PaperDark, 3); n > 0 {
		t.Errorf("the compact preview draws %d pixels of the results' bars", n)
	}
}

// The hand-over screen covers the whole board: nothing of what was under it shows.
func TestHandoffHidesTheBoard(t *testing.T) {
	dst := screen(1366, 768, 1)
	dst.Fill(ui.Red) // stands for the board
	var h Handoff
	h.Show(units.Blue)
	h.Draw(dst, dst.Bounds())
	if n := count(dst, dst.Bounds(), ui.Red, 4); n > 0 {
		t.Errorf("%d pixels of the board show through", n)
	}
	if h.Update() || !h.Active() {
		t.Error("the screen went away without the player")
	}
}

// A message stays 2.5 s by the clock, the last half second fading, whether the machine
// draws sixty frames a second or ten; a refusal stays half as long again.
func TestToastFadesOutByTheClock(t *testing.T) {
	t.Cleanup(func() { ui.SetInput(nil) })
	for _, fps := range []int{60, 10} {
		in := input.NewScript(0, 0)
		in.SetTick(1 / float64(fps))
		ui.SetInput(in)
		ticks := func(seconds float64) int { return int(math.Round(seconds * float64(fps))) }
		var tt Toast
		tt.Show("Saved.")
		if !tt.Visible() || tt.Alpha() != 1 {
			t.Fatalf("%d fps: a new toast: visible %v alpha %v", fps, tt.Visible(), tt.Alpha())
		}
		for range ticks(2.2) {
			tt.Update()
		}
		if a := tt.Alpha(); a < 0.55 || a > 0.65 {
			t.Errorf("%d fps: 0.2 s into the fade (2.2 s): alpha %v, want 0.6", fps, a)
		}
		for range ticks(0.3) - 1 {
			tt.Update()
		}
		if !tt.Visible() {
			t.Errorf("%d fps: gone a tick before its 2.5 s", fps)
		}
		tt.Update()
		if tt.Visible() {
			t.Errorf("%d fps: still visible after its 2.5 s", fps)
		}
		dst := screen(800, 600, 1)
		tt.Draw(dst, dst.Bounds())
		if n := count(dst, dst.Bounds(), ui.OliveDark, 2); n != 800*600 {
			t.Errorf("%d fps: a gone toast drew %d pixels", fps, 800*600-n)
		}
		tt.Problem("refused")
		for range ticks(3.5) {
			tt.Update()
		}
		if !tt.Visible() {
			t.Errorf("%d fps: a refusal gone before 3.75 s", fps)
		}
		for range ticks(0.25) {
			tt.Update()
		}
		if tt.Visible() {
			t.Errorf("%d fps: a refusal still shown after 3.75 s", fps)
		}
	}
}

// The hand-over screen ignores a click for a quarter second by the clock, at sixty
// frames a second and at ten (counted in frames it would take 1.5 s at ten).
func TestHandoffGraceByTheClock(t *testing.T) {
	t.Cleanup(func() { ui.SetInput(nil) })
	for _, fps := range []int{60, 10} {
		in := input.NewScript(400, 300)
		in.SetTick(1 / float64(fps))
		ui.SetInput(in)
		var h Handoff
		h.Show(units.Blue)
		in.Click(400, 300) // a click in the very first frames: meant for the last order
		for !in.Idle() {
			in.Tick()
			h.Update()
		}
		if !h.Active() {
			t.Errorf("%d fps: a click in the first %d ms dismissed the screen", fps, 3*1000/fps)
		}
		in.Wait(fps / 4)
		for !in.Idle() {
			in.Tick()
			h.Update()
		}
		in.Click(400, 300)
		done := false
		for !in.Idle() {
			in.Tick()
			done = h.Update() || done
		}
		if !done || h.Active() {
			t.Errorf("%d fps: a click after the grace left the screen up", fps)
		}
	}
}

// The panel names the side to move in its colour, and the log follows the game.
func TestPanelAndLogShowTheGame(t *testing.T) {
	dst := screen(1366, 768, 1)
	g := newGame(t, "mode=basic seed=3 first=red setup=empty")
	play(t, g, "place red:arm1 20-26", "place blue:inf1 20-29", "place blue:inf2 28-50", "start",
		"move red:arm1 20-28", "endmove", "battle red:arm1 vs blue:inf1", "dice 1", "resolve", "endturn")
	p := NewPanel()
	p.Update(g)
	pr := image.Rect(1070, 46, 1070+PanelWidth(), 46+p.Height())
	p.Draw(dst, pr)
	chip := image.Rect(pr.Min.X+14, pr.Min.Y+14+34, pr.Min.X+14+16, pr.Min.Y+14+34+16)
	if n := count(dst, chip, ui.Blue, 10); n < 100 {
		t.Errorf("the side chip has %d blue pixels; Blue is to move", n)
	}
	l := NewLog()
	lr := image.Rect(1070, pr.Max.Y+6, 1070+PanelWidth(), pr.Max.Y+6+120) // shorter than the log
	l.Update(g, lr)
	l.Draw(dst, lr)
	if !l.Following() || len(l.lines) < 8 {
		t.Errorf("following %v with %d lines", l.Following(), len(l.lines))
	}
	if n := count(dst, lr, ui.Red, 30); n < 50 {
		t.Errorf("%d pixels of red ink in the log; Red's moves are there", n)
	}
	// scrolled up, a new event leaves the view where the player put it
	l.scroll.To(0)
	play(t, g, "endmove", "endturn")
	l.Update(g, lr)
	if l.Following() || l.scroll.Offset != 0 {
		t.Errorf("after scrolling up: following %v at %v", l.Following(), l.scroll.Offset)
	}
}

// The victory overlay names the winner in the winner's colour and says how (R22).
func TestVictoryNamesTheWinnerAndHow(t *testing.T) {
	g := newGame(t, "mode=basic first=red setup=empty turnlimit=1")
	play(t, g, "place red:inf1 10-5", "place blue:inf1 28-50", "own 0 blue", "start", "endmove", "endturn", "endmove", "endturn")
	v := NewVictory(g, nil, nil)
	if got := Headline(v.Summary); got != "Blue wins" {
		t.Errorf("headline %q", got)
	}
	if got := HowText(v.Summary); got != "Turn limit reached: Blue holds more enemy cities." {
		t.Errorf("how %q", got)
	}
	inLanguage("de", func() {
		if got := Headline(v.Summary); got != "Blau siegt" {
			t.Errorf("German headline %q", got)
		}
	})
	dst := screen(1366, 768, 1)
	v.Draw(dst, dst.Bounds())
	f := v.frame(dst.Bounds())
	head := image.Rect(int(f.X), int(f.Y+ui.S(28)), int(f.X+f.W), int(f.Y+ui.S(68)))
	if n := count(dst, head, ui.Blue, 24); n < 150 {
		t.Errorf("%d blue pixels in the headline", n)
	}
	if n := count(dst, head, ui.Red, 24); n > 0 {
		t.Errorf("%d red pixels in Blue's headline", n)
	}
}

// The terrain window marks what a unit may not enter with a red dash: forest for
// armour (R23), not for infantry.
func TestTerrainWindowMarksForbiddenTerrain(t *testing.T) {
	dst := screen(1366, 768, 1)
	area := image.Rect(0, 40, 1076, 710)
	w := NewTerrainWindow()
	w.Window.Toggle()
	w.Window.Draw(dst, area)
	f := w.Window.frame(area)
	if w.Window.fit(rect(area)) < 1 {
		t.Fatalf("the terrain table does not fit the map of a 1366 × 768 screen")
	}
	x, y := f.X+windowPad(), f.Y+windowTitleH()+windowPad()+terrainHeadH()+ui.S(4)
	row := -1
	for k, r := range w.rows {
		if r.Key == "forest" {
			row = k
			break
		}
		y += w.cells[k].h
	}
	if row < 0 {
		t.Fatal("no forest row")
	}
	cy := int(y + ui.S(3) + terrainLineH()/2)
	col := func(i int) image.Rectangle { // the cost column i (0 basic … 3 mountain)
		left := x
		for _, c := range terrainCols[:i+1] {
			left += ui.S(c)
		}
		return image.Rect(int(left), cy-6, int(left+ui.S(terrainCols[i+1])), cy+6)
	}
	// the dash is a thin stroke: its antialiased pixels on the table's stripe come
	// within 80 of the red ink (the black ink and the paper are farther off)
	if n := count(dst, col(2), ui.Red, 80); n < 8 {
		t.Errorf("armour in forest: %d red pixels, want the dash", n)
	}
	if n := count(dst, col(1), ui.Red, 40); n > 0 {
		t.Errorf("infantry in forest: %d red pixels, want none", n)
	}
}

// The weather window marks the season of the game's month (R30) and no other.
func TestWeatherWindowMarksTheSeason(t *testing.T) {
	g := newGame(t, "mode=basic seed=3 weather=on")
	if g.Month() == 0 {
		t.Fatal("a weather game with no month")
	}
	season := game.SeasonOf(g.Month())
	dst := screen(1366, 768, 1)
	area := image.Rect(0, 40, 1076, 710)
	w := NewWeatherWindow()
	w.Follow(g)
	w.Window.Toggle()
	w.Window.Draw(dst, area)
	f := w.Window.frame(area)
	label, colW, rowH := weatherMetrics()
	x0, y0 := f.X+windowPad()+label, f.Y+windowTitleH()+windowPad()
	for _, s := range game.Seasons {
		got := rgba(dst.At(int(x0+colW*float64(s)+5), int(y0+rowH+4))) // die 1, clear of the text
		if marked := alike(got, HighlightInk, 6); marked != (s == season) {
			t.Errorf("%v column marked %v (month %d)", s, marked, g.Month())
		}
	}
}
