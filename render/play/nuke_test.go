package play

import (
	"slices"
	"testing"

	"taktik/game"
	"taktik/maps"
)

// nuclearGame is open land, 20 × 20 squares with a city in each far corner, in the
// combat phase of game turn 3 with the nuclear weapons on (R33): Red's I Corps HQ
// (atomic gun, range 4) reaches blue:inf1 at 10-14; its 1st Army HQ (missile, 2×2
// blocks, range 7) reaches blue:inf3 at 2-11 in the blocks 1-10, 1-11 and 2-10.
func nuclearGame(t *testing.T) *game.Game {
	t.Helper()
	b := sketch(t, open(20, 20), "city Rotwinkel red 1-1", "city Blauwinkel blue 20-20")
	g := optionalGame(t, b, []string{"nuclear=on"}, "red:hq-1c 10-10", "red:hq-1a 5-5", "red:inf1 5-12",
		"blue:inf1 10-14", "blue:inf2 10-15", "blue:inf3 2-11")
	do(t, g, "start")
	for range 2 {
		do(t, g, "endmove")
		do(t, g, "endturn")
	}
	do(t, g, "move red:inf1 3-12")
	do(t, g, "endmove")
	return g
}

// R33: Nuke rings the HQs that can fire; a click picks one and tints what it can hit;
// a click on its target asks, naming what the blast destroys, and fires on yes.
func TestNukeAimAndFireR33(t *testing.T) {
	g := nuclearGame(t)
	o, s := newOrders(g, people)
	gun, missile := unit(t, "red:hq-1c"), unit(t, "red:hq-1a")
	if got := keys(o.Bar(false)); !slices.Contains(got, "play.nuke") {
		t.Fatalf("buttons %v, want Nuke offered", got)
	}
	o.Do(Nuke)
	if nuking, hq := o.Nuking(); !nuking || hq != -1 {
		t.Fatalf("aiming %v with HQ %d, want aiming and none picked of two", nuking, hq)
	}
	if got := squares(o.Over(), NukeHQ); len(got) != 2 {
		t.Errorf("HQs ringed on %v, want both", got)
	}
	if b := o.Bar(false); b.Prompt.Key != "play.nuke.prompt" || !slices.Equal(keys(b), []string{"play.nuke.cancel"}) {
		t.Errorf("bar %q %v", b.Prompt.Key, keys(b))
	}
	click(o, sq(t, "15-15"))
	if len(s.notes) != 1 || s.notes[0].Key != "play.nuke.pick" {
		t.Errorf("notes %v, want to pick an HQ first", s.notes)
	}
	click(o, sq(t, "10-10"))
	if _, hq := o.Nuking(); hq != gun {
		t.Fatalf("picked %d, want red:hq-1c", hq)
	}
	if got := squares(o.Over(), NukeHQPicked); !slices.Equal(got, []maps.Square{sq(t, "10-10")}) {
		t.Errorf("picked HQ ringed on %v", got)
	}
	if got := squares(o.Under(), NukeReach); !slices.Equal(got, []maps.Square{sq(t, "10-14")}) {
		t.Errorf("the gun's reach %v, want 10-14 alone", got)
	}
	click(o, sq(t, "10-15"))
	if s.notes[len(s.notes)-1].Key != "play.nuke.miss" {
		t.Errorf("notes %v, want that 10-15 cannot be hit", s.notes)
	}
	click(o, sq(t, "10-14"))
	q, ok := o.Asking()
	if !ok || q.Text.Key != "play.nuke.confirm" || q.Text.Count != 1 {
		t.Fatalf("question %+v %v, want one unit named as destroyed", q, ok)
	}
	if g.Unit(unit(t, "blue:inf1")).Status != game.OnBoard {
		t.Fatal("fired before the answer")
	}
	o.Agree()
	if len(s.strikes) != 1 || s.strikes[0].Unit != gun || g.Unit(unit(t, "blue:inf1")).Status == game.OnBoard {
		t.Errorf("strikes %v, blue:inf1 %v: want the gun fired and it gone", s.strikes, g.Unit(unit(t, "blue:inf1")).Status)
	}
	if nuking, _ := o.Nuking(); nuking {
		t.Error("still aiming after the strike")
	}
	// the missile is left; Cancel puts the aiming away
	o.Do(Nuke)
	if _, hq := o.Nuking(); hq != missile {
		t.Errorf("picked %d, want the missile's HQ, the only one left", hq)
	}
	press(t, o, "play.nuke.cancel")
	if nuking, _ := o.Nuking(); nuking {
		t.Error("Cancel kept the aiming")
	}
}

// The missile's 2×2 blocks overlap: of the blocks holding the square under the
// pointer, the one whose middle is nearest the pointer is aimed at.
func TestNukeTargetNearestBlockR33(t *testing.T) {
	g := nuclearGame(t)
	o, _ := newOrders(g, people)
	o.Do(Nuke)
	click(o, sq(t, "5-5"))
	at := sq(t, "2-11") // in the blocks at 1-10, 1-11 and 2-10
	for _, c := range []struct {
		x, y float64 // the pointer in board squares from the grid's corner
		want string
	}{
		{10.9, 1.1, "1-11"},
		{10.1, 1.1, "1-10"},
		{10.1, 1.9, "2-10"},
	} {
		a, ok := o.NukeTarget(Pointer{Square: at, OnMap: true, BoardX: c.x, BoardY: c.y})
		if !ok || a.To != sq(t, c.want) {
			t.Errorf("pointer at (%v, %v): block %v %v, want %s", c.x, c.y, a.To, ok, c.want)
		}
	}
	if _, ok := o.NukeTarget(Pointer{Square: sq(t, "15-15"), OnMap: true, BoardX: 14.5, BoardY: 14.5}); ok {
		t.Error("a strike offered where none hits")
	}
}
