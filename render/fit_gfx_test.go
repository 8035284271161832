//go:build gfx

package render

import (
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"taktik/assets/i18n"
	"taktik/game"
	"taktik/render/lang"
	"taktik/render/menu"
	"taktik/render/play"
	"taktik/render/settings"
	"taktik/render/ui"
	"taktik/units"
)

// fitCheck records the texts drawn on each screen of a walk through the game and fails
// the test for every one that runs past its room: a clip, the screen, a button.
type fitCheck struct {
	t     *testing.T
	where string
	cut   map[string]string // text → the first screen it was cut on
	seen  map[string]bool   // every text drawn
}

// on records what a screen draws while act brings it up, and then one frame more.
func (f *fitCheck) on(name string, s *scripted, act func()) {
	f.t.Helper()
	ui.RecordPlaced(func(p ui.Placed) {
		f.seen[p.Text] = true
		if p.Cut() {
			if _, ok := f.cut[p.Text]; !ok {
				f.cut[p.Text] = fmt.Sprintf("%s %s: %.0f px wide at x %.0f in a room %.0f wide at x %.0f",
					f.where, name, p.Box.W, p.Box.X, p.Room.W, p.Room.X)
			}
		}
	})
	defer ui.RecordPlaced(nil)
	act()
	s.play(1)
	if dir := os.Getenv("TAKTIK_FIT_SHOTS"); dir != "" { // to look at what the test saw
		writePNG(f.t, s.screen, filepath.Join(dir, strings.NewReplacer(" ", "-", ".", "-").Replace(f.where+"-"+name)+".png"))
	}
}

// TestTextsFitTheirPlaces: every text the game draws on its screens, walked through as a
// player does, at a laptop's 1366 × 768 and a desktop's 1920 × 1080, in German and in
// English, lies whole in the room it is drawn in (issue 35: German runs up to five times
// as long as the English). A text cut shows its key where it is the catalog's.
func TestTextsFitTheirPlaces(t *testing.T) {
	defer lang.Set("en")
	all, err := lang.Tables()
	if err != nil {
		t.Fatal(err)
	}
	sizes, codes := [][2]int{{1366, 768}, {1920, 1080}}, []string{"de", "en"}
	if os.Getenv("TAKTIK_FIT_QUICK") != "" { // one size, German: while mending
		sizes, codes = sizes[:1], codes[:1]
	}
	for _, size := range sizes {
		w, h := size[0], size[1]
		for _, code := range codes {
			f := &fitCheck{t: t, where: fmt.Sprintf("%s %dx%d", code, w, h), cut: map[string]string{}, seen: map[string]bool{}}
			fitWalk(t, f, code, w, h)
			// The walk's app and its boards are done with: collect them now, so that the
			// images they leave to finalizers are freed before the next walk paints
			// its own (the render package's tests share one process).
			runtime.GC()
			debug.FreeOSMemory()
			keyOf := map[string]string{}
			for k := range all[code] {
				keyOf[i18n.Text(code, k)] = k
			}
			var cut []string
			for text, where := range f.cut {
				cut = append(cut, fmt.Sprintf("%s: %q (%s) is cut", where, text, keyOf[text]))
			}
			sort.Strings(cut)
			for _, c := range cut {
				t.Error(c)
			}
			shown := 0
			for text := range f.seen {
				if _, ok := keyOf[text]; ok {
					shown++
				}
			}
			t.Logf("%s: %d texts drawn, %d of them whole catalog texts", f.where, len(f.seen), shown)
		}
	}
}

// fitWalk goes through the screens: the title, the new game's form with every rule,
// the settings, every page of the rules, the lessons and their first cards, the load
// screen, a game's board with its windows, menu and help, a battle, the threat view.
func fitWalk(t *testing.T, f *fitCheck, code string, w, h int) {
	s := speaking(t, code, w, h, nil)
	f.on("title", s, func() { s.play(2) })
	x, y, _ := on[*menu.Title](s).Entry(menu.EntryNew)
	f.on("new game", s, func() {
		everyRule(s, x, y)
	})
	f.on("settings", s, func() { s.a.GoTo(menu.NewSettings(s.a)); s.play(20) })
	rules := menu.NewRules(s.a)
	s.a.GoTo(rules)
	for sec, pages := range menu.RulesPages() {
		for p := range pages {
			f.on(fmt.Sprintf("rules %d.%d", sec, p), s, func() { rules.Show(sec, p); s.play(2) })
		}
	}
	f.on("lessons", s, func() { s.a.GoTo(menu.NewLessons(s.a)); s.play(20) })
	for k := range 7 {
		s := speaking(t, code, w, h, nil)
		f.on(fmt.Sprintf("lesson %d", k), s, func() { startLesson(t, s, k); s.play(30) })
	}

	// the end of the exchange lesson: its card offers the next lesson, the first
	// scenario and the full game
	s = speaking(t, code, w, h, nil)
	tt := exchangeChosen(t, s)
	f.on("lesson end", s, func() {
		tt.order("play.exchange.confirm")
		tt.step("end")
		s.play(110)
	})

	// a game: the panel, the order bar, the windows, the menu, the help
	s = speaking(t, code, w, h, nil)
	f.on("board", s, func() {
		handMade(t, s, "red:inf1 20-13", "red:arm1 21-13", "red:hq-1c 19-12", "blue:inf1 20-15", "blue:mar1 30-40")
	})
	for _, k := range []ebiten.Key{ebiten.KeyK, ebiten.KeyG, ebiten.KeyM, ebiten.KeyF1, ebiten.KeyEscape} {
		f.on("board "+k.String(), s, func() { s.press(k); s.play(10) })
		s.press(ebiten.KeyEscape)
		s.play(10)
	}

	// the computer's turn, its orders shown one by one beside Skip
	s = speaking(t, code, w, h, nil)
	set := s.a.Settings()
	set.Animation = settings.Normal
	s.a.ChangeSettings(set)
	g := handMade(t, s, "red:inf1 20-13", "blue:inf1 20-30", "blue:inf2 21-30")
	for range 3 { // End movement, the question, End turn
		s.press(ebiten.KeyE)
		s.play(5)
	}
	f.on("computer", s, func() { s.play(40) })
	if g.Side() != units.Blue {
		t.Errorf("%s: the computer's turn did not come", f.where)
	}

	// the Load screen: the autosave and saved games
	s = speaking(t, code, w, h, nil)
	opts := game.Options{Mode: game.Advanced, Seed: 6, Setup: game.SetupAuto, Weather: true}
	savedTurns(t, s, 3, opts, func(_ int, at time.Time) string { return play.QuickSaveName(at) })
	auto, err := settings.AutosavePath()
	if err != nil {
		t.Fatal(err)
	}
	g, err = game.New(s.a.board, opts)
	if err == nil {
		err = g.Save(auto)
	}
	if err != nil {
		t.Fatal(err)
	}
	d := menu.NewLoad(s.a)
	f.on("load", s, func() { s.a.GoTo(d); s.until("the saved games read", d.Ready); s.play(20) })

	// a battle declared: the order bar of the combat phase, the odds
	s = speaking(t, code, w, h, nil)
	f.on("battle", s, func() { fight(t, s) })

	// the threat view on a game the computer played to its second turn
	s = speaking(t, code, w, h, nil)
	f.on("threat", s, func() {
		threatPosition(t, s)
		s.press(ebiten.KeyT)
	})
}
