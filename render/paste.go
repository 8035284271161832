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
func init() { ui.Paste = pasteText }

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
