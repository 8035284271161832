//go:build gfx || web

// Package chromium starts the headless Chromium that the browser edition's tests play
// in (scripts/web's, and render's test of a browser joining the desktop game's host):
// one set of launch options for both.
package chromium

import (
	"context"
	"os/exec"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// Path is the browser's program; a test is skipped, saying why, where there is none.
func Path(t testing.TB) string {
	t.Helper()
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	t.Skip("no Chromium here: install Debian's chromium package (make test-deps) to run the browser's side")
	return ""
}

// Start starts headless Chromium, the program at exe, with a 1366 × 768 window and WebGL
// drawn in software (SwiftShader: CI has no GPU), without the sandbox (CI runs as root);
// the context ends after limit, or with the test.
func Start(t testing.TB, exe string, limit time.Duration) context.Context {
	t.Helper()
	opts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(exe),
		chromedp.NoSandbox,
		chromedp.WindowSize(1366, 768),
		chromedp.Flag("use-angle", "swiftshader"),
		chromedp.Flag("enable-unsafe-swiftshader", true),
	)
	actx, cancel := chromedp.NewExecAllocator(context.Background(), opts...)
	t.Cleanup(cancel)
	ctx, cancel2 := chromedp.NewContext(actx)
	t.Cleanup(cancel2)
	ctx, cancel3 := context.WithTimeout(ctx, limit)
	t.Cleanup(cancel3)
	return ctx
}
