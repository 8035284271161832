//go:build !js

package render

import (
	"os/exec"
	"runtime"
	"strings"
	"time"

	"taktik/render/ui"
)

// The desktop game reads the clipboard for a pasted link through the system's own
// command (Ebitengine has no clipboard): pbpaste on macOS, PowerShell on Windows,
// wl-paste, xclip or xsel on Linux, whichever is there. Without one, the link is typed.
// It writes a link to give away the same way: pbcopy, clip, wl-copy, xclip or xsel.
func init() { ui.Paste, ui.Copy = pasteText, copyText }

func copyText(text string) bool {
	var tries [][]string
	switch runtime.GOOS {
	case "darwin":
		tries = [][]string{{"pbcopy"}}
	case "windows":
		tries = [][]string{{"clip"}}
	default:
		tries = [][]string{{"wl-copy"}, {"xclip", "-selection", "clipboard", "-i"}, {"xsel", "-ib"}}
	}
	for _, t := range tries {
		if _, err := exec.LookPath(t[0]); err != nil {
			continue
		}
		cmd := exec.Command(t[0], t[1:]...)
		cmd.Stdin = strings.NewReader(text)
		if cmd.Start() != nil {
			continue
		}
		done := make(chan error, 1)
		go func() { done <- cmd.Wait() }()
		select {
		case err := <-done:
			if err == nil {
				return true
			}
		case <-time.After(2 * time.Second): // it stays to own the clipboard: the text is there
			return true
		}
	}
	return false
}

func pasteText() string {
	var tries [][]string
	switch runtime.GOOS {
	case "darwin":
		tries = [][]string{{"pbpaste"}}
	case "windows":
		tries = [][]string{{"powershell", "-NoProfile", "-Command", "Get-Clipboard"}}
	default:
		tries = [][]string{{"wl-paste", "-n"}, {"xclip", "-o", "-selection", "clipboard"}, {"xsel", "-ob"}}
	}
	for _, t := range tries {
		if _, err := exec.LookPath(t[0]); err != nil {
			continue
		}
		cmd := exec.Command(t[0], t[1:]...)
		done := make(chan struct{})
		var out []byte
		go func() { out, _ = cmd.Output(); close(done) }()
		select {
		case <-done:
			return strings.TrimSpace(string(out))
		case <-time.After(time.Second): // a clipboard owner that does not answer
			if cmd.Process != nil {
				cmd.Process.Kill()
			}
			return ""
		}
	}
	return ""
}
