package play

import (
	"slices"
	"testing"
	"time"

	"taktik/game"
	"taktik/maps"
)

// contactPosition is a combat phase with three contacts: red:inf1 (3-3) touches
// blue:inf1 (4-4); red:inf2 (3-5) touches blue:inf1 and blue:inf2 (3-6).
func contactPosition(t *testing.T) *game.Game {
	g := position(t, game.Basic, "red:inf1 3-3", "red:inf2 3-5", "red:hq-1c 4-1", "blue:inf1 4-4", "blue:inf2 3-6")
	do(t, g, "endmove")
	return g
}

// In the combat phase clicks build a battle (R15): an own unit attacks, an enemy
// defends, the odds show once both sides have one; Declare declares it as built.
func TestBattleBuiltByClicksR15(t *testing.T) {
	g := contactPosition(t)
	o, s := newOrders(g, people)
	if o.Mode() != Battle {
		t.Fatalf("mode %v, want the combat phase", o.Mode())
	}
	b := o.Bar(false)
	if b.Prompt.Key != "play.battle.prompt" || b.Prompt.Count != len(g.Uncovered()) || len(g.Uncovered()) == 0 {
		t.Errorf("prompt %+v, want the %d contacts left to cover", b.Prompt, len(g.Uncovered()))
	}
	if got, want := keys(b), []string{"play.undo", "play.plan", "play.declare*-"}; !slices.Equal(got, want) {
		t.Errorf("buttons %v, want %v", got, want)
	}
	click(o, sq(t, "3-3"))
	if s.lastOdds() != nil {
		t.Error("odds shown with no defender")
	}
	click(o, sq(t, "4-4"))
	att, def := o.Building().Attackers, o.Building().Defenders
	if !slices.Equal(att, []int{unit(t, "red:inf1")}) || !slices.Equal(def, []int{unit(t, "blue:inf1")}) {
		t.Fatalf("building %v vs %v, want red:inf1 vs blue:inf1", att, def)
	}
	if p := s.lastOdds(); p == nil || p.Odds.String() != "1-1" {
		t.Errorf("odds %v, want 1-1 (1 against 1)", p)
	}
	over := o.Over()
	if !slices.Equal(squares(over, Attacker), []maps.Square{sq(t, "3-3")}) || !slices.Equal(squares(over, Defender), []maps.Square{sq(t, "4-4")}) {
		t.Errorf("marks %v, want the attacker on 3-3 and the defender on 4-4", over)
	}
	if got := keys(o.Bar(false)); got[len(got)-1] != "play.declare*" {
		t.Errorf("Declare %v with a battle built, want it enabled", got[len(got)-1])
	}
	press(t, o, "play.declare")
	if len(g.Battles()) != 1 || !o.Building().Empty() || s.lastOdds() != nil {
		t.Fatalf("%d battles declared, builder %v, odds %v: want one, empty, none", len(g.Battles()), o.Building(), s.lastOdds())
	}
	// R14: red:inf2's contacts are left: the turn may not end
	o.Do(End)
	if len(s.warns) != 1 || s.warns[0].Key != "play.endturn.contacts" || g.Phase() != game.PhaseCombat {
		t.Fatalf("warnings %v, phase %v: want the contacts left named and the turn going on", s.warns, g.Phase())
	}
	// an HQ never attacks (R14): the builder says so and takes nothing
	click(o, sq(t, "4-1"))
	if len(s.notes) != 1 || s.notes[0].Text() == "" || !o.Building().Empty() {
		t.Errorf("notes %v, builder %v after clicking the HQ", s.notes, o.Building())
	}
}

// Once the contacts are covered, the bar offers the roll; a click on a declared
// battle's unit rolls for it, Roll for the next one; End says the battles are still to
// be fought.
func TestBattleRollsAndEndTurnR15(t *testing.T) {
	g := contactPosition(t)
	do(t, g, "battle red:inf2 vs blue:inf2")
	do(t, g, "battle red:inf1 vs blue:inf1")
	o, s := newOrders(g, people)
	b := o.Bar(false)
	if b.Prompt.Key != "play.roll.prompt" || b.Prompt.Count != 2 {
		t.Errorf("prompt %+v, want two battles to roll for", b.Prompt)
	}
	if got, want := keys(b), []string{"play.undo", "play.roll*"}; !slices.Equal(got, want) {
		t.Errorf("buttons %v, want %v", got, want)
	}
	click(o, sq(t, "4-4"))
	o.Do(Roll)
	if !slices.Equal(s.rolls, []int{1, -1}) {
		t.Errorf("rolls %v, want battle 1 clicked, then the next", s.rolls)
	}
	o.Do(End)
	if len(s.warns) != 1 || s.warns[0].Key != "play.endturn.open" {
		t.Errorf("warnings %v, want the open battle named", s.warns)
	}
	for _, k := range []string{"0", "1"} {
		do(t, g, "resolve "+k)
		for g.Pending().Kind != game.NoDecision { // whatever the die said, settle it
			if err := g.Apply(g.Legal()[0]); err != nil {
				t.Fatal(err)
			}
		}
	}
	o.Changed()
	if g.Winner() != game.NoWinner {
		t.Skip("the battle ended the game")
	}
	b = o.Bar(false)
	if b.Prompt.Key != "play.endturn.prompt" || keys(b)[len(b.Buttons)-1] != "play.endturn*" {
		t.Errorf("bar %q %v, want the turn's end offered", b.Prompt.Key, keys(b))
	}
	side := g.Side()
	o.Do(End)
	if g.Side() == side && g.Phase() == game.PhaseCombat {
		t.Error("End did not end the player turn")
	}
}

// Clicking an empty square or a right click drops the battle being built; Esc (Cancel)
// does too, and reports that there was something to drop.
func TestBattleBuilderDropped(t *testing.T) {
	g := contactPosition(t)
	o, _ := newOrders(g, people)
	click(o, sq(t, "3-3"))
	click(o, sq(t, "2-8"))
	if !o.Building().Empty() {
		t.Error("a click on an empty square kept the battle")
	}
	click(o, sq(t, "3-3"))
	o.Update(Pointer{Square: sq(t, "2-8"), OnMap: true, Right: true})
	if !o.Building().Empty() {
		t.Error("a right click kept the battle")
	}
	click(o, sq(t, "3-3"))
	if !o.Cancel() || !o.Building().Empty() {
		t.Error("Cancel kept the battle")
	}
	if o.Cancel() {
		t.Error("Cancel with nothing in hand reported something dropped")
	}
}

// Plan lets the computer cut the contacts into battles (R15) in the background; the
// battles are declared when it answers, and the bar says it is thinking meanwhile.
func TestPlanDeclaresTheBattlesR15(t *testing.T) {
	g := contactPosition(t)
	o, s := newOrders(g, people)
	o.Do(Plan)
	if !o.Planning() || len(s.notes) != 1 || s.notes[0].Key != "play.plan.thinking" {
		t.Fatalf("planning %v, notes %v: want the computer thinking, and said so", o.Planning(), s.notes)
	}
	if b := o.Bar(false); b.Detail.Key != "play.plan.thinking" || !slices.Contains(keys(b), "play.plan-") {
		t.Errorf("bar %q %v while planning, want it said and Plan closed", b.Detail.Key, keys(b))
	}
	deadline := time.Now().Add(20 * time.Second)
	for o.Planning() && time.Now().Before(deadline) {
		time.Sleep(5 * time.Millisecond)
		o.Update(Pointer{})
	}
	if len(g.Uncovered()) != 0 || len(g.Battles()) == 0 {
		t.Fatalf("%d contacts left, %d battles after the plan: want every contact covered (R14)", len(g.Uncovered()), len(g.Battles()))
	}
	if last := s.notes[len(s.notes)-1]; last.Key != "play.plan.done" || last.Count != len(g.Battles()) {
		t.Errorf("note %+v, want the %d battles declared named", last, len(g.Battles()))
	}
	o.Do(Plan)
	if last := s.notes[len(s.notes)-1]; last.Key != "play.plan.nothing" || o.Planning() {
		t.Errorf("note %+v with nothing left to plan", last)
	}
}

// Esc (Cancel) lets the selected unit go in the movement phase, and reports when there
// was nothing in hand.
func TestCancelDropsWhatIsInHand(t *testing.T) {
	g := position(t, game.Basic, "red:inf1 3-3", "blue:inf1 4-9")
	o, _ := newOrders(g, people)
	click(o, sq(t, "3-3"))
	if !o.Cancel() || o.Selected() != -1 {
		t.Error("Cancel kept the selection")
	}
	if o.Cancel() {
		t.Error("Cancel with nothing in hand reported something dropped")
	}
}
