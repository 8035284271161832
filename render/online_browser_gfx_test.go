//go:build gfx

package render

import (
	"context"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"testing"
	"time"

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"

	"taktik/game/online"
	"taktik/render/lang"
	"taktik/scripts/web/chromium"
	"taktik/server/host"
	"taktik/units"
)

// TestBrowserJoinsDesktopHost: the whole way of two players, one at the desktop game and
// one in a browser. The desktop game hosts from the title (Play online, Host here: its
// own server, the games in SQLite in its data folder, the browser edition beside it),
// Red plays a turn on the board by clicks; headless Chromium opens Blue's link on that
// server, reads the game from the page's address, and Blue plays a turn by clicks and
// keys; the desktop board shows it. Then the desktop game's server stops mid-game: the
// board says so in one line, Red's move given meanwhile waits, the server starts again
// on the same port and database as the menu starts it, the board connects again by
// itself, and the waiting move reaches the browser.
// Skipped, saying so, where there is no Chromium. Screenshots online-e2e-*.png with
// TAKTIK_SHOTS.
func TestBrowserJoinsDesktopHost(t *testing.T) {
	chrome := chromium.Path(t)
	host.ListenOn = "127.0.0.1" // tests talk to the loopback address only
	// The browser edition, built as make web builds it, where the desktop game looks
	// for it (dist/web under the working folder: server.WebDirNear).
	root, err := filepath.Abs("..")
	if err != nil {
		t.Fatal(err)
	}
	work := filepath.Join(t.TempDir(), "work")
	build := exec.Command("go", "run", "./scripts/web", "build", "-out", filepath.Join(work, "dist", "web"), "-version", "test")
	build.Dir = root
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("make web: %v\n%s", err, out)
	}
	t.Chdir(work)

	s := newScripted(t, 1366, 768)
	hosted := hostFromTitle(t, s)
	if hosted.Hosted().NoWeb {
		t.Fatal("the host did not find the browser edition in dist/web")
	}
	blueLink := hosted.Hosted().Created.Blue
	blueLink.Base = s.a.net.host.local // the network's address, on 127.0.0.1
	v := playHosted(t, s, hosted)
	g := v.Game()
	red := v.Online().(*online.Client)

	ctx := chromium.Start(t, chrome, 2*time.Minute)
	if _, err := chromedp.Run(ctx, chromedp.Navigate(blueLink.String())); err != nil {
		t.Fatal(err)
	}
	page := awaitPage(t, ctx, "Blue's board", func(p pageProbe) bool { return p.Scene == "board" })
	if want := strconv.FormatUint(g.Hash(), 16); page.Hash != want {
		t.Errorf("the browser opened position %s, the desktop board holds %s", page.Hash, want)
	}
	s.until("Blue connected, on the desktop board", func() bool { return red.OtherOnline() })

	// Red's turn on the desktop board, by clicks.
	look(s, g, 2, middleOf(g, units.Red))
	moveByClicks(t, s, g)
	s.clickButton(lang.T("play.endmove"))
	if x, y, ok := v.Confirming(); ok {
		s.in.Click(x, y)
		s.play(2)
	}
	s.clickButton(lang.T("play.endturn"))
	s.until("Red's turn stored", func() bool { return len(red.History()) == 3 })
	shot(t, s, "online-e2e-desktop-1366.png")

	// Blue's turn in the browser: a move by two clicks, the end of movement and of the
	// turn by keys.
	want := strconv.FormatUint(red.Game().Hash(), 16)
	page = awaitPage(t, ctx, "Red's turn in the browser, Blue to move", func(p pageProbe) bool {
		_, ok := p.Points["unit"]
		return p.Hash == want && ok
	})
	pageClick(t, ctx, page, "unit")
	time.Sleep(300 * time.Millisecond)
	pageClick(t, ctx, page, "to")
	s.until("Blue's move on the desktop board", func() bool { return len(red.History()) == 4 })
	pageKey(t, ctx, "e") // End movement; Enter answers that units could still move
	pageKey(t, ctx, "\r")
	s.until("Blue's end of movement on the desktop board", func() bool { return len(red.History()) == 5 })
	pageKey(t, ctx, "e")
	s.until("Blue's turn shown on the desktop board", func() bool { return g.Side() == units.Red && g.Turn() == 2 })
	pageShot(t, ctx, "online-e2e-browser-1366.png")

	// The desktop game's server stops mid-game and starts again on the same port.
	port := s.a.net.host.local
	s.a.stopHosting()
	s.until("the lost connection said", func() bool { return v.OnlineLine() == lang.T("online.board.lost") })
	moveByClicks(t, s, g)
	s.play(10)
	if n := red.Waiting(); n != 1 {
		t.Fatalf("%d orders wait while the server is down, want Red's move", n)
	}
	shot(t, s, "online-e2e-lost-1366.png")
	h, err := s.a.hostServer() // as Play online starts it
	if err != nil {
		t.Fatal(err)
	}
	if h.local != port {
		t.Fatalf("the server came back at %s, it was at %s: the links given out no longer lead to it", h.local, port)
	}
	s.until("the board connected again", func() bool { return red.Online() && red.Waiting() == 0 })
	if got := v.OnlineLine(); got == lang.T("online.board.lost") {
		t.Errorf("the board still says %q", got)
	}
	s.until("the waiting move stored", func() bool { return len(red.History()) == 7 })
	want = strconv.FormatUint(red.Game().Hash(), 16)
	awaitPage(t, ctx, "Red's waiting move in the browser", func(p pageProbe) bool { return p.Hash == want })
}

// pageProbe is what the browser edition's taktikProbe() tells (render/probe_js.go).
type pageProbe struct {
	Scene  string                `json:"scene"`
	Hash   string                `json:"hash"`
	Fading bool                  `json:"fading"`
	Points map[string][2]float64 `json:"points"`
}

func awaitPage(t *testing.T, ctx context.Context, what string, ok func(pageProbe) bool) pageProbe {
	t.Helper()
	var p pageProbe
	for end := time.Now().Add(60 * time.Second); time.Now().Before(end); time.Sleep(100 * time.Millisecond) {
		s, err := chromedp.Run(ctx, chromedp.Evaluate[string](`typeof taktikProbe === "function" ? taktikProbe() : "{}"`))
		if err != nil {
			t.Fatalf("%s: %v", what, err)
		}
		p = pageProbe{}
		if json.Unmarshal([]byte(s), &p) == nil && !p.Fading && ok(p) {
			return p
		}
	}
	t.Fatalf("%s: not within 60 s; the page is at %+v", what, p)
	return p
}

// pageClick clicks a spot the probe names, as a hand does, a few frames apart.
func pageClick(t *testing.T, ctx context.Context, p pageProbe, name string) {
	t.Helper()
	at, ok := p.Points[name]
	if !ok {
		t.Fatalf("no %q on the page's %s screen", name, p.Scene)
	}
	left := chromedp.ButtonType(input.MouseButtonLeft)
	for _, step := range []chromedp.Action[chromedp.Void]{
		chromedp.MouseEvent(chromedp.MouseMoved, at[0], at[1]),
		chromedp.MouseEvent(chromedp.MousePressed, at[0], at[1], left, chromedp.ClickCount(1)),
		chromedp.MouseEvent(chromedp.MouseReleased, at[0], at[1], left, chromedp.ClickCount(1)),
	} {
		if _, err := chromedp.Run(ctx, step); err != nil {
			t.Fatal(err)
		}
		pageFrames(t, ctx) // the game reads the mouse once a frame
	}
}

func pageKey(t *testing.T, ctx context.Context, k string) {
	t.Helper()
	if _, err := chromedp.Run(ctx, chromedp.KeyEvent(k)); err != nil {
		t.Fatal(err)
	}
	pageFrames(t, ctx)
	time.Sleep(300 * time.Millisecond)
}

// pageFrames waits until the page has drawn two frames (a software-drawn page on a busy
// machine may draw only a few a second).
func pageFrames(t *testing.T, ctx context.Context) {
	t.Helper()
	_, err := chromedp.Run(ctx, chromedp.Evaluate[bool](`new Promise(done =>
		requestAnimationFrame(() => requestAnimationFrame(() => done(true))))`, chromedp.EvalAwaitPromise))
	if err != nil {
		t.Fatal(err)
	}
}

func pageShot(t *testing.T, ctx context.Context, name string) {
	dir := os.Getenv("TAKTIK_SHOTS")
	if dir == "" {
		return
	}
	buf, err := chromedp.Run(ctx, chromedp.CaptureScreenshot())
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, name), buf, 0o644); err != nil {
		t.Error(err)
	}
}
