package game

import (
	"slices"
	"strings"
	"testing"

	"taktik/units"
)

// idList writes unit numbers as protocol ids joined by commas.
func idList(list []int) string {
	s := make([]string, len(list))
	for k, u := range list {
		s[k] = catalog[u].ID
	}
	return strings.Join(s, ",")
}

// TestThreatReachIsTheEngines: the squares Threat says an enemy unit can reach next turn
// are exactly those the engine offers that unit when its side moves (R11–R13), with blue
// to move now and red's turn to come.
func TestThreatReachIsTheEngines(t *testing.T) {
	placed := []string{"red:inf1 4-4", "red:arm1 9-9", "red:inf2 10-10", "blue:inf25 2-10", "blue:inf24 3-3"}
	now := position(t, "blue", placed...)
	later := position(t, "red", placed...)
	th := now.Threat(units.Blue)
	if th.Side != units.Blue || len(th.Reach) != 3 {
		t.Fatalf("threat against blue: side %v, %d enemy units; want blue and red's 3", th.Side, len(th.Reach))
	}
	union := map[string]bool{}
	for _, id := range []string{"red:inf1", "red:arm1", "red:inf2"} {
		var want []string
		for _, r := range later.Reach(num(id)) {
			want = append(want, r.Square.String())
			union[r.Square.String()] = true
		}
		var got []string
		for _, s := range th.Reach[num(id)] {
			got = append(got, s.String())
		}
		var alone []string
		for _, s := range now.ReachNextTurn(num(id)) {
			alone = append(alone, s.String())
		}
		slices.Sort(want)
		slices.Sort(got)
		slices.Sort(alone)
		if !slices.Equal(alone, want) {
			t.Errorf("%s: ReachNextTurn %v, engine's reach in red's turn %v", id, alone, want)
		}
		if len(want) == 0 || !slices.Equal(got, want) {
			t.Errorf("%s: threat reach %v, engine's reach in red's turn %v", id, got, want)
		}
	}
	if len(th.Squares) != len(union) {
		t.Errorf("threat squares: %d, want the union of the reaches, %d", len(th.Squares), len(union))
	}
	for _, s := range th.Squares {
		if !union[s.String()] {
			t.Errorf("threat square %s is in no unit's reach", s)
		}
	}
	if now.Phase() != PhaseMovement || now.Side() != units.Blue || now.Unit(num("red:inf1")).Left != 0 {
		t.Error("Threat changed the game")
	}
}

// TestThreatBestOdds: the best odds the enemy can bring against each unit where it
// stands, on concrete positions, and the battle they name can really be brought by red in
// its turn: the engine accepts the moves and gives the battle the same odds (R14–R16).
func TestThreatBestOdds(t *testing.T) {
	cases := []struct {
		name     string
		placed   []string
		target   string
		attack   string // the attackers, "" when the enemy cannot reach it
		odds     string
		strength [2]int
	}{
		{"two reach it", []string{"red:inf1 4-4", "red:arm1 9-9", "red:inf2 10-10", "blue:inf25 2-10"},
			"blue:inf25", "red:inf1,red:arm1", "3-1", [2]int{3, 1}},
		// a corner square has three neighbours: the three armour take them, the infantry waits
		{"corner holds three", []string{"red:inf1 4-4", "red:arm1 4-3", "red:arm2 5-2", "red:arm3 6-1", "blue:inf25 1-1"},
			"blue:inf25", "red:arm1,red:arm2,red:arm3", "6-1", [2]int{6, 1}},
		// a friend on 1-2 leaves two squares: two of the armour get them
		{"friend fills a square", []string{"red:inf1 4-4", "red:arm1 4-3", "red:arm2 5-2", "red:arm3 6-1", "blue:inf25 1-1", "blue:inf24 1-2"},
			"blue:inf25", "red:arm1,red:arm2", "4-1", [2]int{4, 1}},
		// a friend on 2-2 touches every way in: entering a square next to it stops red (R12)
		{"contact shields", []string{"red:arm1 4-3", "red:arm2 5-2", "blue:inf25 1-1", "blue:inf24 2-2"},
			"blue:inf25", "", "", [2]int{}},
		// an HQ never attacks (R14), so the lone HQ brings nothing
		{"hq never attacks", []string{"red:hq-ag 3-3", "blue:inf25 1-1"}, "blue:inf25", "", "", [2]int{}},
		// …not even from where it stands, next to the unit: only the infantry counts
		{"hq beside", []string{"red:hq-ag 2-2", "red:inf1 4-4", "blue:inf25 1-1"}, "blue:inf25", "red:inf1", "1-1", [2]int{1, 1}},
		{"out of reach", []string{"red:inf1 11-1", "blue:inf25 1-16"}, "blue:inf25", "", "", [2]int{}},
	}
	for _, c := range cases {
		g := position(t, "blue", c.placed...)
		th := g.Threat(units.Blue)
		var dg *Danger
		for k := range th.Danger {
			if th.Danger[k].Unit == num(c.target) {
				dg = &th.Danger[k]
			}
		}
		if c.attack == "" {
			if dg != nil {
				t.Errorf("%s: %s threatened by %s, want no threat", c.name, c.target, idList(dg.Attackers))
			}
			continue
		}
		if dg == nil {
			t.Errorf("%s: %s not threatened, want %s at %s", c.name, c.target, c.attack, c.odds)
			continue
		}
		want := strings.Split(c.attack, ",")
		slices.SortFunc(want, func(a, b string) int { return num(a) - num(b) })
		if got := idList(dg.Attackers); got != strings.Join(want, ",") || dg.Odds.String() != c.odds ||
			dg.Attack != c.strength[0] || dg.Defend != c.strength[1] {
			t.Errorf("%s: %s by %s at %s (%d:%d), want %s at %s (%d:%d)", c.name, c.target, got, dg.Odds,
				dg.Attack, dg.Defend, c.attack, c.odds, c.strength[0], c.strength[1])
			continue
		}
		// red, to move in the same position, makes those moves and declares that battle
		r := position(t, "red", c.placed...)
		for k, a := range dg.Attackers {
			if r.Unit(a).Square != dg.From[k] {
				do(t, r, "move "+catalog[a].ID+" "+dg.From[k].String())
			}
		}
		p, err := r.Preview(dg.Attackers, []int{dg.Unit})
		if err != nil || p.Odds != dg.Odds {
			t.Errorf("%s: the engine gives %s (%v), threat said %s", c.name, p.Odds, err, dg.Odds)
		}
	}
}

// TestForcedByR14: moving a lone infantry next to two enemies obliges it to attack both
// in one battle (each must be attacked, R14, and it attacks once): 1 against 3 is 1-3.
// With a friend already touching one of them, it may take the other alone at 1-2. The
// battles named are the ones the engine then accepts.
func TestForcedByR14(t *testing.T) {
	cases := []struct {
		name            string
		placed          []string
		mover, to       string
		touched, att    string
		def, odds       string
		noContact, fail bool
	}{
		{"alone against three", []string{"red:inf1 2-2", "blue:arm1 5-5", "blue:inf25 5-6"},
			"red:inf1", "4-5", "blue:arm1,blue:inf25", "red:inf1", "blue:arm1,blue:inf25", "1-3", false, false},
		// red:arm1 on 6-7 touches the infantry only, so it can take that one and leave red:inf1
		// the armour alone at 1-2; every other way would leave one of them unattacked (R15)
		{"a friend takes the infantry", []string{"red:inf1 2-2", "red:arm1 6-7", "blue:arm1 5-5", "blue:inf25 5-6"},
			"red:inf1", "4-5", "blue:arm1,blue:inf25", "red:inf1", "blue:arm1", "1-2", false, false},
		{"no contact", []string{"red:inf1 2-2", "blue:arm1 5-5"}, "red:inf1", "3-3", "", "", "", "", true, false},
		{"cannot go", []string{"red:inf1 2-2", "blue:arm1 5-5"}, "red:inf1", "5-5", "", "", "", "", true, true},
	}
	for _, c := range cases {
		g := position(t, "red", c.placed...)
		before := g.Hash()
		fb, ok, err := g.ForcedBy(num(c.mover), sq(c.to))
		if g.Hash() != before {
			t.Fatalf("%s: ForcedBy changed the game", c.name)
		}
		if (err != nil) != c.fail {
			t.Errorf("%s: error %v, want refused %v", c.name, err, c.fail)
		}
		if c.noContact {
			if ok {
				t.Errorf("%s: forced %s vs %s, want no battle", c.name, idList(fb.Attackers), idList(fb.Defenders))
			}
			continue
		}
		if !ok || idList(fb.Touched) != c.touched || idList(fb.Attackers) != c.att || idList(fb.Defenders) != c.def || fb.Odds.String() != c.odds {
			t.Errorf("%s: ok %v touched %s, %s vs %s at %s; want %s, %s vs %s at %s", c.name, ok, idList(fb.Touched),
				idList(fb.Attackers), idList(fb.Defenders), fb.Odds, c.touched, c.att, c.def, c.odds)
			continue
		}
		do(t, g, "move "+c.mover+" "+c.to)
		do(t, g, "endmove")
		do(t, g, "battle "+idList(fb.Attackers)+" vs "+idList(fb.Defenders))
		if b := g.Battles()[0]; b.Odds != fb.Odds {
			t.Errorf("%s: declared at %s, warning said %s", c.name, b.Odds, fb.Odds)
		}
	}
}
