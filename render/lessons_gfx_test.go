//go:build gfx

package render

import (
	"slices"
	"testing"

	"taktik/game"
	"taktik/game/ai"
	"taktik/render/board"
	"taktik/render/lang"
	"taktik/render/menu"
	"taktik/render/play"
	"taktik/render/settings"
	"taktik/render/tutorial/lesson"
	"taktik/units"
)

// endMovement clicks End movement and answers the question it may ask.
func (tt *tutor) endMovement() {
	tt.t.Helper()
	tt.order("play.endmove")
	if x, y, ok := tt.sc.View().Confirming(); ok {
		tt.s.in.Click(x, y)
		tt.s.play(2)
	}
}

// battle clicks a battle's units on their squares and declares it.
func (tt *tutor) battle(squares ...string) {
	tt.t.Helper()
	for _, q := range squares {
		tt.square(q)
	}
	tt.order("play.declare")
}

// roll clicks Roll and waits for battle k's die.
func (tt *tutor) roll(k int) {
	tt.t.Helper()
	tt.order("play.roll")
	tt.s.until("the die", func() bool { return len(tt.g.Battles()) > k && tt.g.Battles()[k].Resolved })
}

// ticked reports whether the settings hold a lesson as finished.
func ticked(s *scripted, id string) bool { return slices.Contains(s.a.Settings().Lessons, id) }

// laterLessons plays the four later lessons one after another, as a player does from
// the Lessons screen and each lesson's "Next lesson", by clicks only, and checks after
// each what the engine says: the soak-off's clean main attack (R14, R15), the trapped
// unit eliminated for want of a retreat (R19), the exchange paid with the infantry
// (R18), the last city taken and held to the victory screen (R21, R22). Each lesson's
// end ticks it off in the settings.
func laterLessons(t *testing.T, s *scripted) {
	tt := startLesson(t, s, 1)

	// several defenders and the soak-off
	tt.step("intro")
	tt.card("next")
	tt.step("endmove")
	tt.endMovement()
	tt.step("main")
	tt.battle("35-23", "36-22", "36-23")
	tt.step("soak")
	tt.battle("37-24", "37-25", "38-25")
	tt.step("roll")
	if b := tt.g.Battles(); len(b) != 2 || b[0].Odds.String() != "3-1" || b[1].Odds.String() != "1-2" || len(tt.g.Uncovered()) != 0 {
		t.Fatalf("battles %+v, want 3-1 and the soak-off at 1-2 covering every contact (R14, R15)", b)
	}
	tt.roll(0)
	tt.roll(1)
	s.until("the soak-off's retreat", func() bool { return tt.sc.Lesson().Step().ID == "end" })
	tt.step("end")
	if b := tt.g.Battles(); b[0].Result != game.DE || b[1].Result != game.AB2 || tt.g.Unit(num(t, "blue:inf1")).Status == game.OnBoard {
		t.Fatalf("results %v and %v, want DE and AB2", b[0].Result, b[1].Result)
	}
	if !ticked(s, "soakoff") {
		t.Error("the finished lesson is not ticked off in the settings")
	}
	tt.card("onward")
	s.play(20)

	// no way back
	tt = tutorOn(t, s)
	tt.step("intro")
	tt.card("next")
	tt.step("west")
	tt.square("39-14")
	tt.square("42-16")
	tt.step("east")
	tt.square("39-22")
	tt.square("42-20")
	tt.step("endmove")
	tt.endMovement()
	tt.step("attack")
	tt.battle("41-17", "41-18", "41-19", "42-18")
	tt.step("roll")
	tt.roll(0)
	tt.step("end")
	if b := tt.g.Battles()[0]; b.Result != game.DB2 || tt.g.Unit(num(t, "blue:inf1")).Status == game.OnBoard {
		t.Fatalf("result %v, the Blue unit %v: want DB2 and no retreat left, so eliminated (R19)", b.Result,
			tt.g.Unit(num(t, "blue:inf1")).Status)
	}
	tt.card("onward")
	s.play(20)

	// the exchange
	tt = tutorOn(t, s)
	tt.step("intro")
	tt.card("next")
	tt.step("endmove")
	tt.endMovement()
	tt.step("attack")
	tt.battle("36-22", "37-22", "36-24", "36-23", "37-23")
	tt.step("roll")
	tt.roll(0)
	tt.step("choose")
	tt.square("37-22")
	tt.square("36-24")
	tt.order("play.exchange.confirm")
	tt.step("end")
	if tt.g.Battles()[0].Result != game.EX || tt.g.Unit(num(t, "red:arm1")).Status != game.OnBoard || tt.g.OnBoard(units.Red) != 1 {
		t.Fatalf("after the exchange %d Red units, the armour %v: want the two infantry given up (R18)", tt.g.OnBoard(units.Red),
			tt.g.Unit(num(t, "red:arm1")).Status)
	}
	if got := tt.sc.Lesson().Step().Title(tt.sc.Obs()); got != lang.T("lesson.exchange.end.title") {
		t.Errorf("the end reads %q, want the armour kept", got)
	}
	tt.card("onward")
	s.play(20)

	// Undo and Suggest plan
	tt = tutorOn(t, s)
	tt.step("intro")
	tt.card("next")
	tt.step("move")
	tt.square("31-20")
	tt.square("33-24")
	tt.step("undo")
	inf3 := num(t, "red:inf3")
	if tt.g.Unit(inf3).Square != sqr(t, "33-24") {
		t.Fatal("the infantry did not move to 33-24")
	}
	tt.order("play.undo")
	tt.step("endmove")
	if u := tt.g.Unit(inf3); u.Square != sqr(t, "31-20") || u.Moved {
		t.Fatalf("after Undo the infantry is on %v (moved %v), want back on 31-20 unmoved", u.Square, u.Moved)
	}
	tt.endMovement()
	tt.step("suggest")
	tt.order("play.plan")
	s.until("the computer's plan", func() bool { return tt.sc.Lesson().Step().ID == "roll" })
	if len(tt.g.Uncovered()) != 0 || len(tt.g.Battles()) == 0 {
		t.Fatalf("the plan left contacts %v open with battles %+v (R14, R15)", tt.g.Uncovered(), tt.g.Battles())
	}
	for tt.sc.Lesson().Step().ID == "roll" {
		g := tt.g
		switch p := g.Pending(); {
		case p.Kind == game.RetreatDecision && p.Side == units.Red:
			tt.s.clickSquare(play.NewRetreats(g.Legal()).Squares(p.Units[0])[0])
		case p.Kind != game.NoDecision && g.Decider() == units.Red: // an exchange: the first way offered
			if err := g.Apply(g.Legal()[0]); err != nil {
				t.Fatal(err)
			}
			s.play(2)
		case p.Kind != game.NoDecision:
			s.play(2) // the computer decides
		default:
			k := slices.IndexFunc(g.Battles(), func(b game.Battle) bool { return !b.Resolved })
			if k < 0 {
				s.play(2) // the lesson sees the last result
				continue
			}
			s.until("Roll", func() bool { _, _, ok := s.view().Button(lang.T("play.roll")); return ok })
			tt.roll(k)
		}
	}
	tt.step("end")
	tt.card("onward")
	s.play(20)

	// cities win the war
	tt = tutorOn(t, s)
	tt.step("intro")
	tt.card("next")
	tt.step("enter")
	tt.square("34-30")
	tt.square("34-34")
	tt.step("support")
	tt.square("37-33")
	tt.square("36-34")
	tt.step("endmove")
	tt.endMovement()
	tt.step("attack")
	tt.battle("34-34", "36-34", "35-35")
	tt.step("roll")
	tt.roll(0)
	tt.step("endturn")
	tt.order("play.endturn")
	if lesson.CityOwner(tt.g) != units.Red {
		t.Fatal("Indigau is not Red's after Red's turn ended in it, free of enemies (R21)")
	}
	s.until("Blue's turn and the victory", func() bool { return tt.g.Winner() != game.NoWinner })
	tt.s.play(4)
	if tt.g.Winner() != game.RedWins || !tt.sc.View().Covered() || tt.sc.Lesson().Step().ID != "end" {
		t.Fatalf("winner %v, victory screen %v, step %q: want Red's win shown (R22)", tt.g.Winner(), tt.sc.View().Covered(),
			tt.sc.Lesson().Step().ID)
	}
	if tt.shot != nil {
		tt.shot("victory")
	}
	for _, id := range []string{"soakoff", "trap", "exchange", "plan", "cities"} {
		if !ticked(s, id) {
			t.Errorf("lesson %s is not ticked off", id)
		}
	}
	// the lesson's last card lies over the end of the game, and its ways on work there
	if _, _, ok := tt.sc.View().VictoryButton(1); !ok {
		t.Fatal("no victory screen")
	}
	x, y, ok := tt.sc.Button("lessons")
	if !ok {
		t.Fatal("the lesson's last card offers no way to the Lessons screen over the victory")
	}
	s.clickAt(x, y, 20)
	on[*menu.Lessons](s)
}

// TestLessonsByClicks plays the later lessons in English at a laptop's size and in
// German at a desktop's, then opens the first scenario from the Lessons screen: a game
// against the Recruit on the scenario's units.
func TestLessonsByClicks(t *testing.T) {
	for _, c := range []struct {
		code string
		w, h int
	}{{"en", 1366, 768}, {"de", 1920, 1080}} {
		s := speaking(t, c.code, c.w, c.h, func(set *settings.Settings) { set.Lessons = nil })
		laterLessons(t, s) // ends on the Lessons screen, from the last lesson's card
		ls := on[*menu.Lessons](s)
		if ls.Focus() != 0 { // the first lesson is still to do
			t.Errorf("%s: the Lessons screen focuses row %d, want the first lesson", c.code, ls.Focus())
		}
		x, y := ls.Entry(len(lesson.Scripts()))
		s.clickAt(x, y, 20)
		v := on[*board.View](s)
		g := v.Game()
		if g.Options().Scenario != game.Scenarios()[0].ID || g.OnBoard(units.Red) != 8 || g.OnBoard(units.Blue) != 6 ||
			!v.Players()[units.Blue].Computer || v.Players()[units.Blue].Level != ai.Rekrut {
			t.Errorf("%s: the scenario's game %+v with %d and %d units, players %+v", c.code, g.Options(), g.OnBoard(units.Red),
				g.OnBoard(units.Blue), v.Players())
		}
	}
	lang.Set("en")
}

// TestTerrainLessonByClicks plays the advanced game's terrain lesson in German at a
// laptop's size and in English at a desktop's: the armour's reach without the forest
// (R23), the infantry alone across the river at a doubled defence, 1-2, and with the
// armour at 3-1 (R16, R25).
func TestTerrainLessonByClicks(t *testing.T) {
	for _, c := range []struct {
		code string
		w, h int
	}{{"de", 1366, 768}, {"en", 1920, 1080}} {
		s := speaking(t, c.code, c.w, c.h, func(set *settings.Settings) { set.Lessons = nil })
		tt := startLesson(t, s, 6)
		if tt.g.Options().Mode != game.Advanced {
			t.Fatalf("%s: the terrain lesson plays the %v game", c.code, tt.g.Options().Mode)
		}
		tt.step("intro")
		tt.card("next")
		tt.step("reach")
		tt.square("25-24")
		tt.step("move")
		tt.square("26-27")
		tt.step("endmove")
		tt.endMovement()
		tt.step("river")
		tt.square("27-26")
		tt.square("27-27")
		tt.step("together")
		if p, err := tt.g.Preview([]int{num(t, "red:inf1")}, []int{num(t, "blue:inf1")}); err != nil || !p.Doubled || p.Odds.String() != "1-2" {
			t.Fatalf("%s: the infantry alone across the river: %+v, %v", c.code, p, err)
		}
		tt.square("26-27")
		tt.order("play.declare")
		tt.step("roll")
		if b := tt.g.Battles(); len(b) != 1 || b[0].Odds.String() != "3-1" {
			t.Fatalf("%s: battles %+v, want the armour and the infantry at 3-1", c.code, b)
		}
		tt.roll(0)
		tt.step("end")
		if !ticked(s, "terrain") {
			t.Errorf("%s: the terrain lesson is not ticked off", c.code)
		}
	}
	lang.Set("en")
}
