package lesson

import (
	"testing"

	"taktik/game"
	"taktik/maps"
	"taktik/units"
)

// TestLaterLessonsPlayThrough plays each later lesson through the engine as its texts
// ask, with the dice its script fixes, and checks that every step moves on when its
// task is done and that the game ends as the last text says: the soak-off's main attack
// clean (R14, R15), the trapped unit eliminated for want of a retreat (R19), the
// exchange paid with the infantry (R18), the last city taken and held to victory (R21,
// R22).
func TestLaterLessonsPlayThrough(t *testing.T) {
	type turn struct {
		acts []string // protocol actions; "roll" rolls the next battle with the lesson's die
		next string   // the step the card must show after them ("" for a read step's Next)
	}
	for _, c := range []struct {
		id    string
		plan  []turn
		check func(g *game.Game) string
	}{
		{"soakoff", []turn{{nil, "endmove"}, {[]string{"endmove"}, "main"},
			{[]string{"battle red:arm1,red:inf1 vs blue:inf1"}, "soak"},
			{[]string{"battle red:inf2 vs blue:inf2,blue:inf3"}, "roll"}, {[]string{"roll", "roll", "blueretreat"}, "end"}},
			func(g *game.Game) string {
				if b := g.Battles(); b[0].Result != game.DE || b[0].Odds.String() != "3-1" || b[1].Odds.String() != "1-2" ||
					b[1].Result != game.AB2 || g.Unit(Unit("blue:inf1")).Status == game.OnBoard {
					return "want 3-1 DE and a 1-2 soak-off driven back"
				}
				return ""
			}},
		{"trap", []turn{{nil, "west"}, {[]string{"move red:inf3 42-16"}, "east"}, {[]string{"move red:inf4 42-20"}, "endmove"},
			{[]string{"endmove"}, "attack"}, {[]string{"battle red:arm1,red:inf1,red:inf2 vs blue:inf1"}, "roll"},
			{[]string{"roll"}, "end"}},
			func(g *game.Game) string {
				if b := g.Battles()[0]; b.Result != game.DB2 || g.Unit(Unit("blue:inf1")).Status == game.OnBoard {
					return "want DB2 with no retreat: the Blue unit eliminated (R19)"
				}
				return ""
			}},
		{"exchange", []turn{{nil, "endmove"}, {[]string{"endmove"}, "attack"},
			{[]string{"battle red:arm1,red:inf1,red:inf2 vs blue:inf1,blue:inf2"}, "roll"}, {[]string{"roll"}, "choose"},
			{[]string{"lose red:inf1,red:inf2"}, "end"}},
			func(g *game.Game) string {
				if g.Battles()[0].Result != game.EX || g.Unit(Unit("red:arm1")).Status != game.OnBoard ||
					g.OnBoard(units.Red) != 1 || g.OnBoard(units.Blue) != 1 {
					return "want EX paid with both infantry, the armour kept (R18)"
				}
				return ""
			}},
		{"cities", []turn{{nil, "enter"}, {[]string{"move red:arm1 34-34"}, "support"}, {[]string{"move red:inf1 36-34"}, "endmove"},
			{[]string{"endmove"}, "attack"}, {[]string{"battle red:arm1,red:inf1 vs blue:inf1"}, "roll"},
			{[]string{"roll"}, "endturn"}, {[]string{"endturn"}, "wait"}, {[]string{"endmove", "endturn"}, "end"}},
			func(g *game.Game) string {
				if g.Winner() != game.RedWins || g.OnBoard(units.Blue) != 1 {
					return "want Red's win by Blue's cities, Blue's far unit still on the map (R22)"
				}
				return ""
			}},
		{"terrain", []turn{{nil, "reach"}, {[]string{"move red:arm1 26-27"}, "endmove"}, {[]string{"endmove"}, "river"},
			{[]string{"battle red:arm1,red:inf1 vs blue:inf1"}, "roll"}, {[]string{"roll"}, "end"}},
			func(g *game.Game) string {
				if b := g.Battles()[0]; b.Odds.String() != "3-1" || b.Defend != 1 || b.Result != game.DE {
					return "want 3-1 with the defence counted once (the armour is not across the river), DE"
				}
				if !g.Board().CrossesRiver(sq("27-26"), sq("27-27")) || g.Board().CrossesRiver(sq("26-27"), sq("27-27")) {
					return "the river does not run between the infantry and its enemy only"
				}
				return ""
			}},
	} {
		sc, ok := Find(c.id)
		if !ok {
			t.Fatalf("no lesson %s", c.id)
		}
		b, err := maps.Continent()
		if err != nil {
			t.Fatal(err)
		}
		g, err := sc.NewGame(b, [2]string{"", "computer:rekrut"})
		if err != nil {
			t.Fatal(err)
		}
		l := Start(sc)
		o := Obs{Game: g, Selected: -1}
		for _, tn := range c.plan {
			if tn.acts == nil {
				l.Next(o)
			}
			for _, a := range tn.acts {
				switch a {
				case "roll":
					k := 0
					for k < len(g.Battles()) && g.Battles()[k].Resolved {
						k++
					}
					if d := sc.DieFor(g, k); d > 0 {
						apply(t, g, game.Action{Kind: game.ActDice, Unit: -1, Index: -1, Rolls: []int{d}})
					}
					apply(t, g, game.Action{Kind: game.ActResolve, Unit: -1, Index: k})
				case "blueretreat": // the computer, as the winner, retreats Red's loser
					for _, la := range g.Legal() {
						if la.Kind == game.ActRetreat {
							apply(t, g, la)
							break
						}
					}
				default:
					act, err := game.ParseAction(b, a)
					if err != nil {
						t.Fatal(err)
					}
					apply(t, g, act)
				}
				for l.Update(o) {
				}
			}
			if got := l.Step().ID; got != tn.next {
				t.Fatalf("%s: after %v the card shows %q, want %q (stuck %v)", c.id, tn.acts, got, tn.next, l.Stuck(o))
			}
			if l.Stuck(o) {
				t.Fatalf("%s: step %q says the player is stuck", c.id, tn.next)
			}
		}
		if !l.Last() {
			t.Errorf("%s: the lesson did not reach its end", c.id)
		}
		if msg := c.check(g); msg != "" {
			t.Errorf("%s: %s", c.id, msg)
		}
	}
}

func apply(t *testing.T, g *game.Game, a game.Action) {
	t.Helper()
	if err := g.Apply(a); err != nil {
		t.Fatalf("%v: %v", a, err)
	}
}

// TestTerrainLessonRiver: on the terrain lesson's position the infantry alone attacks
// across the river at a doubled defence, 1 against 2; with the armour beside it, which
// is not across, the defence counts once (R16, R25).
func TestTerrainLessonRiver(t *testing.T) {
	sc, _ := Find("terrain")
	b, err := maps.Continent()
	if err != nil {
		t.Fatal(err)
	}
	g, err := sc.NewGame(b, [2]string{})
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range g.Reach(Unit("red:arm1")) {
		if g.Board().Terrain(r.Square) == maps.Forest {
			t.Errorf("the armour's reach holds the forest square %v (R23)", r.Square)
		}
	}
	if len(g.Reach(Unit("red:arm1"))) < 10 {
		t.Fatal("the armour has hardly any reach")
	}
	apply(t, g, game.Action{Kind: game.ActMove, Unit: Unit("red:arm1"), To: sq("26-27"), Index: -1})
	alone, err := g.Preview([]int{Unit("red:inf1")}, []int{Unit("blue:inf1")})
	if err != nil || !alone.Doubled || alone.Defend != 2 || alone.Odds.String() != "1-2" {
		t.Errorf("the infantry alone across the river: %+v, %v; want 1 against a doubled 2, 1-2", alone, err)
	}
	both, err := g.Preview([]int{Unit("red:arm1"), Unit("red:inf1")}, []int{Unit("blue:inf1")})
	if err != nil || both.Doubled || both.Defend != 1 || both.Odds.String() != "3-1" {
		t.Errorf("with the armour: %+v, %v; want 3 against 1", both, err)
	}
}
