//go:build web

package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"image"
	"image/png"
	"net/http/httptest"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"

	"taktik/scripts/web/chromium"
)

// The browser edition played the way a player plays it, in real headless Chromium
// (Debian's chromium package; WebGL through SwiftShader): the title is drawn, a new
// game against the Recruit starts from the form, a unit is moved, the page is hidden
// (which saves the game), and after the page is reloaded Continue brings back the same
// position from the browser's storage. The reload comes with the server stopped: the
// service worker (sw.js) serves the page it keeps, as on a tablet offline.
// The page tells the test where to click and which position the game holds through
// taktikProbe() (render/probe_js.go).
//
//	make web-test                                  (in make test)
//	TAKTIK_SHOTS=docs/screenshots make web-test    also writes web-title.png and web-game.png
//	go test -tags web -run Bench -v ./scripts/web  the General's turns timed in the browser

// browser starts headless Chromium on the built page, or skips when there is none.
func browser(t *testing.T) (context.Context, string) {
	t.Helper()
	return browserFor(t, 3*time.Minute)
}

// browserFor is browser for a test that may take longer.
func browserFor(t *testing.T, limit time.Duration) (context.Context, string) {
	t.Helper()
	exe := chromium.Path(t)
	t.Chdir("../..") // Build runs from the module's root, the shots go below it
	dir := built(t)
	srv := httptest.NewServer(Handler(dir))
	t.Cleanup(srv.Close)
	pageServer = srv
	ctx := chromium.Start(t, exe, limit)
	// what the game prints (a panic's trace among it) is kept for the test's log
	_, err := chromedp.Run(ctx, chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
		_, err := cdp.Call(ctx, t, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{
			Source: `window.printed = [];
			for (const k of ["log", "error", "warn"]) {
				const was = console[k];
				console[k] = (...a) => { printed.push(a.join(" ")); was(...a); };
			}`})
		return err
	}))
	if err != nil {
		t.Fatal(err)
	}
	return ctx, srv.URL + "/"
}

// builtDir is the folder of the page, built once for every test of the run (linking
// and gzipping the game took each test some ten seconds); a game server serves it too.
var builtDir string

// built builds the page into builtDir the first time a test asks for it (from the
// module's root).
func built(t *testing.T) string {
	t.Helper()
	if builtDir != "" {
		return builtDir
	}
	dir, err := os.MkdirTemp("", "taktik-web")
	if err != nil {
		t.Fatal(err)
	}
	start := time.Now()
	if err := Build(dir, "test"); err != nil {
		os.RemoveAll(dir)
		t.Fatal(err)
	}
	builtDir = dir
	t.Logf("built in %v", time.Since(start).Round(time.Millisecond))
	if fi, err := os.Stat(filepath.Join(dir, "taktik.wasm.gz")); err == nil {
		t.Logf("download: %.2f MB", float64(fi.Size())/1e6)
		if fi.Size() > 8<<20 {
			t.Errorf("the gzipped game is %d bytes, more than 8 MB", fi.Size())
		}
	}
	return dir
}

// TestMain removes the page built for the tests after them.
func TestMain(m *testing.M) {
	code := m.Run()
	if builtDir != "" {
		os.RemoveAll(builtDir)
	}
	os.Exit(code)
}

// pageServer is the web server of the last browser started: a test stops it to see the
// page work offline.
var pageServer *httptest.Server

// printed is what the page's console has been given since the page was loaded.
func printed(ctx context.Context) []string {
	lines, _ := chromedp.Run(ctx, chromedp.Evaluate[[]string](`window.printed || []`))
	return lines
}

type probe struct {
	Scene     string                `json:"scene"`
	Hash      string                `json:"hash"`
	Autosaved string                `json:"autosaved"`
	Fading    bool                  `json:"fading"`
	Mode      string                `json:"mode"`
	Points    map[string][2]float64 `json:"points"`
	Seed      string                `json:"seed"`
	Own       []string              `json:"own"`
	Note      string                `json:"note"`
}

// await asks the page until ok holds for its probe (the game answers once it runs).
func await(t *testing.T, ctx context.Context, what string, limit time.Duration, ok func(probe) bool) probe {
	t.Helper()
	deadline := time.Now().Add(limit)
	var p probe
	for time.Now().Before(deadline) {
		s, err := chromedp.Run(ctx, chromedp.Evaluate[string](`typeof taktikProbe === "function" ? taktikProbe() : "{}"`))
		if err != nil {
			t.Fatalf("%s: %v; the page printed %q", what, err, printed(ctx))
		}
		p = probe{}
		if err := json.Unmarshal([]byte(s), &p); err != nil {
			t.Fatalf("%s: the probe said %q: %v", what, s, err)
		}
		if !p.Fading && ok(p) {
			return p
		}
		time.Sleep(50 * time.Millisecond)
	}
	t.Fatalf("%s: not within %v; the page is at %+v; it printed %q", what, limit, p, printed(ctx))
	return p
}

// twoFrames waits until the page has drawn two frames.
var twoFrames = chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
	_, err := chromedp.Evaluate[bool](`new Promise(done =>
		requestAnimationFrame(() => requestAnimationFrame(() => done(true))))`, chromedp.EvalAwaitPromise)(ctx, t)
	return err
})

func click(t *testing.T, ctx context.Context, p probe, name string) {
	t.Helper()
	at, ok := p.Points[name]
	if !ok {
		t.Fatalf("no %q to click on the %s screen: %+v", name, p.Scene, p)
	}
	// as a hand does it: onto the spot, down, up; the game reads the mouse once a
	// frame, so each step waits for two frames of the page (a software-drawn page on a
	// busy machine may draw only a few a second)
	left := chromedp.ButtonType(input.MouseButtonLeft)
	for _, step := range []chromedp.Action[chromedp.Void]{
		chromedp.MouseEvent(chromedp.MouseMoved, at[0], at[1]),
		twoFrames,
		chromedp.MouseEvent(chromedp.MousePressed, at[0], at[1], left, chromedp.ClickCount(1)),
		twoFrames,
		chromedp.MouseEvent(chromedp.MouseReleased, at[0], at[1], left, chromedp.ClickCount(1)),
		twoFrames,
	} {
		if _, err := chromedp.Run(ctx, step); err != nil {
			t.Fatal(err)
		}
	}
}

func screenshot(t *testing.T, ctx context.Context, name string) image.Image {
	t.Helper()
	buf, err := chromedp.Run(ctx, chromedp.CaptureScreenshot())
	if err != nil {
		t.Fatal(err)
	}
	if dir := os.Getenv("TAKTIK_SHOTS"); dir != "" {
		if err := os.WriteFile(filepath.Join(dir, name), buf, 0o644); err != nil {
			t.Error(err)
		}
	}
	img, err := png.Decode(bytes.NewReader(buf))
	if err != nil {
		t.Fatal(err)
	}
	return img
}

// shade is a pixel's colour as 8-bit RGB.
func shade(img image.Image, x, y int) [3]int {
	r, g, b, _ := img.At(x, y).RGBA()
	return [3]int{int(r >> 8), int(g >> 8), int(b >> 8)}
}

func TestBrowserNewGameMoveReloadContinue(t *testing.T) {
	if d := os.Getenv("TAKTIK_SHOTS"); d != "" && !filepath.IsAbs(d) { // from the module's root
		abs, _ := filepath.Abs(filepath.Join("..", "..", d))
		t.Setenv("TAKTIK_SHOTS", abs)
	}
	ctx, url := browser(t)
	start := time.Now()
	if _, err := chromedp.Run(ctx, chromedp.Navigate(url)); err != nil {
		t.Fatal(err)
	}
	loaded := time.Since(start)
	title := await(t, ctx, "the title", 20*time.Second, func(p probe) bool { return p.Scene == "title" })
	times, err := chromedp.Run(ctx, chromedp.Evaluate[[]float64](`new Promise(done => { const f = () => {
		if (window.taktikFirstFrame) done([performance.getEntriesByType("navigation")[0].loadEventEnd, taktikFirstFrame,
			taktikLoad.fetched, taktikLoad.compiled]);
		else setTimeout(f, 50); }; f(); })`, chromedp.EvalAwaitPromise))
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("the page was loaded %.0f ms after the request (Navigate returned after %v); the game drew its first frame %.0f ms after that",
		times[0], loaded.Round(time.Millisecond), times[1]-times[0])
	t.Logf("(the game fetched and unpacked at %.0f ms, compiled at %.0f ms)", times[2], times[3])

	fps, err := chromedp.Run(ctx, chromedp.Evaluate[float64](`new Promise(done => { let n = 0; const t0 = performance.now();
		const f = () => { if (++n == 30) done(30000 / (performance.now() - t0)); else requestAnimationFrame(f); }; requestAnimationFrame(f); })`,
		chromedp.EvalAwaitPromise))
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("the title draws %.1f frames a second", fps)

	// the title is drawn: the cream name over the map in the upper middle, the dark
	// menu buttons under it; the page behind the canvas is one plain colour
	img := screenshot(t, ctx, "web-title.png")
	b := img.Bounds()
	cream, colours := 0, map[[3]int]bool{}
	for y := b.Min.Y; y < b.Max.Y; y += 3 {
		for x := b.Min.X; x < b.Max.X; x += 3 {
			c := shade(img, x, y)
			colours[c] = true
			if y < b.Dy()/3 && c[0] > 220 && c[1] > 210 && c[2] > 170 {
				cream++
			}
		}
	}
	if len(colours) < 200 || cream < 200 {
		t.Errorf("the title does not show: %d colours on the page, %d cream pixels of the name in its upper third", len(colours), cream)
	}

	click(t, ctx, title, "new")
	form := await(t, ctx, "the new game form", 10*time.Second, func(p probe) bool { return p.Scene == "newgame" })
	click(t, ctx, form, "recruit")
	click(t, ctx, form, "start")
	game := await(t, ctx, "the board with a unit to move", 20*time.Second, func(p probe) bool {
		_, ok := p.Points["unit"]
		return p.Scene == "board" && ok
	})
	click(t, ctx, game, "unit")
	time.Sleep(300 * time.Millisecond)
	click(t, ctx, game, "to")
	moved := await(t, ctx, "the move", 15*time.Second, func(p probe) bool { return p.Hash != game.Hash })
	screenshot(t, ctx, "web-game.png")

	// the page hidden (as when its tab is closed) saves the game at once, whether or
	// not the autosave has come round since the move: the autosave's entry in
	// localStorage is written again
	const info = `localStorage.getItem("taktik2-info:/taktik2/autosave.json") || ""`
	before, err := chromedp.Run(ctx, chromedp.Evaluate[string](info))
	if err != nil {
		t.Fatal(err)
	}
	time.Sleep(5 * time.Millisecond) // the entry holds the time in milliseconds
	after, err := chromedp.Run(ctx, chromedp.Evaluate[string](`Object.defineProperty(document, "visibilityState", {value: "hidden", configurable: true});
		document.dispatchEvent(new Event("visibilitychange")); `+info))
	if err != nil {
		t.Fatal(err)
	}
	if after == "" || after == before {
		t.Errorf("hiding the page did not save the game: the autosave's entry was %q and is %q", before, after)
	}

	// installed as a web app: the manifest names the full screen and the icon, and the
	// service worker keeps the game, so that the page is reloaded with the server gone
	manifest, err := chromedp.Run(ctx, chromedp.Evaluate[[]string](`fetch("manifest.webmanifest").then(r => r.json())
		.then(m => [m.display, m.icons.map(i => i.src + " " + i.sizes).join(", ")])`, chromedp.EvalAwaitPromise))
	if err != nil || len(manifest) != 2 || manifest[0] != "fullscreen" || !strings.Contains(manifest[1], "icon-256.png 256x256") {
		t.Errorf("the manifest says %q (%v), want the full screen and the 256-pixel icon", manifest, err)
	}
	kept, err := chromedp.Run(ctx, chromedp.Evaluate[bool](`Promise.race([navigator.serviceWorker.ready
		.then(() => caches.match("taktik.wasm.gz")).then(hit => !!hit), new Promise(done => setTimeout(() => done(false), 30000))])`,
		chromedp.EvalAwaitPromise))
	if err != nil || !kept {
		t.Fatalf("the service worker did not keep the game within 30 s (%v)", err)
	}
	pageServer.Close()
	if _, err := chromedp.Run(ctx, chromedp.Reload()); err != nil {
		t.Fatal(err)
	}
	again := await(t, ctx, "the title after the reload, offline", 20*time.Second, func(p probe) bool { return p.Scene == "title" })
	click(t, ctx, again, "continue")
	back := await(t, ctx, "the continued game", 10*time.Second, func(p probe) bool { return p.Scene == "board" })
	if back.Hash != moved.Hash {
		t.Errorf("Continue after a reload brought position %s, the game was left at %s", back.Hash, moved.Hash)
	}
}

// TestBrowserBench times the General's turns in the page (render/bench_js.go) and the
// longest wait between two frames meanwhile. It reports; it fails only when the page
// stops drawing for more than a second.
func TestBrowserBench(t *testing.T) {
	if os.Getenv("TAKTIK_WEB_BENCH") == "" {
		t.Skip("a measurement of a few minutes: TAKTIK_WEB_BENCH=1 runs it")
	}
	ctx, url := browser(t)
	ctx, cancel := context.WithTimeout(ctx, 10*time.Minute)
	defer cancel()
	if _, err := chromedp.Run(ctx, chromedp.Navigate(url)); err != nil {
		t.Fatal(err)
	}
	await(t, ctx, "the title", 20*time.Second, func(p probe) bool { return p.Scene == "title" })
	time.Sleep(5 * time.Second) // the board's pictures are painted at the start
	// the gaps between frames on the title alone for three seconds, then while the
	// General thinks: a page drawn in software on a busy machine is slow by itself
	const watch = `window.gaps = []; (() => { let last = performance.now();
		const f = (now) => { gaps.push(now - last); last = now; requestAnimationFrame(f); };
		requestAnimationFrame(f); })(); true`
	if _, err := chromedp.Run(ctx, chromedp.Evaluate[bool](watch)); err != nil {
		t.Fatal(err)
	}
	time.Sleep(3 * time.Second)
	level := "hard" // TAKTIK_WEB_BENCH=1; TAKTIK_WEB_BENCH=expert times the Field Marshal's turns
	if l := os.Getenv("TAKTIK_WEB_BENCH"); l != "1" {
		level = l
	}
	idle, err := chromedp.Run(ctx, chromedp.Evaluate[[]float64](`const idle = gaps; gaps = []; taktikBench("`+level+`"); idle`))
	if err != nil {
		t.Fatal(err)
	}
	slices.Sort(idle)
	var res string
	for res == "" {
		time.Sleep(time.Second)
		var err error
		if res, err = chromedp.Run(ctx, chromedp.Evaluate[string](`taktikBenchResult() || ""`)); err != nil {
			t.Fatal(err)
		}
	}
	var got struct{ Turns, Slices, Waits []float64 }
	if err := json.Unmarshal([]byte(res), &got); err != nil {
		t.Fatal(err)
	}
	turns, held := got.Turns, slices.Max(got.Slices)
	waited := 0.0
	for _, w := range got.Waits {
		waited += w
	}
	gaps, err := chromedp.Run(ctx, chromedp.Evaluate[[]float64](`gaps`))
	if err != nil {
		t.Fatal(err)
	}
	slices.Sort(turns)
	slices.Sort(gaps)
	sum := 0.0
	for _, v := range turns {
		sum += v
	}
	q := func(s []float64, f float64) float64 { return s[min(len(s)-1, int(f*float64(len(s))))] }
	t.Logf("%d turns (%s): mean %.0f ms, p95 %.0f ms, max %.0f ms", len(turns), level, sum/float64(len(turns)), q(turns, 0.95), turns[len(turns)-1])
	t.Logf("the thinking held the page's thread for %.0f ms at the longest; of its %.0f ms it waited %.0f ms for frames", held, sum, waited)
	t.Logf("idle title, %d frames: gap median %.1f ms, max %.1f ms", len(idle), q(idle, 0.5), idle[len(idle)-1])
	t.Logf("thinking, %d frames: gap median %.1f ms, p99 %.1f ms, max %.1f ms", len(gaps), q(gaps, 0.5), q(gaps, 0.99), gaps[len(gaps)-1])
	fmt.Println()
	if gaps[len(gaps)-1] > 1000 {
		t.Errorf("the page went %.0f ms without a frame while the General thought", gaps[len(gaps)-1])
	}
}

// TestBrowserSecondTabOnlyReads: one game storage has one writer (store.Lock, Web Locks
// in Chromium). A second tab of the same site finds the game open in the first and
// offers to open read-only; once the first tab is closed, the lock is free again and a
// reloaded tab is the writer (a closed or crashed tab holds nothing).
func TestBrowserSecondTabOnlyReads(t *testing.T) {
	ctx, url := browser(t)
	first, closeFirst := chromedp.NewContext(ctx) // two tabs of one browser
	defer closeFirst()
	second, closeSecond := chromedp.NewContext(ctx)
	defer closeSecond()
	if _, err := chromedp.Run(first, chromedp.Navigate(url)); err != nil {
		t.Fatal(err)
	}
	await(t, first, "the first tab's title", 60*time.Second, func(p probe) bool { return p.Scene == "title" })
	if _, err := chromedp.Run(second, chromedp.Navigate(url)); err != nil {
		t.Fatal(err)
	}
	p := await(t, second, "the second tab's question", 60*time.Second, func(p probe) bool { return p.Scene == "elsewhere" })
	click(t, second, p, "readonly")
	await(t, second, "the second tab's title", 30*time.Second, func(p probe) bool { return p.Scene == "title" })
	closeFirst() // the tab goes, and its lock with it
	if _, err := chromedp.Run(second, chromedp.Reload()); err != nil {
		t.Fatal(err)
	}
	await(t, second, "the title once the first tab is closed", 60*time.Second, func(p probe) bool { return p.Scene == "title" })
}

// The page as a player leaves it and comes back to it: the icon is there (a browser asks
// for favicon.ico on every load, and a missing one is an error in the console); a
// window resized while nothing moves is drawn at its new size at once, not left black
// until the mouse moves; and a short key press on a screen that has been still for
// seconds is taken every time (a 33 ms Esc on the new game form was taken 3 times of
// 6: the page's key events came and went while the game rested between two ticks).
func TestBrowserStillPageAnswers(t *testing.T) {
	ctx, url := browser(t)
	if _, err := chromedp.Run(ctx, chromedp.Navigate(url)); err != nil {
		t.Fatal(err)
	}
	await(t, ctx, "the title", 20*time.Second, func(p probe) bool { return p.Scene == "title" })

	icon, err := chromedp.Run(ctx, chromedp.Evaluate[[]int](`fetch("favicon.ico").then(r => r.ok ? r.arrayBuffer() : new ArrayBuffer(0))
		.then(b => Array.from(new Uint8Array(b).slice(0, 6)))`, chromedp.EvalAwaitPromise))
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(icon, []int{0, 0, 1, 0, 3, 0}) { // an icon file with three pictures
		t.Errorf("favicon.ico starts %v, want an icon of three sizes", icon)
	}

	// resized after three seconds of rest, the pointer not moved: the title shows
	// whole at the new size (its cream name in the upper third)
	time.Sleep(3 * time.Second)
	if _, err := chromedp.Run(ctx, chromedp.EmulateViewport(1100, 660)); err != nil {
		t.Fatal(err)
	}
	time.Sleep(time.Second)
	img := screenshot(t, ctx, "web-resized.png")
	b := img.Bounds()
	cream := 0
	for y := b.Min.Y; y < b.Max.Y/3; y += 3 {
		for x := b.Min.X; x < b.Max.X; x += 3 {
			if c := shade(img, x, y); c[0] > 220 && c[1] > 210 && c[2] > 170 {
				cream++
			}
		}
	}
	if b.Dx() != 1100 || cream < 200 {
		t.Errorf("after a resize to 1100 × 660 the page is %v with %d cream pixels of the title's name: not drawn", b.Size(), cream)
	}
	title := await(t, ctx, "the title at its new size", 5*time.Second, func(p probe) bool { return p.Scene == "title" })

	// the new game form, three seconds of rest, Esc held 33 ms: back at the title,
	// six times of six
	esc := func(kind input.DispatchKeyEventType) chromedp.Action[chromedp.Void] {
		return chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
			_, err := cdp.Call(ctx, t, input.DispatchKeyEvent, input.DispatchKeyEventParams{
				Type: kind, Key: "Escape", Code: "Escape", WindowsVirtualKeyCode: 27, NativeVirtualKeyCode: 27})
			return err
		})
	}
	press := func(hold time.Duration) {
		if _, err := chromedp.Run(ctx, esc(input.DispatchKeyEventTypeKeyDown)); err != nil {
			t.Fatal(err)
		}
		time.Sleep(hold)
		if _, err := chromedp.Run(ctx, esc(input.DispatchKeyEventTypeKeyUp)); err != nil {
			t.Fatal(err)
		}
	}
	taken := 0
	for i := range 6 {
		click(t, ctx, title, "new")
		await(t, ctx, "the new game form", 10*time.Second, func(p probe) bool { return p.Scene == "newgame" })
		time.Sleep(3 * time.Second)
		press(33 * time.Millisecond)
		deadline := time.Now().Add(5 * time.Second) // a page drawn in software on a busy machine is slow
		for time.Now().Before(deadline) {
			s, err := chromedp.Run(ctx, chromedp.Evaluate[string](`taktikProbe()`))
			if err != nil {
				t.Fatal(err)
			}
			var p probe
			_ = json.Unmarshal([]byte(s), &p)
			if p.Scene != "newgame" || p.Fading { // on its way back to the title
				taken++
				break
			}
			time.Sleep(50 * time.Millisecond)
		}
		if taken <= i {
			t.Logf("press %d: the 33 ms Esc was lost", i+1)
			press(300 * time.Millisecond) // back to the title, held long
		}
		title = await(t, ctx, "the title", 5*time.Second, func(p probe) bool { return p.Scene == "title" })
	}
	if taken != 6 {
		t.Errorf("a 33 ms Esc after three seconds of rest was taken %d times of 6", taken)
	}
	for _, line := range printed(ctx) {
		t.Logf("the page printed: %s", line)
	}
}
