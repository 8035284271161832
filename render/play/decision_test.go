package play

import (
	"slices"
	"strconv"
	"testing"

	"taktik/game"
	"taktik/maps"
	"taktik/units"
)

// R19: after a DB2 the winner retreats the beaten unit: the bar names it, the squares
// the engine offers are tinted, a click elsewhere says to pick one of them, and a click
// on one moves the unit there by the engine's path.
func TestRetreatChoiceR19(t *testing.T) {
	g := fought(t, "red:arm1,red:inf1 vs blue:inf1", 3, "red:arm1 3-3", "red:inf1 2-3", "blue:inf1 3-4", "blue:inf2 3-9") // 3-1, die 3: DB2
	o, s := newOrders(g, people)
	if o.Mode() != Retreat {
		t.Fatalf("mode %v, want Red to retreat blue:inf1", o.Mode())
	}
	beaten := unit(t, "blue:inf1")
	b := o.Bar(false)
	if b.Prompt.Key != "play.retreat.prompt" || b.Detail.Key != "play.retreat.detail" || len(b.Buttons) != 0 {
		t.Errorf("bar %q / %q %v, want the retreat named and no button", b.Prompt.Key, b.Detail.Key, keys(b))
	}
	var offered []maps.Square
	for _, a := range g.Legal() {
		offered = append(offered, a.To)
	}
	if got := squares(o.Under(), RetreatTo); !slices.Equal(got, offered) || len(got) == 0 {
		t.Errorf("tinted %v, want the engine's %v", got, offered)
	}
	if got := squares(o.Over(), BeatenPicked); !slices.Equal(got, []maps.Square{sq(t, "3-4")}) {
		t.Errorf("the beaten unit ringed on %v, want 3-4", got)
	}
	click(o, sq(t, "3-2"))
	if len(s.notes) != 1 || s.notes[0].Key != "play.retreat.pick" || g.Unit(beaten).Square != sq(t, "3-4") {
		t.Fatalf("notes %v, blue:inf1 on %v: want a hint and no move", s.notes, g.Unit(beaten).Square)
	}
	click(o, offered[0])
	if g.Unit(beaten).Square != offered[0] || len(s.slides) != 1 || s.slides[0].unit != beaten {
		t.Errorf("blue:inf1 on %v, slides %v; want it on %v, sliding", g.Unit(beaten).Square, s.slides, offered[0])
	}
	if o.Mode() == Retreat {
		t.Error("still retreating after the only retreat")
	}
}

// R18: the attacker picks exchange losses: the offered attackers are ringed, a click
// strikes one out, and Confirm is open only once the pick is one the engine offers.
func TestExchangeLossesR18(t *testing.T) {
	g := fought(t, "red:arm1,red:inf1,red:inf2 vs blue:inf1", 2, "red:arm1 3-3", "red:inf1 3-5", "red:inf2 4-4", "blue:inf1 3-4", "blue:inf9 2-10") // 4-1, die 2: exchange
	o, s := newOrders(g, people)
	if o.Mode() != Exchange {
		t.Fatalf("mode %v, want an exchange", o.Mode())
	}
	b := o.Bar(false)
	if b.Prompt.Key != "play.exchange.prompt" || b.Prompt.Count != 1 || !slices.Equal(keys(b), []string{"play.exchange.confirm*-"}) {
		t.Errorf("bar %+v %v, want one point to give and Confirm closed", b.Prompt, keys(b))
	}
	o.Do(GiveUp)
	if len(s.notes) != 1 || s.notes[0].Key != "play.exchange.need" {
		t.Errorf("notes %v, want what is needed", s.notes)
	}
	if got := squares(o.Over(), Offered); len(got) != 3 {
		t.Errorf("offered %v, want the three attackers", got)
	}
	click(o, sq(t, "4-4"))
	if got := squares(o.Over(), GivenUp); !slices.Equal(got, []maps.Square{sq(t, "4-4")}) {
		t.Errorf("given up %v, want red:inf2 on 4-4", got)
	}
	if got := keys(o.Bar(false)); !slices.Equal(got, []string{"play.exchange.confirm*"}) {
		t.Errorf("buttons %v, want Confirm open", got)
	}
	press(t, o, "play.exchange.confirm")
	if g.Unit(unit(t, "red:inf2")).Status != game.Eliminated || g.Unit(unit(t, "red:arm1")).Status != game.OnBoard {
		t.Error("the loss picked was not the one taken")
	}
}

// While the computer acts the bar offers to skip its turn, Space (Skip) and Esc
// (Cancel) skip it, and the player's commands mean nothing.
func TestComputerTurn(t *testing.T) {
	g := position(t, game.Basic, "red:inf1 3-3", "blue:inf1 4-9")
	players := people
	players[units.Red].Computer = true
	o, s := newOrders(g, players)
	if o.Mode() != Computer || !o.ComputerActs() {
		t.Fatalf("mode %v, want the computer's turn", o.Mode())
	}
	b := o.Bar(false)
	if b.Prompt.Key != "play.computer.turn" || !slices.Equal(keys(b), []string{"play.computer.skip*"}) {
		t.Errorf("bar %q %v", b.Prompt.Key, keys(b))
	}
	if got := keys(o.Bar(true)); !slices.Equal(got, []string{"play.computer.skip*-"}) || o.Bar(true).Detail.Key != "play.computer.skipping" {
		t.Errorf("bar while skipping %v, want Skip closed", got)
	}
	if o.Do(Next, End, Undo) {
		t.Error("a player's command was taken in the computer's turn")
	}
	o.Do(Skip)
	if !o.Cancel() || s.skips != 2 {
		t.Errorf("%d skips, want Skip and Cancel to skip", s.skips)
	}
	click(o, sq(t, "3-3"))
	if o.Selected() != -1 || s.clicks != 0 {
		t.Error("a click selected a unit in the computer's turn")
	}
}

// R19: with two beaten units, the first is picked and its squares show; a click on the
// other picks it and shows its own; once one has retreated the other is picked.
func TestRetreatTwoBeatenUnitsR19(t *testing.T) {
	g := fought(t, "red:arm1,red:arm2 vs blue:inf1,blue:inf2", 3, "red:arm1 3-3", "red:arm2 4-3", "blue:inf1 3-4", "blue:inf2 4-4", "blue:inf9 2-10") // 2-1, die 3: DB2
	o, s := newOrders(g, people)
	first, second := unit(t, "blue:inf1"), unit(t, "blue:inf2")
	if r, picked := o.Retreats(); !slices.Equal(r.Units, []int{first, second}) || picked != first {
		t.Fatalf("beaten %v, picked %d: want blue:inf1 and blue:inf2, the first picked", r.Units, picked)
	}
	if got, want := squares(o.Under(), RetreatTo), []maps.Square{sq(t, "2-6"), sq(t, "3-6"), sq(t, "4-6")}; !slices.Equal(got, want) {
		t.Errorf("blue:inf1 may go to %v, want %v", got, want)
	}
	if got := squares(o.Over(), Beaten); !slices.Equal(got, []maps.Square{sq(t, "4-4")}) {
		t.Errorf("the other beaten unit ringed on %v, want 4-4", got)
	}
	click(o, sq(t, "4-4"))
	if _, picked := o.Retreats(); picked != second || s.clicks != 1 {
		t.Fatalf("picked %d, want blue:inf2 after clicking it", picked)
	}
	if got, want := squares(o.Under(), RetreatTo), []maps.Square{sq(t, "2-5"), sq(t, "2-6"), sq(t, "3-6"), sq(t, "4-6")}; !slices.Equal(got, want) {
		t.Errorf("blue:inf2 may go to %v, want %v", got, want)
	}
	click(o, sq(t, "2-5"))
	if g.Unit(second).Square != sq(t, "2-5") {
		t.Fatalf("blue:inf2 on %v, want 2-5", g.Unit(second).Square)
	}
	if r, picked := o.Retreats(); !slices.Equal(r.Units, []int{first}) || picked != first {
		t.Errorf("beaten %v, picked %d after the first retreat: want blue:inf1 left and picked", r.Units, picked)
	}
}

// R19: beaten units against the board's edge with no way out: the bar says so and
// offers their elimination.
func TestRetreatTrappedR19(t *testing.T) {
	g := fought(t, "red:arm1,red:arm2 vs blue:inf1,blue:inf2", 3, "red:arm1 3-9", "red:arm2 4-9", "blue:inf1 3-10", "blue:inf2 4-10", "blue:inf9 2-1") // 2-1, die 3: DB2
	o, _ := newOrders(g, people)
	b := o.Bar(false)
	if b.Detail.Key != "play.retreat.trapped" || !slices.Equal(keys(b), []string{"play.retreat.eliminate*"}) {
		t.Fatalf("bar %q %v, want the unit trapped and its elimination offered", b.Detail.Key, keys(b))
	}
	if got := squares(o.Under(), RetreatTo); len(got) != 0 {
		t.Errorf("squares %v offered to a trapped unit", got)
	}
	press(t, o, "play.retreat.eliminate") // the engine gives up the other too: it has no choice left either
	for _, id := range []string{"blue:inf1", "blue:inf2"} {
		if st := g.Unit(unit(t, id)).Status; st != game.Eliminated {
			t.Errorf("%s %v, want eliminated", id, st)
		}
	}
	if o.Mode() == Retreat {
		t.Error("still retreating")
	}
}

// fought is a basic game on the strip after Red's battle with a die, its result to
// settle.
func fought(t *testing.T, battle string, die int, placements ...string) *game.Game {
	t.Helper()
	g := position(t, game.Basic, placements...)
	do(t, g, "endmove")
	do(t, g, "battle "+battle)
	do(t, g, "dice "+strconv.Itoa(die))
	do(t, g, "resolve 0")
	return g
}

// TestStatusNamesTheRetreat: after a failed attack (1-1, die 3: AB2) the defender chooses
// where the attackers go (R19) while the attacker's turn goes on; the status bar says
// so, not "Red to move · combat".
func TestStatusNamesTheRetreat(t *testing.T) {
	g := fought(t, "red:inf1 vs blue:inf1", 3, "red:inf1 3-3", "blue:inf1 3-4", "blue:inf2 3-9")
	o, _ := newOrders(g, people)
	if p := g.Pending(); p.Kind != game.RetreatDecision || p.Side != units.Blue || g.Side() != units.Red {
		t.Fatalf("pending %+v in %v's turn, want Blue to retreat Red's attacker", p, g.Side())
	}
	if st, side := o.Status(); st.Text() != "Turn 1  ·  Blue chooses the retreat" || side != units.Blue {
		t.Errorf("status %q (side %v), want Blue choosing the retreat", st.Text(), side)
	}
}
