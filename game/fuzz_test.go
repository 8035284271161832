package game

import (
	"flag"
	"math/rand/v2"
	"sync"
	"testing"

	"taktik/maps"
	"taktik/units"
)

var games = flag.Int("games", 10, "random games the fuzzer plays on each board and rule level")

// TestRandomGames plays complete random games, basic and advanced, with and without the
// optional rules (R30–R34), and checks the invariants after every action: one unit per
// square, none on water but on sea bridges, eliminated and absent units off the board,
// every obliged contact fought before the turn ends (R14), no armour in forest and no one
// but mountain infantry in mountains (R23, R24), the calendar, the replacement points,
// supply counts and fired weapons within their bounds, and at the end a save/load round
// trip and a replay of the history that give the same game. The advanced games also fly,
// land, invade and go back to sea at random (R26–R28); the games with the optional rules
// fire nuclear weapons and rebuild units at random (R31, R33).
// More games: go test ./game -run RandomGames -games=500.
func TestRandomGames(t *testing.T) {
	boards := map[string]*maps.Board{"world": testBoard(t, worldMap())}
	if b, err := maps.Continent(); err == nil {
		boards["continent"] = b
	} else {
		t.Logf("the shipped map is not available yet (%v): random games on the test world only", err)
	}
	n := *games
	if testing.Short() {
		n = min(n, 8)
	}
	type run struct {
		name     string
		b        *maps.Board
		mode     Mode
		optional bool
	}
	advWorld := testBoard(t, advancedWorldMap())
	runs := []run{{"advanced-world", advWorld, Advanced, false}, {"optional-advanced-world", advWorld, Advanced, true}}
	for name, b := range boards {
		runs = append(runs, run{"basic-" + name, b, Basic, false})
		if name == "continent" {
			runs = append(runs, run{"advanced-continent", b, Advanced, false},
				run{"optional-basic-continent", b, Basic, true}, run{"optional-advanced-continent", b, Advanced, true})
		}
	}
	var mu sync.Mutex
	supply := map[EventKind]int{} // cut-offs are rare in random play: counted over all runs
	t.Run("runs", func(t *testing.T) {
		for _, r := range runs {
			t.Run(r.name, func(t *testing.T) {
				t.Parallel()
				wins := map[Winner]int{}
				ops := map[EventKind]int{}
				for seed := 0; seed < n; seed++ {
					g := playRandom(t, r.b, r.mode, r.optional, uint64(seed))
					wins[g.Winner()]++
					for _, e := range g.Events() {
						switch e.Kind {
						case EvDrop, EvLanding, EvInvasion, EvWithdrawal, EvForestLoss, EvNuke, EvRebuilt, EvCutOff,
							EvSupplyLoss, EvResupplied:
							ops[e.Kind]++
						}
					}
				}
				t.Logf("%d games: %v; special operations and optional rules %v", n, wins, ops)
				if r.mode == Advanced && (ops[EvDrop] == 0 || ops[EvInvasion]+ops[EvLanding] == 0) {
					t.Errorf("the random advanced games made no drop or no sea move: %v", ops)
				}
				if r.optional && (ops[EvNuke] == 0 || ops[EvRebuilt] == 0) {
					t.Errorf("the random games with the optional rules fired no nuke or rebuilt no unit: %v", ops)
				}
				mu.Lock()
				supply[EvCutOff] += ops[EvCutOff]
				supply[EvSupplyLoss] += ops[EvSupplyLoss]
				mu.Unlock()
			})
		}
	})
	if supply[EvCutOff] == 0 || supply[EvSupplyLoss] == 0 {
		t.Errorf("no random game cut a unit off or starved one (R32): %v", supply)
	}
}

func playRandom(t *testing.T, b *maps.Board, mode Mode, optional bool, seed uint64) *Game {
	opts := Options{Mode: mode, Seed: seed, First: units.Side(seed % 2), TurnLimit: 10 + int(seed%5)*5}
	if optional { // every optional rule, and now and then a short game (R30–R34)
		opts.Weather, opts.Supply, opts.Replacements, opts.Nuclear = true, true, true, true
		opts.ShortReplacements, opts.ShortCorps = seed%3 == 1, int(seed%4)
	}
	g, err := New(b, opts)
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(seed, 99))
	steps := 0
	check := func(a Action) {
		steps++
		checkInvariants(t, g, a)
		if steps%97 == 0 { // now and then: every listed action must be accepted
			legal := g.Legal()
			if len(legal) > 0 {
				c := g.Clone()
				x := legal[rng.IntN(len(legal))]
				if err := c.Apply(x); err != nil {
					t.Fatalf("seed %d: listed action %q refused: %v", seed, x, err)
				}
			}
		}
		if a.Kind == ActEndMove && len(g.Uncovered()) > 0 && g.Phase() == PhaseCombat {
			if err := g.Clone().Apply(Action{Kind: ActEndTurn, Unit: -1, Index: -1}); err == nil {
				t.Fatalf("seed %d: endturn accepted with contacts unfought: %v", seed, g.Uncovered())
			}
		}
	}
	for g.Phase() != PhaseDone {
		randomTurn(t, g, rng, check)
		if g.Turn() > 1000 {
			t.Fatalf("seed %d: the game does not end", seed)
		}
	}
	if seed < 5 { // every event reads in both languages
		for _, e := range g.Events() {
			en, de := e.Text("en"), e.Text("de")
			if en == "" || de == "" || en == de {
				t.Fatalf("event %s: %q / %q", e.Kind, en, de)
			}
		}
	}
	// save/load round trip and replay
	data, err := g.MarshalJSON()
	if err != nil {
		t.Fatal(err)
	}
	h, err := Unmarshal(b, data)
	if err != nil {
		t.Fatalf("seed %d: reloading the finished game: %v", seed, err)
	}
	if h.Hash() != g.Hash() || len(h.st.Events) != len(g.st.Events) {
		t.Fatalf("seed %d: the reloaded game differs", seed)
	}
	r, _ := New(b, opts)
	for _, a := range g.History() {
		if err := r.Apply(a); err != nil {
			t.Fatalf("seed %d: replaying %q: %v", seed, a, err)
		}
	}
	if r.Hash() != g.Hash() {
		t.Fatalf("seed %d: replay gives another state", seed)
	}
	return g
}

// checkInvariants looks at the whole state after an action.
func checkInvariants(t *testing.T, g *Game, a Action) {
	t.Helper()
	seen := map[maps.Square]int{}
	for u, us := range g.st.Units {
		switch us.Status {
		case OnBoard:
			if other, ok := seen[us.Square]; ok {
				t.Fatalf("after %q: %s and %s both on %s", a, unitID(other), unitID(u), us.Square)
			}
			seen[us.Square] = u
			if !g.board.Terrain(us.Square).Land() {
				t.Fatalf("after %q: %s on water at %s", a, unitID(u), us.Square)
			}
			if g.advanced() && !g.mayStand(u, g.board.Index(us.Square)) {
				t.Fatalf("after %q: %s on %s terrain at %s (R23, R24)", a, unitID(u), g.board.Terrain(us.Square), us.Square)
			}
			if us.Ops != 0 && (us.Moved && us.Ops != OpWithdraw || g.Phase() == PhaseMovement && us.Ops&OpWithdraw != 0) {
				t.Fatalf("after %q: %s may still make %v", a, unitID(u), us.Ops.Words())
			}
			if g.at(g.board.Index(us.Square)) != u {
				t.Fatalf("after %q: occupancy table lost %s", a, unitID(u))
			}
		default:
			if us.Square != (maps.Square{}) {
				t.Fatalf("after %q: %s is %s but stands on %s", a, unitID(u), us.Status, us.Square)
			}
		}
	}
	occupied := 0
	for _, v := range g.occ {
		if v >= 0 {
			occupied++
		}
	}
	if occupied != len(seen) {
		t.Fatalf("after %q: occupancy table holds %d units, the state %d", a, occupied, len(seen))
	}
	if p := g.st.Pending; p.Kind != NoDecision && (g.Phase() == PhaseCombat) == (p.Kind == ReplaceDecision) {
		t.Fatalf("after %q: a %s decision pending in the %s phase", a, p.Kind, g.Phase())
	}
	checkOptional(t, g, a)
}

// checkOptional looks at the state of the optional rules after an action (R30–R34).
func checkOptional(t *testing.T, g *Game, a Action) {
	t.Helper()
	o := g.Options()
	if m := g.Month(); (m == 0) != (!o.calendar() || g.Turn() == 0) || m > 12 {
		t.Fatalf("after %q: month %d in turn %d", a, m, g.Turn())
	}
	if (g.Weather() == NoWeather) != (!o.Weather || g.Turn() == 0) {
		t.Fatalf("after %q: weather %q", a, g.Weather())
	}
	for _, side := range units.Sides {
		if p := g.ReplacementPoints(side); p < 0 || p > ReplacementCap[side] || p > 0 && g.Pending().Kind != ReplaceDecision {
			t.Fatalf("after %q: %s has %d replacement points", a, side, p)
		}
	}
	for u, us := range g.st.Units {
		switch {
		case us.Cut < 0 || us.Cut > 4 || us.Cut > 0 && (!o.Supply || us.Status != OnBoard):
			t.Fatalf("after %q: %s cut off %d turns (%s)", a, unitID(u), us.Cut, us.Status)
		case us.Fired && (!o.Nuclear || WeaponOf(u) == NoWeapon):
			t.Fatalf("after %q: %s fired a weapon", a, unitID(u))
		case (us.Status == Absent) != o.leftOut(u):
			t.Fatalf("after %q: %s is %s", a, unitID(u), us.Status)
		}
	}
}
