//go:build web

package main

import (
	"context"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/dom"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
)

// TestBrowserEditorFiles: in the browser a scenario file goes through the page. A file
// uploaded into the editor's "Open a file …" (its file <input>, given the file as a
// player's file chooser does, through CDP) opens in the editor and stands under Your
// scenarios on the Lessons screen; a new scenario's Download hands the page a Blob whose
// text is its file, the full deployment and the goal.
func TestBrowserEditorFiles(t *testing.T) {
	ctx, url := browser(t)
	// every Blob the page makes a link for is kept, so that its text can be read
	_, err := chromedp.Run(ctx, chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
		_, err := cdp.Call(ctx, t, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{
			Source: `window.blobs = []; const made = URL.createObjectURL;
			URL.createObjectURL = b => { blobs.push(b); return made.call(URL, b); };`})
		return err
	}))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := chromedp.Run(ctx, chromedp.Navigate(url)); err != nil {
		t.Fatal(err)
	}
	title := await(t, ctx, "the title", 60*time.Second, func(p probe) bool { return p.Scene == "title" })
	click(t, ctx, title, "lessons")
	lessons := await(t, ctx, "the Lessons screen", 20*time.Second, func(p probe) bool { return p.Scene == "lessons" })
	if len(lessons.Own) != 0 {
		t.Fatalf("a fresh page has scenarios of its own: %q", lessons.Own)
	}
	click(t, ctx, lessons, "editor")
	ed := await(t, ctx, "the editor", 20*time.Second, func(p probe) bool { return p.Scene == "editor" })

	file := filepath.Join(t.TempDir(), "river.json")
	const scenario = `{
  "taktik": "scenario", "id": "river", "title": {"en": "Over the river", "de": "Über den Fluss"},
  "rules": "basic", "opponent": "easy", "goal": {"side": "red", "take": ["Indigau"], "turns": 6},
  "units": ["red:arm1 36-29", "red:inf1 33-30", "blue:inf1 34-34"]
}
`
	if err := os.WriteFile(file, []byte(scenario), 0o644); err != nil {
		t.Fatal(err)
	}
	click(t, ctx, ed, "editor.upload")
	if _, err := chromedp.Run(ctx, chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		doc, err := cdp.Call(ctx, tg, dom.GetDocument, dom.GetDocumentParams{})
		if err != nil {
			return err
		}
		in, err := cdp.Call(ctx, tg, dom.QuerySelector, dom.QuerySelectorParams{NodeID: doc.Root.NodeID, Selector: "#taktik-upload"})
		if err != nil {
			return err
		}
		_, err = cdp.Call(ctx, tg, dom.SetFileInputFiles, dom.SetFileInputFilesParams{Files: []string{file}, NodeID: in.NodeID})
		return err
	})); err != nil {
		t.Fatal(err)
	}
	ed = await(t, ctx, "the uploaded file open", 20*time.Second, func(p probe) bool {
		return p.Scene == "editor" && strings.Contains(p.Note, "river.json")
	})

	screenshot(t, ctx, "web-editor-uploaded.png")
	click(t, ctx, ed, "button.back")
	lessons = await(t, ctx, "the Lessons screen again", 20*time.Second, func(p probe) bool { return p.Scene == "lessons" })
	if !slices.Contains(lessons.Own, "river: Over the river") {
		t.Errorf("Your scenarios are %q, want the uploaded river", lessons.Own)
	}

	// a new scenario, the full deployment as the editor starts it, downloaded
	click(t, ctx, lessons, "editor")
	ed = await(t, ctx, "the editor again", 20*time.Second, func(p probe) bool { return p.Scene == "editor" })
	click(t, ctx, ed, "editor.download")
	text, err := chromedp.Run(ctx, chromedp.Evaluate[string](`new Promise(done => { const f = () => {
		if (blobs.length) blobs[blobs.length - 1].text().then(done); else setTimeout(f, 50); }; f(); })`, chromedp.EvalAwaitPromise))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(text, `"id": "mine"`) || !strings.Contains(text, `"take": [`+"\n"+`      "Indigau"`) ||
		strings.Count(text, `"red:`) < 30 || strings.Count(text, `"blue:`) < 30 {
		t.Errorf("the downloaded file:\n%s", text)
	}
}
