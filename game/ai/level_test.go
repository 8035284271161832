package ai

import (
	"testing"

	"taktik/game"
	"taktik/units"
)

// Every word a level has been written as still reads as that level: the protocol's words
// (rules/PROTOCOL.md), the words the game's settings and saved games keep (the German
// ranks), and the names a player reads in either language. The AI's own levels are no
// player's: they are never read.
func TestLevelWordsOldAndNew(t *testing.T) {
	for _, c := range []struct {
		word string
		want Level
	}{
		{"random", Random}, {"Zufall", Random},
		{"easy", Recruit}, {"rekrut", Recruit}, {"Recruit", Recruit},
		{"medium", Officer}, {"offizier", Officer}, {"Officer", Officer},
		{"hard", General}, {"general", General},
		{"expert", FieldMarshal}, {"feldmarschall", FieldMarshal}, {"Field Marshal", FieldMarshal}, {"FieldMarshal", FieldMarshal},
	} {
		if got, err := ParseLevel(c.word); err != nil || got != c.want {
			t.Errorf("%q reads as %v (%v), want %v", c.word, got, err, c.want)
		}
	}
	for _, l := range Levels {
		if got, err := ParseLevel(l.String()); err != nil || got != l {
			t.Errorf("%v's protocol word reads as %v (%v)", l, got, err)
		}
	}
	for _, w := range []string{"trial", "level(6)", replyGeneral.String(), trialGeneral.Name("en"), trialGeneral.Name("de")} {
		if l, err := ParseLevel(w); err == nil {
			t.Errorf("%q reads as %v: the AI's own levels are no player's", w, l)
		}
	}
}

// A game saved with the computer's levels under their old words (the German ranks the
// game's settings write) loads, and its players read as the same levels.
func TestOldSaveWordsLoad(t *testing.T) {
	b := continent(t)
	g, err := game.New(b, game.Options{Seed: 3, Players: [2]string{"rekrut", "feldmarschall"}})
	if err != nil {
		t.Fatal(err)
	}
	data, err := g.MarshalJSON()
	if err != nil {
		t.Fatal(err)
	}
	back, err := game.Unmarshal(b, data)
	if err != nil {
		t.Fatal(err)
	}
	for side, want := range map[units.Side]Level{units.Red: Recruit, units.Blue: FieldMarshal} {
		if l, err := ParseLevel(back.Options().Players[side]); err != nil || l != want {
			t.Errorf("%v's player %q reads as %v (%v), want %v", side, back.Options().Players[side], l, err, want)
		}
	}
}
