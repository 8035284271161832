package game

import (
	"flag"
	"math/rand/v2"
	"regexp"
	"slices"
	"sync"
	"testing"

	"taktik/maps"
	"taktik/units"
)

// defaultGames is how many random games the fuzzer plays on each board and rule level in
// a plain `go test ./game/` (seven of them: 210 games in all).
const defaultGames = 30

var games = flag.Int("games", defaultGames, "random games the fuzzer plays on each board and rule level")

// shortSeeds are the games played on each board and rule level under -short (the race
// run): seed 4 is quick and has its events' texts read; seed 11 is the one of the first
// twelve in which the optional advanced game on the test world cuts a unit off and
// starves one (R32), so the check for it still runs.
var shortSeeds = []uint64{4, 11}

// TestRandomGames plays complete random games, basic and advanced, with and without the
// optional rules (R30–R34), and checks after every action: one unit per square, none on
// water but on sea bridges, eliminated and absent units off the board, no armour in
// forest and no one but mountain infantry in mountains (R23, R24); no drop, and no
// landing or invasion in a port, in contact but across a river (R26–R28); no armour ending
// its own move next to infantry in forest (R23), no one but mountain infantry in the
// mountains ending next to mountain infantry there (R24); every obliged contact fought
// before the turn ends, found by its own adjacency test, not the engine's (R14, R23–R25);
// the calendar, replacement points, supply counts and fired weapons within their bounds;
// that replaying the action list gives the same state hash (a second game is fed the
// same actions in the words a saved game keeps them in, so this holds after each one);
// and, at every change of phase or side, every new pending decision and every 100th
// action, that the state survives a save/load round trip. The advanced games fly, land, invade and go back to sea at random (R26–R28),
// each of which must happen; the optional games fire nuclear weapons and rebuild units
// (R31, R33). More games: go test ./game -run RandomGames -games=500.
func TestRandomGames(t *testing.T) {
	boards := map[string]*maps.Board{"world": testBoard(t, worldMap())}
	if b, err := maps.Continent(); err == nil {
		boards["continent"] = b
	} else {
		t.Logf("the shipped map is not available yet (%v): random games on the test world only", err)
	}
	seeds := make([]uint64, *games)
	for k := range seeds {
		seeds[k] = uint64(k)
	}
	if testing.Short() {
		seeds = shortSeeds
	}
	n := len(seeds)
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
	all := map[EventKind]int{} // cut-offs are rare in random play: counted over all runs
	t.Run("runs", func(t *testing.T) {
		for _, r := range runs {
			t.Run(r.name, func(t *testing.T) {
				t.Parallel()
				wins := map[Winner]int{}
				ops := map[EventKind]int{}
				for _, seed := range seeds {
					g := fuzzGame(t, r.b, r.mode, r.optional, seed)
					wins[g.Winner()]++
					for _, e := range g.Events() {
						switch e.Kind {
						case EvDrop, EvLanding, EvInvasion, EvWithdrawal, EvForestLoss, EvNuke, EvRebuilt, EvCutOff,
							EvSupplyLoss, EvResupplied, EvHQLost:
							ops[e.Kind]++
						}
					}
				}
				t.Logf("%d games: %v; special operations and optional rules %v", n, wins, ops)
				if r.mode == Advanced {
					for _, k := range []EventKind{EvDrop, EvLanding, EvInvasion, EvWithdrawal} {
						if ops[k] == 0 && n >= 8 {
							t.Errorf("the random advanced games made no %s: %v", k, ops)
						}
					}
				}
				if r.optional && (ops[EvNuke] == 0 || ops[EvRebuilt] == 0) {
					t.Errorf("the random games with the optional rules fired no nuke or rebuilt no unit: %v", ops)
				}
				mu.Lock()
				for k, v := range ops {
					all[k] += v
				}
				mu.Unlock()
			})
		}
	})
	if all[EvCutOff] == 0 || all[EvSupplyLoss] == 0 {
		t.Errorf("no random game cut a unit off or starved one (R32): %v", all)
	}
}

// protocolID finds a unit's protocol id in a text meant for players.
var protocolID = regexp.MustCompile(`(red|blue):(inf|arm|para|mtn|mar|hq)`)

// fuzzer is one random game under test, with its shadow: a second game that is given
// every action the first carried out, so that replaying the action list is checked after
// each one.
type fuzzer struct {
	t      *testing.T
	g      *Game
	shadow *Game
	seed   uint64
	rng    *rand.Rand
	steps  int
	// what the last round trip saw: a change of any of them calls for another
	phase   Phase
	side    units.Side
	pending DecisionKind
	// the obliged contacts at the end of the movement (R14), found independently
	obliged [][2]int
}

func fuzzGame(t *testing.T, b *maps.Board, mode Mode, optional bool, seed uint64) *Game {
	opts := Options{Mode: mode, Seed: seed, First: units.Side(seed % 2), TurnLimit: 4 + int(seed%4)*2}
	if optional { // every optional rule, and now and then a short game (R30–R34)
		opts.TurnLimit = 5 + int(seed%4)*3 // long enough to starve (R32) and rebuild (R31)
		opts.Weather, opts.Supply, opts.Replacements, opts.Nuclear = true, true, true, true
		opts.ShortReplacements, opts.ShortCorps = seed%3 == 1, int(seed%4)
	}
	g, err := New(b, opts)
	if err != nil {
		t.Fatal(err)
	}
	shadow, _ := New(b, opts)
	f := &fuzzer{t: t, g: g, shadow: shadow, seed: seed, rng: rand.New(rand.NewPCG(seed, 99))}
	f.roundTrip("the start")
	for g.Phase() != PhaseDone {
		f.turn()
		if g.Turn() > 1000 {
			t.Fatalf("seed %d: the game does not end", seed)
		}
	}
	f.roundTrip("the end")
	if seed < 5 { // every event reads in both languages, naming units as a player reads them
		for _, e := range g.Events() {
			en, de := e.Text("en"), e.Text("de")
			if en == "" || de == "" || en == de || protocolID.MatchString(en+" "+de) {
				t.Fatalf("event %s: %q / %q", e.Kind, en, de)
			}
		}
	}
	r, _ := New(b, opts) // and the whole history replayed in one go
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

// turn plays the rest of the current player turn at random. Movement: each unit may
// make one random move, or (advanced game) a special operation — a marine makes for an
// own port and a paratroop division for an own city, and a marine that may land prefers
// a beach next to the enemy, so that it must attack and may go back to sea afterwards
// (R27) — then the movement ends once every HQ that must get away has (R20).
// Combat and decisions: a uniform pick among the legal actions, but a marine's way back
// to sea is taken half the time it is offered.
func (f *fuzzer) turn() {
	g, rng := f.g, f.rng
	side, turn := g.Side(), g.Turn()
	for g.Phase() != PhaseDone && g.Side() == side && g.Turn() == turn {
		var a Action
		switch {
		case g.Phase() == PhaseMovement && g.Pending().Kind == NoDecision:
			a = Action{Kind: ActEndMove, Unit: -1, Index: -1}
			lo := int(side) * units.PerSide
			for _, k := range rng.Perm(units.PerSide) {
				u := lo + k
				if g.Unit(u).Moved || g.Unit(u).Left == 0 || rng.IntN(2) == 0 {
					continue
				}
				if op, ok := f.operation(u); ok {
					a = op
					break
				}
				if moves := g.LegalMoves(u); len(moves) > 0 {
					a = moves[rng.IntN(len(moves))]
					if ports := f.toPort(u, moves); len(ports) > 0 && rng.IntN(3) != 0 {
						a = ports[rng.IntN(len(ports))]
					}
					break
				}
			}
			if a.Kind == ActEndMove {
				a = mustLeave(g, rng, a)
			}
		default:
			legal := g.Legal()
			if len(legal) == 0 {
				f.t.Fatalf("seed %d turn %d %s %s: no legal action", f.seed, g.Turn(), g.Side(), g.Phase())
			}
			a = legal[rng.IntN(len(legal))]
			if back := slices.IndexFunc(legal, func(x Action) bool { return x.Kind == ActSail }); back >= 0 && rng.IntN(2) == 0 {
				a = legal[back]
			}
		}
		if a.Kind == ActEndTurn {
			f.checkFought()
		}
		if err := g.Apply(a); err != nil {
			f.t.Fatalf("seed %d turn %d: legal action %q refused: %v", f.seed, g.Turn(), a, err)
		}
		f.check(a)
	}
}

// toPort lists the moves that take a marine onto a port square of its side, or a
// paratroop division into a city of its side, from where it may sail or fly next turn
// (advanced game, R26, R27).
func (f *fuzzer) toPort(u int, moves []Action) []Action {
	g := f.g
	side, kind := catalog[u].Side, catalog[u].Kind
	start := func(i int) bool {
		if kind == units.Marine {
			return g.ownPort(side, i)
		}
		c := g.board.CityIndexAt(i)
		return c >= 0 && g.st.Owners[c] == side
	}
	if !g.advanced() || kind != units.Marine && kind != units.Paratroop || start(g.board.Index(g.Unit(u).Square)) {
		return nil
	}
	var list []Action
	for _, a := range moves {
		if start(g.board.Index(a.To)) {
			list = append(list, a)
		}
	}
	return list
}

// operation picks a special operation for unit u now and then (advanced game).
func (f *fuzzer) operation(u int) (Action, bool) {
	g, rng := f.g, f.rng
	if g.Unit(u).Ops == 0 || rng.IntN(3) != 0 {
		return Action{}, false
	}
	ops := g.LegalOperations(u)
	if len(ops) == 0 {
		return Action{}, false
	}
	if catalog[u].Kind == units.Marine && rng.IntN(3) != 0 {
		var ashore []Action // beaches next to the enemy
		for _, a := range ops {
			if i := g.board.Index(a.To); g.board.BeachAt(a.To) != nil && g.enemyNext(catalog[u].Side, i) {
				ashore = append(ashore, a)
			}
		}
		if len(ashore) > 0 {
			return ashore[rng.IntN(len(ashore))], true
		}
	}
	return ops[rng.IntN(len(ops))], true
}

// check runs after every action.
func (f *fuzzer) check(a Action) {
	t, g := f.t, f.g
	f.steps++
	checkInvariants(t, g, a)
	checkArrival(t, g, a)
	done := g.st.History[len(g.st.History)-1]
	again, err := ParseAction(g.board, done.String()) // as a saved game's history holds it
	if err == nil {
		err = f.shadow.Apply(again)
	}
	if err != nil {
		t.Fatalf("seed %d: replaying %q: %v", f.seed, done, err)
	}
	if f.shadow.Hash() != g.Hash() {
		t.Fatalf("seed %d: after %q the replayed game has another state", f.seed, done)
	}
	if p := g.Pending().Kind; g.Phase() != f.phase || g.Side() != f.side || p != f.pending && p != NoDecision || f.steps%100 == 0 {
		f.roundTrip(a.String())
	}
	if f.steps%97 == 0 { // now and then: a listed action must be accepted
		if legal := g.Legal(); len(legal) > 0 {
			x := legal[f.rng.IntN(len(legal))]
			if err := g.Clone().Apply(x); err != nil {
				t.Fatalf("seed %d: listed action %q refused: %v", f.seed, x, err)
			}
		}
	}
	if a.Kind == ActEndMove && g.Phase() == PhaseCombat {
		f.obliged = obligedPairs(g)
		if len(f.obliged) > 0 {
			if err := g.Clone().Apply(Action{Kind: ActEndTurn, Unit: -1, Index: -1}); err == nil {
				t.Fatalf("seed %d: endturn accepted with contacts unfought: %v", f.seed, f.obliged)
			}
		}
	}
}

// roundTrip saves the game and loads it again: the same position and log must come back.
func (f *fuzzer) roundTrip(after string) {
	g := f.g
	f.phase, f.side, f.pending = g.Phase(), g.Side(), g.Pending().Kind
	data, err := g.MarshalJSON()
	if err != nil {
		f.t.Fatal(err)
	}
	h, err := Unmarshal(g.board, data)
	if err != nil {
		f.t.Fatalf("seed %d: reloading the game after %s: %v", f.seed, after, err)
	}
	if h.Hash() != g.Hash() || len(h.st.Events) != len(g.st.Events) || len(h.st.History) != len(g.st.History) {
		f.t.Fatalf("seed %d: the game reloaded after %s differs", f.seed, after)
	}
}

// checkFought is called before an endturn the engine offers: every obliged contact of
// the end of the movement whose two units are still on the board and still touch must be
// in a declared battle, attacker and defender (R14, R15).
func (f *fuzzer) checkFought() {
	g := f.g
	for _, p := range f.obliged {
		a, d := g.st.Units[p[0]], g.st.Units[p[1]]
		if a.Status != OnBoard || d.Status != OnBoard || !touching(a.Square, d.Square) {
			continue
		}
		att, def := false, false
		for _, b := range g.st.Battles {
			att = att || slices.Contains(b.Attackers, p[0])
			def = def || slices.Contains(b.Defenders, p[1])
		}
		if !att || !def {
			f.t.Fatalf("seed %d turn %d: endturn offered while %s and %s have not fought (R14)", f.seed, g.Turn(), unitID(p[0]), unitID(p[1]))
		}
	}
}

// touching is R2's adjacency, worked out from the squares alone.
func touching(a, b maps.Square) bool {
	dr, dc := a.Row-b.Row, a.Col-b.Col
	return a != b && dr >= -1 && dr <= 1 && dc >= -1 && dc <= 1
}

// obligedPairs lists the attacker–defender pairs of the moving side that must fight, as
// ruling R14 (with R23–R25, docs/rules.md) states, from the squares and the board alone: every unit
// of the moving side but an HQ, next to an enemy unit; in the advanced game not across a
// river, not armour against infantry in forest, not against mountain infantry in the
// mountains but by mountain infantry in the mountains, and not mountain infantry in the
// mountains against a unit outside them.
func obligedPairs(g *Game) [][2]int {
	b := g.board
	var list [][2]int
	for a := range NumUnits {
		ua := g.st.Units[a]
		if ua.Status != OnBoard || catalog[a].Side != g.st.Side || catalog[a].Kind == units.HQ {
			continue
		}
		for d := range NumUnits {
			ud := g.st.Units[d]
			if ud.Status != OnBoard || catalog[d].Side == g.st.Side || !touching(ua.Square, ud.Square) {
				continue
			}
			if g.st.Options.Mode == Advanced {
				ta, td := b.Terrain(ua.Square), b.Terrain(ud.Square)
				ka, kd := catalog[a].Kind, catalog[d].Kind
				switch {
				case b.CrossesRiver(ua.Square, ud.Square):
					continue // R25
				case ka == units.Armour && kd != units.Armour && kd != units.HQ && td == maps.Forest:
					continue // R23
				case kd == units.Mountain && td == maps.Mountain && (ka != units.Mountain || ta != maps.Mountain):
					continue // R24
				case ka == units.Mountain && ta == maps.Mountain && td != maps.Mountain:
					continue // R24
				}
			}
			list = append(list, [2]int{a, d})
		}
	}
	return list
}

// checkArrival looks at where a unit came to stand by its own move, a drop or a sea move
// (advanced game), from the squares and the board alone: a drop never next to an enemy
// but across a river (R26), a landing or invasion in a port, and a marine back in port,
// likewise (R27, R28); armour never next to enemy infantry in forest (R23); nobody but
// mountain infantry in the mountains next to enemy mountain infantry there (R24).
func checkArrival(t *testing.T, g *Game, a Action) {
	t.Helper()
	if g.st.Options.Mode != Advanced || (a.Kind != ActMove && a.Kind != ActDrop && a.Kind != ActSail) {
		return
	}
	b := g.board
	u := a.Unit
	us := g.st.Units[u]
	if us.Status != OnBoard {
		return
	}
	portOrDrop := a.Kind == ActDrop || a.Kind == ActSail && b.Port(us.Square)
	for v := range NumUnits {
		vs := g.st.Units[v]
		if vs.Status != OnBoard || catalog[v].Side == catalog[u].Side || !touching(us.Square, vs.Square) {
			continue
		}
		tv := b.Terrain(vs.Square)
		kv := catalog[v].Kind
		switch {
		case portOrDrop && !b.CrossesRiver(us.Square, vs.Square):
			t.Fatalf("after %q: %s on %s next to %s on %s (R26–R28)", a, unitID(u), us.Square, unitID(v), vs.Square)
		case catalog[u].Kind == units.Armour && tv == maps.Forest && kv != units.Armour && kv != units.HQ:
			t.Fatalf("after %q: armour %s next to infantry %s in forest (R23)", a, unitID(u), unitID(v))
		case kv == units.Mountain && tv == maps.Mountain && (catalog[u].Kind != units.Mountain || b.Terrain(us.Square) != maps.Mountain):
			t.Fatalf("after %q: %s next to mountain infantry %s in the mountains (R24)", a, unitID(u), unitID(v))
		}
	}
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
			if us.Spare < 0 || us.Spare > 0 && us.Beach == (maps.Square{}) || us.Beach != (maps.Square{}) && g.board.BeachAt(us.Beach) == nil {
				t.Fatalf("after %q: %s landed on %s with %d thirds to go back (R27)", a, unitID(u), us.Beach, us.Spare)
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
	if g.Phase() == PhaseDone && (g.Winner() == NoWinner || len(g.Legal()) != 0) {
		t.Fatalf("after %q: the game is over without a winner or with actions left", a)
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
