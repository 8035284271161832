package play

import (
	"slices"
	"testing"
	"time"

	"taktik/game"
)

// waitAdvice ticks the orders until the General's advice is up.
func waitAdvice(t *testing.T, o *Orders) {
	t.Helper()
	for end := time.Now().Add(10 * time.Second); o.Advising(); {
		if time.Now().After(end) {
			t.Fatal("the General never answered")
		}
		time.Sleep(5 * time.Millisecond)
		o.Update(Pointer{})
	}
	o.Update(Pointer{})
}

// The coach in the movement phase: H asks the General, whose moves come with their
// reasons and are carried out one by one when the player says so (Do this move, a click
// on the square a move goes to); a move of the player's own drops the rest.
func TestCoachSuggestsAndCarriesOutOnRequest(t *testing.T) {
	g := position(t, game.Basic, "red:arm1 3-2", "red:arm2 4-2", "red:inf1 4-1", "blue:inf1 3-6", "blue:inf2 3-10")
	o, s := newOrders(g, people)
	before := g.Hash()
	o.Update(Pointer{}, Advise)
	if !o.Advising() || !slices.Contains(keys(o.Bar(false)), "play.advice-") || o.Bar(false).Detail.Key != "play.advice.thinking" {
		t.Fatalf("asked, the bar shows %v / %q, want the General thinking", keys(o.Bar(false)), o.Bar(false).Detail.Key)
	}
	waitAdvice(t, o)
	list, picked := o.Advice()
	if len(list) == 0 || picked != 0 {
		t.Fatalf("no advice (%v, %d); notes %v", list, picked, s.notes)
	}
	if g.Hash() != before {
		t.Fatal("the coach moved a unit unasked")
	}
	b := o.Bar(false)
	if b.Prompt.Key != "play.advice.prompt" || b.Detail.Key != "play.advice.detail" || !slices.Equal(keys(b), []string{"play.undo-", "play.advice.do*", "play.endmove"}) {
		t.Errorf("bar %q / %q %v, want the advice and Do this move", b.Prompt.Key, b.Detail.Key, keys(b))
	}
	for _, a := range list {
		t.Logf("%v: %s", a.Move, a.Text("en"))
	}
	first := list[0].Move
	o.Update(Pointer{}, Advised)
	if got := g.Unit(first.Unit).Square; got != first.To {
		t.Fatalf("Do this move left unit %d on %v, want %v", first.Unit, got, first.To)
	}
	rest, _ := o.Advice()
	if len(rest) != len(list)-1 {
		t.Fatalf("%d moves left after one, want %d", len(rest), len(list)-1)
	}
	if len(rest) > 0 { // a click on the square the next move goes to carries it out
		next := rest[0].Move
		o.Update(Pointer{Square: next.To, OnMap: true, Click: true})
		if got := g.Unit(next.Unit).Square; got != next.To {
			t.Errorf("a click on %v left unit %d on %v", next.To, next.Unit, got)
		}
	}
	o.Update(Pointer{}, Undo) // anything but the advice: it is dropped
	o.Update(Pointer{})
	if list, _ := o.Advice(); len(list) != 0 {
		t.Errorf("after Undo %d moves are still suggested", len(list))
	}
}
