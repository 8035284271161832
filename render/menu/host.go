package menu

import (
	"github.com/hajimehoshi/ebiten/v2"

	"taktik/audio"
	"taktik/game"
	"taktik/render/lang"
	"taktik/render/ui"
	"taktik/units"
)

// HostChoice is the game a host starts online: its options (without a seed: the server
// draws it and keeps it secret) and the side the host plays.
type HostChoice struct {
	Options game.Options
	Side    units.Side
}

// hostRows are the New game dialog's rows the Host form shows, after the side the host
// plays: the rules and the optional rules. The armies are set up by the server's seed
// and both sides are people, so the setup, the players and the seed are not asked.
var hostRows = []int{RowLevel, RowFirst, RowWeather, RowSupply, RowReplacements, RowNuclear, RowTurnLimit}

const (
	hostBack = iota
	hostStart
)

// HostForm is the form of a game to host, on this computer or on a server: which side
// the host plays and the game's rules, as the New game dialog offers them.
type HostForm struct {
	app    OnlineApp
	back   *Online
	here   bool   // on this computer's own server, else on server
	server string // the address typed on the Play online screen
	form   *ui.Form
	rows   map[int]*ui.Row // the New game dialog's rows shown, by their number
	err    string
	busy   bool
}

// NewHostForm is the form of a game to host here, or on server; Back returns to back.
func NewHostForm(app OnlineApp, back *Online, here bool, server string) *HostForm {
	f := &ui.Form{Rows: []*ui.Row{{}}, Buttons: []*ui.Button{{}, {}}}
	h := &HostForm{app: app, back: back, here: here, server: server, form: f, rows: map[int]*ui.Row{}}
	for _, i := range hostRows {
		r := &ui.Row{}
		if i == RowTurnLimit {
			r.Kind, r.MaxLen = ui.Field, 3
		}
		h.rows[i] = r
		f.Rows = append(f.Rows, r)
	}
	f.Focus = len(f.Rows) + hostStart // Enter hosts at once
	return h
}

// Form is the form, for tests that click it: row 0 is the host's side, then hostRows.
func (h *HostForm) Form() *ui.Form {
	h.place()
	return h.form
}

// Choice is the game the form describes.
func (h *HostForm) Choice() HostChoice {
	opts, _ := choicesOf(func(i int) *ui.Row {
		if r, ok := h.rows[i]; ok {
			return r
		}
		return &ui.Row{}
	})
	return HostChoice{Options: opts, Side: units.Side(h.form.Rows[0].Index)}
}

const hostW, hostH = 760, 640

func (h *HostForm) place() {
	side := h.form.Rows[0]
	side.Label = lang.T("online.host.side")
	side.Options = append(side.Options[:0], lang.T("side.red"), lang.T("side.blue"))
	for i, r := range h.rows {
		labelRow(r, i)
	}
	b := h.form.Buttons
	b[hostBack].Label = lang.T("button.back")
	b[hostStart].Label = lang.T("online.host.start")
	b[hostStart].Disabled = h.busy
	r := dialogArea(hostW, hostH)
	h.form.Place(ui.Rect{X: r.X, Y: r.Y + ui.S(40), W: r.W, H: r.H - ui.S(40)})
}

func (h *HostForm) Update() error {
	h.place()
	if h.busy {
		ui.Animate()
	}
	if ui.Back() {
		h.app.Sound().Play(audio.Click)
		h.app.GoTo(h.back)
		return nil
	}
	b := h.form.Update()
	if h.form.Changed {
		h.app.Sound().Play(audio.Click)
	}
	switch {
	case b == hostBack:
		h.app.Sound().Play(audio.Click)
		h.app.GoTo(h.back)
	case b == hostStart && !h.busy:
		h.app.Sound().Play(audio.Click)
		h.busy, h.err = true, ""
		failed := func(err error) { h.err, h.busy = OnlineProblem(err), false }
		done := func(d Hosted) {
			h.busy = false
			h.app.GoTo(NewHostedScreen(h.app, d, h.back))
		}
		if h.here {
			h.app.HostHere(h.Choice(), done, failed)
		} else {
			h.app.HostOn(h.server, h.Choice(), done, failed)
		}
	}
	return nil
}

func (h *HostForm) Draw(dst *ebiten.Image) {
	h.place()
	title := "online.host.form.server"
	if h.here {
		title = "online.host.form.here"
	}
	r := dialog(dst, h.app, lang.T(title), hostW, hostH)
	message(dst, lang.T("online.host.form.explain"), r, r.Y, false)
	h.form.Draw(dst)
	say, problem := h.err, true
	if h.busy {
		say, problem = lang.T("online.working"), false
	}
	formMessage(dst, say, h.form, r, h.form.Buttons[0].Rect.Y-ui.S(30), problem) // above the buttons, a finger high or not
}

// Problem is what the form says went wrong, "" for nothing, for tests.
func (h *HostForm) Problem() string { return h.err }
