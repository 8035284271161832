package play

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"taktik/game"
	"taktik/game/ai"
	"taktik/maps"
	"taktik/render/lang"
	"taktik/units"
)

// R12: a unit stops next to an enemy; in the advanced game not when the enemy is
// across a river (R3, R25). The basic game knows no rivers.
func TestStopsAtR12RiverException(t *testing.T) {
	place := []string{"red:inf1 2-1", "blue:inf1 3-4", "blue:inf2 2-9"}
	for _, c := range []struct {
		mode game.Mode
		sq   string
		want bool
		why  string
	}{
		{game.Advanced, "2-5", false, "blue:inf1 is across the river"},
		{game.Advanced, "2-4", false, "straight across the river from blue:inf1"},
		{game.Advanced, "2-8", true, "blue:inf2 on the same bank"},
		{game.Advanced, "3-3", true, "beside blue:inf1 on its own bank"},
		{game.Advanced, "2-2", false, "nobody near"},
		{game.Basic, "2-5", true, "the basic game has no river exception"},
		{game.Basic, "2-4", true, ""},
		{game.Basic, "2-2", false, ""},
	} {
		g := position(t, c.mode, place...)
		if got := StopsAt(g, unit(t, "red:inf1"), sq(t, c.sq)); got != c.want {
			t.Errorf("%v game, red:inf1 onto %s: stops %v, want %v (%s)", c.mode, c.sq, got, c.want, c.why)
		}
	}
}

// The marks agree with the engine: a unit moved onto a square marked as a stop has no
// movement left (R12), and one moved elsewhere keeps what the target said.
func TestTargetsAgreeWithTheEngineR12(t *testing.T) {
	for _, mode := range []game.Mode{game.Basic, game.Advanced} {
		g := position(t, mode, "red:arm1 3-1", "red:inf1 2-1", "blue:inf1 3-6", "blue:inf2 2-9")
		for _, id := range []string{"red:arm1", "red:inf1"} {
			n := unit(t, id)
			targets := Targets(g, n)
			if len(targets) == 0 {
				t.Fatalf("%v: %s has nowhere to go", mode, id)
			}
			stops := 0
			for _, tg := range targets {
				c := g.Clone()
				if err := c.Apply(game.Action{Kind: game.ActMove, Unit: n, To: tg.Square}); err != nil {
					t.Fatalf("%v: %s to %s: %v", mode, id, tg.Square, err)
				}
				if left := c.Unit(n).Left; left != tg.Left {
					t.Errorf("%v: %s to %s leaves %d thirds, the target said %d (stops %v)", mode, id, tg.Square, left, tg.Left, tg.Stops)
				}
				if tg.Stops {
					stops++
				}
			}
			if stops == 0 {
				t.Errorf("%v: no stop marked for %s although enemies are in reach", mode, id)
			}
		}
	}
}

// R15: the battle builder keeps every attacker next to every defender; a unit that does
// not fit starts a new battle around it with the units that do.
func TestBuilderR15ClicksAndLegality(t *testing.T) {
	g := position(t, game.Basic,
		"red:inf1 3-3", "red:inf2 3-5", "red:hq-1c 4-1", "blue:inf1 4-4", "blue:inf2 3-6")
	do(t, g, "endmove")
	// red:inf1 (3-3) touches blue:inf1 (4-4); red:inf2 (3-5) touches both blue:inf1 and
	// blue:inf2 (3-6); HQs never attack (R14).
	legal := g.Legal()
	var b Builder
	for i, c := range []struct {
		click     string
		att, def  string
		note      bool
		wantLegal bool
	}{
		{"red:inf1", "red:inf1", "", false, false},
		{"blue:inf1", "red:inf1", "blue:inf1", false, true},
		{"red:inf2", "red:inf1,red:inf2", "blue:inf1", false, false},   // blue:inf2 would be left alone (R14)
		{"blue:inf2", "red:inf2", "blue:inf2", true, true},             // red:inf1 does not touch it: a new battle, said so
		{"blue:inf1", "red:inf2", "blue:inf1,blue:inf2", false, false}, // red:inf1 left with nobody (R14)
		{"blue:inf1", "red:inf2", "blue:inf2", false, true},            // a second click takes it out
		{"red:hq-1c", "red:inf2", "blue:inf2", true, true},             // R14: HQs never attack
		{"red:inf2", "", "blue:inf2", false, false},
	} {
		note := b.Toggle(g, unit(t, c.click))
		if ids(b.Attackers) != c.att || ids(b.Defenders) != c.def {
			t.Errorf("click %d on %s: %s vs %s, want %s vs %s", i, c.click, ids(b.Attackers), ids(b.Defenders), c.att, c.def)
		}
		if (note != "") != c.note {
			t.Errorf("click %d on %s: note %q", i, c.click, note)
		}
		if got := b.Legal(legal); got != c.wantLegal {
			t.Errorf("click %d on %s: legal %v, want %v", i, c.click, got, c.wantLegal)
		}
	}
	// the sentence of a new battle names the units left out
	b.Reset()
	for _, c := range []string{"red:inf1", "red:inf2", "blue:inf1"} {
		b.Toggle(g, unit(t, c))
	}
	lang.Set("en")
	if note, want := b.Toggle(g, unit(t, "blue:inf2")), "Left out: Red 1st Inf. and Blue 1st Inf. — a new battle around the unit just clicked."; note != want {
		t.Errorf("a new battle around blue:inf2: note %q, want %q", note, want)
	}
	b.Reset()
	b.Toggle(g, unit(t, "red:inf1"))
	b.Toggle(g, unit(t, "blue:inf1"))
	if err := g.Apply(b.Action()); err != nil {
		t.Fatalf("declaring the built battle: %v", err)
	}
	b.Reset()
	if note := b.Toggle(g, unit(t, "red:inf1")); note == "" {
		t.Error("a unit already attacking joined a second battle")
	}
	if note := b.Toggle(g, unit(t, "blue:inf1")); note == "" {
		t.Error("a unit already attacked joined a second battle")
	}
}

// R18: the exchange losses must reach the defenders' printed total with no unit to
// spare; the choice is confirmed only when it is one of the sets the engine offers.
func TestLossesR18(t *testing.T) {
	g := position(t, game.Basic, "red:arm1 3-3", "red:inf1 3-5", "red:inf2 4-4", "blue:inf1 3-4", "blue:inf9 2-10")
	do(t, g, "endmove")
	do(t, g, "battle red:arm1,red:inf1,red:inf2 vs blue:inf1") // 4 against 1: 4-1
	do(t, g, "dice 2")                                         // 4-1, die 2: exchange
	do(t, g, "resolve 0")
	p := g.Pending()
	if p.Kind != game.ExchangeDecision || p.Need != 1 {
		t.Fatalf("pending %v needing %d, want an exchange needing 1", p.Kind, p.Need)
	}
	legal := g.Legal()
	for _, c := range []struct {
		clicks string // units clicked in order; a second click takes a unit out
		total  int
		ok     bool
	}{
		{"", 0, false},
		{"red:inf1", 1, true},
		{"red:arm1", 2, true}, // more than needed, but no unit of the set could be spared
		{"red:inf1 red:inf2", 2, false},
		{"red:inf1 red:inf2 red:inf2", 1, true},
		{"red:arm1 blue:inf1", 2, true}, // a defender is not the attacker's to give
	} {
		l := NewLosses(p)
		for _, id := range strings.Fields(c.clicks) {
			l.Toggle(unit(t, id))
		}
		_, ok := l.Match(legal)
		if l.Total() != c.total || ok != c.ok {
			t.Errorf("clicks %q: %s, total %d, legal %v; want total %d, legal %v", c.clicks, ids(l.Chosen), l.Total(), ok, c.total, c.ok)
		}
	}
	l := NewLosses(p)
	l.Toggle(unit(t, "red:inf2"))
	a, _ := l.Match(legal)
	if err := g.Apply(a); err != nil {
		t.Fatal(err)
	}
	if g.Unit(unit(t, "red:inf2")).Status != game.Eliminated || g.Unit(unit(t, "red:arm1")).Status != game.OnBoard {
		t.Error("the chosen loss was not the one taken")
	}
}

// R19: the retreat choices are the engine's final squares, sorted by unit.
func TestRetreatsR19(t *testing.T) {
	g := position(t, game.Basic, "red:arm1 3-3", "red:inf1 2-3", "blue:inf1 3-4", "blue:inf2 3-9")
	do(t, g, "endmove")
	do(t, g, "battle red:arm1,red:inf1 vs blue:inf1") // 3 against 1: 3-1
	do(t, g, "dice 3")                                // 3-1, die 3: DB2
	do(t, g, "resolve 0")
	if p := g.Pending(); p.Kind != game.RetreatDecision || p.Side != units.Red {
		t.Fatalf("pending %v for %v, want Red to retreat blue:inf1", p.Kind, p.Side)
	}
	legal := g.Legal()
	r := NewRetreats(legal)
	b := unit(t, "blue:inf1")
	if !slices.Equal(r.Units, []int{b}) {
		t.Fatalf("units to retreat %s, want blue:inf1", ids(r.Units))
	}
	var want []maps.Square
	for _, a := range legal {
		want = append(want, a.To)
	}
	if got := r.Squares(b); !slices.Equal(got, want) || len(got) == 0 {
		t.Errorf("squares %v, want the engine's %v", got, want)
	}
	if _, ok := r.Trapped(b); ok {
		t.Error("blue:inf1 has ways out, yet elimination is offered")
	}
	if _, ok := r.To(b, sq(t, "3-4")); ok {
		t.Error("retreating onto its own square is offered")
	}
	a, ok := r.To(b, want[0])
	if !ok {
		t.Fatal("the first offered square is not found")
	}
	if err := g.Apply(a); err != nil {
		t.Fatal(err)
	}
	if g.Unit(b).Square != want[0] {
		t.Errorf("blue:inf1 on %v, want %v", g.Unit(b).Square, want[0])
	}
}

// A unit with no way out is offered only its elimination (R19); the engine lists it
// among the other units' retreats when several must go.
func TestRetreatsTrappedR19(t *testing.T) {
	a, b := unit(t, "blue:inf1"), unit(t, "blue:inf2")
	s1, s2 := sq(t, "3-6"), sq(t, "4-6")
	r := NewRetreats([]game.Action{
		{Kind: game.ActRetreat, Unit: a, To: s1},
		{Kind: game.ActRetreat, Unit: b},
		{Kind: game.ActRetreat, Unit: a, To: s2},
	})
	if !slices.Equal(r.Units, []int{a, b}) {
		t.Errorf("units %s, want blue:inf1,blue:inf2", ids(r.Units))
	}
	if got := r.Squares(a); !slices.Equal(got, []maps.Square{s1, s2}) {
		t.Errorf("blue:inf1 may go to %v", got)
	}
	if _, ok := r.Trapped(a); ok {
		t.Error("blue:inf1 may be eliminated though it has a way out")
	}
	if act, ok := r.Trapped(b); !ok || act.Unit != b || len(r.Squares(b)) != 0 {
		t.Errorf("blue:inf2 trapped: %v %v, squares %v", act, ok, r.Squares(b))
	}
}

// Who commands each side survives saving and loading, in the game's options; a word
// nobody knows leaves the side to a person.
func TestCommandersAcrossSaveAndLoad(t *testing.T) {
	cs := Commanders{{}, {Computer: true, Level: ai.General}}
	if w := cs.Words(); w != [2]string{"person", "general"} {
		t.Errorf("words %q", w)
	}
	opts := game.Options{Setup: game.SetupEmpty, Seed: 1, Players: cs.Words()}
	g, err := game.New(strip(t), opts)
	if err != nil {
		t.Fatal(err)
	}
	do(t, g, "place red:inf1 3-3")
	do(t, g, "place blue:inf1 3-8")
	do(t, g, "start")
	path := filepath.Join(t.TempDir(), "saves", "duel.json")
	if err := SaveGame(g, path); err != nil {
		t.Fatal(err)
	}
	got, gotCs, err := LoadGame(g.Board(), path)
	if err != nil {
		t.Fatal(err)
	}
	if got.Hash() != g.Hash() || gotCs != cs {
		t.Errorf("loaded the same game: %v, with %+v; want %+v", got.Hash() == g.Hash(), gotCs, cs)
	}
	for _, c := range []struct {
		words [2]string
		want  Commanders
	}{
		{[2]string{}, Commanders{}},
		{[2]string{"rekrut", "Offizier"}, Commanders{{true, ai.Rekrut}, {true, ai.Offizier}}},
		{[2]string{"nonsense", "random"}, Commanders{{}, {true, ai.Random}}},
	} {
		if got := CommandersOf(game.Options{Players: c.words}); got != c.want {
			t.Errorf("%q: %+v, want %+v", c.words, got, c.want)
		}
	}
	if err := os.WriteFile(path, []byte("{not a game"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, _, err := LoadGame(g.Board(), path); err == nil {
		t.Error("a damaged save loaded")
	}
}

func TestQuickSaveNameSortsByTime(t *testing.T) {
	a := QuickSaveName(time.Date(2025, 3, 9, 8, 5, 1, 0, time.UTC))
	b := QuickSaveName(time.Date(2025, 11, 2, 17, 0, 0, 0, time.UTC))
	if a != "2025-03-09_08-05-01.json" || !(a < b) {
		t.Errorf("names %q, %q", a, b)
	}
}

// The next-unit key walks the units that can still move in reading order and wraps.
func TestNextWalksTheMoversInReadingOrder(t *testing.T) {
	g := position(t, game.Basic, "red:inf1 4-2", "red:inf2 2-7", "red:inf3 2-3", "blue:inf1 3-9")
	movers := Movers(g, units.Red)
	if got := ids(movers); got != "red:inf3,red:inf2,red:inf1" {
		t.Fatalf("movers %s", got)
	}
	walk := []int{}
	cur := -1
	for range 4 {
		cur = NextMover(movers, cur)
		walk = append(walk, cur)
	}
	if got := ids(walk); got != "red:inf3,red:inf2,red:inf1,red:inf3" {
		t.Errorf("walk %s", got)
	}
	do(t, g, "move red:inf3 2-4")
	if got := ids(Movers(g, units.Red)); got != "red:inf2,red:inf1" {
		t.Errorf("after moving red:inf3 the movers are %s", got)
	}
	if NextMover(nil, 3) != -1 {
		t.Error("Next of no movers")
	}
}

// Deploy fills a side's army onto legal squares and leaves the other side alone.
func TestDeployPlacesTheRestR9(t *testing.T) {
	b, err := maps.Continent()
	if err != nil {
		t.Fatal(err)
	}
	g, err := game.New(b, game.Options{Setup: game.SetupEmpty, Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	first := game.Action{}
	for _, a := range g.Legal() {
		if a.Kind == game.ActPlace && game.UnitInfo(a.Unit).Side == units.Red {
			first = a
			break
		}
	}
	if err := g.Apply(first); err != nil {
		t.Fatal(err)
	}
	if err := Deploy(g, units.Red); err != nil {
		t.Fatal(err)
	}
	if n := len(Unplaced(g, units.Red)); n != 0 {
		t.Errorf("%d Red units still unplaced", n)
	}
	if n := len(Unplaced(g, units.Blue)); n != units.PerSide {
		t.Errorf("%d Blue units unplaced, want all %d", n, units.PerSide)
	}
	if g.Unit(first.Unit).Square != first.To {
		t.Error("the unit placed by hand was moved")
	}
	for n := range game.NumUnits {
		if u := g.Unit(n); u.Status == game.OnBoard && b.BivouacAt(u.Square) == nil {
			t.Errorf("%s on %v, outside the bivouac areas (R9)", game.UnitInfo(n).ID, u.Square)
		}
	}
}

// The thinker answers what ai.Decide answers, and drops an answer about a position the
// game has left.
func TestThinkerAnswersInTheBackground(t *testing.T) {
	g := position(t, game.Basic, "red:inf1 3-3", "red:inf2 3-5", "blue:inf1 3-8")
	want, err := ai.Decide(g.Clone(), ai.Rekrut)
	if err != nil {
		t.Fatal(err)
	}
	var th Thinker
	th.Decide(g, ai.Rekrut)
	if !th.Busy() {
		t.Fatal("not thinking")
	}
	acts, err, ok := th.Wait(g)
	if !ok || err != nil || len(acts) != 1 || acts[0].String() != want.String() {
		t.Errorf("answer %v, %v, %v; want %v", acts, err, ok, want)
	}
	th.Decide(g, ai.Rekrut)
	do(t, g, "move red:inf1 3-2")
	if _, _, ok := th.Wait(g); ok {
		t.Error("an answer about an old position was handed out")
	}
}

// The suggested plan covers every obliged contact (R14) and is what the computer
// would declare.
func TestPlanBattlesCoversEveryContactR14(t *testing.T) {
	g := position(t, game.Basic, "red:arm1 3-3", "red:inf1 3-5", "red:inf2 2-8", "blue:inf1 3-4", "blue:inf2 3-9")
	do(t, g, "endmove")
	plan, err := PlanBattles(g.Clone(), ai.General)
	if err != nil {
		t.Fatal(err)
	}
	if len(plan) == 0 {
		t.Fatal("no battles planned")
	}
	for _, a := range plan {
		if err := g.Apply(a); err != nil {
			t.Fatalf("%v: %v", a, err)
		}
	}
	if u := g.Uncovered(); len(u) != 0 {
		t.Errorf("contacts left uncovered by the plan: %v", u)
	}
}

// One idea of who commands a side: the form's strengths are the computer's levels in
// order, each named by its rank, and a game loaded on the desktop plays a level below
// the Recruit (Random, which only a file or a script names) as the Recruit.
func TestCommandersOnTheDesktop(t *testing.T) {
	if want := []ai.Level{ai.Rekrut, ai.Offizier, ai.General, ai.Expert}; !slices.Equal(Strengths, want) {
		t.Errorf("strengths %v, want %v", Strengths, want)
	}
	keys := map[ai.Level]string{ai.Random: "strength.recruit", ai.Rekrut: "strength.recruit",
		ai.Offizier: "strength.officer", ai.General: "strength.general", ai.Expert: "strength.fieldmarshal"}
	for _, l := range Strengths { // a saved game brings the same opponent back
		c := Commander{Computer: true, Level: l}
		if back := ParseCommander(c.Word()); back != c || !slices.Contains(game.PlayerWords, c.Word()) {
			t.Errorf("%v saved as %q reads back as %+v (a saved game's word: %v)", l, c.Word(), back, slices.Contains(game.PlayerWords, c.Word()))
		}
	}
	for l, want := range keys {
		if got := (Commander{Computer: true, Level: l}).StrengthKey(); got != want {
			t.Errorf("%v: %s, want %s", l, got, want)
		}
	}
	cs := Commanders{{Computer: true, Level: ai.Random}, {}}.Desktop()
	if cs != (Commanders{{Computer: true, Level: ai.Rekrut}, {}}) {
		t.Errorf("Random on the desktop: %+v, want the Recruit and a person", cs)
	}
	if cs := (Commanders{{Computer: true, Level: ai.General}, {Computer: true, Level: ai.Offizier}}); cs.Desktop() != cs {
		t.Errorf("the desktop changed %+v", cs.Desktop())
	}
}
