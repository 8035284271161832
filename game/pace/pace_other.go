//go:build !js

package pace

// Breathe does nothing outside a browser.
func Breathe() {}
