package play

import (
	"strings"
	"testing"

	"taktik/assets"
	"taktik/game"
	"taktik/maps"
)

// A scenario counts the times the player asks the General (its result says so), and a
// scenario whose file says hints: false refuses to ask him, with a note.
func TestScenarioCountsOrRefusesHints(t *testing.T) {
	board, err := maps.Continent()
	if err != nil {
		t.Fatal(err)
	}
	data, err := assets.Scenarios.ReadFile("scenarios/indigau.json")
	if err != nil {
		t.Fatal(err)
	}
	noHints := strings.Replace(strings.Replace(string(data), `"hints": true`, `"hints": false`, 1), `"id": "indigau"`, `"id": "quiet"`, 1)
	sc, err := game.ParseScenario([]byte(noHints))
	if err != nil {
		t.Fatal(err)
	}
	if err := game.AddScenario(sc); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		id    string
		asked int
	}{{"indigau", 1}, {"quiet", 0}} {
		g, err := game.New(board, game.Options{Scenario: c.id, Seed: 3})
		if err != nil {
			t.Fatal(err)
		}
		o, s := newOrders(g, people)
		o.Update(Pointer{}, Advise)
		if o.Advising() {
			waitAdvice(t, o)
		}
		if o.HintsAsked() != c.asked {
			t.Errorf("%s: %d hints counted, want %d", c.id, o.HintsAsked(), c.asked)
		}
		if refused := len(s.notes) > 0 && len(o.advisor.advice) == 0; refused != (c.asked == 0) {
			t.Errorf("%s: notes %v, advice %d", c.id, s.notes, len(o.advisor.advice))
		}
	}
}
