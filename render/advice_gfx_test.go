//go:build gfx

package render

import (
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"taktik/game"
	"taktik/game/ai"
	"taktik/render/board"
	"taktik/render/board/place"
	"taktik/render/lang"
	"taktik/render/play"
	"taktik/render/settings"
	"taktik/units"
)

// The coach on the board: H in the movement phase asks the General (no longer the
// help, which is F1's) and draws its moves as arrows, the bar's words whole on a
// laptop's window in both languages; Enter carries out the one picked, and the engine
// moves that unit there.
func TestCoachShowsAndCarriesOutTheGeneralsMove(t *testing.T) {
	s := newScripted(t, 1229, 652)
	g := handMadeAt(t, s, settings.Fast, "red:inf1 20-10", "red:arm1 21-10", "red:inf2 30-12", "blue:inf1 20-14", "blue:inf2 30-40")
	v := s.view()
	before := g.Hash()
	s.press(ebiten.KeyH)
	if v.Covered() {
		t.Fatal("H opened the help")
	}
	t0 := time.Now()
	s.until("the General's advice", func() bool { _, k := v.Advice(); return k >= 0 })
	t.Logf("advice after %v", time.Since(t0))
	s.play(2)
	if g.Hash() != before {
		t.Fatal("the coach moved a unit unasked")
	}
	for _, code := range []string{"de", "en"} {
		s.speak(code)
		s.play(2)
		if p, ok := v.PromptFits(); !ok {
			t.Errorf("%s: the bar's sentence is cut: %q", code, p)
		}
		if h, ok := v.HintFits(); !ok {
			t.Errorf("%s: the bar's hint is cut: %q", code, h)
		}
	}
	list, k := v.Advice()
	a := list[k].Move
	// the arrow's shaft, halfway from the unit to its square, in the advice's teal
	x0, y0 := v.Camera().Centre(g.Unit(a.Unit).Square)
	x1, y1 := v.Camera().Centre(a.To)
	r, gr, b, _ := s.screen.At(int((x0+x1)/2), int((y0+y1)/2)).RGBA()
	r, gr, b = r>>8, gr>>8, b>>8
	if gr < r+50 || b < r+40 {
		t.Errorf("halfway along %v the screen is %d,%d,%d, want the advice's arrow", a, r, gr, b)
	}
	s.press(ebiten.KeyEnter)
	s.until("the move carried out", func() bool { return g.Unit(a.Unit).Square == a.To })
	if rest, _ := v.Advice(); len(rest) != len(list)-1 {
		t.Errorf("%d moves still suggested after one of %d", len(rest), len(list))
	}
	s.press(ebiten.KeyF1)
	if !v.Covered() {
		t.Error("F1 did not open the help")
	}
}

// The Field Marshal thinks for seconds in the background: the board keeps drawing, and
// once it has thought a while the bar says who is thinking.
func TestFieldMarshalThinksAloud(t *testing.T) {
	s := newScripted(t, 1366, 768)
	players := play.Commanders{{}, {Computer: true, Level: ai.Expert}}
	g, err := game.New(s.a.board, game.Options{Mode: game.Basic, Seed: 5, First: units.Blue, Players: players.Words()})
	if err != nil {
		t.Fatal(err)
	}
	s.a.play(board.NewView(s.a, g, s.a.pics, players))
	s.play(20) // past the fade
	want := lang.Tf("play.computer.thinking", lang.T("strength.fieldmarshal"))
	var slowest time.Duration
	s.until("the Field Marshal's note", func() bool {
		t0 := time.Now()
		s.tick()
		slowest = max(slowest, time.Since(t0))
		hint, _ := s.view().HintFits()
		return hint == want
	})
	if slowest > 250*time.Millisecond {
		t.Errorf("a frame took %v while the Field Marshal thought", slowest)
	}
	t.Logf("slowest frame %v", slowest)
}

// The reason of the General's picked move lies beside the square the move goes to but
// over no counter's values and no name: in the first scenario on a laptop it lay over
// the number of the Blue infantry on 33-36, next to the armour's square 33-34 (tried as
// a new user, issue 34).
func TestGeneralsReasonCoversNoCounter(t *testing.T) {
	s := speaking(t, "en", 1366, 768, func(set *settings.Settings) { set.Scenarios = nil })
	v := openScenario(t, s, 0)
	s.play(20)
	s.press(ebiten.KeyH)
	s.until("the General's advice", func() bool { _, k := v.Advice(); return k >= 0 })
	s.play(2)
	tag, ok := v.AdviceTag()
	if !ok {
		t.Fatal("the picked move's reason does not show")
	}
	r := place.Rect{X: tag.X, Y: tag.Y, W: tag.W, H: tag.H}
	for _, k := range v.Placed().Keeps {
		if (k.Kind == place.Values || k.Kind == place.Name) && r.Meets(k.R) {
			list, p := v.Advice()
			t.Errorf("the reason %q at %v lies over a %v at %v", list[p].Text("en"), tag, k.Kind, k.R)
		}
	}
}
