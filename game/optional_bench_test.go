package game

import (
	"testing"

	"taktik/units"
)

// BenchmarkSupply: finding who is cut off (R32) on the shipped map at the start, both
// sides deployed (goal: well under a millisecond; it runs twice a player turn).
func BenchmarkSupply(b *testing.B) {
	g, err := New(continentOrSkip(b), Options{Mode: Advanced, Seed: 1, Supply: true})
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		g.cutOff(units.Red)
	}
}

// BenchmarkLegalNuclear: the combat phase's legal list with every HQ's strikes (R33) on
// the shipped map, in game turn 2 with both sides deployed (goal: under 5 ms).
func BenchmarkLegalNuclear(b *testing.B) {
	g, err := New(continentOrSkip(b), Options{Mode: Advanced, Seed: 1, Nuclear: true})
	if err != nil {
		b.Fatal(err)
	}
	for _, a := range []string{"endmove", "endturn", "endmove", "endturn", "endmove"} {
		do(b, g, a)
	}
	b.ReportAllocs()
	n := 0
	for b.Loop() {
		n = len(g.Legal())
	}
	b.ReportMetric(float64(n), "actions")
}
