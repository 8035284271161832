//go:build !js

package render

// exposeProbe: only the web build answers a test through the page (probe_js.go).
func exposeProbe(*app) {}

// markFrame: only the web build notes its first frame (probe_js.go).
func markFrame() {}
