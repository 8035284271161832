package editscreen

import (
	"slices"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"taktik/game"
	"taktik/render/editor"
	"taktik/render/lang"
	"taktik/render/ui"
	"taktik/units"
)

// The rows of the goal and briefing form: the texts in the left column with the goal's
// side, who moves first and the opponent; the turn limit, hints, the rules and the
// optional rules (game.Switches) in the right.
const (
	RowTitleEN = iota
	RowBriefingEN
	RowTitleDE
	RowBriefingDE
	RowSide
	RowFirst
	RowOpponent
	RowTurns // the first row of the right column
	RowHints
	RowRules
	RowOptional // the first optional rule; one row each
)

// goalForm is the page where the goal and the briefing are set. Every change goes into
// the model at once, so that the panel's sentence says whether the scenario is sound.
type goalForm struct {
	form     *ui.Form
	optional []string // the optional rules' words, in the rows' order
}

func newGoalForm(sc game.Scenario) *goalForm {
	g := &goalForm{form: &ui.Form{Split: RowTurns, Buttons: []*ui.Button{{}}}}
	text := func(s string, max int) *ui.Row {
		return &ui.Row{Kind: ui.Field, Free: true, Prose: true, MaxLen: max, Text: s}
	}
	choice := func(i int) *ui.Row { return &ui.Row{Kind: ui.Choice, Index: i} }
	side := func(s units.Side) int { return int(s) }
	hints, mode := 0, 0
	if !sc.Hints {
		hints = 1
	}
	if sc.Mode == game.Advanced {
		mode = 1
	}
	g.form.Rows = []*ui.Row{text(sc.Title["en"], 60), text(sc.Briefing["en"], 300), text(sc.Title["de"], 60),
		text(sc.Briefing["de"], 300), choice(side(sc.Attacker)), choice(side(sc.First)),
		choice(max(slices.Index(editor.Levels, sc.Opponent), 0)),
		{Kind: ui.Field, MaxLen: 2, Text: strconv.Itoa(sc.TurnLimit)}, choice(hints), choice(mode)}
	for _, sw := range game.Switches {
		if sw.Optional {
			on := 0
			if slices.Contains(sc.Optional, sw.Word) {
				on = 1
			}
			g.form.Rows = append(g.form.Rows, choice(on))
			g.optional = append(g.optional, sw.Word)
		}
	}
	// a text the editor started with is shown as the field's hint, so that typing
	// replaces it (a new user typed after "My scenario"); left empty, it stays
	for _, t := range textRows {
		if r := g.form.Rows[t.row]; r.Text == langText(t.lang, t.dflt) {
			r.Text = ""
		}
	}
	return g
}

// textRows are the form's text fields: the language each is in and the text the editor
// starts it with.
var textRows = []struct {
	row        int
	lang, dflt string
}{{RowTitleEN, "en", "editor.default.title"}, {RowBriefingEN, "en", "editor.default.briefing"},
	{RowTitleDE, "de", "editor.default.title"}, {RowBriefingDE, "de", "editor.default.briefing"}}

// typed is a text field's text, or the text it started with when left empty.
func (g *goalForm) typed(row int) string {
	for _, t := range textRows {
		if r := g.form.Rows[row]; t.row == row && r.Text == "" {
			return langText(t.lang, t.dflt)
		}
	}
	return g.form.Rows[row].Text
}

// relabel writes the labels in the language of the moment.
func (g *goalForm) relabel() {
	set := func(i int, label string, opts ...string) {
		r := g.form.Rows[i]
		r.Label, r.Options = lang.T(label), r.Options[:0]
		for _, o := range opts {
			r.Options = append(r.Options, lang.T(o))
		}
	}
	set(RowTitleEN, "editor.form.title.en")
	set(RowBriefingEN, "editor.form.briefing.en")
	set(RowTitleDE, "editor.form.title.de")
	set(RowBriefingDE, "editor.form.briefing.de")
	set(RowSide, "editor.form.side", "side.red", "side.blue")
	set(RowFirst, "newgame.first", "side.red", "side.blue")
	var levels []string
	for _, l := range editor.Levels {
		levels = append(levels, "ai.level."+l)
	}
	set(RowOpponent, "editor.form.opponent", levels...)
	set(RowTurns, "editor.form.turns")
	set(RowHints, "editor.form.hints", "editor.form.hints.on", "editor.form.hints.off")
	set(RowRules, "newgame.level", "level.basic", "level.advanced")
	for k, w := range g.optional {
		set(RowOptional+k, "newgame."+w, "off", "on")
		g.form.Rows[RowOptional+k].Disabled = g.form.Rows[RowRules].Index == 0
	}
	for _, t := range textRows {
		g.form.Rows[t.row].Hint = langText(t.lang, t.dflt)
	}
	g.form.Buttons[0].Label = lang.T("editor.form.done")
}

// rect is where the form stands: the screen's middle, wide enough for two columns, and
// no higher than the screen holds with the heading above (a phone held across: its
// rows a finger high scroll).
func (g *goalForm) rect() ui.Rect {
	w, h := ui.ScreenSize()
	fw := min(float64(w)-ui.S(60), ui.S(1240))
	fh := min(g.form.Height(), float64(h)-ui.S(124))
	return ui.Rect{X: (float64(w) - fw) / 2, Y: (float64(h)-fh)/2 + ui.S(20), W: fw, H: fh}
}

// update runs the form one tick and gives the model what it says; true when the page
// is to close (Done, or Escape).
func (g *goalForm) update(ed *editor.Editor) bool {
	g.relabel()
	g.form.Place(g.rect())
	if ui.Back() {
		return true
	}
	done := g.form.Update() == 0
	if g.form.Changed || done {
		g.apply(ed)
	}
	return done
}

// apply hands the form's values to the model.
func (g *goalForm) apply(ed *editor.Editor) {
	r := g.form.Rows
	ed.SetBriefing("en", g.typed(RowTitleEN), g.typed(RowBriefingEN))
	ed.SetBriefing("de", g.typed(RowTitleDE), g.typed(RowBriefingDE))
	if side := units.Side(r[RowSide].Index); side != ed.Scenario().Attacker {
		ed.SetSide(side)
	}
	ed.SetFirst(units.Side(r[RowFirst].Index))
	ed.SetOpponent(editor.Levels[r[RowOpponent].Index], r[RowHints].Index == 0)
	if n, err := strconv.Atoi(r[RowTurns].Text); err == nil {
		ed.SetTurns(n)
	}
	mode, optional := game.Basic, []string(nil)
	if r[RowRules].Index == 1 {
		mode = game.Advanced
		for k, w := range g.optional {
			if r[RowOptional+k].Index == 1 {
				optional = append(optional, w)
			}
		}
	}
	ed.SetRules(mode, optional)
}

// draw paints the page over the dimmed editor: its heading, the form, and under it
// what the model says of the scenario now.
func (g *goalForm) draw(dst *ebiten.Image, note string, bad bool) {
	ui.Dim(dst, 150)
	r := g.rect()
	back := ui.Rect{X: r.X - ui.S(30), Y: r.Y - ui.S(70), W: r.W + ui.S(60), H: r.H + ui.S(100)}
	ui.Panel(dst, back)
	ui.Draw(dst, lang.T("editor.form.heading"), ui.Face(ui.Bold, 22), back.CX(), back.Y+ui.S(32), ui.Ink, ui.Center)
	g.form.Draw(dst)
	ink := ui.InkSoft
	if bad {
		ink = ui.Red
	}
	small := ui.Face(ui.Regular, 14)
	room := g.form.Buttons[0].Rect.X - r.X - ui.S(20)
	for k, line := range ui.Wrap(note, small, room) {
		ui.Draw(dst, line, small, r.X, g.form.Buttons[0].Rect.Y+ui.S(12)+float64(k)*ui.S(17), ink, ui.Left)
	}
}

// Row is a row of the goal and briefing form by its index (RowTitleEN …), for tests;
// nil while the form is closed.
func (s *Screen) Row(i int) *ui.Row {
	if s.form == nil || i >= len(s.form.form.Rows) {
		return nil
	}
	s.form.form.Place(s.form.rect())
	return s.form.form.Rows[i]
}

// Form is the goal and briefing form, placed, for tests; nil while it is closed.
func (s *Screen) Form() *ui.Form {
	if s.form == nil {
		return nil
	}
	s.form.form.Place(s.form.rect())
	return s.form.form
}

// FormOpen reports whether the goal and briefing form is shown.
func (s *Screen) FormOpen() bool { return s.form != nil }

// DoneButton is the middle of the form's Done button, for tests.
func (s *Screen) DoneButton() (x, y float64) {
	s.form.form.Place(s.form.rect())
	b := s.form.form.Buttons[0].Rect
	return b.CX(), b.CY()
}
