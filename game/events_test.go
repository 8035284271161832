package game

import (
	"strings"
	"testing"
)

// TestEventLogTexts: the log tells a game in words a player reads, in English and German:
// units by side and short name, not by protocol id; battles numbered from 1; one contact
// in the singular (R14–R17, R20).
func TestEventLogTexts(t *testing.T) {
	g := position(t, "red", "red:inf10 5-2", "red:arm2 5-5", "blue:inf3 4-4", "red:hq-1c 1-1", "blue:inf1 2-2")
	k := len(g.Events())
	do(t, g, "move red:inf10 5-3")
	do(t, g, "endmove")
	do(t, g, "battle red:inf10,red:arm2 vs blue:inf3")
	do(t, g, "dice 1")
	do(t, g, "resolve")
	var en, de []string
	for _, e := range g.EventsSince(k) {
		en = append(en, e.Text("en"))
		de = append(de, e.Text("de"))
	}
	wantEN := []string{
		"Red 10th Inf. moves 5-2 → 5-3 (1 movement point).",
		"Red I Corps HQ could not get away from the enemy and is lost.", // R20
		"Eliminated: Red I Corps HQ.",
		"Red ends movement; 2 contacts must be fought.",
		"Battle 1 declared: Red 2nd Arm. and 10th Inf. (3) against Blue 3rd Inf. (1), odds 3-1.",
		"Battle 1 at 3-1: die 1, defenders eliminated.",
		"Eliminated: Blue 3rd Inf.",
	}
	wantDE := []string{
		"Rote 10. Inf. zieht 5-2 → 5-3 (1 Bewegungspunkt).",
		"Rotes HQ I. Korps konnte sich nicht vom Feind lösen und ist verloren.",
		"Vernichtet: rotes HQ I. Korps.",
		"Rot beendet die Bewegung; 2 Berührungen müssen ausgefochten werden.",
		"Kampf 1 angesagt: rote 2. Pz. und 10. Inf. (3) gegen blaue 3. Inf. (1), Verhältnis 3-1.",
		"Kampf 1 bei 3-1: Wurf 1, D elim.",
		"Vernichtet: blaue 3. Inf.",
	}
	for i := range max(len(en), len(wantEN)) {
		if i >= len(en) || i >= len(wantEN) || en[i] != wantEN[i] || de[i] != wantDE[i] {
			t.Errorf("the log reads\n%s\n%s\nwant\n%s\n%s", strings.Join(en, "\n"), strings.Join(de, "\n"),
				strings.Join(wantEN, "\n"), strings.Join(wantDE, "\n"))
			break
		}
	}
	one := Event{Kind: EvEndMove, Side: 1, Count: 1}
	if en, de := one.Text("en"), one.Text("de"); en != "Blue ends movement; 1 contact must be fought." ||
		de != "Blau beendet die Bewegung; 1 Berührung muss ausgefochten werden." {
		t.Errorf("one contact: %q / %q", en, de)
	}
	two := Event{Kind: EvHQLost, Units: []int{num("blue:hq-2c"), num("blue:hq-ag")}}
	if en, de := two.Text("en"), two.Text("de"); en != "Blue II Corps HQ and Army Group HQ could not get away from the enemy and are lost." || // R20
		de != "Blaues HQ II. Korps und HQ Heeresgruppe konnten sich nicht vom Feind lösen und sind verloren." {
		t.Errorf("two HQs lost: %q / %q", en, de)
	}
	cut := Event{Kind: EvCutOff, Units: []int{num("red:inf3"), num("red:mtn1"), num("red:hq-2a")}}
	if en, de := cut.Text("en"), cut.Text("de"); en != "Cut off from supply: Red 3rd Inf., 1st Mtn. and 2nd Army HQ." || // R32
		de != "Ohne Nachschubverbindung: rote 3. Inf., 1. Geb. und HQ 2. Armee." {
		t.Errorf("cut off: %q / %q", en, de)
	}
}
