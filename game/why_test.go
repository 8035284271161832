package game

import (
	"errors"
	"strings"
	"testing"
)

// refusal applies an action that must be refused and gives its English and German
// sentences; refused (helpers_test.go) checks that nothing changed.
func refusal(t *testing.T, g *Game, text string) (en, de string) {
	t.Helper()
	a, err := ParseAction(g.Board(), text)
	if err != nil {
		t.Fatalf("%s: %v", text, err)
	}
	before := g.Hash()
	err = g.Apply(a)
	var e *Error
	if !errors.As(err, &e) {
		t.Fatalf("%s: %v, want a refusal", text, err)
	}
	if g.Hash() != before {
		t.Fatalf("%s: the refusal changed the game", text)
	}
	return e.Text("en"), e.Text("de")
}

// TestWhyTooFarR11: a square the rules let the unit reach, only not with what it has
// left, is refused with the cost of the way and the movement left, in points (R11).
func TestWhyTooFarR11(t *testing.T) {
	g := position(t, "red", "red:inf1 4-4", "blue:inf1 12-16")
	if _, ok := reachMap(g, "red:inf1")["4-10"]; ok {
		t.Fatal("red:inf1 reaches 4-10, six squares away, with 15 thirds")
	}
	en, de := refusal(t, g, "move red:inf1 4-10")
	if en != "Red 1st Inf. cannot reach 4-10: the way there costs 6 movement points, and it has 5 left" ||
		de != "Rote 1. Inf. erreicht 4-10 nicht: der Weg dorthin kostet 6 Bewegungspunkte, und die Einheit hat noch 5" {
		t.Errorf("six squares with five points: %q / %q", en, de)
	}
	do(t, g, "move red:inf1 4-5") // 3 thirds spent, 12 left
	en, _ = refusal(t, g, "move red:inf1 4-10")
	if en != "Red 1st Inf. cannot reach 4-10: the way there costs 5 movement points, and it has 4 left" {
		t.Errorf("five squares with four points: %q", en)
	}
}

// TestWhyDetourR12: when the short way would end on contact with an enemy and the way
// around is too long, the refusal names the enemy and the cost of the way around.
func TestWhyDetourR12(t *testing.T) {
	g := position(t, "red", "red:inf1 4-4", "blue:inf1 4-7")
	en, de := refusal(t, g, "move red:inf1 4-9")
	if !strings.HasPrefix(en, "Red 1st Inf. cannot reach 4-9: on the way it would have to stop on ") ||
		!strings.HasSuffix(en, ", next to Blue 1st Inf.: a unit that comes into contact with the enemy stops there; the way around costs 6 movement points, and it has 5 left") {
		t.Errorf("past an enemy: %q", en)
	}
	if !strings.HasPrefix(de, "Rote 1. Inf. erreicht 4-9 nicht: unterwegs müsste die Einheit auf ") ||
		!strings.HasSuffix(de, "der Umweg kostet 6 Bewegungspunkte, und die Einheit hat noch 5") {
		t.Errorf("past an enemy, German: %q", de)
	}
}

// TestWhyMountainsR24: a clear square ringed by mountains is out of infantry's reach
// however much it has left, and the refusal says the mountains are the obstacle.
func TestWhyMountainsR24(t *testing.T) {
	src := sketch([]string{
		"~~~~~~~~~~",
		"..mmm.....",
		"..m.m.....",
		"..mmm.....",
		"~~~~~~~~~~",
	}, []string{"", "", "", ""})
	g := advanced(t, src, "red", "red:inf1 3-1", "red:mtn1 3-2", "blue:inf25 4-10")
	en, de := refusal(t, g, "move red:inf1 3-4")
	ok := false
	for _, s := range []string{"2-3", "3-3", "4-3"} {
		ok = ok || en == "Red 1st Inf. cannot reach 3-4: the way crosses the mountains on "+s+", and only mountain infantry goes into the mountains"
	}
	if !ok || !strings.Contains(de, "der Weg führt durch das Gebirge auf ") || !strings.HasSuffix(de, "und ins Gebirge gehen nur Gebirgsjäger") {
		t.Errorf("behind the mountains: %q / %q", en, de)
	}
	if _, ok := reachMap(g, "red:mtn1")["3-4"]; !ok {
		t.Error("mountain infantry cannot cross the ring either")
	}
}

// TestWhyFloodR30: in spring rain a river with no road bridge cannot be crossed at all,
// and the refusal names the weather that floods it (R30).
func TestWhyFloodR30(t *testing.T) {
	src := sketch([]string{
		"~~~~~~~~",
		"~......~",
		"~......~",
		"~......~",
		"~~~~~~~~",
	}, []string{"", "...|....", "...|....", "...|...."})
	g := optionalGame(t, src, []string{"mode=advanced", "weather=on"}, weatherDice(t, SpringRain), "red:inf1 3-4", "blue:inf1 2-7")
	en, de := refusal(t, g, "move red:inf1 3-5")
	if en != "Red 1st Inf. cannot reach 3-5: the weather this month (spring rain) floods the river between 3-4 and 3-5; only a road bridge leads across" ||
		de != "Rote 1. Inf. erreicht 3-5 nicht: das Wetter in diesem Monat (Frühlingsregen) lässt den Fluss zwischen 3-4 und 3-5 über die Ufer treten; nur eine Straßenbrücke führt hinüber" {
		t.Errorf("over the flooded river: %q / %q", en, de)
	}
}

// TestWhyNeverContradicts: over a whole board, a square refused as too far really costs
// more than the unit has left, and every refusal names the unit.
func TestWhyNeverContradicts(t *testing.T) {
	g := position(t, "red", "red:inf1 4-4", "red:arm1 6-6", "red:hq-1c 5-2", "blue:inf1 4-8", "blue:inf2 8-6")
	b := g.Board()
	tooFar, other := 0, 0
	for _, id := range []string{"red:inf1", "red:arm1", "red:hq-1c"} {
		u := num(id)
		reach := reachMap(g, id)
		name := UnitNames([]int{u}, "en", true)
		for i := range b.Size() {
			s := b.SquareAt(i)
			if _, ok := reach[s.String()]; ok || !b.TerrainAt(i).Land() {
				continue
			}
			_, _, err := g.Path(u, s)
			if err == nil {
				t.Fatalf("%s: Path to %s found a way Reach does not list", id, s)
			}
			msg := err.Error()
			if !strings.HasPrefix(msg, name) {
				t.Errorf("%s to %s: %q does not begin with the unit's name", id, s, msg)
			}
			if strings.Contains(msg, "red:") || strings.Contains(msg, "blue:") || strings.Contains(msg, "thirds") || strings.Contains(msg, "(R") {
				t.Errorf("%s to %s: %q shows protocol words", id, s, msg)
			}
			if cost, left, ok := costAndLeft(msg); ok {
				tooFar++
				if cost <= left {
					t.Errorf("%s to %s: %q: the way would be affordable", id, s, msg)
				}
			} else {
				other++
			}
		}
	}
	if tooFar == 0 || other == 0 {
		t.Errorf("%d squares refused as too far, %d for other reasons: the position should give both", tooFar, other)
	}
}

// costAndLeft reads the two amounts of a "… cost(s) X, and it has Y left" refusal, in
// thirds.
func costAndLeft(msg string) (cost, left int, ok bool) {
	k := strings.Index(msg, "costs ")
	if k < 0 {
		if k = strings.Index(msg, "cost "); k < 0 {
			return 0, 0, false
		}
		k--
	}
	c, _, _ := strings.Cut(msg[k+len("costs "):], " ")
	h := strings.LastIndex(msg, "has ")
	l := strings.TrimSuffix(msg[h+len("has "):], " left")
	cost, ok1 := parsePoints(c)
	left, ok2 := parsePoints(l)
	return cost, left, ok1 && ok2
}

// parsePoints reads MovePoints' writing ("4⅓", "⅔", "5") back as thirds.
func parsePoints(s string) (int, bool) {
	thirds := 0
	for _, frac := range []struct {
		sign  string
		value int
	}{{"⅓", 1}, {"⅔", 2}} {
		if rest, ok := strings.CutSuffix(s, frac.sign); ok {
			s, thirds = rest, frac.value
		}
	}
	whole := 0
	for _, r := range s {
		if r < '0' || r > '9' {
			return 0, false
		}
		whole = 10*whole + int(r-'0')
	}
	return 3*whole + thirds, true
}

// TestMovePoints: thirds are written as points with vulgar fractions (R11), and the
// parsing above reads them back.
func TestMovePoints(t *testing.T) {
	for thirds, want := range map[int]string{0: "0", 1: "⅓", 2: "⅔", 3: "1", 13: "4⅓", 15: "5", 23: "7⅔", -4: "-1⅓"} {
		if got := MovePoints(thirds); got != want {
			t.Errorf("MovePoints(%d) = %q, want %q", thirds, got, want)
		}
		if back, ok := parsePoints(want); thirds >= 0 && (!ok || back != thirds) {
			t.Errorf("parsePoints(%q) = %d %v, want %d", want, back, ok, thirds)
		}
	}
	for thirds, want := range map[int][2]string{1: {"⅓ movement point", "⅓ Bewegungspunkt"}, 3: {"1 movement point", "1 Bewegungspunkt"},
		4: {"1⅓ movement points", "1⅓ Bewegungspunkte"}, 18: {"6 movement points", "6 Bewegungspunkte"}} {
		if en, de := movement(thirds).in("en"), movement(thirds).in("de"); en != want[0] || de != want[1] {
			t.Errorf("movement(%d) = %q / %q, want %q / %q", thirds, en, de, want[0], want[1])
		}
	}
}

// TestUnitNamesInSentences: a unit is named by its label at the start of a sentence and,
// in German, with its article further on, in the dative after neben and von.
func TestUnitNamesInSentences(t *testing.T) {
	inf, hq := num("blue:inf1"), num("red:hq-1c")
	for _, c := range []struct {
		name   localized
		en, de string
	}{
		{who(inf), "Blue 1st Inf.", "Blaue 1. Inf."},
		{whom(inf), "Blue 1st Inf.", "die blaue 1. Inf."},
		{beside(inf), "Blue 1st Inf.", "der blauen 1. Inf."},
		{who(hq), "Red I Corps HQ", "Rotes HQ I. Korps"},
		{whom(hq), "Red I Corps HQ", "das rote HQ I. Korps"},
		{beside(hq), "Red I Corps HQ", "dem roten HQ I. Korps"},
		{whom(-1), "unit number -1", "Einheit Nummer -1"},
	} {
		if en, de := c.name.in("en"), c.name.in("de"); en != c.en || de != c.de {
			t.Errorf("%q / %q, want %q / %q", en, de, c.en, c.de)
		}
	}
	g := position(t, "red", "red:hq-1c 4-2", "blue:inf1 4-6")
	if _, de := refusal(t, g, "move red:hq-1c 4-5"); de != "Rotes HQ I. Korps darf nicht nach 4-5, neben der blauen 1. Inf.: ein Hauptquartier zieht nie neben den Feind" {
		t.Errorf("an HQ next to the enemy, German: %q", de)
	}
}
