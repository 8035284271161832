package review

import (
	"math"
	"testing"

	"taktik/game"
	"taktik/units"
)

// The luck of a small game worked out by hand. Red's 1st Inf. (1) and 1st Arm. (2)
// attack Blue's 1st Inf. (1) at 3-1 and roll 2: an exchange. The 3-1 column gives
// DE, EX, DB2, DE, EX, AE; valued for the attacker +1, 0, 0, +1, 0, −3 (Blue's
// infantry is 1, Red's two units 3), the mean is −1/6, and the exchange (0) is 1/6
// better for Red. Blue's 2nd Inf. (1) then attacks Red's armour (2) at 1-2 and rolls
// 5: its attackers are eliminated. The 1-2 column gives DE, AB2, AB2, DB2, AE, AE,
// valued +2, 0, 0, 0, −1, −1: a mean of 0, and AE (−1) is 1 worse for Blue, so 1
// better for Red. Red's dice: 1/6 + 1 = 7/6 strength points better than expected,
// Blue's 7/6 worse.
func TestLuckOfAHandComputedGame(t *testing.T) {
	b := continent(t)
	opts, err := game.ParseOptions([]string{"mode=basic", "seed=3", "setup=empty"})
	if err != nil {
		t.Fatal(err)
	}
	var actions []game.Action
	for _, line := range []string{
		"place red:inf1 20-27", "place red:arm1 21-29", "place blue:inf1 20-29", "place blue:inf2 23-29",
		"place blue:inf3 40-50", "start",
		"move red:inf1 20-28", "endmove", "battle red:inf1,red:arm1 vs blue:inf1", "dice 2", "resolve", "lose red:inf1", "endturn",
		"move blue:inf2 22-29", "endmove", "battle blue:inf2 vs red:arm1", "dice 5", "resolve", "endturn",
	} {
		a, err := game.ParseAction(b, line)
		if err != nil {
			t.Fatalf("%s: %v", line, err)
		}
		actions = append(actions, a)
	}
	r, err := New(b, opts, actions)
	if err != nil {
		t.Fatal(err)
	}
	s := r.Stats()
	near := func(got, want float64) bool { return math.Abs(got-want) < 1e-9 }
	if len(s.Battles) != 2 {
		t.Fatalf("%d battles, want 2", len(s.Battles))
	}
	b1, b2 := s.Battles[0], s.Battles[1]
	if b1.Attacker != units.Red || b1.Result != game.EX || b1.Die != 2 || !near(b1.Expected, -1.0/6) || !near(b1.Value, 0) || b1.At != 11 {
		t.Errorf("first battle: %+v", b1)
	}
	if b2.Attacker != units.Blue || b2.Result != game.AE || !near(b2.Expected, 0) || !near(b2.Value, -1) || b2.At != 18 {
		t.Errorf("second battle: %+v", b2)
	}
	if l := s.Luck(); !near(l[units.Red], 7.0/6) || !near(l[units.Blue], -7.0/6) {
		t.Errorf("luck %v, want Red +7/6 and Blue −7/6", l)
	}
	// The figures by turn: the start (Red 1+2, Blue 1+1+1), and the end of turn 1, with
	// one unit lost by Red (infantry) and two by Blue (infantry).
	if len(s.Turns) != 2 {
		t.Fatalf("turns %+v", s.Turns)
	}
	start, end := s.Turns[0], s.Turns[1]
	if start.Strength != [2]int{3, 3} || start.At != 6 || end.Turn != 1 || end.At != 19 || end.Strength != [2]int{2, 1} {
		t.Errorf("start %+v, end %+v", start, end)
	}
	if end.Lost[units.Red][units.Infantry] != 1 || end.Lost[units.Blue][units.Infantry] != 2 || end.LostTotal(units.Red) != 1 {
		t.Errorf("losses %v", end.Lost)
	}
	if !near(end.Luck[units.Red], 7.0/6) || !near(s.UpTo(12).Luck[units.Red], 0) {
		t.Errorf("luck by turn: end %v, up to the first roll %v", end.Luck, s.UpTo(12).Luck)
	}
}
