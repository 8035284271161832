package play

import (
	"testing"

	"taktik/game"
)

// R32: the units cut off from supply are marked on the map; the list is worked out
// again when the game changes, and there is none without the rule. The corridor is
// land three squares wide between two seas, Red's city at the west end, Blue's at the
// east: blue:inf1 on 3-5 and red:inf1 on 3-9 bar each other's way home.
func TestCutOffR32(t *testing.T) {
	corridor := []string{"~~~~~~~~~~~~~~~", "...............", "...............", "...............", "~~~~~~~~~~~~~~~"}
	b := sketch(t, corridor, "city Rotburg red 2-1 3-1", "city Blauheim blue 3-15")
	g := optionalGame(t, b, []string{"supply=on", "first=blue"}, "blue:inf1 3-5")
	o, _ := newOrders(g, people)
	blue, red := unit(t, "blue:inf1"), unit(t, "red:inf1")
	if o.CutOff()[blue] {
		t.Fatal("blue:inf1 cut off with no enemy on the board")
	}
	do(t, g, "place red:inf1 3-9")
	if o.CutOff()[blue] {
		t.Fatal("worked out again though the orders were not told of the change")
	}
	o.Changed()
	cut := o.CutOff()
	if !cut[blue] || !cut[red] {
		t.Fatalf("cut off: blue:inf1 %v, red:inf1 %v; want both", cut[blue], cut[red])
	}
	for n, c := range cut {
		if c && n != blue && n != red {
			t.Errorf("unit %d marked cut off, not on the board", n)
		}
	}
	if o2, _ := newOrders(optionalGame(t, b, nil, "blue:inf1 3-5", "red:inf1 3-9"), people); o2.CutOff() != nil {
		t.Error("cut-off marks without the supply rule")
	}
}

// The hand-over to the other person drops what the last one had in hand.
func TestDropAtTheHandOver(t *testing.T) {
	g := position(t, game.Basic, "red:inf1 3-3", "blue:inf1 4-9")
	o, _ := newOrders(g, people)
	click(o, sq(t, "3-3"))
	o.Drop()
	if o.Selected() != -1 {
		t.Error("the selection survived the hand-over")
	}
}
