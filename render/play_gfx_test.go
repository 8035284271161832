//go:build gfx

package render

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"taktik/game"
	"taktik/game/ai"
	"taktik/maps"
	"taktik/render/board"
	"taktik/render/input"
	"taktik/render/menu"
	"taktik/render/play"
	"taktik/render/settings"
	"taktik/render/tutorial"
	"taktik/render/ui"
	"taktik/units"
)

// scripted is the app driven by a script of clicks and keys instead of a person.
type scripted struct {
	t      testing.TB
	a      *app
	in     *input.Script
	screen *ebiten.Image
	// lazy draws only the last frame of each play (and every tenth while waiting): the
	// state is the same, and a software GPU spends tens of milliseconds on a frame.
	lazy bool
	skip bool // this tick is not drawn
	// impatient plays on while a saved game is read, instead of waiting for it
	impatient bool
	// fingers: the helpers' clicks are a finger's taps (a tablet's player)
	fingers bool
}

// tap is a click, or a finger's tap when the script plays with fingers.
func (s *scripted) tap(x, y float64) {
	if s.fingers {
		s.in.FingerTap(x, y)
		return
	}
	s.in.Click(x, y)
}

func newScripted(t testing.TB, w, h int) *scripted {
	a := newTestApp(t, w, h)
	s := &scripted{t: t, a: a, in: input.NewScript(0, 0), screen: ebiten.NewImage(w, h)}
	a.useInput(s.in)
	return s
}

// tick runs one frame as the game loop does: input, update, draw.
func (s *scripted) tick() {
	s.t.Helper()
	ui.NextFrame()
	s.a.in.Tick()
	s.a.pollLoading()
	if err := s.a.scenes.Update(); err != nil {
		s.t.Fatal(err)
	}
	if !s.skip {
		s.a.Draw(s.screen)
	}
}

// play runs the queued input and then n quiet frames.
func (s *scripted) play(n int) {
	s.t.Helper()
	for !s.in.Idle() {
		s.skip = s.lazy
		s.tick()
	}
	s.waitForReads()
	for i := range n {
		s.skip = s.lazy && i < n-1
		s.tick()
	}
	s.skip = false
}

// waitForReads waits while a saved game is read on the worker (a click on the Load
// list, Continue), so that the frames after it see the game opened or the failure: as
// a person would, who waits for the loading screen to go.
func (s *scripted) waitForReads() {
	deadline := time.Now().Add(60 * time.Second)
	for s.a.reading != nil && len(s.a.reading.done) == 0 && !s.impatient && time.Now().Before(deadline) {
		time.Sleep(time.Millisecond)
	}
}

// until runs frames until ready reports true (the computer thinks in the background).
func (s *scripted) until(what string, ready func() bool) {
	s.t.Helper()
	deadline := time.Now().Add(90 * time.Second)
	for k := 0; !ready(); k++ {
		if time.Now().After(deadline) {
			s.t.Fatalf("%s never came", what)
		}
		s.skip = s.lazy && k%10 != 0
		s.tick()
		s.skip = false
		time.Sleep(2 * time.Millisecond)
	}
}

func (s *scripted) view() *board.View {
	s.t.Helper()
	if t, ok := s.a.scenes.Current().(*tutorial.Scene); ok { // the board under the lesson's card
		return t.View()
	}
	v, ok := s.a.scenes.Current().(*board.View)
	if !ok {
		s.t.Fatalf("the scene is %T, want the board", s.a.scenes.Current())
	}
	return v
}

// clickSquare clicks the middle of a square of the board.
func (s *scripted) clickSquare(sq maps.Square) {
	x, y := s.view().Camera().Centre(sq)
	s.tap(x, y)
	s.play(2)
}

// speak switches the game's language, as the Settings screen does.
func (s *scripted) speak(code string) {
	set := s.a.Settings()
	set.Language = code
	s.a.ChangeSettings(set)
}

// zoomInByWheel turns the wheel two notches over the middle of the map and gives the
// camera's level before and after; it fails the test when the zoom did not grow.
func (s *scripted) zoomInByWheel() (fitted, zoomed int) {
	s.t.Helper()
	fitted = s.view().Camera().Level
	m := s.view().MapRect()
	s.in.Move(m.X+m.W/2, m.Y+m.H/2)
	s.in.Scroll(1)
	s.in.Scroll(1)
	s.play(30)
	zoomed = s.view().Camera().Level
	if zoomed <= fitted {
		s.t.Fatalf("the wheel left the zoom at %d (fitted %d)", zoomed, fitted)
	}
	return fitted, zoomed
}

// legalTo is the target square of the first legal action of a kind for a unit.
func legalTo(t *testing.T, g *game.Game, kind game.ActionKind, unit int) maps.Square {
	t.Helper()
	for _, a := range g.Legal() {
		if a.Kind == kind && a.Unit == unit {
			return a.To
		}
	}
	t.Fatalf("no legal %v for %s", kind, game.UnitInfo(unit).ID)
	return maps.Square{}
}

// load opens a saved game as the Load screen does and runs frames until it is read (on
// the worker): nil when the game opened, the reason when it did not.
func (s *scripted) load(path string) error {
	s.t.Helper()
	var failed error
	done, before := false, s.a.view
	s.a.LoadGame(path, func(err error) { failed, done = err, true })
	s.until("the saved game read", func() bool { return done || s.a.view != before })
	return failed
}

// press presses keys together and lets them go.
func (s *scripted) press(keys ...ebiten.Key) {
	s.in.Key(keys...)
	s.play(2)
}

// clickButton clicks the order button under the map whose label starts with a text.
func (s *scripted) clickButton(label string) {
	s.t.Helper()
	if s.fingers {
		label = ui.KeyLess(label) // the fingers' bar names no keys
	}
	x, y, ok := s.view().Button(label)
	if !ok {
		s.t.Fatalf("no enabled button %q under the map", label)
	}
	s.tap(x, y)
	s.play(2)
}

func sqr(t *testing.T, text string) maps.Square {
	t.Helper()
	s, err := maps.ParseSquare(text)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func num(t testing.TB, id string) int {
	t.Helper()
	n, ok := game.UnitNumber(id)
	if !ok {
		t.Fatalf("no unit %s", id)
	}
	return n
}

// kinds lists the kinds of events, for comparing logs.
func kinds(list []game.Event) []string {
	var out []string
	for _, e := range list {
		out = append(out, e.Kind.String())
	}
	return out
}

// TestPlayATurnByMouseAndKeys plays a turn of a hand-made position through the board
// scene as a person would: select and move two units by clicks, end the movement (and
// confirm, since other units could still move), build a battle by clicks and declare
// it, roll with a fixed die (3-1, die 3: DB2, R17), retreat the beaten unit onto a
// highlighted square (R19), end the turn, watch the computer's turn to its end, save
// with Ctrl+S and load the file again. The engine's own account is checked at each step.
func TestPlayATurnByMouseAndKeys(t *testing.T) {
	s := newScripted(t, 1366, 768)
	g := handMadeAt(t, s, settings.Fast, "red:inf1 20-10", "red:arm1 21-10", "red:inf2 30-12", "blue:inf1 20-14", "blue:inf2 30-40")
	v := s.view()

	inf, arm, blue := num(t, "red:inf1"), num(t, "red:arm1"), num(t, "blue:inf1")
	// movement: click a unit, then a shaded square next to the enemy
	for _, m := range []struct {
		unit     int
		from, to string
	}{{inf, "20-10", "20-13"}, {arm, "21-10", "21-13"}} {
		s.clickSquare(sqr(t, m.from))
		s.clickSquare(sqr(t, m.to))
		if got := g.Unit(m.unit).Square; got != sqr(t, m.to) {
			t.Fatalf("%s on %v after clicking %s then %s, want %s", game.UnitInfo(m.unit).ID, got, m.from, m.to, m.to)
		}
		if g.Unit(m.unit).Left != 0 {
			t.Errorf("%s stopped next to the enemy with %d thirds left (R12)", game.UnitInfo(m.unit).ID, g.Unit(m.unit).Left)
		}
	}
	// E ends the movement; red:inf2 could still move, so the scene asks first
	s.press(ebiten.KeyE)
	if g.Phase() != game.PhaseMovement {
		t.Fatal("the movement ended without asking although red:inf2 could still move")
	}
	s.press(ebiten.KeyEscape) // Esc goes back to the movement
	if _, _, asking := v.Confirming(); g.Phase() != game.PhaseMovement || asking {
		t.Fatalf("phase %v after Esc; want the movement, the question gone", g.Phase())
	}
	s.press(ebiten.KeyE)
	s.press(ebiten.KeyE) // the button reads "End movement (E)": E again agrees
	if g.Phase() != game.PhaseCombat {
		t.Fatalf("phase %v after E, E: want the movement ended", g.Phase())
	}
	if c := g.Uncovered(); len(c) != 2 {
		t.Fatalf("uncovered contacts %v, want red:inf1 and red:arm1 against blue:inf1", c)
	}
	// combat: both attackers, then the defender, then Declare
	s.clickSquare(sqr(t, "20-13"))
	s.clickSquare(sqr(t, "21-13"))
	s.clickSquare(sqr(t, "20-14"))
	s.clickButton("Declare")
	if b := g.Battles(); len(b) != 1 || b[0].Odds.String() != "3-1" || !slices.Equal(b[0].Defenders, []int{blue}) {
		t.Fatalf("battles %+v, want one at 3-1 against blue:inf1", b)
	}
	// a fixed die: 3-1 with a 3 is DB2 (R17)
	if err := g.Apply(game.Action{Kind: game.ActDice, Rolls: []int{3}}); err != nil {
		t.Fatal(err)
	}
	s.press(ebiten.KeyR)
	s.until("the die to land", func() bool { return g.Battles()[0].Resolved })
	if b := g.Battles()[0]; b.Die != 3 || b.Result != game.DB2 {
		t.Fatalf("rolled %d for %v, want 3 for DB2", b.Die, b.Result)
	}
	// R19: the winner, Red, moves blue:inf1 two squares back: click a green square
	p := g.Pending()
	if p.Kind != game.RetreatDecision || p.Side != units.Red {
		t.Fatalf("pending %v for %v, want Red's retreat decision", p.Kind, p.Side)
	}
	retreats := play.NewRetreats(g.Legal())
	to := retreats.Squares(blue)
	if len(to) == 0 {
		t.Fatal("no retreat square offered")
	}
	s.clickSquare(to[len(to)-1])
	if got := g.Unit(blue).Square; got != to[len(to)-1] {
		t.Fatalf("blue:inf1 on %v after clicking %v", got, to[len(to)-1])
	}
	// end of turn, then the computer's turn, skipped with Space
	s.press(ebiten.KeyE)
	if g.Side() != units.Blue {
		t.Fatalf("side %v after ending Red's turn", g.Side())
	}
	s.until("the computer to start", func() bool { return len(g.History()) > 13 })
	s.press(ebiten.KeySpace)
	s.until("Red's second turn", func() bool {
		return g.Turn() == 2 && g.Side() == units.Red && g.Phase() == game.PhaseMovement
	})
	want := []string{"start", "turn", "move", "move", "endmove", "battle", "roll", "retreat", "turn"}
	got := kinds(g.Events())
	got = got[slices.Index(got, "start"):]
	if len(got) < len(want) || !slices.Equal(got[:len(want)], want) || got[len(got)-1] != "turn" {
		t.Errorf("events %v, want them to begin %v and end with Red's next turn", got, want)
	}
	// Ctrl+S saves among the saved games; the autosave holds the new turn
	s.press(ebiten.KeyControl, ebiten.KeyS)
	s.press(ebiten.KeyEnter) // the name it suggests
	list := s.a.SavedGames()
	var saved string
	for _, sg := range list {
		if !sg.Autosave {
			saved = sg.Path
		}
	}
	if saved == "" || !list[0].Autosave {
		t.Fatalf("saved games %+v, want the autosave and a quick save", list)
	}
	auto, _ := settings.AutosavePath()
	if ag, _, err := play.LoadGame(s.a.board, auto); err != nil || ag.Turn() != 2 || ag.Side() != units.Red {
		t.Errorf("the autosave: %v", err)
	}
	// load it again: the same position, and the computer still commands Blue
	before := g.Hash()
	if err := s.load(saved); err != nil {
		t.Fatal(err)
	}
	s.play(20)
	lv := s.view()
	if lv == v || lv.Game().Hash() != before {
		t.Error("the loaded game is not the one saved")
	}
	if want := (play.Commanders{{}, {Computer: true, Level: ai.Rekrut}}); lv.Players() != want {
		t.Errorf("players after loading %+v, want %+v", lv.Players(), want)
	}
	// a damaged file is refused with a sentence and the game goes on
	if err := os.WriteFile(saved, []byte("{not a game"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := s.load(saved); err == nil {
		t.Error("a damaged save loaded")
	}
	if s.view() != lv {
		t.Error("a failed load left the game in progress")
	}
}

// TestDeployByHand chooses the deployment by hand in the new-game form, places a unit
// from the tray by clicks onto a square the engine offers (R9), sees a click on a
// square it does not offer (a city of its own) refused, lets the rest be placed by the
// button, and hands over to the computer, which places its army and starts. The game
// runs in SetupHand, so the engine itself refuses any placement outside R9.
func TestDeployByHand(t *testing.T) {
	s := newScripted(t, 1920, 1080)
	s.lazy = true
	s.play(2)
	x, y, _ := on[*menu.Title](s).Entry(menu.EntryNew)
	s.clickAt(x, y, 20)
	ng := on[*menu.NewGame](s)
	x, y = ng.Option(menu.RowSetup, 1) // by hand; Blue is the computer (an officer)
	s.clickAt(x, y, 1)
	x, y = ng.Button(1)
	s.clickAt(x, y, 20)
	v := s.view()
	g := v.Game()
	if g.Phase() != game.PhaseSetup || g.Options().Setup != game.SetupHand {
		t.Fatalf("phase %v, setup %v; want the setup phase by hand", g.Phase(), g.Options().Setup)
	}
	first := play.Unplaced(g, units.Red)[0]
	x, y, ok := v.TrayCell(first)
	if !ok {
		t.Fatal("the first unit is not in the tray")
	}
	s.in.Click(x, y)
	s.play(2)
	// a city square of Red's is never offered (R9): the click places nothing, and the
	// engine refuses it as well
	city := s.a.board.City("Glutstadt")
	if city == nil {
		t.Fatal("no Glutstadt on the map")
	}
	v.Camera().CentreOn(city.Squares[0])
	s.clickSquare(city.Squares[0])
	if u := g.Unit(first); u.Status == game.OnBoard {
		t.Fatalf("%s placed on %v, a city square (R9)", game.UnitInfo(first).ID, u.Square)
	}
	if err := g.Clone().Apply(game.Action{Kind: game.ActPlace, Unit: first, To: city.Squares[0]}); err == nil {
		t.Error("the engine accepts a unit placed in a city in the deployment by hand (R9)")
	}
	target := legalTo(t, g, game.ActPlace, first)
	v.Camera().CentreOn(target)
	s.clickSquare(target)
	if u := g.Unit(first); u.Status != game.OnBoard || u.Square != target {
		t.Fatalf("%s is %v on %v, want placed on %v", game.UnitInfo(first).ID, u.Status, u.Square, target)
	}
	s.clickButton("Place the rest")
	if n := len(play.Unplaced(g, units.Red)); n != 0 {
		t.Fatalf("%d Red units still unplaced", n)
	}
	s.clickButton("Done")
	s.until("the computer's deployment", func() bool { return g.Phase() == game.PhaseMovement })
	if g.OnBoard(units.Blue) != units.PerSide || g.Unit(first).Square != target {
		t.Errorf("Blue has %d units on the board; %s on %v", g.OnBoard(units.Blue), game.UnitInfo(first).ID, g.Unit(first).Square)
	}
}

// TestQuickSaveNamesTheFile: Ctrl+S asks for a name; Enter keeps the one it suggests
// (the time), a name typed over it is the file's, and saving under a name already taken
// asks before it replaces that game. The Load screen lists what was saved.
func TestQuickSaveNamesTheFile(t *testing.T) {
	s := newScripted(t, 1366, 768)
	startGame(t, s.a, game.Options{Seed: 2}, play.Commanders{{Computer: true, Level: ai.General}, {}})
	s.play(20)
	dir, _ := settings.SavesDir()
	files := func() []string {
		entries, _ := os.ReadDir(dir)
		var names []string
		for _, e := range entries {
			names = append(names, e.Name())
		}
		return names
	}
	s.in.Key(ebiten.KeyControl, ebiten.KeyS)
	s.play(2)
	if _, up := s.view().NamingSave(); !up || len(files()) != 0 {
		t.Fatalf("Ctrl+S saved at once (%v) instead of asking for a name", files())
	}
	s.press(ebiten.KeyEnter)
	if f := files(); len(f) != 1 || !strings.HasSuffix(f[0], ".json") || !strings.HasPrefix(f[0], "20") {
		t.Fatalf("files in the saves folder %v, want one game named by the time", f)
	}
	path := filepath.Join(dir, files()[0])
	found := false
	for _, sg := range s.a.SavedGames() {
		found = found || sg.Path == path
	}
	if !found {
		t.Errorf("%s is not offered by the Load screen", path)
	}
	_, cs, err := play.LoadGame(s.a.board, path)
	if err != nil || cs != (play.Commanders{{Computer: true, Level: ai.General}, {}}) {
		t.Errorf("players of the saved game %+v, %v; want the General as Red", cs, err)
	}

	named := filepath.Join(dir, "Nordfront.json")
	for round := range 2 {
		s.in.Key(ebiten.KeyControl, ebiten.KeyS)
		s.play(2)
		s.in.Type("Nordfront")
		s.play(2)
		if text, _ := s.view().NamingSave(); text != "Nordfront" {
			t.Fatalf("round %d: the name reads %q after typing over the suggestion", round, text)
		}
		before, _ := os.Stat(named)
		s.press(ebiten.KeyEnter)
		if round == 0 {
			if _, err := os.Stat(named); err != nil {
				t.Fatalf("no Nordfront.json after saving under that name: %v", err)
			}
			os.Chtimes(named, time.Unix(1, 0), time.Unix(1, 0))
			continue
		}
		if after, _ := os.Stat(named); !after.ModTime().Equal(before.ModTime()) {
			t.Fatal("a saved game of the same name was replaced without asking")
		}
		s.press(ebiten.KeyEnter) // yes, replace it
		if after, _ := os.Stat(named); after.ModTime().Equal(before.ModTime()) {
			t.Error("agreeing to replace the saved game did not save")
		}
	}
	if len(files()) != 2 {
		t.Errorf("files %v, want the timed save and Nordfront", files())
	}
}

// TestDropByClick flies a paratroop unit from its own city (R26, advanced game): the
// drop's target squares are offered for the selected unit, a click on one that it
// cannot march to drops it there, and a Shift+click drops it where it could march too.
func TestDropByClick(t *testing.T) {
	for _, shift := range []bool{false, true} {
		s := newScripted(t, 1920, 1080)
		b := s.a.board
		city := b.City("Glutstadt")
		if city == nil {
			t.Fatal("no Glutstadt on the map")
		}
		g, err := game.New(b, game.Options{Mode: game.Advanced, Seed: 5, Setup: game.SetupEmpty})
		if err != nil {
			t.Fatal(err)
		}
		para := num(t, "red:para1")
		for _, a := range []game.Action{
			{Kind: game.ActPlace, Unit: para, To: city.Squares[0]},
			{Kind: game.ActPlace, Unit: num(t, "blue:inf1"), To: sqr(t, "20-45")},
			{Kind: game.ActStart},
		} {
			if err := g.Apply(a); err != nil {
				t.Fatalf("%v: %v", a, err)
			}
		}
		ops := g.LegalOperations(para)
		reach := map[maps.Square]bool{}
		for _, r := range g.Reach(para) {
			reach[r.Square] = true
		}
		var target maps.Square
		for _, a := range ops {
			if a.Kind == game.ActDrop && reach[a.To] == shift {
				target = a.To
				break
			}
		}
		if target == (maps.Square{}) {
			t.Fatalf("no drop target with march %v among %d operations", shift, len(ops))
		}
		s.a.play(board.NewView(s.a, g, s.a.pics, play.Commanders{}))
		s.play(20)
		s.clickSquare(city.Squares[0])
		s.view().Camera().CentreOn(target)
		x, y := s.view().Camera().Centre(target)
		if shift {
			s.in.Hold(ebiten.KeyShift)
		}
		s.in.Click(x, y)
		s.play(2)
		if got := g.Unit(para).Square; got != target {
			t.Fatalf("shift %v: red:para1 on %v after clicking the drop target %v", shift, got, target)
		}
		if e := g.Events(); e[len(e)-1].Kind != game.EvDrop {
			t.Errorf("shift %v: the last event is %v, want a drop", shift, e[len(e)-1].Kind)
		}
	}
}

// TestMarineBackToSeaByClick sends a marine back to sea after its attack (R27,
// advanced game), the combat phase's special operation: Shift+click picks the marine,
// a click on an offered port square carries it out.
func TestMarineBackToSeaByClick(t *testing.T) {
	s := newScripted(t, 1920, 1080)
	b := s.a.board
	mar, blue := num(t, "red:mar1"), num(t, "blue:inf1")
	var port maps.Square
	for _, c := range b.Cities {
		if c.Side == units.Red && len(c.Ports) > 0 {
			port = c.Ports[0]
			break
		}
	}
	// first find where the marine can land, then put an enemy beside that beach
	setup := func(enemy maps.Square) *game.Game {
		g, err := game.New(b, game.Options{Mode: game.Advanced, Seed: 5, Setup: game.SetupEmpty})
		if err != nil {
			t.Fatal(err)
		}
		acts := []game.Action{{Kind: game.ActPlace, Unit: mar, To: port},
			{Kind: game.ActPlace, Unit: num(t, "blue:inf2"), To: sqr(t, "40-50")}}
		if enemy != (maps.Square{}) {
			acts = append(acts, game.Action{Kind: game.ActPlace, Unit: blue, To: enemy})
		}
		for _, a := range append(acts, game.Action{Kind: game.ActStart}) {
			if err := g.Apply(a); err != nil {
				t.Fatalf("%v: %v", a, err)
			}
		}
		return g
	}
	var beach, enemy maps.Square
	for _, a := range setup(maps.Square{}).LegalOperations(mar) {
		if a.Kind != game.ActSail || b.BeachAt(a.To) == nil {
			continue
		}
		for _, nb := range b.Neighbours(a.To) {
			if b.Terrain(nb) == maps.Clear && b.BeachAt(nb) == nil && !b.Port(nb) && b.CityAt(nb) == nil {
				beach, enemy = a.To, nb
				break
			}
		}
		if beach != (maps.Square{}) {
			break
		}
	}
	if beach == (maps.Square{}) {
		t.Skip("no beach with clear land beside it within the marine's reach")
	}
	g := setup(enemy)
	for _, a := range []game.Action{
		{Kind: game.ActSail, Unit: mar, To: beach, Index: -1},
		{Kind: game.ActEndMove, Unit: -1, Index: -1},
		{Kind: game.ActBattle, Unit: -1, Index: -1, Attackers: []int{mar}, Defenders: []int{blue}},
	} {
		if err := g.Apply(a); err != nil {
			t.Fatalf("%v: %v", a, err)
		}
	}
	// the attack first: a die that removes the defender and leaves the marine standing
	odds := g.Battles()[0].Odds
	die := 0
	for d := 6; d >= 1; d-- {
		if game.CRT(odds, d) == game.DE {
			die = d
		}
	}
	if die == 0 {
		t.Skipf("no die gives DE at %v", odds)
	}
	for _, a := range []game.Action{{Kind: game.ActDice, Rolls: []int{die}}, {Kind: game.ActResolve, Unit: -1, Index: 0}} {
		if err := g.Apply(a); err != nil {
			t.Fatalf("%v: %v", a, err)
		}
	}
	var back []maps.Square
	for _, a := range g.LegalOperations(mar) {
		back = append(back, a.To)
	}
	if len(back) == 0 {
		t.Fatal("the engine offers no way back to sea after the attack")
	}
	s.a.play(board.NewView(s.a, g, s.a.pics, play.Commanders{}))
	s.play(20)
	s.view().Camera().CentreOn(beach)
	s.in.Hold(ebiten.KeyShift)
	s.clickSquare(beach)
	s.in.Release(ebiten.KeyShift)
	s.view().Camera().CentreOn(back[0])
	s.play(1)
	s.clickSquare(back[0])
	if got := g.Unit(mar).Square; got != back[0] {
		t.Fatalf("red:mar1 on %v after Shift+clicking it and clicking the port %v", got, back[0])
	}
	if e := g.Events(); e[len(e)-1].Kind != game.EvWithdrawal {
		t.Errorf("the last event is %v, want the marine's withdrawal", e[len(e)-1].Kind)
	}
}
