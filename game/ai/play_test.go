package ai

import (
	"slices"
	"testing"

	"taktik/game"
	"taktik/units"
)

// playShort plays a short game on the continent between two levels with PlayTurn and
// returns its history. Every action goes through g.Apply, so an illegal one fails.
func playShort(t *testing.T, red, blue Level, seed uint64, turns int) *game.Game {
	t.Helper()
	g, err := game.New(continent(t), game.Options{Seed: seed, TurnLimit: turns})
	if err != nil {
		t.Fatal(err)
	}
	for g.Phase() != game.PhaseDone {
		level := red
		if g.Side() == units.Blue {
			level = blue
		}
		side := g.Side()
		acts, err := PlayTurn(g, level)
		if err != nil {
			t.Fatalf("%v as %v, turn %d: %v", level, side, g.Turn(), err)
		}
		if len(acts) == 0 || (g.Phase() != game.PhaseDone && g.Side() == side) {
			t.Fatalf("%v as %v did not finish its turn: %v", level, side, acts)
		}
		// R20: the General and the Offizier never leave a headquarters next to an enemy
		for _, e := range g.EventsSince(0) {
			if e.Kind == game.EvHQLost && e.Side == side && level >= Offizier {
				t.Fatalf("%v lost headquarters %v to R20 on turn %d", level, e.Units, e.Turn)
			}
		}
	}
	return g
}

// Short games between every pair of neighbouring levels are legal to the end, and the
// same seed plays the same game.
func TestShortGamesLegalAndRepeatable(t *testing.T) {
	pairs := [][2]Level{{General, Offizier}, {Rekrut, General}, {Offizier, Random}, {Random, Rekrut}}
	for k, pr := range pairs {
		seed := uint64(11 + k)
		a := playShort(t, pr[0], pr[1], seed, 4)
		b := playShort(t, pr[0], pr[1], seed, 4)
		if !slices.EqualFunc(a.History(), b.History(), func(x, y game.Action) bool { return x.String() == y.String() }) {
			t.Errorf("%v vs %v, seed %d: two games from the same seed differ", pr[0], pr[1], seed)
		}
		if a.Hash() != b.Hash() {
			t.Errorf("%v vs %v: end positions differ", pr[0], pr[1])
		}
	}
}

// Decide step by step gives the very actions PlayTurn applies.
func TestDecideFollowsPlayTurn(t *testing.T) {
	start, err := game.New(continent(t), game.Options{Seed: 9})
	if err != nil {
		t.Fatal(err)
	}
	for _, level := range []Level{Rekrut, Offizier, General} {
		a, b := start.Clone(), start.Clone()
		want, err := PlayTurn(a, level)
		if err != nil {
			t.Fatal(err)
		}
		var got []game.Action
		for b.Side() == start.Side() && b.Phase() != game.PhaseDone {
			act, err := Decide(b, level)
			if err != nil {
				t.Fatal(err)
			}
			if err := b.Apply(act); err != nil {
				t.Fatalf("%v: %v: %v", level, act, err)
			}
			got = append(got, act)
		}
		if !slices.EqualFunc(got, want, func(x, y game.Action) bool { return x.String() == y.String() }) {
			t.Errorf("%v: Decide played %d actions, PlayTurn %d, or they differ", level, len(got), len(want))
		}
	}
}

// setup=empty: the AI deploys both armies in their bivouac areas (R9), starts, and
// plays the first player turn.
func TestDeploysAnEmptyBoard(t *testing.T) {
	for _, level := range []Level{Random, General} {
		g, err := game.New(continent(t), game.Options{Seed: 3, Setup: game.SetupEmpty, Mode: game.Basic})
		if err != nil {
			t.Fatal(err)
		}
		if _, err := PlayTurn(g, level); err != nil {
			t.Fatal(err)
		}
		if g.Phase() == game.PhaseSetup || g.Side() != units.Blue {
			t.Fatalf("%v: after the first turn the game is in %v with %v to move", level, g.Phase(), g.Side())
		}
		placed := 0
		for _, e := range g.Events() {
			if e.Kind == game.EvPlace {
				placed++
				s := e.Path[0]
				if v := g.Board().BivouacAt(s); v == nil || v.Side != game.UnitInfo(e.Units[0]).Side {
					t.Errorf("%v placed %s on %s, outside its bivouac areas", level, game.UnitInfo(e.Units[0]).ID, s)
				}
			}
		}
		if placed != game.NumUnits {
			t.Errorf("%v placed %d units, want %d", level, placed, game.NumUnits)
		}
	}
}

// BenchmarkGeneralTurn: one General player turn on a mid-game position (seed 21, after
// eight game turns of General against General). Goal: under 2 s.
func BenchmarkGeneralTurn(b *testing.B) {
	g, err := game.New(continent(b), game.Options{Seed: 21})
	if err != nil {
		b.Fatal(err)
	}
	for g.Turn() < 8 && g.Phase() != game.PhaseDone {
		if _, err := PlayTurn(g, General); err != nil {
			b.Fatal(err)
		}
	}
	if g.Phase() == game.PhaseDone {
		b.Fatal("the game ended early")
	}
	b.ReportMetric(float64(g.OnBoard(units.Red)+g.OnBoard(units.Blue)), "units")
	for b.Loop() {
		if _, err := PlayTurn(g.Clone(), General); err != nil {
			b.Fatal(err)
		}
	}
}
