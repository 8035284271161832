package menu

import (
	"image/color"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"taktik/audio"
	"taktik/game/online"
	"taktik/render/info"
	"taktik/render/lang"
	"taktik/render/ui"
)

// HostedScreen shows a game just hosted: the link for the other player with its QR code
// for a phone or a tablet, the spectators' link, and this computer's addresses; the
// host then plays the side he chose.
type HostedScreen struct {
	app    OnlineApp
	h      Hosted
	back   *Online
	qr     [][]bool
	form   *ui.Form // the buttons only: Back, Copy the other's link, Play as the host's side
	err    string
	copied string // what the Copy button did
	joined bool
}

// The hosted screen's buttons, left to right.
const (
	hostedBack = iota
	hostedCopy
	hostedPlay
)

// NewHostedScreen shows h; Back returns to back. Play as Red has the focus: Enter plays,
// as the host came to do.
func NewHostedScreen(app OnlineApp, h Hosted, back *Online) *HostedScreen {
	qr, _ := online.QR(h.other().String()) // a link always fits a QR code
	return &HostedScreen{app: app, h: h, back: back, qr: qr, form: &ui.Form{Buttons: []*ui.Button{{}, {}, {}}, Focus: hostedPlay}}
}

// other is the other player's link.
func (h Hosted) other() online.Link { return h.Created.Seat(h.Side.Opponent().String()) }

// Hosted is the game on show, for tests.
func (s *HostedScreen) Hosted() Hosted { return s.h }

const hostedW, hostedH = 1100, 700

func (s *HostedScreen) place() ui.Rect {
	r := dialogArea(hostedW, hostedH)
	s.form.Buttons[hostedBack].Label = lang.T("button.back")
	s.form.Buttons[hostedCopy].Label = lang.Tf("online.hosted.copy", info.SideName(s.h.Side.Opponent()))
	s.form.Buttons[hostedPlay].Label = lang.Tf("online.hosted.play", info.SideName(s.h.Side))
	s.form.Buttons[hostedPlay].Disabled = s.joined
	s.form.Focus = max(s.form.Focus, 0)
	s.form.Place(r)
	return r
}

// Play is the middle of the Play as … button, for tests.
func (s *HostedScreen) Play() (x, y float64) { return s.button(hostedPlay) }

// Back is the middle of the Back button, for tests.
func (s *HostedScreen) Back() (x, y float64) { return s.button(hostedBack) }

// Copy is the middle of the Copy … link button, for tests.
func (s *HostedScreen) Copy() (x, y float64) { return s.button(hostedCopy) }

// QR is where the QR code stands, for tests.
func (s *HostedScreen) QR() ui.Rect { return s.qrRect(s.place()) }

// Note is the line the screen shows under the links ("" for none), for tests.
func (s *HostedScreen) Note() string { return s.copied }

func (s *HostedScreen) button(i int) (x, y float64) {
	s.place()
	return s.form.Buttons[i].Rect.CX(), s.form.Buttons[i].Rect.CY()
}

func (s *HostedScreen) Update() error {
	s.place()
	if ui.Back() {
		s.leave()
		return nil
	}
	switch s.form.Update() {
	case hostedBack:
		s.app.Sound().Play(audio.Click)
		s.leave()
	case hostedCopy:
		s.app.Sound().Play(audio.Click)
		s.copied = lang.T("online.hosted.nocopy")
		if ui.Copy != nil && ui.Copy(s.h.other().String()) {
			s.copied = lang.T("online.hosted.copied")
		}
	case hostedPlay:
		s.app.Sound().Play(audio.Click)
		s.joined, s.err = true, ""
		s.app.Join(s.h.Created.Seat(s.h.Side.String()).String(), func(err error) { s.err, s.joined = OnlineProblem(err), false })
	}
	return nil
}

// leave goes back to the list of the player's games, asked again: the game just hosted
// is in it, with its Links.
func (s *HostedScreen) leave() {
	s.app.RefreshOnlineGames()
	s.app.GoTo(s.back)
}

// qrRect is where the code stands: at the right of the panel, as large as fits.
func (s *HostedScreen) qrRect(r ui.Rect) ui.Rect {
	side := math.Min(ui.S(300), r.H-ui.S(90))
	return ui.Rect{X: r.X + r.W - side, Y: r.Y, W: side, H: side}
}

func (s *HostedScreen) Draw(dst *ebiten.Image) {
	r := s.place()
	dialog(dst, s.app, lang.T("online.hosted.title"), hostedW, hostedH)
	q := s.qrRect(r)
	textW := q.X - r.X - ui.S(30)
	y := r.Y + ui.S(10)
	label := ui.Face(ui.Medium, 17)
	linkFace := ui.Face(ui.Regular, 16)
	write := func(head, link string) {
		ui.Draw(dst, head, label, r.X, y, ui.Ink, ui.Left)
		y += ui.S(28)
		for _, l := range breakLink(link, linkFace, textW-ui.S(24)) {
			ui.Draw(dst, l, linkFace, r.X+ui.S(12), y, ui.Blue, ui.Left)
			y += ui.S(22)
		}
		y += ui.S(16)
	}
	write(lang.Tf("online.hosted.other", info.SideName(s.h.Side.Opponent())), s.h.other().String())
	write(lang.T("online.hosted.watch"), s.h.Created.Spectator.String())
	if s.h.Here {
		note := lang.T("online.hosted.noaddress")
		if len(s.h.LAN) > 0 {
			note = lang.Tf("online.hosted.addresses", strings.Join(s.h.LAN, ", "))
		}
		message(dst, note, ui.Rect{X: r.X, W: textW}, y, false)
		y += ui.S(48)
	}
	if s.h.NoWeb {
		message(dst, lang.T("online.hosted.noweb"), ui.Rect{X: r.X, W: textW}, y, false)
		y += ui.S(68)
	}
	if s.copied != "" {
		message(dst, s.copied, ui.Rect{X: r.X, W: textW}, y, false)
		y += ui.S(48)
	}
	message(dst, s.err, ui.Rect{X: r.X, W: textW}, y, true)
	drawQR(dst, s.qr, q)
	ui.Draw(dst, lang.Tf("online.hosted.qr", info.SideName(s.h.Side.Opponent())), ui.Face(ui.Regular, 14), q.CX(), q.Y+q.H+ui.S(18), ui.InkSoft, ui.Center)
	s.form.Draw(dst)
}

// breakLink cuts a link into lines that fit a width: a link has no spaces to wrap at.
func breakLink(link string, f *text.GoTextFace, w float64) []string {
	var lines []string
	for link != "" {
		n := len(link)
		for n > 1 {
			if lw, _ := ui.Measure(link[:n], f); lw <= w {
				break
			}
			n--
		}
		lines = append(lines, link[:n])
		link = link[n:]
	}
	return lines
}

// drawQR draws a QR code's modules as squares, black on white as cameras expect,
// whole pixels each.
func drawQR(dst *ebiten.Image, qr [][]bool, r ui.Rect) {
	if len(qr) == 0 {
		return
	}
	cell := math.Floor(r.W / float64(len(qr)))
	size := cell * float64(len(qr))
	x0, y0 := math.Round(r.X+(r.W-size)/2), math.Round(r.Y+(r.H-size)/2)
	ui.FillRect(dst, ui.Rect{X: x0, Y: y0, W: size, H: size}, color.White)
	for i, row := range qr {
		for j, dark := range row {
			if dark {
				ui.FillRect(dst, ui.Rect{X: x0 + float64(j)*cell, Y: y0 + float64(i)*cell, W: cell, H: cell}, color.Black)
			}
		}
	}
}
