package menu

import (
	"errors"
	"math"
	"path/filepath"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"taktik/audio"
	"taktik/game"
	"taktik/render/lang"
	"taktik/render/play"
	"taktik/render/ui"
	"taktik/units"
)

// SaveInfo is what the Load screen tells of a saved game: where the game stands.
type SaveInfo struct {
	Turn   int
	Side   units.Side // the side to decide (game.Decider)
	Phase  game.Phase
	Mode   game.Mode
	Month  int // 0: the game keeps no calendar
	Winner game.Winner
}

// Load lists the saved games, newest first, the autosave among them: each with where
// its game stands (turn, side, rules, month), a damaged file marked as such.
type Load struct {
	app   App
	games []SavedGame
	infos []SaveInfo
	bad   []error // why a file cannot be loaded, nil for a sound one
	known []bool  // the file has been read
	read  chan described
	menu  *ui.Menu
	back  *ui.Button
	err   string
	ret   func() // where Back goes; nil: the title
}

// Returning makes Back go somewhere else than the title (the game it was opened from).
func (d *Load) Returning(f func()) *Load { d.ret = f; return d }

func (d *Load) leave() {
	if d.ret != nil {
		d.ret()
		return
	}
	d.app.Title()
}

// maxListed is the most saved games the list shows (fewer when the screen is short).
const maxListed = 8

// described is a listed file once read.
type described struct {
	i    int
	info SaveInfo
	err  error
}

// NewLoad makes the Load screen from the saved games found now. Each listed file is
// read in the background to say where its game stands (the engine replays a long
// game's history, which takes a moment), so the list shows at once.
func NewLoad(app App) *Load {
	games := app.SavedGames()
	if len(games) > maxListed {
		games = games[:maxListed]
	}
	d := &Load{app: app, games: games, menu: ui.NewMenu(), back: &ui.Button{},
		infos: make([]SaveInfo, len(games)), bad: make([]error, len(games)), known: make([]bool, len(games)),
		read: make(chan described, len(games))}
	for range games {
		d.menu.Buttons = append(d.menu.Buttons, &ui.Button{})
	}
	d.menu.Buttons = append(d.menu.Buttons, d.back)
	go func(paths []SavedGame) {
		for i, g := range paths {
			info, err := app.DescribeSave(g.Path)
			d.read <- described{i, info, err}
		}
	}(games)
	return d
}

// collect takes in the files read since the last frame.
func (d *Load) collect() {
	for {
		select {
		case r := <-d.read:
			d.infos[r.i], d.known[r.i] = r.info, true
			if d.bad[r.i] == nil {
				d.bad[r.i] = r.err
			}
		default:
			return
		}
	}
}

// Ready reports whether every listed file has been read, for tests.
func (d *Load) Ready() bool {
	d.collect()
	for _, k := range d.known {
		if !k {
			return false
		}
	}
	return true
}

// name is how the list and the messages call a saved game: Autosave, or the file's
// name without its folder and ending.
func name(g SavedGame) string {
	if g.Autosave {
		return lang.T("load.autosave")
	}
	if g.Name != "" {
		return g.Name
	}
	return strings.TrimSuffix(filepath.Base(g.Path), ".json")
}

// describe is the second line of a saved game's entry: where its game stands.
func describe(i SaveInfo) string {
	code := lang.Code()
	var parts []string
	switch {
	case i.Winner == game.Draw:
		parts = append(parts, lang.Tf("hud.turn", i.Turn), lang.T("board.draw"))
	case i.Winner != game.NoWinner:
		w := units.Red
		if i.Winner == game.BlueWins {
			w = units.Blue
		}
		parts = append(parts, lang.Tf("hud.turn", i.Turn), lang.Tf("board.winner", lang.T("side."+w.String())))
	case i.Phase == game.PhaseSetup || i.Turn == 0:
		parts = append(parts, lang.T("hud.setup"))
	default:
		parts = append(parts, lang.Tf("hud.turn", i.Turn), lang.Tf("hud.tomove", lang.T("side."+i.Side.String())))
	}
	level := lang.T("level.basic")
	if i.Mode == game.Advanced {
		level = lang.T("level.advanced")
	}
	parts = append(parts, level)
	if m := game.MonthName(i.Month, code); i.Month != 0 && m != "" {
		parts = append(parts, m)
	}
	return strings.Join(parts, "  ·  ")
}

func (d *Load) Update() error {
	d.collect()
	d.back.Label = lang.T("button.back")
	d.place()
	i := d.menu.Update()
	switch {
	case ui.Back() || i == len(d.menu.Buttons)-1:
		d.app.Sound().Play(audio.Click)
		d.leave()
	case i >= 0:
		d.app.Sound().Play(audio.Click)
		if err := d.app.LoadGame(d.games[i].Path); err != nil {
			d.err = loadProblem(err, name(d.games[i]))
			if d.bad[i] == nil {
				d.bad[i] = err // damaged since the list was made
			}
		}
	}
	return nil
}

// loadProblem is the sentence for a saved game that cannot be loaded: the game's name
// and the engine's reason, never the file's folder.
func loadProblem(err error, name string) string {
	var le *play.LoadError
	if !errors.As(err, &le) {
		return lang.Tf("load.failed", explain(err))
	}
	var ge *game.Error
	reason := lang.T("load.unreadable")
	switch {
	case errors.As(le.Err, &ge):
		reason = ge.Text(lang.Code())
	case le.Missing():
		reason = lang.T("load.missing")
	}
	return lang.Tf("load.failed.file", name, strings.TrimSuffix(reason, "."))
}

// The Load screen's size in points, and its rows'.
const (
	loadW, loadH = 760, 610
	rowH, rowGap = 50, 7
	backW, backH = 210, 46
)

// area is the dialog's content rectangle; it is the same every frame for a screen size.
func (d *Load) area() ui.Rect { return dialogArea(loadW, loadH) }

// messageLines is the message wrapped beside the Back button.
func (d *Load) messageLines() []string {
	if d.err == "" {
		return nil
	}
	r := d.area()
	return ui.Wrap(d.err, messageFace(), r.W-ui.S(backW)-ui.S(24))
}

func messageFace() *text.GoTextFace { return ui.Face(ui.Medium, 15) }

// MessageRect is where the message stands: in the bottom row, left of Back, as tall as
// its lines (the list ends above it).
func (d *Load) MessageRect() ui.Rect {
	r := d.area()
	lines := d.messageLines()
	h := math.Max(ui.S(backH), float64(len(lines))*ui.S(20))
	return ui.Rect{X: r.X, Y: r.Y + r.H - h, W: r.W - ui.S(backW) - ui.S(24), H: h}
}

// listed is how many entries the list has room for above the bottom row.
func (d *Load) listed() int {
	r := d.area()
	room := d.MessageRect().Y - ui.S(12) - r.Y
	n := int((room + ui.S(rowGap)) / ui.S(rowH+rowGap))
	return max(0, min(n, len(d.games)))
}

func (d *Load) place() {
	r := d.area()
	n := d.listed()
	for i, b := range d.menu.Buttons[:len(d.games)] {
		b.Disabled = i >= n // no room for it on this screen
		b.Rect = ui.Rect{X: r.X, Y: r.Y + float64(i)*ui.S(rowH+rowGap), W: r.W, H: ui.S(rowH)}
		if b.Disabled {
			b.Rect = ui.Rect{}
		}
	}
	d.back.Rect = ui.Rect{X: r.X + r.W - ui.S(backW), Y: r.Y + r.H - ui.S(backH), W: ui.S(backW), H: ui.S(backH)}
}

func (d *Load) Draw(dst *ebiten.Image) {
	d.collect()
	dialog(dst, d.app, lang.T("load.title"), loadW, loadH)
	d.back.Label = lang.T("button.back")
	d.place()
	r := d.area()
	if len(d.games) == 0 {
		ui.Draw(dst, lang.T("load.none"), ui.Face(ui.Medium, 17), r.X, r.Y+ui.S(20), ui.InkSoft, ui.Left)
	}
	for i, b := range d.menu.Buttons[:len(d.games)] {
		if !b.Disabled {
			d.drawEntry(dst, i, b, i == d.menu.Focus)
		}
	}
	d.back.Draw(dst, d.menu.Focus == len(d.menu.Buttons)-1)
	m := d.MessageRect()
	for i, line := range d.messageLines() {
		ui.Draw(dst, line, messageFace(), m.X, m.Y+ui.S(10)+float64(i)*ui.S(20), ui.Red, ui.Left)
	}
}

// drawEntry paints a saved game's entry: its name and date on top, where its game
// stands under them; a damaged file on paper with a red line saying so.
func (d *Load) drawEntry(dst *ebiten.Image, i int, b *ui.Button, focused bool) {
	g := d.games[i]
	b.Label = ""
	damaged := d.bad[i] != nil
	r := b.Rect
	nameInk, dateInk, infoInk := ui.Cream, ui.Khaki, ui.Cream
	if damaged {
		rim := ui.PaperEdge
		if focused {
			rim = ui.Red
		}
		ui.FillRound(dst, ui.Rect{X: r.X, Y: r.Y + ui.S(3), W: r.W, H: r.H}, ui.S(6), ui.PaperEdge)
		ui.FillRound(dst, r, ui.S(6), ui.PaperDark)
		ui.StrokeRound(dst, r.Inset(ui.S(1)), ui.S(6), ui.S(2), rim)
		nameInk, dateInk, infoInk = ui.InkSoft, ui.InkSoft, ui.Red
	} else {
		b.Draw(dst, focused)
	}
	pad := ui.S(16)
	date := g.Time.Format("2006-01-02 15:04")
	small := ui.Face(ui.Regular, 14)
	dw, _ := ui.Measure(date, small)
	top, bottom := r.Y+r.H*0.3, r.Y+r.H*0.72
	ui.Draw(dst, clip(name(g), ui.Face(ui.Bold, 16), r.W-2*pad-dw-ui.S(16)), ui.Face(ui.Bold, 16), r.X+pad, top, nameInk, ui.Left)
	ui.Draw(dst, date, small, r.X+r.W-pad, top, dateInk, ui.Right)
	info := lang.T("load.damaged")
	switch {
	case !d.known[i] && !damaged:
		info = lang.T("load.reading")
	case !damaged:
		info = describe(d.infos[i])
	}
	ui.Draw(dst, clip(info, small, r.W-2*pad), small, r.X+pad, bottom, infoInk, ui.Left)
}

// clip shortens a text with an ellipsis to a width.
func clip(s string, face *text.GoTextFace, w float64) string {
	if tw, _ := ui.Measure(s, face); tw <= w {
		return s
	}
	rs := []rune(s)
	for len(rs) > 1 {
		rs = rs[:len(rs)-1]
		if tw, _ := ui.Measure(string(rs)+"…", face); tw <= w {
			break
		}
	}
	return string(rs) + "…"
}

// Entry is the middle of the i-th saved game in the list (the Back button after them),
// for tests that click it.
func (d *Load) Entry(i int) (x, y float64) {
	d.place()
	b := d.menu.Buttons[i]
	return b.Rect.CX(), b.Rect.CY()
}

// Games are the saved games the list offers, newest first.
func (d *Load) Games() []SavedGame { return d.games }

// Info is where the i-th listed game stands, and why it cannot be loaded (nil when it
// can), for tests.
func (d *Load) Info(i int) (SaveInfo, error) { return d.infos[i], d.bad[i] }

// Message is the sentence the screen shows, for tests.
func (d *Load) Message() string { return d.err }

// BackRect is the Back button, for tests.
func (d *Load) BackRect() ui.Rect { d.place(); return d.back.Rect }
