//go:build gfx

package menu

import (
	"strings"
	"testing"

	"taktik/game"
	"taktik/render/lang"
	"taktik/render/tutorial/lesson"
	"taktik/render/ui"
)

// screens are the sizes the form's tests check: a laptop's full screen, the window a
// laptop opens with, and a desktop.
var screens = [][2]int{{1366, 768}, {1229, 652}, {1920, 1080}}

// onEveryScreen runs f at each of screens in both languages, and puts the screen's
// size and the language back afterwards.
func onEveryScreen(f func(size [2]int, code string)) {
	defer lang.Set("en")
	defer ui.SetScreenSize(ui.ScreenSize())
	for _, size := range screens {
		for _, code := range []string{"de", "en"} {
			lang.Set(code)
			ui.SetScreenSize(size[0], size[1])
			f(size, code)
		}
	}
}

// TestNewGameNoteKeepsClearOfTheButtons: the note under the optional rules ends above
// the Back and Start buttons, with room between, in both languages on a laptop's full
// screen, the window a laptop opens with, and a desktop; with replacements on it names
// Red's edge (R31), with the house rule of even replacements its own balance, and still
// keeps clear.
func TestNewGameNoteKeepsClearOfTheButtons(t *testing.T) {
	onEveryScreen(func(size [2]int, code string) {
		for k := range 3 {
			replacements, even := k >= 1, k >= 2
			d := NewNewGame(nil)
			if replacements {
				d.form.Rows[RowReplacements].Index = 1
			}
			if even {
				d.form.Rows[RowReplacements].Index = 2
			}
			d.relabel()
			if got := strings.Contains(d.noteText(), lang.Tf("newgame.optional.note.replacements")); got != (replacements && !even) {
				t.Errorf("%s, replacements %v, even %v: the note names Red's edge: %v", code, replacements, even, got)
			}
			if got := strings.Contains(d.noteText(), lang.Tf("newgame.balance.even")); got != even {
				t.Errorf("%s, even replacements %v: the note gives the house rule's balance: %v", code, even, got)
			}
			lines, face, _, y, lineH, ok := d.note()
			if !ok {
				t.Fatalf("%v: the form is in one column", size)
			}
			bottom := y + float64(len(lines))*lineH
			buttons := d.form.Buttons[0].Rect.Y
			if bottom > buttons-ui.S(10) {
				t.Errorf("%v %s: the note (%d lines of %.0f pt) ends at %.0f, the buttons begin at %.0f: %q",
					size, code, len(lines), face.Size, bottom, buttons, lines)
			}
			for _, l := range lines {
				if w, _ := ui.Measure(l, face); w > d.form.Columns(d.formRect())[1].W+0.5 {
					t.Errorf("%v %s: a line of the note is wider than its column: %q", size, code, l)
				}
			}
			if len(lines) < 2 {
				t.Errorf("%v %s: the note is %d lines; its text is missing", size, code, len(lines))
			}
		}
	})
}

// TestNewGameEvenReplacements: the replacements row offers off, the rulebook's (R31)
// and the house rule of even replacements, and passes the choice to the game.
func TestNewGameEvenReplacements(t *testing.T) {
	d := NewNewGame(nil)
	d.relabel()
	if n := len(d.form.Rows[RowReplacements].Options); n != 3 {
		t.Fatalf("the replacements row has %d choices, want off, rulebook, house rule", n)
	}
	for i, want := range [][2]bool{{false, false}, {true, false}, {true, true}} {
		d.form.Rows[RowReplacements].Index = i
		if opts, _ := d.Choices(); opts.Replacements != want[0] || opts.EvenReplacements != want[1] {
			t.Errorf("choice %d: replacements %v, even %v; want %v", i, opts.Replacements, opts.EvenReplacements, want)
		}
	}
}

// TestTitleSubtitleClearsTheCard: on a short window the game's name shrinks so that
// the subtitle under it stays clear of the menu card; the smallest window goes without
// the subtitle.
func TestTitleSubtitleClearsTheCard(t *testing.T) {
	defer ui.SetScreenSize(ui.ScreenSize())
	for _, size := range [][2]int{{1366, 768}, {1229, 652}, {800, 560}, {1920, 1080}} {
		ui.SetScreenSize(size[0], size[1])
		titleY, titleSize, card := NewTitle(nil).metrics()
		if sub := titleY + ui.S(titleSize*0.5) + ui.S(36); size[1] > 600 && sub > card.Y {
			t.Errorf("%v: the subtitle's line (%.0f) runs into the card (%.0f)", size, sub, card.Y)
		}
		if subtitleClears(titleY, titleSize, card) != (size[1] > 600) {
			t.Errorf("%v: the subtitle shown: %v", size, !(size[1] > 600))
		}
		if size[1] >= 768 && titleSize < 90 {
			t.Errorf("%v: the name is %.0f points, smaller than a large screen needs", size, titleSize)
		}
	}
}

// TestNewGameRemembersTheChoices: the form opens as the last game was started from it
// (settings.NewGame), the seed left empty; what it does not know it leaves alone.
func TestNewGameRemembersTheChoices(t *testing.T) {
	d := NewNewGame(nil)
	d.relabel()
	rows := d.form.Rows
	rows[RowLevel].Index, rows[RowRed].Index, rows[RowRedStrength].Index = 1, 1, 2
	rows[RowBlue].Index, rows[RowFirst].Index, rows[RowWeather].Index = 0, 2, 1
	rows[RowShortCorps].Index, rows[RowTurnLimit].Text, rows[RowSeed].Text = 3, "12", "4711"
	kept := d.remembered()
	e := NewNewGame(nil)
	e.relabel()
	e.recall(kept)
	for i, r := range e.form.Rows {
		want := d.form.Rows[i]
		if i == RowSeed {
			if r.Text != "" {
				t.Errorf("the seed was remembered: %q", r.Text)
			}
			continue
		}
		if r.Index != want.Index || r.Text != want.Text {
			t.Errorf("row %d (%s): %d %q, want %d %q (remembered %q)", i, r.Label, r.Index, r.Text, want.Index, want.Text, kept)
		}
	}
	f := NewNewGame(nil)
	f.relabel()
	f.recall("level=7 red=-1 turnlimit=abc weather=1 nonsense=3 first")
	if r := f.form.Rows; r[RowLevel].Index != 0 || r[RowRed].Index != 0 || r[RowTurnLimit].Text != "" || r[RowWeather].Index != 1 {
		t.Errorf("a damaged memory: level %d, red %d, turn limit %q, weather %d; want 0 0 \"\" 1",
			r[RowLevel].Index, r[RowRed].Index, r[RowTurnLimit].Text, r[RowWeather].Index)
	}
}

// TestLessonRowsShowTheirWholeText: every row on the Lessons screen, lessons and first
// scenarios, holds all the lines of what it is about inside its card, the rows of a
// column at one size, in both languages, on a laptop's window (where seven rows are
// short), its full screen and a desktop's, and on the desktop at 150 % (where some
// lessons were written smaller than others and a scenario's last line touched its card's
// edge).
func TestLessonRowsShowTheirWholeText(t *testing.T) {
	defer ui.SetScale(1)
	for _, scale := range []float64{1, 1.5} {
		ui.SetScale(scale)
		onEveryScreen(func(size [2]int, code string) {
			if scale > 1 && size[0] < 1920 {
				return // a laptop holds 111 % at most (settings.TextScaleOn)
			}
			l := &Lessons{}
			for _, sc := range lesson.Scripts() {
				l.entries = append(l.entries, lessonEntry{lesson: sc.ID})
			}
			for _, sc := range game.Scenarios() {
				l.entries = append(l.entries, lessonEntry{scenario: sc.ID})
			}
			if what, ok := l.TextFits(); !ok {
				t.Errorf("%v %s at %.0f %%: %q leaves its card or is written at another size than its column's",
					size, code, scale*100, what)
			}
		})
	}
}

// TestNewGameChoicesFit: every option of every choice row of the form (the computer's
// four strengths, the Field Marshal's long name among them) fits its part of the row,
// in both languages on a laptop's window and screen and on a desktop.
func TestNewGameChoicesFit(t *testing.T) {
	onEveryScreen(func(size [2]int, code string) {
		d := NewNewGame(nil)
		d.relabel()
		d.form.Place(d.formRect())
		if n := len(d.form.Rows[RowRedStrength].Options); n != 4 {
			t.Fatalf("%d strengths offered, want four", n)
		}
		for i, row := range d.form.Rows {
			if row.Kind != ui.Choice || len(row.Options) < 2 {
				continue
			}
			face := row.OptionFace()
			if face.Size < 16 {
				t.Errorf("%v %s row %d: the options are written at %.0f pt", size, code, i, face.Size)
			}
			for k, o := range row.Options {
				if w, _ := ui.Measure(o, face); w > row.OptionRect(k).W-ui.S(18) {
					t.Errorf("%v %s row %d: %q is %.0f wide, its part of the row %.0f", size, code, i, o, w, row.OptionRect(k).W)
				}
			}
		}
	})
}
