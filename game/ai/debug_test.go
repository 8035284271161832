package ai

import (
	"fmt"
	"os"
	"strconv"
	"testing"

	"taktik/game"
	"taktik/units"
)

// TestDebugGame prints one game turn by turn (TAKTIK_DEBUG="red blue seed").
func TestDebugGame(t *testing.T) {
	spec := os.Getenv("TAKTIK_DEBUG")
	if spec == "" {
		t.Skip()
	}
	var a, b string
	var seed uint64
	fmt.Sscan(spec, &a, &b, &seed)
	la, _ := ParseLevel(a)
	lb, _ := ParseLevel(b)
	g, _ := game.New(continent(t), game.Options{Seed: seed, TurnLimit: 60})
	odds := map[Level]map[string]int{la: {}, lb: {}}
	for g.Phase() != game.PhaseDone {
		lv := la
		if g.Decider() == units.Blue {
			lv = lb
		}
		act, err := Decide(g, lv)
		if err != nil {
			t.Fatal(err)
		}
		if err := g.Apply(act); err != nil {
			t.Fatal(err)
		}
		if act.Kind == game.ActBattle {
			bs := g.Battles()
			odds[lv][bs[len(bs)-1].Odds.String()]++
		}
		if act.Kind == game.ActEndTurn {
			cities := [2]int{}
			for k, c := range g.Board().Cities {
				if o := g.Owner(k); o != c.Side {
					cities[o]++
				}
			}
			if os.Getenv("TAKTIK_DUMP") != "" {
				fmt.Print(dump(g))
			}
			fmt.Printf("turn %2d %s done: red %2d units, blue %2d units, cities taken red %d blue %d\n", g.Turn(), g.Side().Opponent(),
				g.OnBoard(units.Red), g.OnBoard(units.Blue), cities[0], cities[1])
		}
	}
	fmt.Println("winner", g.Winner(), "turn", g.Turn())
	for l, m := range odds {
		fmt.Println(l, m)
	}
	_ = strconv.Itoa
}

// dump draws the board with units: R/B armour, r/b others, H/h HQs, # city squares.
func dump(g *game.Game) string {
	b := g.Board()
	var s []byte
	for row := 1; row <= b.Rows; row++ {
		line := []byte(fmt.Sprintf("%2d ", row))
		for col := 1; col <= b.Cols; col++ {
			sq := b.SquareAt(b.Index(struct{ Row, Col int }{row, col}))
			i := b.Index(sq)
			c := byte('.')
			if !b.TerrainAt(i).Land() {
				c = ' '
			}
			if b.CityIndexAt(i) >= 0 {
				c = '#'
				if g.Owner(b.CityIndexAt(i)) != b.Cities[b.CityIndexAt(i)].Side {
					c = '%'
				}
			}
			if u, ok := g.UnitAt(sq); ok {
				k := counters[u]
				switch {
				case k.hq:
					c = 'H'
				case k.attack == 2:
					c = 'A'
				default:
					c = 'I'
				}
				if k.side == units.Blue {
					c += 'a' - 'A'
				}
			}
			line = append(line, c)
		}
		s = append(append(s, line...), '\n')
	}
	return string(s)
}
