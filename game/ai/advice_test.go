package ai

import (
	"slices"
	"testing"
	"time"

	"taktik/game"
)

// adviceFor is the advice for one unit's first move, and whether there is one.
func adviceFor(list []Advice, id string) (Advice, bool) {
	i := slices.IndexFunc(list, func(a Advice) bool { return a.Move.Unit == num(id) })
	if i < 0 {
		return Advice{}, false
	}
	return list[i], true
}

// The coach gives each move of the plan the reason the planner had for it, and the
// moves are the plan the level plays: the advice played in order is the turn PlayTurn
// plays up to the end of the movement (R21: Nordwacht open for the taking; R16: an
// attack at 7-1 needs no die; a garrison for a city an enemy HQ could walk into).
func TestAdviceGivesThePlannersReasons(t *testing.T) {
	for _, c := range []struct {
		name   string
		pos    []string
		unit   string
		reason string
		args   []any
	}{
		{"takes a city", []string{"red:inf1 6-12", "red:inf2 10-10", "blue:inf1 1-1"},
			"red:inf1", "ai.advice.takes", []any{"Nordwacht"}},
		{"7-1 without a die", []string{"blue:inf1 8-5", "blue:inf2 2-2", "blue:inf3 3-12", "red:arm1 11-4", "red:arm2 11-5", "red:arm3 11-6", "red:inf1 11-7"},
			"red:arm1", "ai.advice.attack.sure", []any{"7-1", AdviceUnit(num("blue:inf1"))}},
		{"holds a city", []string{"red:inf1 12-11", "red:inf2 11-5", "blue:hq-1c 7-14", "blue:inf1 1-1"},
			"red:inf1", "ai.advice.holds", []any{"Suedburg"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			g := setUp(t, "red", c.pos...)
			list, err := Advise(g, General)
			if err != nil {
				t.Fatal(err)
			}
			for _, a := range list {
				t.Logf("%v: %s", a.Move, a.Text("en"))
			}
			a, ok := adviceFor(list, c.unit)
			if !ok {
				t.Fatalf("no advice for %s", c.unit)
			}
			if a.Reason != c.reason || !slices.Equal(a.Args, c.args) {
				t.Errorf("%s: %s %v (%q), want %s %v", c.unit, a.Reason, a.Args, a.Text("en"), c.reason, c.args)
			}
			played := g.Clone()
			turn, err := PlayTurn(played, General)
			if err != nil {
				t.Fatal(err)
			}
			var moves []game.Action
			for _, m := range turn {
				if m.Kind == game.ActEndMove {
					break
				}
				moves = append(moves, m)
			}
			if len(moves) != len(list) {
				t.Fatalf("%d moves advised, the General plays %d", len(list), len(moves))
			}
			for k, m := range moves {
				if !sameAction(m, list[k].Move) {
					t.Errorf("move %d: advised %v, played %v", k, list[k].Move, m)
				}
			}
		})
	}
}

// BenchmarkAdvise times the coach's advice (the General's plan with its reasons) at the
// start of the movement phases of BenchmarkGeneralTurn's positions; the goal is under a
// second on the 2-core machine.
//
//	go test ./game/ai -run XXX -bench Advise -benchtime 1x
func BenchmarkAdvise(b *testing.B) {
	for _, c := range benchRules {
		b.Run(c.name, func(b *testing.B) {
			var positions []*game.Game
			for _, g := range benchPositions(b, c.opts, 8) {
				for g.Phase() != game.PhaseMovement || g.Pending().Kind != game.NoDecision {
					a, err := Decide(g, General)
					if err != nil || g.Apply(a) != nil {
						b.Fatal(a, err)
					}
				}
				positions = append(positions, g)
			}
			var times []time.Duration
			for b.Loop() {
				for _, g := range positions {
					t0 := time.Now()
					if _, err := Advise(g, General); err != nil {
						b.Fatal(err)
					}
					times = append(times, time.Since(t0))
				}
			}
			slices.Sort(times)
			ms := func(d time.Duration) float64 { return float64(d) / float64(time.Millisecond) }
			b.ReportMetric(ms(times[len(times)/2]), "median-ms")
			b.ReportMetric(ms(times[len(times)*95/100]), "p95-ms")
			b.ReportMetric(ms(times[len(times)-1]), "max-ms")
		})
	}
}
