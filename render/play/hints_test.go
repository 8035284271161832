package play

import (
	"strings"
	"testing"

	"taktik/assets"
	"taktik/game"
	"taktik/maps"
	"taktik/render/lang"
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

// The first scenario allows one hint (hint_limit 1): once it is used Ask the General is
// greyed, and asked again (H) the General refuses with a note; the count stays at one.
func TestScenarioHintLimitRefusesTheSecondHint(t *testing.T) {
	board, err := maps.Continent()
	if err != nil {
		t.Fatal(err)
	}
	g, err := game.New(board, game.Options{Scenario: "indigau", Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	o, s := newOrders(g, people)
	if adviseButton(t, o).Disabled {
		t.Error("Ask the General is greyed before the one hint")
	}
	o.Update(Pointer{}, Advise)
	waitAdvice(t, o)
	if len(o.advisor.advice) == 0 || len(s.notes) > 0 {
		t.Fatalf("the first hint: advice %d, notes %v", len(o.advisor.advice), s.notes)
	}
	o.Update(Pointer{}, Advise) // puts the advice away
	if b := adviseButton(t, o); !b.Disabled {
		t.Error("the one hint is used, and Ask the General is not greyed")
	}
	o.Update(Pointer{}, Advise) // asks again
	if o.Advising() || len(o.advisor.advice) > 0 || o.HintsAsked() != 1 {
		t.Errorf("the second hint: advising %v, advice %d, %d hints counted", o.Advising(), len(o.advisor.advice), o.HintsAsked())
	}
	lang.Set("en")
	if want := "This scenario allows 1 hint, and you have had it: the rest of the plan is yours."; len(s.notes) != 1 || s.notes[0].Text() != want {
		t.Errorf("notes %v, want %q", s.notes, want)
	}
}

// adviseButton is the bar's Ask the General button.
func adviseButton(t *testing.T, o *Orders) Button {
	t.Helper()
	for _, b := range o.Bar(false).Buttons {
		if b.Command == Advise {
			return b
		}
	}
	t.Fatal("the bar has no Ask the General")
	return Button{}
}
