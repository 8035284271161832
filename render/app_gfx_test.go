//go:build gfx

package render

import (
	"image/color"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"taktik/audio"
	"taktik/game"
	"taktik/game/ai"
	"taktik/maps"
	"taktik/render/board"
	"taktik/render/counter"
	"taktik/render/gfxtest"
	"taktik/render/lang"
	"taktik/render/menu"
	"taktik/render/play"
	"taktik/render/settings"
	"taktik/render/ui"
	"taktik/units"
)

// newTestApp makes the program around the scenes with no sound and its settings and
// saved games in a temporary folder, laid out for a screen of w × h pixels.
func newTestApp(t testing.TB, w, h int) *app {
	t.Helper()
	gfxtest.EndFrame() // what earlier tests uploaded is let go
	dir := t.TempDir()
	t.Setenv("XDG_CONFIG_HOME", filepath.Join(dir, "config"))
	t.Setenv("XDG_DATA_HOME", filepath.Join(dir, "data"))
	b, err := maps.Continent()
	if err != nil {
		t.Fatal(err)
	}
	set := settings.Defaults()
	set.Language = "en"
	lang.Set("en")
	a := newApp(filepath.Join(dir, "config", "taktik2", "settings.json"), set, audio.NewSilent(), "", b)
	a.Layout(w, h)
	return a
}

// frames runs the app for n ticks, drawing each onto screen.
func frames(t *testing.T, a *app, screen *ebiten.Image, n int) {
	t.Helper()
	for range n {
		a.pollLoading()
		if err := a.scenes.Update(); err != nil {
			t.Fatal(err)
		}
		screen.Clear()
		a.Draw(screen)
	}
}

// until runs frames until ready reports true, for the pictures painted in the background.
func until(t *testing.T, a *app, screen *ebiten.Image, what string, ready func() bool) {
	t.Helper()
	deadline := time.Now().Add(60 * time.Second)
	for !ready() {
		if time.Now().After(deadline) {
			t.Fatalf("%s never came", what)
		}
		frames(t, a, screen, 1)
		time.Sleep(10 * time.Millisecond)
	}
}

func rgba(c color.Color) color.RGBA { return color.RGBAModel.Convert(c).(color.RGBA) }

func alike(a, b color.RGBA, tol int) bool {
	d := func(x, y uint8) bool { return int(x)-int(y) <= tol && int(y)-int(x) <= tol }
	return d(a.R, b.R) && d(a.G, b.G) && d(a.B, b.B)
}

func TestTitleShowsTheMapAndTheName(t *testing.T) {
	a := newTestApp(t, 1366, 768)
	screen := ebiten.NewImage(1366, 768)
	level := board.CoverLevel(a.board, 1366, 768)
	until(t, a, screen, "the title's map", func() bool { return a.pics.Board(level) != nil })
	frames(t, a, screen, 2)
	if _, ok := a.scenes.Current().(*menu.Title); !ok {
		t.Fatalf("the first scene is %T, want the title", a.scenes.Current())
	}
	// the map shows through the veil: many colours, not one olive fill
	colours := map[color.RGBA]bool{}
	for y := 0; y < 768; y += 16 {
		for x := 0; x < 1366; x += 16 {
			colours[rgba(screen.At(x, y))] = true
		}
	}
	if len(colours) < 40 {
		t.Errorf("only %d colours on the title: the map is missing", len(colours))
	}
	// the name in cream letters somewhere in the upper half
	cream := 0
	for y := 0; y < 384; y++ {
		for x := 300; x < 1066; x++ {
			if alike(rgba(screen.At(x, y)), rgba(ui.Cream), 8) {
				cream++
			}
		}
	}
	if cream < 2000 {
		t.Errorf("%d cream pixels in the upper half; the title is missing", cream)
	}
	// the eight entries stand in a column on olive buttons, under the name, labelled in
	// the player's language; Continue is greyed while there is nothing to continue
	title := a.scenes.Current().(*menu.Title)
	want := []string{"New game", "Lessons and scenarios", "Continue", "Load game", "Play online", "Settings", "Rules", "Quit"}
	lastY := 0.0
	for i, w := range want {
		x, y, label := title.Entry(i)
		if label != w {
			t.Errorf("entry %d reads %q, want %q", i, label, w)
		}
		if y <= lastY || y < 384*0.5 || x < 600 || x > 766 {
			t.Errorf("entry %q at %.0f,%.0f: not in a centred column under the name", w, x, y)
		}
		lastY = y
		px := rgba(screen.At(int(x)-60, int(y)-8))
		olive := alike(px, rgba(ui.Olive), 12) || alike(px, rgba(ui.OliveLight), 12)
		if greyed := i == menu.EntryContinue; olive == greyed {
			t.Errorf("entry %q: button colour %v (greyed: %v)", w, px, greyed)
		}
	}
	lang.Set("de")
	defer lang.Set("en")
	if _, _, label := title.Entry(menu.EntryNew); label != "Neues Spiel" {
		t.Errorf("the first entry in German reads %q", label)
	}
}

func TestNewGameShowsEveryCounterOnItsSquare(t *testing.T) {
	a := newTestApp(t, 1920, 1080)
	screen := ebiten.NewImage(1920, 1080)
	opts := game.Options{Mode: game.Basic, Seed: 7, First: units.Red, Setup: game.SetupAuto}
	startGame(t, a, opts, play.Commanders{{}, {Computer: true, Level: ai.General}})
	frames(t, a, screen, 20) // past the fade
	v, ok := a.scenes.Current().(*board.View)
	if !ok {
		t.Fatalf("after New game the scene is %T, want the board", a.scenes.Current())
	}
	cam := v.Camera()
	size := counter.SizeFor(cam.Level)
	until(t, a, screen, "the board and the counters", func() bool {
		img, _ := a.pics.Counters(size)
		return a.pics.Board(cam.Level) != nil && img != nil
	})
	frames(t, a, screen, 1)
	g := v.Game()
	placed, seen := 0, 0
	r0, c0, r1, c1 := cam.Visible()
	for n := 0; n < game.NumUnits; n++ {
		u := g.Unit(n)
		if u.Status != game.OnBoard {
			continue
		}
		placed++
		// the game opens with counters of 28 px or more, the rest of the map a pan away:
		// the counters in view are checked
		if s := u.Square; s.Row <= r0 || s.Row >= r1 || s.Col <= c0 || s.Col >= c1 {
			continue
		}
		seen++
		// the counter's rim at the middle of its left edge, in the side's colour
		x, y := cam.Centre(u.Square)
		px := rgba(screen.At(int(x)-size/2+size/8, int(y)))
		if want := rgba(counter.Body(units.All()[n].Side)); !alike(px, want, 40) {
			t.Errorf("unit %s on %v: %v at its counter's edge, want %v", units.All()[n].ID, u.Square, px, want)
		}
	}
	if placed != game.NumUnits {
		t.Errorf("%d units on the board after the automatic setup, want %d", placed, game.NumUnits)
	}
	if seen < 20 {
		t.Errorf("only %d counters in view at the start", seen)
	}
}

func TestChangedSettingsApplyAndAreSaved(t *testing.T) {
	a := newTestApp(t, 1366, 768)
	s := a.Settings()
	s.Language, s.Volume, s.Animation = "de", 0.3, settings.Fast
	a.ChangeSettings(s)
	if lang.Code() != "de" || lang.T("menu.quit") != "Beenden" {
		t.Errorf("language %q after choosing German", lang.Code())
	}
	got, err := settings.Load(a.settingsPath)
	if err != nil || got.Language != "de" || got.Volume != 0.3 || got.Animation != settings.Fast {
		t.Errorf("saved settings %+v, %v", got, err)
	}
	lang.Set("en")
}

func TestContinueAndLoadOfferWhatIsThere(t *testing.T) {
	a := newTestApp(t, 1366, 768)
	if a.CanContinue() || len(a.SavedGames()) != 0 {
		t.Fatal("a first start offers a game to continue")
	}
	g, err := game.New(a.board, game.Options{Mode: game.Basic, Seed: 3, Setup: game.SetupAuto})
	if err != nil {
		t.Fatal(err)
	}
	dir, _ := settings.SavesDir()
	path := filepath.Join(dir, "campaign.json")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := g.Save(path); err != nil {
		t.Fatal(err)
	}
	list := a.SavedGames()
	if len(list) != 1 || list[0].Name != "campaign" {
		t.Fatalf("saved games %+v, want campaign", list)
	}
	screen := ebiten.NewImage(1366, 768)
	load := func() error {
		var failed error
		done, before := false, a.view
		a.LoadGame(path, func(err error) { failed, done = err, true })
		until(t, a, screen, "the saved game read", func() bool { return done || a.view != before })
		return failed
	}
	if err := load(); err != nil {
		t.Fatal(err)
	}
	if !a.CanContinue() {
		t.Error("after loading a game there is nothing to continue")
	}
	if err := os.WriteFile(path, []byte("{not a game"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := load(); err == nil {
		t.Error("a damaged save loaded without complaint")
	}
}
