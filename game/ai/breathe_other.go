//go:build !js

package ai

func breathe() {}
