//go:build web

package main

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
)

// touch sends one touch event to the page: the fingers now on it (none: all lifted).
func touch(kind input.DispatchTouchEventType, points ...*input.TouchPoint) chromedp.Action[chromedp.Void] {
	return chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
		_, err := cdp.Call(ctx, t, input.DispatchTouchEvent, input.DispatchTouchEventParams{Type: kind, TouchPoints: points})
		return err
	})
}

// tap puts a finger on a spot the probe names and lifts it 80 ms later, as a quick tap
// does; nothing but touch events reach the page. The lifting is sent without waiting
// for the page to answer the landing: a page drawn in software on a busy machine takes
// a second or more over a frame, and a finger lifted only once it has answered would
// have rested long enough for a long press.
func tap(t *testing.T, ctx context.Context, p probe, name string) {
	t.Helper()
	at, ok := p.Points[name]
	if !ok {
		t.Fatalf("no %q to tap on the %s screen (%s): %+v", name, p.Scene, p.Mode, p)
	}
	landed := make(chan error, 1)
	go func() {
		_, err := chromedp.Run(ctx, touch(input.DispatchTouchEventTypeTouchStart, &input.TouchPoint{X: at[0], Y: at[1]}))
		landed <- err
	}()
	time.Sleep(80 * time.Millisecond)
	_, err := chromedp.Run(ctx, touch(input.DispatchTouchEventTypeTouchEnd))
	if err == nil {
		err = <-landed
	}
	if err == nil {
		_, err = chromedp.Run(ctx, twoFrames)
	}
	if err != nil {
		t.Fatal(err)
	}
}

// pinch closes two fingers across the middle of a w × h page from d0 to d1 pixels apart
// in steps: the map zooms out around them.
func pinch(t *testing.T, ctx context.Context, w, h int64, d0, d1 float64) {
	t.Helper()
	cx, cy := float64(w)*0.4, float64(h)*0.5
	fingers := func(d float64) []*input.TouchPoint {
		one, two := 1.0, 2.0
		return []*input.TouchPoint{{X: cx - d/2, Y: cy, ID: &one}, {X: cx + d/2, Y: cy, ID: &two}}
	}
	if _, err := chromedp.Run(ctx, touch(input.DispatchTouchEventTypeTouchStart, fingers(d0)...)); err != nil {
		t.Fatal(err)
	}
	for i := 1; i <= 6; i++ {
		if _, err := chromedp.Run(ctx, touch(input.DispatchTouchEventTypeTouchMove, fingers(d0+(d1-d0)*float64(i)/6)...)); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := chromedp.Run(ctx, touch(input.DispatchTouchEventTypeTouchEnd)); err != nil {
		t.Fatal(err)
	}
	if _, err := chromedp.Run(ctx, twoFrames); err != nil {
		t.Fatal(err)
	}
}

// peek is the page's probe now.
func peek(t *testing.T, ctx context.Context) probe {
	t.Helper()
	var p probe
	s, err := chromedp.Run(ctx, chromedp.Evaluate[string](`taktikProbe()`))
	if err != nil {
		t.Fatal(err)
	}
	_ = json.Unmarshal([]byte(s), &p)
	return p
}

// has reports whether the probe names a spot.
func has(p probe, names ...string) bool {
	for _, n := range names {
		if _, ok := p.Points[n]; !ok {
			return false
		}
	}
	return true
}

// A turn played by touch alone in Chromium's touch emulation, on a tablet held across
// (1024 × 768) and on a phone held across (844 × 390): the title's New game, the form's
// Recruit and Start; a unit moved next to an enemy by two taps and taken back by Undo,
// and moved again; End movement (and the question's yes); the owed battle built by
// tapping the defender and the attacker, declared, rolled (and a retreat or an
// exchange decided by taps, when the die asks for one); the turn ended. Then the
// tablet is turned (768 × 1024) and the page is drawn again at once, not left black.
func TestBrowserTouchTurn(t *testing.T) {
	if d := os.Getenv("TAKTIK_SHOTS"); d != "" && !filepath.IsAbs(d) { // from the module's root
		abs, _ := filepath.Abs(filepath.Join("..", "..", d))
		t.Setenv("TAKTIK_SHOTS", abs)
	}
	ctx, url := browserFor(t, 12*time.Minute)
	for _, size := range [][2]int64{{1024, 768}, {844, 390}} {
		name := fmt.Sprintf("%dx%d", size[0], size[1])
		t.Run(name, func(t *testing.T) {
			if _, err := chromedp.Run(ctx, chromedp.EmulateViewport(size[0], size[1], chromedp.EmulateTouch)); err != nil {
				t.Fatal(err)
			}
			if _, err := chromedp.Run(ctx, chromedp.Navigate(url)); err != nil {
				t.Fatal(err)
			}
			touchTurn(t, ctx, "web-touch-"+name, size[0], size[1])
		})
	}
	// turned: the page resizes its canvas, and the game draws the new size at once
	if _, err := chromedp.Run(ctx, chromedp.EmulateViewport(1024, 768, chromedp.EmulateTouch)); err != nil {
		t.Fatal(err)
	}
	time.Sleep(time.Second)
	if _, err := chromedp.Run(ctx, chromedp.EmulateViewport(768, 1024, chromedp.EmulateTouch)); err != nil {
		t.Fatal(err)
	}
	time.Sleep(time.Second)
	img := screenshot(t, ctx, "web-tablet-portrait-768x1024.png")
	b := img.Bounds()
	lit, total := 0, 0
	for y := b.Min.Y; y < b.Max.Y; y += 4 {
		for x := b.Min.X; x < b.Max.X; x += 4 {
			total++
			if c := shade(img, x, y); c[0]+c[1]+c[2] > 90 {
				lit++
			}
		}
	}
	if b.Dx() != 768 || b.Dy() != 1024 || lit < total/2 {
		t.Errorf("turned to 768 × 1024 the page is %v with %d of %d pixels lit: not drawn", b.Size(), lit, total)
	}
}

// touchTurn plays the turn on the page's title, a w × h page; shot names its
// screenshots. The board opens with squares a finger wide, the enemy out of sight: two
// fingers closing zoom out until a move into contact shows.
func touchTurn(t *testing.T, ctx context.Context, shot string, w, h int64) {
	title := await(t, ctx, "the title", 30*time.Second, func(p probe) bool { return p.Scene == "title" })
	screenshot(t, ctx, shot+"-title.png")
	tap(t, ctx, title, "new")
	form := await(t, ctx, "the new game form", 10*time.Second, func(p probe) bool { return p.Scene == "newgame" })
	screenshot(t, ctx, shot+"-form.png")
	tap(t, ctx, form, "recruit")
	tap(t, ctx, form, "start")
	await(t, ctx, "the board", 30*time.Second, func(p probe) bool { return p.Scene == "board" && p.Mode == "move" })
	for range 3 {
		if has(peek(t, ctx), "cunit", "cto") {
			break
		}
		pinch(t, ctx, w, h, float64(h)*0.7, float64(h)*0.2)
	}
	start := await(t, ctx, "the board with a unit to move into contact", 30*time.Second, func(p probe) bool {
		return p.Scene == "board" && p.Mode == "move" && has(p, "cunit", "cto")
	})
	moveIntoContact := func(p probe) probe {
		tap(t, ctx, p, "cunit")
		tap(t, ctx, p, "cto")
		return await(t, ctx, "the move", 15*time.Second, func(q probe) bool { return q.Hash != p.Hash && has(q, "undo") })
	}
	moved := moveIntoContact(start)
	screenshot(t, ctx, shot+"-moved.png")
	tap(t, ctx, moved, "undo")
	undone := await(t, ctx, "the move taken back", 15*time.Second, func(p probe) bool { return p.Hash == start.Hash && has(p, "cunit") })
	moved = moveIntoContact(undone)
	tap(t, ctx, moved, "end")
	p := await(t, ctx, "the question or the combat phase", 15*time.Second, func(p probe) bool { return p.Mode == "battle" || has(p, "yes") })
	if p.Mode != "battle" {
		tap(t, ctx, p, "yes")
	}
	p = await(t, ctx, "the owed battle", 15*time.Second, func(p probe) bool { return p.Mode == "battle" && has(p, "attacker", "defender") })
	tap(t, ctx, p, "defender")
	tap(t, ctx, p, "attacker")
	p = await(t, ctx, "the battle built", 10*time.Second, func(p probe) bool { return has(p, "declare") })
	screenshot(t, ctx, shot+"-battle.png")
	tap(t, ctx, p, "declare")
	p = await(t, ctx, "the battle declared", 10*time.Second, func(q probe) bool { return q.Hash != p.Hash && has(q, "roll") })
	tap(t, ctx, p, "roll")
	// the die lands; a retreat or an exchange the player decides by taps (tapped again
	// when the die was still rolling and the taps were not taken)
	await(t, ctx, "the die rolled", 20*time.Second, func(q probe) bool { return q.Hash != p.Hash })
	for range 8 {
		p = await(t, ctx, "the battle's result", 20*time.Second, func(q probe) bool {
			return has(q, "end") || q.Mode == "retreat" || q.Mode == "exchange"
		})
		if p.Mode != "retreat" && p.Mode != "exchange" {
			break
		}
		t.Logf("the die asks for a %s", p.Mode)
		for i := 0; has(p, fmt.Sprint("decide", i)); i++ {
			tap(t, ctx, p, fmt.Sprint("decide", i))
		}
		for _, b := range []string{"giveup", "eliminate"} {
			if has(p, b) {
				tap(t, ctx, p, b)
			}
		}
		for deadline := time.Now().Add(5 * time.Second); time.Now().Before(deadline) && peek(t, ctx).Hash == p.Hash; {
			time.Sleep(100 * time.Millisecond)
		}
	}
	screenshot(t, ctx, shot+"-rolled.png")
	tap(t, ctx, p, "end")
	p = await(t, ctx, "the turn ended", 15*time.Second, func(q probe) bool { return q.Mode != "battle" || has(q, "yes") })
	if has(p, "yes") {
		tap(t, ctx, p, "yes")
		await(t, ctx, "the turn ended", 15*time.Second, func(q probe) bool { return q.Mode != "battle" })
	}
}

// A field typed by fingers: on a touch-emulated tablet a tap on the New game form's
// Seed focuses the page's hidden input (so that a tablet brings its keyboard up), the
// text typed on that keyboard arrives in the game's field (digits only: "4x2" is 42),
// and a tap elsewhere puts the keyboard away.
func TestBrowserTouchTypes(t *testing.T) {
	ctx, url := browser(t)
	if _, err := chromedp.Run(ctx, chromedp.EmulateViewport(1024, 768, chromedp.EmulateTouch)); err != nil {
		t.Fatal(err)
	}
	if _, err := chromedp.Run(ctx, chromedp.Navigate(url)); err != nil {
		t.Fatal(err)
	}
	title := await(t, ctx, "the title", 30*time.Second, func(p probe) bool { return p.Scene == "title" })
	tap(t, ctx, title, "new")
	form := await(t, ctx, "the new game form", 10*time.Second, func(p probe) bool { return p.Scene == "newgame" })
	focused := func() string {
		id, err := chromedp.Run(ctx, chromedp.Evaluate[string](`document.activeElement ? document.activeElement.id : ""`))
		if err != nil {
			t.Fatal(err)
		}
		return id
	}
	tap(t, ctx, form, "seed")
	if id := focused(); id != "taktik-keys" {
		t.Fatalf("after a tap on the seed the page's focus is on %q, not the hidden input", id)
	}
	if _, err := chromedp.Run(ctx, chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
		_, err := cdp.Call(ctx, t, input.InsertText, input.InsertTextParams{Text: "4x2"})
		return err
	})); err != nil {
		t.Fatal(err)
	}
	await(t, ctx, "the seed typed", 10*time.Second, func(p probe) bool { return p.Seed == "42" })
	tap(t, ctx, form, "recruit")
	for deadline := time.Now().Add(5 * time.Second); focused() == "taktik-keys"; time.Sleep(100 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatal("a tap beside the field left the keyboard up")
		}
	}
}
