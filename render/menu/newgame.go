package menu

import (
	"errors"
	"math/rand/v2"
	"strconv"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"taktik/audio"
	"taktik/game"
	"taktik/render/board"
	"taktik/render/lang"
	"taktik/render/ui"
	"taktik/units"
)

// The new-game dialog's rows, in order.
const (
	rowLevel = iota
	rowRed
	rowRedStrength
	rowBlue
	rowBlueStrength
	rowFirst
	rowSetup
	rowSeed
)

// NewGame is the dialog that sets up a game: rules, who commands each side, who moves
// first, whether the armies are deployed automatically or placed by hand, and an
// optional seed that makes the dice repeatable.
type NewGame struct {
	app  App
	form *ui.Form
	err  string
}

// NewNewGame makes the dialog with the usual choices: basic game, a person against the
// computer as an officer, Red first.
func NewNewGame(app App) *NewGame {
	f := &ui.Form{}
	for range rowSeed + 1 {
		f.Rows = append(f.Rows, &ui.Row{})
	}
	f.Rows[rowSeed].Kind, f.Rows[rowSeed].MaxLen = ui.Field, 18
	f.Rows[rowBlue].Index = 1
	f.Rows[rowRedStrength].Index, f.Rows[rowBlueStrength].Index = 1, 1
	f.Buttons = []*ui.Button{{}, {}}
	f.Focus = len(f.Rows) + 1 // the Start button: Enter starts at once
	return &NewGame{app: app, form: f}
}

func (d *NewGame) relabel() {
	set := func(i int, label string, opts ...string) {
		r := d.form.Rows[i]
		r.Label = lang.T(label)
		r.Options = r.Options[:0]
		for _, o := range opts {
			r.Options = append(r.Options, lang.T(o))
		}
	}
	set(rowLevel, "newgame.level", "level.basic", "level.advanced")
	set(rowRed, "newgame.red", "player.human", "player.computer")
	set(rowRedStrength, "newgame.redstrength", "strength.recruit", "strength.officer", "strength.general")
	set(rowBlue, "newgame.blue", "player.human", "player.computer")
	set(rowBlueStrength, "newgame.bluestrength", "strength.recruit", "strength.officer", "strength.general")
	set(rowFirst, "newgame.first", "side.red", "side.blue", "first.roll")
	set(rowSetup, "play.newgame.setup", "play.newgame.auto", "play.newgame.hand")
	set(rowSeed, "newgame.seed")
	d.form.Rows[rowSeed].Hint = lang.T("newgame.seed.hint")
	d.form.Rows[rowRedStrength].Disabled = d.form.Rows[rowRed].Index == 0
	d.form.Rows[rowBlueStrength].Disabled = d.form.Rows[rowBlue].Index == 0
	d.form.Buttons[0].Label = lang.T("button.back")
	d.form.Buttons[1].Label = lang.T("newgame.start")
}

func (d *NewGame) Update() error {
	d.relabel()
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
	return nil
}

// Choices are what the dialog's rows say, as the game and the board view take them.
func (d *NewGame) Choices() (game.Options, board.Players) {
	rows := d.form.Rows
	seed, err := strconv.ParseUint(rows[rowSeed].Text, 10, 64)
	if err != nil { // empty (or beyond 64 bits, which the field's length rules out)
		seed = uint64(time.Now().UnixNano())
	}
	opts := game.Options{Mode: game.Basic, Seed: seed, Setup: game.SetupAuto}
	if rows[rowSetup].Index == 1 {
		opts.Setup = game.SetupEmpty // R9: each side places its army in its bivouac areas
	}
	if rows[rowLevel].Index == 1 {
		opts.Mode = game.Advanced
	}
	switch rows[rowFirst].Index {
	case 0:
		opts.First = units.Red
	case 1:
		opts.First = units.Blue
	default: // R9: roll for it; the roll comes from the seed, so a replay agrees
		opts.First = units.Side(rand.New(rand.NewPCG(seed, 0x7a4b71)).IntN(2))
	}
	var players board.Players
	for side, row := range [2]int{rowRed, rowBlue} {
		players[side] = board.Player{Computer: rows[row].Index == 1, Strength: board.Strength(rows[row+1].Index)}
	}
	return opts, players
}

func (d *NewGame) start() {
	opts, players := d.Choices()
	if err := d.app.NewGame(opts, players); err != nil {
		d.err = lang.Tf("newgame.failed", explain(err))
	}
}

// explain gives an error in the player's language when the engine has it in both.
func explain(err error) string {
	var ge *game.Error
	if errors.As(err, &ge) {
		return ge.Text(lang.Code())
	}
	return err.Error()
}

func (d *NewGame) Draw(dst *ebiten.Image) {
	d.relabel()
	r := dialog(dst, d.app, lang.T("newgame.title"), 760, 670)
	d.form.Place(r)
	d.form.Draw(dst)
	y := r.Y + ui.S(float64(len(d.form.Rows))*ui.RowStep+16)
	message(dst, d.err, r, y, true)
}
