//go:build gfx

package render

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"taktik/game"
	"taktik/render/editor"
	"taktik/render/editscreen"
	"taktik/render/settings"
	"taktik/render/ui"
	"taktik/units"
)

// TestEditorGoalAndBriefingForm: the goal by clicks on the map (Indigau to take, Red's
// own Rubingen to hold, a Blue infantry to destroy), then the Goal and briefing form by
// clicks and keys: an English title typed with an umlaut and a Backspace, a briefing
// pasted with Ctrl+V (its spaces kept), the German title typed over the editor's own
// (shown as the field's hint), the German briefing left as it was, Blue to move first, the
// General as the opponent, no hints, the advanced game with the weather, six turns; Save
// writes a file that reads back so. At a laptop's size and a desktop's; TAKTIK_SHOTS gets
// editor-form-WIDTH.png (the form) and editor-goal-WIDTH.png (the goal on the map).
func TestEditorGoalAndBriefingForm(t *testing.T) {
	defer func(p func() string) { ui.Paste = p }(ui.Paste)
	ui.Paste = func() string { return "  Take Indigau\n and hold   Rubingen. " }
	for _, c := range []struct {
		code string
		w, h int
	}{{"en", 1366, 768}, {"de", 1920, 1080}} {
		s := speaking(t, c.code, c.w, c.h, func(set *settings.Settings) { set.Scenarios = nil })
		ed := openEditor(s)
		click := func(x, y float64) { s.clickAt(x, y, 2) }
		click(ed.Button("editor.empty"))
		for _, q := range []string{"34-33", "33-33", "41-23"} {
			click(ed.Square(sqr(t, q)))
		}
		click(ed.Button("side.red")) // to Blue
		click(ed.Square(sqr(t, "34-34")))
		click(ed.Button("editor.goal")) // goal mode: Indigau is in the goal as the editor starts
		click(ed.Square(sqr(t, "34-34")))
		click(ed.Square(sqr(t, "41-24")))
		sc := ed.Editor().Scenario()
		if !slices.Equal(sc.Destroy, []string{"blue:inf1"}) || !slices.Equal(sc.Hold, []string{"Rubingen"}) ||
			!slices.Equal(sc.Objective, []string{"Indigau"}) {
			t.Fatalf("%s: the goal by clicks: take %v hold %v destroy %v", c.code, sc.Objective, sc.Hold, sc.Destroy)
		}
		if dir := os.Getenv("TAKTIK_SHOTS"); dir != "" {
			writePNG(t, s.screen, filepath.Join(dir, fmt.Sprintf("editor-goal-%d-%s.png", c.w, c.code)))
		}

		click(ed.Button("editor.form.open"))
		if !ed.FormOpen() {
			t.Fatalf("%s: the form did not open", c.code)
		}
		field := func(row int, keys ...ebiten.Key) {
			x, y := ed.Row(row).OptionAt(-1)
			s.in.Click(x, y)
			for range 30 { // empty it
				s.in.Key(ebiten.KeyBackspace)
			}
			s.play(1)
		}
		field(editscreen.RowTitleEN)
		s.in.Type("Rivers Ü")
		s.in.Key(ebiten.KeyBackspace) // the umlaut goes whole
		s.in.Type("ahead")
		s.play(1)
		field(editscreen.RowBriefingEN)
		s.in.Hold(ebiten.KeyControl)
		s.in.Key(ebiten.KeyV)
		s.in.Release(ebiten.KeyControl)
		s.play(1)
		x, y := ed.Row(editscreen.RowTitleDE).OptionAt(-1) // the editor's "Mein Szenario" is a hint:
		s.in.Click(x, y)                                   // typing replaces it
		s.in.Type("Flüsse voraus")
		field(editscreen.RowTurns)
		s.in.Type("6")
		s.play(1)
		for _, o := range [][2]int{{editscreen.RowFirst, 1}, {editscreen.RowOpponent, 2}, {editscreen.RowHints, 1},
			{editscreen.RowRules, 1}, {editscreen.RowOptional, 1}} {
			click(ed.Row(o[0]).OptionAt(o[1]))
		}
		if dir := os.Getenv("TAKTIK_SHOTS"); dir != "" {
			writePNG(t, s.screen, filepath.Join(dir, fmt.Sprintf("editor-form-%d-%s.png", c.w, c.code)))
		}
		click(ed.DoneButton())
		if ed.FormOpen() {
			t.Fatalf("%s: Done left the form open", c.code)
		}
		click(ed.Button("editor.save"))
		dir, _ := settings.ScenariosDir()
		data, err := os.ReadFile(filepath.Join(dir, "mine.json"))
		if err != nil {
			t.Fatalf("%s: not saved: %v", c.code, err)
		}
		back, err := editor.Load(s.a.board, data)
		if err != nil {
			t.Fatalf("%s: %v\n%s", c.code, err, data)
		}
		got := back.Scenario()
		if got.Title["en"] != "Rivers ahead" || got.Briefing["en"] != "Take Indigau and hold Rubingen." ||
			got.Title["de"] != "Flüsse voraus" || got.Briefing["de"] != "Ein im Editor gebautes Szenario." || got.First != units.Blue || got.Opponent != "hard" || got.Hints ||
			got.Mode != game.Advanced || !slices.Equal(got.Optional, []string{"weather"}) || got.TurnLimit != 6 ||
			!slices.Equal(got.Destroy, []string{"blue:inf1"}) || !slices.Equal(got.Hold, []string{"Rubingen"}) {
			t.Errorf("%s: the file saved:\n%s", c.code, data)
		}
	}
}

// TestEditorOpensAFileOrSaysWhy: a file handed to the editor (the browser's "Open a file
// …") opens in it and is kept among the player's scenarios under its name; a faulty file
// is refused with its first fault and nothing is kept.
func TestEditorOpensAFileOrSaysWhy(t *testing.T) {
	s := speaking(t, "en", 1366, 768, nil)
	ed := openEditor(s)
	dir, _ := settings.ScenariosDir()
	good, err := os.ReadFile(filepath.Join("..", "game", "testdata", "scenarios", "good.json"))
	if err != nil {
		t.Fatal(err)
	}
	ed.Upload("crowded.json", []byte(`{"taktik": "scenario", "id": "c", "goal": {"side": "red", "take": ["Indigau"], "turns": 6},
		"units": ["red:arm1 36-29", "red:inf1 36-29", "blue:inf1 34-34"]}`))
	if n := ed.Note(); n != "crowded.json cannot be opened: red:inf1 cannot stand on 36-29: red:arm1 stands there already" {
		t.Errorf("a faulty file: %q", n)
	}
	if _, err := os.Stat(filepath.Join(dir, "crowded.json")); err == nil {
		t.Error("the faulty file was kept")
	}
	ed.Upload("good.json", good)
	if ed.Editor().At(sqr(t, "36-29")) != "red:arm1" || ed.Note() != "good.json is open, and stands under Your scenarios." {
		t.Errorf("the good file: %q, %v", ed.Note(), ed.Editor().Scenario().Units)
	}
	if kept, err := os.ReadFile(filepath.Join(dir, "good.json")); err != nil || string(kept) != string(good) {
		t.Errorf("the good file is not kept as it came: %v", err)
	}
}

// TestEditorFitsABrowsersPage: on a page 625 pixels high (a laptop's browser under its
// bars), with the browser's Download and Open a file, the panel's sentence keeps room
// for two lines between the turns' row and the lower buttons (the row of Download ran
// over the turns and hid the sentence); on a laptop's screen the panel is as it was.
func TestEditorFitsABrowsersPage(t *testing.T) {
	defer func(d func(string, []byte), u func(func(string, []byte))) { ui.Download, ui.Upload = d, u }(ui.Download, ui.Upload)
	ui.Download, ui.Upload = func(string, []byte) {}, func(func(string, []byte)) {}
	for _, c := range []struct{ w, h int }{{1366, 625}, {1366, 768}} {
		ed := openEditor(speaking(t, "en", c.w, c.h, nil))
		if room := ed.NoteRoom(); room < ui.S(2*17+24) {
			t.Errorf("%dx%d: the sentence has %.0f pixels", c.w, c.h, room)
		}
	}
}
