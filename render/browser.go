//go:build !js

package render

// browserHooks: only the web build ties the game to its page (browser_js.go).
func browserHooks(*app) {}

// markFrame: only the web build notes its first frame (probe_js.go).
func markFrame() {}
