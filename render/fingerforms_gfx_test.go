//go:build gfx

package render

import (
	"fmt"
	"math"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"taktik/maps"
	"taktik/render/editscreen"
	"taktik/render/lang"
	"taktik/render/menu"
	"taktik/render/ui"
	"taktik/server/host"
)

// TestFormsAreFingerWide: the screens built of ui.Form besides New game, laid out for
// fingers on a phone held across (844 × 390) and a tablet held across and upright, as a
// player with fingers goes through them: Play online (Paste in the link field, Join and
// the silent server's problem), the Host form here (scrolled to its end on the phone)
// and on a server (its problem), the hosted game's links with the QR code and Copy, My
// online games with one game and with three (on the phone a finger scrolls the list to
// the third), Settings with its note (a text size the screen cannot give), the
// scenario editor's panel, and its goal and briefing form. On every one each button
// and row is a finger high (ui.TapPoints CSS pixels), lies whole on the screen and over
// no other; each text lies whole on the screen and not half over a button or a row
// (Settings' note under rows that scroll ran over Back, a problem over two lines over
// the list's buttons); the QR code lies whole on the screen, over no button and no
// text. TAKTIK_SHOTS=dir writes every screen as fingers-NAME-WxH.png.
func TestFormsAreFingerWide(t *testing.T) {
	host.ListenOn = "127.0.0.1" // tests talk to the loopback address only
	defer func(was func(string) bool) { ui.Copy = was }(ui.Copy)
	ui.Copy = func(string) bool { return true }
	defer func(was func() string) { ui.Paste = was }(ui.Paste)
	ui.Paste = func() string { return "http://127.0.0.1:9/?game=7&token=abc" }
	for _, c := range []struct {
		w, h int
		code string
	}{{844, 390, "en"}, {1024, 768, "en"}, {768, 1024, "en"}, {844, 390, "de"}, {844, 460, "en"}} {
		t.Run(fmt.Sprintf("%dx%d-%s", c.w, c.h, c.code), func(t *testing.T) {
			fingerForms(t, c.w, c.h, c.code)
		})
	}
}

// clickWords are words of the mouse and the keys, which a player using fingers is not
// to be told.
var clickWords = regexp.MustCompile(`(?i)\bclick|klick|ctrl|strg\+`)

// fingerForms walks the screens at one size (TestFormsAreFingerWide).
func fingerForms(t *testing.T, w, h int, code string) {
	s := speaking(t, code, w, h, nil)
	s.fingers = true
	t.Cleanup(func() {
		if s.a.net.host != nil {
			s.a.net.host.close()
		}
	})
	if !ui.Touch() {
		t.Fatal("the screen is not laid out for fingers")
	}
	css := 1.0 // screen pixels a CSS pixel: the monitor's scale, not the game's fitting
	if m := ebiten.Monitor(); m != nil {
		css = m.DeviceScaleFactor()
	}
	c := &fingerFrame{t: t, s: s, least: ui.TapPoints * css}
	c.where = fmt.Sprintf("%dx%d-%s", w, h, code)

	// Play online, from the title; a tap on the link field shows Paste
	s.play(2)
	x, y, _ := on[*menu.Title](s).Entry(menu.EntryOnline)
	s.tap(x, y)
	s.play(20)
	o := on[*menu.Online](s)
	x, y = o.Form().Rows[0].OptionAt(0) // the server's field: the link's shows its hint
	s.tap(x, y)
	s.play(3)
	c.check("online", o.Form())
	x, y = o.Form().Rows[1].OptionAt(0)
	s.tap(x, y)
	s.play(3)
	if _, _, _, ok := o.Form().Rows[1].PasteAt(); !ok {
		t.Error("the focused link field shows no Paste for fingers")
	}
	c.check("online-link", o.Form())

	// the link pasted by a tap on Paste, Join tapped: its server does not answer, and
	// the screen says so
	x, y, _, _ = o.Form().Rows[1].PasteAt()
	s.tap(x, y)
	s.play(3)
	join := o.Form().Buttons[2]
	s.tap(join.Rect.CX(), join.Rect.CY())
	s.until("the link's silent server", func() bool { return o.Problem() != "" })
	c.check("online-join", o.Form())
	if !c.drew(o.Problem()) {
		t.Errorf("the Online screen's problem %q is not drawn whole on the screen", o.Problem())
	}

	// Host here: the form, scrolled by a finger to its end where it scrolls
	here := o.Form().Buttons[len(o.Form().Buttons)-1]
	if here.Label != lang.T("online.host.here") {
		t.Fatalf("the last button is %q, want Host here", here.Label)
	}
	s.tap(here.Rect.CX(), here.Rect.CY())
	s.until("the Host form", func() bool { _, ok := s.a.scenes.Current().(*menu.HostForm); return ok })
	s.play(20)
	hf := on[*menu.HostForm](s)
	c.check("host-form", hf.Form())
	c.tapHalfShown("the Host form", hf.Form())
	if c.scrollEnd("the Host form", hf.Form()) {
		c.check("host-form-end", hf.Form())
	}
	b := hf.Form().Buttons[1]
	s.tap(b.Rect.CX(), b.Rect.CY())
	s.play(2)
	s.until("the hosted game's links", func() bool { _, ok := s.a.scenes.Current().(*menu.HostedScreen); return ok })
	hs := on[*menu.HostedScreen](s)
	s.tap(hs.Copy())
	s.play(3)
	if hs.Note() != lang.T("online.hosted.copied") {
		t.Errorf("a tap on Copy says %q", hs.Note())
	}
	c.check("hosted", nil)
	q := hs.QR()
	if !within(c.screen(), q) {
		t.Errorf("the QR code %v lies out of the screen", q)
	}
	for _, tg := range c.targets {
		if tg.r.Overlaps(q) {
			t.Errorf("the QR code %v lies over %q %v", q, tg.label, tg.r)
		}
	}
	for _, p := range c.texts {
		if p.Box.Overlaps(q) {
			t.Errorf("the QR code %v lies over the text %q %v", q, p.Text, p.Box)
		}
	}

	// My online games, Back on the hosted screen: the game just hosted, with its buttons
	s.tap(hs.Back())
	s.until("My online games after Back", func() bool { _, ok := s.a.scenes.Current().(*menu.Online); return ok })
	s.until("the hosted game in the list", func() bool { return len(s.a.OnlineGames()) == 1 && s.a.OnlineGames()[0].Err == nil })
	s.play(5)
	o = on[*menu.Online](s)
	if _, _, ok := o.Links(0); !ok {
		t.Error("the hosted game shows no Links in My online games")
	}
	c.check("online-games", o.Form())

	// two games more: where the three do not fit (the phone), a finger dragged up over
	// the list brings the last one into sight
	for range 2 {
		done := false
		s.a.HostHere(menu.HostChoice{}, func(menu.Hosted) { done = true }, func(err error) { t.Fatal(err) })
		s.until("a game more hosted", func() bool { return done })
	}
	s.a.RefreshOnlineGames()
	s.until("three games in the list", func() bool {
		g := s.a.OnlineGames()
		return len(g) == 3 && g[0].Err == nil && g[1].Err == nil && g[2].Err == nil
	})
	s.play(3)
	if _, _, ok := o.Links(2); !ok {
		_, most, v := o.ListScroll()
		if most == 0 {
			t.Fatal("the third game is out of sight, and the list does not scroll")
		}
		for k := 0; k < 4; k++ { // the view is short: a finger drags again
			if off, most, _ := o.ListScroll(); off == most {
				break
			}
			s.in.FingerDrag(v.CX(), v.Y+v.H-5, v.CX(), v.Y+5, 8)
			s.play(5)
		}
		if off, most, _ := o.ListScroll(); off != most {
			t.Errorf("a finger dragged up over the list scrolled it %.0f px of %.0f", off, most)
		}
		if _, _, ok := o.Links(2); !ok {
			t.Error("scrolled to its end, the list does not show its third game")
		}
	}
	c.check("online-games-3", o.Form())

	// Host on the server: the same form under another title; a server that does not
	// answer, and the form says so
	hf = menu.NewHostForm(s.a, o, false, "127.0.0.1:9")
	s.a.GoTo(hf)
	s.play(20)
	b = hf.Form().Buttons[1]
	s.tap(b.Rect.CX(), b.Rect.CY())
	s.until("the server's silence", func() bool { return hf.Problem() != "" })
	c.check("host-form-server", hf.Form())
	if !c.drew(hf.Problem()) {
		t.Errorf("the Host form's problem %q is not drawn whole on the screen", hf.Problem())
	}

	// Settings, with a text size larger than the screen gives: the note says why
	set := menu.NewSettings(s.a)
	s.a.GoTo(set)
	s.play(20)
	f := set.Form()
	c.scrollEnd("Settings", f)
	var text *ui.Row
	for _, r := range f.Rows {
		if r.Label == lang.T("settings.textsize") {
			text = r
		}
	}
	x, y = text.OptionAt(len(text.Options) - 1)
	s.tap(x, y)
	s.play(3)
	note := s.a.Notice()
	if note == "" {
		t.Fatal("a text size the screen cannot give brings no note")
	}
	c.check("settings", f)
	if !c.drew(note) {
		t.Errorf("the settings' note %q is not drawn whole on the screen", note)
	}
	x, y = text.OptionAt(0) // the text size as it was
	s.tap(x, y)
	s.play(3)

	// the scenario editor, its panel, and its goal and briefing form
	s.a.Title()
	s.play(20)
	ed := openEditor(s)
	c.check("editor", nil)
	fingersOnTheEditorsMap(c, ed)
	x, y = ed.Button("editor.form.open")
	s.tap(x, y)
	s.play(3)
	g := ed.Form()
	if g == nil {
		t.Fatal("a tap on Goal and briefing opened no form")
	}
	c.top = lang.T("editor.form.heading") // the editor lies under the form's veil
	c.check("goal-form", g)
	c.tapHalfShown("the goal form", g)
	if c.scrollEnd("the goal form", g) {
		c.check("goal-form-end", g)
	}
	c.top = ""
	x, y = ed.DoneButton()
	s.tap(x, y)
	s.play(3)
	x, y = ed.Button("editor.save")
	s.tap(x, y)
	s.play(3)
	c.check("editor-saved", nil)

	// the browser's editor has a row more: Download and Open a file
	defer func(d func(string, []byte), u func(func(string, []byte))) { ui.Download, ui.Upload = d, u }(ui.Download, ui.Upload)
	ui.Download, ui.Upload = func(string, []byte) {}, func(func(string, []byte)) {}
	c.check("editor-browser", nil)
}

// fingersOnTheEditorsMap: the editor's map, fitted whole beside the panel with squares
// far narrower than a finger, zooms in under two fingers spread over it, the square
// between them staying there, to squares a finger wide; one finger drags it; a tap on
// a land square of an empty board then places a unit on it.
func fingersOnTheEditorsMap(c *fingerFrame, ed *editscreen.Screen) {
	t, s := c.t, c.s
	t.Helper()
	sq, v := ed.MapZoom()
	if sq >= c.least {
		t.Fatalf("%s: the editor's map opens with squares of %.0f px", c.where, sq)
	}
	at := func(x, y float64) maps.Square {
		for r := 1; r <= s.a.board.Rows; r++ {
			for col := 1; col <= s.a.board.Cols; col++ {
				q := maps.Square{Row: r, Col: col}
				if qx, qy := ed.Square(q); math.Abs(qx-x) <= sq/2 && math.Abs(qy-y) <= sq/2 {
					return q
				}
			}
		}
		return maps.Square{}
	}
	cx, cy := v.CX(), v.CY()
	mid := at(cx, cy)
	for k := 0; k < 12 && sq < c.least; k++ {
		s.in.Pinch(cx, cy, 60, 180, 8)
		s.play(3)
		sq, _ = ed.MapZoom()
	}
	if sq < c.least {
		t.Fatalf("%s: two fingers spread over the editor's map left its squares %.0f px wide", c.where, sq)
	}
	if x, y := ed.Square(mid); math.Abs(x-cx) > sq || math.Abs(y-cy) > sq {
		t.Errorf("%s: the square %v between the fingers went to %.0f,%.0f, from %.0f,%.0f", c.where, mid, x, y, cx, cy)
	}
	before := at(cx, cy)
	s.in.FingerDrag(cx, cy, cx-3*sq, cy-2*sq, 6)
	s.play(3)
	if got := at(cx, cy); got.Col != before.Col+3 || got.Row != before.Row+2 {
		t.Errorf("%s: a finger dragged 3 squares left and 2 up brought %v under it, from %v", c.where, got, before)
	}
	x, y := ed.Button("editor.empty")
	s.tap(x, y)
	s.play(3)
	var land []maps.Square // the land squares in sight
	for r := 1; r <= s.a.board.Rows; r++ {
		for col := 1; col <= s.a.board.Cols; col++ {
			q := maps.Square{Row: r, Col: col}
			if x, y := ed.Square(q); v.Contains(x, y) && s.a.board.Terrain(q).Land() && s.a.board.CityAt(q) == nil {
				land = append(land, q)
			}
		}
	}
	if len(land) == 0 {
		t.Fatalf("%s: no land in sight on the zoomed map", c.where)
	}
	q := land[len(land)/2]
	x, y = ed.Square(q)
	s.tap(x, y)
	s.play(3)
	if ed.Editor().At(q) == "" {
		t.Errorf("%s: a tap on %v of the zoomed map placed no unit there (%s)", c.where, q, ed.Note())
	}
	c.check("editor-zoomed", nil)
}

// fingerFrame checks the last frame drawn of a screen: its things to tap and its texts.
type fingerFrame struct {
	t       *testing.T
	s       *scripted
	where   string
	least   float64
	targets []fingerTarget
	texts   []ui.Placed
	// top, when set, is the first text of the layer on top (a form over a veil): the
	// things to tap and the texts drawn before it lie under the veil
	top string
}

type fingerTarget struct {
	label string
	r     ui.Rect
}

func (c *fingerFrame) screen() ui.Rect {
	b := c.s.screen.Bounds()
	return ui.Rect{W: float64(b.Dx()), H: float64(b.Dy())}
}

// record draws one frame and keeps what it drew.
func (c *fingerFrame) record() {
	c.targets, c.texts = nil, nil
	under := c.top != ""
	ui.RecordTargets(func(label string, r ui.Rect) {
		if !under {
			c.targets = append(c.targets, fingerTarget{label, r})
		}
	})
	ui.RecordPlaced(func(p ui.Placed) {
		if under && p.Text == c.top {
			under = false
		}
		if !under {
			c.texts = append(c.texts, p)
		}
	})
	c.s.play(1)
	ui.RecordTargets(nil)
	ui.RecordPlaced(nil)
}

// tapHalfShown taps the visible part of the first row of a form that scrolls which
// shows only in part, at the foot of the view, and checks that the row takes the focus
// and comes whole into sight.
func (c *fingerFrame) tapHalfShown(what string, f *ui.Form) {
	c.t.Helper()
	if !f.Scrolls() {
		return
	}
	v := f.View()
	for i, r := range f.Rows {
		o := r.OptionRect(0)
		if o.Y >= v.Y+v.H || o.Y+o.H <= v.Y+v.H || o.Y+ui.S(8) >= v.Y+v.H {
			continue
		}
		c.s.tap(o.CX(), (o.Y+v.Y+v.H)/2)
		c.s.play(3)
		if o := r.OptionRect(0); f.Focus != i || !within(v, o) {
			c.t.Errorf("%s: a tap on %s's row %d, half in sight, left the focus on %d and the row at %v, out of %v", c.where, what, i, f.Focus, o, v)
		}
		return
	}
	c.t.Errorf("%s: %s scrolls, but no row shows in part at the foot of its view %v", c.where, what, v)
}

// scrollEnd drags a finger up over a form's rows, where they scroll, and checks that
// they came to their end; false where they do not scroll.
func (c *fingerFrame) scrollEnd(what string, f *ui.Form) bool {
	c.t.Helper()
	if !f.Scrolls() {
		return false
	}
	v := f.View()
	c.s.in.FingerDrag(v.CX(), v.Y+v.H-5, v.CX(), v.Y+5, 8)
	c.s.play(10)
	if off, most := f.Scroll(); off != most {
		c.t.Errorf("%s: a finger dragged up over %s's rows scrolled them %.0f px of %.0f", c.where, what, off, most)
	}
	return true
}

// drew reports whether a text was drawn whole on the screen, in one line or in lines
// one after another.
func (c *fingerFrame) drew(text string) bool {
	var shown []string
	for _, p := range c.texts {
		if within(c.screen(), p.Box) && !p.Cut() {
			shown = append(shown, p.Text)
		}
	}
	return strings.Contains(strings.Join(shown, " "), text)
}

// check draws the screen's frame and holds it to the rules of TestFormsAreFingerWide;
// form, when given, is the screen's form, whose rows half scrolled out of its view are
// let be (their hidden part takes no tap).
func (c *fingerFrame) check(name string, form *ui.Form) {
	c.t.Helper()
	c.record()
	if dir := os.Getenv("TAKTIK_SHOTS"); dir != "" {
		writePNG(c.t, c.s.screen, filepath.Join(dir, fmt.Sprintf("fingers-%s-%s.png", name, c.where)))
	}
	where := c.where + " " + name
	halfHidden := func(r ui.Rect) bool {
		return form != nil && form.Scrolls() && r.Overlaps(form.View()) && !within(form.View(), r)
	}
	screen := c.screen()
	var whole []fingerTarget
	for _, tg := range c.targets {
		if tg.r.H < c.least-0.5 {
			c.t.Errorf("%s: %q is %.0f px high, less than a finger (%.0f px)", where, tg.label, tg.r.H, c.least)
		}
		if halfHidden(tg.r) {
			continue
		}
		if !within(screen, tg.r) {
			c.t.Errorf("%s: %q at %v lies out of the screen", where, tg.label, tg.r)
		}
		whole = append(whole, tg)
	}
	for i, a := range whole {
		for _, b := range whole[i+1:] {
			if a.r.Overlaps(b.r) && !within(a.r, b.r) && !within(b.r, a.r) {
				c.t.Errorf("%s: %q %v lies over %q %v", where, a.label, a.r, b.label, b.r)
			}
		}
	}
	if len(whole) < 2 {
		c.t.Errorf("%s: %d things to tap drawn", where, len(whole))
	}
	for _, p := range c.texts {
		if p.Box.Y < p.Room.Y-1 || p.Box.Y+p.Box.H > p.Room.Y+p.Room.H+1 {
			continue // a line half out of a clip: rows that scroll
		}
		if clickWords.MatchString(p.Text) {
			c.t.Errorf("%s: a player with fingers is told %q", where, p.Text)
		}
		if !within(screen, p.Box) || p.Cut() {
			c.t.Errorf("%s: %q at %v is cut (room %v)", where, p.Text, p.Box, p.Room)
		}
		for _, tg := range whole {
			if tg.r.Overlaps(p.Box) && !within(tg.r, p.Box) {
				c.t.Errorf("%s: the text %q %v lies over %q %v", where, p.Text, p.Box, tg.label, tg.r)
			}
		}
	}
}

// within reports whether r lies inside outer, give or take a pixel of rounding.
func within(outer, r ui.Rect) bool {
	return r.X >= outer.X-1 && r.Y >= outer.Y-1 && r.X+r.W <= outer.X+outer.W+1 && r.Y+r.H <= outer.Y+outer.H+1
}
