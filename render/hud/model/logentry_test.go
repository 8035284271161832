package model

import (
	"strings"
	"testing"

	"taktik/units"
)

func TestEntriesTellTheGameWithTurnRulesAndSides(t *testing.T) {
	g := battleGame(t, true)
	list, last := Entries(g.Events(), "en", 0, nil)
	var rules []int
	for _, e := range list {
		if strings.Contains(e.Text, "set up on") {
			t.Errorf("a setup placement is in the log: %q", e.Text)
		}
		if e.Turn > 0 {
			rules = append(rules, e.Turn)
		}
	}
	if len(rules) != 2 || rules[0] != 1 || rules[1] != 2 || last != 2 {
		t.Errorf("turn rules %v (last %d), want before turns 1 and 2", rules, last)
	}
	find := func(prefix string) Entry {
		for _, e := range list {
			if strings.HasPrefix(e.Text, prefix) {
				return e
			}
		}
		t.Fatalf("no entry starts %q in %v", prefix, list)
		return Entry{}
	}
	if roll := find("Battle 1 at 2-1: die 1"); !roll.Bold || roll.Side != units.Red || roll.Tone != Sided {
		t.Errorf("roll entry %+v: want bold, Red's", roll)
	}
	if gone := find("Eliminated: "); gone.Side != units.Blue || strings.Contains(gone.Text, "blue:inf1") {
		t.Errorf("the loss %q is coloured as %v's; want Blue's (the units') and the unit's name, not its id", gone.Text, gone.Side)
	}
	// read in two parts, the rules and entries are the same as read at once
	half := len(g.Events()) / 2
	a, turn := Entries(g.Events()[:half], "en", 0, nil)
	a, _ = Entries(g.Events()[half:], "en", turn, a)
	if len(a) != len(list) {
		t.Fatalf("read in parts: %d entries, at once %d", len(a), len(list))
	}
	for i := range a {
		if a[i] != list[i] {
			t.Errorf("entry %d: %+v in parts, %+v at once", i, a[i], list[i])
		}
	}
	de, _ := Entries(g.Events(), "de", 0, nil)
	if !strings.HasPrefix(de[len(de)-1].Text, "Zug 2") {
		t.Errorf("German log ends %q, want the turn-2 line in German", de[len(de)-1].Text)
	}
}
