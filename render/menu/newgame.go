package menu

import (
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"taktik/audio"
	"taktik/game"
	"taktik/game/ai"
	"taktik/render/lang"
	"taktik/render/play"
	"taktik/render/ui"
	"taktik/units"
)

// The new-game dialog's rows, in order: the game in the left column, the optional
// rules (R30–R34, and the turn limit of R22) in the right one. Choice rows take their
// options in the order shown: off before on, a person before the computer.
const (
	RowLevel = iota
	RowRed
	RowRedStrength
	RowBlue
	RowBlueStrength
	RowFirst
	RowSetup
	RowSeed
	RowScenario // a first scenario (game.Scenarios) in place of the whole continent
	RowWeather  // the first row of the right column
	RowSupply
	RowReplacements // off, the rulebook's (R31), or the house rule of even replacements
	RowNuclear
	RowShortReplacements
	RowShortCorps
	RowTurnLimit
	RowCount
)

// NewGame is the dialog that sets up a game: rules, who commands each side, who moves
// first, whether the armies are deployed automatically or placed by hand, an optional
// seed that makes the dice repeatable, and the optional rules.
type NewGame struct {
	app      App
	form     *ui.Form
	err      string
	scenario int // the scenario row's choice the last frame, to notice a change
}

// NewNewGame makes the dialog with the usual choices: basic game, a person against the
// computer as an officer, Red first, no optional rule.
func NewNewGame(app App) *NewGame {
	f := &ui.Form{Split: RowWeather}
	for range RowCount {
		f.Rows = append(f.Rows, &ui.Row{})
	}
	f.Rows[RowSeed].Kind, f.Rows[RowSeed].MaxLen = ui.Field, 18
	f.Rows[RowTurnLimit].Kind, f.Rows[RowTurnLimit].MaxLen = ui.Field, 3
	f.Rows[RowBlue].Index = 1
	f.Rows[RowRedStrength].Index, f.Rows[RowBlueStrength].Index = 1, 1
	f.Buttons = []*ui.Button{{}, {}}
	f.Focus = len(f.Rows) + 1 // the Start button: Enter starts at once
	d := &NewGame{app: app, form: f}
	if app != nil {
		d.relabel()
		d.recall(app.Settings().NewGame)
	}
	return d
}

// rowNames name the rows the form remembers between games (settings.NewGame): every one
// but the seed, which would make each game's dice the same as the last one's.
var rowNames = map[int]string{RowLevel: "level", RowRed: "red", RowRedStrength: "redstrength", RowBlue: "blue",
	RowBlueStrength: "bluestrength", RowFirst: "first", RowSetup: "setup", RowWeather: "weather", RowSupply: "supply",
	RowReplacements: "replacements", RowNuclear: "nuclear", RowShortReplacements: "shortreplacements",
	RowShortCorps: "shortcorps", RowTurnLimit: "turnlimit"}

// remembered is the form's rows as settings.NewGame keeps them: "level=1 red=0 …".
func (d *NewGame) remembered() string {
	var parts []string
	for i := range RowCount {
		name, ok := rowNames[i]
		if !ok {
			continue
		}
		r := d.form.Rows[i]
		if r.Kind == ui.Field {
			parts = append(parts, name+"="+r.Text)
		} else {
			parts = append(parts, name+"="+strconv.Itoa(r.Index))
		}
	}
	return strings.Join(parts, " ")
}

// recall sets the rows as remembered; a row it does not know, an option the row does
// not have or a field's text that is not a number keeps the row as it is.
func (d *NewGame) recall(s string) {
	byName := map[string]int{}
	for i, n := range rowNames {
		byName[n] = i
	}
	for _, part := range strings.Fields(s) {
		name, value, _ := strings.Cut(part, "=")
		i, ok := byName[name]
		if !ok {
			continue
		}
		r := d.form.Rows[i]
		n, err := strconv.Atoi(value)
		switch {
		case r.Kind == ui.Field && (value == "" || err == nil && n > 0 && len(value) <= r.MaxLen):
			r.Text = value
		case r.Kind != ui.Field && err == nil && n >= 0 && n < len(r.Options):
			r.Index = n
		}
	}
}

// Form is the dialog's form, for tests that read its rows.
func (d *NewGame) Form() *ui.Form { return d.form }

// Option is the middle of option k of a row (the field itself for a field row), for
// tests that click it.
func (d *NewGame) Option(row, k int) (x, y float64) {
	d.relabel()
	d.form.Place(d.formRect())
	return d.form.Rows[row].OptionAt(k)
}

// Button is the middle of the dialog's button i (0 Back, 1 Start), for tests.
func (d *NewGame) Button(i int) (x, y float64) {
	d.relabel()
	d.form.Place(d.formRect())
	return d.form.Buttons[i].Rect.CX(), d.form.Buttons[i].Rect.CY()
}

func (d *NewGame) relabel() {
	for i, r := range d.form.Rows {
		labelRow(r, i)
	}
	d.form.Rows[RowRedStrength].Disabled = d.form.Rows[RowRed].Index == 0
	d.form.Rows[RowBlueStrength].Disabled = d.form.Rows[RowBlue].Index == 0
	d.form.Buttons[0].Label = lang.T("button.back")
	d.form.Buttons[1].Label = lang.T("newgame.start")
}

// labelRow gives a row of the game's choices (RowLevel … RowTurnLimit) its label and
// options as the New game dialog shows them; the Host form shows some of them too.
func labelRow(r *ui.Row, which int) {
	set := func(label string, opts ...string) {
		r.Label = lang.T(label)
		r.Options = r.Options[:0]
		for _, o := range opts {
			r.Options = append(r.Options, lang.T(o))
		}
	}
	switch which {
	case RowLevel:
		set("newgame.level", "level.basic", "level.advanced")
	case RowRed, RowBlue:
		set(map[int]string{RowRed: "newgame.red", RowBlue: "newgame.blue"}[which], "player.human", "player.computer")
	case RowRedStrength, RowBlueStrength:
		var ranks []string // the strengths the computer may be given (play.Strengths)
		for _, l := range play.Strengths {
			ranks = append(ranks, play.Commander{Computer: true, Level: l}.StrengthKey())
		}
		set(map[int]string{RowRedStrength: "newgame.redstrength", RowBlueStrength: "newgame.bluestrength"}[which], ranks...)
	case RowFirst:
		set("newgame.first", "side.red", "side.blue", "first.roll")
	case RowSetup:
		set("play.newgame.setup", "play.newgame.auto", "play.newgame.hand")
	case RowSeed:
		set("newgame.seed")
		r.Hint = lang.T("newgame.seed.hint")
	case RowWeather:
		set("newgame.weather", "off", "on")
	case RowSupply:
		set("newgame.supply", "off", "on")
	case RowReplacements:
		set("newgame.replacements", "off", "newgame.replacements.rulebook", "newgame.replacements.even")
	case RowNuclear:
		set("newgame.nuclear", "off", "on")
	case RowShortReplacements:
		set("newgame.shortreplacements", "newgame.shortreplacements.in", "newgame.shortreplacements.out")
	case RowShortCorps:
		set("newgame.shortcorps")
		for n := 0; n <= 5; n++ { // R34: 0 to 5 infantry divisions out of each corps
			r.Options = append(r.Options, strconv.Itoa(n))
		}
	case RowTurnLimit:
		set("newgame.turnlimit")
		r.Hint = lang.T("newgame.turnlimit.hint")
	case RowScenario:
		set("newgame.scenario", "newgame.scenario.none")
		for _, sc := range formScenarios() {
			r.Options = append(r.Options, lang.T("scenario."+sc.ID+".short"))
		}
	}
}

func (d *NewGame) Update() error {
	d.relabel()
	d.form.Place(d.formRect())
	if ui.Back() {
		d.app.Sound().Play(audio.Click)
		d.app.Title()
		return nil
	}
	switch d.form.Update() {
	case 0:
		d.app.Sound().Play(audio.Click)
		d.app.Title()
	case 1:
		d.app.Sound().Play(audio.Click)
		d.start()
	}
	if d.form.Changed {
		d.err = ""
		d.app.Sound().Play(audio.Click)
	}
	if k := d.form.Rows[RowScenario].Index; k != d.scenario {
		d.scenario = k
		if k > 0 { // a first scenario is met against the Recruit, unless the player says otherwise
			d.form.Rows[RowBlue].Index = 1
			d.form.Rows[RowBlueStrength].Index = slices.Index(play.Strengths, ai.Rekrut)
		}
	}
	return nil
}

// Choices are what the dialog's rows say, as the game and the board view take them.
func (d *NewGame) Choices() (game.Options, play.Commanders) {
	return choicesOf(func(i int) *ui.Row { return d.form.Rows[i] })
}

// choicesOf are the game's options and commanders that rows of the game's choices say,
// each row by its number (RowLevel …); a form that shows only some of them (the Host
// form) gives an empty row for the others, their first option.
func choicesOf(row func(int) *ui.Row) (game.Options, play.Commanders) {
	rows := make([]*ui.Row, RowCount)
	for i := range rows {
		rows[i] = row(i)
	}
	seed, err := strconv.ParseUint(rows[RowSeed].Text, 10, 64)
	if err != nil { // empty (or beyond 64 bits, which the field's length rules out)
		seed = uint64(time.Now().UnixNano())
	}
	opts := game.Options{Mode: game.Basic, Seed: seed, Setup: game.SetupAuto}
	if rows[RowSetup].Index == 1 {
		// R9: each side places its army in its bivouac areas; SetupHand refuses any
		// other square (R9, R29), where SetupEmpty would build a test position
		opts.Setup = game.SetupHand
	}
	if rows[RowLevel].Index == 1 {
		opts.Mode = game.Advanced
	}
	switch rows[RowFirst].Index {
	case 0:
		opts.First = units.Red
	case 1:
		opts.First = units.Blue
	default: // R9: roll for it; the roll comes from the seed, so a replay agrees
		opts.First = units.Side(rand.New(rand.NewPCG(seed, 0x7a4b71)).IntN(2))
	}
	opts.Weather = rows[RowWeather].Index == 1           // R30
	opts.Supply = rows[RowSupply].Index == 1             // R32
	opts.Replacements = rows[RowReplacements].Index >= 1 // R31
	opts.EvenReplacements = rows[RowReplacements].Index == 2
	opts.Nuclear = rows[RowNuclear].Index == 1 // R33
	opts.ShortReplacements = rows[RowShortReplacements].Index == 1
	opts.ShortCorps = rows[RowShortCorps].Index // R34
	if n, err := strconv.Atoi(rows[RowTurnLimit].Text); err == nil {
		opts.TurnLimit = n // R22; empty: none
	}
	if k := rows[RowScenario].Index; k > 0 { // its own rules, units and turn limit
		opts.Scenario = formScenarios()[k-1].ID
	}
	var players play.Commanders
	for side, row := range [2]int{RowRed, RowBlue} {
		players[side] = play.Commander{Computer: rows[row].Index == 1, Level: play.Strengths[rows[row+1].Index]}
	}
	return opts, players
}

func (d *NewGame) start() {
	if d.app != nil {
		set := d.app.Settings()
		set.NewGame = d.remembered() // the next New game opens as this one was started
		d.app.ChangeSettings(set)
	}
	opts, players := d.Choices()
	d.app.NewGame(opts, players, func(err error) { d.err = lang.Tf("newgame.failed", lang.Explain(err)) })
}

// newGameSize is the dialog's size in points: two columns side by side, so that the
// whole form fits a laptop's 768 pixels, with room for the note under the optional
// rules.
const newGameW, newGameH = 1240, 690

// headH is the room for a column's heading above its rows, in points.
const headH = 34

// formRect is where the form goes in the dialog: under the column headings.
func (d *NewGame) formRect() ui.Rect {
	r := dialogArea(newGameW, newGameH)
	r.Y += ui.S(headH)
	r.H -= ui.S(headH)
	return r
}

// note is the note under the optional rules, laid out in the room between the right
// column's last row and the buttons: in a smaller type when the screen is short, so
// that it never touches the buttons. ok is false with one column, and with rows that
// scroll (a phone held across).
func (d *NewGame) note() (lines []string, face *text.GoTextFace, x, y, lineH float64, ok bool) {
	r := d.formRect()
	d.form.Place(r)
	cols := d.form.Columns(r)
	if len(cols) != 2 || d.form.Scrolls() { // rows that scroll leave it no room
		return nil, nil, 0, 0, 0, false
	}
	c := cols[1]
	y = c.Y + float64(len(d.form.Rows)-d.form.Split)*d.form.Step() + ui.S(4)
	room := d.form.Buttons[0].Rect.Y - ui.S(14) - y
	for _, size := range [][2]float64{{14, 19}, {13, 17}, {12, 15}} {
		face, lineH = ui.Face(ui.Regular, size[0]), ui.S(size[1])
		lines = ui.Wrap(d.noteText(), face, c.W)
		if float64(len(lines))*lineH <= room {
			break
		}
	}
	return lines, face, c.X, y, lineH, true
}

// noteText is the note under the optional rules, and how the chosen rules are balanced
// as measured between two Generals (docs/ai.md): with the rulebook's replacements it
// says that they favour Red (R31: seven cities and points against Blue's five), so
// that a player who takes Blue knows the harder side.
func (d *NewGame) noteText() string {
	rows := d.form.Rows
	balance := "newgame.balance.basic"
	switch {
	case rows[RowReplacements].Index == 2:
		balance = "newgame.balance.even"
	case rows[RowReplacements].Index == 1:
		balance = "newgame.optional.note.replacements"
	case rows[RowLevel].Index == 1:
		balance = "newgame.balance.advanced"
	}
	return lang.T("newgame.optional.note") + " " + lang.Tf(balance) // the shares are written with %%
}

func (d *NewGame) Draw(dst *ebiten.Image) {
	d.relabel()
	dialog(dst, d.app, lang.T("newgame.title"), newGameW, newGameH)
	r := d.formRect()
	d.form.Place(r)
	cols := d.form.Columns(r)
	for i, key := range []string{"newgame.head.game", "newgame.head.optional"} {
		if i < len(cols) {
			c := cols[i]
			ui.Draw(dst, lang.T(key), ui.Face(ui.Bold, 17), c.X, c.Y-ui.S(headH)+ui.S(10), ui.Olive, ui.Left)
			ui.FillRect(dst, ui.Rect{X: c.X, Y: c.Y - ui.S(10), W: c.W, H: ui.S(1.5)}, ui.PaperEdge)
		}
	}
	d.form.Draw(dst)
	if lines, face, x, ny, lineH, ok := d.note(); ok {
		for i, line := range lines {
			ui.DrawTop(dst, line, face, x, ny+float64(i)*lineH, ui.InkSoft, ui.Left)
		}
	}
	at, y := d.problemAt()
	message(dst, d.err, at, y, true)
}

// problemAt is where the sentence that says why the game did not start goes, the room
// it has as wide as at: under the left column, or, where the rows scroll (a phone held
// across), beside the buttons.
func (d *NewGame) problemAt() (at ui.Rect, y float64) {
	r := d.formRect()
	d.form.Place(r)
	if d.form.Scrolls() {
		at := d.form.BesideButtons()
		return at, at.Y + ui.S(10)
	}
	if cols := d.form.Columns(r); len(cols) == 2 {
		r.W = cols[0].W
	}
	return r, r.Y + float64(d.form.Split)*d.form.Step() + ui.S(4)
}

// Problem is the sentence that says why the game did not start, and whether it shows
// whole inside the dialog, above its buttons: for tests.
func (d *NewGame) Problem() (string, bool) {
	r, y := d.problemAt()
	face := ui.Face(ui.Medium, 15)
	lines := ui.Wrap(d.err, face, r.W)
	inner := dialogArea(newGameW, newGameH)
	fits := y+float64(len(lines))*ui.S(20) <= inner.Y+inner.H+ui.S(20)
	for _, line := range lines {
		if w, _ := ui.Measure(line, face); w > r.W {
			fits = false
		}
	}
	return d.err, fits
}

// formScenarios are the scenarios the form offers: the first two of the ladder, whose
// short names fit its row; the whole ladder is on the Lessons and scenarios screen.
func formScenarios() []game.Scenario { return game.Scenarios()[:2] }
