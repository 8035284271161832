package lesson

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"taktik/game"
	"taktik/game/ai"
	"taktik/maps"
	"taktik/render/lang"
	"taktik/units"
)

// player is a newcomer at the board, as the lesson sees him: the game, and what the
// board shows of his work in progress.
type player struct {
	t   *testing.T
	g   *game.Game
	l   *Lesson
	obs Obs
}

func newPlayer(t *testing.T) *player {
	t.Helper()
	b, err := maps.Continent()
	if err != nil {
		t.Fatal(err)
	}
	g, err := NewGame(b, [2]string{"", "computer:rekrut"})
	if err != nil {
		t.Fatal(err)
	}
	return &player{t: t, g: g, l: New(), obs: Obs{Game: g, Selected: -1}}
}

// tick is a frame of the board: the lesson looks at the game.
func (p *player) tick() bool {
	p.obs.Game = p.g
	return p.l.Update(p.obs)
}

// on checks the step on the card.
func (p *player) on(id string) {
	p.t.Helper()
	if got := p.l.Step().ID; got != id {
		p.t.Fatalf("the card shows %q, want %q", got, id)
	}
}

// waits checks that the step stays where it is while nothing is done.
func (p *player) waits(id string) {
	p.t.Helper()
	p.on(id)
	if p.tick() {
		p.t.Fatalf("step %q went on before the player did anything", id)
	}
	p.on(id)
}

// does applies what the player does and checks that the step moves on to next.
func (p *player) does(next string, acts ...game.Action) {
	p.t.Helper()
	for _, a := range acts {
		if err := p.g.Apply(a); err != nil {
			p.t.Fatalf("%v: %v", a, err)
		}
	}
	if !p.tick() {
		p.t.Fatalf("step %q did not go on after %v", p.l.Step().ID, acts)
	}
	p.on(next)
}

// read is Next on a step that is read.
func (p *player) read(next string) {
	p.t.Helper()
	if !p.l.CanNext() {
		p.t.Fatalf("step %q offers no Next", p.l.Step().ID)
	}
	p.l.Next(p.obs)
	p.on(next)
}

func move(id, to string) game.Action {
	return game.Action{Kind: game.ActMove, Unit: Unit(id), To: sq(to), Index: -1}
}

func battle(att []string, def string) game.Action {
	a := game.Action{Kind: game.ActBattle, Unit: -1, Index: -1, Defenders: []int{Unit(def)}}
	for _, id := range att {
		a.Attackers = append(a.Attackers, Unit(id))
	}
	return a
}

var (
	endMove = game.Action{Kind: game.ActEndMove, Unit: -1, Index: -1}
	endTurn = game.Action{Kind: game.ActEndTurn, Unit: -1, Index: -1}
)

// resolve rolls battle k with the die the lesson queues, as the board does.
func (p *player) resolve(k int) game.Action {
	next := k
	for i, b := range p.g.Battles() {
		if next < 0 && !b.Resolved {
			next = i
		}
	}
	if d := First().DieFor(p.g, next); d > 0 {
		if err := p.g.Apply(game.Action{Kind: game.ActDice, Unit: -1, Index: -1, Rolls: []int{d}}); err != nil {
			p.t.Fatal(err)
		}
	}
	return game.Action{Kind: game.ActResolve, Unit: -1, Index: k}
}

// firstRetreat is the first retreat the engine offers.
func (p *player) firstRetreat() game.Action {
	for _, a := range p.g.Legal() {
		if a.Kind == game.ActRetreat {
			return a
		}
	}
	p.t.Fatal("no retreat offered")
	return game.Action{}
}

// TestTheLessonFollowsThePlayer plays the lesson through the engine as the board
// would: each step waits until the player has done what it asks, as the game's state
// shows it, and the game ends the turn as the texts explain it (R12, R14–R19, R21).
func TestTheLessonFollowsThePlayer(t *testing.T) {
	p := newPlayer(t)
	g := p.g
	p.on("welcome")
	if p.l.CanBack() || p.l.Stuck(p.obs) {
		t.Error("the first step offers Back or says the player is stuck")
	}
	p.read("squares")

	// R1: the tooltip of a square of Indigau, not of any other square
	p.obs.Tip, p.obs.TipShown = sq("30-30"), true
	p.waits("squares")
	p.obs.Tip = sq("35-34")
	p.does("terrain")
	p.obs.TipShown = false
	p.read("select")

	p.waits("select")
	p.obs.Selected = Unit(RedInfantry) // the wrong unit
	p.waits("select")
	p.obs.Selected = Unit(RedArmour)
	p.does("reach")
	if m := p.l.Marks(p.obs); !slices.Equal(m.Squares, []maps.Square{FirstHop}) {
		t.Errorf("the reach step marks %v, want 34-32", m.Squares)
	}
	p.waits("reach")
	p.does("contact", move(RedArmour, "34-32"))
	if u := g.Unit(Unit(RedArmour)); u.Left != 12 {
		t.Errorf("the armour has %d thirds left on 34-32, want 12 (the text says 4 points)", u.Left)
	}
	p.waits("contact")
	p.does("second", move(RedArmour, "34-34"))
	if g.Unit(Unit(RedArmour)).Left != 0 {
		t.Error("the armour did not stop next to the enemy (R12)")
	}
	p.obs.Selected = Unit(RedInfantry)
	p.waits("second")
	p.does("endmove", move(RedInfantry, "36-34"))
	p.waits("endmove")
	p.does("contacts", endMove)
	if n := len(g.Uncovered()); n != 4 {
		t.Fatalf("%d obliged pairs, want 4 (R14)", n)
	}
	p.read("build")

	p.obs.Attackers = []int{Unit(RedArmour)}
	p.obs.Defenders = []int{Unit(BlueCity)}
	p.waits("build")
	p.obs.Attackers = []int{Unit(RedArmour), Unit(RedInfantry)}
	p.does("table")
	pv, err := g.Preview(p.obs.Attackers, p.obs.Defenders)
	if err != nil || pv.Odds.String() != "3-1" {
		t.Fatalf("the battle at Indigau previews at %v (%v), the text says 3-1 (R16)", pv.Odds, err)
	}
	p.waits("table")
	p.obs.TableOpen = true
	p.does("declare")
	if m := p.l.Marks(p.obs); !slices.Equal(m.Buttons, []string{"play.declare"}) {
		t.Errorf("with the battle built the declare step marks %v, want the Declare button", m)
	}
	p.waits("declare")
	p.does("south", battle([]string{RedArmour, RedInfantry}, BlueCity))
	p.obs.Attackers, p.obs.Defenders, p.obs.TableOpen = nil, nil, false
	p.waits("south")
	p.does("roll", battle([]string{RedSouthA, RedSouthB}, BlueSouth))
	if o := g.Battles()[1].Odds.String(); o != "2-1" {
		t.Fatalf("the southern battle is at %s, the text says 2-1 (R16)", o)
	}

	// the dice the lesson queues: 3 at 3-1 is DB2, 2 at 2-1 is EX (R17)
	p.waits("roll")
	p.does("retreat", p.resolve(-1))
	if b := g.Battles()[0]; b.Die != 3 || b.Result != game.DB2 {
		t.Fatalf("Indigau: die %d, %v; the text says 3 and DB2", b.Die, b.Result)
	}
	p.waits("retreat")
	p.does("roll2", p.firstRetreat())
	p.does("exchange", p.resolve(-1))
	if b := g.Battles()[1]; b.Die != 2 || b.Result != game.EX {
		t.Fatalf("the south: die %d, %v; the text says 2 and EX", b.Die, b.Result)
	}
	if need := g.Pending().Need; need != 1 {
		t.Errorf("the exchange asks for %d points, the text says 1 (R18)", need)
	}
	p.waits("exchange")
	p.does("capture", game.Action{Kind: game.ActLose, Unit: -1, Index: -1, Attackers: []int{Unit(RedSouthB)}})
	p.waits("capture")
	p.does("blue", endTurn)
	if CityOwner(g) != units.Red {
		t.Fatal("Indigau was not taken at the end of the turn (R21)")
	}
	if !p.l.Step().Watch || p.l.Step().Variant(p.obs) != "" {
		t.Error("Blue's turn is not watched, or its text says Indigau was not taken")
	}

	// Blue's reply, by the computer, with Red deciding what Red must decide
	for g.Side() == units.Blue && g.Winner() == game.NoWinner {
		if g.Decider() == units.Red {
			if p.l.Step().ID == "blue" {
				p.does("blueretreat")
			}
			p.waits("blueretreat")
			if err := g.Apply(p.firstRetreat()); err != nil {
				t.Fatal(err)
			}
			continue
		}
		if id := p.l.Step().ID; id != "blue" && id != "blueretreat" {
			t.Fatalf("the card shows %q during Blue's turn", id)
		}
		if p.tick() {
			t.Fatalf("step %q went on in the middle of Blue's turn", p.l.Step().ID)
		}
		a, err := ai.Decide(g, ai.Rekrut)
		if err == nil {
			err = g.Apply(a)
		}
		if err != nil {
			t.Fatal(err)
		}
	}
	p.does("win")
	if g.Turn() != 2 || g.Side() != units.Red || CityOwner(g) != units.Red {
		t.Errorf("after Blue's reply: turn %d, %v to move, Indigau %v", g.Turn(), g.Side(), CityOwner(g))
	}
	lang.Set("en")
	if got := p.l.Step().Text(p.obs); !strings.Contains(got, "Blue has 5 cities; you hold 1 of them") {
		t.Errorf("the last lesson reads %q", got)
	}
	p.read("end")
	if !p.l.Last() || p.l.CanNext() || p.tick() {
		t.Error("the last step offers Next or moves on")
	}
}

// TestBattlesRolledInTheOtherOrder rolls the southern battle first: the lesson's
// dice still give each battle the result its text explains, and the steps whose
// decisions came early pass by.
func TestBattlesRolledInTheOtherOrder(t *testing.T) {
	p := newPlayer(t)
	g := p.g
	// the tooltip looked at, the armour selected, the table opened: each order, then a
	// look at the board and Next on the steps that are read
	p.obs.Tip, p.obs.TipShown, p.obs.TableOpen, p.obs.Selected = TipSquare, true, true, Unit(RedArmour)
	for _, a := range []game.Action{move(RedArmour, "34-32"), move(RedArmour, "34-34"), move(RedInfantry, "36-34"), endMove,
		battle([]string{RedSouthA, RedSouthB}, BlueSouth), battle([]string{RedArmour, RedInfantry}, BlueCity)} {
		for range 3 {
			if !p.tick() {
				p.l.Next(p.obs)
			}
		}
		if err := g.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	for range 4 { // the declarations made out of order finish three steps at once
		p.tick()
	}
	p.on("roll")
	if err := g.Apply(p.resolve(0)); err != nil { // the south first: a 2, an exchange
		t.Fatal(err)
	}
	if b := g.Battles()[0]; b.Result != game.EX {
		t.Fatalf("the southern battle rolled first gave %v, want EX", b.Result)
	}
	p.waits("roll")
	if err := g.Apply(game.Action{Kind: game.ActLose, Unit: -1, Index: -1, Attackers: []int{Unit(RedSouthA)}}); err != nil {
		t.Fatal(err)
	}
	p.waits("roll")
	p.does("retreat", p.resolve(1))
	if b := g.Battles()[1]; b.Result != game.DB2 {
		t.Fatalf("the battle at Indigau rolled second gave %v, want DB2", b.Result)
	}
	p.does("roll2", p.firstRetreat())
	p.does("capture") // the exchange was made already: its step is passed by
}

// TestBackNextAndStuck goes back to read a step while the board moves on, and sees
// the card say how to take back a move the step did not ask for.
func TestBackNextAndStuck(t *testing.T) {
	p := newPlayer(t)
	g := p.g
	p.read("squares")
	p.obs.Tip, p.obs.TipShown = TipSquare, true
	p.does("terrain")
	p.l.Back()
	p.on("squares")
	if !p.l.Reviewing() || !p.l.CanNext() || len(p.l.Marks(p.obs).Squares) != 0 {
		t.Error("an earlier step read again is not marked as such, offers no Next, or marks squares")
	}
	p.l.Back() // back to the first step, and no further
	p.l.Back()
	p.on("welcome")
	p.l.Next(p.obs)
	p.l.Next(p.obs)
	p.on("terrain")
	p.read("select")
	p.obs.Selected = Unit(RedArmour)
	p.does("reach")

	// the armour goes straight into Indigau: the reach step can no longer be done
	if err := g.Apply(move(RedArmour, "34-34")); err != nil {
		t.Fatal(err)
	}
	if p.tick() || !p.l.Stuck(p.obs) {
		t.Fatal("the armour went to 34-34 instead of 34-32 and the step is not stuck")
	}
	if err := g.Undo(); err != nil {
		t.Fatal(err)
	}
	if p.l.Stuck(p.obs) {
		t.Error("after Undo the step is still stuck")
	}
	// a southern infantry moving away breaks the plan the end of movement needs
	p.does("contact", move(RedArmour, "34-32"))
	p.does("second", move(RedArmour, "34-34"))
	p.does("endmove", move(RedInfantry, "36-34"))
	if err := g.Apply(move(RedSouthA, "37-28")); err != nil {
		t.Fatal(err)
	}
	if !p.l.Stuck(p.obs) {
		t.Error("a southern infantry left its contact and the end of movement is not stuck")
	}
	if err := g.Apply(endMove); err != nil {
		t.Fatal(err)
	}
	if p.tick() || !p.l.Stuck(p.obs) {
		t.Error("the movement ended off the plan, and the lesson went on or did not say so")
	}
	for range 2 {
		if err := g.Undo(); err != nil {
			t.Fatal(err)
		}
	}
	if p.l.Stuck(p.obs) {
		t.Error("after two Undos the end of movement is still stuck")
	}
}

// TestDie gives the lesson's battles the dice their texts explain, and any other
// battle the game's own (0): lesson-first.json names the die and the result it must
// give, and a battle built at other odds gets the die that gives that result there.
func TestDie(t *testing.T) {
	p := newPlayer(t)
	g := p.g
	for _, a := range []game.Action{move(RedArmour, "34-32"), move(RedArmour, "34-34"), move(RedInfantry, "36-34"), endMove,
		battle([]string{RedArmour, RedInfantry}, BlueCity), battle([]string{RedSouthA, RedSouthB}, BlueSouth)} {
		if err := g.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	if d := First().DieFor(g, 0); d != 3 || game.CRT(g.Battles()[0].Odds, d) != game.DB2 {
		t.Errorf("Die at Indigau = %d, want 3 for DB2 at 3-1", d)
	}
	if d := First().DieFor(g, 1); d != 2 || game.CRT(g.Battles()[1].Odds, d) != game.EX {
		t.Errorf("Die in the south = %d, want 2 for EX at 2-1", d)
	}
	if First().DieFor(g, 2) != 0 || First().DieFor(g, -1) != 0 {
		t.Error("a battle that does not exist gets a die")
	}
	// the armour alone at Indigau is not the lesson's battle
	q := newPlayer(t)
	for _, a := range []game.Action{move(RedArmour, "34-32"), move(RedArmour, "34-34"), endMove,
		battle([]string{RedArmour}, BlueCity)} {
		if err := q.g.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	if d := First().DieFor(q.g, 0); d != 0 {
		t.Errorf("a battle built otherwise gets the die %d", d)
	}
	if b := First().Battles; len(b) != 2 || b[0].Result != game.DB2 || b[1].Result != game.EX {
		t.Errorf("lesson-first.json's dice: %+v, want DB2 at Indigau and EX in the south", b)
	}
	if d := dieFor(game.ComputeOdds(5, 1), game.DB2, 3); d != 5 || game.CRT(game.ComputeOdds(5, 1), d) != game.DB2 {
		t.Errorf("dieFor at 5-1 = %d, want the 5 that gives DB2 there", d)
	}
}

// TestEveryLessonTextInBothLanguages checks that each text the lesson can show is in
// German and English, with the same arguments.
func TestEveryLessonTextInBothLanguages(t *testing.T) {
	all, err := lang.Tables()
	if err != nil {
		t.Fatal(err)
	}
	verbs := regexp.MustCompile(`%[dsv]`)
	for _, k := range Keys() {
		en, de := all["en"][k], all["de"][k]
		if strings.TrimSpace(en) == "" || strings.TrimSpace(de) == "" {
			t.Errorf("%s: en %q, de %q", k, en, de)
			continue
		}
		if a, b := verbs.FindAllString(en, -1), verbs.FindAllString(de, -1); !slices.Equal(a, b) {
			t.Errorf("%s takes %v in English and %v in German", k, a, b)
		}
	}
	if n := len(First().Steps()); n < 20 {
		t.Errorf("only %d steps", n)
	}
}

// TestTextsAreOurOwn checks that no run of six words of the lesson's German texts
// comes from the rulebook: the lesson explains the rules in its own words.
func TestTextsAreOurOwn(t *testing.T) {
	book, err := os.ReadFile(filepath.Join("..", "..", "..", "..", "shared", "rules", "taktik2-spielanleitung.txt"))
	if err != nil {
		t.Skipf("the rulebook is not beside the repository: %v", err)
	}
	words := func(s string) []string {
		return strings.FieldsFunc(strings.ToLower(s), func(r rune) bool {
			return !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || strings.ContainsRune("äöüß", r))
		})
	}
	runs := map[string]bool{}
	bw := words(string(book))
	for i := 0; i+6 <= len(bw); i++ {
		runs[strings.Join(bw[i:i+6], " ")] = true
	}
	all, err := lang.Tables()
	if err != nil {
		t.Fatal(err)
	}
	for _, k := range Keys() {
		w := words(all["de"][k])
		for i := 0; i+6 <= len(w); i++ {
			if run := strings.Join(w[i:i+6], " "); runs[run] {
				t.Errorf("%s repeats the rulebook: %q", k, run)
			}
		}
	}
}

// TestSquareStepShowsTheOrder: the step that explains "row, then column" names a
// square whose row and column differ, so the order can be seen (issue 15: it named
// 34-34), and the square lies in Indigau, as the step says.
func TestSquareStepShowsTheOrder(t *testing.T) {
	p := newPlayer(t)
	if TipSquare.Row == TipSquare.Col || !inCity(p.obs, TipSquare) {
		t.Fatalf("the step names %v", TipSquare)
	}
	defer lang.Set("en")
	for _, code := range []string{"en", "de"} {
		lang.Set(code)
		text := lang.T("tut.squares.text")
		if !strings.Contains(text, TipSquare.String()) || !strings.Contains(text, fmt.Sprint(TipSquare.Row)+", ") {
			t.Errorf("%s: the step's text does not name %v by row and column: %q", code, TipSquare, text)
		}
	}
}
