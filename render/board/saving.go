package board

import (
	"path/filepath"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/hajimehoshi/ebiten/v2"

	"taktik/audio"
	"taktik/render/flow"
	"taktik/render/input"
	"taktik/render/lang"
	"taktik/render/play"
	"taktik/render/settings"
	"taktik/render/ui"
)

// saving is the part of the view that saves: the autosave's outcome, Save as.
type saving struct {
	*View

	naming *naming // the save-as question, nil when it is not up
}

// saved tells what came of the autosave the flow wrote this tick (at the start of
// every player turn, and a moment after changes within one): a failure is shown and
// the game goes on.
func (v *saving) saved(t flow.Tidings) {
	if t.SaveFailed != nil {
		v.hud.toast.Problem(lang.Tf("play.save.failed", lang.Explain(t.SaveFailed)))
	}
	for _, s := range t.SetAside {
		v.Problem(s.Line())
	}
}

// Problem shows a line about a problem on the board for a while (a file set aside).
func (v *saving) Problem(text string) { v.hud.toast.Problem(text) }

// naming is the question Ctrl+S (and the game menu's Save) puts up: the name to save the
// game under. It starts with a name made of the time, which Enter keeps and the first
// letter typed replaces.
type naming struct {
	text      string
	suggested string
	fresh     bool // the text is still the suggestion
	ok, back  ui.Button
}

// quickSave asks for the name to save the game under among the saved games the Load
// screen lists.
func (v *saving) quickSave() {
	name := strings.TrimSuffix(play.QuickSaveName(time.Now()), ".json")
	v.naming = &naming{text: name, suggested: name, fresh: true}
}

// NamingSave reports whether the save-as question is up, and its text, for tests.
func (v *saving) NamingSave() (text string, up bool) {
	if v.naming == nil {
		return "", false
	}
	return v.naming.text, true
}

func (n *naming) layout() ui.Rect {
	w, h := ui.ScreenSize()
	pw, ph := min(ui.S(560), float64(w)-ui.S(24)), ui.S(230)
	r := ui.Rect{X: float64(int((float64(w) - pw) / 2)), Y: float64(int((float64(h) - ph) / 2)), W: pw, H: ph}
	n.ok.Rect, n.back.Rect = ui.QuestionButtons(r, ui.S(200))
	return r
}

// field is where the name is typed.
func (n *naming) field(r ui.Rect) ui.Rect {
	return ui.Rect{X: r.X + ui.S(28), Y: r.Y + ui.S(62), W: r.W - ui.S(56), H: ui.S(40)}
}

func (v *saving) updateNaming(mx, my float64) {
	n := v.naming
	panel := n.layout()
	click := v.in.Pressed(ebiten.MouseButtonLeft)
	// a finger's tap on the field brings the screen's keyboard up; then the name is
	// what is typed there, and the game's own keys type nothing
	box := n.field(panel)
	ui.FieldSpot(box)
	if text, ok := ui.FieldKeys(n, n.text, click && box.Contains(mx, my), true, false); ok {
		n.text, n.fresh = truncateRunes(strings.TrimLeft(text, " "), 60), false
	}
	for _, r := range input.Chars(v.in) {
		if n.fresh {
			n.text, n.fresh = "", false
		}
		if utf8.RuneCountInString(n.text) < 60 && r >= ' ' {
			n.text += string(r)
		}
	}
	if input.Repeat(v.in, ebiten.KeyBackspace) {
		if n.fresh {
			n.text, n.fresh = "", false
		} else if _, size := utf8.DecodeLastRuneInString(n.text); size > 0 {
			n.text = n.text[:len(n.text)-size]
		}
	}
	switch {
	case (n.ok.Hit(mx, my) && click) || input.Just(v.in, ebiten.KeyEnter, ebiten.KeyNumpadEnter):
		v.naming = nil
		v.app.Sound().Play(audio.Click)
		v.saveAs(n.text, n.suggested)
	case (n.back.Hit(mx, my) && click) || input.Just(v.in, ebiten.KeyEscape):
		v.naming = nil
		v.app.Sound().Play(audio.Click)
	}
}

// saveAs saves the game under a name the player typed (the suggestion when nothing of it
// is left once cleaned), asking before it replaces a saved game of that name.
func (v *saving) saveAs(typed, suggested string) {
	if play.ReservedName(typed) {
		v.hud.toast.Problem(lang.Tf("play.save.reserved", strings.TrimSpace(typed)))
		return
	}
	file := play.SaveFileName(typed)
	if file == "" {
		file = suggested + ".json"
	}
	dir, err := settings.SavesDir()
	if err != nil {
		v.hud.toast.Problem(lang.Tf("play.save.failed", lang.Explain(err)))
		return
	}
	path := filepath.Join(dir, file)
	name := strings.TrimSuffix(file, ".json")
	save := func() {
		if err := play.SaveGame(v.game, path); err != nil {
			v.hud.toast.Problem(lang.Tf("play.save.failed", lang.Explain(err)))
			return
		}
		v.hud.toast.Show(lang.Tf("play.save.done", name))
	}
	if play.Exists(path) {
		v.ask(lang.Tf("play.save.overwrite", name), lang.T("play.save.replace"), save)
		return
	}
	save()
}

func (n *naming) draw(dst *ebiten.Image) {
	ui.Dim(dst, 0x70)
	r := n.layout()
	ui.Panel(dst, r)
	ui.Draw(dst, lang.T("play.save.name"), ui.Face(ui.Medium, 17), r.X+ui.S(28), r.Y+ui.S(36), ui.Ink, ui.Left)
	f := n.field(r)
	ui.FillRound(dst, f, ui.S(5), ui.Cream)
	ui.StrokeRound(dst, f, ui.S(5), ui.S(2.5), ui.Brass)
	face := ui.Face(ui.Regular, 17)
	tw, _ := ui.Measure(n.text, face)
	if n.fresh { // the suggestion, marked: typing replaces it
		ui.FillRound(dst, ui.Rect{X: f.X + ui.S(8), Y: f.CY() - ui.S(12), W: tw + ui.S(8), H: ui.S(24)}, ui.S(3), ui.Khaki)
	}
	ui.Draw(dst, n.text, face, f.X+ui.S(12), f.CY(), ui.Ink, ui.Left)
	ui.Caret(dst, f.X+ui.S(14)+tw, f.CY())
	ui.Draw(dst, lang.T("play.save.hint"), ui.Face(ui.Regular, 14), r.X+ui.S(28), f.Y+f.H+ui.S(18), ui.InkSoft, ui.Left)
	n.ok.Label, n.back.Label = lang.T("play.save.button"), lang.T("play.confirm.back")
	n.back.Draw(dst, false)
	n.ok.Draw(dst, true)
}

// truncateRunes is a text cut to at most n characters.
func truncateRunes(s string, n int) string {
	for i := range s {
		if n == 0 {
			return s[:i]
		}
		n--
	}
	return s
}
