package game

import (
	"testing"
)

// quietTurn ends the current player turn without contact.
func quietTurn(t *testing.T, g *Game) {
	t.Helper()
	do(t, g, "endmove")
	do(t, g, "endturn")
}

func cityOwner(g *Game, name string) string {
	for k, c := range g.Board().Cities {
		if c.Name == name {
			return g.Owner(k).String()
		}
	}
	panic("no city " + name)
}

// TestTurnOrderR10: a game turn is the first side's player turn, then the other's;
// movement is fresh each player turn.
func TestTurnOrderR10(t *testing.T) {
	g := position(t, "blue", "red:inf1 12-1", "blue:inf1 1-16")
	steps := []struct {
		turn int
		side string
	}{{1, "blue"}, {1, "red"}, {2, "blue"}, {2, "red"}, {3, "blue"}}
	for k, s := range steps {
		if g.Turn() != s.turn || g.Side().String() != s.side || g.Phase() != PhaseMovement {
			t.Fatalf("step %d: turn %d %s %s, want turn %d %s movement", k, g.Turn(), g.Side(), g.Phase(), s.turn, s.side)
		}
		mover := "blue:inf1"
		if s.side == "red" {
			mover = "red:inf1"
		}
		if left := g.Unit(num(mover)).Left; left != 15 {
			t.Fatalf("step %d: %s has %d thirds, want 15", k, mover, left)
		}
		refused(t, g, "endturn", "end the movement phase first")
		quietTurn(t, g)
	}
	refused(t, g, "move blue:inf1 1-15", "it is Red's turn")
}

// TestCaptureR21: a city changes hands at the end of the mover's player turn when he has
// a unit in it that touches no enemy and no enemy stands in it; it stays his without a
// garrison until retaken the same way.
func TestCaptureR21(t *testing.T) {
	g := position(t, "red", "red:inf1 2-2", "blue:inf1 12-13")
	do(t, g, "move red:inf1 2-5")
	if cityOwner(g, "Blaustadt") != "blue" {
		t.Error("captured during movement: capture happens at the end of the turn (R21)")
	}
	quietTurn(t, g)
	if cityOwner(g, "Blaustadt") != "red" {
		t.Fatal("red:inf1 in Blaustadt, touching no enemy, did not take it")
	}
	do(t, g, "move blue:inf1 12-11") // blue's turn: nothing near
	quietTurn(t, g)
	do(t, g, "move red:inf1 2-1") // leaves the city: it stays red's
	quietTurn(t, g)
	if cityOwner(g, "Blaustadt") != "red" {
		t.Error("the city went back when its garrison left")
	}
	// Blue retakes it the same way.
	g = position(t, "red", "red:inf1 2-2", "blue:inf1 1-9")
	do(t, g, "move red:inf1 2-5")
	quietTurn(t, g)
	do(t, g, "move blue:inf1 2-8") // not in the city
	quietTurn(t, g)
	do(t, g, "move red:inf1 4-1")
	quietTurn(t, g)
	do(t, g, "move blue:inf1 2-7")
	quietTurn(t, g)
	if cityOwner(g, "Blaustadt") != "blue" {
		t.Error("blue did not retake its city")
	}
}

// TestCaptureBlockedR21: no capture while an enemy stands in the city, or while the
// mover's unit there touches an enemy.
func TestCaptureBlockedR21(t *testing.T) {
	// An enemy in another square of the city (2-7, two columns from 2-5).
	g := position(t, "red", "red:inf1 2-3", "blue:inf1 2-7", "blue:inf9 12-16")
	do(t, g, "move red:inf1 2-5")
	if len(g.Contacts()) != 0 {
		t.Fatal("2-5 and 2-7 should not touch")
	}
	quietTurn(t, g)
	if cityOwner(g, "Blaustadt") != "blue" {
		t.Error("captured with an enemy unit in the city")
	}

	// In contact after combat: red:inf1 in the city beats blue:inf1 but still touches
	// blue:inf2, which red:arm1 failed to beat.
	g = position(t, "red", "red:inf1 2-6", "blue:inf1 1-5", "blue:inf2 3-7", "red:arm1 4-8", "blue:inf9 12-16")
	do(t, g, "endmove")
	do(t, g, "battle red:inf1 vs blue:inf1")
	do(t, g, "battle red:arm1 vs blue:inf2")
	do(t, g, "dice 1 6") // 1-1 die 1: DE; 2-1 die 6: AE
	do(t, g, "resolve 0")
	do(t, g, "resolve 1")
	if where(g, "red:inf1") != "2-6" || where(g, "blue:inf2") != "3-7" {
		t.Fatalf("position after combat: red:inf1 %s, blue:inf2 %s", where(g, "red:inf1"), where(g, "blue:inf2"))
	}
	do(t, g, "endturn")
	if cityOwner(g, "Blaustadt") != "blue" {
		t.Error("captured by a unit that touches an enemy")
	}
}

// TestVictoryByCitiesR22: a side that holds every enemy city at the end of its turn wins
// if it still holds them all at the end of the enemy's next turn.
func TestVictoryByCitiesR22(t *testing.T) {
	start := func() *Game {
		b := testBoard(t, testMap)
		opts, _ := ParseOptions([]string{"setup=empty", "seed=3"})
		g, err := New(b, opts)
		if err != nil {
			t.Fatal(err)
		}
		for _, p := range []string{"red:inf1 2-3", "red:inf2 6-14", "blue:inf1 1-12", "blue:inf2 1-1"} {
			do(t, g, "place "+p)
		}
		do(t, g, "own Nordwacht red") // red already holds one of blue's two cities
		do(t, g, "start")
		return g
	}
	// Red takes Blaustadt, the last; blue cannot retake anything: red wins at the end of
	// blue's turn.
	g := start()
	do(t, g, "move red:inf1 2-5")
	quietTurn(t, g)
	if g.Winner() != NoWinner {
		t.Fatal("won at once; the enemy's next turn must pass first")
	}
	quietTurn(t, g)
	if g.Winner() != RedWins || g.Phase() != PhaseDone {
		t.Fatalf("winner %q, phase %s: red held every blue city through blue's turn", g.Winner(), g.Phase())
	}
	refused(t, g, "endmove", "the game is over")

	// Blue retakes Nordwacht in its turn: no victory.
	g = start()
	do(t, g, "move red:inf1 2-5")
	quietTurn(t, g)
	do(t, g, "move blue:inf1 4-14") // two rows from red:inf2 on 6-14: no contact
	if len(g.Contacts()) > 0 {
		t.Fatal("unexpected contact")
	}
	quietTurn(t, g)
	if g.Winner() != NoWinner || cityOwner(g, "Nordwacht") != "blue" {
		t.Fatalf("winner %q, Nordwacht %s: blue retook a city, so red has not won", g.Winner(), cityOwner(g, "Nordwacht"))
	}
}

// TestVictoryByAnnihilationR22: the side whose last unit is eliminated loses at once.
func TestVictoryByAnnihilationR22(t *testing.T) {
	g := position(t, "red", "red:inf1 5-4", "blue:inf1 4-4")
	do(t, g, "endmove")
	do(t, g, "battle red:inf1 vs blue:inf1")
	do(t, g, "dice 5") // 1-1: AE
	do(t, g, "resolve")
	if g.Winner() != BlueWins || g.Phase() != PhaseDone {
		t.Errorf("winner %q phase %s after red's last unit fell", g.Winner(), g.Phase())
	}
	if len(g.Legal()) != 0 {
		t.Errorf("actions offered after the end: %v", g.Legal())
	}
}

// TestNoUnitsAtStartR22: a side that begins play with no unit on the board has lost at
// once (R22); with neither side on the board the game is drawn. Nothing is rolled.
func TestNoUnitsAtStartR22(t *testing.T) {
	cases := []struct {
		place  []string
		winner Winner
	}{
		{[]string{"red:inf1 5-4"}, RedWins},
		{[]string{"blue:arm1 4-4", "blue:inf2 1-10"}, BlueWins},
		{nil, Draw},
	}
	for _, c := range cases {
		g := position(t, "red", c.place...)
		if g.Winner() != c.winner || g.Phase() != PhaseDone {
			t.Errorf("%v: winner %q phase %s, want %q at once (R22)", c.place, g.Winner(), g.Phase(), c.winner)
		}
		if len(g.Legal()) != 0 || g.Month() != 0 {
			t.Errorf("%v: the game goes on after its end: legal %v, month %d", c.place, g.Legal(), g.Month())
		}
		if last := g.Events()[len(g.Events())-1]; last.Kind != EvVictory {
			t.Errorf("%v: the last event is %s, want the victory", c.place, last.Kind)
		}
	}
	// Both sides on the board: play begins.
	if g := position(t, "red", "red:inf1 5-4", "blue:inf1 1-10"); g.Phase() != PhaseMovement {
		t.Errorf("with both sides on the board the game is in the %s phase", g.Phase())
	}
}

// TestTurnLimitR22: at the turn limit the side holding more enemy cities wins, else it
// is a draw.
func TestTurnLimitR22(t *testing.T) {
	cases := []struct {
		own    []string
		winner Winner
	}{
		{nil, Draw},
		{[]string{"own Nordwacht red"}, RedWins},
		{[]string{"own Rotdorf blue"}, BlueWins},
		{[]string{"own Nordwacht red", "own Rotdorf blue"}, Draw},
	}
	for _, c := range cases {
		b := testBoard(t, testMap)
		opts, _ := ParseOptions([]string{"setup=empty", "turnlimit=2"})
		g, _ := New(b, opts)
		do(t, g, "place red:inf1 12-1")
		do(t, g, "place blue:inf1 1-16")
		for _, o := range c.own {
			do(t, g, o)
		}
		do(t, g, "start")
		for k := 0; k < 3; k++ {
			quietTurn(t, g)
			if g.Winner() != NoWinner {
				t.Fatalf("%v: decided after %d player turns", c.own, k+1)
			}
		}
		quietTurn(t, g)
		if g.Winner() != c.winner {
			t.Errorf("%v: winner %q, want %q", c.own, g.Winner(), c.winner)
		}
	}
}
