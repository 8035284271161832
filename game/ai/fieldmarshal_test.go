package ai

import (
	"slices"
	"testing"

	"taktik/game"
)

// The Field Marshal plays a plan that fares better against the General's own answer
// than the General's plan does: on the openings of two basic games it picks another plan
// than the General, and over the same rolls of the dice, each played out to the end of
// the General's reply (replyGeneral), its plan leaves it standing better.
func TestFieldMarshalOutplansTheGeneralsAnswer(t *testing.T) {
	slowSearch(t)
	for _, seed := range []uint64{21, 22} {
		g, err := game.New(continent(t), game.Options{Seed: seed, Mode: game.Basic})
		if err != nil {
			t.Fatal(err)
		}
		fm, gen := generalPlan(g, FieldMarshal), generalPlan(g, General)
		if slices.EqualFunc(fm, gen, sameAction) {
			t.Fatalf("seed %d: the Field Marshal plays the General's plan", seed)
		}
		kn := fieldMarshalKnobs
		kn.reply = replyGeneral
		score := func(plan []game.Action) float64 {
			v := 0.0
			for _, s := range lookaheadSeeds(g, kn.samples) {
				v += playOut(g, plan, s, kn)
			}
			return v
		}
		if f, gn := score(fm), score(gen); f <= gn {
			t.Errorf("seed %d: against the General's answer the Field Marshal's plan weighs %.2f, the General's %.2f", seed, f, gn)
		}
	}
}

// The search is a function of the position: the same opening gives the same plan, also
// after other positions were searched in between.
func TestFieldMarshalDeterministic(t *testing.T) {
	slowSearch(t)
	g, err := game.New(continent(t), game.Options{Seed: 22, Mode: game.Advanced})
	if err != nil {
		t.Fatal(err)
	}
	first := generalPlan(g, FieldMarshal)
	other, err := game.New(continent(t), game.Options{Seed: 23, Mode: game.Advanced})
	if err != nil {
		t.Fatal(err)
	}
	generalPlan(other, FieldMarshal)
	if again := generalPlan(g.Clone(), FieldMarshal); !slices.EqualFunc(first, again, sameAction) {
		t.Errorf("two searches of one position give different plans")
	}
}

// The second round decides: on the opening of a basic game (seed 24) the plan that fares
// best against the Officer's reply is not the one that fares best against the General's
// own answer, and the Field Marshal plays the latter. Without the second round (Trial,
// the Field Marshal with no finalists) it would play the former.
func TestFieldMarshalsSecondRoundDecides(t *testing.T) {
	slowSearch(t)
	g, err := game.New(continent(t), game.Options{Seed: 24, Mode: game.Basic})
	if err != nil {
		t.Fatal(err)
	}
	saved := trialKnobs
	defer func() { trialKnobs = saved }()
	trialKnobs = fieldMarshalKnobs
	trialKnobs.finalists = 0
	first, fm := generalPlan(g, trialGeneral), generalPlan(g, FieldMarshal)
	if slices.EqualFunc(first, fm, sameAction) {
		t.Fatal("the second round changes nothing here")
	}
	score := func(plan []game.Action, reply Level) float64 {
		kn := fieldMarshalKnobs
		kn.reply = reply
		v := 0.0
		for _, s := range lookaheadSeeds(g, kn.samples) {
			v += playOut(g, plan, s, kn)
		}
		return v
	}
	if a, b := score(fm, replyGeneral), score(first, replyGeneral); a <= b {
		t.Errorf("against the General's answer the Field Marshal's plan weighs %.2f, the first round's best %.2f", a, b)
	}
	if a, b := score(first, Officer), score(fm, Officer); a < b {
		t.Errorf("against the Officer the first round's best weighs %.2f, less than the Field Marshal's %.2f", a, b)
	}
}

// slowSearch skips a test of the Field Marshal's search in the race run (-short): its
// turns take seconds, minutes under the race detector.
func slowSearch(t *testing.T) {
	if testing.Short() {
		t.Skip("the Field Marshal's search is slow under -short (the race run)")
	}
}
