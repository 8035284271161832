//go:build gfx

package render

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"taktik/game"
	"taktik/game/ai"
	"taktik/game/store"
	"taktik/render/board"
	"taktik/render/lang"
	"taktik/render/menu"
	"taktik/render/play"
	"taktik/render/settings"
	"taktik/render/ui"
	"taktik/units"
)

func overlaps(a, b ui.Rect) bool {
	return a.X < b.X+b.W && b.X < a.X+a.W && a.Y < b.Y+b.H && b.Y < a.Y+a.H
}

// TestLoadScreenTellsGamesAndDamage: the Load screen lists a sound saved game with its
// turn, the side to move, its rules and its month; a file of garbage and one whose
// position was edited by hand (a unit on a square that does not exist) are marked as
// damaged; picking one says in a sentence, in the player's language, which file cannot
// be loaded and why — without its folder — beside the Back button, not under it.
func TestLoadScreenTellsGamesAndDamage(t *testing.T) {
	defer lang.Set("en")
	for _, size := range [][2]int{{1366, 768}, {1229, 652}} {
		for _, code := range []string{"en", "de"} {
			s := lazily(t, size[0], size[1])
			s.speak(code)
			dir, err := settings.SavesDir()
			if err != nil {
				t.Fatal(err)
			}
			if err := os.MkdirAll(dir, 0o755); err != nil {
				t.Fatal(err)
			}
			g, err := game.New(s.a.board, game.Options{Mode: game.Advanced, Seed: 5, Setup: game.SetupAuto, Weather: true})
			if err != nil {
				t.Fatal(err)
			}
			advance(t, g, func(g *game.Game) bool { return g.Turn() == 2 && g.Side() == units.Blue })
			good := filepath.Join(dir, "campaign.json")
			if err := g.Save(good); err != nil {
				t.Fatal(err)
			}
			data, _ := os.ReadFile(good)
			var f map[string]any
			if err := json.Unmarshal(data, &f); err != nil {
				t.Fatal(err)
			}
			f["units"].([]any)[0].(map[string]any)["square"] = "99-99"
			tampered, _ := json.Marshal(f)
			files := map[string][]byte{"garbage.json": []byte("garbage {"), "tampered.json": tampered}
			now := time.Now()
			for i, n := range []string{"garbage.json", "tampered.json"} {
				p := filepath.Join(dir, n)
				if err := os.WriteFile(p, files[n], 0o644); err != nil {
					t.Fatal(err)
				}
				os.Chtimes(p, now.Add(time.Duration(i+1)*time.Minute), now.Add(time.Duration(i+1)*time.Minute))
			}
			d := menu.NewLoad(s.a)
			s.a.GoTo(d)
			s.play(20)
			s.until("the saved games read", d.Ready)
			idx := map[string]int{}
			for i, sg := range d.Games() {
				idx[sg.Name] = i
			}
			info, bad := d.Info(idx["campaign"])
			if bad != nil || info.Turn != 2 || info.Side != units.Blue || info.Mode != game.Advanced || info.Month == 0 {
				t.Errorf("%v %s: the sound game reads %+v, %v", size, code, info, bad)
			}
			for _, n := range []string{"garbage", "tampered"} {
				if _, bad := d.Info(idx[n]); bad == nil {
					t.Errorf("%v %s: %s is not marked as damaged", size, code, n)
				}
				x, y := d.Entry(idx[n])
				s.clickAt(x, y, 2)
				on[*menu.Load](s)
				msg := d.Message()
				if !strings.Contains(msg, n) || strings.Contains(msg, dir) || strings.Contains(msg, ".json") {
					t.Errorf("%v %s: picking %s says %q", size, code, n, msg)
				}
				if m := d.MessageRect(); overlaps(m, d.BackRect()) {
					t.Errorf("%v %s: the message %+v runs under Back %+v", size, code, m, d.BackRect())
				} else if m.Y+m.H > float64(size[1]) {
					t.Errorf("%v %s: the message runs off the screen", size, code)
				}
				for i := range d.Games() {
					if x, y := d.Entry(i); y != 0 && d.MessageRect().Contains(x, y) {
						t.Errorf("%v %s: the message covers entry %d", size, code, i)
					}
				}
			}
			if code == "de" && !strings.Contains(d.Message(), "lässt sich nicht laden") {
				t.Errorf("the German message reads %q", d.Message())
			}
		}
	}
}

// TestFailedContinueLeavesQuitFree: a truncated autosave, Continue on the title: the
// message names the autosave and stands clear of every entry, Quit among them.
func TestFailedContinueLeavesQuitFree(t *testing.T) {
	defer lang.Set("en")
	for _, size := range [][2]int{{1366, 768}, {1229, 652}, {800, 560}} {
		for _, code := range []string{"en", "de"} {
			s := lazily(t, size[0], size[1])
			s.speak(code)
			g := newBasic(t, s, 3)
			path := autosave(t)
			os.MkdirAll(filepath.Dir(path), 0o755)
			if err := g.Save(path); err != nil {
				t.Fatal(err)
			}
			data, _ := os.ReadFile(path)
			os.WriteFile(path, data[:len(data)/2], 0o644)
			s.play(2)
			title := on[*menu.Title](s)
			x, y, _ := title.Entry(menu.EntryContinue)
			s.clickAt(x, y, 2)
			title = on[*menu.Title](s)
			r, ok := title.NoticeRect()
			if !ok {
				t.Fatalf("%v %s: no message after a failed Continue", size, code)
			}
			for i := menu.EntryNew; i <= menu.EntryQuit; i++ {
				x, y, label := title.Entry(i)
				if r.Contains(x, y) || r.Contains(x-ui.S(100), y) || r.Contains(x+ui.S(100), y) {
					t.Errorf("%v %s: the message %+v covers %q", size, code, r, label)
				}
			}
			if r.X < 0 || r.Y < 0 || r.X+r.W > float64(size[0]) || r.Y+r.H > float64(size[1]) {
				t.Errorf("%v %s: the message %+v leaves the screen", size, code, r)
			}
		}
	}
}

// TestLoadListScrollsToEverySave: with fourteen saved games, more than the screen has
// room for, the list shows the newest and a scrollbar; the wheel, End, the arrow keys
// and a click on the track bring the older ones into view, the focus never stays on an
// entry scrolled away, and the oldest game, clicked, is the one that loads.
func TestLoadListScrollsToEverySave(t *testing.T) {
	for _, size := range [][2]int{{1229, 652}, {1920, 1080}} {
		s := lazily(t, size[0], size[1])
		const saves = 14
		hashes := savedTurns(t, s, saves, game.Options{Mode: game.Basic, Seed: 9, Setup: game.SetupAuto},
			func(k int, _ time.Time) string { return "game" + string(rune('a'+k)) + ".json" })
		d := menu.NewLoad(s.a)
		s.a.GoTo(d)
		s.play(3)
		s.until("the saved games read", d.Ready)
		s.play(30) // the screen has faded in
		if got := len(d.Games()); got != saves {
			t.Fatalf("%v: the list offers %d of %d saved games", size, got, saves)
		}
		top, n := d.Shown()
		if top != 0 || n == 0 || n >= saves {
			t.Fatalf("%v: shown %d from %d; want the first few of %d", size, n, top, saves)
		}
		if x, y := d.Entry(n); x != 0 || y != 0 {
			t.Errorf("%v: entry %d is placed at %.0f,%.0f though it does not fit", size, n, x, y)
		}
		tr := d.Track()
		if tr.H <= 0 {
			t.Fatalf("%v: no scrollbar for a list longer than the screen", size)
		}
		if e := d.EntryRect(0); e.X+e.W > tr.X {
			t.Errorf("%v: the entries (to x %.0f) run under the scrollbar (from x %.0f)", size, e.X+e.W, tr.X)
		}
		// the wheel over the list: two notches down, then one up
		x0, y0 := d.Entry(0)
		s.in.Move(x0, y0)
		s.in.Scroll(-1)
		s.in.Scroll(-1)
		s.play(2)
		if top, _ := d.Shown(); top != 2 {
			t.Errorf("%v: two notches of the wheel scrolled to %d, want 2", size, top)
		}
		if f := d.Focus(); f < 2 || f >= 2+n {
			t.Errorf("%v: the focus stayed on entry %d, scrolled away", size, f)
		}
		s.in.Scroll(1)
		s.play(2)
		if top, _ := d.Shown(); top != 1 {
			t.Errorf("%v: a notch back up scrolled to %d, want 1", size, top)
		}
		// Home focuses the newest game; Down walks past the last shown entry and the
		// list follows
		s.in.Move(tr.X+tr.W/2, float64(size[1])-2) // the pointer out of the way
		s.play(1)
		s.press(ebiten.KeyHome)
		if top, _ := d.Shown(); d.Focus() != 0 || top != 0 {
			t.Errorf("%v: Home focuses %d and shows from %d; want 0 and 0", size, d.Focus(), top)
		}
		for range n {
			s.press(ebiten.KeyArrowDown)
		}
		if top, _ := d.Shown(); d.Focus() != n || top != 1 {
			t.Errorf("%v: after %d presses of Down the focus is %d and the list starts at %d; want %d and 1", size, n, d.Focus(), top, n)
		}
		// a click on the track below the thumb pages down; End shows the oldest game
		s.clickAt(tr.X+tr.W/2, tr.Y+tr.H-2, 2)
		if top2, _ := d.Shown(); top2 <= 1 {
			t.Errorf("%v: a click on the track left the list at %d", size, top2)
		}
		// the thumb dragged from the top of the track to below its end shows the end
		s.press(ebiten.KeyHome)
		s.in.Drag(tr.X+tr.W/2, tr.Y+2, tr.X+tr.W/2, tr.Y+tr.H+40, 8)
		s.play(2)
		if top, _ := d.Shown(); top != saves-n {
			t.Errorf("%v: dragging the thumb down shows from %d, want %d", size, top, saves-n)
		}
		if f := d.Focus(); f < saves-n {
			t.Errorf("%v: after the drag the focus stayed on entry %d, scrolled away", size, f)
		}
		s.press(ebiten.KeyEnd)
		if top, _ := d.Shown(); top != saves-n || d.Focus() != saves-1 {
			t.Errorf("%v: End shows from %d with %d focused, want %d and %d", size, top, d.Focus(), saves-n, saves-1)
		}
		last := saves - 1
		x, y := d.Entry(last)
		if y == 0 || d.Games()[last].Name != "gamea" {
			t.Fatalf("%v: the oldest game %q is not shown at the end (%.0f,%.0f)", size, d.Games()[last].Name, x, y)
		}
		s.clickAt(x, y, 20)
		if v := s.view(); v.Game().Hash() != hashes[0] {
			t.Errorf("%v: clicking the oldest game loaded another position", size)
		}
	}
}

// savedTurns plays a game with the computer on both sides and saves it n times, one
// player turn and a minute apart, under the names name(0, its time) (the first, the
// oldest) … name(n-1, …): saved games as a player's folder holds them. It gives each
// save's position.
func savedTurns(t *testing.T, s *scripted, n int, opts game.Options, name func(k int, at time.Time) string) []uint64 {
	t.Helper()
	dir, err := settings.SavesDir()
	if err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	g, err := game.New(s.a.board, opts)
	if err != nil {
		t.Fatal(err)
	}
	now := time.Now().Add(-time.Duration(n) * time.Minute)
	var hashes []uint64
	for k := range n {
		if k > 0 { // each save one player turn further on
			mark := 2*g.Turn() + int(g.Side())
			advance(t, g, func(x *game.Game) bool { return 2*x.Turn()+int(x.Side()) > mark && x.Pending().Kind == game.NoDecision })
		}
		at := now.Add(time.Duration(k) * time.Minute)
		p := filepath.Join(dir, name(k, at))
		if err := g.Save(p); err != nil {
			t.Fatal(err)
		}
		hashes = append(hashes, g.Hash())
		os.Chtimes(p, at, at)
	}
	return hashes
}

// TestNewGameKeepsThePreviousGame: starting a new game keeps the one Continue would have
// resumed among the saved games, named by its players; six new games keep the last five
// earlier ones. On the Load screen an entry's × asks before it deletes, Keep it leaves
// the file, and the Delete key and Enter delete it.
func TestNewGameKeepsThePreviousGame(t *testing.T) {
	defer lang.Set("en")
	s := lazily(t, 1366, 768)
	players := play.Commanders{{Computer: true, Level: ai.General}, {}}
	startGame(t, s.a, game.Options{Seed: 1, Setup: game.SetupAuto}, players)
	s.play(2)
	first := s.a.view.Game().Hash()
	startGame(t, s.a, game.Options{Seed: 2, Setup: game.SetupAuto}, play.Commanders{})
	var earlier []menu.SavedGame
	for _, sg := range s.a.SavedGames() {
		if sg.Earlier {
			earlier = append(earlier, sg)
		}
	}
	if len(earlier) != 1 {
		t.Fatalf("after a new game the saved games are %+v, want the first game among them", s.a.SavedGames())
	}
	g, _, err := play.LoadGame(s.a.board, earlier[0].Path)
	if err != nil || g.Hash() != first {
		t.Fatalf("the kept game does not load as the first game: %v", err)
	}
	for seed := uint64(3); seed < 9; seed++ {
		startGame(t, s.a, game.Options{Seed: seed, Setup: game.SetupAuto}, play.Commanders{})
	}
	n := 0
	for _, sg := range s.a.SavedGames() {
		if sg.Earlier {
			n++
		}
	}
	if n != play.KeptAutosaves {
		t.Errorf("%d earlier games kept, want %d", n, play.KeptAutosaves)
	}

	d := menu.NewLoad(s.a)
	s.a.GoTo(d)
	s.play(20)
	s.until("the saved games read", d.Ready)
	games := len(d.Games())
	victim := d.Games()[0].Path
	x := d.Cross(0)
	s.clickAt(x.CX(), x.CY(), 2)
	if d.Deleting() != 0 {
		t.Fatalf("the × did not ask (deleting %d)", d.Deleting())
	}
	no := d.Answer(false)
	s.clickAt(no.CX(), no.CY(), 2)
	if _, err := os.Stat(victim); err != nil || d.Deleting() != -1 {
		t.Fatalf("Keep it deleted the file or left the question up: %v", err)
	}
	s.press(ebiten.KeyDown) // the focus on the second entry
	s.press(ebiten.KeyUp)
	s.press(ebiten.KeyDelete)
	if d.Deleting() != 0 {
		t.Fatalf("Delete did not ask about the focused entry (deleting %d)", d.Deleting())
	}
	s.press(ebiten.KeyEnter) // the question's default is Keep it
	if _, err := os.Stat(victim); err != nil || d.Deleting() != -1 {
		t.Fatalf("Enter at once deleted the file or left the question up: %v", err)
	}
	s.press(ebiten.KeyDelete)
	s.press(ebiten.KeyRight) // the focus on Delete
	s.press(ebiten.KeyEnter)
	if _, err := os.Stat(victim); !os.IsNotExist(err) {
		t.Fatalf("the file is still there after the player agreed: %v", err)
	}
	s.play(20)
	d = on[*menu.Load](s)
	if len(d.Games()) != games-1 {
		t.Errorf("the list has %d entries after deleting one of %d", len(d.Games()), games)
	}
	s.until("the saved games read", d.Ready)
	s.play(1)
	for i, sg := range d.Games() {
		if sg.Earlier && !strings.Contains(d.EntryName(i), "against") {
			t.Errorf("an earlier game is listed as %q, not by its players", d.EntryName(i))
		}
	}
}

// stuckFS is storage whose reads do not answer until released (a file on a folder that
// hangs, a FIFO): at most three seconds, so that a read on the UI thread shows as a slow
// tick instead of a test that never ends.
type stuckFS struct {
	store.FS
	release chan struct{}
}

func (f stuckFS) Read(path string) ([]byte, error) {
	select {
	case <-f.release:
	case <-time.After(3 * time.Second):
	}
	return f.FS.Read(path)
}

// stuckAutosave writes a game to the autosave and makes every read stuck until released
// (stuckFS), as long as the test runs; the frames do not wait for the reads.
func stuckAutosave(t *testing.T, s *scripted) stuckFS {
	s.impatient = true
	g := newBasic(t, s, 3)
	path := autosave(t)
	os.MkdirAll(filepath.Dir(path), 0o755)
	if err := g.Save(path); err != nil {
		t.Fatal(err)
	}
	stuck := stuckFS{FS: store.Default(), release: make(chan struct{})}
	store.Use(stuck)
	t.Cleanup(func() { store.Use(stuck.FS) })
	return stuck
}

// TestContinueReadsOffTheUIThread: Continue with an autosave whose read does not answer
// shows that it loads at once, the window keeps ticking, Esc goes back to the title, and
// Ctrl+Q quits while the read still hangs. The Load screen shows its list at once too.
func TestContinueReadsOffTheUIThread(t *testing.T) {
	s := lazily(t, 1366, 768)
	stuck := stuckAutosave(t, s)
	s.play(2)
	title := on[*menu.Title](s)
	x, y, _ := title.Entry(menu.EntryContinue)
	start := time.Now()
	s.clickAt(x, y, 20)
	if d := time.Since(start); d > time.Second {
		t.Fatalf("Continue held the window for %v while the autosave did not answer", d)
	}
	if on[*loading](s) != s.a.reading {
		t.Fatal("the loading screen is not the read going on")
	}
	s.press(ebiten.KeyEscape)
	s.play(20)
	on[*menu.Title](s)

	start = time.Now()
	d := menu.NewLoad(s.a)
	s.a.GoTo(d)
	s.play(20)
	if d.Ready() || time.Since(start) > time.Second {
		t.Fatalf("the Load screen waited for its files (%v)", time.Since(start))
	}

	s.press(ebiten.KeyEscape)
	s.play(20)
	x, y, _ = on[*menu.Title](s).Entry(menu.EntryContinue)
	s.clickAt(x, y, 20)
	on[*loading](s)
	start = time.Now()
	s.in.Key(ebiten.KeyControl, ebiten.KeyQ)
	s.quitWithin(5, "Ctrl+Q while the autosave is read")
	if d := time.Since(start); d > time.Second {
		t.Errorf("quitting waited %v for the read", d)
	}
	close(stuck.release)
}

// TestNewGameKeepsOffTheUIThread: New game while the autosave does not answer (it is
// kept among the saved games first) leaves the window ticking and shows that it works;
// once the read answers the new game opens and the earlier game is among the saves.
func TestNewGameKeepsOffTheUIThread(t *testing.T) {
	s := lazily(t, 1366, 768)
	stuck := stuckAutosave(t, s)
	s.a.NewGameMenu()
	s.play(20)
	x, y := on[*menu.NewGame](s).Button(1)
	start := time.Now()
	s.clickAt(x, y, 20)
	if d := time.Since(start); d > time.Second {
		t.Fatalf("New game held the window for %v while the autosave did not answer", d)
	}
	if on[*loading](s) != s.a.reading {
		t.Fatal("the loading screen is not the work going on")
	}
	close(stuck.release)
	s.impatient = false
	s.play(20)
	if v := on[*board.View](s); v.Game().Options().Seed == 3 {
		t.Error("the board shows the previous game")
	}
	if games := s.a.SavedGames(); len(games) != 2 || !games[1].Earlier {
		t.Errorf("saved games %+v, want the previous game kept as an earlier one", games)
	}
}

// TestNewGameSetsAsideAHostileAutosave: an autosave that is a FIFO (or anything the
// game cannot keep, play.TestKeepAutosaveSetsAsideWhatItCannotKeep) no longer stops
// New game: it is set aside beside itself, the board says so in one line, and the new
// game is autosaved in its place.
func TestNewGameSetsAsideAHostileAutosave(t *testing.T) {
	s := lazily(t, 1366, 768)
	path := autosave(t)
	os.MkdirAll(filepath.Dir(path), 0o755)
	if err := syscall.Mkfifo(path, 0o644); err != nil {
		t.Skip("no FIFOs here:", err)
	}
	s.a.NewGameMenu()
	s.play(20)
	x, y := on[*menu.NewGame](s).Button(1)
	s.clickAt(x, y, 20)
	v := on[*board.View](s)
	if !v.ToastShown() {
		t.Error("the board does not say that the autosave was set aside")
	}
	if dir := os.Getenv("TAKTIK_SHOTS"); filepath.IsAbs(dir) {
		writePNG(t, s.screen, filepath.Join(dir, "autosave-set-aside.png"))
	}
	aside, _ := filepath.Glob(path + ".set-aside-*")
	if len(aside) != 1 {
		t.Fatalf("set aside: %v, want the FIFO beside the autosave", aside)
	}
	if st, err := os.Lstat(aside[0]); err != nil || st.Mode()&os.ModeNamedPipe == 0 {
		t.Errorf("what was set aside: %v, %v; want the FIFO itself", st, err)
	}
	s.a.Quit()
	if _, _, err := play.LoadGame(s.a.board, path); err != nil {
		t.Errorf("the new game's autosave: %v", err)
	}
}

// TestNewGameFailureFits: when the data folder cannot be made (its place is a file), New
// game stays on its dialog and says why, and the sentence, with the folder's long path
// in it, stays inside the dialog above its buttons at a laptop's screen and the
// largest, and beside them on a phone held across, where the form's rows scroll.
func TestNewGameFailureFits(t *testing.T) {
	for _, size := range [][2]int{{1366, 768}, {1920, 1080}, {844, 390}} {
		s := lazily(t, size[0], size[1])
		file := filepath.Join(t.TempDir(), strings.Repeat("a-folder-with-a-long-name/", 6), "a-file")
		os.MkdirAll(filepath.Dir(file), 0o755)
		if err := os.WriteFile(file, nil, 0o644); err != nil {
			t.Fatal(err)
		}
		t.Setenv("XDG_DATA_HOME", filepath.Join(file, "data"))
		s.a.NewGameMenu()
		s.play(20)
		d := on[*menu.NewGame](s)
		x, y := d.Button(1)
		s.clickAt(x, y, 20)
		d = on[*menu.NewGame](s)
		text, fits := d.Problem()
		if text == "" || !fits {
			t.Errorf("%dx%d: the failure %q shows whole: %v", size[0], size[1], text, fits)
		}
		if dir := os.Getenv("TAKTIK_SHOTS"); filepath.IsAbs(dir) {
			writePNG(t, s.screen, filepath.Join(dir, fmt.Sprintf("newgame-failed-%d.png", size[0])))
		}
	}
}
