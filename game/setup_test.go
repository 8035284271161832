package game

import (
	"strings"
	"testing"

	"taktik/units"
)

// TestAutoDeployR9: every unit stands on a bivouac square of its own side, never in a
// city, each formation in its own area when it fits (which R29 will demand); the same
// seed gives the same deployment and another seed another one.
func TestAutoDeployR9(t *testing.T) {
	b := testBoard(t, worldMap())
	g, err := New(b, Options{Seed: 5, First: units.Blue})
	if err != nil {
		t.Fatal(err)
	}
	if g.Phase() != PhaseMovement || g.Side() != units.Blue || g.Turn() != 1 {
		t.Errorf("after automatic setup: turn %d %s %s", g.Turn(), g.Side(), g.Phase())
	}
	for u := 0; u < NumUnits; u++ {
		us := g.Unit(u)
		if us.Status != OnBoard {
			t.Fatalf("%s not deployed", unitID(u))
		}
		v := b.BivouacAt(us.Square)
		switch {
		case v == nil:
			t.Errorf("%s on %s, outside every bivouac area", unitID(u), us.Square)
		case v.Side != catalog[u].Side:
			t.Errorf("%s in the enemy's area %s", unitID(u), v.Name)
		case v.Formation != catalog[u].Formation:
			t.Errorf("%s of %s in area %s", unitID(u), catalog[u].Formation, v.Name)
		}
		if b.CityAt(us.Square) != nil {
			t.Errorf("%s deployed in a city", unitID(u))
		}
	}
	same, _ := New(b, Options{Seed: 5, First: units.Blue})
	other, _ := New(b, Options{Seed: 6, First: units.Blue})
	if same.Hash() != g.Hash() {
		t.Error("the same seed deploys differently")
	}
	if other.st.Units == g.st.Units {
		t.Error("another seed deploys identically")
	}
	if _, err := New(testBoard(t, testMap), Options{}); err == nil {
		t.Error("automatic setup on a board with too few bivouac squares accepted")
	}
}

// TestSetupByHand: placing anywhere on land, removing, owning cities, and what the
// setup phase refuses.
func TestSetupByHand(t *testing.T) {
	b := testBoard(t, testMap)
	g, err := New(b, Options{Setup: SetupEmpty})
	if err != nil {
		t.Fatal(err)
	}
	if g.Phase() != PhaseSetup {
		t.Fatalf("phase %s", g.Phase())
	}
	do(t, g, "place red:inf1 5-5")
	do(t, g, "place red:inf1 5-6")  // placing again moves it
	do(t, g, "place blue:inf1 7-8") // a sea bridge is land
	refused(t, g, "place red:inf2 7-1", "is water")
	refused(t, g, "place red:inf2 5-6", "5-6 is held by Red 1st Inf.")
	refused(t, g, "remove red:inf3", "not on the board")
	refused(t, g, "move red:inf1 5-7", "movement phase")
	do(t, g, "own Rotdorf blue")
	do(t, g, "remove blue:inf1")
	do(t, g, "place blue:inf2 1-12") // without a blue unit the game would end at once (R22)
	legal := g.Legal()
	if legal[0].Kind != ActStart {
		t.Errorf("first offer %v, want start", legal[0])
	}
	for _, a := range legal {
		if a.Kind == ActPlace && b.BivouacAt(a.To) == nil {
			t.Errorf("offered %v outside a bivouac area", a)
		}
		if a.Kind == ActPlace && b.BivouacAt(a.To).Side != catalog[a.Unit].Side {
			t.Errorf("offered %v in the enemy's area", a)
		}
	}
	do(t, g, "start")
	if cityOwner(g, "Rotdorf") != "blue" || where(g, "red:inf1") != "5-6" || where(g, "blue:inf1") != "" {
		t.Error("the setup did not hold")
	}
	refused(t, g, "place red:inf2 5-5", "the game has started")
}

// TestOptions checks the protocol's words for a new game, the optional rules (R30–R34)
// among them, and the values they refuse.
func TestOptions(t *testing.T) {
	o, err := ParseOptions([]string{"mode=basic", "seed=42", "first=blue", "setup=empty", "turnlimit=12",
		"weather=on", "supply=on", "replacements=on", "nuclear=on", "shortreplacements=on", "shortcorps=2"})
	if err != nil {
		t.Fatal(err)
	}
	want := Options{Seed: 42, First: units.Blue, Setup: SetupEmpty, TurnLimit: 12, Weather: true, Supply: true,
		Replacements: true, Nuclear: true, ShortReplacements: true, ShortCorps: 2}
	if o != want {
		t.Errorf("options %+v, want %+v", o, want)
	}
	back, err := ParseOptions(o.Words())
	if err != nil || back != o {
		t.Errorf("words round trip: %+v %v", back, err)
	}
	for _, w := range [][]string{{"mode=chess"}, {"seed=-1"}, {"first=green"}, {"colour=red"}, {"seed"},
		{"weather=maybe"}, {"shortcorps=6"}, {"shortcorps=-1"}, {"shortcorps=two"}, {"shortreplacements=2"}} {
		if _, err := ParseOptions(w); err == nil {
			t.Errorf("%v accepted", w)
		}
	}
	b := testBoard(t, testMap)
	for _, w := range [][]string{{"weather=on"}, {"supply=on"}, {"nuclear=on"}, {"replacements=on"}, {"shortcorps=5"}} {
		o, err := ParseOptions(append(w, "setup=empty"))
		if err != nil {
			t.Fatal(err)
		}
		if _, err := New(b, o); err != nil {
			t.Errorf("%v: %v", w, err)
		}
	}
	if _, err := New(b, Options{ShortCorps: 6}); err == nil || !strings.Contains(err.Error(), "shortcorps takes 0 to 5 infantry divisions out of each corps, not 6") { // R34
		t.Errorf("shortcorps=6 given as a value: %v", err)
	}
	g := position(t, "red", "red:para1 5-5", "blue:inf1 1-16")
	refused(t, g, "drop red:para1 3-3", "advanced game")
	refused(t, g, "sail red:para1 3-3", "advanced game")
	refused(t, g, "nuke red:para1 3-3", "nuclear weapons are an optional rule this game is played without")
}
