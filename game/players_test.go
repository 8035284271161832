package game

import (
	"path/filepath"
	"testing"

	"taktik/maps"
	"taktik/units"
)

// Who commands each side travels with a saved game but is no part of the position: two
// games that differ only in their players hash alike and replay alike.
func TestPlayersSavedNotHashed(t *testing.T) {
	g := position(t, "red", "red:inf1 5-4", "blue:inf1 1-16")
	opts := g.Options()
	opts.Players = [2]string{"person", "general"}
	h, err := New(g.Board(), opts)
	if err != nil {
		t.Fatal(err)
	}
	for _, a := range g.History() {
		if err := h.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	if h.Hash() != g.Hash() {
		t.Error("the players changed the position's hash")
	}
	path := filepath.Join(t.TempDir(), "players.json")
	if err := h.Save(path); err != nil {
		t.Fatal(err)
	}
	back, err := Load(h.Board(), path)
	if err != nil {
		t.Fatal(err)
	}
	if got := back.Options().Players; got != opts.Players {
		t.Errorf("players after loading = %q, want %q", got, opts.Players)
	}
	if back.Options().Players[units.Blue] != "general" {
		t.Error("Blue's commander was lost")
	}
}

// R12: StopsAt answers what the move would do before it is made: a square next to an
// enemy stops the unit, one further away does not, and squares off the board or unknown
// units are simply no.
func TestStopsAtR12(t *testing.T) {
	g := position(t, "red", "red:inf1 5-4", "blue:inf1 5-8")
	cases := []struct {
		sq   maps.Square
		want bool
	}{
		{maps.Square{Row: 5, Col: 7}, true},  // beside blue:inf1
		{maps.Square{Row: 4, Col: 7}, true},  // diagonal to it (R2)
		{maps.Square{Row: 5, Col: 6}, false}, // two squares away
		{maps.Square{Row: 99, Col: 1}, false},
	}
	for _, c := range cases {
		if got := g.StopsAt(0, c.sq); got != c.want {
			t.Errorf("StopsAt(red:inf1, %s) = %v, want %v", c.sq, got, c.want)
		}
	}
	if g.StopsAt(-1, maps.Square{Row: 5, Col: 7}) || g.StopsAt(NumUnits, maps.Square{Row: 5, Col: 7}) {
		t.Error("an unknown unit stops somewhere")
	}
}
