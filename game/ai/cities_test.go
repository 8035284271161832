package ai

import (
	"testing"

	"taktik/game"
	"taktik/units"
)

// R21, R20: Blue's headquarters at 7-14 can walk into Suedburg (11-14), which no Red
// unit holds, and take it; HQs count for the threat map though they never strike. The
// General keeps a garrison there; the Officer, who only races for enemy cities, does
// not, and loses the city.
func TestGarrisonsCityAgainstAnHQ(t *testing.T) {
	start := setUp(t, "red", "red:inf1 12-11", "red:inf2 11-5", "blue:hq-1c 7-14", "blue:inf1 1-1")
	suedburg := 3 // index of Suedburg (11-14) in the test map
	th := newInfluence(positionOf(start), newReacher(positionOf(start), start), units.Blue, nil)
	if i := start.Board().Index(start.Board().Cities[suedburg].Squares[0]); !th.canTake(i) {
		t.Fatal("the threat map does not see blue:hq-1c reach Suedburg")
	}
	for _, c := range []struct {
		level Level
		keeps bool
	}{{General, true}, {Officer, false}} {
		g := start.Clone()
		if _, err := PlayTurn(g, c.level); err != nil {
			t.Fatal(err)
		}
		if _, err := PlayTurn(g, Officer); err != nil { // Blue's turn
			t.Fatal(err)
		}
		if kept := g.Owner(suedburg) == units.Red; kept != c.keeps {
			t.Errorf("%v as Red: Suedburg kept %v, want %v (red:inf1 on %s, red:inf2 on %s, blue:hq-1c on %s)", c.level, kept, c.keeps,
				where(g, "red:inf1"), where(g, "red:inf2"), where(g, "blue:hq-1c"))
		}
	}
}

// R26: a paratroop division in an own city flies to any clear square out of contact and
// then moves on with its whole allowance. Red's red:para1 in Glutstadt (20-15) can thus
// reach an undefended Blue city this turn: the General plans the flight and the march
// together and takes the city (R21); the Officer only weighs where it lands, which is
// never a city. Seen from Blue, the same flight makes its cities open to a raid.
func TestDropsAndMarchesIntoACity(t *testing.T) {
	opts, err := game.ParseOptions([]string{"mode=advanced", "setup=empty", "first=red", "seed=1"})
	if err != nil {
		t.Fatal(err)
	}
	start, err := game.New(continent(t), opts)
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range []string{"red:para1 20-15", "red:inf1 5-3", "blue:inf1 7-50"} {
		do(t, start, "place "+p)
	}
	do(t, start, "start")
	b := start.Board()
	p := positionOf(start)
	raid := raidMap(start, p, newReacher(p, start), units.Red)
	open := 0
	for _, c := range b.Cities {
		if c.Side == units.Blue && raid != nil && raid[b.Index(c.Squares[0])] {
			open++
		}
	}
	if open == 0 {
		t.Fatal("raidMap finds no Blue city red:para1 could fly to and enter")
	}
	blueCities := func(g *game.Game) int {
		n := 0
		for k, c := range b.Cities {
			if c.Side == units.Blue && g.Owner(k) == units.Red {
				n++
			}
		}
		return n
	}
	for _, c := range []struct {
		level Level
		takes bool
	}{{General, true}, {Officer, false}} {
		g := start.Clone()
		acts, err := PlayTurn(g, c.level)
		if err != nil {
			t.Fatal(err)
		}
		dropped := false
		for _, a := range acts {
			dropped = dropped || a.Kind == game.ActDrop
		}
		if took := blueCities(g) > 0; took != c.takes || (c.takes && !dropped) {
			t.Errorf("%v: took a Blue city %v (want %v), flew %v; red:para1 on %s", c.level, took, c.takes, dropped, where(g, "red:para1"))
		}
	}
}
