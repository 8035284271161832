package game

import (
	"errors"
	"slices"
	"strings"
	"testing"
)

// TestOddsR16: the odds are rounded in the defender's favour; 7-1 and 1-7 decide
// without a roll.
func TestOddsR16(t *testing.T) {
	cases := []struct {
		attack, defend int
		want           string
	}{
		{1, 1, "1-1"}, {2, 1, "2-1"}, {3, 1, "3-1"}, {5, 2, "2-1"}, {7, 2, "3-1"},
		{6, 1, "6-1"}, {13, 2, "6-1"}, {7, 1, "auto-DE"}, {14, 2, "auto-DE"}, {20, 1, "auto-DE"},
		{1, 2, "1-2"}, {2, 3, "1-2"}, {2, 5, "1-3"}, {3, 10, "1-4"}, {1, 6, "1-6"},
		{2, 11, "1-6"}, {2, 13, "auto-AE"}, {1, 7, "auto-AE"}, {3, 19, "auto-AE"},
	}
	for _, c := range cases {
		if got := ComputeOdds(c.attack, c.defend).String(); got != c.want {
			t.Errorf("%d against %d: %s, want %s", c.attack, c.defend, got, c.want)
		}
	}
}

// TestHQDefendsAtOneR16 checks the odds the engine computes for concrete battles.
func TestHQDefendsAtOneR16(t *testing.T) {
	g := position(t, "red", "red:arm1 5-5", "red:inf1 5-6", "blue:hq-1c 4-5", "blue:inf1 4-7")
	cases := []struct {
		att, def []string
		attack   int
		defend   int
		odds     string
	}{
		{[]string{"red:arm1"}, []string{"blue:hq-1c"}, 2, 1, "2-1"},
		{[]string{"red:arm1", "red:inf1"}, []string{"blue:hq-1c"}, 3, 1, "3-1"},
		{[]string{"red:inf1"}, []string{"blue:hq-1c", "blue:inf1"}, 1, 2, "1-2"},
	}
	for _, c := range cases {
		var att, def []int
		for _, id := range c.att {
			att = append(att, num(id))
		}
		for _, id := range c.def {
			def = append(def, num(id))
		}
		p, err := g.Preview(att, def)
		if err != nil {
			t.Fatal(err)
		}
		if p.Attack != c.attack || p.Defend != c.defend || p.Odds.String() != c.odds {
			t.Errorf("%v vs %v: %d-%d at %s, want %d-%d at %s", c.att, c.def, p.Attack, p.Defend, p.Odds, c.attack, c.defend, c.odds)
		}
		total := 0.0
		for _, pr := range p.Outcomes {
			total += pr
		}
		if total < 0.999 || total > 1.001 {
			t.Errorf("outcome chances add up to %v", total)
		}
	}
	if _, err := g.Preview([]int{num("red:arm1")}, []int{num("blue:inf1")}); err == nil {
		t.Error("a preview of units that do not touch was accepted")
	}
}

// TestAutoResults runs both automatic results through resolve.
func TestAutoResults(t *testing.T) {
	// 7 against 1: four armoured divisions of 2 would be 8; use three and an infantry.
	g := position(t, "red", "red:arm1 3-3", "red:arm2 3-4", "red:arm3 3-5", "red:inf1 4-3", "blue:inf1 4-4")
	do(t, g, "endmove")
	do(t, g, "battle red:arm1,red:arm2,red:arm3,red:inf1 vs blue:inf1")
	do(t, g, "dice 6") // would be AE at 1-1, but no die is rolled at 7-1
	do(t, g, "resolve")
	b := g.st.Battles[0]
	if b.Odds.String() != "auto-DE" || b.Die != 0 || b.Result != DE {
		t.Errorf("7-1: %s die %d %s, want auto-DE without a die", b.Odds, b.Die, b.Result)
	}
	if len(g.st.Dice.Queue) != 1 {
		t.Error("the automatic result used a die")
	}

	// 1 against 7: one infantry ringed by seven blue units.
	g = position(t, "red", "red:inf1 5-5", "blue:inf1 4-4", "blue:inf2 4-5", "blue:inf3 4-6",
		"blue:inf4 5-4", "blue:inf5 5-6", "blue:inf6 6-4", "blue:inf7 6-5", "blue:inf8 12-16")
	do(t, g, "endmove")
	do(t, g, "battle red:inf1 vs blue:inf1,blue:inf2,blue:inf3,blue:inf4,blue:inf5,blue:inf6,blue:inf7")
	do(t, g, "resolve")
	b = g.st.Battles[0]
	if b.Odds.String() != "auto-AE" || b.Die != 0 || b.Result != AE || g.Unit(num("red:inf1")).Status != Eliminated {
		t.Errorf("1-7: %s die %d %s", b.Odds, b.Die, b.Result)
	}
}

// rulingsCRT is the table of R17 (docs/rules.md) as the rulebook prints it, transcribed separately from
// crt.go so that a slip in either shows.
const rulingsCRT = `
| 1 | AE | AE | AB2 | AB2 | DE | DE | DE | DE | DE | DE | DE |
| 2 | AE | AE | AE | AE | AB2 | EX | EX | EX | EX | EX | DB2 |
| 3 | AB2 | AB2 | AB2 | AB2 | AB2 | AB2 | DB2 | DB2 | DB2 | DE | DE |
| 4 | AE | AB2 | DB2 | DB2 | DB2 | DE | DE | DE | DE | DE | DE |
| 5 | AE | AE | AE | AE | AE | AE | AE | EX | EX | DB2 | DE |
| 6 | AE | AE | AE | AE | AE | AE | AE | AE | DE | DE | DE |`

// TestCRTR17 compares every cell of the table with the ruling, and the chances of the
// preview with the table.
func TestCRTR17(t *testing.T) {
	cols := []string{"1-6", "1-5", "1-4", "1-3", "1-2", "1-1", "2-1", "3-1", "4-1", "5-1", "6-1"}
	for _, line := range strings.Split(strings.TrimSpace(rulingsCRT), "\n") {
		cells := strings.Fields(strings.ReplaceAll(line, "|", " "))
		die := int(cells[0][0] - '0')
		for k, want := range cells[1:] {
			o := TableOdds[k]
			if o.String() != cols[k] {
				t.Fatalf("column %d is %s, want %s", k, o, cols[k])
			}
			if got := CRT(o, die).String(); got != want {
				t.Errorf("die %d at %s: %s, want %s (R17)", die, o, got, want)
			}
		}
	}
	p := Outcomes(2) // 3-1: DE on 1 and 4, EX on 2 and 5, DB2 on 3, AE on 6
	if !near(p[DE], 2.0/6) || !near(p[EX], 2.0/6) || !near(p[DB2], 1.0/6) || !near(p[AE], 1.0/6) {
		t.Errorf("3-1 chances %v", p)
	}
	if p := Outcomes(OddsAutoDE); !near(p[DE], 1) || len(p) != 1 {
		t.Errorf("auto-DE chances %v", p)
	}
}

func near(a, b float64) bool { return a-b < 1e-9 && b-a < 1e-9 }

// TestEachResultR17 resolves a battle with each result and a fixed die.
func TestEachResultR17(t *testing.T) {
	cases := []struct {
		attacker string // on 5-4, against blue:inf1 on 4-4
		die      int
		result   Result
		pending  DecisionKind
		redLost  bool
		blueLost bool
	}{
		{"red:inf1", 1, DE, NoDecision, false, true},        // 1-1
		{"red:inf1", 5, AE, NoDecision, true, false},        // 1-1
		{"red:inf1", 3, AB2, RetreatDecision, false, false}, // 1-1: blue retreats red
		{"red:arm1", 3, DB2, RetreatDecision, false, false}, // 2-1: red retreats blue
		{"red:inf1", 2, EX, NoDecision, true, true},         // 1-1: the only loss is forced
	}
	for _, c := range cases {
		g := position(t, "red", c.attacker+" 5-4", "blue:inf1 4-4", "red:inf9 12-1", "blue:inf9 1-16")
		do(t, g, "endmove")
		do(t, g, "battle "+c.attacker+" vs blue:inf1")
		do(t, g, "dice "+string(rune('0'+c.die)))
		do(t, g, "resolve 0")
		b := g.st.Battles[0]
		if b.Die != c.die || b.Result != c.result {
			t.Errorf("%s die %d: %s, want %s", c.attacker, c.die, b.Result, c.result)
		}
		if g.Pending().Kind != c.pending {
			t.Errorf("%s die %d: pending %v, want %v", c.attacker, c.die, g.Pending().Kind, c.pending)
		}
		if lost := g.Unit(num(c.attacker)).Status == Eliminated; lost != c.redLost {
			t.Errorf("%s die %d: attacker eliminated %v", c.attacker, c.die, lost)
		}
		if lost := g.Unit(num("blue:inf1")).Status == Eliminated; lost != c.blueLost {
			t.Errorf("%s die %d: defender eliminated %v", c.attacker, c.die, lost)
		}
	}
}

// TestObligationsR14R15: every contact must be fought, battles need every attacker next
// to every defender, each unit attacks and is attacked once, and no roll comes before
// every contact is in a battle.
func TestObligationsR14R15(t *testing.T) {
	setup := []string{"red:inf1 5-4", "red:arm1 5-5", "blue:inf1 4-4", "blue:inf2 4-6", "blue:inf9 1-16"}
	g := position(t, "red", setup...)
	do(t, g, "endmove")
	want := [][2]int{{num("red:arm1"), num("blue:inf1")}, {num("red:arm1"), num("blue:inf2")}, {num("red:inf1"), num("blue:inf1")}}
	if got := g.Contacts(); !slices.Equal(got, want) {
		t.Errorf("contacts %v, want %v", got, want)
	}
	var offered []string
	for _, a := range g.Legal() {
		offered = append(offered, a.String())
	}
	// red:inf1 touches only blue:inf1 and blue:inf2 only red:arm1, so those pairings are
	// forced; any other battle would leave one of them without a partner.
	wantOffers := []string{"battle red:arm1 vs blue:inf2", "battle red:inf1 vs blue:inf1"}
	if !slices.Equal(offered, wantOffers) {
		t.Errorf("offered %v, want %v", offered, wantOffers)
	}
	refused(t, g, "endturn", "Red 1st Arm. must still attack Blue 1st Inf.")
	refused(t, g, "resolve", "declare battles for every contact")
	refused(t, g, "battle red:inf1 vs blue:inf2", "Red 1st Inf. is not next to Blue 2nd Inf.")
	refused(t, g, "battle red:arm1 vs blue:inf1", "would leave Blue 2nd Inf. without an enemy")
	refused(t, g, "battle red:arm1,red:inf1 vs blue:inf1", "would leave Blue 2nd Inf. without an enemy")
	do(t, g, "battle red:inf1 vs blue:inf1")
	refused(t, g, "battle red:arm1 vs blue:inf1,blue:inf2", "Blue 1st Inf. has already been attacked")
	refused(t, g, "battle red:inf1 vs blue:inf2", "Red 1st Inf. has already attacked")
	refused(t, g, "battle blue:inf2 vs red:arm1", "only the moving side attacks")
	do(t, g, "battle red:arm1 vs blue:inf2")
	if len(g.Uncovered()) != 0 {
		t.Errorf("uncovered %v after both battles", g.Uncovered())
	}
	refused(t, g, "endturn", "battle 0 is declared but not resolved")
	do(t, g, "dice 1 1")
	do(t, g, "resolve 1")
	refused(t, g, "battle red:arm1 vs blue:inf2", "before the first die")
	do(t, g, "resolve")
	do(t, g, "endturn")
	if g.Side().String() != "blue" || g.Phase() != PhaseMovement {
		t.Errorf("after the turn: %s %s", g.Side(), g.Phase())
	}
}

// TestHQNeverAttacksR14: an HQ is never an attacker; an enemy touching only an HQ need
// not be attacked (the HQ itself is lost at the end of movement, R20).
func TestHQNeverAttacksR14(t *testing.T) {
	g := position(t, "blue", "blue:hq-1c 5-5", "blue:inf1 5-2", "red:inf1 4-5", "red:inf2 12-1")
	if c := g.Contacts(); len(c) != 0 {
		t.Errorf("contacts %v: an HQ has no attack obligation", c)
	}
	g3 := position(t, "blue", "blue:hq-1c 5-5", "blue:inf1 5-4", "red:inf1 4-5", "red:inf2 12-1")
	g3.st.Phase = PhaseCombat // as if the HQ had survived the end of movement
	if err := g3.checkBattle([]int{num("blue:hq-1c")}, []int{num("red:inf1")}); err == nil || !strings.Contains(err.Error(), "never attacks") {
		t.Errorf("an HQ declared as attacker: %v", err)
	}
}

// TestExchangeR18: all defenders are lost; the attacker gives up units worth at least the
// defenders' printed total (HQ as 1), no more than needed, or all he has.
func TestExchangeR18(t *testing.T) {
	// Three attackers against one infantry: any one of them covers the loss of 1.
	g := position(t, "red", "red:inf1 5-3", "red:inf2 5-4", "red:arm1 5-5", "blue:inf1 4-4", "blue:inf9 1-16")
	do(t, g, "endmove")
	do(t, g, "battle red:inf1,red:inf2,red:arm1 vs blue:inf1") // 4-1
	do(t, g, "dice 2")
	do(t, g, "resolve")
	p := g.Pending()
	if p.Kind != ExchangeDecision || p.Side.String() != "red" || p.Need != 1 {
		t.Fatalf("pending %+v, want red's exchange of 1 point", p)
	}
	if g.Unit(num("blue:inf1")).Status != Eliminated {
		t.Error("the defender survives the exchange")
	}
	var offers []string
	for _, a := range g.Legal() {
		offers = append(offers, a.String())
	}
	if want := []string{"lose red:arm1", "lose red:inf1", "lose red:inf2"}; !slices.Equal(offers, want) {
		t.Errorf("loss choices %v, want %v", offers, want)
	}
	refused(t, g, "lose red:inf1,red:inf2", "no unit may be given up beyond that")
	refused(t, g, "endturn", "must first choose the exchange losses")
	do(t, g, "lose red:inf2")
	if g.Unit(num("red:inf2")).Status != Eliminated || g.Unit(num("red:arm1")).Status != OnBoard {
		t.Error("the chosen loss was not carried out")
	}

	// Need 2 (an infantry and an HQ, which counts 1): only the armour covers it alone,
	// so the choice is forced and made at once.
	g = position(t, "red", "red:inf1 5-3", "red:arm1 5-4", "blue:inf1 4-4", "blue:hq-1c 4-3", "blue:inf9 1-16")
	do(t, g, "endmove")
	do(t, g, "battle red:inf1,red:arm1 vs blue:inf1,blue:hq-1c") // 3 against 2: 1-1
	do(t, g, "dice 2")
	do(t, g, "resolve")
	if g.Pending().Kind != NoDecision || g.Unit(num("red:arm1")).Status != Eliminated || g.Unit(num("red:inf1")).Status != OnBoard {
		t.Errorf("exchange of 2 against inf+arm: pending %v, arm1 %v, inf1 %v", g.Pending().Kind,
			g.Unit(num("red:arm1")).Status, g.Unit(num("red:inf1")).Status)
	}
	if g.Unit(num("blue:hq-1c")).Status != Eliminated {
		t.Error("the HQ survives the exchange")
	}
}

// TestExchangeShortForceR18: when the attackers' whole force does not exceed the
// defenders' total, all of it is lost without a choice.
func TestExchangeShortForceR18(t *testing.T) {
	g := position(t, "red", "red:inf1 5-4", "red:inf2 5-5", "blue:arm1 4-4", "blue:inf9 1-16")
	do(t, g, "endmove")
	do(t, g, "battle red:inf1,red:inf2 vs blue:arm1") // 2 against 2: 1-1, need 2
	do(t, g, "dice 2")
	do(t, g, "resolve")
	if g.Pending().Kind != NoDecision || g.Unit(num("red:inf1")).Status != Eliminated || g.Unit(num("red:inf2")).Status != Eliminated {
		t.Errorf("exchange of 2 with a force of 2: pending %v, inf1 %v, inf2 %v", g.Pending().Kind,
			g.Unit(num("red:inf1")).Status, g.Unit(num("red:inf2")).Status)
	}
	sets := lossSets([]int{num("red:inf1")}, 2)
	if len(sets) != 1 || !slices.Equal(sets[0], []int{num("red:inf1")}) {
		t.Errorf("a force of 1 against a need of 2: %v, want the whole force", sets)
	}
}

// TestAutoDecision: auto answers a pending decision the simple way (the cheapest
// exchange losses), and the AI can replace the chooser.
func TestAutoDecision(t *testing.T) {
	setup := []string{"red:inf1 5-3", "red:inf2 5-4", "red:arm1 5-5", "blue:inf1 4-4", "blue:inf9 1-16"}
	exchange := func() *Game {
		g := position(t, "red", setup...)
		do(t, g, "endmove")
		do(t, g, "battle red:inf1,red:inf2,red:arm1 vs blue:inf1")
		do(t, g, "dice 2")
		do(t, g, "resolve")
		return g
	}
	g := exchange()
	a, err := g.Auto()
	if err != nil || a.String() != "lose red:inf1" {
		t.Errorf("auto took %q (%v), want lose red:inf1", a, err)
	}
	if _, err := g.Auto(); err == nil {
		t.Error("auto with nothing pending accepted")
	}
	defer func(old func(*Game, []Action) Action) { AutoChooser = old }(AutoChooser)
	AutoChooser = func(g *Game, legal []Action) Action { return legal[len(legal)-1] }
	g = exchange()
	if a, _ := g.Auto(); a.String() != "lose red:inf2" {
		t.Errorf("the replaced chooser took %q", a)
	}
}

// TestRefusalsInGerman: every refusal carries a German sentence too.
func TestRefusalsInGerman(t *testing.T) {
	g := position(t, "red", "red:inf1 4-4", "red:inf2 4-5", "blue:inf1 12-16")
	a, _ := ParseAction(g.Board(), "move red:inf1 4-5")
	err := g.Apply(a)
	var e *Error
	if !errors.As(err, &e) {
		t.Fatalf("refusal %v is not a *game.Error", err)
	}
	if de := e.Text("de"); de == e.Text("en") || !strings.Contains(de, "Rote 1. Inf. kann nicht auf 4-5 enden: dort steht die rote 2. Inf.") {
		t.Errorf("German: %q", de)
	}
}
