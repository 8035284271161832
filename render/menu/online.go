package menu

import (
	"errors"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"taktik/audio"
	"taktik/game/online"
	"taktik/render/info"
	"taktik/render/input"
	"taktik/render/lang"
	"taktik/render/ui"
	"taktik/render/ui/scroll"
	"taktik/units"
)

// OnlineApp is what the online screens need of the program, besides App.
type OnlineApp interface {
	App
	// CanHostHere reports whether this program can host games itself (the desktop game;
	// the browser edition cannot).
	CanHostHere() bool
	// HostHere and HostOn start a game, on this computer's own server or on a taktik
	// serve at an address; done gets its links (on the game's loop), failed why not.
	HostHere(c HostChoice, done func(Hosted), failed func(error))
	HostOn(server string, c HostChoice, done func(Hosted), failed func(error))
	// Join opens the game of a link on the board, once the server has sent it.
	Join(link string, failed func(error))
	// ReplayOnline opens the replay viewer on the game of a link, its history fetched
	// from the server; leaving the viewer comes back to this screen.
	ReplayOnline(link string, failed func(error))
	// HostedAgain shows the links of a game the player hosted (Kept.Links) once more.
	HostedAgain(k online.Kept, done func(Hosted), failed func(error))
	// OnlineGames are the player's games as their servers last told them; Refresh asks
	// again (in the background).
	OnlineGames() []online.Seen
	RefreshOnlineGames()
}

// Hosted is a game just started: its links, the side the host plays, and the
// addresses of the computer hosting it when it is this one.
type Hosted struct {
	Created online.Created
	Side    units.Side
	Here    bool
	LAN     []string
	NoWeb   bool // hosted here without the browser edition: the link opens no game in a browser
}

const (
	onlineServer = iota
	onlineLink
)

const (
	onlineBack = iota
	onlineHostServer
	onlineJoin
	onlineHostHere // desktop only, the last button
)

// Online is the screen of online play: host a game here or on a server, join one by
// its link, and the list of the player's online games.
type Online struct {
	app     OnlineApp
	form    *ui.Form
	games   []online.Seen
	cont    []*ui.Button // Continue, one for each game of the list
	replay  []*ui.Button // Replay, beside each Continue
	links   []*ui.Button // Links, beside Replay, for a game the player hosted
	err     string
	working bool
	// list is the window onto My online games, a finger's drag or the wheel over it
	// scrolls it when they do not all fit (a phone held across); overList: the pointer
	// (the finger that came down) was last over it
	list     scroll.Scroll
	overList bool
}

// NewOnline makes the screen, asking the servers of the player's games how they stand.
func NewOnline(app OnlineApp) *Online {
	f := &ui.Form{Rows: []*ui.Row{{Kind: ui.Field, Free: true, MaxLen: 200}, {Kind: ui.Field, Free: true, MaxLen: 400}}}
	n := 3
	if app.CanHostHere() {
		n = 4
	}
	for range n {
		f.Buttons = append(f.Buttons, &ui.Button{})
	}
	f.Focus = onlineLink
	app.RefreshOnlineGames()
	return &Online{app: app, form: f}
}

// Form is the screen's form, for tests that type into it.
func (o *Online) Form() *ui.Form { return o.form }

// Problem is what the screen says went wrong, "" for nothing, for tests.
func (o *Online) Problem() string { return o.err }

// Replay is the middle of the Replay button of game i of the list, for tests; ok is
// false while the list does not show it.
func (o *Online) Replay(i int) (x, y float64, ok bool) {
	o.place()
	if from, to := o.shownGames(); i < from || i >= to {
		return 0, 0, false
	}
	return o.replay[i].Rect.CX(), o.replay[i].Rect.CY(), true
}

// Links is the middle of the Links button of game i of the list, for tests; ok is false
// while the list does not show it.
func (o *Online) Links(i int) (x, y float64, ok bool) {
	o.place()
	if from, to := o.shownGames(); i < from || i >= to || !o.hosted(i) {
		return 0, 0, false
	}
	return o.links[i].Rect.CX(), o.links[i].Rect.CY(), true
}

// hosted reports whether game i of the list is one the player hosted, its links kept.
func (o *Online) hosted(i int) bool {
	_, _, ok := o.games[i].Kept.Links()
	return ok
}

const onlineW, onlineH = 1040, 720

func (o *Online) relabel() {
	rows := o.form.Rows
	rows[onlineServer].Label, rows[onlineServer].Hint = lang.T("online.server"), lang.T("online.server.hint")
	rows[onlineLink].Label, rows[onlineLink].Hint = lang.T("online.link"), lang.T("online.link.hint")
	if input.TouchOf(ui.Input()).Fingers { // no Ctrl+V: the field's Paste, or the page's keyboard
		rows[onlineLink].Hint = lang.T("online.link.hint.touch")
	}
	b := o.form.Buttons
	b[onlineBack].Label = lang.T("button.back")
	b[onlineHostServer].Label = lang.T("online.host.server")
	b[onlineJoin].Label = lang.T("online.join")
	if len(b) > onlineHostHere {
		b[onlineHostHere].Label = lang.T("online.host.here")
	}
	for _, x := range b {
		x.Disabled = o.working && x != b[onlineBack]
	}
}

// areas: the explanation, the form, and the list of games under it.
func (o *Online) areas() (explain, form, list ui.Rect) {
	r := dialogArea(onlineW, onlineH)
	explain = ui.Rect{X: r.X, Y: r.Y, W: r.W, H: ui.S(48)}
	form = ui.Rect{X: r.X, Y: r.Y + ui.S(60), W: r.W, H: o.form.Height()}
	list = ui.Rect{X: r.X, Y: form.Y + form.H + ui.S(20), W: r.W, H: r.Y + r.H - (form.Y + form.H + ui.S(20))}
	return
}

// gameH is the height of a game's buttons in the list, a finger's where the screen is
// laid out for fingers; gameStep is from one game to the next.
func gameH() float64    { return ui.Tap(ui.S(42)) }
func gameStep() float64 { return gameH() + ui.S(16) }

// listView is where the games of the list show, under its heading and under what the
// screen says went wrong, written at the heading's right.
func (o *Online) listView() ui.Rect {
	_, _, list := o.areas()
	top := ui.S(34)
	if n := len(o.errLines()); n > 1 {
		top = ui.S(34 + 19*float64(n-1))
	}
	return ui.Rect{X: list.X, Y: list.Y + top, W: list.W, H: list.H - top}
}

// errLines are the lines of what went wrong, as they are written at the right of the
// list's heading.
func (o *Online) errLines() []string {
	if o.err == "" || o.working {
		return nil
	}
	_, _, list := o.areas()
	return ui.Wrap(o.err, ui.Face(ui.Medium, 15), list.W*0.6)
}

func (o *Online) place() {
	o.relabel()
	_, form, _ := o.areas()
	o.form.Place(form)
	o.games = o.app.OnlineGames()
	for len(o.cont) < len(o.games) {
		o.cont, o.replay, o.links = append(o.cont, &ui.Button{}), append(o.replay, &ui.Button{}), append(o.links, &ui.Button{})
	}
	v := o.listView()
	o.list.Resize(float64(len(o.games))*gameStep()-ui.S(16), v.H)
	for i := range o.games {
		c, r, l := o.cont[i], o.replay[i], o.links[i]
		c.Label, r.Label, l.Label = lang.T("online.mine.continue"), lang.T("online.mine.replay"), lang.T("online.mine.links")
		c.Rect = ui.Rect{X: v.X + v.W - ui.S(170), Y: v.Y + float64(i)*gameStep() - o.list.Offset, W: ui.S(170), H: gameH()}
		r.Rect = ui.Rect{X: c.Rect.X - ui.S(150), Y: c.Rect.Y, W: ui.S(140), H: c.Rect.H}
		l.Rect = ui.Rect{X: r.Rect.X - ui.S(130), Y: c.Rect.Y, W: ui.S(120), H: c.Rect.H}
		c.Disabled = o.working || o.games[i].Err != nil
		r.Disabled = c.Disabled
		l.Disabled = o.working // the links are kept here: they show with the server away too
	}
}

// shownGames are the games of the list in sight, first to last (to is past the last):
// those whose buttons show whole in its view.
func (o *Online) shownGames() (from, to int) {
	v := o.listView()
	from = len(o.games)
	for i := range o.games {
		if r := o.cont[i].Rect; r.Y >= v.Y-0.5 && r.Y+r.H <= v.Y+v.H+0.5 {
			from, to = min(from, i), i+1
		}
	}
	return min(from, to), to
}

// scrollList moves the list by a finger dragged over it or the wheel, when its games do
// not all fit.
func (o *Online) scrollList(x, y float64) {
	v := o.listView()
	_, form, _ := o.areas()
	switch { // a finger's drag takes the pointer off the screen: the list stays under it
	case v.Contains(x, y):
		o.overList = true
	case form.Contains(x, y):
		o.overList = false
	}
	if _, dy := ui.Wheel(); dy != 0 && v.Contains(x, y) {
		o.list.By(-dy * gameStep())
	}
	if t := input.TouchOf(ui.Input()); t.DragY != 0 && o.overList {
		o.list.By(-t.DragY)
	}
}

// ListScroll is how far the list of games is scrolled and the most it can be, for tests.
func (o *Online) ListScroll() (offset, most float64, view ui.Rect) {
	o.place()
	return o.list.Offset, o.list.Max(), o.listView()
}

func (o *Online) Update() error {
	o.place()
	if o.working {
		ui.Animate()
	}
	if ui.Back() {
		o.app.Sound().Play(audio.Click)
		o.app.Title()
		return nil
	}
	x, y := ui.Pointer()
	o.scrollList(x, y)
	o.place()
	from, to := o.shownGames()
	for i := from; i < to; i++ {
		link := o.games[i].Link.String()
		switch {
		case !ui.Clicked():
		case o.cont[i].Hit(x, y):
			o.app.Sound().Play(audio.Click)
			o.start(func(failed func(error)) { o.app.Join(link, failed) })
			return nil
		case o.replay[i].Hit(x, y):
			o.app.Sound().Play(audio.Click)
			o.start(func(failed func(error)) { o.app.ReplayOnline(link, failed) })
			return nil
		case o.hosted(i) && o.links[i].Hit(x, y):
			o.app.Sound().Play(audio.Click)
			k := o.games[i].Kept
			o.start(func(failed func(error)) {
				o.app.HostedAgain(k, func(h Hosted) { o.working = false; o.app.GoTo(NewHostedScreen(o.app, h, o)) }, failed)
			})
			return nil
		}
	}
	b := o.form.Update()
	if b < 0 || o.form.Buttons[b].Disabled {
		return nil
	}
	o.app.Sound().Play(audio.Click)
	server, link := o.form.Rows[onlineServer].Text, o.form.Rows[onlineLink].Text
	switch b {
	case onlineBack:
		o.app.Title()
	case onlineJoin:
		o.start(func(failed func(error)) { o.app.Join(link, failed) })
	case onlineHostServer:
		o.app.GoTo(NewHostForm(o.app, o, false, server))
	case onlineHostHere:
		o.app.GoTo(NewHostForm(o.app, o, true, ""))
	}
	return nil
}

// start runs what a button asks, saying "one moment" until it is done or has failed.
func (o *Online) start(f func(failed func(error))) {
	o.err, o.working = "", true
	f(func(err error) { o.err, o.working = OnlineProblem(err), false })
}

// OnlineProblem is an online failure in the player's words.
func OnlineProblem(err error) string {
	var e *online.Error
	if errors.As(err, &e) {
		if e.Err != nil {
			return lang.Explain(e.Err)
		}
		return lang.Tf(e.Key, e.Args...)
	}
	return lang.Explain(err)
}

func (o *Online) Draw(dst *ebiten.Image) {
	o.place()
	dialog(dst, o.app, lang.T("online.title"), onlineW, onlineH)
	explain, _, list := o.areas()
	key := "online.explain"
	if !o.app.CanHostHere() {
		key = "online.explain.web"
	}
	message(dst, lang.T(key), explain, explain.Y+ui.S(8), false)
	o.form.Draw(dst)
	ui.FillRect(dst, ui.Rect{X: list.X, Y: list.Y - ui.S(8), W: list.W, H: ui.S(1)}, ui.PaperEdge)
	ui.Draw(dst, lang.T("online.mine"), ui.Face(ui.Bold, 18), list.X, list.Y+ui.S(14), ui.Ink, ui.Left)
	switch {
	case o.working:
		ui.Draw(dst, lang.T("online.working"), ui.Face(ui.Medium, 16), list.X+list.W, list.Y+ui.S(14), ui.InkSoft, ui.Right)
	case o.err != "":
		face := ui.Face(ui.Medium, 15)
		for i, l := range o.errLines() {
			ui.Draw(dst, l, face, list.X+list.W, list.Y+ui.S(14)+float64(i)*ui.S(19), ui.Red, ui.Right)
		}
	}
	if len(o.games) == 0 {
		ui.Draw(dst, lang.T("online.mine.none"), ui.Face(ui.Regular, 16), list.X, list.Y+ui.S(56), ui.InkSoft, ui.Left)
	}
	from, to := o.shownGames()
	for i := from; i < to; i++ {
		o.drawGame(dst, o.games[i], o.cont[i])
		o.replay[i].Draw(dst, false)
		if o.hosted(i) {
			o.links[i].Draw(dst, false)
		}
	}
	if v := o.listView(); len(o.games) > 0 {
		if top, h, ok := o.list.Thumb(v.H, ui.S(30)); ok {
			ui.FillRound(dst, ui.Rect{X: v.X + v.W + ui.S(8), Y: v.Y + top, W: ui.S(5), H: h}, ui.S(2.5), ui.Olive)
		}
	}
}

// drawGame writes one game of the list: whose turn, then what happened last and when.
func (o *Online) drawGame(dst *ebiten.Image, s online.Seen, cont *ui.Button) {
	r := cont.Rect
	x := dialogArea(onlineW, onlineH).X
	first, second, turn := GameLines(s, time.Now())
	face := ui.Face(ui.Medium, 16)
	if turn {
		face = ui.Face(ui.Bold, 16)
		ui.FillRect(dst, ui.Rect{X: x - ui.S(12), Y: r.Y + ui.S(2), W: ui.S(4), H: r.H - ui.S(4)}, ui.Brass)
	}
	ui.Draw(dst, first, face, x, r.CY()-ui.S(9), ui.Ink, ui.Left)
	ui.Draw(dst, second, ui.Face(ui.Regular, 14), x, r.CY()+ui.S(11), ui.InkSoft, ui.Left)
	cont.Draw(dst, false)
}

// GameLines are the two lines the list writes for a game, and whether it is the
// player's turn in it.
func GameLines(s online.Seen, now time.Time) (first, second string, yourTurn bool) {
	host := strings.TrimPrefix(strings.TrimPrefix(s.Link.Base, "http://"), "https://")
	if s.Err != nil {
		return host + " · " + s.Link.Game, lang.T("online.mine.away"), false
	}
	st := s.Status
	var state string
	switch {
	case st.Finished && st.Winner == "draw":
		state = lang.T("online.mine.draw")
	case st.Finished:
		state = lang.Tf("online.mine.over", sideName(st.Winner))
	case s.YourTurn():
		state = lang.T("online.mine.yours")
	default:
		state = lang.Tf("online.mine.theirs", sideName(st.Decider))
	}
	if st.Seat == "spectator" {
		first = lang.Tf("online.mine.watch", st.Turn, state)
	} else {
		first = lang.Tf("online.mine.row", sideName(st.Seat), st.Turn, state)
	}
	second = host + " · " + lang.T("online.mine.nolast")
	if st.Last != nil {
		second = host + " · " + lang.Tf("online.mine.last", sideName(st.Last.Side)+" "+actionWords(st.Last.Line), Ago(now.Sub(st.Last.At)))
	}
	return first, second, s.YourTurn()
}

// actionWords says what an action of the protocol did, in a few words ("ended the
// turn"); a command the list has no words for shows as it is.
func actionWords(line string) string {
	cmd, _, _ := strings.Cut(line, " ")
	switch cmd {
	case "drop", "sail":
		cmd = "move"
	}
	key := "online.act." + cmd
	if w := lang.T(key); w != key {
		return w
	}
	return line
}

func sideName(side string) string {
	if side == "blue" {
		return info.SideName(units.Blue)
	}
	return info.SideName(units.Red)
}

// Ago says how long ago something was, roughly.
func Ago(d time.Duration) string {
	switch {
	case d < time.Minute:
		return lang.T("online.ago.now")
	case d < time.Hour:
		return lang.Tf("online.ago.min", int(d/time.Minute))
	case d < 48*time.Hour:
		return lang.Tf("online.ago.hours", int(d/time.Hour))
	}
	return lang.Tf("online.ago.days", int(d/(24*time.Hour)))
}
