//go:build gfx

package render

import (
	"errors"
	"os"
	"path/filepath"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"taktik/audio"
	"taktik/game"
	"taktik/game/ai"
	"taktik/maps"
	"taktik/render/board"
	"taktik/render/lang"
	"taktik/render/menu"
	"taktik/render/play"
	"taktik/render/settings"
	"taktik/render/ui"
	"taktik/units"
)

// quitTick runs one tick as the game loop does, through the program's own keys
// (app.step): it reports whether the program ended.
func (s *scripted) quitTick() bool {
	s.t.Helper()
	ui.NextFrame()
	s.a.in.Tick()
	err := s.a.step()
	if errors.Is(err, ebiten.Termination) {
		return true
	}
	if err != nil {
		s.t.Fatal(err)
	}
	s.a.Draw(s.screen)
	return false
}

// quitWithin runs ticks until the program ends, or fails after n.
func (s *scripted) quitWithin(n int, how string) {
	s.t.Helper()
	for range n {
		if s.quitTick() {
			return
		}
	}
	s.t.Fatalf("%s did not end the program", how)
}

// movedGame starts a basic game (Red a person, Blue the computer) and moves one of
// Red's units by two clicks: a turn in progress, not yet autosaved as it stands.
func movedGame(t *testing.T, s *scripted) (*game.Game, int, maps.Square) {
	t.Helper()
	g := newBasic(t, s, 7)
	look(s, g, 32, middleOf(g, units.Red))
	mover, to := moveByClicks(t, s, g)
	return g, mover, to
}

// restartAndContinue starts the program again on the same folders with these settings
// and chooses Continue on the title: the new program, on the board.
func restartAndContinue(t *testing.T, s *scripted, set settings.Settings) *scripted {
	t.Helper()
	b, err := maps.Continent()
	if err != nil {
		t.Fatal(err)
	}
	a := newApp(s.a.settingsPath, set, audio.NewSilent(), "", b)
	a.Layout(1366, 768)
	s2 := &scripted{t: t, a: a, in: s.in, screen: s.screen, lazy: true}
	a.useInput(s2.in)
	s2.play(2)
	x, y, _ := on[*menu.Title](s2).Entry(menu.EntryContinue)
	s2.clickAt(x, y, 20)
	return s2
}

// continueAfterRestart is restartAndContinue with the settings in memory: the game it
// returns to.
func continueAfterRestart(t *testing.T, s *scripted) *game.Game {
	t.Helper()
	return on[*board.View](restartAndContinue(t, s, s.a.set)).Game()
}

// TestCtrlQInAGameSavesTheTurnAsItStands: a unit moved in the middle of Red's turn,
// Ctrl+Q on the board ends the program, and Continue after a new start returns to that
// very position (the same engine hash, the unit on its new square, the turn not over).
func TestCtrlQInAGameSavesTheTurnAsItStands(t *testing.T) {
	s := lazily(t, 1366, 768)
	g, mover, to := movedGame(t, s)
	want := g.Hash()
	s.in.Key(ebiten.KeyControl, ebiten.KeyQ)
	s.quitWithin(5, "Ctrl+Q on the board")
	saved, _, err := play.LoadGame(s.a.board, autosave(t))
	if err != nil {
		t.Fatal(err)
	}
	if saved.Hash() != want {
		t.Errorf("the autosave is not the position the player left")
	}
	back := continueAfterRestart(t, s)
	if back.Hash() != want || back.Unit(mover).Square != to || back.Phase() != game.PhaseMovement || back.Side() != units.Red {
		t.Errorf("Continue returned to %v of %v's turn %d, %s on %v; want the move to %v kept",
			back.Phase(), back.Side(), back.Turn(), game.UnitInfo(mover).ID, back.Unit(mover).Square, to)
	}
}

// TestClosingTheWindowSavesTheTurn: the window's close button, in the middle of a turn.
func TestClosingTheWindowSavesTheTurn(t *testing.T) {
	s := lazily(t, 1366, 768)
	g, _, _ := movedGame(t, s)
	want := g.Hash()
	s.a.closing = func() bool { return true }
	s.quitWithin(1, "closing the window")
	if back := continueAfterRestart(t, s); back.Hash() != want {
		t.Error("after closing the window Continue does not return to the position left")
	}
}

// TestQuitFromTheTitleSavesTheGameInMemory: Menu → Main menu in the middle of a turn,
// then Quit on the title (and Ctrl+Q on the title too).
func TestQuitFromTheTitleSavesTheGameInMemory(t *testing.T) {
	for _, byKey := range []bool{false, true} {
		s := lazily(t, 1366, 768)
		g, _, _ := movedGame(t, s)
		want := g.Hash()
		s.a.Menu()
		s.play(20)
		if byKey {
			s.in.Key(ebiten.KeyControl, ebiten.KeyQ)
		} else {
			x, y, _ := on[*menu.Title](s).Entry(menu.EntryQuit)
			s.in.Click(x, y)
		}
		s.quitWithin(5, "Quit on the title")
		if back := continueAfterRestart(t, s); back.Hash() != want {
			t.Errorf("quit by key %v: Continue does not return to the position left", byKey)
		}
	}
}

// TestQuitWhenTheSaveFailsTellsAndWaits: an autosave that cannot be written keeps the
// program open with a sentence on the title; quitting again leaves.
func TestQuitWhenTheSaveFailsTellsAndWaits(t *testing.T) {
	s := lazily(t, 1366, 768)
	movedGame(t, s)
	file := filepath.Join(t.TempDir(), "a-file")
	if err := os.WriteFile(file, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	t.Setenv("XDG_DATA_HOME", filepath.Join(file, "data")) // no folder can be made in a file
	s.in.Key(ebiten.KeyControl, ebiten.KeyQ)
	for range 30 {
		if s.quitTick() {
			t.Fatal("the program ended although the game could not be saved")
		}
	}
	on[*menu.Title](s)
	if n := s.a.Notice(); n == "" || n == lang.T("settings.nosound") {
		t.Errorf("no sentence about the failed save: %q", n)
	}
	s.in.Key(ebiten.KeyControl, ebiten.KeyQ)
	s.quitWithin(5, "a second Ctrl+Q")
}

// The zoom the player chose on the map outlives the program: Ctrl+Q keeps it in the
// settings file, and after a new start (nothing in memory) Continue opens the game at
// it, and so does a new game.
func TestZoomSurvivesARestart(t *testing.T) {
	t.Cleanup(func() { board.SetZoom(0) })
	s := lazily(t, 1366, 768)
	g := newBasic(t, s, 7)
	s.a.play(board.NewView(s.a, g, s.a.pics, play.Commanders{{}, {Computer: true, Level: ai.Rekrut}}))
	s.play(20)
	_, zoomed := s.zoomInByWheel()
	s.in.Key(ebiten.KeyControl, ebiten.KeyQ)
	s.quitWithin(5, "Ctrl+Q on the board")
	set, err := settings.Load(s.a.settingsPath)
	if err != nil || set.Zoom != zoomed {
		t.Fatalf("the settings file keeps zoom %d (%v), want %d", set.Zoom, err, zoomed)
	}

	board.SetZoom(0) // a new process: nothing of the last one in memory
	s2 := restartAndContinue(t, s, set)
	a := s2.a
	if got := on[*board.View](s2).Camera().Level; got != zoomed {
		t.Errorf("Continue after a restart opened at zoom %d, want the %d chosen", got, zoomed)
	}
	startGame(t, a, game.Options{Mode: game.Basic, Seed: 9, Setup: game.SetupAuto}, play.Commanders{{}, {}})
	s2.play(20)
	if got := on[*board.View](s2).Camera().Level; got != zoomed {
		t.Errorf("a new game after a restart opened at zoom %d, want the %d chosen", got, zoomed)
	}
}

// TestAutosaveKeepsTheTurnAfterACrash: a move in the middle of Red's turn is in the
// autosave within two seconds, with no quitting at all: a program killed then (a crash,
// a power cut) continues from that position. The file is written at most every two
// seconds, so a move made just after the turn's start was saved is not in it at once,
// and a quick series of orders writes it once.
func TestAutosaveKeepsTheTurnAfterACrash(t *testing.T) {
	s := lazily(t, 1366, 768)
	g, mover, to := movedGame(t, s)
	want := g.Hash()
	read := func() *game.Game {
		saved, _, err := play.LoadGame(s.a.board, autosave(t))
		if err != nil {
			t.Fatal(err)
		}
		return saved
	}
	if read().Hash() == want {
		t.Fatal("the move was saved at once; want a moment's wait")
	}
	s.play(150) // 2.5 s at sixty ticks a second
	if read().Hash() != want {
		t.Fatal("2.5 s after the move the autosave still holds the turn's start")
	}
	// the process is killed here: nothing else is written, the next start continues
	back := continueAfterRestart(t, s)
	if back.Hash() != want || back.Unit(mover).Square != to {
		t.Errorf("Continue after a kill put %s on %v, want %v", game.UnitInfo(mover).ID, back.Unit(mover).Square, to)
	}
	if !back.CanUndo() {
		t.Error("after Continue the move cannot be taken back; no die was rolled since")
	}
}
